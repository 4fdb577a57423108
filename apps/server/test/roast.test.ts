import { api } from '@paysight/contract';
import { careerRoasts, companies, locations, titles, users } from '@paysight/db';
import { insertSalaryRecords } from '@paysight/db/factories';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { quotedNumbers } from '../src/providers/llm/figures-guard.js';
import { protectedTraitWords } from '../src/modules/roast/roast.rules.js';
import { expectStatusMessage } from './api.js';
import { makePdf, multipart } from './documents.js';
import { createClock, createTestApp, describeWithDb, type TestApp } from './helpers.js';
import { expectOnlyFigures, startLlmEndpoint } from './llm-endpoint.js';
import { signedInUser, type SignedInUser as Member } from './users.js';

const PDF = 'application/pdf';

const RESUME = [
  'Priya Sharma',
  'Work Experience',
  'Senior Software Engineer, Google, Bengaluru | Jan 2019 – Present',
  'Acme Robotics',
  'Software Engineer    Jul 2016 – Dec 2018',
  'Skills',
  'Java, Kubernetes, System Design',
];

/** Every number the text quotes is one of the roast's stored figures (at the precision written). */
function expectOnlyStoredFigures(roast: api.CareerRoast, names: string[]) {
  expectOnlyFigures(
    roast.text,
    roast.figures.map((f) => f.value),
    names,
  );
}

