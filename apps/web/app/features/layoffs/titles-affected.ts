import type { api } from '@paysight/contract';
import { data, type AppLoadContext } from 'react-router';
import type { ApiClient } from '~/lib/api-client';
import { parseFormBody } from '~/lib/form-body';
import { serverApi } from '~/lib/server-api';

/**
 * Titles affected by a WARN notice (GET/POST /layoff/{id}/titles): the titles members reported,
 * each from MIN_SLICE reports, and a plain POST form (intent "titles") for a member to add theirs.
 */

/** What the titles form answers. */
export type TitlesAnswer = { form: 'titles' } & ({ ok: true; titles: api.LayoffTitles } | { ok: false; message: string });

/** The notice's titles; null when the call did not answer them (the section then says so). */
export async function titlesOf(client: ApiClient, routes: typeof api, id: number): Promise<api.LayoffTitles | null> {
  const result = await client.call(routes.getLayoffTitles, { params: { id } });
  return result.ok ? result.data : null;
}

/** The page action of the titles form: POST /layoff/{id}/titles with the title typed. */
export async function titlesAction(form: FormData, request: Request, context: AppLoadContext, id: number) {
  const { api } = await import('@paysight/contract');
  const parsed = parseFormBody(api.reportLayoffTitle, { title: String(form.get('title') ?? '') });
  const result = parsed.ok ? await serverApi(context, request).call(api.reportLayoffTitle, { params: { id }, body: parsed.body }) : parsed;
  if (result.ok) return { form: 'titles' as const, ok: true as const, titles: result.data } satisfies TitlesAnswer;
  return data({ form: 'titles' as const, ok: false as const, message: result.message } satisfies TitlesAnswer, {
    status: result.status === 401 ? 401 : result.status === 404 ? 404 : 400,
  });
}
