import { api } from '@paysight/contract';
import type { Db } from '@paysight/db';
import type { FastifyInstance } from 'fastify';
import { bindRoute } from '../../http/bind-route.js';
import { SuggestIndex, type SuggestIndexOptions } from './suggest.index.js';

/**
 * Typeahead over the catalogue, answered from an in-memory index (see suggest.index.ts and
 * docs/decisions/010-typeahead-index.md). Public (guests may view everything), read-only.
 * `options` tunes how fresh the index is kept; the defaults suit production.
 */
export function registerSuggestRoutes(app: FastifyInstance, db: Db, options: SuggestIndexOptions = {}) {
  const index = new SuggestIndex(db, {
    onError: (error) => app.log.warn({ err: error }, 'typeahead index refresh failed; serving the previous snapshot'),
    ...options,
  });
  app.addHook('onClose', async () => index.close());

  bindRoute(app, api.suggestCompany, async ({ query }) => (await index.views()).companies(query.q, query.limit, query.region, query.src));
  bindRoute(app, api.suggestTitle, async ({ query }) => (await index.views()).titles(query.q, query.limit, query.region));
  bindRoute(app, api.suggestMcTitle, async ({ query }) => (await index.views()).mcTitles(query.q, query.limit, query.region, query.src));
  bindRoute(app, api.suggestLocation, async ({ query }) => (await index.views()).locations(query.q, query.limit, query.region));
  bindRoute(app, api.suggestSkill, async ({ query }) => (await index.views()).skills(query.q, query.limit, query.region));
  bindRoute(app, api.suggestLevel, async ({ query }) =>
    (await index.views()).levels(query.q, query.limit, { company: query.company, family: query.family, title: query.title }),
  );
  bindRoute(app, api.suggestCountry, async ({ query }) => (await index.views()).countries(query.q, query.limit));
  bindRoute(app, api.suggestSchool, async ({ query }) => (await index.views()).schools(query.q, query.limit, query.region));

  return index;
}
