import { salaryRecords } from '@paysight/db';
import { insertCompany, insertLocation, insertTitle } from '@paysight/db/factories';
import { beforeAll, expect, it } from 'vitest';
import { FOREIGN_ORIGIN_MESSAGE } from '../src/plugins/same-origin.js';
import { describeWithDb, useTestApp } from './helpers.js';
import { signedInUser } from './users.js';

const EVIL = 'https://evil.example';
/** A sibling subdomain: the same site as the cookie's, so SameSite=Lax alone would let it through. */
const SIBLING = 'http://blog.paysight.test';
const OWN = 'http://paysight.test';

/** Cookie-authenticated writes are taken only from our own pages (OWASP ASVS V13.2.3). */
describeWithDb('writes with the session cookie come from our own origin', () => {
  let token: string;
  const now = new Date('2026-11-22T10:00:00Z');

  const t = useTestApp({ seed: false, now: () => now });

  beforeAll(async () => {
    const db = t.database.db;
    await insertCompany(db, { name: 'Amazon', slug: 'amazon' });
    await insertTitle(db, { name: 'Software Engineer' });
    await insertLocation(db, { city: 'Seattle', countryCode: 'us', slug: 'seattle-us' });
    token = (await signedInUser(t, now, { email: 'asa@paysight.test' })).token;
  });

  const salary = {
    currency: 'USD',
    company: 'Amazon',
    title: 'Software Engineer',
    location: 'Seattle',
    experience: 5,
    base: 180_000,
    isCurrent: true,
  };
  const addSalary = (headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/v1/profile/salary', headers: { cookie: `tyler=${token}`, ...headers }, payload: salary });
  const stored = async () => (await t.database.db.select().from(salaryRecords)).length;

  it('refuses a foreign Origin with the cookie: 403, and nothing is stored', async () => {
    const before = await stored();
    for (const origin of [EVIL, SIBLING]) {
      const res = await addSalary({ origin });
      expect(res.statusCode, origin).toBe(403);
      expect(res.json()).toEqual({ success: false, data: null, message: FOREIGN_ORIGIN_MESSAGE, statusCode: 403 });
    }
    // A foreign Referer without Origin, an opaque Origin, and neither header: refused alike.
    expect((await addSalary({ referer: `${EVIL}/page` })).statusCode).toBe(403);
    expect((await addSalary({ origin: 'null' })).statusCode).toBe(403);
    expect((await addSalary({})).statusCode).toBe(403);
    expect(await stored()).toBe(before);
  });

  it('takes the same write from our own page: the public origin, the host asked, or a same-origin Referer', async () => {
    const before = await stored();
    expect((await addSalary({ origin: OWN })).statusCode).toBe(200);
    expect((await addSalary({ origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' })).statusCode).toBe(200);
    expect((await addSalary({ referer: `${OWN}/profile/salary` })).statusCode).toBe(200);
    expect(await stored()).toBe(before + 3);
  });

  it('checks page form posts the same way, before any page code runs', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/profile',
      headers: { cookie: `tyler=${token}`, origin: EVIL, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'intent=save',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(FOREIGN_ORIGIN_MESSAGE);
  });

  it('leaves bearer-token clients and requests without the cookie to their usual checks', async () => {
    const bearer = await t.app.inject({
      method: 'POST',
      url: '/api/v1/profile/salary',
      headers: { authorization: `Bearer ${token}`, origin: EVIL },
      payload: salary,
    });
    expect(bearer.statusCode).toBe(200);
    // No session rides on it: the route's own access check answers.
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/v1/profile/salary', headers: { origin: EVIL }, payload: salary });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a foreign Origin with the cookie on every state-changing route of the contract', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json() as { paths: Record<string, Record<string, unknown>> };
    const writes = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods)
        .filter((method) => !['get', 'head', 'options'].includes(method))
        .map((method) => ({ method: method.toUpperCase() as 'POST', path: path.replace(/\{[^}]+\}/g, '1') })),
    );
    expect(writes.length).toBeGreaterThan(50);
    for (const { method, path } of writes) {
      const res = await t.app.inject({
        method,
        url: path,
        headers: { cookie: `tyler=${token}`, origin: EVIL, 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(res.statusCode, `${method} ${path}`).toBe(403);
      expect(res.json().message, `${method} ${path}`).toBe(FOREIGN_ORIGIN_MESSAGE);
    }
  });
});
