import { api } from '@paysight/contract';
import type { FastifyInstance } from 'fastify';
import { bindRoute } from '../../http/bind-route.js';
import { referralWidgetToken, type ReferralDeps } from './referral.service.js';

export function registerReferralRoutes(app: FastifyInstance, deps: ReferralDeps) {
  bindRoute(app, api.referralWidgetToken, async ({ user }) => referralWidgetToken(deps, user));
}
