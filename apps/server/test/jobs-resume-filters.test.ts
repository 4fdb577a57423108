import { api } from '@paysight/contract';
import type { Database } from '@paysight/db';
import { createTestDatabase } from '@paysight/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerResumeFiltersRoutes } from '../src/modules/jobs/resume-filters.routes.js';
import { createCityFinder, experienceLevelsFor, headerLines, summaryOf } from '../src/modules/jobs/resume-filters.rules.js';
import { expectStatusMessage } from './api.js';
import { makeDocx, makePdf, multipart } from './documents.js';
import { createClock, createTestApp, describeWithDb, type TestApp } from './helpers.js';
import { signedInUser } from './users.js';

/**
 * POST /jobs/resume-filters: a resume → a new job hunt's filters, only what the resume states and
 * the catalogue knows; the upload's limits; and the 10-second limit (set to a few ms here, with a
 * reader slower than that, on a copy of the route under /slow).
 */

const PDF = 'application/pdf';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const RESUME = [
  'Priya Sharma',
  'Bangalore, India | priya@example.com | +91 98765 43210',
  'Summary',
  'Backend engineer building payment systems in Java and Go.',
  'Work Experience',
  'Senior Software Engineer, Google | Jan 2019 – Present',
  '• Led the payments ledger rewrite on Kubernetes',
  'Acme Robotics',
  'Software Engineer    Jul 2016 – Dec 2018',
  'Education',
  'B.Tech, Computer Science, IIT Bombay, 2012 - 2016',
  'Skills',
  'Java, Kubernetes, Haskell-ish Things, System Design',
];

describe('resume filters: the pure parts', () => {
  it('maps years of work to one standard level, at each band’s edges', () => {
    const levels = [0, 2, 3, 5, 6, 9, 10, 14, 15, 40].map((y) => experienceLevelsFor(y)[0]);
    expect(levels).toEqual([1, 1, 2, 2, 3, 3, 4, 4, 5, 5]);
    expect(experienceLevelsFor(null)).toEqual([]);
  });

  it('finds catalogue cities as written or by their older names, in order; not inside words or lower case', () => {
    const find = createCityFinder([
      { city: 'Bengaluru', countryCode: 'in' },
      { city: 'Mumbai', countryCode: 'in' },
      { city: 'San Francisco', countryCode: 'us' },
      { city: 'Los Angeles', countryCode: 'us' },
      { city: 'Pune', countryCode: 'in' },
    ]);
    expect(find('San Francisco, CA or BANGALORE').map((c) => c.city)).toEqual(['San Francisco', 'Bengaluru']);
    expect(find('IIT Bombay')).toEqual([{ city: 'Mumbai', countryCode: 'in' }]);
    expect(find('LA based; punekar; pune')).toEqual([]);
  });

  it('reads the header up to the first section heading', () => {
    expect(headerLines(RESUME.join('\n'))).toEqual(RESUME.slice(0, 2));
    expect(headerLines('A\nB\nC\nD\nE\nF\nG\nH\nI\nJ')).toHaveLength(8);
  });

  it('sums up what was read, and says when no title or city was found', () => {
    expect(summaryOf({ positions: 1, yearsOfExperience: 1, titles: [], skills: ['Java'], locations: [] })).toBe(
      'Read 1 position, 1 year of experience and 1 catalogue skill from the resume. No title or city it names is in the catalogue: choose them yourself.',
    );
  });
});

