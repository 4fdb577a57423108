import { companyLevels, offers, salaryRecords } from '@paysight/db';
import { insertCompany, insertLocation, insertSalaryRecords, insertTitle, type SalaryRecordInput } from '@paysight/db/factories';
import { createChallenge, solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { makePdf, multipart } from './documents.js';
import { createClock, describeWithDb, useTestApp } from './helpers.js';
import { callApi, expectStatusMessage } from './api.js';
import { percentile } from './percentile.js';
import { signedInMembers } from './users.js';

type Headers = Record<string, string>;

describeWithDb('offers', () => {
  // The real time: altcha-lib checks a challenge's expiry against the real clock as well.
  const clock = createClock(new Date());
  let asa: { headers: Headers };
  let bo: { headers: Headers };
  let ids: { google: number; swe: number; blr: number; hyd: number };

  // Google software engineers, standard level 3, in India: six in Bengaluru (the narrowest slice)
  // and two in Hyderabad. Stock, bonus and signing bonus are left out of some records on purpose.
  const blr = {
    base: [2_000_000, 2_200_000, 2_400_000, 2_600_000, 2_800_000, 3_000_000],
    stock: [400_000, 500_000, null, 600_000, 700_000, 800_000],
    bonus: [200_000, 200_000, 250_000, 250_000, 300_000, 300_000],
    signing: [100_000, 200_000, 300_000, 400_000, 500_000, null],
  };

  const t = useTestApp({ seed: false, now: clock.now });

  beforeAll(async () => {
    const db = t.database.db;
    const google = await insertCompany(db, { name: 'Google' });
    const swe = await insertTitle(db, { name: 'Software Engineer' });
    const bengaluru = await insertLocation(db, { city: 'Bengaluru', countryCode: 'in' });
    const hyderabad = await insertLocation(db, { city: 'Hyderabad', countryCode: 'in' });
    await insertLocation(db, { city: 'Seattle', countryCode: 'us' });
    await db.insert(companyLevels).values({ companyId: google.id, familyId: swe.familyId, name: 'L5', standardLevel: 3 });
    ids = { google: google.id, swe: swe.id, blr: bengaluru.id, hyd: hyderabad.id };
    const records: SalaryRecordInput[] = [
      ...blr.base.map((base, i) => ({
        countryCode: 'in' as const,
        companyId: ids.google,
        titleId: ids.swe,
        standardLevel: 3,
        locationId: ids.blr,
        base,
        stockYearly: blr.stock[i],
        bonus: blr.bonus[i],
        signingBonus: blr.signing[i],
        reportedOn: '2026-09-01',
      })),
      ...[1_800_000, 3_200_000].map((base) => ({
        countryCode: 'in' as const,
        companyId: ids.google,
        titleId: ids.swe,
        standardLevel: 3,
        locationId: ids.hyd,
        base,
        bonus: 100_000,
        reportedOn: '2026-09-01',
      })),
    ];
    await insertSalaryRecords(db, records);
    [asa, bo] = await signedInMembers(t, clock.now(), ['asa', 'bo']);
  });

  const api = (method: 'GET' | 'POST' | 'PUT', url: string, headers?: Headers, payload?: unknown) =>
    callApi(t.app, method, url, headers, payload);

  /** What the browser widget does: fetch a challenge, find the counter, send the payload. */
  const solveCaptcha = async (headers: Headers, challenge?: Challenge) => {
    const c: Challenge = challenge ?? (await api('GET', '/offers/captcha', headers)).body.data;
    const solution = await solveChallenge({ challenge: c, deriveKey });
    return Buffer.from(JSON.stringify({ challenge: { parameters: c.parameters, signature: c.signature }, solution })).toString('base64');
  };

  const offer = (overrides: Record<string, unknown> = {}) => ({
    currency: 'INR',
    countryCode: 'in',
    companyName: 'Google',
    title: 'Software Engineer',
    level: 'L5',
    location: 'Bengaluru',
    experience: 6,
    base: 2_100_000,
    totalStocks: 1_600_000,
    stockDetails: { vesting: [25, 25, 25, 25] },
    bonus: 150_000,
    date: '2026-11-01',
    deadline: '2099-12-31',
    // The member chose to count it in the salary figures (the tests below compare with it).
    countInFigures: true,
    captcha: 'not-solved',
    ...overrides,
  });

  const add = async (headers: Headers, overrides: Record<string, unknown> = {}) =>
    api('POST', '/offers', headers, offer({ ...overrides, captcha: await solveCaptcha(headers) }));

  describe('sign-in and ownership', () => {
    let offerId: string;

    beforeAll(async () => {
      // Not in the catalogue: adds nothing to the market figures the other tests check.
      const res = await add(asa.headers, { companyName: 'Tiny Unlisted Startup', title: 'Chief Vibes Officer', location: null });
      expect(res.status).toBe(200);
      offerId = res.body.data.id;
    });

    it('asks a guest to sign in, for every call', async () => {
      expect((await api('GET', '/offers/captcha')).status).toBe(401);
      expect((await api('GET', '/offers')).status).toBe(401);
      expect((await api('POST', '/offers', {}, offer())).status).toBe(401);
      expect((await api('GET', `/offers/${offerId}`)).status).toBe(401);
      expect((await api('GET', `/offers/${offerId}/analysis`)).status).toBe(401);
      expect((await api('GET', `/offers/${offerId}/negotiate-checklist`)).status).toBe(401);
      const pdf = multipart({ field: 'file', filename: 'offer.pdf', contentType: 'application/pdf', bytes: await makePdf(['Offer']) });
      expect((await t.app.inject({ method: 'POST', url: '/api/v1/offers/upload', ...pdf })).statusCode).toBe(401);
    });

    it('keeps an offer to its member: another member gets 403', async () => {
      for (const path of [`/offers/${offerId}`, `/offers/${offerId}/analysis`, `/offers/${offerId}/negotiate-checklist`]) {
        const res = await api('GET', path, bo.headers);
        expect(res.status, path).toBe(403);
        expect(res.body.message).toBe('This offer is not yours');
      }
      expect((await api('GET', '/offers', bo.headers)).body.data.offers).toEqual([]);
      expect((await api('GET', `/offers/${offerId}`, asa.headers)).body.data).toMatchObject({
        id: offerId,
        companyName: 'Tiny Unlisted Startup',
        company: null,
        titleRef: null,
        sharedAs: 'not-shared',
      });
    });

    it('answers 404 for an unknown or malformed id', async () => {
      expect((await api('GET', '/offers/00000000-0000-4000-8000-000000000000', asa.headers)).status).toBe(404);
      expect((await api('GET', '/offers/not-an-id/analysis', asa.headers)).status).toBe(404);
      expect((await api('GET', "/offers/1' or '1'='1/negotiate-checklist", asa.headers)).status).toBe(404);
    });
  });

  it('documents every offers call in the OpenAPI description', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json();
    for (const path of [
      '/api/v1/offers',
      '/api/v1/offers/captcha',
      '/api/v1/offers/upload',
      '/api/v1/offers/{id}',
      '/api/v1/offers/{id}/analysis',
      '/api/v1/offers/{id}/negotiate-checklist',
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
  });

  describe('the captcha', () => {
    it('is required', async () => {
      const { captcha: _, ...body } = offer();
      const res = await api('POST', '/offers', asa.headers, body);
      expectStatusMessage(res, 400, { contains: 'captcha: solve the captcha' });
    });

    it('refuses an answer that does not solve it, or one it cannot read', async () => {
      const challenge: Challenge = (await api('GET', '/offers/captcha', asa.headers)).body.data;
      const wrong = Buffer.from(JSON.stringify({ challenge, solution: { counter: 1, derivedKey: '00'.repeat(32) } })).toString('base64');
      const res = await api('POST', '/offers', asa.headers, offer({ captcha: wrong }));
      expectStatusMessage(res, 400, 'captcha: the answer is not valid; solve the captcha again');

      const garbage = await api('POST', '/offers', asa.headers, offer({ captcha: 'bm90IGpzb24=' }));
      expectStatusMessage(garbage, 400, /^captcha: /);
    });

    it('refuses a challenge signed with another key', async () => {
      const forged = await createChallenge({
        algorithm: 'PBKDF2/SHA-256',
        cost: 10,
        counter: 3,
        deriveKey,
        hmacSignatureSecret: 'someone-elses-secret-0123456789',
        expiresAt: new Date(clock.now().getTime() + 60_000),
        data: { purpose: 'offers' },
      });
      const res = await api('POST', '/offers', asa.headers, offer({ captcha: await solveCaptcha(asa.headers, forged) }));
      expectStatusMessage(res, 400, 'captcha: the answer is not valid; solve the captcha again');
    });

    it('works once: the same solved captcha is refused the second time', async () => {
      const captcha = await solveCaptcha(asa.headers);
      const body = offer({ companyName: 'Another Unlisted Co', title: 'Chief Vibes Officer', location: null, captcha });
      expect((await api('POST', '/offers', asa.headers, body)).status).toBe(200);
      const again = await api('POST', '/offers', asa.headers, body);
      expectStatusMessage(again, 400, 'captcha: this captcha was already used; solve a new one');
    });

    it('expires after 10 minutes', async () => {
      const captcha = await solveCaptcha(asa.headers);
      clock.advance(11);
      const res = await api('POST', '/offers', asa.headers, offer({ captcha }));
      expectStatusMessage(res, 400, 'captcha: the captcha has expired; solve it again');
    });
  });

  describe('amounts and fields', () => {
    const refused = async (overrides: Record<string, unknown>, field: string) => {
      const res = await api('POST', '/offers', asa.headers, offer(overrides));
      expect(res.status, JSON.stringify(overrides)).toBe(400);
      expect(res.body.message).toContain(field);
      return res.body.message as string;
    };

    it('refuses bad amounts, naming the field', async () => {
      expect(await refused({ base: 0 }, 'body.base')).toContain('more than 0');
      expect(await refused({ base: -5 }, 'body.base')).toContain('more than 0');
      expect(await refused({ base: 2_450_000.5 }, 'body.base')).toContain('whole amount');
      expect(await refused({ base: '24.5 lakhs' }, 'body.base')).toContain('must be a number');
      // 24.5 typed as lakhs, not rupees; and a figure no salary reaches.
      expect(await refused({ base: 24 }, 'body.base')).toContain('at least ₹50,000');
      expect(await refused({ base: 9_000_000_000 }, 'body.base')).toContain('at most');
      expect(await refused({ currency: 'USD', countryCode: 'us', base: 150_000, bonus: 9_000_000 }, 'body.bonus')).toContain(
        'at most $5,000,000',
      );
      expect(await refused({ signingBonus: 0 }, 'body.signingBonus')).toContain('more than 0');
      expect(await refused({ totalStocks: 100, stocks: 400_000 }, 'body.totalStocks')).toContain('must not be less than');
    });

    it('refuses a currency that does not match the country, and a vesting list that does not add up', async () => {
      expect(await refused({ currency: 'USD' }, 'body.countryCode')).toContain('must be us for an offer in USD');
      expect(await refused({ stockDetails: { vesting: [25, 25, 25] } }, 'body.stockDetails.vesting')).toContain('add up to 100');
      expect(await refused({ deadline: '2026-10-01' }, 'body.deadline')).toContain('before the offer date');
    });

    it('refuses a city that is not in the country, before spending the captcha', async () => {
      const res = await api('POST', '/offers', asa.headers, offer({ location: 'Seattle' }));
      expectStatusMessage(res, 400, 'location: no city "Seattle" in India; pick one from the list or leave it empty');
    });
  });

  describe('analysis and checklist', () => {
    let offerId: string;
    const median = (v: number[]) => Math.round(percentile(v, 0.5));

    beforeAll(async () => {
      const res = await add(asa.headers);
      expect(res.status).toBe(200);
      offerId = res.body.data.id;
    });

    it('stores the offer matched to the catalogue, and its anonymised record', async () => {
      const { body } = await api('GET', `/offers/${offerId}`, asa.headers);
      expect(body.data).toMatchObject({
        company: { name: 'Google', slug: 'google' },
        titleRef: { name: 'Software Engineer', slug: 'software-engineer' },
        level: 'L5',
        standardLevel: 3,
        location: { city: 'Bengaluru' },
        stocks: 400_000,
        totalStocks: 1_600_000,
        total: 2_650_000,
        firstYearTotal: 2_650_000,
        sharedAs: 'published',
      });
      const [row] = await t.database.db.select().from(offers).where(eq(offers.id, offerId));
      const [record] = await t.database.db.select().from(salaryRecords).where(eq(salaryRecords.id, row!.recordId!));
      expect(record).toMatchObject({
        source: 'offer',
        verification: 'member',
        base: 2_100_000,
        stockYearly: 400_000,
        stockFirstYear: 400_000,
        total: 2_650_000,
      });
    });

    it('ranks every component within company × title × level × city, the offer itself left out', async () => {
      const { status, body } = await api('GET', `/offers/${offerId}/analysis`, asa.headers);
      expect(status).toBe(200);
      const a = body.data;
      expect(a.slice).toMatchObject({
        parts: ['company', 'title', 'level', 'location'],
        count: 6,
        comparable: true,
        confidence: { label: 'Low' },
      });
      expect(a.slice.label).toBe('Google · Software Engineer · Senior level · Bengaluru');
      // Nothing was dropped: the label says what the offer is compared with, and no note repeats it.
      expect(a.slice.note).toBe('');

      // The market, computed here from the fixture records.
      const stocks = blr.stock.filter((s): s is number => s !== null);
      const signings = blr.signing.filter((s): s is number => s !== null);
      const totals = blr.base.map((b, i) => b + (blr.stock[i] ?? 0) + blr.bonus[i]!);
      const firstYears = totals.map((x, i) => x + (blr.signing[i] ?? 0));
      const fourYears = totals.map((x, i) => x + (blr.signing[i] ?? 0) / 4);
      const rank = (values: number[], v: number) =>
        Math.round(((values.filter((x) => x < v).length + values.filter((x) => x === v).length / 2) / values.length) * 100);
      const expected: Record<string, { values: number[]; value: number }> = {
        base: { values: blr.base, value: 2_100_000 },
        stock: { values: stocks, value: 400_000 },
        bonus: { values: blr.bonus, value: 150_000 },
        signing: { values: signings, value: 0 },
        total: { values: totals, value: 2_650_000 },
        firstYear: { values: firstYears, value: 2_650_000 },
        fourYearAverage: { values: fourYears, value: 2_650_000 },
      };
      for (const c of a.components) {
        const e = expected[c.key]!;
        expect(c.value, c.key).toBe(e.value);
        expect(c.market, c.key).toEqual({
          count: e.values.length,
          p25: Math.round(percentile(e.values, 0.25)),
          p50: median(e.values),
          p75: Math.round(percentile(e.values, 0.75)),
          p90: Math.round(percentile(e.values, 0.9)),
        });
        expect(c.percentileRank, c.key).toBe(rank(e.values, e.value));
        expect(c.vsMedian, c.key).toBe(e.value - median(e.values));
      }
      // The same, by hand: one of six bases is lower (17th); one total lower and one equal (25th).
      const by = Object.fromEntries(a.components.map((c: { key: string }) => [c.key, c]));
      expect(by.base).toMatchObject({ percentileRank: 17, market: { p50: 2_500_000 } });
      expect(by.stock).toMatchObject({ percentileRank: 10, market: { p50: 600_000, count: 5 } });
      expect(by.total).toMatchObject({ percentileRank: 25, market: { p50: 3_175_000 } });

      expect(a.vesting).toEqual({
        totalStocks: 1_600_000,
        assumed: false,
        schedule: [1, 2, 3, 4].map((year) => ({ year, percent: 25, amount: 400_000 })),
      });
      expect(a.inHand).toMatchObject({ fixedCtc: 2_100_000, basic: 840_000, employerPf: 100_800, professionalTax: 2_400 });
      expect(a.assumptions.some((s: string) => s.includes('basic is assumed to be 40% of fixed pay'))).toBe(true);
      expect(a.assumptions.some((s: string) => s.includes('your own offer left out'))).toBe(true);
    });

    it('lists what to ask for: the largest gap first, each with its reason and target', async () => {
      await api('POST', '/profile', asa.headers, { noticePeriodDays: 60 });
      const { status, body } = await api('GET', `/offers/${offerId}/negotiate-checklist`, asa.headers);
      expect(status).toBe(200);
      const c = body.data;
      expect(c.belowMedian.map((b: { component: string }) => b.component)).toEqual([
        'firstYear',
        'fourYearAverage',
        'total',
        'base',
        'signing',
        'stock',
        'bonus',
      ]);
      expect(c.belowMedian.find((b: { component: string }) => b.component === 'base')).toMatchObject({ gap: 400_000, gapPercent: 16 });
      const kinds = c.items.map((i: { kind: string; component: string | null }) => `${i.kind}:${i.component ?? ''}`);
      expect(kinds).toEqual([
        'component:base',
        'component:stock',
        'component:bonus',
        'signing:signing',
        'relocation:',
        'notice-buyout:',
        'refreshers:stock',
        'deadline:',
      ]);
      const [base, stock] = c.items;
      expect(base).toMatchObject({ target: Math.round(percentile(blr.base, 0.75)), gap: 400_000 });
      // One format per item, as its target shows: lakhs in India.
      expect(base.ask).toBe('Ask for a base of ₹27.5 L (the 75th percentile)');
      expect(base.reason).toContain('₹4.0 L (16%) below the median of ₹25.0 L');
      expect(stock).toMatchObject({ target: 700_000, gap: 200_000 });
      expect(stock.ask).toBe('Ask for stock worth ₹7.0 L a year (the 75th percentile): a grant of about ₹28.0 L over 4 years');
      expect(c.items[3]).toMatchObject({ target: 400_000 });
      expect(c.items[5].reason).toContain('Your profile says your notice period is 60 days');
      expect(c.items[7].ask).toBe('Answer before 31 Dec 2099');
    });

    it('falls back to a wider slice, and says which', async () => {
      // Level 4 has no records of its own: the level and the city are dropped.
      const res = await add(asa.headers, { level: null, standardLevel: 4 });
      const { body } = await api('GET', `/offers/${res.body.data.id}/analysis`, asa.headers);
      // 8 fixture records and the first offer's record (this offer's own is left out).
      expect(body.data.slice).toMatchObject({ parts: ['company', 'title'], count: 9, comparable: true });
      expect(body.data.slice.note).toMatch(/so the level and the city were left out\.$/);
      expect(body.data.slice.note).not.toContain('ompared with');
    });

    it('compares an unknown company across companies, and says an unknown title has no market', async () => {
      const unknownCo = await add(asa.headers, { companyName: 'Zeta Unlisted Labs', level: null, location: null });
      expect(unknownCo.body.data).toMatchObject({ company: null, sharedAs: 'not-shared' });
      const a = (await api('GET', `/offers/${unknownCo.body.data.id}/analysis`, asa.headers)).body.data;
      expect(a.slice).toMatchObject({ parts: ['title'], comparable: true });
      expect(a.slice.note).toContain('“Zeta Unlisted Labs” is not a company in our catalogue');

      // An Indian CTC of ₹24 lakh with ₹2 lakh bonus and a ₹1 lakh joining bonus: the in-hand figures worked out by hand.
      const unknownTitle = await add(asa.headers, {
        title: 'Vibe Wrangler',
        base: 2_400_000,
        bonus: 200_000,
        signingBonus: 100_000,
        totalStocks: null,
        stockDetails: null,
      });
      const b = (await api('GET', `/offers/${unknownTitle.body.data.id}/analysis`, asa.headers)).body.data;
      expect(b.slice).toMatchObject({ comparable: false, parts: [] });
      expect(b.slice.note).toContain('market slice is unknown');
      expect(b.components.every((c: { market: unknown }) => c.market === null)).toBe(true);
      expect(b.vesting).toBeNull();
      expect(b.inHand).toMatchObject({
        grossSalary: 2_238_624,
        employeePf: 115_200,
        taxOnFixed: 250_542,
        monthlyInHand: 155_874,
        taxOnAll: 331_851,
        yearlyTakeHome: 2_238_624 + 300_000 - 115_200 - 2_400 - 331_851,
      });
      const checklist = (await api('GET', `/offers/${unknownTitle.body.data.id}/negotiate-checklist`, asa.headers)).body.data;
      expect(checklist.items[0]).toMatchObject({ kind: 'market' });
    });

    it('has no in-hand estimate for a US offer; lists the member’s offers newest first', async () => {
      clock.advance(1);
      const us = await add(asa.headers, {
        currency: 'USD',
        countryCode: 'us',
        location: 'Seattle',
        base: 185_000,
        totalStocks: 200_000,
        stockDetails: { vesting: [5, 15, 40, 40] },
        bonus: null,
      });
      expect(us.status).toBe(200);
      const a = (await api('GET', `/offers/${us.body.data.id}/analysis`, asa.headers)).body.data;
      expect(a.inHand).toBeNull();
      expect(a.vesting.schedule.map((y: { amount: number }) => y.amount)).toEqual([10_000, 30_000, 80_000, 80_000]);
      expect(a.components.find((c: { key: string }) => c.key === 'firstYear').value).toBe(195_000);
      expect(a.components.find((c: { key: string }) => c.key === 'fourYearAverage').value).toBe(235_000);
      const list = (await api('GET', '/offers', asa.headers)).body.data.offers;
      expect(list[0].id).toBe(us.body.data.id);
      const times = list.map((o: { createdAt: string }) => o.createdAt);
      expect([...times].sort().reverse()).toEqual(times);
    });
  });

  describe('prefill from an offer letter', () => {
    const upload = (bytes: Buffer, filename = 'offer.pdf') => {
      const body = multipart({ field: 'file', filename, contentType: 'application/pdf', bytes });
      return t.app.inject({
        method: 'POST',
        url: '/api/v1/offers/upload',
        headers: { ...asa.headers, ...body.headers },
        payload: body.payload,
      });
    };

    it('reads the amounts and terms of a generated letter, each with its line', async () => {
      const pdf = await makePdf([
        'Date: 10 November 2026',
        'Dear Priya,',
        'Google India Private Limited is pleased to offer you the position of Software Engineer III.',
        'Level: L5',
        'Location: Bengaluru',
        'Fixed Pay: Rs. 24,50,000 per annum',
        'Performance Bonus: INR 2,45,000 per annum',
        'Joining Bonus: 3.5 lakhs, paid with your first salary',
        'RSUs: INR 40,00,000 vesting 25% / 25% / 25% / 25% over 4 years',
        'Date of Joining: 1 December 2026',
        'Please accept this offer by 20 November 2026.',
      ]);
      const res = await upload(pdf);
      expect(res.statusCode).toBe(200);
      const p = res.json().data;
      expect(p.currency.value).toBe('INR');
      expect(p.base).toEqual({ value: 2_450_000, line: 'Fixed Pay: Rs. 24,50,000 per annum', note: null });
      expect(p.bonus.value).toBe(245_000);
      expect(p.signingBonus).toMatchObject({ value: 350_000, line: 'Joining Bonus: 3.5 lakhs, paid with your first salary' });
      expect(p.totalStocks.value).toBe(4_000_000);
      expect(p.vesting.value).toEqual([25, 25, 25, 25]);
      expect(p.companyName.value).toBe('Google India Private Limited');
      expect(p.title.value).toBe('Software Engineer III');
      expect(p.level.value).toBe('L5');
      expect(p.location.value).toBe('Bengaluru');
      expect(p.date.value).toBe('2026-11-10');
      expect(p.deadline).toMatchObject({ value: '2026-11-20', line: 'Please accept this offer by 20 November 2026.' });
      // Nothing is stored.
      expect(t.storage.files.size).toBe(0);
    });

    it('refuses a text file named .pdf (415), a file over 5 MB (413) and a broken PDF (422)', async () => {
      expect((await upload(Buffer.from('Base salary: Rs. 24,50,000\n'), 'offer.pdf')).statusCode).toBe(415);
      const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(5 * 1024 * 1024 + 1, 0x20)]);
      const tooBig = await upload(big);
      expect(tooBig.statusCode).toBe(413);
      expect(tooBig.json().message).toContain('larger than 5 MB');
      const pdf = await makePdf(['Fixed Pay: Rs. 24,50,000']);
      const broken = await upload(pdf.subarray(0, Math.floor(pdf.length / 3)));
      expect(broken.statusCode).toBe(422);
    });
  });

  describe('the member’s choice to count an offer in the salary figures', () => {
    const sliceCount = async (id: string) => (await api('GET', `/offers/${id}/analysis`, asa.headers)).body.data.slice.count as number;

    it('is off unless asked: the offer adds no record', async () => {
      const res = await api('POST', '/offers', asa.headers, {
        ...offer({ captcha: await solveCaptcha(asa.headers) }),
        countInFigures: undefined,
      });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ countInFigures: false, sharedAs: 'not-shared' });
      const [row] = await t.database.db.select().from(offers).where(eq(offers.id, res.body.data.id));
      expect(row).toMatchObject({ countInFigures: false, recordId: null });
    });

    it('turned on, the offer counts in the figures others see; turned off, it no longer does', async () => {
      const mine = (await add(asa.headers, { countInFigures: false })).body.data;
      const other = (await add(asa.headers, { countInFigures: false })).body.data;
      const before = await sliceCount(other.id);

      const on = await api('PUT', `/offers/${mine.id}/sharing`, asa.headers, { countInFigures: true });
      expect(on.status, JSON.stringify(on.body)).toBe(200);
      expect(on.body.data).toMatchObject({ countInFigures: true, sharedAs: 'published' });
      expect(await sliceCount(other.id)).toBe(before + 1);
      const [stored] = await t.database.db.select().from(offers).where(eq(offers.id, mine.id));
      const [record] = await t.database.db.select().from(salaryRecords).where(eq(salaryRecords.id, stored!.recordId!));
      expect(record).toMatchObject({ source: 'offer', base: 2_100_000, stockYearly: 400_000, total: 2_650_000 });

      // Turning it on twice adds it once.
      await api('PUT', `/offers/${mine.id}/sharing`, asa.headers, { countInFigures: true });
      expect(await sliceCount(other.id)).toBe(before + 1);

      const off = await api('PUT', `/offers/${mine.id}/sharing`, asa.headers, { countInFigures: false });
      expect(off.body.data).toMatchObject({ countInFigures: false, sharedAs: 'not-shared' });
      expect(await sliceCount(other.id)).toBe(before);
      expect(await t.database.db.select().from(salaryRecords).where(eq(salaryRecords.id, stored!.recordId!))).toEqual([]);
    });

    it('is the offer’s member’s alone, and says what is wrong with a bad request', async () => {
      const mine = (await add(asa.headers, { countInFigures: false })).body.data;
      const theirs = await api('PUT', `/offers/${mine.id}/sharing`, bo.headers, { countInFigures: true });
      expectStatusMessage(theirs, 403, 'This offer is not yours');
      expect((await api('GET', `/offers/${mine.id}`, asa.headers)).body.data.countInFigures).toBe(false);
      expect((await api('PUT', `/offers/${mine.id}/sharing`, undefined, { countInFigures: true })).status).toBe(401);
      const bad = await api('PUT', `/offers/${mine.id}/sharing`, asa.headers, { countInFigures: 'yes' });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toContain('countInFigures must be true or false');
      expect((await api('PUT', '/offers/00000000-0000-4000-8000-000000000000/sharing', asa.headers, { countInFigures: true })).status).toBe(
        404,
      );
    });
  });
});
