import type { api } from '@paysight/contract';
import { companies, jobs, skills, titles } from '@paysight/db';
import { seedJobsDemo } from '@paysight/db/demo';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { createClock, describeWithDb, useTestApp } from './helpers.js';
import { injectApi } from './api.js';
import { memberMaker } from './users.js';

/** Job hunts and explained matching through the API, on the demo catalogue and demo jobs. */
describeWithDb('job hunts and matching', () => {
  const clock = createClock(new Date('2026-11-24T09:00:00Z'));
  let target: { title: string; skills: string[]; company: string; city: string | null };

  const t = useTestApp({ now: clock.now });

  beforeAll(async () => {
    await seedJobsDemo(t.database.db, { now: clock.now(), count: 200 });
    // A demo job with a catalogue title, skills and a city: the hunt below asks for what it offers.
    const rows = await t.database.db.select().from(jobs).orderBy(jobs.id).limit(200);
    const job = rows.find((r) => r.titleId !== null && r.skillIds.length >= 2 && r.locations[0]?.city)!;
    const [title] = await t.database.db.select().from(titles).where(eq(titles.id, job.titleId!));
    const named = await t.database.db.select().from(skills).where(inArray(skills.id, job.skillIds));
    const [company] = await t.database.db.select().from(companies).where(eq(companies.id, job.companyId));
    target = { title: title!.name, skills: named.map((s) => s.name), company: company!.name, city: job.locations[0]!.city };
  }, 120_000);

  const member = memberMaker(() => t, clock.now, 'hunter', 'infosys.com', { name: 'Asha Rao' });
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: object) =>
    injectApi(t.app, method, url, headers, payload);
  const huntBody = (over: Partial<api.JobHuntFiltersInput> = {}, settings: object = {}) => ({
    name: 'Next role',
    filters: { titles: [target.title], skills: target.skills, locations: target.city ? [target.city] : [], ...over },
    settings,
  });

  it('a hunt is created with defaults (auto mode off, 5 a day, 0.70) and read back by name', async () => {
    const m = await member();
    const res = await call('POST', '/job-hunts', m.headers, huntBody());
    expect(res.statusCode, res.body).toBe(200);
    const hunt = res.json().data as api.JobHunt;
    expect(hunt.settings).toEqual({ autoMode: false, dailyLimit: 5, minScore: 0.7, tailoredResume: true });
    expect(hunt.filters.titles).toEqual([target.title]);
    expect([...hunt.filters.skills].sort()).toEqual([...target.skills].sort());
    expect(hunt.status).toBe('active');
    const list = (await call('GET', '/job-hunts', m.headers)).json().data as api.JobHunt[];
    expect(list.map((h) => h.id)).toEqual([hunt.id]);
    const one = await call('GET', `/job-hunts/${hunt.id}`, m.headers);
    expect(one.json().data.name).toBe('Next role');
  });

  it('bad settings and unknown names get a clear 400', async () => {
    const m = await member();
    const bad = async (body: object) => {
      const res = await call('POST', '/job-hunts', m.headers, body);
      expect(res.statusCode).toBe(400);
      return res.json().message as string;
    };
    expect(await bad(huntBody({}, { dailyLimit: 101 }))).toMatch(/dailyLimit must be at most 100/);
    expect(await bad(huntBody({}, { minScore: 1.5 }))).toMatch(/minScore must be between 0 and 1/);
    expect(await bad(huntBody({ skills: ['Quantum Basket Weaving'] }))).toMatch(/Unknown skill: Quantum Basket Weaving/);
    expect(await bad(huntBody({ locations: ['Atlantis'] }))).toMatch(/Unknown city: Atlantis/);
    expect(await bad(huntBody({ companies: [target.company], excludedCompanies: [target.company] }))).toMatch(/both wanted and excluded/);
  });

  it('another member’s hunt is 404, and signed out is 401', async () => {
    const owner = await member();
    const other = await member();
    const hunt = (await call('POST', '/job-hunts', owner.headers, huntBody())).json().data as api.JobHunt;
    expect((await call('GET', `/job-hunts/${hunt.id}`, other.headers)).statusCode).toBe(404);
    expect((await call('PUT', `/job-hunts/${hunt.id}`, other.headers, huntBody())).statusCode).toBe(404);
    expect((await call('POST', '/jobs/match', other.headers, { jobHuntId: hunt.id })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/job-hunts' })).statusCode).toBe(401);
  });

  it('matches are best first, explained part by part, and never repeat a job the member has seen', async () => {
    const m = await member();
    const hunt = (await call('POST', '/job-hunts', m.headers, huntBody())).json().data as api.JobHunt;
    const first = await call('POST', '/jobs/match', m.headers, { jobHuntId: hunt.id, limit: 5, markSeen: true });
    expect(first.statusCode, first.body).toBe(200);
    const result = first.json().data as api.JobsMatchResult;
    expect(result.items).toHaveLength(5);
    const scores = result.items.map((i) => i.match.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    const top = result.items[0]!;
    expect(top.job.title.length).toBeGreaterThan(0);
    expect(top.match.parts.map((p) => p.key)).toEqual(['skills', 'title', 'seniority', 'location', 'pay', 'recency']);
    expect(top.match.score).toBeCloseTo(
      top.match.parts.reduce((s, p) => s + p.weight * p.value, 0),
      2,
    );
    // The target job's skills are all the member's: the best match has every skill it asks for.
    expect(top.match.missingSkills).toEqual([]);
    expect(top.match.matchingSkills.length).toBeGreaterThan(0);

    const second = (await call('POST', '/jobs/match', m.headers, { jobHuntId: hunt.id, limit: 5 })).json().data as api.JobsMatchResult;
    const seen = new Set(result.items.map((i) => i.job.id));
    expect(second.items.some((i) => seen.has(i.job.id))).toBe(false);
    expect(second.considered).toBe(result.considered - 5);
  });

  it('an excluded company never appears; scores for given jobs come back for cards', async () => {
    const m = await member();
    const hunt = (await call('POST', '/job-hunts', m.headers, huntBody({ excludedCompanies: [target.company] }))).json()
      .data as api.JobHunt;
    const all = (await call('POST', '/jobs/match', m.headers, { jobHuntId: hunt.id, limit: 50 })).json().data as api.JobsMatchResult;
    expect(all.items.length).toBeGreaterThan(0);
    expect(all.items.some((i) => i.job.company.name === target.company)).toBe(false);
    const ids = all.items.slice(0, 3).map((i) => i.job.id);
    const cards = (await call('POST', '/jobs/match', m.headers, { jobIds: ids })).json().data as api.JobsMatchResult;
    expect(cards.items.map((i) => i.job.id).sort()).toEqual([...ids].sort());
  });

  it('without a hunt, matching says to start one; stats count the member’s own records', async () => {
    const m = await member();
    const none = await call('POST', '/jobs/match', m.headers, {});
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('Start a job hunt to see your matches');
    await call('POST', '/job-hunts', m.headers, huntBody());
    const stats = (await call('POST', '/jobs/stats', m.headers)).json().data as api.JobStats;
    expect(stats).toMatchObject({ hunts: 1, activeHunts: 1, awaitingReview: 0, credits: 0, jobsListed: 200 });
    expect(stats.last14Days).toHaveLength(14);
    expect(stats.last14Days.at(-1)!.day).toBe('2026-11-24');
  });
});
