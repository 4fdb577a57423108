import { api } from '@paysight/contract';
import { companies, jobApplications, jobs, profiles, skills, titles, type NewProfile } from '@paysight/db';
import { seedJobsDemo } from '@paysight/db/demo';
import { eq, inArray, ne } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { pdfText } from '../src/lib/document-text.js';
import { addedFacts, factsOf, normFact, type Facts } from '../src/modules/resumes/resume.rules.js';
import { createTailoredResume } from '../src/modules/resumes/resumes.service.js';
import { createClock, describeWithDb, useTestApp } from './helpers.js';
import { injectApi } from './api.js';
import { signedInUser } from './users.js';

/** Tailored resumes through the API: made from the member's stored data for a demo job, kept privately, theirs only. */
describeWithDb('tailored resumes', () => {
  const clock = createClock(new Date('2026-11-24T09:00:00Z'));
  let job: { id: number; title: string; catalogTitle: string; skills: string[]; company: string };
  let otherJobId: number;
  let profileCompany: { id: number; name: string };
  let skillIds: Map<string, number>;

  const t = useTestApp({ now: clock.now });

  beforeAll(async () => {
    await seedJobsDemo(t.database.db, { now: clock.now(), count: 40 });
    const db = t.database.db;
    const rows = await db.select().from(jobs).orderBy(jobs.id);
    const row = rows.find((r) => r.titleId !== null && r.skillIds.length >= 3)!;
    otherJobId = rows.find((r) => r.id !== row.id)!.id;
    const [title] = await db.select().from(titles).where(eq(titles.id, row.titleId!));
    const named = await db.select().from(skills).where(inArray(skills.id, row.skillIds));
    const [company] = await db.select().from(companies).where(eq(companies.id, row.companyId));
    job = {
      id: row.id,
      title: row.title,
      catalogTitle: title!.name,
      skills: row.skillIds.map((id) => named.find((s) => s.id === id)!.name),
      company: company!.name,
    };
    profileCompany = (
      await db.select({ id: companies.id, name: companies.name }).from(companies).where(ne(companies.id, row.companyId)).limit(1)
    )[0]!;
    skillIds = new Map((await db.select().from(skills)).map((s) => [s.name, s.id]));
  }, 120_000);

  let n = 0;
  const member = (name = 'Asha Rao') => signedInUser(t, clock.now(), { email: `member${++n}@infosys.com`, name });
  const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}) => injectApi(t.app, method, url, headers);
  const makeResume = async (headers: Record<string, string>, jobId = job.id) => {
    const res = await call('POST', `/jobs/${jobId}/custom-resume`, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as api.GeneratedResumeSummary;
  };

  /** A member with a profile and an imported work history: one position with the job's catalogue title. */
  async function memberWithHistory() {
    const m = await member();
    const [wanted, another] = job.skills;
    const stored = {
      companies: [profileCompany.name, 'Swiggy', 'Infosys'],
      titles: [job.catalogTitle, 'Support Analyst'],
      dates: ['2021-03', '2017-07', '2021-02'],
      schools: ['IIT Bombay'],
      skills: ['Figma', wanted!, 'Kubernetes'],
    } satisfies Facts;
    const values: NewProfile = {
      userId: m.user.id,
      companyId: profileCompany.id,
      skillIds: [skillIds.get('Figma')!, skillIds.get(wanted!)!],
      experience: 6,
      phoneNo: '+919876543210',
      networkImport: {
        name: 'Asha Rao',
        companies: ['Swiggy', 'Infosys'],
        titles: [job.catalogTitle, 'Support Analyst'],
        schools: ['IIT Bombay'],
        skills: ['Kubernetes'],
        positions: [
          { company: 'Swiggy', title: job.catalogTitle, from: '2021-03', to: null },
          { company: 'Infosys', title: 'Support Analyst', from: '2017-07', to: '2021-02' },
        ],
        readAt: clock.now().toISOString(),
      },
    };
    await t.database.db.insert(profiles).values(values);
    return { ...m, stored, wanted: wanted!, another: another! };
  }

  it('a resume for a job: only the member’s facts, the job’s skills they have first, the closest position as relevant', async () => {
    const m = await memberWithHistory();
    const made = await makeResume(m.headers);
    expect(made).toMatchObject({ version: 1, manualTrigger: true, applicationId: null, job: { id: job.id, title: job.title } });
    expect(made.pdfPath).toBe(`/api/v1/jobs/resumes/${made.id}/pdf`);

    const res = await call('GET', `/jobs/resumes/${made.id}`, m.headers);
    expect(res.statusCode).toBe(200);
    const { resume } = res.json().data as api.GeneratedResume;
    expect(addedFacts(factsOf(resume), m.stored)).toEqual({ companies: [], titles: [], dates: [], schools: [], skills: [] });
    // The job's company never appears in the member's resume.
    expect(JSON.stringify(resume)).not.toContain(job.company);
    expect(resume.basics).toMatchObject({ name: 'Asha Rao', email: m.user.email, phone: '+919876543210', label: job.catalogTitle });
    expect(resume.skills[0]).toEqual({ name: api.RESUME_SKILL_GROUPS.matching, keywords: [m.wanted] });
    expect(resume.skills[1]!.keywords.map(normFact).sort()).toEqual(['figma', 'kubernetes']);
    expect(resume.work[0]).toMatchObject({ name: 'Swiggy', position: job.catalogTitle, startDate: '2021-03' });
    expect(resume.work[0]!.endDate).toBeUndefined();
    expect(resume.work[1]).toMatchObject({ name: 'Infosys', position: 'Support Analyst', highlights: [] });
    expect(resume.meta?.relevantWork).toBe(1);
    expect(resume.basics.summary).toBe(`${job.catalogTitle} at Swiggy with 6 years of experience. Skilled in ${m.wanted}.`);
  });

  it('the PDF downloads as an attachment, never cached, with the member’s name and history in it; stored privately', async () => {
    const m = await memberWithHistory();
    const made = await makeResume(m.headers);
    const res = await t.app.inject({ url: made.pdfPath, headers: m.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Asha-Rao-resume-v1.pdf"');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(made.pdfSize).toBe(res.rawPayload.length);
    const text = await pdfText(res.rawPayload);
    for (const s of ['Asha Rao', 'Swiggy', 'Infosys', 'IIT Bombay', m.wanted]) expect(text).toContain(s);
    const keys = [...t.storage.files.keys()].filter((k) => k.startsWith('tailored-resumes/'));
    expect(keys.length).toBeGreaterThan(0);
    expect(t.storage.files.get(keys.at(-1)!)!.contentType).toBe('application/pdf');
  });

  it('each resume for the same job is its next version; the list is newest first, filtered by who asked', async () => {
    const m = await member('Ravi Kumar');
    const first = await makeResume(m.headers);
    clock.advance(1);
    const second = await makeResume(m.headers);
    const forOther = await makeResume(m.headers, otherJobId);
    expect([first.version, second.version, forOther.version]).toEqual([1, 2, 1]);

    const list = (await call('GET', '/jobs/resumes?manualTrigger=true', m.headers)).json().data as api.GeneratedResumesPage;
    expect(list.items.map((r) => r.id)).toEqual([forOther.id, second.id, first.id]);
    expect(list).toMatchObject({ total: 3, page: 1, pageSize: 10 });
    const auto = (await call('GET', '/jobs/resumes?manualTrigger=false', m.headers)).json().data as api.GeneratedResumesPage;
    expect(auto.total).toBe(0);
    expect((await call('GET', '/jobs/resumes?manualTrigger=maybe', m.headers)).statusCode).toBe(400);
    expect((await call('GET', '/jobs/resumes?page=0', m.headers)).statusCode).toBe(400);
  });

  it('made at once for the same job, each is its own next version', async () => {
    const m = await member();
    const made = await Promise.all(Array.from({ length: 5 }, () => makeResume(m.headers, otherJobId)));
    expect(made.map((r) => r.version).sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('ten a page', async () => {
    const m = await member();
    for (let i = 0; i < 11; i++) await makeResume(m.headers);
    const page1 = (await call('GET', '/jobs/resumes', m.headers)).json().data as api.GeneratedResumesPage;
    const page2 = (await call('GET', '/jobs/resumes?page=2', m.headers)).json().data as api.GeneratedResumesPage;
    expect(page1.items).toHaveLength(10);
    expect(page1.items[0]!.version).toBe(11);
    expect(page2.items.map((r) => r.version)).toEqual([1]);
    expect(page2.total).toBe(11);
  });

  it('a member with nothing stored but the account gets a resume with their name and email only', async () => {
    const m = await member('Meera Iyer');
    const made = await makeResume(m.headers);
    const { resume } = (await call('GET', `/jobs/resumes/${made.id}`, m.headers)).json().data as api.GeneratedResume;
    expect(resume.basics).toEqual({ name: 'Meera Iyer', email: m.user.email });
    expect([resume.work, resume.education, resume.skills]).toEqual([[], [], []]);
    const pdf = await t.app.inject({ url: made.pdfPath, headers: m.headers });
    expect((await pdfText(pdf.rawPayload)).trim()).toBe(`Meera Iyer\n${m.user.email}`);
  });

  it('another member’s resume is 404, like one that does not exist; signed out is 401', async () => {
    const owner = await member();
    const made = await makeResume(owner.headers);
    const other = await member();
    for (const url of [`/jobs/resumes/${made.id}`, `/jobs/resumes/${made.id}/pdf`, '/jobs/resumes/999999', '/jobs/resumes/999999/pdf']) {
      expect((await call('GET', url, other.headers)).statusCode, url).toBe(404);
    }
    expect(((await call('GET', '/jobs/resumes', other.headers)).json().data as api.GeneratedResumesPage).total).toBe(0);
    for (const [method, url] of [
      ['POST', `/jobs/${job.id}/custom-resume`],
      ['GET', '/jobs/resumes'],
      ['GET', `/jobs/resumes/${made.id}`],
      ['GET', `/jobs/resumes/${made.id}/pdf`],
    ] as const) {
      expect((await call(method, url)).statusCode, url).toBe(401);
    }
  });

  it('an unknown, malformed or no longer listed job is 404 or 400, and nothing is stored', async () => {
    const m = await member();
    const files = t.storage.files.size;
    expect((await call('POST', '/jobs/999999/custom-resume', m.headers)).statusCode).toBe(404);
    expect((await call('POST', '/jobs/abc/custom-resume', m.headers)).statusCode).toBe(400);
    const stale = otherJobId;
    const [{ updatedAt }] = (await t.database.db.select({ updatedAt: jobs.updatedAt }).from(jobs).where(eq(jobs.id, stale))) as [
      { updatedAt: Date },
    ];
    await t.database.db
      .update(jobs)
      .set({ updatedAt: new Date('2026-10-01T00:00:00Z') })
      .where(eq(jobs.id, stale));
    try {
      const res = await call('POST', `/jobs/${stale}/custom-resume`, m.headers);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toMatch(/not listed/);
    } finally {
      await t.database.db.update(jobs).set({ updatedAt }).where(eq(jobs.id, stale));
    }
    expect(t.storage.files.size).toBe(files);
  });

  it('a resume for an application is the member’s own application’s, listed with manualTrigger=false; the member can ask for a new one', async () => {
    const m = await memberWithHistory();
    const other = await member();
    const db = t.database.db;
    const [row] = await db.select().from(jobs).where(eq(jobs.id, job.id));
    const [app] = await db
      .insert(jobApplications)
      .values({ userId: m.user.id, jobId: job.id, companyId: row!.companyId, origin: 'manual', applyUrl: row!.applyUrl })
      .returning();
    const deps = { db, now: clock.now, storage: t.storage };
    const made = await createTailoredResume(deps, m.user.id, job.id, { applicationId: app!.id, manualTrigger: false, now: clock.now() });
    expect(made).toMatchObject({ version: 1, manualTrigger: false, applicationId: app!.id });
    await expect(
      createTailoredResume(deps, other.user.id, job.id, { applicationId: app!.id, manualTrigger: false, now: clock.now() }),
    ).rejects.toMatchObject({ statusCode: 404 });
    await expect(
      createTailoredResume(deps, m.user.id, otherJobId, { applicationId: app!.id, manualTrigger: false, now: clock.now() }),
    ).rejects.toMatchObject({ statusCode: 404 });
    const auto = (await call('GET', '/jobs/resumes?manualTrigger=false', m.headers)).json().data as api.GeneratedResumesPage;
    expect(auto.items.map((r) => r.id)).toEqual([made.id]);

    // The member asks for a new one for the application: the job's next version, linked to it.
    const res = await call('POST', `/job-applications/${app!.id}/custom-resume`, m.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ version: 2, manualTrigger: true, applicationId: app!.id, job: { id: job.id } });
    expect((await call('POST', `/job-applications/${app!.id}/custom-resume`, other.headers)).statusCode).toBe(404);
    expect((await call('POST', '/job-applications/999999/custom-resume', m.headers)).statusCode).toBe(404);
    expect((await call('POST', '/job-applications/abc/custom-resume', m.headers)).statusCode).toBe(400);
    expect((await call('POST', `/job-applications/${app!.id}/custom-resume`)).statusCode).toBe(401);
  });
});
