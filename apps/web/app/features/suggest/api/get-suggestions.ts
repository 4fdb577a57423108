import type { api } from '@paysight/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '~/lib/api-client';

export interface SearchSuggestions {
  companies: api.SuggestCompanyItem[];
  titles: api.SuggestTitleItem[];
}

/** Companies and titles matching what the visitor typed, for the search box. */
export async function getSearchSuggestions(client: ApiClient, routes: typeof api, q: string): Promise<SearchSuggestions> {
  const [companies, titles] = await Promise.all([
    client.call(routes.suggestCompany, { query: { q, limit: 5 } }),
    client.call(routes.suggestTitle, { query: { q, limit: 5 } }),
  ]);
  return { companies: companies.ok ? companies.data : [], titles: titles.ok ? titles.data : [] };
}

export const searchSuggestionsQuery = (q: string) =>
  queryOptions({
    queryKey: ['suggest', 'search', q],
    queryFn: async () => {
      // The contract's schemas (zod) load on the first keystroke, not with the landing page.
      const [{ getBrowserApiClient }, { api: routes }] = await Promise.all([import('~/lib/api-client'), import('@paysight/contract')]);
      return getSearchSuggestions(getBrowserApiClient(), routes, q);
    },
    staleTime: 5 * 60_000,
  });

export const useSearchSuggestions = (q: string) => useQuery({ ...searchSuggestionsQuery(q), enabled: q.trim().length >= 1 });
