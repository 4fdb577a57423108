import { createHmac } from 'node:crypto';
import { ERROR_MESSAGES, type SessionUser } from '@paysight/contract';
import { describe, expect, it } from 'vitest';
import { discourseSignOn, forumUsername } from '../src/modules/discourse/discourse.service.js';
import { createClock, describeWithDb, useTestApp } from './helpers.js';
import { signedInUser } from './users.js';
import { expectEach } from './cases.js';

const SECRET = 'discourse-connect-secret-for-tests';
const sign = (payload: string, secret = SECRET) => createHmac('sha256', secret).update(payload).digest('hex');
const encode = (params: Record<string, string>) => Buffer.from(new URLSearchParams(params).toString()).toString('base64');

describe('forum usernames', () => {
  it('come from the email local part, in the characters Discourse allows', () => {
    expectEach(forumUsername, [
      ['asha.rao@infosys.com', 'asha.rao'],
      ['José+forum@x.com', 'Jose_forum'],
      ['a@x.com', 'a_member'],
      ['.-ab..cd-@x.com', 'ab_cd'],
    ]);
    expect(forumUsername('a-very-long-local-part-indeed@x.com')).toHaveLength(20);
    expect(forumUsername('a-very-long-local-p-_x@x.com')).toBe('a-very-long-local-p');
  });
});

describeWithDb('DiscourseConnect', () => {
  const clock = createClock();

  const t = useTestApp({ seed: false, now: clock.now, env: { DISCOURSE_CONNECT_SECRET: SECRET } });

  const sso = (query: { sso: string; sig: string }, headers: Record<string, string> = {}) =>
    t.app.inject({ url: '/api/v1/auth/discuss/sso', query, headers });

  const forumRequest = (
    params: Record<string, string> = {
      nonce: 'cb68251eefb5211e58c00ff1395f0c0b',
      return_sso_url: 'https://forum.paysight.test/session/sso_login',
    },
  ) => {
    const payload = encode(params);
    return { sso: payload, sig: sign(payload) };
  };

  it('signs the member into the forum: a signed payload back to return_sso_url', async () => {
    const { user, headers } = await signedInUser(t, clock.now(), { email: 'asha.rao@infosys.com', name: 'Asha Rao' });
    const res = await sso(forumRequest(), headers);
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json().data.url);
    expect(`${url.origin}${url.pathname}`).toBe('https://forum.paysight.test/session/sso_login');
    const payload = url.searchParams.get('sso')!;
    expect(url.searchParams.get('sig')).toBe(sign(payload));
    expect(Object.fromEntries(new URLSearchParams(Buffer.from(payload, 'base64').toString('utf8')))).toEqual({
      nonce: 'cb68251eefb5211e58c00ff1395f0c0b',
      email: 'asha.rao@infosys.com',
      external_id: user.id,
      username: 'asha.rao',
      name: 'Asha Rao',
      require_activation: 'false',
    });
  });

  it('asks the forum to confirm an address nobody has verified', async () => {
    const { headers } = await signedInUser(t, clock.now(), { email: 'new@gmail.com', emailVerifiedAt: null });
    const res = await sso(forumRequest(), headers);
    const payload = new URL(res.json().data.url).searchParams.get('sso')!;
    expect(new URLSearchParams(Buffer.from(payload, 'base64').toString()).get('require_activation')).toBe('true');
  });

  it('refuses a forged signature, a missing nonce and a non-web return address', async () => {
    const { headers } = await signedInUser(t, clock.now(), { email: 'ravi@infosys.com' });
    const genuine = forumRequest();
    const forged = [
      { sso: genuine.sso, sig: sign(genuine.sso, 'not-the-secret-at-all') },
      { sso: genuine.sso, sig: '0'.repeat(64) },
      { sso: encode({ nonce: 'x', return_sso_url: 'https://evil.example/' }), sig: genuine.sig },
      forumRequest({ return_sso_url: 'https://forum.paysight.test/session/sso_login' }),
      forumRequest({ nonce: 'n1' }),
      forumRequest({ nonce: 'n1', return_sso_url: 'javascript:alert(1)' }),
      forumRequest({ nonce: 'n1', return_sso_url: '/relative' }),
    ];
    for (const query of forged) {
      const res = await sso(query, headers);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: 'Invalid single sign-on request' });
    }
    expect((await sso({ sso: genuine.sso, sig: 'zz' }, headers)).statusCode).toBe(400);
  });

  it('refuses an anonymous visitor', async () => {
    const res = await sso(forumRequest());
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(ERROR_MESSAGES.notLoggedIn);
  });

  it('answers 404 when the forum is not configured', async () => {
    await expect(discourseSignOn({ db: t.database.db, config: {} }, { id: 'u' } as SessionUser, forumRequest())).rejects.toMatchObject({
      statusCode: 404,
      message: 'Forum sign-in is not configured',
    });
  });
});
