import type { api } from '@paysight/contract';
import type { ApiClient } from '~/lib/api-client';

/** The catalogues a form offers names from before its typeaheads load (a <datalist> each). */
export type PopularCatalog = 'companies' | 'titles' | 'cities' | 'skills' | 'schools';

/** How many names each list offers: enough to help before JavaScript, few enough for the page's weight. */
export const POPULAR_NAMES_LIMIT = 25;

/**
 * GET /suggest/{company,title,location,skill,school} with an empty q: each catalogue's most reported
 * names, in parallel, for a loader. A failed call gives an empty list (the field still takes any
 * name); a city is offered once even when several states have it.
 */
export async function getPopularNames<C extends PopularCatalog>(
  client: ApiClient,
  routes: typeof api,
  catalogs: readonly C[],
): Promise<Record<C, string[]>> {
  const query = { q: '', limit: POPULAR_NAMES_LIMIT };
  const namesOf = async (catalog: PopularCatalog): Promise<string[]> => {
    if (catalog === 'cities') {
      const r = await client.call(routes.suggestLocation, { query });
      return r.ok ? [...new Set(r.data.map((l) => l.city))] : [];
    }
    const route = {
      companies: routes.suggestCompany,
      titles: routes.suggestTitle,
      skills: routes.suggestSkill,
      schools: routes.suggestSchool,
    }[catalog];
    const r = await client.call(route, { query });
    return r.ok ? r.data.map((e) => e.name) : [];
  };
  const lists = await Promise.all(catalogs.map(namesOf));
  return Object.fromEntries(catalogs.map((c, i) => [c, lists[i]!])) as Record<C, string[]>;
}
