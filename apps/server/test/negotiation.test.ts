import { PAGE_SIZE, type api } from '@paysight/contract';
import { appMeta, negotiationCoaches, negotiationReviews } from '@paysight/db';
import { generateNegotiationDemo, NEGOTIATION_DEMO_VERSION, seedDemo } from '@paysight/db/demo';
import { createTestDatabase } from '@paysight/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClock, createTestApp, describeWithDb, type TestApp } from './helpers.js';
import { expectStatusMessage, SEARCH_LIMIT_REFUSAL } from './api.js';
import { percentile } from './percentile.js';

type Profiles = api.NegotiatorProfiles;
type Reviews = api.NegotiationReviews;

describe('negotiation demo content', () => {
  it('is deterministic: the same seed gives the same coaches and reviews, another seed others', () => {
    const a = generateNegotiationDemo();
    expect(generateNegotiationDemo()).toEqual(a);
    expect(generateNegotiationDemo(7).coaches.map((c) => c.name)).not.toEqual(a.coaches.map((c) => c.name));
  });

  it('gives every coach a unique slug, clients in both regions, and reviewers a first name and initial only', () => {
    const { coaches, reviews } = generateNegotiationDemo();
    expect(new Set(coaches.map((c) => c.slug)).size).toBe(coaches.length);
    for (const cc of ['in', 'us']) expect(coaches.filter((c) => c.regions.includes(cc)).length).toBeGreaterThanOrEqual(8);
    expect(coaches.every((c) => c.isDemo)).toBe(true);
    expect(reviews.every((r) => r.isDemo && /^[A-Z][a-z]+ [A-Z]\.$/.test(r.reviewerName))).toBe(true);
    expect(reviews.every((r) => r.rating >= 1 && r.rating <= 5 && r.upliftAmount > 0)).toBe(true);
    expect(reviews.every((r) => r.currency === (r.countryCode === 'in' ? 'INR' : 'USD'))).toBe(true);
  });
});

