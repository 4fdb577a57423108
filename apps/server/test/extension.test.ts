import { ERROR_MESSAGES } from '@paysight/contract';
import { apiKeys, users } from '@paysight/db';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { MAX_ACTIVE_KEYS, revokeApiKey } from '../src/modules/extension/extension.service.js';
import { createClock, describeWithDb, useTestApp } from './helpers.js';
import { signedInUser } from './users.js';

describeWithDb('browser extension keys', () => {
  const clock = createClock();

  const t = useTestApp({ seed: false, now: clock.now });

  const issue = (headers: Record<string, string>) => t.app.inject({ url: '/api/v1/auth/lucious', headers });
  const me = (key: string) => t.app.inject({ url: '/api/v1/me', headers: { authorization: `Bearer ${key}` } });

  it('needs a signed-in user', async () => {
    const res = await issue({});
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(ERROR_MESSAGES.notLoggedIn);
  });

  it('issues a key shown once, stored as a hash, that signs the extension in', async () => {
    const { user, headers } = await signedInUser(t, clock.now(), { email: 'asha@infosys.com' });
    const res = await issue(headers);
    expect(res.statusCode).toBe(200);
    const { key, prefix } = res.json().data;
    expect(key).toMatch(/^psk_[A-Za-z0-9_-]{43}$/);
    expect(prefix).toBe(key.slice(0, 12));

    const rows = await t.database.db.select().from(apiKeys).where(eq(apiKeys.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.keyHash).not.toContain(key.slice(4));
    expect(rows[0]!.prefix).toBe(prefix);

    const who = await me(key);
    expect(who.statusCode).toBe(200);
    expect(who.json().data).toMatchObject({ id: user.id, email: 'asha@infosys.com' });
  });

  it('refuses a revoked or unknown key with "Session invalidated"', async () => {
    const { user, headers } = await signedInUser(t, clock.now(), { email: 'ravi@infosys.com' });
    const { key, prefix } = (await issue(headers)).json().data;
    const deps = { db: t.database.db, now: clock.now };
    const sessionUser = (await me(key)).json().data;
    expect(await revokeApiKey(deps, sessionUser, prefix)).toEqual({ revoked: 1 });
    await expect(revokeApiKey(deps, sessionUser, prefix)).rejects.toMatchObject({ statusCode: 404 });

    const refused = await me(key);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe(ERROR_MESSAGES.sessionInvalidated);
    expect((await me(`psk_${'A'.repeat(43)}`)).json()).toMatchObject({ statusCode: 401, message: ERROR_MESSAGES.sessionInvalidated });
    expect(user.id).toBe(sessionUser.id);
  });

  it("refuses a blocked user's key", async () => {
    const { user, headers } = await signedInUser(t, clock.now(), { email: 'gone@infosys.com' });
    const { key } = (await issue(headers)).json().data;
    await t.database.db.update(users).set({ blocked: true }).where(eq(users.id, user.id));
    const res = await me(key);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(ERROR_MESSAGES.userBlocked);
  });

  it(`keeps at most ${MAX_ACTIVE_KEYS} active keys per user, revoking the oldest`, async () => {
    const { headers } = await signedInUser(t, clock.now(), { email: 'many@infosys.com' });
    const keys: string[] = [];
    for (let i = 0; i < MAX_ACTIVE_KEYS + 1; i++) keys.push((await issue(headers)).json().data.key);
    expect((await me(keys[0]!)).statusCode).toBe(401);
    expect((await me(keys[1]!)).statusCode).toBe(200);
    expect((await me(keys.at(-1)!)).statusCode).toBe(200);
  });
});
