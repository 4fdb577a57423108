import {
  companies,
  companyEmailDomains,
  creditLedger,
  generatedResumes,
  jobs,
  notifications,
  referralRequests,
  referrers,
  titles,
  users,
} from '@paysight/db';
import { asc, eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { grantCredits } from '../src/modules/billing/credits.service.js';
import { callApi, expectStatusMessage } from './api.js';
import { createCapturingMail, createClock, describeWithDb, useTestApp } from './helpers.js';
import { signedInUser, type SignedInUser as Member } from './users.js';

describeWithDb('referrals: proved employees refer; the seeker stays private until an accept; caps, expiry and bundle refunds', () => {
  const clock = createClock(new Date('2026-11-22T10:00:00Z'));
  const mail = createCapturingMail();
  const t = useTestApp({
    now: clock.now,
    mail,
    env: { REFERRALS_MAX_OPEN: '2', REFERRALS_MAX_ACCEPTS_PER_DAY: '1', REFERRALS_EXPIRE_DAYS: '7', REFERRALS_BUNDLE_CREDITS: '2' },
  });

  const SEEKER = { name: 'Priya Seeker', email: 'priya.seeker@seekers.example', phone: '+919812345678' };
  let seeker: Member;
  let ravi: Member; // referrer at Infosys by work email
  let meera: Member; // referrer at Infosys by work email
  let gmail: Member; // says Infosys, proves nothing
  let resumeId: number;

  const call = (method: 'GET' | 'PUT' | 'POST', url: string, who?: Member, payload?: unknown) =>
    callApi(t.app, method, url, who?.headers, payload);
  const raw = async (method: 'GET' | 'POST', url: string, who: Member, payload?: unknown) => {
    const res = await t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: who.headers,
      ...(payload ? { payload: payload as object } : {}),
    });
    return { status: res.statusCode, text: res.body, body: res.json() };
  };
  const workAt = (who: Member, company: string) =>
    call('PUT', '/profile/career', who, {
      countryCode: 'in',
      positions: [{ company, title: 'Software Engineer', start: '2021-01', end: null }],
      education: [],
    });
  const NOTE = 'Five years building payment services in Java; I fit the backend role well.';
  const ask = (who: Member, extra: Record<string, unknown> = {}) =>
    call('POST', '/referrals/companies/apply', who, {
      company: 'infosys',
      applyUrl: 'https://careers.infosys.com/jobs/123',
      jobTitle: 'Senior Software Engineer',
      resumeId,
      note: NOTE,
      ...extra,
    });
  /** Every seeker detail that must not reach a referrer before they accept. */
  const expectNoSeekerIn = (text: string) => {
    for (const secret of [SEEKER.name, SEEKER.email, SEEKER.phone, 'Payments Lead at Razorpay', String(seeker.user.id)])
      expect(text, secret).not.toContain(secret);
  };

  beforeAll(async () => {
    const { db } = t.database;
    const [infosys] = await db.select().from(companies).where(eq(companies.slug, 'infosys'));
    // The demo data records the catalogue's known work-email domains (Infosys: infosys.com).
    await db.insert(companyEmailDomains).values({ domain: 'infosys.com', companyId: infosys!.id }).onConflictDoNothing();
    seeker = await signedInUser(t, clock.now(), { email: SEEKER.email, name: SEEKER.name });
    await db.execute(
      sql`insert into profiles (user_id, phone_no) values (${seeker.user.id}, ${SEEKER.phone})
          on conflict (user_id) do update set phone_no = excluded.phone_no`,
    );
    ravi = await signedInUser(t, clock.now(), { email: 'ravi@infosys.com', name: 'Ravi Referrer' });
    meera = await signedInUser(t, clock.now(), { email: 'meera@infosys.com', name: 'Meera Referrer' });
    gmail = await signedInUser(t, clock.now(), { email: 'says.infosys@gmail.com', name: 'Unproven' });
    for (const m of [ravi, meera, gmail]) expect((await workAt(m, 'infosys')).status).toBe(200);
    const [resume] = await db
      .insert(generatedResumes)
      .values({
        userId: seeker.user.id,
        resume: {
          basics: { name: SEEKER.name, label: 'Payments Lead', email: SEEKER.email, phone: SEEKER.phone },
          work: [{ name: 'Razorpay', position: 'Payments Lead', startDate: '2021-01', highlights: [] }],
          education: [],
          skills: [{ name: 'Skills', keywords: ['Java', 'Kafka'] }],
        },
        storageKey: 'tailored-resumes/priya-1',
        pdfSize: 8,
      })
      .returning();
    resumeId = resume!.id;
  });

  it('only a member proved at their current company may refer there, each refusal saying why', async () => {
    expect((await call('POST', '/referrals/referrers/apply', undefined, { company: 'infosys' })).status).toBe(401);
    expectStatusMessage(await call('POST', '/referrals/referrers/apply', seeker, { company: 'infosys' }), 403, /not your current company/);
    expectStatusMessage(await call('POST', '/referrals/referrers/apply', gmail, { company: 'infosys' }), 403, /verified work email/);
    expectStatusMessage(await call('POST', '/referrals/referrers/apply', ravi, { company: 'no-such-co' }), 404, /No company/);
    const ok = await raw('POST', '/referrals/referrers/apply', ravi, { company: 'infosys', title: 'software-engineer', level: 3 });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ company: { slug: 'infosys' }, eligible: true, level: 3 });
    expect((await call('POST', '/referrals/referrers/apply', meera, { company: 'infosys' })).status).toBe(200);

    const listed = (await call('GET', '/referrals/companies?q=infos')).body.data;
    const infosys = listed.items.find((c: { company: { slug: string } }) => c.company.slug === 'infosys');
    // Two referrers: how many, and their answer time, are under the privacy floor (fewer than MIN_SLICE people).
    expect(infosys).toMatchObject({ referrers: null, askable: true, demoReferrers: 0, medianAnswerHours: null });
    expect(listed.minSlice).toBe(5);
    // A family Ravi (a software engineer) does not match: Meera stated none and matches all, so Infosys can still be asked.
    const design = (await call('GET', '/referrals/companies?q=infos&title=data-scientist')).body.data;
    expect(design.items.find((c: { company: { slug: string } }) => c.company.slug === 'infosys')).toMatchObject({
      referrers: null,
      askable: true,
    });
  });

  it('a request names a live job, carries an own resume and a note without contact details', async () => {
    expectStatusMessage(await ask(seeker, { note: 'Please refer me, mail me at priya@home.example any time' }), 400, /email address/);
    expectStatusMessage(await ask(seeker, { note: 'Call me on +91 98123 45678, I fit the backend role well.' }), 400, /phone number/);
    expectStatusMessage(await ask(seeker, { applyUrl: undefined }), 400, /Name the job/);
    expectStatusMessage(await ask(seeker, { jobId: 999_999, applyUrl: undefined, company: undefined }), 404, /no longer listed/);
    expectStatusMessage(await ask(seeker, { resumeId: 999_999 }), 404, /No such resume/);
    expectStatusMessage(await ask(ravi, {}), 404, /No such resume/);
    expectStatusMessage(await ask(seeker, { company: 'wipro' }), 409, /No eligible referrer at Wipro/);
  });

  it('nothing a referrer reads names the seeker or carries their resume until that referrer accepts; then only theirs does', async () => {
    const mailsBefore = mail.sent.length;
    const made = await ask(seeker);
    expect(made.status).toBe(200);
    const id = made.body.data.id as number;
    expect(made.body.data).toMatchObject({ status: 'requested', referrer: null, company: { slug: 'infosys' } });
    expectStatusMessage(await ask(seeker), 409, /already have an open request at Infosys/);

    // Both referrers are told (bell and mail), with nothing of the seeker's.
    const toReferrers = mail.sent.slice(mailsBefore);
    expect(toReferrers.map((m) => m.to).sort()).toEqual(['meera@infosys.com', 'ravi@infosys.com']);
    for (const m of toReferrers) expectNoSeekerIn(JSON.stringify(m));
    for (const who of [ravi, meera]) {
      const bell = await raw('GET', '/notifications', who);
      expect(bell.body.data.items[0].text).toMatch(/referral to Senior Software Engineer at Infosys/);
      expectNoSeekerIn(bell.text);
      const inbox = await raw('GET', '/referrals/referrers', who);
      expect(inbox.body.data.inbox).toHaveLength(1);
      expect(inbox.body.data.inbox[0]).toMatchObject({ id, note: NOTE, seeker: null, status: 'requested' });
      expectNoSeekerIn(inbox.text);
    }
    // A member who is not an eligible referrer cannot answer (as if it did not exist).
    expectStatusMessage(await call('POST', `/referrals/${id}/answer`, gmail, { decision: 'accept' }), 404, 'No such referral request');
    expectStatusMessage(await call('POST', `/referrals/${id}/answer`, seeker, { decision: 'accept' }), 404, 'No such referral request');

    const accepted = await raw('POST', `/referrals/${id}/answer`, ravi, { decision: 'accept' });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.seeker).toMatchObject({
      name: SEEKER.name,
      email: SEEKER.email,
      phone: SEEKER.phone,
      resume: { id: resumeId, headline: 'Payments Lead', work: ['Payments Lead at Razorpay (2021-01–now)'] },
    });
    // The other referrer: the request left the inbox, and answering it now is refused without the seeker.
    const other = await raw('GET', '/referrals/referrers', meera);
    expect(other.body.data.inbox).toEqual([]);
    expectNoSeekerIn(other.text);
    const late = await raw('POST', `/referrals/${id}/answer`, meera, { decision: 'accept' });
    expect(late.status).toBe(409);
    expectNoSeekerIn(late.text);

    // The seeker is told who accepted (bell and mail) and may confirm, once.
    const mine = (await call('GET', '/referrals', seeker)).body.data;
    expect(mine.items[0]).toMatchObject({ id, status: 'accepted', referrer: { name: 'Ravi Referrer', email: 'ravi@infosys.com' } });
    expect(mail.last()).toMatchObject({ to: SEEKER.email, subject: 'Your referral request at Infosys was accepted' });
    const confirmed = await call('POST', `/referrals/${id}/outcome`, seeker, { outcome: 'confirmed' });
    expect(confirmed.body.data).toMatchObject({ status: 'accepted', outcome: 'confirmed' });
    expectStatusMessage(await call('POST', `/referrals/${id}/outcome`, seeker, { outcome: 'disputed' }), 409, /already confirmed/);
    expectStatusMessage(await call('POST', `/referrals/${id}/outcome`, ravi, { outcome: 'disputed' }), 404, 'No such referral request');
    expect(mail.last()).toMatchObject({ to: 'ravi@infosys.com', subject: 'Your referral was confirmed' });
  });

  it('a declined seeker is never told who declined', async () => {
    clock.advance(60);
    const made = await ask(seeker, { applyUrl: 'https://careers.infosys.com/jobs/456' });
    const id = made.body.data.id as number;
    const declined = await raw('POST', `/referrals/${id}/answer`, ravi, { decision: 'decline' });
    expect(declined.status).toBe(200);
    expect(declined.body.data).toMatchObject({ id, seeker: null });
    expectNoSeekerIn(declined.text);
    // One of two declined: still open for the other, and nothing sent to the seeker yet.
    expect((await call('GET', '/referrals', seeker)).body.data.items[0]).toMatchObject({ id, status: 'requested' });
    expect((await call('POST', `/referrals/${id}/answer`, meera, { decision: 'decline' })).status).toBe(200);
    const view = await raw('GET', '/referrals', seeker);
    expect(view.body.data.items[0]).toMatchObject({ id, status: 'declined', closeReason: 'all-declined', referrer: null });
    const bell = await raw('GET', '/notifications', seeker);
    expect(bell.body.data.items[0].text).toMatch(/at Infosys was declined/);
    for (const text of [JSON.stringify(view.body.data.items[0]), JSON.stringify(bell.body.data.items[0]), JSON.stringify(mail.last())])
      for (const name of ['Ravi', 'Meera', 'ravi@infosys.com', 'meera@infosys.com']) expect(text).not.toContain(name);
  });

  it('caps: open requests per seeker and accepts per referrer a day, the next one refused', async () => {
    const wipro = (await t.database.db.select().from(companies).where(eq(companies.slug, 'wipro')))[0]!;
    await t.database.db.insert(companyEmailDomains).values({ domain: 'wipro.com', companyId: wipro.id }).onConflictDoNothing();
    const wiproReferrer = await signedInUser(t, clock.now(), { email: 'kiran@wipro.com', name: 'Kiran' });
    await workAt(wiproReferrer, 'wipro');
    expect((await call('POST', '/referrals/referrers/apply', wiproReferrer, { company: 'wipro' })).status).toBe(200);

    // Open: the Infosys one of the last test is closed; two open at most (REFERRALS_MAX_OPEN=2).
    const a = await ask(seeker, { applyUrl: 'https://careers.infosys.com/jobs/789' });
    const b = await ask(seeker, { company: 'wipro', applyUrl: 'https://careers.wipro.com/jobs/1' });
    expect([a.status, b.status]).toEqual([200, 200]);
    expectStatusMessage(
      await ask(seeker, { company: 'wipro', applyUrl: 'https://careers.wipro.com/jobs/2' }),
      409,
      /2 open referral requests, the most/,
    );

    // Ravi accepted one in the last 24 hours (REFERRALS_MAX_ACCEPTS_PER_DAY=1): the next waits a day.
    expectStatusMessage(await call('POST', `/referrals/${a.body.data.id}/answer`, ravi, { decision: 'accept' }), 409, /the most a day/);
    clock.advance(24 * 60);
    expect((await call('POST', `/referrals/${a.body.data.id}/answer`, ravi, { decision: 'accept' })).status).toBe(200);
    expect((await call('GET', '/referrals/referrers', ravi)).body.data).toMatchObject({ acceptsToday: 1, maxAcceptsPerDay: 1 });
  });

  it('a referrer who changes company loses eligibility there: their inbox empties and answers are refused', async () => {
    const wiproRequest = (await call('GET', '/referrals', seeker)).body.data.items.find(
      (r: { company: { slug: string }; status: string }) => r.company.slug === 'wipro' && r.status === 'requested',
    );
    const kiran = await signedInUser(t, clock.now(), { email: 'kiran2@wipro.com', name: 'Kiran Two' });
    await workAt(kiran, 'wipro');
    await call('POST', '/referrals/referrers/apply', kiran, { company: 'wipro' });
    expect((await call('GET', '/referrals/referrers', kiran)).body.data.inbox.map((r: { id: number }) => r.id)).toContain(wiproRequest.id);

    expect((await workAt(kiran, 'infosys')).status).toBe(200);
    const after = (await call('GET', '/referrals/referrers', kiran)).body.data;
    expect(after.inbox).toEqual([]);
    expect(after.companies[0]).toMatchObject({
      company: { slug: 'wipro' },
      eligible: false,
      reason: expect.stringMatching(/not your current company/),
    });
    expectStatusMessage(
      await call('POST', `/referrals/${wiproRequest.id}/answer`, kiran, { decision: 'accept' }),
      404,
      'No such referral request',
    );
    // Wipro's other referrer can still be asked (how many there are is under the privacy floor).
    const listed = (await call('GET', '/referrals/companies?q=wipro')).body.data.items;
    expect(listed.find((c: { company: { slug: string } }) => c.company.slug === 'wipro')).toMatchObject({ referrers: null, askable: true });
  });

  it('a bundle spends credits for each company; one with no eligible referrer, and one with no answer in time, is refunded', async () => {
    const bundle = {
      companies: ['infosys', 'tata-consultancy-services'],
      applyUrl: 'https://example.org/careers/backend',
      jobTitle: 'Backend Engineer',
      resumeId,
      note: NOTE,
    };
    // Too few credits: refused, and nothing written.
    const asked = { ...bundle, companies: ['wipro', 'tata-consultancy-services'] };
    expectStatusMessage(await call('POST', '/referrals/bundles/apply', seeker, asked), 402, /Not enough credits/);
    expect((await call('GET', '/referrals/bundles', seeker)).body.data).toMatchObject({ items: [], balance: 0 });

    await t.database.db.transaction((tx) => grantCredits(tx as never, seeker.user.id, 10, 'purchase', 'order-referrals-1', clock.now()));
    // Open at Wipro already (from the caps test): a bundle naming it is refused whole, nothing spent.
    expectStatusMessage(await call('POST', '/referrals/bundles/apply', seeker, asked), 409, /already have an open request at Wipro/);
    expect((await call('GET', '/referrals/bundles', seeker)).body.data).toMatchObject({ items: [], balance: 10 });
    // That request expires unanswered (no credits were paid for it, none come back).
    clock.advance(8 * 24 * 60);
    expect(await t.app.tasks.run('referrals.expire')).toBe(1);

    const ok = await call('POST', '/referrals/bundles/apply', seeker, asked);
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ credits: 4, refundedCredits: 2 });
    const tcs = ok.body.data.requests.find((r: { company: { slug: string } }) => r.company.slug === 'tata-consultancy-services');
    expect(tcs).toMatchObject({ status: 'expired', closeReason: 'no-referrer', refundedCredits: 2 });
    expect((await call('GET', '/referrals/bundles', seeker)).body.data.balance).toBe(8);
    // Bundles' requests do not count against the open cap.
    expect((await call('GET', '/referrals', seeker)).body.data.open).toBe(0);

    // Nobody at Wipro answers within the window: it expires and its credits come back, once.
    clock.advance(8 * 24 * 60);
    await t.app.tasks.run('referrals.expire');
    await t.app.tasks.run('referrals.expire');
    const view = (await call('GET', '/referrals/bundles', seeker)).body.data;
    expect(view.balance).toBe(10);
    expect(view.items[0]).toMatchObject({ credits: 4, refundedCredits: 4 });
    expect(view.items[0].requests.map((r: { status: string; closeReason: string }) => [r.status, r.closeReason]).sort()).toEqual([
      ['expired', 'no-answer'],
      ['expired', 'no-referrer'],
    ]);
    const ledger = await t.database.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.userId, seeker.user.id))
      .orderBy(asc(creditLedger.id));
    expect(ledger.filter((e) => e.reason.startsWith('referral')).map((e) => [e.reason, e.delta])).toEqual([
      ['referral-bundle', -4],
      ['referral-refund', 2],
      ['referral-refund', 2],
    ]);
    expect(mail.last()).toMatchObject({ to: SEEKER.email, subject: 'Your referral request at Wipro expired' });
    const rows = await t.database.db.select().from(referralRequests).where(eq(referralRequests.seekerId, seeker.user.id));
    expect(rows.every((r) => r.status !== 'requested' || r.bundleId === null)).toBe(true);
  });

  it('demo referrers are labelled demo members who cannot sign in, are never asked, and a company with only them cannot be asked', async () => {
    const { db } = t.database;
    const demo = await db
      .select({ user: users, referrer: referrers })
      .from(referrers)
      .innerJoin(users, eq(users.id, referrers.userId))
      .where(eq(referrers.isDemo, true));
    expect(demo.length).toBeGreaterThanOrEqual(20);
    for (const { user } of demo) {
      expect(user.blocked).toBe(true);
      expect(user.passwordHash).toBeNull();
      expect(user.email).toMatch(/^referrals-\d+@demo\.paysight\.invalid$/);
      expect(await db.select().from(notifications).where(eq(notifications.userId, user.id))).toEqual([]);
    }
    const listed = (await call('GET', '/referrals/companies?q=google')).body.data.items;
    expect(listed.find((c: { company: { slug: string } }) => c.company.slug === 'google')).toMatchObject({
      referrers: 0,
      demoReferrers: 6,
    });
    expectStatusMessage(
      await ask(seeker, { company: 'google', applyUrl: 'https://careers.google.com/jobs/1' }),
      409,
      'Google has only demo referrers so far, who never answer: ask another company',
    );
  });

  it('a request may name a job listed on Paysight: its company, title and apply URL come from the job; a stale job is refused', async () => {
    const { db } = t.database;
    const [infosys] = await db.select().from(companies).where(eq(companies.slug, 'infosys'));
    const [swe] = await db.select().from(titles).where(eq(titles.slug, 'software-engineer'));
    const job = (updatedAt: Date, n: number) => ({
      title: `Senior Software Engineer, Payments ${n}`,
      titleId: swe!.id,
      standardLevel: 3,
      titleKey: `senior software engineer payments ${n}`,
      companyId: infosys!.id,
      locationKey: '',
      remote: 'none' as const,
      descriptionHtml: '<p>Payments.</p>',
      descriptionText: 'Payments.',
      postedAt: updatedAt,
      updatedAt,
      applyUrl: `https://careers.infosys.com/jobs/payments-${n}`,
    });
    const [live, stale] = await db
      .insert(jobs)
      .values([job(clock.now(), 1), job(new Date(clock.now().getTime() - 40 * 24 * 3600 * 1000), 2)])
      .returning({ id: jobs.id });
    const byJob = (jobId: number, company?: string) => ask(seeker, { jobId, company, applyUrl: undefined, jobTitle: undefined });
    expectStatusMessage(await byJob(stale!.id), 404, 'That job is no longer listed on Paysight: name a live job');
    expectStatusMessage(await byJob(live!.id, 'wipro'), 400, 'That job is at Infosys, not wipro');
    const made = await byJob(live!.id);
    expect(made.status).toBe(200);
    expect(made.body.data).toMatchObject({
      company: { slug: 'infosys' },
      job: { id: live!.id, title: 'Senior Software Engineer, Payments 1', applyUrl: 'https://careers.infosys.com/jobs/payments-1' },
      status: 'requested',
    });
    // Matched on the job's title family and level: Ravi (a software engineer at that level) has it in his inbox.
    const inbox = (await call('GET', '/referrals/referrers', ravi)).body.data.inbox;
    expect(inbox.map((r: { id: number }) => r.id)).toContain(made.body.data.id);
  });

  it('how many referrers a company has shows from MIN_SLICE of them; under it the list says only that it can be asked', async () => {
    const infosys = async () => {
      const res = await raw('GET', '/referrals/companies?q=infos', seeker);
      return { text: res.text, item: res.body.data.items.find((c: { company: { slug: string } }) => c.company.slug === 'infosys') };
    };
    const under = await infosys();
    expect(under.item).toMatchObject({ referrers: null, askable: true });
    expect(under.text).not.toMatch(/"referrers":[1-4][,}]/);
    // Members proved at Infosys offer to refer, one at a time: the count appears only once there are five.
    let shown: number | null = null;
    let added = 0;
    while (shown === null) {
      added += 1;
      expect(added, 'the count shows by the fifth referrer').toBeLessThanOrEqual(5);
      const member = await signedInUser(t, clock.now(), { email: `referrer-${added}@infosys.com`, name: `Referrer ${added}` });
      expect((await workAt(member, 'infosys')).status).toBe(200);
      expect((await call('POST', '/referrals/referrers/apply', member, { company: 'infosys' })).status).toBe(200);
      shown = (await infosys()).item.referrers;
    }
    expect(shown).toBe(5);
  });
});
