import { api } from '@paysight/contract';
import type { FastifyInstance } from 'fastify';
import { bindRoute } from '../../http/bind-route.js';
import {
  createMeritCycle,
  decideMeritRecommendations,
  deleteMeritCycle,
  editMeritCycle,
  editMeritRecommendation,
  getMeritAudit,
  getMeritBudget,
  getMeritCycle,
  getMeritRecommendations,
  listMeritCycles,
  setMeritCycleStatus,
  type MeritDeps,
} from './merit.service.js';

/** Merit cycles (ADR 057): members read; analysts and admins set up, move and recommend; approvers and admins decide. */
export function registerMeritRoutes(app: FastifyInstance, deps: MeritDeps) {
  bindRoute(app, api.listMeritCycles, async ({ user }) => listMeritCycles(deps, user));
  bindRoute(app, api.createMeritCycle, async ({ user, body }) => createMeritCycle(deps, user, body));
  bindRoute(app, api.getMeritCycle, async ({ user, params }) => getMeritCycle(deps, user, params.id));
  bindRoute(app, api.editMeritCycle, async ({ user, params, body }) => editMeritCycle(deps, user, params.id, body));
  bindRoute(app, api.deleteMeritCycle, async ({ user, params }) => deleteMeritCycle(deps, user, params.id));
  bindRoute(app, api.setMeritCycleStatus, async ({ user, params, body }) => setMeritCycleStatus(deps, user, params.id, body.status));
  bindRoute(app, api.getMeritRecommendations, async ({ user, params, query }) => getMeritRecommendations(deps, user, params.id, query));
  bindRoute(app, api.editMeritRecommendation, async ({ user, params, body }) =>
    editMeritRecommendation(deps, user, params.id, params.recommendationId, body),
  );
  bindRoute(app, api.getMeritBudget, async ({ user, params }) => getMeritBudget(deps, user, params.id));
  bindRoute(app, api.decideMeritRecommendations, async ({ user, params, body }) => decideMeritRecommendations(deps, user, params.id, body));
  bindRoute(app, api.getMeritAudit, async ({ user, params, query }) => getMeritAudit(deps, user, params.id, query));
}
