import { ERROR_MESSAGES, type SessionUser } from '@paysight/contract';
import { decodeProtectedHeader, jwtVerify } from 'jose';
import { expect, it } from 'vitest';
import { REFERRAL_TOKEN_TTL_SECONDS, referralWidgetToken } from '../src/modules/referral/referral.service.js';
import { createClock, describeWithDb, useTestApp } from './helpers.js';
import { signedInUser } from './users.js';

const SECRET = 'cello-product-secret-for-tests-0123456789';

describeWithDb('referral widget token', () => {
  const clock = createClock();

  const t = useTestApp({ seed: false, now: clock.now, env: { CELLO_PRODUCT_ID: 'paysight.test', CELLO_PRODUCT_SECRET: SECRET } });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject('/api/v1/auth/cello');
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(ERROR_MESSAGES.notLoggedIn);
  });

  it('is an HS256 JWT for the product and the user, valid for an hour', async () => {
    const { user, headers } = await signedInUser(t, clock.now(), { email: 'asha@infosys.com' });
    const res = await t.app.inject({ url: '/api/v1/auth/cello', headers });
    expect(res.statusCode).toBe(200);
    const { token, productUserId } = res.json().data;
    expect(productUserId).toBe(user.id);
    expect(decodeProtectedHeader(token).alg).toBe('HS256');

    const { payload } = await jwtVerify(token, new TextEncoder().encode(SECRET), { algorithms: ['HS256'], currentDate: clock.now() });
    const iat = clock.now().getTime() / 1000;
    expect(payload).toEqual({ productId: 'paysight.test', productUserId: user.id, iat, exp: iat + REFERRAL_TOKEN_TTL_SECONDS });

    await expect(jwtVerify(token, new TextEncoder().encode('another-secret-entirely-0123456789'))).rejects.toThrow();
    const later = new Date(clock.now().getTime() + (REFERRAL_TOKEN_TTL_SECONDS + 60) * 1000);
    await expect(jwtVerify(token, new TextEncoder().encode(SECRET), { currentDate: later })).rejects.toThrow(/exp/);
  });

  it('answers 404 until the programme is configured', async () => {
    const user = { id: 'u1' } as SessionUser;
    for (const config of [{}, { CELLO_PRODUCT_ID: 'x' }, { CELLO_PRODUCT_SECRET: SECRET }]) {
      await expect(referralWidgetToken({ config, now: clock.now }, user)).rejects.toMatchObject({
        statusCode: 404,
        message: 'Referral programme is not configured',
      });
    }
  });
});
