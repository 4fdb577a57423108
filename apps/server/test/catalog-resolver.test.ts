import type { api } from '@paysight/contract';
import { companies, jobs, jobSources, locations, salaryRecords, titles } from '@paysight/db';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobPosting } from '../src/modules/jobs/readers/posting.types.js';
import { importPostings } from '../src/modules/jobs/jobs-import.service.js';
import { createClock, createTestApp, type TestApp, describeWithDb } from './helpers.js';
import { contributeSalary, signedInUser } from './users.js';
import { createWorkspace, sendPayroll, type TestWorkspace } from './workspaces.js';

/**
 * One catalogue resolver (modules/catalog): the same typed text gives the same company, title,
 * level and city through salary search, job import, job-description matching, payroll upload and
 * member pay, on the seeded demo catalogue.
 */

const COMPANIES: [text: string, slug: string][] = [
  ['Infosys', 'infosys'],
  ['Infosys Ltd', 'infosys'],
  ['Infosys Limited', 'infosys'],
  ['TCS', 'tata-consultancy-services'],
  ['Tata Consultancy Services', 'tata-consultancy-services'],
  ['Tata Consultancy Services Ltd', 'tata-consultancy-services'],
  ['Facebook', 'meta'],
  ['JP Morgan', 'jpmorgan-chase'],
];
const TITLES: [text: string, slug: string, family: string, level: number | null][] = [
  ['SDE 2', 'software-engineer', 'software-engineering', 2],
  ['SDE II', 'software-engineer', 'software-engineering', 2],
  ['Sr. Software Engineer', 'software-engineer', 'software-engineering', 3],
  ['Software Developer', 'software-engineer', 'software-engineering', null],
  ['Sr. Data Scientist', 'data-scientist', 'data-and-ai', 3],
  ['SDET', 'qa-engineer', 'software-engineering', null],
];
const CITIES: [text: string, city: string, metro: string][] = [
  ['Bangalore', 'Bengaluru', 'Bengaluru'],
  ['Bengaluru', 'Bengaluru', 'Bengaluru'],
  ['BLR', 'Bengaluru', 'Bengaluru'],
  ['Gurgaon', 'Gurugram', 'Delhi NCR'],
  ['Bombay', 'Mumbai', 'Mumbai'],
];

const now = new Date('2026-11-24T09:00:00Z');
const clock = createClock(now);
let t: TestApp;
let ws: TestWorkspace;
const ids = { company: new Map<string, number>(), title: new Map<string, number>(), city: new Map<string, number>() };
let users = 0;

