import type { CountryCode } from '@paysight/contract/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadBrowserApi } from '~/lib/browser-api';

/** GET /suggest/company in the region's salary catalogue, for picking competitors; none when the call fails. */
export async function suggestPeerCompanies(q: string, cc: CountryCode) {
  const { client, routes } = await loadBrowserApi();
  const result = await client.call(routes.suggestCompany, { query: { q, limit: 8, region: cc, src: 'salary' } });
  return result.ok ? result.data : [];
}

export const peerCompanySuggestionsQuery = (q: string, cc: CountryCode) =>
  queryOptions({ queryKey: ['peer', 'suggest-company', cc, q], queryFn: () => suggestPeerCompanies(q, cc) });

/** Companies for what is typed (already trimmed and debounced), once there is something to match. */
export const usePeerCompanySuggestions = (q: string, cc: CountryCode) =>
  useQuery({ ...peerCompanySuggestionsQuery(q, cc), enabled: q.length >= 1, placeholderData: (previous) => previous });
