import { api } from '@paysight/contract';
import type { FastifyInstance } from 'fastify';
import { bindRoute } from '../../http/bind-route.js';
import {
  becomeCoach,
  cancelBooking,
  coachView,
  getInterviewer,
  listBookings,
  listInterviewers,
  offerSlot,
  recordOutcome,
  withdrawSlot,
  type GurusDeps,
} from './gurus.service.js';

/** Gurus: the coaches and their slots are public; coaching, bookings and their changes are members'. Booking itself is billing's cart. */
export function registerGurusRoutes(app: FastifyInstance, deps: GurusDeps) {
  bindRoute(app, api.getGuruInterviewers, async ({ query }) => listInterviewers(deps, query));
  bindRoute(app, api.getGuruInterviewer, async ({ params }) => getInterviewer(deps, params.id));
  bindRoute(app, api.getGuruCoach, async ({ user }) => coachView(deps, user));
  bindRoute(app, api.putGuruCoach, async ({ user, body }) => becomeCoach(deps, user, body));
  bindRoute(app, api.createGuruSlot, async ({ user, body }) => offerSlot(deps, user, body));
  bindRoute(app, api.deleteGuruSlot, async ({ user, params }) => withdrawSlot(deps, user, params.id));
  bindRoute(app, api.getGuruBookings, async ({ user }) => listBookings(deps, user));
  bindRoute(app, api.cancelGuruBooking, async ({ user, params, body }) => cancelBooking(deps, user, params.id, body));
  bindRoute(app, api.recordGuruOutcome, async ({ user, params, body }) => recordOutcome(deps, user, params.id, body.outcome));
}
