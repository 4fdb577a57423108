import { api, comparisonPair, readComparisonQ } from '@paysight/contract';
import { companies, companyEmailDomains, compareViews, queryRows, savedComparisons } from '@paysight/db';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { SAVED_LIMIT_MESSAGE } from '../src/modules/compare/compare.service.js';
import { callApi, expectStatusMessage } from './api.js';
import { createClock, describeWithDb, useTestApp } from './helpers.js';
import { signedInUser, type SignedInUser as Member } from './users.js';

/** A person's browser: bots (by user agent) are not visitors. */
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

describe('a comparison is one pair whatever the order of its entries', () => {
  const pairOf = (q: string) => {
    const read = readComparisonQ(q);
    if (!read.ok) throw new Error(read.message);
    return comparisonPair(read.entries);
  };

  it('sorts the entries: A vs B and B vs A (and any order of three) are one pair', () => {
    expect(pairOf('meta--vs--google')).toBe('google--vs--meta');
    expect(pairOf('google--vs--meta')).toBe('google--vs--meta');
    expect(pairOf('netflix--software-engineer--vs--google--software-engineer--vs--meta')).toBe(
      pairOf('meta--vs--google--software-engineer--vs--netflix--software-engineer'),
    );
  });

  it('refuses what the comparison page refuses, saying why', () => {
    expect(readComparisonQ('google')).toMatchObject({ ok: false, message: expect.stringMatching(/two or three entries/) });
    expect(readComparisonQ('google--vs--google')).toMatchObject({ ok: false, message: expect.stringMatching(/twice/) });
    expect(readComparisonQ('google--a--b--vs--meta')).toMatchObject({ ok: false, message: expect.stringMatching(/google--a--b/) });
  });
});

