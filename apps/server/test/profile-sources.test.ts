import { profiles } from '@paysight/db';
import { eq } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import { beforeAll, expect, it } from 'vitest';
import { makeDocx, makePdf, makeZip, multipart } from './documents.js';
import { createClock, describeWithDb, useTestApp } from './helpers.js';
import { callApi } from './api.js';
import { signedInUser, type SignedInUser as Member, signedInMembers } from './users.js';

const PDF = 'application/pdf';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** A resume as people write them: sections, a current job, a job with its employer above the dates, skills in a list. */
const RESUME = [
  'Priya Sharma',
  'priya@example.com | +91 98765 43210',
  'Summary',
  'Backend engineer with 9+ years of experience.',
  'Work Experience',
  'Senior Software Engineer, Google, Bengaluru | Jan 2019 – Present',
  '• Led the payments ledger rewrite',
  'Acme Robotics',
  'Software Engineer    Jul 2016 – Dec 2018',
  'Education',
  'B.Tech, Computer Science, IIT Bombay, 2012 - 2016',
  'Skills',
  'Java, Kubernetes, Haskell-ish Things, System Design',
];

/** The professional-network export: a "Notes:" preamble, quoted fields with commas and line breaks. */
const EXPORT = {
  'Profile.csv': 'First Name,Last Name,Headline,Summary,Industry,Geo Location\nAsha,Rao,"Engineer, payments",,Software,Bengaluru\n',
  'Positions.csv': [
    'Notes:',
    '"This file lists the positions on your profile, newest first."',
    '',
    'Company Name,Title,Description,Location,Started On,Finished On',
    'Flipkart,Senior Data Scientist,"Ranking, search,',
    'and ""ads""",Bengaluru,Mar 2020,',
    'Microsoft,Data Scientist,,Hyderabad,Jun 2015,Feb 2020',
  ].join('\r\n'),
  'Education.csv': 'School Name,Start Date,End Date,Notes,Degree Name,Activities\nIIT Delhi,2011,2015,,B.Tech,\n',
  'Skills.csv': 'Name\nPython\nSQL\nMachine Learning\nUnderwater Basket Weaving\n',
};

