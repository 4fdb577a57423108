import { api } from '@paysight/contract';
import type { FastifyInstance } from 'fastify';
import { bindRoute } from '../../http/bind-route.js';
import { discourseSignOn, type DiscourseDeps } from './discourse.service.js';

export function registerDiscourseRoutes(app: FastifyInstance, deps: DiscourseDeps) {
  bindRoute(app, api.discourseSso, async ({ query, user }) => discourseSignOn(deps, user, query));
}
