import { api } from '@paysight/contract';
import type { FastifyInstance } from 'fastify';
import { bindRoute } from '../../http/bind-route.js';
import { calculateNetworth, savedNetworth, type NetworthDeps } from './networth.service.js';
import { findVehicleMakes } from './vehicle-makes.js';
import { completeLinkMfa, linkBank, unlinkBank, vaultInstitutions } from './vault.service.js';

/** Money tools: net worth, the vehicle makes for its form, and bank linking (the vault). */
export function registerMoneyRoutes(app: FastifyInstance, deps: NetworthDeps) {
  bindRoute(app, api.calculateNetworth, async ({ body, user }) => calculateNetworth(deps, user, body));
  bindRoute(app, api.getNetworth, async ({ user }) => savedNetworth(deps, user));
  bindRoute(app, api.listVehicleMakes, async ({ query }) => ({ makes: await findVehicleMakes(deps.db, query.q) }));
  bindRoute(app, api.getVaultInstitutions, async ({ user }) => vaultInstitutions(deps, user));
  bindRoute(app, api.linkVault, async ({ body, user }) => linkBank(deps, user, body));
  bindRoute(app, api.linkVaultMfa, async ({ body, user }) => completeLinkMfa(deps, user, body));
  bindRoute(app, api.unlinkVault, async ({ params, user }) => unlinkBank(deps, user, params.id));
}
