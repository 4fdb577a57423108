import { beforeAll, expect, it } from 'vitest';
import { createClock, describeWithDb, useTestApp } from './helpers.js';
import { callApi, expectStatusMessage } from './api.js';
import { signedInUser, type SignedInUser as Member } from './users.js';

describeWithDb('benefits: members report their own companies; each item shown from MIN_SLICE answers', () => {
  const clock = createClock(new Date('2026-11-22T10:00:00Z'));
  let members: Member[];
  let outsider: Member;

  const t = useTestApp({ now: clock.now });

  beforeAll(async () => {
    members = [];
    for (let i = 0; i < 6; i += 1) members.push(await signedInUser(t, clock.now(), { email: `benefits${i}@paysight.test` }));
    outsider = await signedInUser(t, clock.now(), { email: 'benefits-outsider@paysight.test' });
    for (const m of members)
      await call('PUT', '/profile/career', m, {
        countryCode: 'in',
        positions: [{ company: 'infosys', title: 'Software Engineer', start: '2020-01', end: null }],
        education: [],
      });
  });

  const call = (method: 'GET' | 'PUT' | 'POST', url: string, who?: Member, payload?: unknown) =>
    callApi(t.app, method, url, who?.headers, payload);
  const report = (who: Member, items: Record<string, unknown>, countryCode = 'in', company = 'infosys') =>
    call('POST', `/benefits/${company}`, who, { countryCode, items });

  it('reporting needs a member who works or worked there; each answer is checked against its item', async () => {
    expect((await report(undefined as unknown as Member, { gratuity: true })).status).toBe(401);
    expectStatusMessage(
      await report(outsider, { gratuity: true }),
      403,
      'You can report benefits only for a company you work or worked at',
    );
    expect((await report(members[0]!, { gratuity: true }, 'in', 'no-such-company-xyz')).status).toBe(404);
    expectStatusMessage(await report(members[0]!, {}), 400, /answer at least one benefit/);
    expectStatusMessage(await report(members[0]!, { leaveDays: -3 }), 400, /leaveDays must not be negative/);
    expectStatusMessage(await report(members[0]!, { meals: 'caviar' }), 400, /meals must be one of none, subsidised, free/);
    expectStatusMessage(await report(members[0]!, { retirementMatch: 4 }), 400, /retirementMatch is not asked in India/);
    expectStatusMessage(await report(members[0]!, { freeYacht: true }), 400, /freeYacht/);
  });

  it('under the floor an item shows neither figure nor count (4 answers); from 5 it shows both', async () => {
    const leave = [18, 20, 22, 24, 30];
    for (let i = 0; i < 4; i += 1) expect((await report(members[i]!, { leaveDays: leave[i], gratuity: true })).status).toBe(200);
    const four = (await call('GET', '/benefits/infosys?cc=in')).body.data;
    expect(four).toMatchObject({ company: { slug: 'infosys' }, currency: 'INR', reports: null, minSlice: 5, demo: false });
    expect(four.items.find((f: { key: string }) => f.key === 'leaveDays')).toEqual({
      key: 'leaveDays',
      count: null,
      yesShare: null,
      p25: null,
      median: null,
      p75: null,
      choices: null,
    });

    await report(members[4]!, { leaveDays: leave[4], gratuity: false, meals: 'free' });
    const five = (await call('GET', '/benefits/infosys?cc=in')).body.data;
    expect(five.reports).toBe(5);
    expect(five.items.find((f: { key: string }) => f.key === 'leaveDays')).toMatchObject({ count: 5, p25: 20, median: 22, p75: 24 });
    expect(five.items.find((f: { key: string }) => f.key === 'gratuity')).toMatchObject({ count: 5, yesShare: 80 });
    // Meals: one answer, still hidden.
    expect(five.items.find((f: { key: string }) => f.key === 'meals')).toMatchObject({ count: null, choices: null });
    // The US figures of the same company are another set: none yet.
    const us = (await call('GET', '/benefits/infosys?cc=us')).body.data;
    expect(us).toMatchObject({ currency: 'USD', reports: null });
    expect(us.items.map((f: { key: string }) => f.key)).toContain('retirementMatch');
  });

  it("a member's second report the same year replaces the first; the member sees their own", async () => {
    const again = (await report(members[0]!, { leaveDays: 25, gratuity: true })).body.data;
    expect(again).toMatchObject({ reports: 5, canReport: true, mine: { year: 2026, countryCode: 'in', items: { leaveDays: 25 } } });
    expect(again.items.find((f: { key: string }) => f.key === 'leaveDays')).toMatchObject({ count: 5, median: 24 });
    const guest = (await call('GET', '/benefits/infosys')).body.data;
    expect(guest).toMatchObject({ mine: null, canReport: false });
  });

  it('GET /benefits lists companies with figures and puts up to three side by side', async () => {
    const list = (await call('GET', '/benefits?cc=in&compare=infosys,wipro')).body.data;
    expect(list.covered).toEqual([{ company: { name: 'Infosys', slug: 'infosys' }, reports: 5 }]);
    expect(list.compare.map((c: { company: { slug: string }; reports: number | null }) => [c.company.slug, c.reports])).toEqual([
      ['infosys', 5],
      ['wipro', null],
    ]);
    expectStatusMessage(await call('GET', '/benefits?compare=a,b,c,d'), 400, /at most three companies/);
    expect((await call('GET', '/benefits?compare=no-such-company-xyz')).status).toBe(404);
    expect((await call('GET', '/benefits?cc=uk')).status).toBe(400);
  });
});
