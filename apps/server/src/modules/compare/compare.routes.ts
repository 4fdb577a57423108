import { api } from '@paysight/contract';
import type { FastifyInstance } from 'fastify';
import { bindRoute } from '../../http/bind-route.js';
import {
  comparisonContacts,
  popularComparisons,
  removeSavedComparison,
  saveComparison,
  savedComparisons,
  type CompareDeps,
} from './compare.service.js';

/** Popular comparisons are public; saved comparisons and people to ask are a member's. */
export function registerCompareRoutes(app: FastifyInstance, deps: CompareDeps) {
  bindRoute(app, api.getPopularComparisons, async ({ query }) => popularComparisons(deps, query.cc));
  bindRoute(app, api.getSavedComparisons, async ({ user }) => savedComparisons(deps, user));
  bindRoute(app, api.saveComparison, async ({ body, user }) => saveComparison(deps, user, body));
  bindRoute(app, api.deleteSavedComparison, async ({ params, user }) => removeSavedComparison(deps, user, params.id));
  bindRoute(app, api.getCompareContacts, async ({ query, user }) => comparisonContacts(deps, user, query));
}
