import { AppError, type SessionUser } from '@paysight/contract';
import { SignJWT } from 'jose';
import type { Config } from '../../config.js';

export interface ReferralDeps {
  config: Pick<Config, 'CELLO_PRODUCT_ID' | 'CELLO_PRODUCT_SECRET'>;
  now: () => Date;
}

/** How long the widget token is valid; the page fetches a new one on each load. */
export const REFERRAL_TOKEN_TTL_SECONDS = 3600;

/**
 * GET /auth/cello: an HS256 JWT identifying the signed-in user to the referral widget (Cello),
 * signed with the product secret. 404 until CELLO_PRODUCT_ID and CELLO_PRODUCT_SECRET are set.
 */
export async function referralWidgetToken(deps: ReferralDeps, user: SessionUser) {
  const { CELLO_PRODUCT_ID: productId, CELLO_PRODUCT_SECRET: secret } = deps.config;
  if (!productId || !secret) throw new AppError(404, 'Referral programme is not configured');
  const iat = Math.floor(deps.now().getTime() / 1000);
  const token = await new SignJWT({ productId, productUserId: user.id })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(iat)
    .setExpirationTime(iat + REFERRAL_TOKEN_TTL_SECONDS)
    .sign(new TextEncoder().encode(secret));
  return { token, productUserId: user.id };
}
