import type { api } from '@paysight/contract';
import type { ApiClient } from '~/lib/api-client';
import { useSuggestions } from '~/lib/suggestions-query';

/** The jobs search's typeahead fields: what is listed now, not the salary catalogue. */
export type JobsSuggestKind = 'title' | 'location' | 'company';

export const JOBS_SUGGESTION_LIMIT = 8;

/** An option: the text the search takes, and how many listed jobs carry it. */
export interface JobsSuggestion {
  name: string;
  jobs: number;
}

export const jobsCountLabel = (n: number) => (n === 1 ? '1 job' : `${n.toLocaleString('en-US')} jobs`);

/** GET /suggest/jobs/{kind}: names of listed jobs matching `q` (the most listed for an empty `q`), in the region when given. */
export async function getJobsSuggestions(
  client: ApiClient,
  routes: typeof api,
  kind: JobsSuggestKind,
  q: string,
  region: 'in' | 'us' | undefined,
): Promise<JobsSuggestion[]> {
  const query = { q, limit: JOBS_SUGGESTION_LIMIT, ...(region ? { region } : {}) };
  if (kind === 'location') {
    const r = await client.call(routes.suggestJobsLocation, { query });
    if (!r.ok) return [];
    // One option per name: the search takes the city, wherever its state.
    const seen = new Map<string, number>();
    for (const l of r.data) seen.set(l.name, (seen.get(l.name) ?? 0) + l.jobs);
    return [...seen].map(([name, jobs]) => ({ name, jobs }));
  }
  const r = await client.call(kind === 'title' ? routes.suggestJobsTitle : routes.suggestJobsCompany, { query });
  return r.ok ? r.data.map((e) => ({ name: e.name, jobs: e.jobs })) : [];
}

/** Suggestions for what is typed, once the field has been focused (`enabled`). */
export const useJobsSuggestions = (kind: JobsSuggestKind, q: string, region: 'in' | 'us' | undefined, enabled: boolean) =>
  useSuggestions(['suggest', 'jobs', kind, region ?? '', q.trim()], enabled, (client, routes) =>
    getJobsSuggestions(client, routes, kind, q.trim(), region),
  );