describeWithDb('career roast', () => {
  let t: TestApp;
  const clock = createClock(new Date('2026-11-22T10:00:00Z'));
  let asa: Member;
  let bo: Member;
  let cy: Member;
  let admin: Member;

  // Google software engineers in Bengaluru at level 3: ten records from ₹30 L to ₹39 L.
  const peerBases = Array.from({ length: 10 }, (_, i) => 3_000_000 + i * 100_000);

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    const db = t.database.db;
    const [google] = await db.select().from(companies).where(eq(companies.slug, 'google'));
    const [swe] = await db.select().from(titles).where(eq(titles.slug, 'software-engineer'));
    const [blr] = await db.select().from(locations).where(eq(locations.slug, 'bengaluru-in'));
    await insertSalaryRecords(
      db,
      peerBases.map((base) => ({
        countryCode: 'in' as const,
        companyId: google!.id,
        titleId: swe!.id,
        standardLevel: 3,
        locationId: blr!.id,
        base,
        source: 'import' as const,
        verification: 'import' as const,
      })),
    );
    const member = (name: string) => signedInUser(t, clock.now(), { email: `${name}@paysight.test` });
    [asa, bo, cy] = [await member('asa'), await member('bo'), await member('cy')];
    admin = await member('admin');
    await db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));

    // Asa: a full profile, protected traits included, and a current salary in a slice of ten.
    const post = (url: string, payload: object, m: Member) =>
      t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers: m.headers });
    const profile = await post(
      '/profile',
      {
        company: 'google',
        skills: ['java', 'kubernetes', 'system-design', 'go'],
        experience: 7,
        gender: 'female',
        dob: '1991-03-14',
        ethnicity: 'South Asian',
      },
      asa,
    );
    expect(profile.statusCode).toBe(200);
    const salary = await post(
      '/profile/salary',
      {
        currency: 'INR',
        company: 'google',
        title: 'software-engineer',
        standardLevel: 3,
        location: 'bengaluru-in',
        experience: 7,
        base: 3_250_000,
        isCurrent: true,
      },
      asa,
    );
    expect(salary.statusCode).toBe(200);
    expect(salary.json().data.status).toBe('published');

    // Bo: a current salary in a slice nobody else shares (a title with no published salaries).
    const lonely = await post(
      '/profile/salary',
      {
        currency: 'INR',
        company: 'google',
        title: 'data-scientist',
        location: 'bengaluru-in',
        experience: 2,
        base: 1_800_000,
        isCurrent: true,
      },
      bo,
    );
    expect(lonely.statusCode).toBe(200);
  });
  afterAll(() => t.close());

  const roast = async (payload: object, m?: Member) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/ai/career-roast', payload, headers: m?.headers });
    return { status: res.statusCode, body: res.json() as { message: string; data: api.CreatedRoast } };
  };
  const getRoast = async (id: string, m?: Member) => {
    const res = await t.app.inject({ url: `/api/v1/ai/career-roast/${id}`, headers: m?.headers });
    return { status: res.statusCode, body: res.json() as { message: string; data: api.CareerRoast } };
  };
  const resumeRoast = async (file: { bytes: Buffer; filename: string }, fields: Record<string, string>, m?: Member) => {
    const body = multipart({ field: 'file', contentType: PDF, ...file }, fields);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/ai/career-roast/resume',
      payload: body.payload,
      headers: { ...m?.headers, ...body.headers },
    });
    return { status: res.statusCode, body: res.json() as { message: string; data: api.CreatedRoast } };
  };

  it('lists at least four personas, each with a voice', async () => {
    const res = await t.app.inject('/api/v1/ai/career-roast/personas');
    expect(res.statusCode).toBe(200);
    const personas = res.json().data.personas as api.RoastPersona[];
    expect(personas.length).toBeGreaterThanOrEqual(4);
    for (const p of personas)
      expect(p).toEqual({ id: expect.any(String), name: expect.stringMatching(/^The /), voice: expect.any(String) });
  });

  it('roasts a member’s career from their profile: their percentile in their slice, quoting only their figures, written offline and saying so', async () => {
    const { status, body } = await roast({ persona: 'drill-sergeant' }, asa);
    expect(status).toBe(200);
    const r = body.data;
    expect(r).toMatchObject({ source: 'profile', writer: 'offline', isOffline: true, isPublic: true, featured: false, note: null });
    expect(r.persona.name).toBe('The Drill Sergeant');
    expect(r.id).toMatch(/^[A-Za-z0-9_-]{16}$/);
    // ₹32.5 L against ten peers from ₹30 L to ₹39 L: three paid less.
    const byKey = Object.fromEntries(r.figures.map((f) => [f.key, f]));
    expect(byKey.pay).toMatchObject({ value: 3_250_000, display: '₹32.5 L' });
    expect(byKey.percentile).toMatchObject({ value: 30, display: '30th' });
    expect(byKey['slice-count']).toMatchObject({ value: 10 });
    expect(byKey.experience).toMatchObject({ value: 7, display: '7 years' });
    expect(byKey.skills).toMatchObject({ value: 4 });
    expect(r.text).toContain('₹32.5 L');
    expect(r.text).toContain('30th percentile of 10 published salaries');
    expect(r.text).toContain('Software Engineer at Google');
    expectOnlyStoredFigures(r, ['Software Engineer at Google in Bengaluru', 'Java', 'Kubernetes', 'System Design']);
    const [row] = await t.database.db.select().from(careerRoasts).where(eq(careerRoasts.id, r.id));
    expect(row).toMatchObject({ userId: asa.user.id, persona: 'drill-sergeant', text: r.text, writer: 'offline' });
  });

  it('never mentions gender, age, date of birth or ethnicity, in any persona', async () => {
    for (const persona of api.ROAST_PERSONA_IDS) {
      const { status, body } = await roast({ persona, isPublic: false }, asa);
      expect(status).toBe(200);
      const everything = JSON.stringify(body.data);
      for (const trait of ['female', 'South Asian', '1991', '03-14', 'gender', 'ethnicity', 'dob'])
        expect(everything, persona).not.toContain(trait);
      expect(protectedTraitWords(`${body.data.text} ${body.data.figures.map((f) => f.label).join(' ')}`), persona).toEqual([]);
      expectOnlyStoredFigures(body.data, ['Software Engineer at Google in Bengaluru']);
    }
  });

  it('says the slice is too small rather than give a percentile from fewer than MIN_SLICE salaries', async () => {
    const { body } = await roast({ persona: 'corporate-memo' }, bo);
    expect(body.data.figures.map((f) => f.key)).not.toContain('percentile');
    expect(body.data.figures.find((f) => f.key === 'min-slice')).toMatchObject({ value: 5 });
    expect(body.data.text).toMatch(/Fewer than 5 published salaries in your slice/);
    expect(body.data.text).not.toMatch(/percentile/);
    expectOnlyStoredFigures(body.data, []);
  });

  it('roasts a member with nothing on file, without inventing a figure', async () => {
    const { status, body } = await roast({ persona: 'hype-investor' }, cy);
    expect(status).toBe(200);
    expect(body.data.figures).toEqual([]);
    expect(quotedNumbers(body.data.text)).toEqual([]);
  });

  it('a public roast has a shareable page anyone can open; a private or unknown one is a 404', async () => {
    const pub = (await roast({ persona: 'sports-commentator' }, asa)).body.data;
    const shared = await getRoast(pub.id);
    expect(shared.status).toBe(200);
    const { note: _note, ...page } = pub;
    expect(shared.body.data).toEqual(page);

    const priv = (await roast({ persona: 'sports-commentator', isPublic: false }, asa)).body.data;
    expect((await getRoast(priv.id)).status).toBe(404);
    expect((await getRoast(priv.id, bo)).status).toBe(404);
    expect((await getRoast(priv.id, asa)).status).toBe(200);
    const unknown = await getRoast('AAAAAAAAAAAAAAAA');
    expectStatusMessage(unknown, 404, 'No such roast');
    expect((await getRoast('no')).status).toBe(400);
  });

  it('refuses a signed-out caller (401) and an unknown persona (400)', async () => {
    expect((await roast({ persona: 'drill-sergeant' })).status).toBe(401);
    const bad = await roast({ persona: 'the-critic' }, asa);
    expectStatusMessage(bad, 400, /persona must be one of drill-sergeant/);
    expect((await roast({}, asa)).status).toBe(400);
  });

  it('featured roasts: admins choose public ones; everyone sees them', async () => {
    const pub = (await roast({ persona: 'disappointed-parent' }, asa)).body.data;
    const priv = (await roast({ persona: 'disappointed-parent', isPublic: false }, asa)).body.data;
    const feature = (id: string, m: Member, featured = true) =>
      t.app.inject({ method: 'PUT', url: `/api/v1/ai/career-roast/${id}/featured`, payload: { featured }, headers: m.headers });
    expect((await feature(pub.id, asa)).statusCode).toBe(403);
    expect((await feature(priv.id, admin)).statusCode).toBe(409);
    expect((await feature(pub.id, admin)).statusCode).toBe(200);
    const featured = (await t.app.inject('/api/v1/ai/career-roast/featured')).json().data.roasts as api.CareerRoast[];
    expect(featured.map((r) => r.id)).toEqual([pub.id]);
    expect(featured[0]!.featured).toBe(true);
    await feature(pub.id, admin, false);
    expect((await t.app.inject('/api/v1/ai/career-roast/featured')).json().data.roasts).toEqual([]);
  });

  it('roasts an uploaded resume (read, not kept), with the profile upload’s limits', async () => {
    const before = t.storage.files.size;
    const { status, body } = await resumeRoast({ bytes: await makePdf(RESUME), filename: 'cv.pdf' }, { persona: 'corporate-memo' }, bo);
    expect(status).toBe(200);
    expect(body.data.source).toBe('resume');
    expect(body.data.text).toContain('Google');
    expect(body.data.figures.find((f) => f.key === 'skills')).toMatchObject({ value: 3 });
    expect(body.data.figures.map((f) => f.key)).not.toContain('pay');
    expectOnlyStoredFigures(body.data, ['Senior Software Engineer', 'Google', 'Acme Robotics', 'Java', 'Kubernetes', 'System Design']);
    expect(t.storage.files.size).toBe(before);

    const text = await resumeRoast(
      { bytes: Buffer.from('I am definitely a PDF, trust me.\n'), filename: 'resume.pdf' },
      { persona: 'corporate-memo' },
      bo,
    );
    expectStatusMessage(text, 415, /not a PDF or DOCX/);
    const big = await resumeRoast(
      { bytes: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(8 * 1024 * 1024)]), filename: 'big.pdf' },
      { persona: 'corporate-memo' },
      bo,
    );
    expectStatusMessage(big, 413, /larger than 5 MB/);
    const noPersona = await resumeRoast({ bytes: await makePdf(RESUME), filename: 'cv.pdf' }, {}, bo);
    expectStatusMessage(noPersona, 400, /persona must be one of/);
    expect((await resumeRoast({ bytes: await makePdf(RESUME), filename: 'cv.pdf' }, { persona: 'corporate-memo' })).status).toBe(401);
  });

  it('a member makes at most ten roasts a day, then gets a 429 that says so, and may roast again the next day', async () => {
    const made = (await t.database.db.select().from(careerRoasts).where(eq(careerRoasts.userId, asa.user.id))).length;
    for (let i = made; i < api.ROAST_DAILY_LIMIT; i++) expect((await roast({ persona: 'drill-sergeant' }, asa)).status).toBe(200);
    const refused = await roast({ persona: 'drill-sergeant' }, asa);
    expectStatusMessage(refused, 429, 'You can roast your career at most 10 times a day; try again tomorrow');
    clock.advance(24 * 60 + 1);
    expect((await roast({ persona: 'drill-sergeant' }, asa)).status).toBe(200);
  });
});

