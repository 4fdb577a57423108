import type { api } from '@paysight/contract';
import type { Db } from '@paysight/db';
import {
  insertCareerPerson,
  insertCompany,
  insertLocation,
  insertSalaryRecords,
  insertTitle,
  type SalaryRecordInput,
} from '@paysight/db/factories';
import { beforeAll, describe, expect, it } from 'vitest';
import { rankPeers } from '../src/modules/benchmarking/peer-suggestions.rules.js';
import { callApi, expectStatusMessage, injectApi } from './api.js';
import { createClock, describeWithDb, useTestApp } from './helpers.js';
import { signedInUser } from './users.js';
import { createWorkspace } from './workspaces.js';

/**
 * Suggested peers for a payments start-up: fintechs of its size and funding, and the companies its
 * people move between, ahead of the banks, retailers and IT-services firms that hold the most records.
 */
describeWithDb('Suggested peers', () => {
  const clock = createClock(new Date('2026-11-24T09:00:00Z'));
  const t = useTestApp({ seed: false, now: clock.now });
  let db: Db;
  const co: Record<string, { id: number; slug: string }> = {};

  // name, industry, size band, funding stage, records in India
  const COMPANIES = [
    ['Deutsche Bank', 'Financial Services', '10001+', 'public', 40],
    ['Wells Fargo', 'Financial Services', '10001+', 'public', 38],
    ['Walmart Global Tech', 'Retail', '10001+', 'public', 36],
    ['Target', 'Retail', '10001+', 'public', 34],
    ['Infosys', 'IT Services', '10001+', 'public', 32],
    ['Wipro', 'IT Services', '10001+', 'public', 30],
    ['Razorpay', 'Fintech', '1001-5000', 'series-d+', 6],
    ['CRED', 'Fintech', '201-1000', 'series-d+', 5],
    ['Groww', 'Fintech', '1001-5000', 'series-d+', 4],
    ['Paytm', 'Fintech', '10001+', 'public', 8],
    ['Payly', 'Fintech', '51-200', 'series-a', 3],
    ['Swiggy', 'Food Delivery', '5001-10000', 'series-d+', 12],
    ['Ledgerly', 'Software', '51-200', 'series-a', 3],
  ] as const;

  beforeAll(async () => {
    db = t.database.db;
    const titleId = (await insertTitle(db, { name: 'Software Engineer', family: 'Software Engineering' })).id;
    const locationId = (await insertLocation(db, { city: 'Bengaluru', state: 'Karnataka', countryCode: 'in', metro: 'Bengaluru' })).id;
    const records: SalaryRecordInput[] = [];
    for (const [name, industry, sizeBand, fundingStage, count] of COMPANIES) {
      const c = await insertCompany(db, { name, type: 'product', industry, sizeBand, fundingStage, listed: fundingStage === 'public' });
      co[name] = { id: c.id, slug: c.slug };
      for (let i = 0; i < count; i++)
        records.push({
          countryCode: 'in',
          companyId: c.id,
          titleId,
          standardLevel: 2,
          locationId,
          base: 1_500_000,
          reportedOn: '2026-05-24',
        });
    }
    await insertSalaryRecords(db, records);
    // Razorpay's people: three moved from Swiggy to Razorpay, one from Razorpay to CRED.
    const position = (company: string, startDate: string, endDate: string | null) => ({
      companyId: co[company]!.id,
      titleId,
      standardLevel: 3,
      startDate,
      endDate,
    });
    for (let i = 0; i < 3; i++)
      await insertCareerPerson(db, {
        positions: [position('Swiggy', '2020-01-01', '2022-12-01'), position('Razorpay', '2023-01-01', null)],
      });
    await insertCareerPerson(db, { positions: [position('Razorpay', '2019-01-01', '2023-06-01'), position('CRED', '2023-07-01', null)] });
  }, 120_000);

  const suggested = async (headers: Record<string, string>, query: string) => {
    const res = await injectApi(t.app, 'GET', `/benchmarking/peer/suggested?countryCode=in${query}`, headers);
    expect(res.statusCode).toBe(200);
    return res.json().data as api.SuggestedPeers;
  };
  const LARGEST = ['Deutsche Bank', 'Wells Fargo', 'Walmart Global Tech', 'Target', 'Infosys', 'Wipro'];

  it('a payments start-up not in the catalogue gets fintechs of its size and funding from the facts it states, not the largest record holders', async () => {
    const ws = await createWorkspace(t, clock.now(), 'Paywise');
    // Nothing known yet: the largest record holders, said to be that.
    const unknown = await suggested(ws.analyst.headers, '');
    expect(unknown.own).toBeNull();
    expect(unknown.facts).toEqual({ industry: null, sizeBand: null, fundingStage: null });
    expect(unknown.suggestions[0]).toMatchObject({ name: 'Deutsche Bank', reason: 'Among the companies with the most records' });
    expect(unknown.industries).toEqual(expect.arrayContaining(['Fintech', 'Financial Services', 'IT Services']));

    const data = await suggested(ws.analyst.headers, '&industry=fintech&sizeBand=51-200&fundingStage=series-a');
    expect(data.facts).toEqual({ industry: 'fintech', sizeBand: '51-200', fundingStage: 'series-a' });
    const names = data.suggestions.map((s) => s.name);
    // Same industry, size and stage first (8); the next size band and funded by rounds (6); funded by
    // rounds (5, records break the tie); the listed fintech and a software firm of the same size and stage (4).
    expect(names).toEqual(['Payly', 'CRED', 'Razorpay', 'Groww', 'Paytm', 'Ledgerly']);
    expect(names.some((n) => LARGEST.includes(n))).toBe(false);
    expect(data.suggestions[0]).toMatchObject({
      name: 'Payly',
      score: 8,
      reason: 'Same industry (Fintech), same size (51-200 people), same funding stage (Series A)',
    });
    expect(data.suggestions.find((s) => s.name === 'CRED')!.reason).toBe(
      'Same industry (Fintech), similar size (201-1000 people), also funded by rounds',
    );
  });

  it('a workspace whose company is in the catalogue is matched on its facts and the companies its people move between', async () => {
    const ws = await createWorkspace(t, clock.now(), 'Razorpay');
    const data = await suggested(ws.viewer.headers, '');
    expect(data.own).toEqual({ slug: co['Razorpay']!.slug, name: 'Razorpay' });
    expect(data.facts).toEqual({ industry: 'Fintech', sizeBand: '1001-5000', fundingStage: 'series-d+' });
    const names = data.suggestions.map((s) => s.name);
    expect(names).not.toContain('Razorpay');
    expect(names.slice(0, 2)).toEqual(['CRED', 'Groww']);
    expect(names).toContain('Swiggy');
    expect(names.some((n) => LARGEST.includes(n))).toBe(false);
    const swiggy = data.suggestions.find((s) => s.name === 'Swiggy')!;
    expect(swiggy.reasons).toContain('people move between you (3 moves)');
    expect(data.suggestions.find((s) => s.name === 'CRED')!.reasons).toContain('people move between you (1 move)');
  });

  const saveFacts = (headers: Record<string, string>, body: unknown) => callApi(t.app, 'PUT', '/benchmarking/peer/facts', headers, body);

  it("a workspace's saved size and funding stage rank its suggestions when the request states none, and stay its own", async () => {
    const ws = await createWorkspace(t, clock.now(), 'Paysave');
    const saved = await saveFacts(ws.analyst.headers, { sizeBand: '51-200', fundingStage: 'series-a' });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({
      sizeBand: '51-200',
      fundingStage: 'series-a',
      updatedAt: clock.now().toISOString(),
      updatedBy: ws.analyst.user.id,
    });

    // Read back through the suggestions, by any member: the saved facts with the industry stated.
    const data = await suggested(ws.viewer.headers, '&industry=fintech');
    expect(data.saved).toEqual(saved.body.data);
    expect(data.facts).toEqual({ industry: 'fintech', sizeBand: '51-200', fundingStage: 'series-a' });
    expect(data.suggestions.map((s) => s.name)).toEqual(['Payly', 'CRED', 'Razorpay', 'Groww', 'Paytm', 'Ledgerly']);
    // A stated fact still comes first.
    const stated = await suggested(ws.viewer.headers, '&industry=fintech&sizeBand=10001%2B&fundingStage=public');
    expect(stated.facts).toEqual({ industry: 'fintech', sizeBand: '10001+', fundingStage: 'public' });
    expect(stated.suggestions[0]!.name).toBe('Paytm');

    // An admin replaces them; null clears one.
    const cleared = await saveFacts(ws.admin.headers, { sizeBand: '201-1000', fundingStage: null });
    expect(cleared.body.data).toMatchObject({ sizeBand: '201-1000', fundingStage: null, updatedBy: ws.admin.user.id });
    expect((await suggested(ws.viewer.headers, '')).facts).toEqual({ industry: null, sizeBand: '201-1000', fundingStage: null });

    // Another workspace neither sees them nor changes them.
    const other = await createWorkspace(t, clock.now(), 'Otherpay');
    const theirs = await suggested(other.analyst.headers, '');
    expect(theirs.saved).toBeNull();
    expect(theirs.facts).toEqual({ industry: null, sizeBand: null, fundingStage: null });
    expect((await saveFacts(other.analyst.headers, { sizeBand: '10001+', fundingStage: 'public' })).status).toBe(200);
    expect((await suggested(ws.viewer.headers, '')).saved).toMatchObject({ sizeBand: '201-1000', fundingStage: null });
    expect((await suggested(other.viewer.headers, '')).saved).toMatchObject({ sizeBand: '10001+', fundingStage: 'public' });
  });

  it("saved facts replace the catalogue company's size and stage; cleared, the company's come back", async () => {
    const ws = await createWorkspace(t, clock.now(), 'Razorpay');
    await saveFacts(ws.analyst.headers, { sizeBand: '51-200', fundingStage: 'series-a' });
    const data = await suggested(ws.viewer.headers, '');
    expect(data.facts).toEqual({ industry: 'Fintech', sizeBand: '51-200', fundingStage: 'series-a' });
    expect(data.suggestions[0]!.name).toBe('Payly');
    await saveFacts(ws.analyst.headers, { sizeBand: null, fundingStage: null });
    expect((await suggested(ws.viewer.headers, '')).facts).toEqual({
      industry: 'Fintech',
      sizeBand: '1001-5000',
      fundingStage: 'series-d+',
    });
  });

  it('only analysts and admins of a workspace save its facts; bad values are refused with a clear message', async () => {
    const ws = await createWorkspace(t, clock.now(), 'Paystrict');
    const body = { sizeBand: '51-200', fundingStage: 'seed' };
    expectStatusMessage(await saveFacts(ws.viewer.headers, body), 403, { contains: 'analyst' });
    const member = await signedInUser(t, clock.now(), { email: 'someone@paysight.test' });
    expect((await saveFacts(member.headers, body)).status).toBe(403);
    expect((await saveFacts({}, body)).status).toBe(401);
    expect((await suggested(ws.viewer.headers, '')).saved).toBeNull();

    expectStatusMessage(await saveFacts(ws.analyst.headers, { sizeBand: 'huge', fundingStage: 'seed' }), 400, {
      contains: 'sizeBand is one of',
    });
    expectStatusMessage(await saveFacts(ws.analyst.headers, { sizeBand: '51-200', fundingStage: 'ipo' }), 400, {
      contains: 'fundingStage is one of',
    });
    expect((await saveFacts(ws.analyst.headers, { sizeBand: '51-200' })).status).toBe(400);
    expect((await suggested(ws.viewer.headers, '')).saved).toBeNull();
  });

  it('refuses facts outside the lists with a clear message', async () => {
    const ws = await createWorkspace(t, clock.now(), 'Payfast');
    const res = await injectApi(t.app, 'GET', '/benchmarking/peer/suggested?countryCode=in&sizeBand=huge', ws.analyst.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('sizeBand is one of');
  });
});

describe('peer suggestion score', () => {
  it('size alone does not make a peer; the industry does', () => {
    const facts = { industry: 'Fintech', sizeBand: '51-200', fundingStage: 'series-a' } as const;
    const base = { records: 1, moves: 0, fundingStage: null, sizeBand: null };
    // Size alone (2) is under the threshold of 3; industry alone (4) passes.
    expect(rankPeers(facts, [{ ...base, slug: 'a', name: 'A', industry: 'Retail', sizeBand: '51-200' }])).toEqual([]);
    expect(rankPeers(facts, [{ ...base, slug: 'b', name: 'B', industry: 'Fintech' }]).map((s) => s.score)).toEqual([4]);
  });
});
