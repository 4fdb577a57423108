import { api } from '@paysight/contract';
import type { FastifyInstance } from 'fastify';
import { bindRoute } from '../../http/bind-route.js';
import type { MovesService } from './moves.service.js';

/** The career tree and introductions (SPEC §7 Career: GET /career/tree, GET and POST /career/intros). */
export function registerCareerMovesRoutes(app: FastifyInstance, moves: MovesService) {
  bindRoute(app, api.getCareerTree, async ({ query }) => moves.tree(query));
  bindRoute(app, api.listCareerIntros, async ({ user }) => moves.listIntros(user));
  bindRoute(app, api.createCareerIntro, async ({ user, body }) => moves.requestIntro(user, body));
  bindRoute(app, api.answerCareerIntro, async ({ user, params, body }) => moves.answer(user, params.id, body.accept));
}
