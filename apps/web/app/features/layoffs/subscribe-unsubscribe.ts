import type { api } from '@paysight/contract';
import { data, type AppLoadContext } from 'react-router';
import { serverApi } from '~/lib/server-api';
import { refusedStatus } from './alerts-follow';

/**
 * /layoffs/unsubscribe: what a mail's link stops (GET /subscription/unsubscribe) and stopping it
 * (POST /subscription/unsubscribe), with no session needed.
 */

const tokenOf = (url: URL) => url.searchParams.get('token') ?? '';

export async function unsubscribeLoader(request: Request, context: AppLoadContext) {
  const token = tokenOf(new URL(request.url));
  const { api } = await import('@paysight/contract');
  const result = await serverApi(context, request).call(api.getUnsubscribe, { query: { token } });
  if (result.ok) return { kind: 'ok' as const, token, info: result.data };
  return data(
    {
      kind: 'refused' as const,
      message:
        result.status === 404
          ? 'This link is not known: it was used already, or it was copied only in part. Each mail has its own link.'
          : 'This link is incomplete: open it from the mail again.',
    },
    { status: refusedStatus(result.status) },
  );
}

export type UnsubscribeAnswer = { ok: true; info: api.UnsubscribeInfo } | { ok: false; message: string };

/** The token from the form, or from the address (the RFC 8058 one-click POST sends only `List-Unsubscribe=One-Click`). */
export async function unsubscribeAction(request: Request, context: AppLoadContext) {
  const form = await request.formData().catch(() => new FormData());
  const posted = form.get('token');
  const token = typeof posted === 'string' && posted !== '' ? posted : tokenOf(new URL(request.url));
  const { api } = await import('@paysight/contract');
  const result = await serverApi(context, request).call(api.postUnsubscribe, { body: { token } });
  if (result.ok) return { answer: { ok: true, info: result.data } as UnsubscribeAnswer, status: 200 };
  return {
    answer: {
      ok: false,
      message: result.status === 404 ? 'This link is not known: it was used already, or it was copied only in part.' : result.message,
    } as UnsubscribeAnswer,
    status: refusedStatus(result.status),
  };
}