describeWithDb('POST /jobs/resume-filters', () => {
  let t: TestApp;
  const clock = createClock(new Date('2026-11-22T10:00:00Z'));
  let member: Awaited<ReturnType<typeof signedInUser>>;
  /** Reads the real text, after longer than the test's limit. */
  const slowText = async () => {
    await new Promise((resolve) => setTimeout(resolve, 200));
    return RESUME.join('\n');
  };

  let database: Database;

  beforeAll(async () => {
    database = await createTestDatabase({ seeded: true });
    t = await createTestApp({
      database,
      now: clock.now,
      beforeReady: (app) => {
        void app.register(
          async (scope) => registerResumeFiltersRoutes(scope, { db: database.db, now: clock.now, timeoutMs: 20, extractText: slowText }),
          { prefix: '/slow' },
        );
      },
    });
    member = await signedInUser(t, clock.now(), { email: 'priya@paysight.test' });
  });
  afterAll(async () => {
    await t?.close();
    await database?.close();
  });

  const send = async (
    bytes: Buffer,
    filename: string,
    contentType: string,
    headers?: Record<string, string>,
    url = '/api/v1/jobs/resume-filters',
  ) => {
    const body = multipart({ field: 'file', filename, contentType, bytes });
    const res = await t.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...headers, ...body.headers } });
    return { status: res.statusCode, body: res.json() };
  };

  it('asks a guest to sign in', async () => {
    const res = await send(await makePdf(RESUME), 'cv.pdf', PDF);
    expect(res.status).toBe(401);
  });

  it('turns a PDF resume into catalogue titles, skills, its city and the level its years fit', async () => {
    const { status, body } = await send(await makePdf(RESUME), 'Priya CV.pdf', PDF, member.headers);
    expect(status).toBe(200);
    const result = body.data as api.ResumeFiltersResult;
    expect(result).toMatchObject({
      titles: ['Software Engineer'],
      // "Bangalore" in the header is the catalogue's Bengaluru; "IIT Bombay" in education is a school, not a city.
      locations: ['Bengaluru'],
      countries: ['in'],
      // Jan 2019 to now and Jul 2016 to Dec 2018: 10 years → staff.
      yearsOfExperience: 10,
      experienceLevels: [4],
      companies: [],
      excludedCompanies: [],
      remote: [],
      minBasePay: null,
      needsVisaSponsorship: false,
    });
    // The skills section's catalogue skills first, then those the text names; never what the catalogue does not know.
    expect(result.skills.slice(0, 3)).toEqual(['Java', 'Kubernetes', 'System Design']);
    expect(result.skills).toContain('Go');
    expect(result.skills).not.toContain('Haskell-ish Things');
    expect(result.summary).toBe(
      'Read 2 positions, 10 years of experience and 4 catalogue skills from the resume. Looking for Software Engineer roles in Bengaluru.',
    );
    // The filters are a valid job hunt's.
    const { yearsOfExperience: _y, summary: _s, ...filters } = result;
    expect(api.jobHuntFilters.safeParse(filters).success).toBe(true);
  });

  it('reads a DOCX the same way', async () => {
    const { status, body } = await send(makeDocx(RESUME), 'cv.docx', DOCX, member.headers);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ titles: ['Software Engineer'], locations: ['Bengaluru'], experienceLevels: [4] });
  });

  it('refuses a text file named .pdf, a file over 5 MB, and a PDF with no text, each saying why', async () => {
    const text = await send(Buffer.from('I am definitely a PDF, trust me.\n'), 'resume.pdf', PDF, member.headers);
    expectStatusMessage(text, 415, /file: the file is not a PDF or DOCX/);

    const big = await send(Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(8 * 1024 * 1024)]), 'big.pdf', PDF, member.headers);
    expectStatusMessage(big, 413, 'file: the file is larger than 5 MB');

    const scanned = await send(await makePdf([]), 'scan.pdf', PDF, member.headers);
    expectStatusMessage(scanned, 422, /no text to read/);
  });

  it('answers 504 with the timeout message when reading takes longer than the limit', async () => {
    const res = await send(await makePdf(RESUME), 'cv.pdf', PDF, member.headers, '/slow/api/v1/jobs/resume-filters');
    expectStatusMessage(res, 504, 'Reading the resume took longer than 10 seconds. Try a smaller file or a PDF with text.');
    expect(res.body.message).toBe(api.RESUME_FILTERS_TIMEOUT_MESSAGE);
  });
});
