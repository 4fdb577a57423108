import { ERROR_MESSAGES } from '@paysight/contract';
import { coupons, users } from '@paysight/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { issueCoupons } from '../src/modules/admin/admin.service.js';
import { COUPON_MESSAGES, couponCodeHash, generateCouponCode, normaliseCouponCode } from '../src/modules/vouchers/vouchers.service.js';
import { createClock, describeWithDb, useTestApp } from './helpers.js';
import { signedInUser } from './users.js';

const DAY = 86_400_000;

describe('coupon codes', () => {
  it('ignore case, spaces and dashes', () => {
    expect(normaliseCouponCode(' ab12-cd34 ef56-GH78 ')).toBe('AB12CD34EF56GH78');
    expect(couponCodeHash('ab12-cd34')).toBe(couponCodeHash('AB12 CD34'));
  });

  it('are 16 unambiguous characters in groups of four', () => {
    const code = generateCouponCode();
    expect(code).toMatch(/^[2-9A-HJ-NP-Z]{4}(-[2-9A-HJ-NP-Z]{4}){3}$/);
    expect(new Set(Array.from({ length: 200 }, generateCouponCode)).size).toBe(200);
  });
});

describeWithDb('coupon redemption', () => {
  const clock = createClock();
  let ipCounter = 0;

  const t = useTestApp({ seed: false, now: clock.now });

  const issue = async (days = 30, expiresInDays = 60) =>
    (
      await issueCoupons(
        { db: t.database.db, now: clock.now },
        { days, count: 1, expiresAt: new Date(clock.now().getTime() + expiresInDays * DAY) },
      )
    )[0]!;

  // Each call from its own address, so the per-address sign-in limit stays out of the way.
  const redeem = (email: string, code: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/vouchers/redeem',
      payload: { email, code },
      headers,
      remoteAddress: `10.9.0.${++ipCounter}`,
    });

  const userByEmail = async (email: string) => (await t.database.db.select().from(users).where(eq(users.email, email)))[0];

  it('creates the account, credits premium and signs in; the code may be typed loosely', async () => {
    const code = await issue(30);
    const res = await redeem('Priya@Gmail.com', ` ${code.toLowerCase().replace(/-/g, ' ')} `);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // Free webmail is fine here: coupons go to individuals.
    expect(body.data.premiumUntil).toBe(new Date(clock.now().getTime() + 30 * DAY).toISOString());
    expect([res.headers['set-cookie']].flat().some((c) => c?.startsWith('tyler='))).toBe(true);

    const me = await t.app.inject({ url: '/api/v1/me', headers: { authorization: `Bearer ${body.data.token}` } });
    expect(me.json().data).toMatchObject({ email: 'priya@gmail.com', premium: true });

    const [row] = await t.database.db
      .select()
      .from(coupons)
      .where(eq(coupons.codeHash, couponCodeHash(code)));
    expect(row?.redeemedAt).toEqual(clock.now());
    expect(row?.redeemedBy).toBe((await userByEmail('priya@gmail.com'))?.id);
    // New accounts from a coupon are not email-verified: the coupon proves nothing about the address.
    expect((await userByEmail('priya@gmail.com'))?.emailVerifiedAt).toBeNull();
  });

  it('stores only the hash of a code', async () => {
    const code = await issue();
    const all = await t.database.db.select().from(coupons);
    expect(JSON.stringify(all)).not.toContain(code);
    expect(JSON.stringify(all)).not.toContain(normaliseCouponCode(code));
  });

  it('refuses an unknown, an expired and a used code with clear messages', async () => {
    const unknown = await redeem('a1@infosys.com', 'NOPE-NOPE-NOPE-NOPE');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, message: COUPON_MESSAGES.unknown });

    await t.database.db
      .insert(coupons)
      .values({ codeHash: couponCodeHash('OLD1-OLD1'), premiumDays: 30, expiresAt: new Date(clock.now().getTime() - 1000) });
    const expired = await redeem('a2@infosys.com', 'old1old1');
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe(COUPON_MESSAGES.expired);

    const code = await issue();
    expect((await redeem('a3@infosys.com', code)).statusCode).toBe(200);
    const used = await redeem('a4@infosys.com', code);
    expect(used.statusCode).toBe(409);
    expect(used.json().message).toBe(COUPON_MESSAGES.redeemed);
    expect(await userByEmail('a4@infosys.com')).toBeUndefined();
  });

  it('answers 400 naming the field for a malformed request', async () => {
    const res = await redeem('not-an-email', 'ABCD-EFGH');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/email/);
  });

  it('lets exactly one of two concurrent redemptions of a code win', async () => {
    const code = await issue();
    const results = await Promise.all([redeem('race1@infosys.com', code), redeem('race2@infosys.com', code)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winners = (await Promise.all(['race1@infosys.com', 'race2@infosys.com'].map(userByEmail))).filter(Boolean);
    expect(winners).toHaveLength(1);
    expect(winners[0]!.premiumUntil).not.toBeNull();
  });

  it('does not open an existing account for whoever holds a coupon; signed in, it extends premium', async () => {
    const owner = await signedInUser(t, clock.now(), {
      email: 'owner@tcs.com',
      premiumUntil: new Date(clock.now().getTime() + 10 * DAY),
    });
    const code = await issue(30);

    const stranger = await redeem('owner@tcs.com', code);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().message).toBe(COUPON_MESSAGES.signInFirst);

    const other = await signedInUser(t, clock.now(), { email: 'other@tcs.com' });
    const wrongAccount = await redeem('owner@tcs.com', code, other.headers);
    expect(wrongAccount.statusCode).toBe(403);
    expect(wrongAccount.json().message).toBe(COUPON_MESSAGES.otherAccount);

    // Both refusals left the coupon unredeemed; the owner, signed in, gets 30 days on top of the 10 left.
    const res = await redeem('owner@tcs.com', code, owner.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.premiumUntil).toBe(new Date(clock.now().getTime() + 40 * DAY).toISOString());
    expect((await userByEmail('owner@tcs.com'))?.premiumUntil).toEqual(new Date(clock.now().getTime() + 40 * DAY));
  });

  it('refuses a blocked account and leaves the coupon unredeemed', async () => {
    await t.database.db.insert(users).values({ email: 'blocked@tcs.com', blocked: true });
    const code = await issue();
    const res = await redeem('blocked@tcs.com', code);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(ERROR_MESSAGES.userBlocked);
    const [row] = await t.database.db
      .select()
      .from(coupons)
      .where(eq(coupons.codeHash, couponCodeHash(code)));
    expect(row?.redeemedAt).toBeNull();
  });

  it('ignores a stale session cookie (redeems as a visitor)', async () => {
    const code = await issue();
    const res = await redeem('fresh@infosys.com', code, {
      cookie: 'tyler=stale-token-that-does-not-exist',
      origin: 'http://paysight.test',
    });
    expect(res.statusCode).toBe(200);
  });
});