describeWithDb('GET /{cc}/negotiator/profiles and /app-reviews/negotiation', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The daily search limit is off here (its own suite below).
    t = await createTestApp({ env: { SEARCH_LIMIT_ANON: '0' } });
  });
  afterAll(() => t.close());

  const get = async <T>(url: string) => {
    const res = await t.app.inject({ url: `/api/v1${url}` });
    return { status: res.statusCode, body: res.json() as { success: boolean; data: T; message: string; statusCode: number } };
  };
  const profiles = async (url: string) => {
    const res = await get<Profiles>(url);
    expect(res.status, url).toBe(200);
    return res.body.data;
  };
  const reviews = async (url: string) => {
    const res = await get<Reviews>(url);
    expect(res.status, url).toBe(200);
    return res.body.data;
  };

  it('lists the region’s coaches with their record, busiest first, flagged as demo content', async () => {
    const data = await profiles('/in/negotiator/profiles');
    const generated = generateNegotiationDemo().coaches.filter((c) => c.regions.includes('in'));
    expect(data).toMatchObject({ countryCode: 'in', q: null, demo: true });
    expect(data.coaches.map((c) => c.slug).sort()).toEqual(generated.map((c) => c.slug).sort());
    expect(data.coaches.every((c) => c.isDemo && c.regions.includes('in'))).toBe(true);
    const done = data.coaches.map((c) => c.negotiationsDone);
    expect(done).toEqual([...done].sort((a, b) => b - a));

    // Rating and review count are the coach's reviews, as stored.
    const rows = await t.database.db.select().from(negotiationReviews);
    for (const coach of data.coaches) {
      const [row] = await t.database.db.select().from(negotiationCoaches).where(eq(negotiationCoaches.slug, coach.slug));
      const own = rows.filter((r) => r.coachId === row!.id);
      expect(coach.reviewCount).toBe(own.length);
      expect(coach.rating).toBe(Math.round((own.reduce((s, r) => s + r.rating, 0) / own.length) * 10) / 10);
      expect(coach).toMatchObject({
        name: row!.name,
        headline: row!.headline,
        countries: row!.countries,
        specialities: row!.specialities,
        companies: row!.companies,
        yearsCoaching: row!.yearsCoaching,
        medianUpliftPercent: row!.medianUpliftPercent,
        totalUplift: row!.totalUplift,
        priceFrom: row!.priceFrom,
        currency: row!.regions[0] === 'in' ? 'INR' : 'USD',
      });
    }
  });

  it('takes the US region at /us/ and refuses any other with 400 naming cc', async () => {
    const us = await profiles('/us/negotiator/profiles');
    expect(us.countryCode).toBe('us');
    expect(us.coaches.length).toBeGreaterThan(0);
    expect(us.coaches.every((c) => c.regions.includes('us'))).toBe(true);
    // A coach of both regions is listed in both.
    const inSlugs = new Set((await profiles('/in/negotiator/profiles')).coaches.map((c) => c.slug));
    expect(us.coaches.some((c) => inSlugs.has(c.slug))).toBe(true);
    expect(us.coaches.some((c) => !inSlugs.has(c.slug))).toBe(true);

    const bad = await get<null>('/uk/negotiator/profiles');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, data: null, statusCode: 400 });
    expect(bad.body.message).toMatch(/cc/);
  });

  it('filters by q: part of a name, a company or a speciality, in any case', async () => {
    const all = (await profiles('/in/negotiator/profiles')).coaches;
    const someone = all[3]!;
    const byName = await profiles(`/in/negotiator/profiles?q=${encodeURIComponent(someone.name.split(' ')[1]!.toUpperCase())}`);
    expect(byName.q).toBe(someone.name.split(' ')[1]!.toUpperCase());
    expect(byName.coaches.map((c) => c.slug)).toContain(someone.slug);

    const google = await profiles('/in/negotiator/profiles?q=gOOgle');
    const withGoogle = all.filter(
      (c) => c.companies.some((co) => co.toLowerCase().includes('google')) || c.name.toLowerCase().includes('google'),
    );
    expect(withGoogle.length).toBeGreaterThan(0);
    expect(google.coaches.map((c) => c.slug)).toEqual(withGoogle.map((c) => c.slug));

    const faang = await profiles('/in/negotiator/profiles?q=faang');
    expect(faang.coaches.length).toBeGreaterThan(0);
    expect(faang.coaches.map((c) => c.slug)).toEqual(all.filter((c) => c.specialities.includes('FAANG')).map((c) => c.slug));

    const senior = await profiles('/us/negotiator/profiles?q=senior%20leader');
    expect(senior.coaches.length).toBeGreaterThan(0);
    expect(senior.coaches.every((c) => c.specialities.includes('Senior leadership'))).toBe(true);
  });

  it('answers an empty list (still demo) when nothing matches, takes wildcards literally, and ignores a blank q', async () => {
    expect(await profiles('/in/negotiator/profiles?q=zzzz-nobody')).toMatchObject({ q: 'zzzz-nobody', coaches: [], demo: true });
    expect((await profiles('/in/negotiator/profiles?q=%25')).coaches).toEqual([]);
    expect((await profiles('/in/negotiator/profiles?q=_')).coaches).toEqual([]);
    const blank = await profiles('/in/negotiator/profiles?q=%20%20');
    expect(blank.q).toBeNull();
    expect(blank.coaches.length).toBe((await profiles('/in/negotiator/profiles')).coaches.length);
    const long = await get<null>(`/in/negotiator/profiles?q=${'a'.repeat(81)}`);
    expectStatusMessage(long, 400, /q must be at most 80 characters/);
  });

  it('accepts a captcha and ignores it', async () => {
    const plain = await profiles('/in/negotiator/profiles?q=startups');
    expect(await profiles('/in/negotiator/profiles?q=startups&captcha=03AFcWeA-token')).toEqual(plain);
  });

  it('lists the region’s reviews newest first, a page at a time, with the summary over all of them', async () => {
    const rows = (await t.database.db.select().from(negotiationReviews)).filter((r) => r.countryCode === 'us');
    const first = await reviews('/app-reviews/negotiation?region=us');
    expect(first).toMatchObject({ countryCode: 'us', currency: 'USD', page: 1, pageSize: PAGE_SIZE, total: rows.length, demo: true });
    expect(first.items).toHaveLength(PAGE_SIZE);
    const dates = first.items.map((r) => r.reviewedOn);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(first.items.every((r) => r.currency === 'USD' && r.isDemo && r.coach !== null)).toBe(true);
    expect(first.items.every((r) => /^[A-Z][a-z]+ [A-Z]\.$/.test(r.reviewer.name) && r.reviewer.role.length > 0)).toBe(true);

    const { summary } = first;
    expect(summary.count).toBe(rows.length);
    expect(summary.averageRating).toBe(Math.round((rows.reduce((s, r) => s + r.rating, 0) / rows.length) * 10) / 10);
    expect(summary.ratings.map((r) => r.stars)).toEqual([5, 4, 3, 2, 1]);
    expect(summary.ratings.reduce((s, r) => s + r.count, 0)).toBe(rows.length);
    expect(summary.ratings[0]!.count).toBe(rows.filter((r) => r.rating === 5).length);
    expect(summary.medianUpliftPercent).toBe(
      Math.round(
        percentile(
          rows.map((r) => r.upliftPercent),
          0.5,
        ) * 10,
      ) / 10,
    );
    expect(summary.medianUpliftAmount).toBe(
      Math.round(
        percentile(
          rows.map((r) => r.upliftAmount),
          0.5,
        ),
      ),
    );

    const second = await reviews('/app-reviews/negotiation?region=us&page=2');
    expect(second.items).toHaveLength(PAGE_SIZE);
    expect(second.items[0]!.reviewedOn <= first.items.at(-1)!.reviewedOn).toBe(true);
    expect(second.items.some((r) => first.items.some((f) => f.id === r.id))).toBe(false);
    const past = await reviews(`/app-reviews/negotiation?region=us&page=${Math.ceil(rows.length / PAGE_SIZE) + 1}`);
    expect(past.items).toEqual([]);
  });

  it('defaults to India, in rupees, and refuses another region with 400 naming it', async () => {
    const india = await reviews('/app-reviews/negotiation');
    expect(india).toMatchObject({ countryCode: 'in', currency: 'INR', demo: true });
    expect(india.items.every((r) => r.currency === 'INR')).toBe(true);
    expect(india.summary.count).not.toBe((await reviews('/app-reviews/negotiation?region=us')).summary.count);

    for (const url of ['/app-reviews/negotiation?region=uk', '/app-reviews/negotiation?region=IN', '/app-reviews/negotiation?page=0']) {
      const bad = await get<null>(url);
      expect(bad.status, url).toBe(400);
      expect(bad.body.message, url).toMatch(url.includes('page') ? /page/ : /region/);
    }
  });

  it('is the same on every call (deterministic content from a fixed seed)', async () => {
    expect(await profiles('/us/negotiator/profiles?q=big')).toEqual(await profiles('/us/negotiator/profiles?q=big'));
    const generated = generateNegotiationDemo().reviews.filter((r) => r.countryCode === 'in');
    const newest = [...generated].sort((a, b) => (a.reviewedOn < b.reviewedOn ? 1 : a.reviewedOn > b.reviewedOn ? -1 : 0))[0]!;
    const page = await reviews('/app-reviews/negotiation?region=in');
    expect(page.items[0]!.reviewedOn).toBe(newest.reviewedOn);
    expect(page.total).toBe(generated.length);
  });
});

