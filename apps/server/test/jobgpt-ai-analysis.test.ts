import { api } from '@paysight/contract';
import { companies, jobs, locations, skills, titles } from '@paysight/db';
import { seedJobsDemo } from '@paysight/db/demo';
import { insertSalaryRecords } from '@paysight/db/factories';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { traitWordsOf } from '../src/modules/jobgpt/ai-analysis.rules.js';
import { expectStatusMessage } from './api.js';
import { createClock, createTestApp, describeWithDb, type TestApp } from './helpers.js';
import { expectOnlyFigures, startLlmEndpoint } from './llm-endpoint.js';
import { signedInUser, type SignedInUser as Member } from './users.js';

interface Target {
  id: number;
  /** As posted ("Senior Data Engineer"). */
  jobTitle: string;
  /** Its catalogue title, what a hunt asks for. */
  title: string;
  skills: string[];
  company: { name: string; slug: string };
  titleSlug: string;
  city: string;
  locationSlug: string;
}

/** A demo job with a catalogue title, skills and an Indian city, and ten published salaries for its company and title there. */
async function prepare(t: TestApp, now: Date, count: number): Promise<Target> {
  const db = t.database.db;
  await seedJobsDemo(db, { now, count });
  const rows = await db.select().from(jobs).orderBy(jobs.id).limit(count);
  const job = rows.find((r) => r.titleId !== null && r.skillIds.length >= 2 && r.countryCodes[0] === 'in' && r.locationIds.length > 0)!;
  const [title] = await db.select().from(titles).where(eq(titles.id, job.titleId!));
  const named = await db.select().from(skills).where(inArray(skills.id, job.skillIds));
  const [company] = await db.select().from(companies).where(eq(companies.id, job.companyId));
  const [location] = await db.select().from(locations).where(eq(locations.id, job.locationIds[0]!));
  await insertSalaryRecords(
    db,
    Array.from({ length: 10 }, (_, i) => ({
      countryCode: 'in' as const,
      companyId: job.companyId,
      titleId: job.titleId!,
      standardLevel: 3,
      locationId: location!.id,
      base: 3_000_000 + i * 100_000,
      source: 'import' as const,
      verification: 'import' as const,
    })),
  );
  return {
    id: job.id,
    jobTitle: job.title,
    title: title!.name,
    skills: named.map((s) => s.name),
    company: { name: company!.name, slug: company!.slug },
    titleSlug: title!.slug,
    city: location!.city,
    locationSlug: location!.slug,
  };
}

/** Every number the text quotes is one of the analysis's figures (at the precision written). */
function expectOnlyItsFigures(a: api.AiAnalysis, names: string[]) {
  expectOnlyFigures(
    a.text,
    Object.values(a.figures).filter((v): v is number => typeof v === 'number'),
    names,
  );
}

