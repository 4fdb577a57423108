import type { api } from '@paysight/contract';
import type { ApiClient } from '~/lib/api-client';
import { useSuggestions } from '~/lib/suggestions-query';

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

/** Suggestions for what is typed, once the field has been focused (`enabled`). */
export const useCatalogSuggestions = (kind: CatalogKind, q: string, enabled: boolean) =>
  useSuggestions(['suggest', 'profile', kind, q.trim()], enabled, (client, routes) =>
    getCatalogSuggestions(client, routes, kind, q.trim()),
  );
