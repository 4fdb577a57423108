import { salaryRecords } from '@paysight/db';
import { insertCompany, insertLocation, insertTitle } from '@paysight/db/factories';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { beforeAll, expect, it } from 'vitest';
import { createClock, describeWithDb, useTestApp } from './helpers.js';
import { callApi } from './api.js';
import { signedInUser } from './users.js';

type Headers = Record<string, string>;

/** Pay a member enters goes through one pipeline (ADR 016): a contribution and an offer with the same figures agree. */
describeWithDb('member pay: contributions and offers', () => {
  // The real time: altcha-lib checks a challenge's expiry against the real clock as well.
  const clock = createClock(new Date());
  let headers: Headers;

  const t = useTestApp({ seed: false, now: clock.now });

  beforeAll(async () => {
    const db = t.database.db;
    await insertCompany(db, { name: 'Amazon', slug: 'amazon' });
    await insertCompany(db, { name: 'Acme', slug: 'acme' });
    await insertTitle(db, { name: 'Software Engineer' });
    await insertLocation(db, { city: 'Seattle', countryCode: 'us', slug: 'seattle-us' });
    headers = (await signedInUser(t, clock.now(), { email: 'asa@paysight.test' })).headers;
  });

  const call = (method: 'GET' | 'POST', url: string, payload?: object) => callApi(t.app, method, url, headers, payload);
  const captcha = async () => {
    const c: Challenge = (await call('GET', '/offers/captcha')).body.data;
    const solution = await solveChallenge({ challenge: c, deriveKey });
    return Buffer.from(JSON.stringify({ challenge: { parameters: c.parameters, signature: c.signature }, solution })).toString('base64');
  };

  /** The same pay entered both ways: a $400k grant without a vesting schedule. */
  const both = async (company: string) => {
    const contribution = await call('POST', '/profile/salary', {
      currency: 'USD',
      company,
      title: 'Software Engineer',
      location: 'Seattle',
      experience: 5,
      base: 180_000,
      bonus: 20_000,
      stockDetails: { rsu: { value: 400_000 } },
      isCurrent: false,
    });
    expect(contribution.status, JSON.stringify(contribution.body)).toBe(200);
    const offer = await call('POST', '/offers', {
      currency: 'USD',
      countryCode: 'us',
      companyName: company,
      title: 'Software Engineer',
      location: 'Seattle',
      experience: 5,
      base: 180_000,
      bonus: 20_000,
      totalStocks: 400_000,
      // Counted in the salary figures: its record is compared with the contribution's below.
      countInFigures: true,
      captcha: await captcha(),
    });
    expect(offer.status, JSON.stringify(offer.body)).toBe(200);
    const analysis = (await call('GET', `/offers/${offer.body.data.id}/analysis`)).body.data;
    const records = await t.database.db.select().from(salaryRecords).orderBy(salaryRecords.id);
    const [fromContribution, fromOffer] = records.slice(-2);
    return {
      contribution: contribution.body.data,
      offer: offer.body.data,
      analysis,
      fromContribution: fromContribution!,
      fromOffer: fromOffer!,
    };
  };

  it('assumes the company’s usual schedule for both: Amazon vests 5% in year one', async () => {
    const r = await both('Amazon');
    const firstYear = 180_000 + 20_000 + 20_000;
    expect(r.contribution).toMatchObject({ stocks: 100_000, total: 300_000, firstYearTotal: firstYear });
    expect(r.offer).toMatchObject({ stocks: 100_000, total: 300_000, firstYearTotal: firstYear });
    expect(r.analysis.components.find((c: { key: string }) => c.key === 'firstYear').value).toBe(firstYear);
    expect(r.analysis.vesting).toMatchObject({
      assumed: true,
      schedule: [{ percent: 5 }, { percent: 15 }, { percent: 40 }, { percent: 40 }],
    });
    expect(r.analysis.assumptions).toContain(
      'No vesting schedule given: Amazon’s usual schedule is assumed, 5% / 15% / 40% / 40% over 4 years.',
    );
    for (const record of [r.fromContribution, r.fromOffer]) {
      expect(record).toMatchObject({
        stockYearly: 100_000,
        stockFirstYear: 20_000,
        stockGrant: 400_000,
        vestingYears: 4,
        firstYearTotal: firstYear,
      });
    }
    expect([r.fromContribution.source, r.fromOffer.source]).toEqual(['member', 'offer']);
  });

  it('splits evenly over four years for both where the company’s schedule is not known', async () => {
    const r = await both('Acme');
    const firstYear = 180_000 + 100_000 + 20_000;
    expect(r.contribution.firstYearTotal).toBe(firstYear);
    expect(r.offer.firstYearTotal).toBe(firstYear);
    expect(r.analysis.components.find((c: { key: string }) => c.key === 'firstYear').value).toBe(firstYear);
    expect(r.fromContribution).toMatchObject({ source: 'member', stockFirstYear: null, firstYearTotal: firstYear });
    expect(r.fromOffer).toMatchObject({ source: 'offer', stockFirstYear: null, firstYearTotal: firstYear });
  });
});
