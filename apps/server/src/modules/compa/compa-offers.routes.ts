import { api } from '@paysight/contract';
import type { FastifyInstance } from 'fastify';
import { bindRoute } from '../../http/bind-route.js';
import { addCompaOffer, deleteCompaOffer, editCompaOffer, getCompaOffers } from './compa-offers.service.js';
import type { CompaDeps } from './compa.service.js';

/** Candidate offers (ADR 054): members read; analysts and admins add, change, mark sent and remove. */
export function registerCompaOfferRoutes(app: FastifyInstance, deps: CompaDeps) {
  bindRoute(app, api.getCompaOffers, async ({ user, query }) => getCompaOffers(deps, user, query));
  bindRoute(app, api.addCompaOffer, async ({ user, body }) => addCompaOffer(deps, user, body));
  bindRoute(app, api.editCompaOffer, async ({ user, params, body }) => editCompaOffer(deps, user, params.id, body));
  bindRoute(app, api.deleteCompaOffer, async ({ user, params }) => deleteCompaOffer(deps, user, params.id));
}