describeWithDb('JobGPT AI analysis', () => {
  const clock = createClock(new Date('2026-11-24T09:00:00Z'));
  let t: TestApp;
  let target: Target;
  let n = 0;

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    target = await prepare(t, clock.now(), 120);
  }, 120_000);
  afterAll(() => t.close());

  const call = (url: string, m: Member | null, payload?: object) =>
    t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: m?.headers ?? {}, ...(payload ? { payload } : {}) });
  const analyze = async (url: string, m: Member | null, payload: object) => {
    const res = await call(url, m, payload);
    return { status: res.statusCode, body: res.json() as { message: string; data: api.AiAnalysis } };
  };
  const names = () => [target.jobTitle, target.title, target.company.name, ...target.skills, 'Next role'];

  /** A member with a full profile (protected traits included), a current salary at the target's company and title, and a hunt for it. */
  const member = async (options: { hunt?: boolean } = {}) => {
    const m = await signedInUser(t, clock.now(), { email: `analyst${++n}@infosys.com`, name: 'Asha Rao' });
    const profile = await call('/profile', m, {
      skills: [target.skills[0]!],
      experience: 7,
      gender: 'female',
      dob: '1991-03-14',
      ethnicity: 'South Asian',
    });
    expect(profile.statusCode, profile.body).toBe(200);
    const salary = await call('/profile/salary', m, {
      currency: 'INR',
      company: target.company.slug,
      title: target.titleSlug,
      standardLevel: 3,
      location: target.locationSlug,
      experience: 7,
      base: 3_250_000,
      isCurrent: true,
    });
    expect(salary.statusCode, salary.body).toBe(200);
    if (options.hunt ?? true) {
      const hunt = await call('/job-hunts', m, {
        name: 'Next role',
        filters: { titles: [target.title], skills: target.skills.slice(0, 1), locations: [target.city] },
        settings: {},
      });
      expect(hunt.statusCode, hunt.body).toBe(200);
    }
    return m;
  };

  it('answers each command for a listed job from the member’s own figures: the match, their pay percentile, the company median', async () => {
    const m = await member();
    const texts: Record<string, string> = {};
    for (const command of api.AI_ANALYSIS_COMMANDS) {
      const res = await analyze(`/jobs/${target.id}/ai-analysis`, m, { command });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const a = res.body.data;
      expect(a).toMatchObject({ command, writer: 'offline' });
      expect(a.note).toBeUndefined();
      expect(a.match!.parts.map((p) => p.key)).toEqual(['skills', 'title', 'seniority', 'location', 'pay', 'recency']);
      expect(a.figures).toMatchObject({
        score: Math.round(a.match!.score * 100),
        years: 7,
        'skills-asked': target.skills.length,
        'matched-with': 'your hunt “Next role”',
      });
      // The ten imported salaries and the members' own published ones.
      expect(a.figures['company-median-count']).toBeGreaterThanOrEqual(10);
      expect(typeof a.figures.percentile).toBe('number');
      expectOnlyItsFigures(a, names());
      expect(traitWordsOf(a.text, names())).toEqual([]);
      expect(a.text).not.toMatch(/female|South Asian|1991/);
      texts[command] = a.text;
    }
    expect(texts.fit).toContain(`${target.jobTitle} at ${target.company.name}:`);
    expect(texts.fit).toMatch(new RegExp(`pays a median of ₹[\\d.]+ L a year in total for .+, from \\d+ salaries\\.`));
    expect(texts.fit).toMatch(/Your own pay, ₹32\.5 L, is at the \d+(st|nd|rd|th) percentile of \d+ published salaries/);
    expect(texts.gaps).toContain(target.skills[1]!);
    expect(texts.pitch).toMatch(new RegExp(`^Dear ${target.company.name} hiring team,`));
    expect(texts.pitch).toContain('I have 7 years of experience');
    expect(texts.pitch).not.toMatch(/₹/);
    expect(texts.questions).toContain(`- Walk us through a project that shows you can do the work of a ${target.jobTitle}.`);
  });

  it('with no hunt, matches with the member’s profile and says so; a focus note is kept in mind, one naming a trait left out', async () => {
    const m = await member({ hunt: false });
    const res = await analyze(`/jobs/${target.id}/ai-analysis`, m, { command: 'fit', extras: { focus: 'I am switching from QA' } });
    expect(res.status).toBe(200);
    expect(res.body.data.figures['matched-with']).toBe('your profile');
    expect(res.body.data.note).toMatch(/^Matched with your profile’s skills and years/);
    expect(res.body.data.text).toContain('You asked us to keep in mind: “I am switching from QA”.');
    expect(res.body.data.match!.parts.find((p) => p.key === 'seniority')!.detail).toMatch(/your 7 years|states no level/);

    const trait = await analyze(`/jobs/${target.id}/ai-analysis`, m, { command: 'gaps', extras: { focus: 'I am a woman in tech' } });
    expect(trait.status).toBe(200);
    expect(trait.body.data.text).not.toMatch(/woman/i);
    expect(trait.body.data.note).toContain('Your focus note was left out: it names a personal trait');
  });

  it('uses the hunt asked for, and another member’s hunt is 404', async () => {
    const owner = await member();
    const other = await member();
    const hunts = (await t.app.inject({ url: '/api/v1/job-hunts', headers: owner.headers })).json().data as api.JobHunt[];
    const mine = await analyze(`/jobs/${target.id}/ai-analysis`, owner, { command: 'fit', extras: { jobHuntId: hunts[0]!.id } });
    expect(mine.status).toBe(200);
    const theirs = await analyze(`/jobs/${target.id}/ai-analysis`, other, { command: 'fit', extras: { jobHuntId: hunts[0]!.id } });
    expectStatusMessage(theirs, 404, 'No such job hunt');
  });

  it('analyses the member’s application, even once its job is no longer listed; another member’s application is 404', async () => {
    const m = await member();
    const applied = await call(`/jobs/${target.id}/apply`, m, {});
    expect(applied.statusCode, applied.body).toBe(200);
    const application = applied.json().data as api.JobApplication;
    const res = await analyze(`/job-applications/${application.id}/ai-analysis`, m, { command: 'questions' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.text).toContain(`Likely interview questions for ${target.jobTitle} at ${target.company.name}:`);
    expectOnlyItsFigures(res.body.data, names());

    const other = await member();
    const refused = await analyze(`/job-applications/${application.id}/ai-analysis`, other, { command: 'fit' });
    expectStatusMessage(refused, 404, 'No such application');

    // Another application, whose job then goes unlisted (not updated for over a month).
    const otherJob = (await t.database.db.select().from(jobs).orderBy(jobs.id)).find((j) => j.id !== target.id)!;
    const app2 = (await call(`/jobs/${otherJob.id}/apply`, m, {})).json().data as api.JobApplication;
    await t.database.db
      .update(jobs)
      .set({ updatedAt: new Date(clock.now().getTime() - 40 * 86_400_000) })
      .where(eq(jobs.id, otherJob.id));
    expect((await analyze(`/jobs/${otherJob.id}/ai-analysis`, m, { command: 'fit' })).status).toBe(404);
    const stale = await analyze(`/job-applications/${app2.id}/ai-analysis`, m, { command: 'fit' });
    expect(stale.status, JSON.stringify(stale.body)).toBe(200);
    expect(stale.body.data.figures['company-median']).toBeUndefined();
    expect(stale.body.data.match!.parts.find((p) => p.key === 'recency')!.detail).toBe('Updated 40 days ago');
    expectOnlyItsFigures(stale.body.data, [otherJob.title, ...names()]);
  });

  it('refuses an unknown job (404), a bad command or extras (400, saying what is allowed), and a signed-out caller (401)', async () => {
    const m = await member({ hunt: false });
    const unknown = await analyze('/jobs/999999/ai-analysis', m, { command: 'fit' });
    expect(unknown.status).toBe(404);
    const bad = await analyze(`/jobs/${target.id}/ai-analysis`, m, { command: 'poem' });
    expectStatusMessage(bad, 400, /command must be one of fit, gaps, pitch, questions/);
    const long = await analyze(`/jobs/${target.id}/ai-analysis`, m, { command: 'fit', extras: { focus: 'x'.repeat(301) } });
    expectStatusMessage(long, 400, /extras.focus must be at most 300 characters/);
    expect((await analyze(`/jobs/${target.id}/ai-analysis`, m, { command: 'fit', extras: { tone: 'kind' } })).status).toBe(400);
    expect((await analyze(`/jobs/${target.id}/ai-analysis`, null, { command: 'fit' })).status).toBe(401);
    expect((await analyze('/job-applications/1/ai-analysis', null, { command: 'fit' })).status).toBe(401);
  });

  it('a member asks for at most 30 analyses a day, then gets a 429 that says so, and may ask again the next day', async () => {
    const m = await member({ hunt: false });
    for (let i = 0; i < api.AI_ANALYSIS_DAILY_LIMIT; i++) {
      expect((await analyze(`/jobs/${target.id}/ai-analysis`, m, { command: 'questions' })).status).toBe(200);
    }
    const refused = await analyze(`/jobs/${target.id}/ai-analysis`, m, { command: 'questions' });
    expectStatusMessage(refused, 429, /^You can ask JobGPT for at most 30 analyses a day; try again in (an hour|\d+ hours)$/);
    // Another member is not affected.
    expect((await analyze(`/jobs/${target.id}/ai-analysis`, await member({ hunt: false }), { command: 'fit' })).status).toBe(200);
    clock.advance(24 * 60 + 1);
    expect((await analyze(`/jobs/${target.id}/ai-analysis`, m, { command: 'questions' })).status).toBe(200);
  });
});

