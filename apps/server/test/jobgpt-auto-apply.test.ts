import type { api } from '@paysight/contract';
import { creditBalances, jobApplications, jobs, notifications, skills, titles, workTasks, type Db } from '@paysight/db';
import { seedJobsDemo } from '@paysight/db/demo';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { grantCredits } from '../src/modules/billing/credits.service.js';
import { runHunt } from '../src/modules/jobgpt/auto-apply.service.js';
import { jobGptOf } from '../src/modules/jobgpt/jobgpt.setup.js';
import { createClock, createTestApp, describeWithDb, useTestApp } from './helpers.js';
import { injectApi } from './api.js';
import { memberMaker } from './users.js';

/**
 * Auto-apply that never spams: the review queue, the daily limit, one application per company in
 * 30 days, never the same job twice (also under two runs at once), credits spent with each
 * automatic application and the hunt paused without them, apply packs answered only from stored
 * facts, and the queue surviving a restart.
 */
describeWithDb('JobGPT auto-apply', () => {
  const clock = createClock(new Date('2026-11-24T09:00:00Z'));
  let db: Db;
  let filters: { titles: string[]; skills: string[] };

  const t = useTestApp({ now: clock.now });

  beforeAll(async () => {
    db = t.database.db;
    await seedJobsDemo(db, { now: clock.now(), count: 300 });
    // Ask for the demo's most common catalogue title, so every run has plenty of candidates.
    const rows = await db.select({ titleId: jobs.titleId, skillIds: jobs.skillIds }).from(jobs);
    const counts = new Map<number, number>();
    for (const r of rows) if (r.titleId) counts.set(r.titleId, (counts.get(r.titleId) ?? 0) + 1);
    const top = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]![0];
    const [title] = await db.select().from(titles).where(eq(titles.id, top));
    const skillIds = [...new Set(rows.filter((r) => r.titleId === top).flatMap((r) => r.skillIds))].slice(0, 12);
    const named = await db.select().from(skills).where(inArray(skills.id, skillIds));
    filters = { titles: [title!.name], skills: named.map((s) => s.name) };
  }, 120_000);

  const member = memberMaker(() => t, clock.now, 'applicant', 'infosys.com', { name: 'Asha Rao' });
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: object) =>
    injectApi(t.app, method, url, headers, payload);
  async function hunt(headers: Record<string, string>, settings: object, over: object = {}) {
    const res = await call('POST', '/job-hunts', headers, { name: 'Backend roles', filters: { ...filters, ...over }, settings });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as api.JobHunt;
  }
  const applicationsOf = (userId: string) => db.select().from(jobApplications).where(eq(jobApplications.userId, userId));
  const notesOf = (userId: string) => db.select().from(notifications).where(eq(notifications.userId, userId));
  const balance = async (userId: string) =>
    (await db.select().from(creditBalances).where(eq(creditBalances.userId, userId)))[0]?.balance ?? 0;

  it('auto mode off: the day’s matches wait for approval, at most the daily limit, one per company; approving prepares an apply pack', async () => {
    const m = await member();
    const h = await hunt(m.headers, { dailyLimit: 4, minScore: 0.3 });
    await t.app.tasks.run('jobgpt.hunt-runs');
    const page = (await call('GET', '/job-applications', m.headers)).json().data as api.JobApplicationsPage;
    expect(page.items).toHaveLength(0);
    expect(page.review).toHaveLength(4);
    expect(new Set(page.review.map((r) => r.job.company.slug)).size).toBe(4);
    expect(page.review.every((r) => r.match.score >= 0.3 && r.jobHuntId === h.id)).toBe(true);
    expect((await notesOf(m.user.id)).map((x) => x.text)).toContain('4 new matches for “Backend roles” are waiting for your approval.');

    // Approve one, dismiss another.
    const [first, second] = page.review;
    const applied = await call('POST', `/jobs/${first!.job.id}/apply`, m.headers, { jobHuntId: h.id });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().data).toMatchObject({ status: 'pending', origin: 'review', jobHuntId: h.id });
    expect((await call('POST', `/jobs/${second!.job.id}/dismiss`, m.headers)).statusCode).toBe(200);
    const after = (await call('GET', '/job-applications', m.headers)).json().data as api.JobApplicationsPage;
    expect(after.review.map((r) => r.job.id).sort()).toEqual(
      page.review
        .slice(2)
        .map((r) => r.job.id)
        .sort(),
    );

    // The queue prepares the pack: a tailored resume, answers only from stored facts, ready to submit.
    await t.app.tasks.run('jobgpt.hunt-runs');
    const id = applied.json().data.id as number;
    const detail = (await call('GET', `/job-applications/${id}`, m.headers)).json().data as api.JobApplication & {
      log: { kind: string; detail: Record<string, unknown> }[];
    };
    expect(detail.status).toBe('ready');
    expect(detail.applyUrl.length).toBeGreaterThan(0);
    expect(detail.resumeId).not.toBeNull();
    const answer = (q: string) => detail.answers.find((a) => a.question === q)!;
    expect(answer('Full name')).toEqual({ question: 'Full name', answer: 'Asha Rao', source: 'account.name' });
    expect(answer('Email').answer).toBe(m.user.email);
    // Nothing stored, nothing guessed: left for the member.
    expect(answer('Phone')).toEqual({ question: 'Phone', answer: null, source: null });
    expect(answer('Expected salary').answer).toBeNull();
    // The questions follow the job's country: the US self-identification only on a US job.
    const [posted] = await db.select({ countryCodes: jobs.countryCodes }).from(jobs).where(eq(jobs.id, first!.job.id));
    expect(detail.answers.some((a) => /race, veteran/.test(a.question))).toBe(posted!.countryCodes.includes('us'));
    expect(detail.log.map((e) => e.kind)).toEqual(['created', 'prepared']);
    expect(detail.log[1]!.detail).toMatchObject({ resumeId: detail.resumeId, resumeVersion: 1 });
    expect(
      (await notesOf(m.user.id)).some((x) =>
        /is ready to submit.*: submit it on the employer’s page with the prepared answers, then mark it Applied\.$/.test(x.text),
      ),
    ).toBe(true);
    // The pack's resume is the application's, with the member's name, and downloads as a PDF.
    const resume = await call('GET', `/job-applications/${id}/resume`, m.headers);
    expect(resume.statusCode, resume.body).toBe(200);
    expect(resume.json().data).toMatchObject({ id: detail.resumeId, version: 1, applicationId: id });
    expect(resume.json().data.resume.basics.name).toBe('Asha Rao');
    const pdf = await t.app.inject({ url: resume.json().data.pdfPath as string, headers: m.headers });
    expect(pdf.headers['content-type']).toBe('application/pdf');

    // Applying to the same job again is refused; the member records the outcome.
    expect((await call('POST', '/job-applications', m.headers, { jobId: first!.job.id })).statusCode).toBe(409);
    const updated = await call('PUT', `/job-applications/${id}`, m.headers, { status: 'interview', notes: 'Round 1 on Friday' });
    expect(updated.json().data).toMatchObject({ status: 'interview', notes: 'Round 1 on Friday' });
    expect((await call('PUT', `/job-applications/${id}`, m.headers, { status: 'ready' })).statusCode).toBe(400);

    // Nobody else sees it.
    const other = await member();
    expect((await call('GET', `/job-applications/${id}`, other.headers)).statusCode).toBe(404);
    expect((await call('PUT', `/job-applications/${id}`, other.headers, { notes: 'x' })).statusCode).toBe(404);
    expect((await call('PUT', `/job-hunts/${h.id}/link`, other.headers, { applicationId: id })).statusCode).toBe(404);
    expect((await call('GET', `/job-applications/${id}/resume`, other.headers)).statusCode).toBe(404);
  });

  it('auto mode on: applications up to the daily limit, a credit each, one per company, and the day’s run happens once', async () => {
    const m = await member();
    await db.transaction(async (tx) => grantCredits(tx as unknown as Db, m.user.id, 10, 'test-grant', 'auto-1', clock.now()));
    await hunt(m.headers, { autoMode: true, dailyLimit: 3, minScore: 0.3 });
    await t.app.tasks.run('jobgpt.hunt-runs');
    const apps = await applicationsOf(m.user.id);
    expect(apps).toHaveLength(3);
    expect(apps.every((a) => a.origin === 'auto')).toBe(true);
    expect(new Set(apps.map((a) => a.companyId)).size).toBe(3);
    expect(await balance(m.user.id)).toBe(7);
    // Prepared by the same run of the queue.
    expect(apps.every((a) => a.status === 'ready')).toBe(true);
    await t.app.tasks.run('jobgpt.hunt-runs');
    expect(await applicationsOf(m.user.id)).toHaveLength(3);
  });

  it('two runs of the same hunt at once still respect the limit and never apply twice', async () => {
    const m = await member();
    await db.transaction(async (tx) => grantCredits(tx as unknown as Db, m.user.id, 20, 'test-grant', 'race-1', clock.now()));
    const h = await hunt(m.headers, { autoMode: true, dailyLimit: 5, minScore: 0.3 });
    const results = await Promise.all([
      runHunt(jobGptOf(t.app.context).deps, h.id, m.user.id),
      runHunt(jobGptOf(t.app.context).deps, h.id, m.user.id),
    ]);
    expect(results.map((r) => r.skipped).sort()).toEqual(['already-ran', null]);
    const apps = await applicationsOf(m.user.id);
    expect(apps).toHaveLength(5);
    expect(new Set(apps.map((a) => a.jobId)).size).toBe(5);
    expect(await balance(m.user.id)).toBe(15);
  });

  it('the company cap holds across hunts and days; the next day brings new jobs, never the same one', async () => {
    const m = await member();
    await db.transaction(async (tx) => grantCredits(tx as unknown as Db, m.user.id, 50, 'test-grant', 'cap-1', clock.now()));
    await hunt(m.headers, { autoMode: true, dailyLimit: 4, minScore: 0.2 });
    await hunt(m.headers, { autoMode: true, dailyLimit: 4, minScore: 0.2 });
    await t.app.tasks.run('jobgpt.hunt-runs');
    clock.advance(24 * 60);
    try {
      await t.app.tasks.run('jobgpt.hunt-runs');
      const apps = await applicationsOf(m.user.id);
      expect(apps.length).toBeGreaterThan(8);
      expect(new Set(apps.map((a) => a.companyId)).size).toBe(apps.length);
      expect(new Set(apps.map((a) => a.jobId)).size).toBe(apps.length);
    } finally {
      clock.advance(-24 * 60);
    }
  });

  it('without credits the hunt pauses, its matches wait for review, and the member is told; resuming needs credits', async () => {
    const m = await member();
    await db.transaction(async (tx) => grantCredits(tx as unknown as Db, m.user.id, 1, 'test-grant', 'pause-1', clock.now()));
    const h = await hunt(m.headers, { autoMode: true, dailyLimit: 3, minScore: 0.3 });
    await t.app.tasks.run('jobgpt.hunt-runs');
    expect(await applicationsOf(m.user.id)).toHaveLength(1);
    const after = (await call('GET', `/job-hunts/${h.id}`, m.headers)).json().data as api.JobHunt;
    expect(after).toMatchObject({ status: 'paused', pausedReason: 'no-credits', reviewCount: 2 });
    expect((await notesOf(m.user.id)).some((x) => /is paused: you have no JobGPT credits left/.test(x.text))).toBe(true);
    const resume = await call('PUT', `/job-hunts/${h.id}`, m.headers, {
      name: after.name,
      filters: after.filters,
      settings: after.settings,
      status: 'active',
    });
    expect(resume.statusCode).toBe(402);
    expect(resume.json().message).toMatch(/no JobGPT credits left/);
  });

  it('queued work survives a restart: another server on the same database runs it', async () => {
    const m = await member();
    await hunt(m.headers, { dailyLimit: 2, minScore: 0.3 });
    // Queue the day's runs on this server; a second server (a restart) takes them.
    const { queueDueHuntRuns } = await import('../src/modules/jobgpt/auto-apply.service.js');
    await queueDueHuntRuns(jobGptOf(t.app.context).deps);
    const queued = await db
      .select()
      .from(workTasks)
      .where(and(eq(workTasks.kind, 'run-hunt'), eq(workTasks.status, 'queued')));
    expect(queued.length).toBeGreaterThan(0);
    const second = await createTestApp({ database: t.database, now: clock.now });
    try {
      expect(await second.app.tasks.run('work-queue.poll')).toBeGreaterThan(0);
    } finally {
      await second.close();
    }
    const page = (await call('GET', '/job-applications', m.headers)).json().data as api.JobApplicationsPage;
    expect(page.review).toHaveLength(2);
  });
});