describeWithDb('career roast with a model (a local OpenAI-compatible endpoint)', () => {
  let t: TestApp;
  let llm: Awaited<ReturnType<typeof startLlmEndpoint>>;
  let content = '';
  let member: Member;
  const clock = createClock(new Date('2026-11-22T10:00:00Z'));

  beforeAll(async () => {
    llm = await startLlmEndpoint('roast-model', () => content);
    t = await createTestApp({ now: clock.now, env: llm.env });
    member = await signedInUser(t, clock.now(), { email: 'dee@paysight.test' });
    await t.app.inject({ method: 'POST', url: '/api/v1/profile', payload: { experience: 3 }, headers: member.headers });
  });
  afterAll(async () => {
    await t.close();
    await llm.close();
  });

  const roast = async () =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/ai/career-roast',
        payload: { persona: 'drill-sergeant' },
        headers: member.headers,
      })
    ).json().data as api.CreatedRoast;

  it('keeps the model’s text when it quotes only the member’s figures, labelled with the model', async () => {
    content = 'Three years? No: 3 years, recruit, and not one thing on your skills list!';
    const r = await roast();
    expect(r).toMatchObject({ text: content, writer: 'roast-model', isOffline: false, note: null });
    expect((await t.app.inject(`/api/v1/ai/career-roast/${r.id}`)).json().data.writer).toBe('roast-model');
  });

  it('writes offline, and says why, when the model invents a figure or names a protected trait', async () => {
    content = 'After 3 years you are in the bottom 10% of everyone.';
    const invented = await roast();
    expect(invented).toMatchObject({ writer: 'offline', isOffline: true });
    expect(invented.note).toMatch(/quoted a figure that is not yours.*written offline from templates/);
    expect(invented.text).toContain('3 years in the field');

    content = 'For someone your age, 3 years is nothing.';
    const trait = await roast();
    expect(trait).toMatchObject({ writer: 'offline', isOffline: true });
    expect(trait.note).toMatch(/strayed from your career/);
  });
});
