import { companies, companyEmailDomains, generatedResumes, referrers, users } from '@paysight/db';
import { seedReferralsDemo } from '@paysight/db/demo';
import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { grantCredits } from '../src/modules/billing/credits.service.js';
import { callApi, expectStatusMessage } from './api.js';
import { createCapturingMail, createClock, describeWithDb, useTestApp } from './helpers.js';
import { signedInUser, type SignedInUser as Member } from './users.js';

/**
 * Companies' work-email domains (docs/decisions/048-referrals.md): admins list, add and remove them;
 * removing one re-checks who may refer at once. And the companies list of /referral, page by page.
 */
describeWithDb('referrals: work-email domains kept by admins, and the companies list by page', () => {
  const clock = createClock(new Date('2026-11-22T10:00:00Z'));
  const mail = createCapturingMail();
  const t = useTestApp({ now: clock.now, mail, env: { REFERRALS_BUNDLE_CREDITS: '2' } });
  const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, who?: Member, payload?: unknown) =>
    callApi(t.app, method, url, who?.headers, payload);

  let admin: Member;
  let member: Member;
  let kiran: Member; // refers at Wipro, proved by wipro.com only
  let asha: Member; // refers at Wipro (entry level), proved by wipro.co.in
  const seekers: Member[] = [];
  const resumes: number[] = [];

  const workAt = (who: Member, company: string) =>
    call('PUT', '/profile/career', who, {
      countryCode: 'in',
      positions: [{ company, title: 'Software Engineer', start: '2021-01', end: null }],
      education: [],
    });
  const NOTE = 'Five years building payment services in Java; I fit the backend role well.';

  beforeAll(async () => {
    admin = await signedInUser(t, clock.now(), { email: 'domains-admin@paysight.test', role: 'admin' });
    member = await signedInUser(t, clock.now(), { email: 'not-an-admin@paysight.test' });
    kiran = await signedInUser(t, clock.now(), { email: 'kiran@wipro.com', name: 'Kiran' });
    asha = await signedInUser(t, clock.now(), { email: 'asha@wipro.co.in', name: 'Asha' });
    for (let i = 0; i < 3; i++) {
      const seeker = await signedInUser(t, clock.now(), { email: `seeker${i}@seekers.example`, name: `Seeker ${i}` });
      seekers.push(seeker);
      const [resume] = await t.database.db
        .insert(generatedResumes)
        .values({
          userId: seeker.user.id,
          resume: { basics: { name: `Seeker ${i}` }, work: [], education: [], skills: [] },
          storageKey: `tailored-resumes/seeker-${i}`,
          pdfSize: 8,
        })
        .returning();
      resumes.push(resume!.id);
    }
  });

  it('admins only: a visitor is asked to sign in, a member is refused, each call', async () => {
    for (const [method, url, body] of [
      ['GET', '/admin/company-domains', undefined],
      ['POST', '/admin/company-domains', { company: 'wipro', domain: 'wipro.co.in' }],
      ['DELETE', '/admin/company-domains/wipro.com', undefined],
    ] as const) {
      expect((await call(method, url, undefined, body)).status, `${method} ${url}`).toBe(401);
      expect((await call(method, url, member, body)).status, `${method} ${url}`).toBe(403);
    }
    // Nothing changed: wipro.com is still Wipro's (the demo data records the well-known employers' domains).
    const listed = (await call('GET', '/admin/company-domains?q=wipro', admin)).body.data;
    expect(listed.items.map((d: { domain: string }) => d.domain)).toEqual(['wipro.com']);
  });

  it('takes a bare domain only: a web address, an email address, a free-mail domain or a malformed name is refused, saying what to type', async () => {
    const add = (domain: unknown, company: unknown = 'wipro') => call('POST', '/admin/company-domains', admin, { company, domain });
    expectStatusMessage(await add('https://wipro.co.in'), 400, { contains: 'not a web address' });
    expectStatusMessage(await add('wipro.co.in/careers'), 400, { contains: 'not a web address' });
    expectStatusMessage(await add('hr@wipro.co.in'), 400, { contains: 'not an email address' });
    expectStatusMessage(await add('wipro'), 400, { contains: 'domain name such as infosys.com' });
    expectStatusMessage(await add('wipro..com'), 400, { contains: 'domain name such as infosys.com' });
    expectStatusMessage(await add(''), 400, { contains: 'domain' });
    expectStatusMessage(
      await add('GMail.com'),
      400,
      'gmail.com is a free email domain: anyone can have an address there, so it proves no employment',
    );
    expectStatusMessage(await add('wipro.co.in', 'no-such-company'), 404, 'No company "no-such-company"');
    expectStatusMessage(await add('WIPRO.com '), 409, 'wipro.com is already a work-email domain of Wipro');
    expectStatusMessage(await call('DELETE', '/admin/company-domains/https:%2F%2Fwipro.com', admin), 400, {
      contains: 'not a web address',
    });
    expectStatusMessage(
      await call('DELETE', '/admin/company-domains/nobody.example', admin),
      404,
      'nobody.example is not a work-email domain of any company',
    );

    const added = await add(' Wipro.CO.in ');
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({ domain: 'wipro.co.in', company: { slug: 'wipro', name: 'Wipro' }, referrers: 0 });
    const listed = (await call('GET', '/admin/company-domains?q=wipro', admin)).body.data;
    expect(listed).toMatchObject({ total: 2, page: 1, pageSize: 50 });
    expect(listed.items.map((d: { domain: string }) => d.domain)).toEqual(['wipro.co.in', 'wipro.com']);
  });

  it('removing a domain: referrers it alone proved stop referring at once, and requests nobody can answer any more close, a bundle refunded', async () => {
    for (const m of [kiran, asha]) expect((await workAt(m, 'wipro')).status).toBe(200);
    expect((await call('POST', '/referrals/referrers/apply', kiran, { company: 'wipro' })).status).toBe(200);
    expect((await call('POST', '/referrals/referrers/apply', asha, { company: 'wipro', level: 1 })).status).toBe(200);
    const listed = (await call('GET', '/admin/company-domains?q=wipro', admin)).body.data.items;
    expect(listed.map((d: { domain: string; referrers: number }) => [d.domain, d.referrers])).toEqual([
      ['wipro.co.in', 1],
      ['wipro.com', 1],
    ]);

    const [low, high, bundled] = seekers as [Member, Member, Member];
    const ask = (who: Member, i: number, level: number) =>
      call('POST', '/referrals/companies/apply', who, {
        company: 'wipro',
        applyUrl: `https://careers.wipro.com/jobs/${i}`,
        jobTitle: 'Backend Engineer',
        level,
        resumeId: resumes[i],
        note: NOTE,
      });
    // Mid level: both match (Asha refers up to one level above her own). Principal: only Kiran, who stated no level.
    const answerable = (await ask(low, 0, 2)).body.data.id as number;
    const onlyKiran = (await ask(high, 1, 6)).body.data.id as number;
    await t.database.db.transaction((tx) => grantCredits(tx as never, bundled.user.id, 10, 'purchase', 'order-domains-1', clock.now()));
    const bundle = await call('POST', '/referrals/bundles/apply', bundled, {
      companies: ['wipro', 'tata-consultancy-services'],
      applyUrl: 'https://example.org/careers/principal',
      jobTitle: 'Principal Engineer',
      level: 6,
      resumeId: resumes[2],
      note: NOTE,
    });
    expect(bundle.status).toBe(200);
    // TCS has no referrer: refunded at once; Wipro's is open.
    expect(bundle.body.data).toMatchObject({ credits: 4, refundedCredits: 2 });
    expect((await call('GET', '/referrals/bundles', bundled)).body.data.balance).toBe(8);
    expect((await call('GET', '/referrals/referrers', kiran)).body.data.inbox).toHaveLength(3);

    const removed = await call('DELETE', '/admin/company-domains/wipro.com', admin);
    expect(removed.status).toBe(200);
    expect(removed.body.data).toEqual({
      domain: 'wipro.com',
      company: { name: 'Wipro', slug: 'wipro' },
      referrersLost: 1,
      requestsClosed: 2,
    });

    // Kiran: no inbox, and told why and what else proves it.
    const kiranView = (await call('GET', '/referrals/referrers', kiran)).body.data;
    expect(kiranView.inbox).toEqual([]);
    expect(kiranView.companies[0]).toMatchObject({
      company: { slug: 'wipro' },
      eligible: false,
      reason: expect.stringMatching(/Prove you work at Wipro/),
    });
    expectStatusMessage(
      await call('POST', `/referrals/${answerable}/answer`, kiran, { decision: 'accept' }),
      404,
      'No such referral request',
    );
    expect((await call('GET', '/notifications', kiran)).body.data.items[0].text).toBe(
      'Your address at wipro.com no longer proves you work at Wipro, so you cannot refer there for now. A verified salary at Wipro proves it too.',
    );
    // Asha still refers: the request she matches stays open, in her inbox.
    expect((await call('GET', '/referrals', low)).body.data.items[0]).toMatchObject({ id: answerable, status: 'requested' });
    expect((await call('GET', '/referrals/referrers', asha)).body.data.inbox.map((r: { id: number }) => r.id)).toEqual([answerable]);
    // Only Kiran could answer the Principal ones: closed, the seeker told; the bundle's company refunded, once.
    expect((await call('GET', '/referrals', high)).body.data.items[0]).toMatchObject({
      id: onlyKiran,
      status: 'expired',
      closeReason: 'no-referrer',
      refundedCredits: 0,
    });
    expect(mail.sent.find((m) => m.to === high.user.email)).toMatchObject({ subject: 'Your referral request at Wipro was closed' });
    const bundles = (await call('GET', '/referrals/bundles', bundled)).body.data;
    expect(bundles).toMatchObject({ balance: 10, items: [{ credits: 4, refundedCredits: 4 }] });
    expect((await call('GET', '/notifications', bundled)).body.data.items[0].text).toBe(
      'Your referral request for Principal Engineer at Wipro was closed: nobody there can refer you any more. 2 credits were refunded.',
    );
    // Asha can still be asked at Wipro (how many remain is under the floor); the domain is gone, and a second removal finds nothing.
    const wipro = (await call('GET', '/referrals/companies?q=wipro')).body.data.items[0];
    expect(wipro).toMatchObject({ company: { slug: 'wipro' }, referrers: null, askable: true });
    expectStatusMessage(
      await call('DELETE', '/admin/company-domains/wipro.com', admin),
      404,
      'wipro.com is not a work-email domain of any company',
    );
    // Adding it back proves Kiran again (eligibility is read, not stored).
    expect((await call('POST', '/admin/company-domains', admin, { company: 'wipro', domain: 'wipro.com' })).status).toBe(200);
    expect((await call('GET', '/referrals/referrers', kiran)).body.data.companies[0]).toMatchObject({ eligible: true, reason: null });
  });

  it('a well-known domain an admin removed stays removed when the server starts again', async () => {
    expect((await call('DELETE', '/admin/company-domains/tcs.com', admin)).status).toBe(200);
    await seedReferralsDemo(t.database.db, 1);
    expect(await t.database.db.select().from(companyEmailDomains).where(eq(companyEmailDomains.domain, 'tcs.com'))).toEqual([]);
    expect((await call('GET', '/admin/company-domains?q=tcs', admin)).body.data.items).toEqual([]);
  });

  it('pages the companies with referrers: 20 a page, in a stable order, no company twice, the total on each page', async () => {
    const { db } = t.database;
    // A demo member refers (as demo) at 30 more companies: the list now runs past one page.
    const [demo] = await db
      .insert(users)
      .values({ email: 'referrals-paging@demo.paysight.invalid', name: 'Demo', blocked: true })
      .returning({ id: users.id });
    const more = await db
      .select({ id: companies.id })
      .from(companies)
      .where(
        sql`${companies.slug} not in ('wipro', 'google', 'microsoft', 'amazon', 'flipkart', 'razorpay', 'swiggy', 'stripe', 'atlassian')`,
      )
      .orderBy(companies.slug)
      .limit(30);
    await db.insert(referrers).values(more.map((c) => ({ userId: demo!.id, companyId: c.id, isDemo: true, createdAt: clock.now() })));

    const page = async (n: number) => (await call('GET', `/referrals/companies?page=${n}`)).body.data;
    const first = await page(1);
    const second = await page(2);
    const third = await page(3);
    expect(first.total).toBeGreaterThanOrEqual(39);
    expect([first.pageSize, first.page, second.page]).toEqual([20, 1, 2]);
    expect(first.items).toHaveLength(20);
    expect(second.items).toHaveLength(Math.min(20, first.total - 20));
    expect(third.items).toHaveLength(Math.max(0, first.total - 40));
    for (const p of [second, third]) expect(p.total).toBe(first.total);
    const slugs = [...first.items, ...second.items, ...third.items].map((c: { company: { slug: string } }) => c.company.slug);
    expect(new Set(slugs).size).toBe(first.total);
    // Real referrers first: Wipro (Asha and Kiran, fewer than MIN_SLICE: not counted out) leads page 1.
    expect(first.items[0]).toMatchObject({ company: { slug: 'wipro' }, referrers: null, askable: true });
    expect((await page(1)).items).toEqual(first.items);
    // Past the end: an empty page with the total, so a page can say there is nothing more.
    expect(await page(50)).toMatchObject({ items: [], total: first.total, page: 50 });
    expectStatusMessage(await call('GET', '/referrals/companies?page=0'), 400, { contains: 'page must be at least 1' });
    expectStatusMessage(await call('GET', '/referrals/companies?page=501'), 400, { contains: 'page must be at most 500' });
    expectStatusMessage(await call('GET', '/referrals/companies?page=two'), 400, { contains: 'page' });
    await db.delete(referrers).where(inArray(referrers.userId, [demo!.id]));
    await db.delete(users).where(eq(users.id, demo!.id));
  });
});