describeWithDb('catalogue resolver', () => {
  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    const db = t.database.db;
    for (const r of await db.select({ id: companies.id, slug: companies.slug }).from(companies)) ids.company.set(r.slug, r.id);
    for (const r of await db.select({ id: titles.id, slug: titles.slug }).from(titles)) ids.title.set(r.slug, r.id);
    for (const r of await db.select({ id: locations.id, city: locations.city }).from(locations).where(eq(locations.countryCode, 'in')))
      ids.city.set(r.city, r.id);
    ws = await createWorkspace(t, now, 'Resolverco');
  }, 180_000);
  afterAll(() => t.close());

  const resolve = async (text: string): Promise<api.SalaryResolve> => {
    const res = await t.app.inject(`/api/v1/salary/${encodeURIComponent(text)}`);
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };

  let postings = 0;
  /** One posting through the jobs import; the job it became (or joined as a second source). */
  async function imported(over: { companyName?: string; title?: string; city?: string }) {
    const externalId = `resolver-${++postings}`;
    const posting: JobPosting = {
      boardType: 'greenhouse',
      boardToken: 'resolver',
      externalId,
      title: over.title ?? 'Software Engineer',
      companyName: over.companyName ?? 'Infosys',
      locations: [{ raw: `${over.city ?? 'Pune'}, India`, city: over.city ?? 'Pune', state: null, countryCode: 'in' }],
      remote: 'none',
      employmentType: 'full-time',
      department: null,
      descriptionHtml: `<p>Posting ${externalId}</p>`,
      descriptionText: `Posting ${externalId}`,
      pay: null,
      postedAt: now,
      updatedAt: now,
      applyUrl: `https://boards.example/${externalId}`,
    };
    await importPostings(t.database.db, [posting], { now, minSlice: 5 });
    const [source] = await t.database.db.select().from(jobSources).where(eq(jobSources.externalId, externalId));
    const [job] = await t.database.db.select().from(jobs).where(eq(jobs.id, source!.jobId));
    return job!;
  }

  /** A salary contribution by a new member (the daily limit is per member); the record it wrote. */
  async function contributed(over: { company?: string; title?: string; location?: string }) {
    const member = await signedInUser(t, now, { email: `resolver${++users}@paysight.test` });
    const res = await contributeSalary(t, member, {
      src: 'profile',
      currency: 'INR',
      company: over.company ?? 'Infosys',
      title: over.title ?? 'Software Engineer',
      location: over.location ?? 'Pune',
      experience: 5,
      base: 2_000_000,
      isCurrent: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.database.db.select().from(salaryRecords).orderBy(desc(salaryRecords.id)).limit(1);
    return row!;
  }

  async function payroll(rows: { level: string; location: string }[]) {
    const csv = [
      'Employee ID,Title,Level,Family,Location,Currency,Base,Bonus Target,Equity,Hire Date,Gender',
      ...rows.map((r, i) => `E${i + 1},Engineer,${r.level},software-engineering,${r.location},INR,1500000,0,0,2024-03-01,`),
    ].join('\r\n');
    const res = await sendPayroll(t, ws.analyst, csv);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data as api.PayrollResult).payroll!.employees;
  }

  describe('one answer per text on every path', () => {
    it.each(COMPANIES)('company %s is %s in salary search, job import and member pay', async (text, slug) => {
      expect((await resolve(text)).company?.slug).toBe(slug);
      expect((await imported({ companyName: text })).companyId).toBe(ids.company.get(slug));
      expect((await contributed({ company: text })).companyId).toBe(ids.company.get(slug));
    });

    it.each(TITLES)(
      'title %s is %s (%s) at level %s in salary search, job import, job matching and member pay',
      async (text, slug, family, level) => {
        expect((await resolve(text)).title?.slug).toBe(slug);
        const jd = await t.app.inject({ method: 'POST', url: '/api/v1/benchmarking/jd', headers: ws.viewer.headers, payload: { text } });
        expect(jd.statusCode, jd.body).toBe(200);
        const best = (jd.json().data as api.JdMatch).candidates[0]!;
        // A title that states no level leaves the matcher its prior (Mid).
        expect([best.family.slug, best.level]).toEqual([family, level ?? 2]);
        const job = await imported({ title: text });
        expect([job.titleId, job.standardLevel]).toEqual([ids.title.get(slug), level]);
        const record = await contributed({ title: text });
        expect([record.titleId, record.standardLevel]).toEqual([ids.title.get(slug), level]);
      },
    );

    it.each(CITIES)('city %s is %s in salary search, job import and member pay', async (text, city) => {
      expect((await resolve(`software engineer ${text}`)).location?.name).toBe(city);
      expect((await imported({ city: text })).locationIds).toEqual([ids.city.get(city)]);
      expect((await contributed({ location: text })).locationId).toBe(ids.city.get(city));
    });

    it('reads a payroll file’s cities as their metros and its levels as the titles state them', async () => {
      const employees = await payroll([
        ...CITIES.map(([location]) => ({ location, level: '2' })),
        { location: 'Bengaluru', level: 'Sr' },
        { location: 'Bengaluru', level: 'SDE 2' },
        { location: 'Bengaluru', level: 'Senior Staff' },
      ]);
      expect(employees.map((e) => e.location)).toEqual([...CITIES.map(([, , metro]) => metro), 'Bengaluru', 'Bengaluru', 'Bengaluru']);
      expect(employees.map((e) => e.level)).toEqual([2, 2, 2, 2, 2, 3, 2, 5]);
    });
  });
});
