import { api } from '@paysight/contract';
import type { FastifyInstance } from 'fastify';
import { bindRoute } from '../../http/bind-route.js';
import { discourseSignOn, type DiscourseDeps } from './discourse.service.js';

export function registerDiscourseRoutes(app: FastifyInstance, deps: DiscourseDeps) {
  bindRoute(app, api.discourseSso, async ({ query, request }) => discourseSignOn(deps, request.user, query));
}