describeWithDb('compare: popular comparisons, saved comparisons, people to ask (ADR 051)', () => {
  const clock = createClock(new Date('2026-11-22T10:00:00Z'));
  const t = useTestApp({ now: clock.now });

  const view = (q: string, ip: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url: `/api/v1/us/compare/salary/${q}`, remoteAddress: ip, headers: { 'user-agent': BROWSER, ...headers } });
  /** The real (not demo) visitor-days of a pair in the US, by day. */
  const visitorDays = async (pair: string) =>
    (
      await t.database.db
        .select({ day: compareViews.day, visitors: compareViews.visitors })
        .from(compareViews)
        .where(and(eq(compareViews.countryCode, 'us'), eq(compareViews.pair, pair), eq(compareViews.isDemo, false)))
        .orderBy(compareViews.day)
    ).map((r) => [r.day, r.visitors]);
  /** Waits for the counts (they are written after the answer is sent), then for anything still on its way. */
  const expectVisitorDays = async (pair: string, expected: [string, number][]) => {
    await vi.waitFor(async () => expect(await visitorDays(pair)).toEqual(expected), { timeout: 5_000, interval: 20 });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(await visitorDays(pair)).toEqual(expected);
  };
  const popular = async (cc: 'in' | 'us') => {
    const res = await callApi(t.app, 'GET', `/compare/list?cc=${cc}`);
    expect(res.status).toBe(200);
    return res.body.data as api.PopularComparisons;
  };
  /** The list's cache lasts five minutes: later calls read the counts again. */
  const afterTheListCache = () => clock.advance(6);

  it('counts a visitor once a day per pair, in either order, and again the next day; bots, failures and nothing else', async () => {
    const pair = 'adobe--vs--salesforce';
    expect((await view('adobe--vs--salesforce', '10.1.0.1')).statusCode).toBe(200);
    await expectVisitorDays(pair, [['2026-11-22', 1]]);
    // The same visitor again, and the other way round: the same pair, counted already today.
    expect((await view('adobe--vs--salesforce', '10.1.0.1')).statusCode).toBe(200);
    expect((await view('salesforce--vs--adobe', '10.1.0.1')).statusCode).toBe(200);
    // Another visitor opening it the other way round adds to the same pair.
    expect((await view('salesforce--vs--adobe', '10.1.0.2')).statusCode).toBe(200);
    await expectVisitorDays(pair, [['2026-11-22', 2]]);

    // A bot is not a visitor; an unknown company (404) or a malformed comparison (400) is not a view.
    expect((await view('adobe--vs--salesforce', '10.1.0.3', { 'user-agent': GOOGLEBOT })).statusCode).toBe(200);
    expect((await view('adobe--vs--nowhere-inc', '10.1.0.4')).statusCode).toBe(404);
    expect((await view('adobe--vs--adobe', '10.1.0.4')).statusCode).toBe(400);
    await expectVisitorDays(pair, [['2026-11-22', 2]]);
    expect(await visitorDays('adobe--vs--nowhere-inc')).toEqual([]);

    // A premium member (whom the daily quota does not count) is one visitor too, by their account.
    const premium = await signedInUser(t, clock.now(), {
      email: 'premium.compare@infosys.com',
      premiumUntil: new Date(clock.now().getTime() + 30 * 86_400_000),
    });
    expect((await view('salesforce--vs--adobe', '10.1.0.5', premium.headers)).statusCode).toBe(200);
    expect((await view('adobe--vs--salesforce', '10.1.0.6', premium.headers)).statusCode).toBe(200);
    await expectVisitorDays(pair, [['2026-11-22', 3]]);

    // The next UTC day, the first visitor counts again.
    clock.advance(24 * 60);
    expect((await view('adobe--vs--salesforce', '10.1.0.1')).statusCode).toBe(200);
    await expectVisitorDays(pair, [
      ['2026-11-22', 3],
      ['2026-11-23', 1],
    ]);

    // What is kept is the count: no address, account or session beside it.
    const [row] = await queryRows<Record<string, unknown>>(t.database.db, sql`select * from compare_views where pair = ${pair} limit 1`);
    expect(Object.keys(row!).sort()).toEqual(['country_code', 'day', 'is_demo', 'pair', 'visitors']);
    expect(JSON.stringify(await t.database.db.select().from(compareViews))).not.toMatch(/10\.1\.0|premium\.compare|user:/);
  });

  it('lists a pair from MIN_SLICE visitor-days: 4 hidden, 5 shown; demo counts labelled; most visited first', async () => {
    const pair = 'cisco--vs--intuit';
    for (const ip of ['10.2.0.1', '10.2.0.2', '10.2.0.3', '10.2.0.4']) expect((await view('intuit--vs--cisco', ip)).statusCode).toBe(200);
    await expectVisitorDays(pair, [['2026-11-23', 4]]);
    afterTheListCache();
    const hidden = await popular('us');
    expect(hidden.minSlice).toBe(5);
    expect(hidden.items.map((i) => i.pair)).not.toContain(pair);

    expect((await view('cisco--vs--intuit', '10.2.0.5')).statusCode).toBe(200);
    await expectVisitorDays(pair, [['2026-11-23', 5]]);
    // Within the list's cache it is not shown yet; after it, it is.
    expect((await popular('us')).items.map((i) => i.pair)).not.toContain(pair);
    afterTheListCache();
    const shown = await popular('us');
    expect(shown.items.find((i) => i.pair === pair)).toEqual({
      pair,
      path: `/us/compare/companies/${pair}`,
      entries: [
        { company: { name: 'Cisco', slug: 'cisco' }, title: null },
        { company: { name: 'Intuit', slug: 'intuit' }, title: null },
      ],
      visitors: 5,
      isDemo: false,
    });
    // The demo counts (a fresh install's) are labelled; those under the floor are not listed either.
    const demo = shown.items.find((i) => i.pair === 'google--software-engineer--vs--meta--software-engineer');
    expect(demo).toMatchObject({ isDemo: true, visitors: 48 });
    expect(demo?.entries[0]).toEqual({
      company: { name: 'Google', slug: 'google' },
      title: { name: 'Software Engineer', slug: 'software-engineer' },
    });
    expect(shown.items.map((i) => i.pair)).not.toContain('airbnb--vs--uber');
    expect(shown.items.every((i) => i.visitors >= 5)).toBe(true);
    expect(shown.items.map((i) => i.visitors)).toEqual([...shown.items.map((i) => i.visitors)].sort((a, b) => b - a));
    expect(shown.items.length).toBeLessThanOrEqual(api.POPULAR_COMPARISONS_MAX);
    // Each region its own.
    expect((await popular('in')).items.map((i) => i.pair)).not.toContain(pair);
    expect((await popular('in')).items[0]).toMatchObject({ pair: 'infosys--vs--tata-consultancy-services', isDemo: true });

    // Visitor-days older than the window no longer count.
    clock.advance(30 * 24 * 60);
    expect((await popular('us')).items.map((i) => i.pair)).not.toContain(pair);
  });

  describe('saved comparisons', () => {
    let saver: Member;
    let other: Member;
    beforeAll(async () => {
      saver = await signedInUser(t, clock.now(), { email: 'saver@compare.example' });
      other = await signedInUser(t, clock.now(), { email: 'other@compare.example' });
    });
    const save = (who: Member | undefined, body: unknown) => callApi(t.app, 'POST', '/compare', who?.headers, body);
    const saved = async (who: Member) => (await callApi(t.app, 'GET', '/compare', who.headers)).body.data as api.SavedComparisons;

    it('saves a comparison once, whatever the order of its entries, and lists it with its page', async () => {
      const first = await save(saver, { cc: 'us', q: 'meta--software-engineer--vs--google--software-engineer' });
      expect(first.status).toBe(200);
      const again = await save(saver, { cc: 'us', q: 'google--software-engineer--vs--meta--software-engineer' });
      expect(again.status).toBe(200);
      expect(again.body.data.id).toBe(first.body.data.id);
      expect((await saved(saver)).items).toEqual([
        {
          id: first.body.data.id,
          countryCode: 'us',
          pair: 'google--software-engineer--vs--meta--software-engineer',
          path: '/us/compare/companies/google--software-engineer--vs--meta--software-engineer',
          entries: [
            { company: { name: 'Google', slug: 'google' }, title: { name: 'Software Engineer', slug: 'software-engineer' } },
            { company: { name: 'Meta', slug: 'meta' }, title: { name: 'Software Engineer', slug: 'software-engineer' } },
          ],
          createdAt: clock.now().toISOString(),
        },
      ]);
      // The same pair in the other region is another comparison; another member's list is their own.
      expect((await save(saver, { cc: 'in', q: 'google--software-engineer--vs--meta--software-engineer' })).status).toBe(200);
      expect((await saved(saver)).items.map((i) => i.countryCode).sort()).toEqual(['in', 'us']);
      expect((await saved(other)).items).toEqual([]);
    });

    it('refuses what the comparison page refuses (4xx, naming why), and visitors', async () => {
      expect((await save(undefined, { cc: 'us', q: 'google--vs--meta' })).status).toBe(401);
      expect((await callApi(t.app, 'GET', '/compare')).status).toBe(401);
      expectStatusMessage(await save(saver, { cc: 'us', q: 'google' }), 400, /two or three entries/);
      expectStatusMessage(await save(saver, { cc: 'us', q: 'google--vs--google' }), 400, /twice/);
      expectStatusMessage(await save(saver, { cc: 'us', q: 'Google--vs--Meta' }), 400, /slug form/);
      expectStatusMessage(await save(saver, { cc: 'uk', q: 'google--vs--meta' }), 400, /cc/);
      expectStatusMessage(await save(saver, { cc: 'us', q: 'google--vs--meta', note: 'x' }), 400, /note|Unrecognized/i);
      expectStatusMessage(await save(saver, { cc: 'us' }), 400, /q/);
      expectStatusMessage(await save(saver, { cc: 'us', q: 'google--vs--nowhere-inc' }), 404, /nowhere-inc/);
      expectStatusMessage(await save(saver, { cc: 'us', q: 'google--no-such-title--vs--meta' }), 404, /no-such-title/);
      expectStatusMessage(await callApi(t.app, 'DELETE', '/compare/abc', saver.headers), 400, /saved comparison id/);
      expectStatusMessage(await callApi(t.app, 'GET', '/compare/list'), 400, /cc/);
      expectStatusMessage(await callApi(t.app, 'GET', '/compare/list?cc=fr'), 400, /cc/);
      expect((await saved(saver)).items).toHaveLength(2);
    });

    it("another member's saved comparison is not found: it stays; the owner removes it", async () => {
      const [mine] = (await saved(saver)).items;
      expectStatusMessage(await callApi(t.app, 'DELETE', `/compare/${mine!.id}`, other.headers), 404, 'No such saved comparison');
      expect((await saved(saver)).items.map((i) => i.id)).toContain(mine!.id);
      expect(await callApi(t.app, 'DELETE', `/compare/${mine!.id}`, saver.headers)).toMatchObject({
        status: 200,
        body: { data: { deleted: true } },
      });
      expect((await saved(saver)).items.map((i) => i.id)).not.toContain(mine!.id);
      expect((await callApi(t.app, 'DELETE', `/compare/${mine!.id}`, saver.headers)).status).toBe(404);
    });

    it('keeps at most 50: the 51st is refused with 409 saying so; saving one already kept still answers it', async () => {
      const keeper = await signedInUser(t, clock.now(), { email: 'keeper@compare.example' });
      const slugs = (await t.database.db.select({ slug: companies.slug }).from(companies).orderBy(companies.slug)).map((c) => c.slug);
      const pairs: string[] = [];
      for (let i = 0; i < slugs.length && pairs.length < api.SAVED_COMPARISONS_MAX + 1; i++)
        for (let j = i + 1; j < slugs.length && pairs.length < api.SAVED_COMPARISONS_MAX + 1; j++)
          pairs.push(`${slugs[i]}--vs--${slugs[j]}`);
      // Forty-nine kept already, then the fiftieth through the call.
      await t.database.db
        .insert(savedComparisons)
        .values(
          pairs.slice(0, api.SAVED_COMPARISONS_MAX - 1).map((pair) => ({ userId: keeper.user.id, countryCode: 'us' as const, pair })),
        );
      expect((await save(keeper, { cc: 'us', q: pairs[api.SAVED_COMPARISONS_MAX - 1]! })).status).toBe(200);
      const refused = await save(keeper, { cc: 'us', q: pairs[api.SAVED_COMPARISONS_MAX]! });
      expectStatusMessage(refused, 409, SAVED_LIMIT_MESSAGE);
      expect(SAVED_LIMIT_MESSAGE).toMatch(/at most 50/);
      expect((await saved(keeper)).items).toHaveLength(api.SAVED_COMPARISONS_MAX);
      expect((await save(keeper, { cc: 'us', q: pairs[0]! })).status).toBe(200);
      // Two at once past the cap: neither gets in.
      const both = await Promise.all([save(keeper, { cc: 'in', q: pairs[1]! }), save(keeper, { cc: 'in', q: pairs[2]! })]);
      expect(both.map((r) => r.status)).toEqual([409, 409]);
      expect((await saved(keeper)).items).toHaveLength(api.SAVED_COMPARISONS_MAX);
    });
  });

  describe('people to ask at the compared companies', () => {
    const NAMES = ['Asha Referrer', 'Bala Referrer', 'Chitra Referrer', 'Deepak Referrer', 'Esha Referrer'];
    const referrers: Member[] = [];
    let seeker: Member;
    const contacts = async (q: string, who: Member = seeker) => {
      const res = await t.app.inject({ url: `/api/v1/compare/leads/contacts?cc=in&q=${q}`, headers: who.headers });
      return { status: res.statusCode, text: res.body, body: res.json() };
    };
    /** A member proved at Infosys (verified infosys.com address, Infosys their company) offers to refer there. */
    const referAtInfosys = async (name: string, i: number) => {
      const member = await signedInUser(t, clock.now(), { email: `referrer${i}@infosys.com`, name });
      const career = await callApi(t.app, 'PUT', '/profile/career', member.headers, {
        countryCode: 'in',
        positions: [{ company: 'infosys', title: 'Software Engineer', start: '2021-01', end: null }],
        education: [],
      });
      expect(career.status).toBe(200);
      expect((await callApi(t.app, 'POST', '/referrals/referrers/apply', member.headers, { company: 'infosys' })).status).toBe(200);
      referrers.push(member);
    };
    const expectNobodyIn = (text: string) => {
      for (const member of referrers) {
        expect(text).not.toContain(member.user.email);
        expect(text).not.toContain(member.user.name);
        expect(text).not.toContain(member.user.id);
      }
    };

    beforeAll(async () => {
      const [infosys] = await t.database.db.select().from(companies).where(eq(companies.slug, 'infosys'));
      await t.database.db.insert(companyEmailDomains).values({ domain: 'infosys.com', companyId: infosys!.id }).onConflictDoNothing();
      seeker = await signedInUser(t, clock.now(), { email: 'weighing.offers@seekers.example' });
    });

    it('is for members; checks the comparison as the page does', async () => {
      expect((await t.app.inject({ url: '/api/v1/compare/leads/contacts?cc=in&q=infosys--vs--wipro' })).statusCode).toBe(401);
      expectStatusMessage(await contacts('infosys'), 400, /two or three/);
      expect((await contacts('infosys--vs--nowhere-inc')).status).toBe(404);
      expect((await t.app.inject({ url: '/api/v1/compare/leads/contacts?q=infosys--vs--wipro', headers: seeker.headers })).statusCode).toBe(
        400,
      );
    });

    it('under MIN_SLICE says "fewer than", never the exact count, and never who', async () => {
      for (const [i, name] of NAMES.slice(0, 3).entries()) await referAtInfosys(name, i);
      const few = await contacts('wipro--vs--infosys--data-scientist');
      expect(few.status).toBe(200);
      expect(few.body.data).toEqual({
        countryCode: 'in',
        minSlice: 5,
        companies: [
          { company: { name: 'Wipro', slug: 'wipro' }, members: null, demoMembers: 0, medianAnswerHours: null },
          { company: { name: 'Infosys', slug: 'infosys' }, members: null, demoMembers: 0, medianAnswerHours: null },
        ],
      });
      expect(few.text).not.toMatch(/"members":[1-4]\b/);
      expect(few.text).not.toMatch(/\b3\b/);
      expectNobodyIn(few.text);

      // Four: still under the floor.
      await referAtInfosys(NAMES[3]!, 3);
      const four = await contacts('infosys--vs--wipro');
      expect(four.body.data.companies[0]).toMatchObject({ members: null });
      expect(four.text).not.toMatch(/\b4\b/);
      expectNobodyIn(four.text);

      // Five: the count is shown, still nobody's name, address or id.
      await referAtInfosys(NAMES[4]!, 4);
      const five = await contacts('infosys--vs--wipro');
      expect(five.body.data.companies[0]).toEqual({
        company: { name: 'Infosys', slug: 'infosys' },
        members: 5,
        demoMembers: 0,
        medianAnswerHours: null,
      });
      expectNobodyIn(five.text);
    });

    it('counts demo referrers apart, as demo', async () => {
      const google = await contacts('google--vs--infosys');
      expect(google.body.data.companies[0]).toEqual({
        company: { name: 'Google', slug: 'google' },
        members: null,
        demoMembers: 6,
        medianAnswerHours: null,
      });
    });
  });
});
