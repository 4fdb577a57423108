import type { api } from '@paysight/contract';
import { jobs } from '@paysight/db';
import { seedJobsDemo } from '@paysight/db/demo';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { matchRank } from '../src/modules/jobs/jobs-suggest.service.js';
import { createClock, createTestApp, describeWithDb, type TestApp } from './helpers.js';

/** The jobs search form's typeaheads: every suggestion is something listed now, and finds jobs. */
const clock = createClock(new Date('2026-11-24T09:00:00Z'));
let t: TestApp;

describeWithDb('jobs search typeaheads', () => {
  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    await seedJobsDemo(t.database.db, { now: clock.now(), count: 200 });
  }, 120_000);
  afterAll(() => t.close());

  const suggest = async <T>(kind: 'title' | 'location' | 'company', query = '') => {
    const res = await t.app.inject({ url: `/api/v1/suggest/jobs/${kind}${query}` });
    return { status: res.statusCode, json: res.json() as { success: boolean; message: string; data: T } };
  };
  const search = async (body: Record<string, unknown>) =>
    ((await t.app.inject({ method: 'POST', url: '/api/v1/jobs/search', payload: body })).json() as { data: api.JobsSearchResult }).data;

  it('an empty q lists the titles, companies and cities with the most jobs, most first', async () => {
    for (const kind of ['title', 'location', 'company'] as const) {
      const { status, json } = await suggest<{ name: string; jobs: number }[]>(kind);
      expect(status, kind).toBe(200);
      expect(json.data.length, kind).toBe(8);
      const counts = json.data.map((i) => i.jobs);
      expect(counts, kind).toEqual([...counts].sort((a, b) => b - a));
      expect(counts.every((n) => n >= 1)).toBe(true);
    }
  });

  it('a suggested company, title or city finds at least that many jobs in the search', async () => {
    const companies = (await suggest<api.SuggestJobsCompanyItem[]>('company', '?limit=3')).json.data;
    for (const c of companies) expect((await search({ company: c.slug })).total).toBe(c.jobs);
    const titles = (await suggest<api.SuggestJobsTitleItem[]>('title', '?q=engineer&limit=5')).json.data;
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) {
      expect(title.name.toLowerCase()).toContain('engineer');
      expect((await search({ title: title.name })).total).toBeGreaterThanOrEqual(title.jobs);
    }
    const cities = (await suggest<api.SuggestJobsLocationItem[]>('location', '?q=b&limit=5')).json.data;
    expect(cities.length).toBeGreaterThan(0);
    for (const city of cities) expect((await search({ location: city.name })).total).toBeGreaterThanOrEqual(city.jobs);
  });

  it('typed text matches the start first, then a word, then anywhere; a company by its slug too', async () => {
    expect(matchRank('software engineer', 'soft')).toBe(0);
    expect(matchRank('senior software engineer', 'soft')).toBe(1);
    expect(matchRank('microsoft', 'soft')).toBe(2);
    expect(matchRank('microsoft', 'apple')).toBe(-1);
    const [top] = (await suggest<api.SuggestJobsCompanyItem[]>('company', '?limit=1')).json.data;
    const bySlug = (await suggest<api.SuggestJobsCompanyItem[]>('company', `?q=${top!.slug}`)).json.data;
    expect(bySlug[0]).toEqual(top);
    const byPrefix = (await suggest<api.SuggestJobsCompanyItem[]>('company', `?q=${encodeURIComponent(top!.name.slice(0, 3))}`)).json.data;
    expect(byPrefix.map((c) => c.slug)).toContain(top!.slug);
    expect((await suggest<unknown[]>('title', '?q=zzzqqq')).json.data).toEqual([]);
  });

  it('Remote is offered when fully remote jobs are listed, with their count', async () => {
    const remote = (await search({ remote: 'full' })).total;
    expect(remote).toBeGreaterThan(0);
    const found = (await suggest<api.SuggestJobsLocationItem[]>('location', '?q=rem')).json.data;
    expect(found[0]).toEqual({ name: 'Remote', state: null, countryCode: null, jobs: remote });
    expect((await search({ location: 'Remote' })).total).toBe(remote);
  });

  it('a region keeps to its jobs: Indian cities for in, counts of that region only', async () => {
    const inCities = (await suggest<api.SuggestJobsLocationItem[]>('location', '?region=in&limit=25')).json.data;
    expect(inCities.length).toBeGreaterThan(0);
    expect(inCities.every((c) => c.countryCode === 'in' || c.name === 'Remote')).toBe(true);
    const usCompanies = (await suggest<api.SuggestJobsCompanyItem[]>('company', '?region=us&limit=3')).json.data;
    for (const c of usCompanies) expect((await search({ company: c.slug, region: 'us' })).total).toBe(c.jobs);
  });

  it('a job no longer listed stops being suggested', async () => {
    const [company] = (await suggest<api.SuggestJobsCompanyItem[]>('company', '?limit=25')).json.data.slice(-1);
    const listed = (await search({ company: company!.slug })).items;
    const ids = listed.map((j) => j.id);
    expect(ids.length).toBe(company!.jobs);
    const stale = new Date('2026-10-01T00:00:00Z');
    for (const id of ids) await t.database.db.update(jobs).set({ updatedAt: stale }).where(eq(jobs.id, id));
    try {
      const after = (await suggest<api.SuggestJobsCompanyItem[]>('company', `?q=${company!.slug}&limit=25`)).json.data;
      expect(after.find((c) => c.slug === company!.slug)).toBeUndefined();
    } finally {
      for (const id of ids) await t.database.db.update(jobs).set({ updatedAt: clock.now() }).where(eq(jobs.id, id));
    }
  });

  it('bad input answers 400 with the reason', async () => {
    expect((await suggest('title', '?limit=0')).json.message).toMatch(/limit must be at least 1/);
    expect((await suggest('title', '?limit=26')).status).toBe(400);
    expect((await suggest('location', '?region=uk')).json.message).toMatch(/region must be in or us/);
    expect((await suggest('company', `?q=${'x'.repeat(101)}`)).json.message).toMatch(/q must be at most 100 characters/);
  });
});
