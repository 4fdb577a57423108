import { api } from '@paysight/contract';
import type { FastifyInstance } from 'fastify';
import { bindRoute } from '../../http/bind-route.js';
import { addCompanyDomain, listCompanyDomains, removeCompanyDomain } from './company-domains.service.js';
import {
  answerReferral,
  applyAsReferrer,
  listBundles,
  listReferralCompanies,
  listReferrals,
  referrerView,
  requestBundle,
  requestReferral,
  settleReferral,
  type ReferralsDeps,
} from './referrals.service.js';

/** Referrals: companies with referrers are public; asking, referring and answering are members'; work-email domains are admins'. */
export function registerReferralsRoutes(app: FastifyInstance, deps: ReferralsDeps) {
  bindRoute(app, api.getReferralCompanies, async ({ query, user }) => listReferralCompanies(deps, user ?? null, query));
  bindRoute(app, api.getReferrals, async ({ user }) => listReferrals(deps, user));
  bindRoute(app, api.getReferralBundles, async ({ user }) => listBundles(deps, user));
  bindRoute(app, api.getReferrerView, async ({ user }) => referrerView(deps, user));
  bindRoute(app, api.applyReferralCompany, async ({ body, user }) => requestReferral(deps, user, body));
  bindRoute(app, api.applyReferrer, async ({ body, user }) => applyAsReferrer(deps, user, body));
  bindRoute(app, api.applyReferralBundle, async ({ body, user }) => requestBundle(deps, user, body));
  bindRoute(app, api.answerReferral, async ({ params, body, user }) => answerReferral(deps, user, params.id, body.decision));
  bindRoute(app, api.settleReferral, async ({ params, body, user }) => settleReferral(deps, user, params.id, body.outcome));
  // Admins: the work-email domains that prove employment.
  bindRoute(app, api.listCompanyDomains, async ({ query }) => listCompanyDomains(deps, query));
  bindRoute(app, api.addCompanyDomain, async ({ body }) => addCompanyDomain(deps, body));
  bindRoute(app, api.removeCompanyDomain, async ({ params }) => removeCompanyDomain(deps, params.domain));
}
