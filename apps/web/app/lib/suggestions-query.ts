import type { api } from '@paysight/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from './api-client';

type Fetch<T> = (client: ApiClient, routes: typeof api) => Promise<T>;

/** A typeahead's suggestions, asked through the browser's client and kept five minutes. */
export const suggestionsQuery = <T>(queryKey: readonly unknown[], fetch: Fetch<T>) =>
  queryOptions({
    queryKey,
    queryFn: async () => {
      // The contract's schemas load with the first suggestion, not with the page.
      const { loadBrowserApi } = await import('./browser-api');
      const { client, routes } = await loadBrowserApi();
      return fetch(client, routes);
    },
    staleTime: 5 * 60_000,
  });

/** Suggestions once the field has been focused (`enabled`); the last answer stays shown while the next one loads. */
export const useSuggestions = <T>(queryKey: readonly unknown[], enabled: boolean, fetch: Fetch<T>) =>
  useQuery({ ...suggestionsQuery(queryKey, fetch), enabled, placeholderData: (previous) => previous });
