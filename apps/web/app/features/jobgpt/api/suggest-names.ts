import type { api } from '@paysight/contract';
import type { ApiClient } from '~/lib/api-client';
import { useSuggestions } from '~/lib/suggestions-query';

/** The catalogues a hunt names entries from: titles, cities, companies and skills. */
export type NameKind = 'title' | 'location' | 'company' | 'skill';

export const NAME_SUGGESTION_LIMIT = 8;

/**
 * Catalogue names matching `q` (the most popular for an empty `q`), best match first: what the
 * hunt form offers, and what the server resolves the hunt's names against.
 */
export async function getNameSuggestions(client: ApiClient, routes: typeof api, kind: NameKind, q: string): Promise<string[]> {
  const query = { q, limit: NAME_SUGGESTION_LIMIT };
  switch (kind) {
    case 'title': {
      const r = await client.call(routes.suggestTitle, { query });
      return r.ok ? r.data.map((e) => e.name) : [];
    }
    case 'location': {
      const r = await client.call(routes.suggestLocation, { query });
      return r.ok ? [...new Set(r.data.map((e) => e.city))] : [];
    }
    case 'company': {
      const r = await client.call(routes.suggestCompany, { query });
      return r.ok ? r.data.map((e) => e.name) : [];
    }
    case 'skill': {
      const r = await client.call(routes.suggestSkill, { query });
      return r.ok ? r.data.map((e) => e.name) : [];
    }
  }
}

/** Suggestions for what is typed, once the field has been focused (`enabled`). */
export const useNameSuggestions = (kind: NameKind, q: string, enabled: boolean) =>
  useSuggestions(['suggest', 'job-hunt', kind, q.trim()], enabled, (client, routes) => getNameSuggestions(client, routes, kind, q.trim()));