describeWithDb('profile sources: resume, professional-network export, enrichment', () => {
  const clock = createClock(new Date('2026-11-22T10:00:00Z'));
  let asa: Member;
  let bo: Member;
  let cy: Member;
  let di: Member;
  let ed: Member;

  const t = useTestApp({ now: clock.now });

  beforeAll(async () => {
    [asa, bo, cy, di, ed] = await signedInMembers(t, clock.now(), ['asa', 'bo', 'cy', 'di', 'ed']);
  });

  const upload = async (
    url: string,
    file: { bytes: Buffer; filename?: string; contentType?: string; field?: string } | null,
    fields: Record<string, string>,
    headers: Record<string, string> = {},
  ) => {
    const body = file
      ? multipart(
          { field: file.field ?? 'file', filename: file.filename ?? 'resume.pdf', contentType: file.contentType ?? PDF, bytes: file.bytes },
          fields,
        )
      : multipartFieldsOnly(fields);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1${url}`,
      payload: body.payload,
      headers: { ...headers, ...body.headers },
    });
    return { status: res.statusCode, body: res.json() };
  };
  const resume = (bytes: Buffer, filename: string, contentType: string, sync: string, member: Member | null) =>
    upload('/profile/resume', { bytes, filename, contentType }, { syncProfile: sync }, member?.headers);
  const importExport = (bytes: Buffer, member: Member | null, filename = 'Basic_LinkedInDataExport.zip') =>
    upload('/link/lkInimport', { bytes, filename, contentType: 'application/zip' }, {}, member?.headers);
  const json = (method: 'GET' | 'POST', url: string, member?: Member, payload?: object) =>
    callApi(t.app, method, url, member?.headers, payload);
  const rowOf = async (member: Member) => (await t.database.db.select().from(profiles).where(eq(profiles.userId, member.user.id)))[0];
  const storedKeys = () => [...t.storage.files.keys()].sort();

  it('asks a guest to sign in for every call', async () => {
    const docx = makeDocx(RESUME);
    expect((await resume(docx, 'cv.docx', DOCX, 'true', null)).status).toBe(401);
    expect((await t.app.inject({ url: '/api/v1/profile/resume' })).statusCode).toBe(401);
    expect((await importExport(makeZip(EXPORT), null)).status).toBe(401);
    expect((await json('POST', '/profile/actions/enrich')).status).toBe(401);
    expect((await json('GET', '/profile/sources')).status).toBe(401);
    expect(t.storage.files.size).toBe(0);
  });

  it('stores a DOCX resume privately, reads it, and with sync fills the empty fields from the catalogue', async () => {
    const docx = makeDocx(RESUME);
    const { status, body } = await resume(docx, 'Priya CV (final).docx', DOCX, 'true', asa);
    expect(status).toBe(200);
    const { profile, extracted, filled } = body.data;
    expect(filled).toEqual(['company', 'school', 'skills', 'experience']);
    expect(profile).toMatchObject({
      company: { name: 'Google', slug: 'google' },
      school: { name: 'IIT Bombay', slug: 'iit-bombay' },
      skills: [
        { name: 'Java', slug: 'java' },
        { name: 'Kubernetes', slug: 'kubernetes' },
        { name: 'System Design', slug: 'system-design' },
      ],
      // Jan 2019 to now and Jul 2016 to Dec 2018: 10 years 1 month (the dates win over the stated 9+).
      experience: 10,
      resumeFileName: 'Priya CV (final).docx',
      canEnrich: false,
    });
    // Catalogue names carry their slugs; what the catalogue does not know stays as text.
    expect(extracted.companies).toEqual([
      { name: 'Google', slug: 'google' },
      { name: 'Acme Robotics', slug: null },
    ]);
    expect(extracted.titles).toEqual([{ name: 'Software Engineer', slug: 'software-engineer' }]);
    expect(extracted.skills).toContainEqual({ name: 'Haskell-ish Things', slug: null });
    expect(extracted.positions[0]).toEqual({
      company: 'Google',
      title: 'Senior Software Engineer',
      from: '2019-01',
      to: null,
      current: true,
    });
    expect(extracted.yearsOfExperience).toBe(10);

    const row = await rowOf(asa);
    expect(row).toMatchObject({ resumeMime: DOCX, resumeSize: docx.length, resumeFileName: 'Priya CV (final).docx' });
    expect(row!.resumeKey).toMatch(/^resumes\/[0-9a-f-]{36}$/);
    expect(row!.resumeUploadedAt?.toISOString()).toBe(clock.now().toISOString());
    expect(row!.resumeExtract).toMatchObject({ companies: ['Google, Bengaluru', 'Acme Robotics'], yearsOfExperience: 10 });
    expect(t.storage.files.get(row!.resumeKey!)).toEqual({ body: docx, contentType: DOCX });
  });

  it('gives the owner their file back, to download and never to cache; nobody else sees it', async () => {
    const res = await t.app.inject({ url: '/api/v1/profile/resume', headers: asa.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(DOCX);
    expect(res.headers['content-disposition']).toBe('attachment; filename="Priya CV (final).docx"');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.equals(t.storage.files.get((await rowOf(asa))!.resumeKey!)!.body)).toBe(true);

    // Another member asking for "the resume" gets their own: none.
    const other = await t.app.inject({ url: '/api/v1/profile/resume', headers: bo.headers });
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toMatch(/no resume/);
  });

  it('never overwrites what the member typed; a new resume replaces the old file', async () => {
    expect((await json('POST', '/profile', bo, { company: 'microsoft', skills: ['python'] })).status).toBe(200);
    const first = await resume(await makePdf(RESUME), 'resume.pdf', PDF, 'true', bo);
    expect(first.status).toBe(200);
    expect(first.body.data.filled).toEqual(['school', 'experience']);
    expect(first.body.data.profile).toMatchObject({
      company: { slug: 'microsoft' },
      skills: [{ slug: 'python' }],
      school: { slug: 'iit-bombay' },
      experience: 10,
    });
    const firstKey = (await rowOf(bo))!.resumeKey!;

    // The member changes the experience; the next resume (a PDF this time, named .docx) leaves it.
    await json('POST', '/profile', bo, { experience: 4 });
    const pdf = await makePdf(['Software Engineer at Flipkart', 'Mar 2020 - Present']);
    const second = await resume(pdf, 'new-cv.docx', DOCX, 'true', bo);
    expect(second.status).toBe(200);
    expect(second.body.data.filled).toEqual([]);
    expect(second.body.data.profile).toMatchObject({ company: { slug: 'microsoft' }, experience: 4, resumeFileName: 'new-cv.pdf' });
    const row = await rowOf(bo);
    expect(row!.resumeKey).not.toBe(firstKey);
    expect(row!.resumeMime).toBe(PDF);
    expect(t.storage.files.has(firstKey)).toBe(false);
    expect(t.storage.files.get(row!.resumeKey!)?.body.equals(pdf)).toBe(true);
    const download = await t.app.inject({ url: '/api/v1/profile/resume', headers: bo.headers });
    expect(download.headers['content-type']).toBe(PDF);
    expect(download.headers['content-disposition']).toBe('attachment; filename="new-cv.pdf"');
  });

  it('refuses lying, oversized, broken and missing files, saying why, and keeps the resume it had', async () => {
    const before = storedKeys();
    const cases: Array<[ReturnType<typeof upload>, number, RegExp]> = [
      // Text named resume.pdf, sent as a PDF.
      [resume(Buffer.from('I am definitely a PDF, trust me.\n'), 'resume.pdf', PDF, 'true', bo), 415, /not a PDF or DOCX/],
      // A zip that is not a DOCX.
      [resume(makeZip({ 'notes.txt': 'hello' }), 'resume.docx', DOCX, 'true', bo), 415, /not a PDF or DOCX \(its contents say ZIP\)/],
      [
        resume(Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(5 * 1024 * 1024)]), 'big.pdf', PDF, 'true', bo),
        413,
        /larger than 5 MB/,
      ],
      [resume((await makePdf(['x'])).subarray(0, 60), 'cut.pdf', PDF, 'true', bo), 422, /PDF could not be read/],
      [upload('/profile/resume', null, { syncProfile: 'true' }, bo.headers), 400, /choose a PDF or DOCX file/],
      [resume(await makePdf(['x']), 'resume.pdf', PDF, 'yes', bo), 400, /syncProfile must be "true" or "false"/],
      [
        upload('/profile/resume', { bytes: await makePdf(['x']), field: 'resume' }, {}, bo.headers),
        400,
        /send the file in the field "file"/,
      ],
    ];
    for (const [pending, status, message] of cases) {
      const { status: got, body } = await pending;
      expect(got, body.message).toBe(status);
      expect(body.success).toBe(false);
      expect(body.message).toMatch(message);
    }
    // JSON is not an upload.
    const notMultipart = await json('POST', '/profile/resume', bo, { file: 'resume.pdf' });
    expect(notMultipart.status).toBe(415);
    expect(storedKeys()).toEqual(before);
    expect((await json('GET', '/profile', bo)).body.data.resumeFileName).toBe('new-cv.pdf');
  });

  it('without sync keeps the facts only; enrichment then fills the empty fields once, and canEnrich says when it can', async () => {
    // A profile URL alone fills nothing (no outside calls are made).
    const linked = await json('POST', '/link/linkedin-url', cy, { url: 'https://www.linkedin.com/in/cy-example' });
    expect(linked.body.data.canEnrich).toBe(false);
    expect((await json('POST', '/profile/actions/enrich', cy)).body.data).toMatchObject({ filled: [], profile: { company: null } });

    const { body } = await resume(makeDocx(RESUME), 'cv.docx', DOCX, 'false', cy);
    expect(body.data.filled).toEqual([]);
    expect(body.data.profile).toMatchObject({ company: null, skills: [], experience: null, canEnrich: true });
    expect(body.data.extracted.companies[0]).toEqual({ name: 'Google', slug: 'google' });

    await json('POST', '/profile', cy, { school: 'iit-delhi' });
    const enriched = await json('POST', '/profile/actions/enrich', cy);
    expect(enriched.status).toBe(200);
    expect(enriched.body.data.filled).toEqual(['company', 'skills', 'experience']);
    expect(enriched.body.data.profile).toMatchObject({
      company: { slug: 'google' },
      school: { slug: 'iit-delhi' },
      experience: 10,
      canEnrich: false,
    });
    // Nothing left to do.
    expect((await json('POST', '/profile/actions/enrich', cy)).body.data.filled).toEqual([]);
    // Clearing a field makes it fillable again.
    expect((await json('POST', '/profile', cy, { company: null })).body.data.canEnrich).toBe(true);
  });

  it('stores canEnrich when the sources or the fields change, and a read only reads it', async () => {
    const fy = await signedInUser(t, clock.now(), { email: 'fy@paysight.test' });
    expect((await json('GET', '/profile', fy)).body.data.canEnrich).toBe(false);
    // A new source with catalogue values for the empty fields.
    const cv = await resume(makeDocx(RESUME), 'cv.docx', DOCX, 'false', fy);
    expect(cv.body.data.profile.canEnrich).toBe(true);
    expect((await rowOf(fy))!.canEnrich).toBe(true);
    // The member fills the fields themselves: nothing is left for enrichment.
    const typed = await json('POST', '/profile', fy, { company: 'flipkart', school: 'iit-delhi', skills: ['python'], experience: 3 });
    expect(typed.status).toBe(200);
    expect(typed.body.data.canEnrich).toBe(false);
    expect((await rowOf(fy))!.canEnrich).toBe(false);
    // A change to another field leaves it alone; clearing one the resume fills sets it again.
    expect((await json('POST', '/profile', fy, { noticePeriodDays: 30 })).body.data.canEnrich).toBe(false);
    expect((await json('POST', '/profile', fy, { school: null })).body.data.canEnrich).toBe(true);
    expect((await rowOf(fy))!.canEnrich).toBe(true);

    // A read answers what is stored, without working it out again.
    await t.database.db.update(profiles).set({ canEnrich: false }).where(eq(profiles.userId, fy.user.id));
    expect((await json('GET', '/profile', fy)).body.data.canEnrich).toBe(false);
    // A row kept from before the column (null) gets it worked out once, on its next read.
    await t.database.db.update(profiles).set({ canEnrich: null }).where(eq(profiles.userId, fy.user.id));
    expect((await json('GET', '/profile', fy)).body.data.canEnrich).toBe(true);
    expect((await rowOf(fy))!.canEnrich).toBe(true);
  });

  it('imports the professional-network export: facts kept (not the file), empty fields filled, the same import again changes nothing', async () => {
    const before = storedKeys();
    const { status, body } = await importExport(makeZip(EXPORT), di);
    expect(status).toBe(200);
    expect(body.data.filled).toEqual(['company', 'school', 'skills', 'experience']);
    expect(body.data.profile).toMatchObject({
      // The position without "Finished On" is the current one.
      company: { slug: 'flipkart' },
      school: { slug: 'iit-delhi' },
      skills: [{ slug: 'python' }, { slug: 'sql' }, { slug: 'machine-learning' }],
      // Jun 2015 to now without a gap: 11 years 6 months.
      experience: 11,
    });
    expect(body.data.extracted).toMatchObject({
      companies: [
        { name: 'Flipkart', slug: 'flipkart' },
        { name: 'Microsoft', slug: 'microsoft' },
      ],
      // "Senior Data Scientist" is the catalogue's Data Scientist too: listed once.
      titles: [{ name: 'Data Scientist', slug: 'data-scientist' }],
      positions: [
        { company: 'Flipkart', title: 'Senior Data Scientist', from: '2020-03', to: null, current: true },
        { company: 'Microsoft', title: 'Data Scientist', from: '2015-06', to: '2020-02', current: false },
      ],
    });
    expect(body.data.extracted.skills).toContainEqual({ name: 'Underwater Basket Weaving', slug: null });
    expect(storedKeys()).toEqual(before);
    const row = await rowOf(di);
    expect(row!.networkImport).toMatchObject({ name: 'Asha Rao', headline: 'Engineer, payments', companies: ['Flipkart', 'Microsoft'] });

    const again = await importExport(makeZip(EXPORT), di);
    expect(again.status).toBe(200);
    expect(again.body.data.filled).toEqual([]);
    expect(again.body.data.profile).toEqual(body.data.profile);

    const sources = await json('GET', '/profile/sources', di);
    expect(sources.body.data).toMatchObject({
      resume: null,
      networkImport: { extracted: { companies: [{ slug: 'flipkart' }, { slug: 'microsoft' }] } },
    });
  });

  it('reads an export whose files sit in a folder, and combines it with a resume (the export first)', async () => {
    const nested = makeZip({ 'Export/Positions.csv': EXPORT['Positions.csv'], 'Export/Notes.txt': 'x' });
    const imported = await importExport(nested, ed);
    expect(imported.body.data.filled).toEqual(['company', 'experience']);
    const cv = await resume(makeDocx(RESUME), 'cv.docx', DOCX, 'false', ed);
    expect(cv.body.data.profile.canEnrich).toBe(true);
    const enriched = await json('POST', '/profile/actions/enrich', ed);
    expect(enriched.body.data.filled).toEqual(['school', 'skills']);
    expect(enriched.body.data.profile).toMatchObject({ company: { slug: 'flipkart' }, school: { slug: 'iit-bombay' }, experience: 11 });
    const sources = await json('GET', '/profile/sources', ed);
    expect(sources.body.data.resume).toMatchObject({ fileName: 'cv.docx', mime: DOCX, uploadedAt: clock.now().toISOString() });
    expect(sources.body.data.resume.extracted.companies[0]).toEqual({ name: 'Google', slug: 'google' });
  });

  it('refuses an export that is not one: a zip bomb, an archive without the files, a DOCX, a broken zip', async () => {
    // 21 MB of zeros packs into a few kilobytes.
    const bomb = Buffer.from(zipSync({ 'Positions.csv': new Uint8Array(21 * 1024 * 1024) }, { level: 9 }));
    expect(bomb.length).toBeLessThan(100_000);
    const cases: Array<[Buffer, number, RegExp]> = [
      [bomb, 422, /larger than 20 MB once unpacked/],
      [
        makeZip({ 'Connections.csv': 'First Name\nA' }),
        422,
        /none of the export's files \(Profile\.csv, Positions\.csv, Education\.csv, Skills\.csv\)/,
      ],
      [makeDocx(['hello']), 415, /not a ZIP \(its contents say DOCX\)/],
      [Buffer.from('PK\u0003\u0004 not really'), 415, /not a ZIP/],
      [Buffer.from(zipSync({ 'a.csv': strToU8('x') })).subarray(0, 30), 415, /not a ZIP/],
    ];
    for (const [bytes, status, message] of cases) {
      const { status: got, body } = await importExport(bytes, ed);
      expect(got, body.message).toBe(status);
      expect(body.message).toMatch(message);
    }
    expect((await rowOf(ed))!.networkImport).toMatchObject({ companies: ['Flipkart', 'Microsoft'] });
  });

  it('removes the resume file with the account', async () => {
    const member = await signedInUser(t, clock.now(), { email: 'gone@paysight.test' });
    await resume(makeDocx(RESUME), 'cv.docx', DOCX, 'true', member);
    const key = (await rowOf(member))!.resumeKey!;
    expect(t.storage.files.has(key)).toBe(true);
    const deleted = await json('POST', '/profile/actions', member, { action: 'delete', confirmEmail: 'gone@paysight.test' });
    expect(deleted.status).toBe(200);
    expect(t.storage.files.has(key)).toBe(false);
    expect(storedKeys().every((k) => k !== key)).toBe(true);
  });

  it('documents the calls in the OpenAPI description', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json();
    expect(Object.keys(doc.paths['/api/v1/profile/resume']).sort()).toEqual(['get', 'post']);
    expect(Object.keys(doc.paths['/api/v1/profile/resume'].get.responses['200'].content)).toContain('application/pdf');
    expect(doc.paths['/api/v1/link/lkInimport'].post).toBeDefined();
    expect(doc.paths['/api/v1/profile/actions/enrich'].post).toBeDefined();
  });
});

/** A multipart body with text fields and no file. */
function multipartFieldsOnly(fields: Record<string, string>) {
  const boundary = '----paysightnofile';
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    payload: Buffer.from(`${parts.join('')}--${boundary}--\r\n`),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