describeWithDb('negotiation demo loading', () => {
  it('loads on a database whose salary demo data is already current, without reloading the rest, and only once', async () => {
    const database = await createTestDatabase();
    try {
      await seedDemo(database.db);
      // A database from before this content: the demo data is current, the negotiation tables empty.
      await database.db.delete(negotiationReviews);
      await database.db.delete(negotiationCoaches);
      await database.db.delete(appMeta).where(eq(appMeta.key, 'demo_negotiation'));

      const generated = generateNegotiationDemo();
      const summary = await seedDemo(database.db);
      expect(summary).toMatchObject({
        loaded: true,
        companies: 0,
        salaryRecords: 0,
        negotiationCoaches: generated.coaches.length,
        negotiationReviews: generated.reviews.length,
      });
      expect(await database.db.$count(negotiationCoaches)).toBe(generated.coaches.length);

      const again = await seedDemo(database.db);
      expect(again).toMatchObject({ loaded: false, negotiationCoaches: 0, negotiationReviews: 0 });
      expect(await database.db.$count(negotiationReviews)).toBe(generated.reviews.length);
      const [meta] = await database.db.select().from(appMeta).where(eq(appMeta.key, 'demo_negotiation'));
      expect(meta?.value).toMatchObject({ version: NEGOTIATION_DEMO_VERSION });
    } finally {
      await database.close();
    }
  });
});

