import { ok, pageOf } from '@paysight/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SIGN_IN_LIMIT_PER_IP as SIGN_IN_LIMIT_PER_IP } from '../src/config.js';
import { SIGN_IN_LIMIT_PER_EMAIL, TOO_MANY_ATTEMPTS } from '../src/modules/limits/limits.constants.js';
import { loadConfig } from '../src/config.js';
import { searchQuota, utcDay } from '../src/modules/limits/limits.plugin.js';
import { createCapturingMail, createClock, createTestApp, describeWithDb, withTestApp, type TestApp } from './helpers.js';
import { SEARCH_LIMIT_REFUSAL } from './api.js';
import { signedInUser } from './users.js';

describe('daily window', () => {
  it('is the UTC day, ending at 00:00 UTC', () => {
    expect(utcDay(new Date('2026-11-22T23:59:00Z'))).toEqual({ day: '2026-11-22', msLeft: 60_000 });
    expect(utcDay(new Date('2026-11-23T00:00:00Z'))).toEqual({ day: '2026-11-23', msLeft: 86_400_000 });
  });

  it('takes its quotas from SEARCH_LIMIT_ANON and SEARCH_LIMIT_MEMBER', () => {
    expect(loadConfig({})).toMatchObject({ SEARCH_LIMIT_ANON: 10, SEARCH_LIMIT_MEMBER: 50 });
    expect(loadConfig({ SEARCH_LIMIT_ANON: '', SEARCH_LIMIT_MEMBER: '0' })).toMatchObject({
      SEARCH_LIMIT_ANON: 10,
      SEARCH_LIMIT_MEMBER: 0,
    });
    expect(() => loadConfig({ SEARCH_LIMIT_ANON: '-1', SEARCH_LIMIT_MEMBER: 'many' })).toThrow(
      /SEARCH_LIMIT_ANON[\s\S]*SEARCH_LIMIT_MEMBER/,
    );
  });

  it('a quota of 0 turns that limit off', () => {
    const off = { SEARCH_LIMIT_ANON: 0, SEARCH_LIMIT_MEMBER: 0 };
    expect(searchQuota(null, '1.2.3.4', off)).toBeNull();
    const member = { id: 'u1', premium: false, role: 'user' } as Parameters<typeof searchQuota>[0];
    expect(searchQuota(member, '1.2.3.4', off)).toBeNull();
    expect(searchQuota(member, '1.2.3.4', { SEARCH_LIMIT_ANON: 0, SEARCH_LIMIT_MEMBER: 7 })).toEqual({ subject: 'user:u1', limit: 7 });
  });
});

