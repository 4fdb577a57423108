import { api } from '@paysight/contract';
import type { FastifyInstance } from 'fastify';
import { bindRoute } from '../../http/bind-route.js';
import { getDashboard, type DashboardDeps } from './dashboard.service.js';

/** GET /dashboard: the signed-in member's home (SPEC §7 Career). */
export function registerDashboardRoute(app: FastifyInstance, deps: DashboardDeps) {
  bindRoute(app, api.getDashboard, ({ user }) => getDashboard(deps, user));
}