describeWithDb('daily search limit on the negotiator profiles', () => {
  let t: TestApp;
  const clock = createClock(new Date('2026-11-22T10:00:00Z'));
  const ANON = 3;
  beforeAll(async () => {
    t = await createTestApp({ now: clock.now, env: { SEARCH_LIMIT_ANON: String(ANON), SEARCH_LIMIT_MEMBER: '5' } });
  });
  afterAll(() => t.close());

  const call = (url: string, ip: string) => t.app.inject({ url: `/api/v1${url}`, remoteAddress: ip });

  it('answers 429 in the envelope past the daily limit, counting searches with or without q', async () => {
    const statuses: number[] = [];
    for (const q of ['', '?q=google', '?q=faang&captcha=x'])
      statuses.push((await call(`/in/negotiator/profiles${q}`, '10.9.0.1')).statusCode);
    expect(statuses).toEqual(Array(ANON).fill(200));
    const refused = await call('/in/negotiator/profiles?q=startups', '10.9.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(SEARCH_LIMIT_REFUSAL);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Per visitor.
    expect((await call('/in/negotiator/profiles', '10.9.0.2')).statusCode).toBe(200);
  });

  // A page is the region and its search: the same search again is free, another one counts.
  const SEARCHES = ['', '?q=google', '?q=faang', '?q=startups'];

  it('counts the US form of the call too (another search is another page; the same one again is free)', async () => {
    for (const q of SEARCHES.slice(0, ANON)) expect((await call(`/us/negotiator/profiles${q}`, '10.9.0.9')).statusCode).toBe(200);
    expect((await call('/us/negotiator/profiles', '10.9.0.9')).statusCode).toBe(200);
    expect((await call(`/us/negotiator/profiles${SEARCHES[ANON]}`, '10.9.0.9')).statusCode).toBe(429);
  });

  it('does not count the reviews', async () => {
    for (let i = 0; i < ANON + 2; i++) expect((await call('/app-reviews/negotiation?region=us', '10.9.0.3')).statusCode).toBe(200);
    expect((await call('/in/negotiator/profiles', '10.9.0.3')).statusCode).toBe(200);
  });

  it('shares the quota with the salary searches', async () => {
    for (const q of SEARCHES.slice(0, ANON)) expect((await call(`/in/negotiator/profiles${q}`, '10.9.0.4')).statusCode).toBe(200);
    expect((await call('/in/salary/software-engineer', '10.9.0.4')).statusCode).toBe(429);
  });
});
