import { REFERRAL_COOKIE, api } from '@paysight/contract';
import type { FastifyInstance } from 'fastify';
import { bindRoute } from '../../http/bind-route.js';
import { setSessionCookie } from '../../plugins/session.js';
import { redeemCoupon, type VoucherDeps } from './vouchers.service.js';

export function registerVoucherRoutes(app: FastifyInstance, deps: VoucherDeps) {
  const secure = deps.config.secureCookies;

  // A sign-in call: a stale cookie must not stop it (the caller is then anonymous).
  bindRoute(
    app,
    api.redeemVoucher,
    async ({ body, request, reply }) => {
      const result = await redeemCoupon(deps, body, request.user, {
        userAgent: request.headers['user-agent'],
        ip: request.ip,
        referral: request.cookies[REFERRAL_COOKIE],
      });
      setSessionCookie(reply, result.token, result.expiresAt, secure);
      return { token: result.token, premiumUntil: result.premiumUntil.toISOString() };
    },
    { allowInvalidSession: true },
  );
}
