import type { api } from '@paysight/contract';
import { enterpriseOrgs, jobs, jobSources, skills, type Db } from '@paysight/db';
import { seedJobsDemo } from '@paysight/db/demo';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { createClock, describeWithDb, useTestApp } from './helpers.js';
import { injectApi } from './api.js';
import { signedInUser } from './users.js';

/**
 * Jobs employers publish on Paysight: an enterprise user publishes for their organisation, the job
 * is listed and searchable with its recruiter (never an email), a member's application is
 * submitted directly with a log, and only the job's organisation reads the applications and
 * downloads their resumes.
 */
describeWithDb('Jobs employers publish on Paysight', () => {
  const clock = createClock(new Date('2026-11-24T09:00:00Z'));
  let db: Db;
  let skillName: string;
  let n = 0;

  const t = useTestApp({ now: clock.now });

  beforeAll(async () => {
    db = t.database.db;
    await seedJobsDemo(db, { now: clock.now(), count: 40 });
    const [skill] = await db.select().from(skills).limit(1);
    skillName = skill!.name;
  }, 120_000);

  const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}, payload?: object) =>
    injectApi(t.app, method, url, headers, payload);

  async function employer(orgName: string, name: string) {
    const [org] = await db
      .insert(enterpriseOrgs)
      .values({
        name: orgName,
        domains: [`${orgName.toLowerCase()}.example`],
        ssoProvider: 'google',
        expiresAt: new Date('2027-12-31T00:00:00Z'),
      })
      .returning();
    return signedInUser(t, clock.now(), {
      email: `hr${++n}@${orgName.toLowerCase()}.example`,
      name,
      role: 'enterprise',
      enterpriseOrgId: org!.id,
    });
  }
  const member = () => signedInUser(t, clock.now(), { email: `applicant${++n}@example.com`, name: 'Asha Rao' });

  const job = (over: object = {}) => ({
    title: 'Senior Backend Engineer',
    locations: ['Bengaluru'],
    remote: 'hybrid',
    employmentType: 'full-time',
    description: 'Build the payments platform.\n\nYou will own <services> & their uptime.\nOn call one week in six.',
    skills: [skillName],
    pay: { min: 3_000_000, max: 4_500_000, currency: 'INR', interval: 'year' },
    ...over,
  });

  it('publishes a job that is listed, searchable and applied to directly; only its organisation reads the applications and resumes', async () => {
    const hr = await employer('Zentrafy', 'Meera Iyer');
    const published = await call('POST', '/enterprise/jobs', hr.headers, job());
    expect(published.statusCode, published.body).toBe(200);
    const mine = published.json().data as api.EmployerJob;
    expect(mine).toMatchObject({
      title: 'Senior Backend Engineer',
      company: { name: 'Zentrafy', slug: 'zentrafy' },
      locations: ['Bengaluru, Karnataka, India'],
      remote: 'hybrid',
      listed: true,
      applications: 0,
    });

    // Listed with the other jobs, applied to on Paysight, its text escaped.
    const search = (await call('POST', '/jobs/search', {}, { company: 'Zentrafy' })).json().data as api.JobsSearchResult;
    expect(search.items.map((j) => j.id)).toEqual([mine.id]);
    const detail = (await call('GET', `/jobs/${mine.id}`)).json().data as api.JobDetail;
    expect(detail.applyUrl).toBe(mine.path);
    expect(detail.pay).toEqual({ min: 3_000_000, max: 4_500_000, currency: 'INR', interval: 'year' });
    expect(detail.skills).toEqual([skillName]);
    expect(detail.sources).toEqual([{ boardType: 'paysight', boardToken: expect.stringMatching(/^org-\d+$/), applyUrl: mine.path }]);
    expect(detail.descriptionHtml).toContain('<p>Build the payments platform.</p>');
    expect(detail.descriptionHtml).toMatch(/<p>You will own &lt;services&gt; &amp; their uptime\.<br ?\/?>On call one week in six\.<\/p>/);
    expect(detail.descriptionHtml).not.toContain('<services>');
    const recruiters = await call('GET', `/jobs/${mine.id}/recruiters`);
    expect(recruiters.json().data).toEqual([{ name: 'Meera Iyer', company: 'Zentrafy' }]);
    expect(recruiters.body).not.toContain('@');

    // A member applies: JobGPT prepares the pack and submits it on Paysight, with a log.
    const m = await member();
    const applied = await call('POST', `/jobs/${mine.id}/apply`, m.headers, {});
    expect(applied.statusCode, applied.body).toBe(200);
    const applicationId = applied.json().data.id as number;
    await t.app.tasks.run('jobgpt.hunt-runs');
    const application = (await call('GET', `/job-applications/${applicationId}`, m.headers)).json().data as api.JobApplication & {
      log: { kind: string; detail: Record<string, unknown> }[];
    };
    expect(application.status).toBe('applied');
    expect(application.submittedAt).not.toBeNull();
    expect(application.log.map((e) => e.kind)).toEqual(['created', 'submitted']);
    expect(application.log[1]!.detail).toMatchObject({ where: 'paysight', resumeId: application.resumeId });
    expect((await call('GET', `/job-applications/${applicationId}/recruiters`, m.headers)).json().data).toEqual([
      { name: 'Meera Iyer', company: 'Zentrafy' },
    ]);
    const stranger = await member();
    expect((await call('GET', `/job-applications/${applicationId}/recruiters`, stranger.headers)).statusCode).toBe(404);

    // The organisation lists it with the answers and downloads the resume.
    const list = (await call('GET', '/enterprise/jobs', hr.headers)).json().data as api.EmployerJob[];
    expect(list.map((j) => [j.id, j.applications])).toEqual([[mine.id, 1]]);
    const apps = await call('GET', `/enterprise/jobs/${mine.id}/applications`, hr.headers);
    expect(apps.statusCode, apps.body).toBe(200);
    const [entry] = (apps.json().data as api.EmployerApplications).items;
    expect(entry).toMatchObject({ id: applicationId, applicant: { name: 'Asha Rao', email: m.user.email }, status: 'applied' });
    expect(entry!.submittedAt).toBe(application.submittedAt);
    expect(entry!.answers).toEqual(application.answers);
    expect(entry!.answers.find((a) => a.question === 'Full name')?.answer).toBe('Asha Rao');
    expect(entry!.resumePath).toBe(`/api/v1/enterprise/jobs/${mine.id}/applications/${applicationId}/resume`);
    const pdf = await t.app.inject({ url: entry!.resumePath!, headers: hr.headers });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe('attachment; filename="Asha-Rao-resume-v1.pdf"');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // A colleague in the same organisation reads them too; another organisation sees nothing.
    const colleague = await signedInUser(t, clock.now(), {
      email: `colleague${++n}@zentrafy.example`,
      name: 'Ravi',
      role: 'enterprise',
      enterpriseOrgId: (await db.select().from(enterpriseOrgs).where(eq(enterpriseOrgs.name, 'Zentrafy')))[0]!.id,
    });
    expect((await call('GET', `/enterprise/jobs/${mine.id}/applications`, colleague.headers)).statusCode).toBe(200);
    const rival = await employer('Rivalco', 'Sam');
    const theirs = await call('GET', `/enterprise/jobs/${mine.id}/applications`, rival.headers);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ success: false, statusCode: 404 });
    expect((await t.app.inject({ url: entry!.resumePath!, headers: rival.headers })).statusCode).toBe(404);
    expect((await call('GET', '/enterprise/jobs', rival.headers)).json().data).toEqual([]);
    // Members and visitors are kept out.
    expect((await t.app.inject({ url: entry!.resumePath!, headers: m.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ url: entry!.resumePath! })).statusCode).toBe(401);
  });

  it('refuses members, users without an organisation, and bad input with a clear 400', async () => {
    const m = await member();
    expect((await call('POST', '/enterprise/jobs', m.headers, job())).statusCode).toBe(403);
    const loner = await signedInUser(t, clock.now(), { email: `loner${++n}@example.com`, role: 'enterprise' });
    const refused = await call('POST', '/enterprise/jobs', loner.headers, job());
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/organisation/);

    const hr = await employer('Badinputco', 'Lee');
    const bad = async (over: object, message: RegExp) => {
      const res = await call('POST', '/enterprise/jobs', hr.headers, job(over));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toMatch(message);
    };
    await bad({ locations: ['Atlantis'] }, /Atlantis/);
    await bad({ skills: ['Underwater basket weaving'] }, /Underwater basket weaving/);
    await bad({ pay: { min: 10, max: 5, currency: 'INR', interval: 'year' } }, /pay\.min/);
    await bad({ description: 'x'.repeat(20_001) }, /20,000/);
    await bad({ title: 'x'.repeat(121) }, /120/);
    await bad({ locations: [], remote: 'hybrid' }, /locations/);
    expect((await call('GET', '/enterprise/jobs', hr.headers)).json().data).toEqual([]);

    // Fully remote needs no city; a city named by an alias is the catalogue's.
    const remote = await call('POST', '/enterprise/jobs', hr.headers, job({ locations: [], remote: 'full', pay: null }));
    expect(remote.statusCode, remote.body).toBe(200);
    expect(remote.json().data.locations).toEqual([]);
  });

  it('answers an empty list of recruiters for jobs read from public boards, and 404 for an unknown job', async () => {
    const [demo] = await db
      .select({ id: jobs.id })
      .from(jobs)
      .innerJoin(jobSources, eq(jobSources.jobId, jobs.id))
      .where(eq(jobSources.boardType, 'demo'))
      .limit(1);
    const res = await call('GET', `/jobs/${demo!.id}/recruiters`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([]);
    expect((await call('GET', '/jobs/999999/recruiters')).statusCode).toBe(404);
  });
});
