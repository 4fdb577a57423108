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

/** What the member sent in a refused digest form, so the page shows it again (without JavaScript the page is rendered anew). */
export interface DigestTyped {
  states: string[];
  companies: string;
}

export type DigestAnswer =
  { ok: true; digest: api.LayoffDigest | null; stopped?: boolean } | { ok: false; message: string; typed?: DigestTyped };

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
  const fail = (r: { status: number; message: string }, typed?: DigestTyped) => ({
    answer: { ok: false, message: r.message, ...(typed ? { typed } : {}) } as DigestAnswer,
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
  const typed: DigestTyped = {
    states: form.getAll('states').filter((v): v is string => typeof v === 'string'),
    companies: typeof companies === 'string' ? companies.slice(0, 2_000) : '',
  };
  const parsed = parseFormBody(api.subscribeLayoffDigest, { states: typed.states, companies: companiesOfText(typed.companies) });
  const result = parsed.ok ? await client.call(api.subscribeLayoffDigest, { body: parsed.body }) : parsed;
  // A refusal keeps what was ticked and typed, for the member to correct.
  return result.ok ? done({ ok: true, digest: result.data }) : fail(result, typed);
}