describeWithDb('JobGPT AI analysis with a model (a local OpenAI-compatible endpoint)', () => {
  const clock = createClock(new Date('2026-11-24T09:00:00Z'));
  let t: TestApp;
  let llm: Awaited<ReturnType<typeof startLlmEndpoint>>;
  let content = '';
  let target: Target;
  let m: Member;

  beforeAll(async () => {
    llm = await startLlmEndpoint('jobgpt-model', () => content);
    t = await createTestApp({ now: clock.now, env: llm.env });
    target = await prepare(t, clock.now(), 40);
    m = await signedInUser(t, clock.now(), { email: 'dee@paysight.test' });
    const profile = await t.app.inject({
      method: 'POST',
      url: '/api/v1/profile',
      payload: { experience: 3, gender: 'female', dob: '1991-03-14', ethnicity: 'South Asian' },
      headers: m.headers,
    });
    expect(profile.statusCode, profile.body).toBe(200);
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await llm.close();
  });

  const analyze = async (command: api.AiAnalysisCommand, extras?: object) =>
    (
      await t.app.inject({
        method: 'POST',
        url: `/api/v1/jobs/${target.id}/ai-analysis`,
        payload: { command, ...(extras ? { extras } : {}) },
        headers: m.headers,
      })
    ).json().data as api.AiAnalysis;

  it('tells the model the member’s figures and note, never their gender, birth date or ethnicity', async () => {
    content = 'Lead with what you have built.';
    const a = await analyze('gaps', { focus: 'I am switching from QA' });
    expect(a.writer).toBe('jobgpt-model');
    const sent = JSON.parse(llm.lastRequest()) as { messages: { content: string }[] };
    const prompt = sent.messages.map((x) => x.content).join('\n');
    expect(prompt).toContain(`Job: ${target.jobTitle} at ${target.company.name}`);
    expect(prompt).toContain('Your years of experience: 3 years');
    expect(prompt).toContain('I am switching from QA');
    expect(prompt).not.toMatch(/female|1991|South Asian/);

    await analyze('gaps', { focus: 'As a woman I want a calmer team' });
    expect(llm.lastRequest()).not.toMatch(/woman|calmer/);
  });

  it('returns the offline text with a note when the model invents a figure, and the model’s text when it quotes only the member’s figures', async () => {
    content = 'You match 97% of this job and would earn ₹99 L here.';
    const invented = await analyze('fit');
    expect(invented.writer).toBe('offline');
    expect(invented.note).toMatch(
      /^The writing model quoted a figure that is not yours, so this analysis was written offline from templates\./,
    );
    expect(invented.text).toContain(`${target.jobTitle} at ${target.company.name}:`);
    expect(invented.text).not.toContain('₹99 L');

    content = `A ${invented.figures.score}% match: with 3 years, lead with what you have built.`;
    const kept = await analyze('fit');
    expect(kept).toMatchObject({ text: content, writer: 'jobgpt-model' });
    expect(kept.note).toMatch(/^Matched with your profile/);

    content = 'At your age, 3 years is plenty.';
    const trait = await analyze('pitch');
    expect(trait.writer).toBe('offline');
    expect(trait.note).toMatch(/strayed from your career/);
  });
});
