import type { api } from '@paysight/contract';
import { jobs } from '@paysight/db';
import { generateDemoSalaries, seedJobsDemo } from '@paysight/db/demo';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshPayEstimates } from '../src/modules/jobs/pay-estimate.queries.js';
import { createClock, createTestApp, type TestApp, describeWithDb } from './helpers.js';

const clock = createClock(new Date('2026-11-24T09:00:00Z'));
let t: TestApp;

describeWithDb('jobs suites', () => {
  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    await generateDemoSalaries(t.database.db, { count: 6000, seed: 7 });
    await seedJobsDemo(t.database.db, { now: clock.now(), count: 200 });
    await refreshPayEstimates(t.database.db, { minSlice: 5 });
  }, 120_000);
  afterAll(() => t.close());

  const search = async (body: Record<string, unknown>) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/jobs/search', payload: body });
    return { status: res.statusCode, json: res.json() as { success: boolean; message: string; data: api.JobsSearchResult } };
  };

  describe('jobs search', () => {
    it('lists demo jobs ten a page, newest first, with the total', async () => {
      const { status, json } = await search({});
      expect(status).toBe(200);
      expect(json.data.total).toBe(200);
      expect(json.data.items).toHaveLength(10);
      const posted = json.data.items.map((j) => j.postedAt);
      expect([...posted].sort().reverse()).toEqual(posted);
      expect(json.data.items.every((j) => j.isDemo)).toBe(true);
      const page2 = await search({ page: 2 });
      expect(page2.json.data.items[0]!.id).not.toBe(json.data.items[0]!.id);
    });

    it('filters narrow: title, remote, region, company, posted within', async () => {
      const engineers = await search({ title: 'engineer' });
      expect(engineers.json.data.total).toBeGreaterThan(0);
      expect(engineers.json.data.total).toBeLessThan(200);
      expect(engineers.json.data.items.every((j) => /engineer/i.test(j.title))).toBe(true);

      const remote = await search({ remote: 'full', region: 'in' });
      expect(remote.json.data.items.length).toBeGreaterThan(0);
      expect(remote.json.data.items.every((j) => j.remote === 'full' && j.locations.some((l) => l.endsWith('India')))).toBe(true);

      const first = engineers.json.data.items[0]!;
      const byCompany = await search({ company: first.company.slug });
      expect(byCompany.json.data.items.every((j) => j.company.slug === first.company.slug)).toBe(true);

      const recent = await search({ postedWithin: 3 });
      const cut = clock.now().getTime() - 3 * 86_400_000;
      expect(recent.json.data.items.every((j) => new Date(j.postedAt).getTime() >= cut)).toBe(true);
      expect(recent.json.data.total).toBeLessThan(200);
    });

    it('minimum pay counts posted pay, else our estimate, in the region’s currency', async () => {
      const all = await search({ region: 'us' });
      const rich = await search({ region: 'us', payMin: 200_000 });
      expect(rich.json.data.total).toBeGreaterThan(0);
      expect(rich.json.data.total).toBeLessThan(all.json.data.total);
      for (const j of rich.json.data.items) {
        if (j.pay) expect(j.pay.max).toBeGreaterThanOrEqual(200_000);
        else expect(j.payEstimate!.p75).toBeGreaterThanOrEqual(200_000);
      }
    });

    it('a job shows either the employer’s pay or our estimate with its count, never both', async () => {
      const { json } = await search({ region: 'in' });
      for (const j of json.data.items) {
        expect(j.pay !== null && j.payEstimate !== null).toBe(false);
        if (j.payEstimate) expect(j.payEstimate.count).toBeGreaterThanOrEqual(5);
      }
      expect(json.data.items.some((j) => j.payEstimate !== null)).toBe(true);
    });

    it('bad filters answer 400 with the reason', async () => {
      expect((await search({ page: 101 })).json.message).toMatch(/page must be at most 100/);
      expect((await search({ payMin: 100 })).json.message).toMatch(/payMin needs a region/);
      expect((await search({ postedWithin: 2 })).status).toBe(400);
      expect((await search({ remote: 'moon' })).status).toBe(400);
      expect((await search({ title: 'x'.repeat(101) })).status).toBe(400);
      expect((await search({ surprise: 1 })).status).toBe(400);
    });

    it('a wildcard in the title matches literally', async () => {
      expect((await search({ title: '%' })).json.data.total).toBe(0);
    });
  });

  describe('a job', () => {
    it('has its page data by id or by its path, with sources and where to apply', async () => {
      const { json } = await search({});
      const first = json.data.items[0]!;
      expect(first.path).toMatch(new RegExp(`^/jobs/${first.id}-[a-z0-9-]+$`));
      const res = await t.app.inject({ url: `/api/v1${first.path}` });
      expect(res.statusCode).toBe(200);
      const job = res.json().data as api.JobDetail;
      expect(job.title).toBe(first.title);
      expect(job.descriptionHtml).toContain('demo posting');
      expect(job.sources).toEqual([expect.objectContaining({ boardType: 'demo' })]);
      expect(job.applyUrl).toMatch(/^\/(in|us)\/company\//);
    });

    it('an unknown, malformed or stale job is 404 or 400', async () => {
      expect((await t.app.inject({ url: '/api/v1/jobs/999999' })).statusCode).toBe(404);
      expect((await t.app.inject({ url: '/api/v1/jobs/abc' })).statusCode).toBe(400);
      expect((await t.app.inject({ url: '/api/v1/jobs/99999999999' })).statusCode).toBe(400);
      const { json } = await search({});
      const id = json.data.items[0]!.id;
      await t.database.db
        .update(jobs)
        .set({ updatedAt: new Date('2026-10-20T00:00:00Z') })
        .where(eq(jobs.id, id));
      expect((await t.app.inject({ url: `/api/v1/jobs/${id}` })).statusCode).toBe(404);
      expect((await search({})).json.data.total).toBe(199);
      await t.database.db.update(jobs).set({ updatedAt: clock.now() }).where(eq(jobs.id, id));
    });

    it('its company: open jobs and the salary median for its title when enough salaries exist', async () => {
      const { json } = await search({ region: 'in', title: 'software engineer' });
      const res = await t.app.inject({ url: `/api/v1/jobs/${json.data.items[0]!.id}/company` });
      expect(res.statusCode).toBe(200);
      const context = res.json().data as api.JobCompanyContext;
      expect(context.openJobs).toBeGreaterThanOrEqual(1);
      if (context.salary) {
        expect(context.salary.count).toBeGreaterThanOrEqual(5);
        expect(context.salary.path).toMatch(/^\/in\/salary\/[a-z0-9-]+--[a-z0-9-]+$/);
      }
    });
  });

  describe('demo jobs', () => {
    it('keep fresh: days later their dates move forward by those days', async () => {
      const before = (await search({})).json.data.items[0]!;
      await seedJobsDemo(t.database.db, { now: new Date(clock.now().getTime() + 3 * 86_400_000 + 3_600_000) });
      const after = (await t.app.inject({ url: `/api/v1/jobs/${before.id}` })).json().data as api.JobDetail;
      expect(new Date(after.postedAt).getTime() - new Date(before.postedAt).getTime()).toBe(3 * 86_400_000);
    });
  });
});
