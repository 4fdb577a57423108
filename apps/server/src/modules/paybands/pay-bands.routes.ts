import { api } from '@paysight/contract';
import type { FastifyInstance } from 'fastify';
import { bindRoute } from '../../http/bind-route.js';
import {
  comparePayBandScenarios,
  createPayBandGroup,
  getPayBandGroup,
  listPayBandGroups,
  savePayBandVersion,
  type PayBandsDeps,
} from './pay-bands.service.js';

/** Pay bands (workspace members read and compare; analysts and admins create groups and save versions). */
export function registerPayBandRoutes(app: FastifyInstance, deps: PayBandsDeps) {
  bindRoute(app, api.listPayBandGroups, async ({ user }) => listPayBandGroups(deps, user));
  bindRoute(app, api.createPayBandGroup, async ({ user, body }) => createPayBandGroup(deps, user, body));
  bindRoute(app, api.getPayBandGroup, async ({ user, params }) => getPayBandGroup(deps, user, params.id));
  bindRoute(app, api.savePayBandVersion, async ({ user, params, body }) => savePayBandVersion(deps, user, params.id, body));
  bindRoute(app, api.comparePayBandScenarios, async ({ user, params, body }) => comparePayBandScenarios(deps, user, params.id, body));
}
