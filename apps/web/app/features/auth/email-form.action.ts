import { data, type AppLoadContext } from 'react-router';
import { formField } from '~/lib/form-body';
import { serverApi } from '~/lib/server-api';
import { requestMagicLink } from './api/request-magic-link';
import { validateEmail } from './email-validation';
import type { MagicLinkSubmission } from './login-card-model';

/** The posted form's address, trimmed, and the browser's message for it when it is not one (SPEC §5). */
export function postedEmail(form: FormData): { email: string; invalid: string | null } {
  const email = formField(form, 'email');
  return { email, invalid: validateEmail(email) };
}

/** A refused call's status as the page answers it: the API's own 4xx or 5xx, else 502. */
export const refusedStatus = (status: number) => (status >= 400 && status < 600 ? status : 502);

/**
 * The email form posted before JavaScript loaded (once hydrated the browser sends it itself): the
 * browser's checks and the same POST /mgk-login, answered as the screen's next step (`posted`),
 * so the address never goes into a URL. `next` is where the link leads once signed in.
 */
export async function sendPostedMagicLink(request: Request, context: AppLoadContext, next: string) {
  const answer = (posted: MagicLinkSubmission, status = 200) => data({ posted }, { status });
  const { email, invalid } = postedEmail(await request.formData());
  if (invalid) return answer({ state: 'failed', message: invalid }, 400);
  const { api } = await import('@paysight/contract');
  const result = await requestMagicLink(serverApi(context, request), api, { email, next });
  if (!result.ok) return answer({ state: 'failed', message: result.message }, refusedStatus(result.status));
  return answer({ state: 'sent', email });
}

/**
 * The API client for an action that signs the visitor in (the coupon form): the session cookies
 * the API set, to be passed on with the page the action answers, as the browser would have kept them.
 */
export function signingInApi(context: AppLoadContext, request: Request) {
  const cookies: string[] = [];
  const apiFetch = async (path: string, init?: RequestInit) => {
    const response = await context.apiFetch(path, init);
    cookies.push(...response.headers.getSetCookie());
    return response;
  };
  return { client: serverApi({ ...context, apiFetch }, request), cookies };
}
