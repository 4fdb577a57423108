import type { api } from '@paysight/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '~/lib/api-client';

/** The catalogues the profile form picks from: companies, schools and skills (and job titles, for the career history). */
export type CatalogKind = 'company' | 'school' | 'skill' | 'title';

/** An entry as the form needs it: the name shown and typed, the slug sent. */
export interface CatalogOption {
  name: string;
  slug: string;
}

export const CATALOG_SUGGESTION_LIMIT = 8;

/** Entries of one catalogue matching `q` (the most popular for an empty `q`), best match first. */
export async function getCatalogSuggestions(client: ApiClient, routes: typeof api, kind: CatalogKind, q: string): Promise<CatalogOption[]> {
  const query = { q, limit: CATALOG_SUGGESTION_LIMIT };
  const result =
    kind === 'company'
      ? await client.call(routes.suggestCompany, { query })
      : kind === 'school'
        ? await client.call(routes.suggestSchool, { query })
        : kind === 'title'
          ? await client.call(routes.suggestTitle, { query })
          : await client.call(routes.suggestSkill, { query });
  return result.ok ? result.data.map((e) => ({ name: e.name, slug: e.slug })) : [];
}

export const catalogSuggestionsQuery = (kind: CatalogKind, q: string) =>
  queryOptions({
    queryKey: ['suggest', 'profile', kind, q],
    queryFn: async () => {
      // The contract's schemas load with the first suggestion, not with the page.
      const { loadBrowserApi } = await import('~/lib/browser-api');
      const { client, routes } = await loadBrowserApi();
      return getCatalogSuggestions(client, routes, kind, q);
    },
    staleTime: 5 * 60_000,
  });

/** Suggestions for what is typed, once the field has been focused (`enabled`). */
export const useCatalogSuggestions = (kind: CatalogKind, q: string, enabled: boolean) =>
  useQuery({ ...catalogSuggestionsQuery(kind, q.trim()), enabled, placeholderData: (previous) => previous });