describeWithDb('daily search limit', () => {
  let t: TestApp;
  const clock = createClock(new Date('2026-11-22T10:00:00Z'));
  const ANON = 3;
  const MEMBER = 5;

  beforeAll(async () => {
    t = await createTestApp({
      seed: false,
      now: clock.now,
      env: { SEARCH_LIMIT_ANON: String(ANON), SEARCH_LIMIT_MEMBER: String(MEMBER) },
      // Stand-ins without a database: any route that declares the search quota counts, whatever its path.
      beforeReady: (app) => {
        const salaryPage = { config: { access: 'public', quota: 'search', searchPage: pageOf('salary', 'q') } } as const;
        app.get('/api/v1/in/salary/:q', salaryPage, async (request) => ok({ q: (request.params as { q: string }).q }));
        app.get('/api/v1/in/salary/:q/levels', salaryPage, async () => ok([]));
        app.get('/api/v1/layoffs', { config: { access: 'public', quota: 'search', searchPage: pageOf('layoffs') } }, async () => ok([]));
      },
    });
  });
  afterAll(() => t.close());

  const search = (ip: string, headers: Record<string, string> = {}, page = 'software-engineer') =>
    t.app.inject({ url: `/api/v1/in/salary/${page}?x=1`, remoteAddress: ip, headers });

  /** Statuses of views of n different pages (page-0, page-1…). */
  async function statuses(n: number, ip: string, headers: Record<string, string> = {}) {
    const out: number[] = [];
    for (let i = 0; i < n; i++) out.push((await search(ip, headers, `page-${i}`)).statusCode);
    return out;
  }

  it('lets an anonymous visitor see the quota of pages, each as often as they like, then answers 429 in the envelope for a new one', async () => {
    expect(await statuses(ANON, '10.0.0.1')).toEqual(Array(ANON).fill(200));
    // Seen today: free, however often, and another call of the same page too.
    expect(await statuses(ANON, '10.0.0.1')).toEqual(Array(ANON).fill(200));
    expect((await t.app.inject({ url: '/api/v1/in/salary/page-0/levels', remoteAddress: '10.0.0.1' })).statusCode).toBe(200);
    const refused = await search('10.0.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(SEARCH_LIMIT_REFUSAL);
    expect(Number(refused.headers['retry-after'])).toBe(14 * 3600);
    // A refused page stays refused (it was not counted as seen); the pages seen stay open.
    expect((await search('10.0.0.1')).statusCode).toBe(429);
    expect((await t.app.inject({ url: '/api/v1/in/salary/software-engineer/levels', remoteAddress: '10.0.0.1' })).statusCode).toBe(429);
    expect(await statuses(ANON, '10.0.0.1')).toEqual(Array(ANON).fill(200));
    // Counted per address.
    expect((await search('10.0.0.2')).statusCode).toBe(200);
  });

  it('gives a signed-in member their own, larger quota of pages', async () => {
    const { headers } = await signedInUser(t, clock.now(), { email: 'member@infosys.com' });
    expect(await statuses(MEMBER, '10.0.0.1', headers)).toEqual(Array(MEMBER).fill(200));
    expect(await statuses(MEMBER, '10.0.0.3', headers)).toEqual(Array(MEMBER).fill(200));
    expect((await search('10.0.0.3', headers)).statusCode).toBe(429);
    expect((await search('10.0.0.3', headers)).statusCode).toBe(429);
  });

  it('never limits premium members, enterprise users or admins', async () => {
    const premium = await signedInUser(t, clock.now(), {
      email: 'premium@infosys.com',
      premiumUntil: new Date(clock.now().getTime() + 86_400_000 * 30),
    });
    const enterprise = await signedInUser(t, clock.now(), { email: 'hr@acme.example', role: 'enterprise' });
    const admin = await signedInUser(t, clock.now(), { email: 'ops@paysight.app', role: 'admin' });
    for (const who of [premium, enterprise, admin]) {
      expect(await statuses(MEMBER + 3, '10.0.0.1', who.headers)).toEqual(Array(MEMBER + 3).fill(200));
    }
  });

  it('counts a lapsed premium member again', async () => {
    const lapsed = await signedInUser(t, clock.now(), { email: 'lapsed@infosys.com', premiumUntil: new Date(clock.now().getTime() - 1) });
    expect(await statuses(MEMBER + 1, '10.0.0.9', lapsed.headers)).toEqual([...Array(MEMBER).fill(200), 429]);
  });

  it('does not count other calls', async () => {
    for (let i = 0; i < 10; i++) expect((await t.app.inject({ url: '/api/v1/locale', remoteAddress: '10.0.0.4' })).statusCode).toBe(200);
    expect(await statuses(ANON, '10.0.0.4')).toEqual(Array(ANON).fill(200));
  });

  it('covers every listed call (layoffs too), sharing one quota', async () => {
    const layoffs = () => t.app.inject({ url: '/api/v1/layoffs', remoteAddress: '10.0.0.5' });
    expect((await layoffs()).statusCode).toBe(200);
    expect(await statuses(ANON - 1, '10.0.0.5')).toEqual(Array(ANON - 1).fill(200));
    expect((await layoffs()).statusCode).toBe(200);
    expect((await search('10.0.0.5')).statusCode).toBe(429);
  });

  it('counts a visitor who only claims to be a search crawler (its address does not verify)', async () => {
    const headers = { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' };
    expect(await statuses(ANON, '10.0.0.6', headers)).toEqual(Array(ANON).fill(200));
    expect((await search('10.0.0.6', headers)).statusCode).toBe(429);
  });

  it('starts again at 00:00 UTC', async () => {
    expect((await search('10.0.0.1')).statusCode).toBe(429);
    clock.advance(13 * 60 + 59); // 23:59
    expect((await search('10.0.0.1')).statusCode).toBe(429);
    clock.advance(1); // 00:00 the next day
    expect(await statuses(ANON, '10.0.0.1')).toEqual(Array(ANON).fill(200));
    expect((await search('10.0.0.1')).statusCode).toBe(429);
  });
});

describeWithDb('daily search limit: one page, one search', () => {
  let t: TestApp;
  const ANON = 3;

  beforeAll(async () => {
    t = await createTestApp({ seed: false, env: { SEARCH_LIMIT_ANON: String(ANON) } });
  });
  afterAll(() => t.close());

  const call = (ip: string, url: string) => t.app.inject({ url: `/api/v1${url}`, remoteAddress: ip });

  /** Makes every call of one page; each must pass the limit and name the same page. */
  async function view(ip: string, urls: string[]) {
    const keys = new Set<string>();
    for (const url of urls) {
      const res = await call(ip, url);
      expect(res.statusCode, url).not.toBe(429);
      keys.add(String(res.headers['x-search-quota']));
    }
    return [...keys];
  }

  // The calls each page makes (its loader's, and its sections'), filters and paging included.
  const salaryPage = [
    '/in/salary/software-engineer',
    '/in/salary/software-engineer?location=bangalore&page=2',
    '/in/salary/software-engineer/levels',
  ];
  const companyPage = [
    '/in/company/infosys',
    '/in/company/infosys?family=software-engineering',
    '/company/infosys/ranks?cc=in',
    '/company/infosys/exec/salary?cc=in',
    '/company/infosys/stocks?cc=in',
    '/in/futureofwork/infosys',
  ];
  const careerPage = [
    '/in/career-path/eliteness?title=data-scientist&company=flipkart',
    '/career/tree?cc=in&title=data-scientist&pageCompany=flipkart',
    '/in/career-path/market?title=Data%20Scientist&company=flipkart',
    '/in/career-path/job-risk?title=Data%20Scientist&company=flipkart',
    '/in/career-path/culture?title=Data%20Scientist&company=flipkart&compare=infosys',
  ];

  it('counts every call of a page as one search, so the quota is that many pages', async () => {
    expect(await view('10.9.0.1', salaryPage)).toEqual(['salary:in:software-engineer']);
    expect(await view('10.9.0.1', companyPage)).toEqual(['company:in:infosys']);
    expect(await view('10.9.0.1', careerPage)).toEqual(['career:in:data-scientist:flipkart']);
    // The quota is spent: a new page is refused, the pages seen stay open.
    const refused = await call('10.9.0.1', '/in/compare/salary/infosys--software-engineer--vs--tcs--software-engineer');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(SEARCH_LIMIT_REFUSAL);
    expect(await view('10.9.0.1', [...salaryPage, ...companyPage, ...careerPage])).toHaveLength(3);
  });

  it('tells pages apart by what they show: another company, title or region is another page', async () => {
    expect(await view('10.9.0.2', ['/in/company/infosys'])).toEqual(['company:in:infosys']);
    expect(await view('10.9.0.2', ['/us/company/infosys'])).toEqual(['company:us:infosys']);
    // A tree narrowed to a company is that company's page, whatever page it says it is for.
    expect(await view('10.9.0.2', ['/career/tree?cc=in&title=data-scientist&company=tcs&pageCompany=flipkart'])).toEqual([
      'career:in:data-scientist:tcs',
    ]);
    expect((await call('10.9.0.2', '/in/career-path/eliteness?title=data-scientist&company=wipro')).statusCode).toBe(429);
  });

  it('refuses a search call that names no page: the server would not start', async () => {
    let error: unknown = null;
    await withTestApp(
      {
        database: t.database,
        beforeReady: (app) => {
          try {
            app.get('/api/v1/unnamed-search', { config: { access: 'public', quota: 'search' } }, async () => ok({}));
          } catch (err) {
            error = err;
          }
        },
      },
      async () => {},
    );
    expect(String(error)).toMatch(/GET \/api\/v1\/unnamed-search declares quota 'search' without a searchPage/);
  });

  it('does not count a call its validation refuses', async () => {
    for (let i = 0; i < ANON + 2; i++) expect((await call('10.9.0.3', '/in/salary/NOT%20A%20SLUG')).statusCode).toBe(400);
    expect(await view('10.9.0.3', salaryPage)).toEqual(['salary:in:software-engineer']);
  });
});

describeWithDb('sign-in attempt limits', () => {
  let t: TestApp;
  const clock = createClock();
  const mail = createCapturingMail();

  beforeAll(async () => {
    t = await createTestApp({ seed: false, now: clock.now, mail });
  });
  afterAll(() => t.close());

  const linkRequest = (email: string, ip: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/mgk-login', remoteAddress: ip, payload: { email } });
  const login = (email: string, ip: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/login', remoteAddress: ip, payload: { email, password: 'a'.repeat(64) } });

  it(`refuses a ${SIGN_IN_LIMIT_PER_EMAIL + 1}th link request for one email within 15 minutes, from any address`, async () => {
    for (let i = 0; i < SIGN_IN_LIMIT_PER_EMAIL; i++) {
      const res = await linkRequest(i % 2 ? 'Asha@Infosys.com' : 'asha@infosys.com', `10.1.0.${i + 1}`);
      expect(res.statusCode).toBe(200);
    }
    const refused = await linkRequest('asha@infosys.com', '10.1.0.99');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, message: TOO_MANY_ATTEMPTS, statusCode: 429 });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(mail.sent).toHaveLength(SIGN_IN_LIMIT_PER_EMAIL);
    // Another account is not affected.
    const other = await linkRequest('ravi@infosys.com', '10.1.0.99');
    expect(other.statusCode).toBe(200);
  });

  it('limits password guesses per email, and lifts the limit after 15 minutes', async () => {
    for (let i = 0; i < SIGN_IN_LIMIT_PER_EMAIL; i++) expect((await login('target@tcs.com', `10.2.0.${i + 1}`)).statusCode).toBe(401);
    expect((await login('target@tcs.com', '10.2.0.50')).statusCode).toBe(429);
    clock.advance(15);
    expect((await login('target@tcs.com', '10.2.0.50')).statusCode).toBe(401);
  });

  it(`refuses the ${SIGN_IN_LIMIT_PER_IP + 1}th attempt from one address, whatever the email`, async () => {
    for (let i = 0; i < SIGN_IN_LIMIT_PER_IP; i++) expect((await login(`user${i}@tcs.com`, '10.3.0.1')).statusCode).toBe(401);
    const refused = await login('someone-new@tcs.com', '10.3.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(TOO_MANY_ATTEMPTS);
    // Invalid bodies count too (the address limit runs before validation).
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/login', remoteAddress: '10.3.0.1', payload: {} })).statusCode).toBe(429);
    // Per call: the same address may still exchange a link.
    expect((await t.app.inject({ url: '/api/v1/tyler-login?token=' + 'x'.repeat(43), remoteAddress: '10.3.0.1' })).statusCode).toBe(400);
  });

  it('limits token exchanges and social logins per address', async () => {
    for (let i = 0; i < SIGN_IN_LIMIT_PER_IP; i++) {
      expect((await t.app.inject({ url: '/api/v1/tyler-login?token=' + 'y'.repeat(43), remoteAddress: '10.4.0.1' })).statusCode).toBe(400);
    }
    expect((await t.app.inject({ url: '/api/v1/tyler-login?token=' + 'y'.repeat(43), remoteAddress: '10.4.0.1' })).statusCode).toBe(429);
    const social = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/social-login',
        remoteAddress: '10.4.0.2',
        payload: { token: 'z'.repeat(40), email: 'a@b.com', id: '1', provider: 'google' },
      });
    for (let i = 0; i < SIGN_IN_LIMIT_PER_IP; i++) expect((await social()).statusCode).not.toBe(429);
    expect((await social()).statusCode).toBe(429);
  });
});

describeWithDb('daily search limit and search crawlers', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Verification off: the user agent is believed (on a network without DNS).
    t = await createTestApp({
      seed: false,
      env: { SEARCH_LIMIT_ANON: '2', CRAWLER_VERIFY: 'off' },
      beforeReady: (app) => {
        app.get('/api/v1/in/salary/:q', { config: { access: 'public', quota: 'search', searchPage: pageOf('salary', 'q') } }, async () =>
          ok({}),
        );
      },
    });
  });
  afterAll(() => t.close());

  it('never limits a known search crawler indexing the salary pages, and still limits a browser', async () => {
    const crawl = (ua: string) =>
      t.app.inject({ url: '/api/v1/in/salary/software-engineer', remoteAddress: '66.249.66.1', headers: { 'user-agent': ua } });
    for (let i = 0; i < 20; i++) {
      const res = await crawl('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)');
      expect(res.statusCode).toBe(200);
      // Not counted, yet marked with its page: a page cached from a crawler's view still counts other visitors.
      expect(res.headers['x-search-quota']).toBe('salary:software-engineer');
    }
    const browser = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
    const page = (q: string) =>
      t.app.inject({ url: `/api/v1/in/salary/${q}`, remoteAddress: '66.249.66.1', headers: { 'user-agent': browser } });
    expect([(await page('a')).statusCode, (await page('b')).statusCode, (await page('c')).statusCode]).toEqual([200, 200, 429]);
  });
});
