import { api } from '@paysight/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getBrowserApiClient, type ApiClient } from '~/lib/api-client';

/** Companies and titles matching what the visitor typed, for the search box. */
export async function getSearchSuggestions(client: ApiClient, q: string): Promise<{ companies: api.SuggestCompanyItem[]; titles: api.SuggestTitleItem[] }> {
  const [companies, titles] = await Promise.all([
    client.call(api.suggestCompany, { query: { q, limit: 5 } }),
    client.call(api.suggestTitle, { query: { q, limit: 5 } }),
  ]);
  return { companies: companies.ok ? companies.data : [], titles: titles.ok ? titles.data : [] };
}

export const searchSuggestionsQuery = (q: string) =>
  queryOptions({
    queryKey: ['suggest', 'search', q],
    queryFn: () => getSearchSuggestions(getBrowserApiClient(), q),
    staleTime: 5 * 60_000,
  });

export const useSearchSuggestions = (q: string) => useQuery({ ...searchSuggestionsQuery(q), enabled: q.trim().length >= 1 });
