import { api } from '@paysight/contract';
import type { FastifyInstance } from 'fastify';
import { bindRoute } from '../../http/bind-route.js';
import {
  deleteMemberInternship,
  getCompanyInternships,
  getInternships,
  listMemberInternships,
  saveMemberInternship,
  type MemberInternshipDeps,
} from './internships.service.js';

/** Internship stipends: the figures public; a member's own internships theirs. */
export function registerInternshipsRoutes(app: FastifyInstance, deps: MemberInternshipDeps) {
  bindRoute(app, api.getInternships, async ({ params, query }) => getInternships(deps, params.cc, query));
  bindRoute(app, api.getCompanyInternships, async ({ params, query }) => getCompanyInternships(deps, params.cc, params.id, query));
  bindRoute(app, api.listMemberInternships, async ({ user }) => listMemberInternships(deps, user));
  bindRoute(app, api.saveMemberInternship, async ({ user, body }) => saveMemberInternship(deps, user, body));
  bindRoute(app, api.deleteMemberInternship, async ({ user, params }) => deleteMemberInternship(deps, user, params.id));
}
