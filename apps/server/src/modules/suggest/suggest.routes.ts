import { api } from '@paysight/contract';
import type { Db } from '@paysight/db';
import type { FastifyInstance } from 'fastify';
import { bindRoute } from '../../http/bind-route.js';
import { findCompanies, findLocations, findTitles } from './suggest.queries.js';

/** Typeahead over the catalogue. Public (guests may view everything), read-only. */
export function registerSuggestRoutes(app: FastifyInstance, db: Db) {
  bindRoute(app, api.suggestCompany, ({ query }) => findCompanies(db, query.q, query.limit));
  bindRoute(app, api.suggestTitle, ({ query }) => findTitles(db, query.q, query.limit));
  bindRoute(app, api.suggestLocation, ({ query }) => findLocations(db, query.q, query.limit, query.region));
}
