import type { api } from '@paysight/contract';
import type { AppLoadContext } from 'react-router';
import { refusedStatus } from './alerts-follow';
import type { ApiClient } from '~/lib/api-client';
import { parseFormBody } from '~/lib/form-body';
import { serverApi } from '~/lib/server-api';

/**
 * The weekly digest form on /layoffs (POST /subscription): states ticked, companies typed as a
 * comma-separated list (a typeahead with JavaScript); "Stop the digest" (DELETE /subscription/{id}).
 */

export type DigestAnswer = { ok: true; digest: api.LayoffDigest | null; stopped?: boolean } | { ok: false; message: string };

/** The member's digest for the form's values; undefined for a signed-out visitor. */
export async function digestOf(client: ApiClient, routes: typeof api, signedIn: boolean): Promise<api.LayoffDigest | null | undefined> {
  if (!signedIn) return undefined;
  const result = await client.call(routes.getLayoffDigest, {});
  return result.ok ? result.data.digest : undefined;
}

/** Companies typed as "Amazon, Boeing": each name once, blanks left out. */
export const companiesOfText = (text: string) => [
  ...new Set(
    text
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  ),
];

/** The page action of the digest form: intent "digest" asks for (or replaces) it, "digest-stop" stops it; the answer and the page's status. */
export async function digestAction(form: FormData, request: Request, context: AppLoadContext) {
  const { api } = await import('@paysight/contract');
  const client = serverApi(context, request);
  const fail = (r: { status: number; message: string }) => ({
    answer: { ok: false, message: r.message } as DigestAnswer,
    status: refusedStatus(r.status),
  });
  const done = (answer: DigestAnswer) => ({ answer, status: 200 });
  if (form.get('intent') === 'digest-stop') {
    const id = Number(form.get('digest'));
    if (!Number.isInteger(id) || id < 1) return fail({ status: 400, message: 'No digest to stop' });
    const stopped = await client.call(api.deleteLayoffDigest, { params: { id } });
    return stopped.ok ? done({ ok: true, digest: null, stopped: true }) : fail(stopped);
  }
  const companies = form.get('companies');
  const parsed = parseFormBody(api.subscribeLayoffDigest, {
    states: form.getAll('states').filter((v) => typeof v === 'string'),
    companies: typeof companies === 'string' ? companiesOfText(companies) : [],
  });
  const result = parsed.ok ? await client.call(api.subscribeLayoffDigest, { body: parsed.body }) : parsed;
  return result.ok ? done({ ok: true, digest: result.data }) : fail(result);
}
