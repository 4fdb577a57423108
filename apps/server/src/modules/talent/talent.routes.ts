import { api } from '@paysight/contract';
import type { FastifyInstance } from 'fastify';
import { bindRoute } from '../../http/bind-route.js';
import { getTalentPreview, getTalentReport, type TalentDeps } from './talent.service.js';

/** Talent intelligence: the public preview of /employers?feature=ti, and any company's report for workspace members. */
export function registerTalentRoutes(app: FastifyInstance, deps: TalentDeps) {
  bindRoute(app, api.getTalentPreview, ({ query }) => getTalentPreview(deps, query.countryCode));
  bindRoute(app, api.getTalentReport, ({ user, query }) => getTalentReport(deps, user, query));
}
