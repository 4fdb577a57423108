import { randomBytes } from 'node:crypto';
import { AppError, ERROR_MESSAGES, type SessionUser } from '@paysight/contract';
import type { Db } from '@paysight/db';
import type { Config } from '../../config.js';
import { hashToken } from '../../lib/tokens.js';
import { extendPremiumByDays, findOrgById, findUserByEmail, insertUserIfAbsent, updateUser } from '../auth/users.service.js';
import { assertUserMaySignIn, createSession } from '../auth/session.service.js';
import { claimCoupon, findCouponByHash, setCouponRedeemer } from './vouchers.queries.js';

export interface VoucherDeps {
  db: Db;
  config: Config;
  now: () => Date;
}

export const COUPON_MESSAGES = {
  unknown: 'This coupon code is not valid.',
  expired: 'This coupon has expired.',
  redeemed: 'This coupon has already been redeemed.',
  signInFirst: 'An account with this email already exists. Sign in to it first, then redeem the coupon.',
  otherAccount: 'You are signed in with another email. Redeem the coupon for that email, or sign out first.',
} as const;

/** Codes are typed by people: case, spaces and dashes do not matter. */
export const normaliseCouponCode = (code: string) => code.toUpperCase().replace(/[\s-]+/g, '');

export const couponCodeHash = (code: string) => hashToken(normaliseCouponCode(code));

/** 32 unambiguous characters (no 0/O, 1/I): 5 bits each, so a byte masked to 5 bits is unbiased. */
const CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** A new code: 16 characters (80 random bits) in groups of four, e.g. `7KQ2-M9XD-4HPT-R3WB`. */
export function generateCouponCode(): string {
  const chars = [...randomBytes(16)].map((b) => CODE_ALPHABET[b & 31]).join('');
  return chars.match(/.{4}/g)!.join('-');
}

const cleanReferral = (ref: string | undefined) => (ref && /^[A-Za-z0-9_-]{1,64}$/.test(ref) ? ref : null);

/**
 * POST /vouchers/redeem: a valid coupon (known, not expired, not redeemed) credits its premium days
 * to the account of `email` and signs that account in, all in one transaction: a refusal after the
 * coupon is claimed (blocked account) leaves it unredeemed.
 *
 * The free-webmail rule of sign-in is not applied: coupons are handed to individuals (giveaways,
 * support, partners) who often have no work address, and the coupon, not the email domain, is
 * what entitles them.
 *
 * A coupon proves nothing about the email, so it must not open an existing account: crediting an
 * existing account needs its session (the caller signed in as that email). Only an email with no
 * account yet gets a new, unverified account and a session.
 */
export async function redeemCoupon(
  deps: VoucherDeps,
  input: { email: string; code: string },
  caller: SessionUser | null,
  client: { userAgent?: string | undefined; ip?: string | undefined; referral?: string | undefined },
) {
  const now = deps.now();
  const codeHash = couponCodeHash(input.code);
  if (caller && caller.email !== input.email) throw new AppError(403, COUPON_MESSAGES.otherAccount);

  return deps.db.transaction(async (tx) => {
    const coupon = await claimCoupon(tx, codeHash, now);
    if (!coupon) {
      const found = await findCouponByHash(tx, codeHash);
      if (!found) throw new AppError(404, COUPON_MESSAGES.unknown);
      if (found.redeemedAt) throw new AppError(409, COUPON_MESSAGES.redeemed);
      throw new AppError(410, COUPON_MESSAGES.expired);
    }

    const existing = await findUserByEmail(tx, input.email);
    if (existing?.blocked) throw new AppError(403, ERROR_MESSAGES.userBlocked);
    if (existing && existing.id !== caller?.id) throw new AppError(403, COUPON_MESSAGES.signInFirst);
    // null: lost a race with a concurrent sign-up of the same email, so the account is someone else's.
    const user = existing ?? (await insertUserIfAbsent(tx, { email: input.email, referredBy: cleanReferral(client.referral) }));
    if (!user) throw new AppError(403, COUPON_MESSAGES.signInFirst);

    const org = user.enterpriseOrgId ? await findOrgById(tx, user.enterpriseOrgId) : null;
    assertUserMaySignIn(user, org, now);

    await setCouponRedeemer(tx, coupon.id, user.id);
    const premiumUntil = await extendPremiumByDays(tx, user.id, coupon.premiumDays, now);
    await updateUser(tx, user.id, { lastLoginAt: now });
    const session = await createSession(tx, user.id, {
      ttlDays: deps.config.SESSION_TTL_DAYS,
      now,
      userAgent: client.userAgent,
      ip: client.ip,
    });
    return { ...session, premiumUntil };
  });
}
