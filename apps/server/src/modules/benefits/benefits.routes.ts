import { api } from '@paysight/contract';
import type { FastifyInstance } from 'fastify';
import { bindRoute } from '../../http/bind-route.js';
import { getBenefits, getCompanyBenefits, reportBenefits, type BenefitsDeps } from './benefits.service.js';

/** Benefits: public to read; members report their own companies'. */
export function registerBenefitsRoutes(app: FastifyInstance, deps: BenefitsDeps) {
  bindRoute(app, api.getBenefits, async ({ query }) => getBenefits(deps, query));
  bindRoute(app, api.getCompanyBenefits, async ({ params, query, user }) => getCompanyBenefits(deps, user, params.id, query.cc));
  bindRoute(app, api.reportBenefits, async ({ params, body, user }) => reportBenefits(deps, user, params.id, body));
}
