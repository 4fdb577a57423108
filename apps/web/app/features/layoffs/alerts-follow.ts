import type { api } from '@paysight/contract';
import type { AppLoadContext } from 'react-router';
import type { ApiClient } from '~/lib/api-client';
import { serverApi } from '~/lib/server-api';

/**
 * "Follow this company's notices" (POST /layoff/{id}/subscribe, or /layoff/companies/{slug}/subscribe
 * on the list filtered to a catalogue company): a plain POST form; a signed-out visitor gets a
 * sign-in link that comes back to the page.
 */

/** What the follow button shows: null for a signed-out visitor (the sign-in link instead). */
export type FollowView = { following: boolean; employer: string } | null;

/** The answer of the follow form, for the button to say what came of it. */
export type FollowAnswer = { ok: true; state: api.FollowState } | { ok: false; message: string };

const fold = (s: string) => s.replace(/\s+/g, ' ').trim().toLowerCase();

/** Whether the member follows this employer: by the catalogue company when there is one, else by the employer's name. */
export async function followViewOf(
  client: ApiClient,
  routes: typeof api,
  signedIn: boolean,
  target: { company: { slug: string; name: string } | null; employer: string },
): Promise<FollowView> {
  if (!signedIn) return null;
  const result = await client.call(routes.listLayoffFollows, {});
  if (!result.ok) return null;
  const employer = target.company?.name ?? target.employer;
  const following = result.data.follows.some((f) =>
    target.company ? f.company?.slug === target.company.slug : f.company === null && fold(f.employer) === fold(target.employer),
  );
  return { following, employer };
}

/** The employer part of a state's name (before " - site"), as a follow of a notice without a catalogue company keys it. */
export const employerOf = (name: string) => (name.split(' - ')[0] ?? name).replace(/\s+/g, ' ').trim();

/** The page action of the follow form (intent "follow"): follow=1 follows, follow=0 stops; the answer and the page's status. */
export async function followAction(
  form: FormData,
  request: Request,
  context: AppLoadContext,
  target: { noticeId: number } | { companySlug: string },
) {
  const { api } = await import('@paysight/contract');
  const follow = form.get('follow') === '0' ? false : true;
  const client = serverApi(context, request);
  const result =
    'noticeId' in target
      ? await client.call(api.followNoticeCompany, { params: { id: target.noticeId }, body: { follow } })
      : await client.call(api.followCompanyLayoffs, { params: { slug: target.companySlug }, body: { follow } });
  if (result.ok) return { answer: { ok: true, state: result.data } as FollowAnswer, status: 200 };
  return { answer: { ok: false, message: result.message } as FollowAnswer, status: refusedStatus(result.status) };
}

/** The page's status for a refused form: the API's 401 or 404, else 400 (never a 5xx for the visitor's input). */
export const refusedStatus = (status: number) => (status === 401 ? 401 : status === 404 ? 404 : 400);
