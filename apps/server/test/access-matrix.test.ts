import { ACCESS_LEVELS, API_BASE, ERROR_CODES, ERROR_MESSAGES, api, buildPath, type Access } from '@paysight/contract';
import { beforeAll, expect, it } from 'vitest';
import { createClock, describeWithDb, useTestApp } from './helpers.js';
import { signedInUser } from './users.js';

/**
 * The authorization matrix: every call in the contract declares its access, and the server
 * enforces it before the handler, whatever the call. A route added without access fails the
 * typecheck (defineRoute requires it) or the server's start (http/access.ts).
 */
interface Call {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  access: Access;
  quota?: string;
}

const isCall = (value: unknown): value is Omit<Call, 'name'> =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'summary' in value;
const calls: Call[] = Object.entries(api as Record<string, unknown>).flatMap(([name, def]) =>
  isCall(def) ? [{ name, method: def.method, path: def.path, access: def.access, ...(def.quota ? { quota: def.quota } : {}) }] : [],
);

const SAMPLE_PARAMS: Record<string, string> = { cc: 'in', q: 'software-engineer', id: '1', kind: 'title' };
/** A query every search call accepts (each takes the fields it knows): their quota is checked after validation. */
const SEARCH_QUERY = '?cc=in&q=software-engineer&title=software-engineer&company=infosys';
const urlOf = (call: Call) => {
  const params = Object.fromEntries([...call.path.matchAll(/:([A-Za-z0-9_]+)/g)].map(([, key]) => [key!, SAMPLE_PARAMS[key!] ?? 'x']));
  return `${API_BASE}${buildPath(call.path, params)}${call.quota === 'search' ? SEARCH_QUERY : ''}`;
};

describeWithDb('authorization matrix', () => {
  const clock = createClock();
  let member: Record<string, string>;

  const t = useTestApp({ seed: false, now: clock.now, env: { SEARCH_LIMIT_ANON: '1', SEARCH_LIMIT_MEMBER: '0' } });

  beforeAll(async () => {
    member = (await signedInUser(t, clock.now(), { email: 'plain.member@infosys.com' })).headers;
  });

  const inject = (call: Call, headers: Record<string, string> = {}, remoteAddress = '10.20.0.1') =>
    t.app.inject({ method: call.method, url: urlOf(call), headers, remoteAddress });

  it('covers the whole contract, each call with a declared access, each bound by the server', () => {
    expect(calls.length).toBeGreaterThan(60);
    for (const call of calls) {
      expect(ACCESS_LEVELS, call.name).toContain(call.access);
      expect(t.app.hasRoute({ method: call.method, url: `${API_BASE}${call.path}` }), `${call.method} ${call.path} is bound`).toBe(true);
    }
  });

  it('answers 401 in the envelope to an anonymous call of every non-public route', async () => {
    for (const [i, call] of calls.filter((c) => c.access !== 'public').entries()) {
      // A fresh address each: the quota of a premium call with a quota is not what is tested here.
      const res = await inject(call, {}, `10.21.${Math.floor(i / 250)}.${i % 250}`);
      expect(res.statusCode, call.name).toBe(401);
      expect(res.json(), call.name).toEqual({ success: false, data: null, message: ERROR_MESSAGES.notLoggedIn, statusCode: 401 });
    }
  });

  it('answers 403 in the envelope to a member without the role, for premium, enterprise and admin routes', async () => {
    const gated = calls.filter((c) => c.access === 'premium' || c.access === 'enterprise' || c.access === 'admin');
    expect(gated.map((c) => c.access)).toEqual(expect.arrayContaining(['premium', 'admin']));
    for (const call of gated) {
      const res = await inject(call, member);
      expect(res.statusCode, call.name).toBe(403);
      expect(res.json(), call.name).toMatchObject({ success: false, data: null, statusCode: 403 });
    }
  });

  it('lets a member through the access check of member routes', async () => {
    for (const call of calls.filter((c) => c.access === 'member')) {
      const res = await inject(call, member);
      expect([401, 403].includes(res.statusCode) && res.json().message === ERROR_MESSAGES.notLoggedIn, call.name).toBe(false);
    }
  });

  it('counts every quota route against the daily search limit, and no other', async () => {
    const limited = calls.filter((c) => c.quota === 'search');
    expect(limited.map((c) => c.name).sort()).toEqual(
      [
        'compareSalary',
        'exportSalaryProfiles',
        'getCareerCulture',
        'getCareerEliteness',
        'getCareerJobRisk',
        'getCareerMarket',
        'getCareerRanks',
        'getCareerTree',
        'getCompanyExecSalary',
        'getCompanyRanks',
        'getCompanyStocks',
        'getFutureOfWork',
        'getCompanyPage',
        'getLayoffMap',
        'getLayoffNotice',
        'getLayoffTitles',
        'listLayoffReports',
        'listLayoffs',
        'getNegotiatorProfiles',
        'getSalaryLevels',
        'getSalaryStats',
        'getSalaryTitles',
      ].sort(),
    );
    // The quota is one page a day: each call passes on a fresh address, again on it (the same
    // page), and is refused on an address that has seen another page today.
    const spent = '10.22.1.0';
    expect((await t.app.inject({ url: `${API_BASE}/in/negotiator/profiles?q=another-page`, remoteAddress: spent })).statusCode).toBe(200);
    for (const [i, call] of limited.entries()) {
      const address = `10.22.0.${i}`;
      expect((await inject(call, {}, address)).statusCode, call.name).not.toBe(429);
      expect((await inject(call, {}, address)).statusCode, call.name).not.toBe(429);
      const refused = await inject(call, {}, spent);
      expect(refused.statusCode, call.name).toBe(429);
      expect(refused.json(), call.name).toMatchObject({ code: ERROR_CODES.searchLimit, message: ERROR_MESSAGES.tooManyRequests });
    }
    // A public call without the quota never counts.
    const free = calls.find((c) => c.name === 'suggestCompany')!;
    for (let i = 0; i < 3; i++) expect((await inject(free, {}, '10.22.1.1')).statusCode).not.toBe(429);
  });
});
