import { api } from '@paysight/contract';
import type { FastifyInstance } from 'fastify';
import { bindRoute } from '../../http/bind-route.js';
import { getMajorSwitch, getMySwitch, getSwitch, type SwitchDeps } from './switch.service.js';

/** Talent flow ("switch"), premium only: a company's or a school's flows, a major's, and the member's own company's. */
export function registerSwitchRoutes(app: FastifyInstance, deps: SwitchDeps) {
  bindRoute(app, api.getSwitch, ({ params }) => getSwitch(deps, params.cc, params.id));
  bindRoute(app, api.getMajorSwitch, ({ params }) => getMajorSwitch(deps, params.cc, params.id));
  bindRoute(app, api.getMySwitch, ({ user, query }) => getMySwitch(deps, user, query.cc));
}
