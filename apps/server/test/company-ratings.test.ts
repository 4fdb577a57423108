import { beforeAll, expect, it } from 'vitest';
import { createClock, describeWithDb, useTestApp } from './helpers.js';
import { callApi, expectStatusMessage } from './api.js';
import { createSession } from '../src/modules/auth/session.service.js';
import { signedInUser, type SignedInUser as Member } from './users.js';

describeWithDb('company ratings: members rate their own companies; shown only from MIN_SLICE raters', () => {
  const clock = createClock(new Date('2026-11-22T10:00:00Z'));
  let members: Member[];
  let outsider: Member;

  const t = useTestApp({ now: clock.now });

  beforeAll(async () => {
    members = [];
    for (let i = 0; i < 7; i += 1) members.push(await signedInUser(t, clock.now(), { email: `rater${i}@paysight.test` }));
    outsider = await signedInUser(t, clock.now(), { email: 'outsider@paysight.test' });
  });

  const call = (method: 'GET' | 'PUT' | 'POST', url: string, who?: Member, payload?: unknown) =>
    callApi(t.app, method, url, who?.headers, payload);

  const worked = (company: string, end: string | null = null) => ({
    countryCode: 'in',
    positions: [{ company, title: 'Software Engineer', start: '2020-01', end }],
    education: [],
  });
  const stars = (n: number, overrides: Record<string, number> = {}) => ({
    workLife: n,
    culture: n,
    growth: n,
    management: n,
    compensation: n,
    ...overrides,
  });
  /** Each of `raters` states a job at `company`, then rates it `n` stars in every aspect. */
  const rateAll = async (raters: Member[], company: string, n: number) => {
    for (const m of raters) {
      await call('PUT', '/profile/career', m, worked(company));
      await call('POST', `/company/${company}/ratings`, m, stars(n));
    }
  };

  it('rating needs a member who works or worked there: guests 401, others 403, unknown company 404, bad stars 400', async () => {
    expect((await call('POST', '/company/infosys/ratings', undefined, stars(4))).status).toBe(401);
    const refused = await call('POST', '/company/infosys/ratings', outsider, stars(4));
    expectStatusMessage(refused, 403, 'You can rate only a company you work or worked at');
    expect((await call('POST', '/company/no-such-company-xyz/ratings', outsider, stars(4))).status).toBe(404);
    await call('PUT', '/profile/career', members[0], worked('infosys', '2023-06'));
    const badStars = await call('POST', '/company/infosys/ratings', members[0], stars(4, { culture: 6 }));
    expectStatusMessage(badStars, 400, /culture/);
    const missing = await call('POST', '/company/infosys/ratings', members[0], { workLife: 3 });
    expect(missing.status).toBe(400);
  });

  it('a past company counts, and so does the profile company; a second rating the same year replaces the first', async () => {
    const first = await call('POST', '/company/infosys/ratings', members[0], stars(2));
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ company: { slug: 'infosys' }, canRate: true, year: 2026, mine: { year: 2026, culture: 2 } });
    const again = await call('POST', '/company/infosys/ratings', members[0], stars(5));
    expect(again.body.data.mine).toMatchObject({ culture: 5, workLife: 5 });

    // Profile company only (no history).
    const profile = await call('POST', '/profile', members[1], { company: 'infosys' });
    expect(profile.status).toBe(200);
    expect((await call('POST', '/company/infosys/ratings', members[1], stars(3))).status).toBe(200);
  });

  it('under MIN_SLICE (4 raters) nothing is shown; from 5 the averages are', async () => {
    await rateAll(members.slice(2, 4), 'infosys', 4);
    const four = await call('GET', '/company/infosys/ratings');
    expect(four.status).toBe(200);
    expect(four.body.data).toMatchObject({ company: { name: 'Infosys' }, minSlice: 5, summary: null, mine: null, canRate: false });
    expect(JSON.stringify(four.body.data)).not.toMatch(/raters/);

    await call('PUT', '/profile/career', members[4], worked('infosys'));
    await call('POST', '/company/infosys/ratings', members[4], stars(1, { compensation: 5 }));
    const five = (await call('GET', '/company/infosys/ratings')).body.data;
    expect(five.summary.raters).toBe(5);
    // culture: 5, 3, 4, 4, 1 → 3.4
    const culture = five.summary.aspects.find((a: { aspect: string }) => a.aspect === 'culture');
    expect(culture.average).toBe(3.4);
    // Every star given by fewer than 5 raters is hidden, and with them nothing that would give them away.
    for (const a of five.summary.aspects) {
      for (const b of a.distribution) expect(b.count === null || b.count === 0 || b.count >= 5).toBe(true);
      const hidden = a.distribution.filter((b: { count: number | null }) => b.count === null);
      const shown = a.distribution.reduce((s: number, b: { count: number | null }) => s + (b.count ?? 0), 0);
      expect(shown === 5 || 5 - shown >= 5 || hidden.length === 0).toBe(true);
    }
    // compensation: 5, 3, 4, 4, 5 → no single star has 5 raters: all hidden.
    const compensation = five.summary.aspects.find((a: { aspect: string }) => a.aspect === 'compensation');
    expect(compensation.average).toBe(4.2);
    expect(compensation.distribution.filter((b: { count: number | null }) => b.count !== null && b.count > 0)).toEqual([]);
    // The year has 5 raters: its trend point is shown.
    expect(five.summary.byYear).toEqual([expect.objectContaining({ year: 2026, raters: 5 })]);
  });

  it('a signed-in member sees their own rating for this year and whether they may rate', async () => {
    const mine = (await call('GET', '/company/infosys/ratings', members[0])).body.data;
    expect(mine).toMatchObject({ canRate: true, mine: { culture: 5 } });
    const theirs = (await call('GET', '/company/infosys/ratings', outsider)).body.data;
    expect(theirs).toMatchObject({ canRate: false, mine: null });
  });

  it('one per member per year: a rating next year counts the member once overall, and the year trend only from 5 raters', async () => {
    clock.advance(60 * 24 * 60);
    // Sessions last 30 days: everyone signs in again.
    for (const m of members) {
      const { token } = await createSession(t.database.db, m.user.id, { ttlDays: 30, now: clock.now() });
      m.headers = { authorization: `Bearer ${token}` };
    }
    const next = await call('POST', '/company/infosys/ratings', members[0], stars(1));
    expect(next.body.data.year).toBe(2027);
    expect(next.body.data.mine).toMatchObject({ year: 2027, culture: 1 });
    const data = next.body.data;
    expect(data.summary.raters).toBe(5);
    expect(data.summary.byYear.map((y: { year: number }) => y.year)).toEqual([2026]);
  });

  it('the culture view puts two companies side by side, each under the floor, with the region for reference', async () => {
    await rateAll(members.slice(5, 7), 'wipro', 3);
    const res = await call('GET', '/in/career-path/culture?company=infosys&compare=wipro');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      countryCode: 'in',
      minSlice: 5,
      company: { company: { slug: 'infosys' }, summary: { raters: 5 } },
      compare: { company: { slug: 'wipro' }, summary: null },
    });
    // Members with an Indian history: 6 of them rated. The rater with no history (profile company
    // only) counts where the rated company has records, and Infosys has none here.
    expect(res.body.data.region).toMatchObject({ raters: 6 });
    expect(res.body.data.region.overall).toBeGreaterThan(0);
    const us = await call('GET', '/us/career-path/culture?company=infosys');
    expect(us.body.data).toMatchObject({ compare: null, region: null });
    expect((await call('GET', '/in/career-path/culture')).status).toBe(400);
    expect((await call('GET', '/in/career-path/culture?company=no-such-company-xyz')).status).toBe(404);
  });
});
