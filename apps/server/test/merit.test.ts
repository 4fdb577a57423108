import type { api } from '@paysight/contract';
import { payBandGroups, payBandVersions, type Db } from '@paysight/db';
import { insertLocation, insertTitle } from '@paysight/db/factories';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi, expectStatusMessage } from './api.js';
import { multipart } from './documents.js';
import { createClock, describeWithDb, useTestApp } from './helpers.js';
import { signedInUser } from './users.js';
import { createWorkspace, type TestWorkspace } from './workspaces.js';

/**
 * Merit cycles (issue 30, ADR 057) end to end over a roster and a band version: the oracles
 * through the API (4 % to 93,600; proration by day, month and cut-off; the split at the maximum;
 * the roll-up V 23,600, A 7,200, B 4,800), a USD budget over rupee pay at the frozen rate, the state
 * machine's refusals, changes within and outside the guideline with over budget shown, approvals
 * by the manager chain, by cost and by guideline with a fallback, the log, and workspace B never
 * reaching A's cycle.
 */
describeWithDb('Merit cycles', () => {
  const clock = createClock(new Date('2026-01-10T09:00:00Z'));
  const t = useTestApp({ seed: false, now: clock.now });
  let db: Db;
  let a: TestWorkspace;
  let b: TestWorkspace;
  type Who = { headers: Record<string, string> };
  type Person = Who & { email: string };
  let managerA: Person;
  let vp: Person;
  let hr: Person;
  let bandGroupId: number;

  const call = async <T>(w: Who, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) => {
    const res = await callApi(t.app, method, url, w.headers, payload);
    return res as { status: number; body: { data: T; message: string } };
  };

  const cell = (p: number) => ({ min: p, target: p, max: p });
  /** Ratings 1–5 by compa-ratio: below 0.9, [0.9, 1.0), [1.0, 1.1), 1.1 and above; rating 4 at [0.9, 1.0) is 3–4–5 %. */
  const MATRIX: api.MeritMatrixInput = {
    positionBy: 'compa-ratio',
    mode: 'range',
    bounds: [0.9, 1.0, 1.1],
    ratings: ['1', '2', '3', '4', '5'],
    cells: [
      [cell(0), cell(0), cell(0), cell(0)],
      [cell(0.02), cell(0.015), cell(0.01), cell(0)],
      [cell(0.035), cell(0.03), cell(0.025), cell(0.02)],
      [cell(0.05), { min: 0.03, target: 0.04, max: 0.05 }, cell(0.035), cell(0.03)],
      [cell(0.06), cell(0.05), cell(0.04), cell(0.03)],
    ],
  };
  const STAGES: api.MeritApprovalSettings = {
    stages: [
      { name: 'Manager', approver: { kind: 'chain', levelsUp: 1 }, when: { kind: 'always' } },
      { name: 'Skip level', approver: { kind: 'chain', levelsUp: 2 }, when: { kind: 'cost-above', amount: 4_500 } },
      { name: 'HR', approver: { kind: 'person', email: 'hr@meritco.example' }, when: { kind: 'outside-guideline' } },
    ],
    fallbackEmail: 'fallback@meritco.example',
  };
  const cycleBody = (over: Partial<api.MeritCycleInput> = {}): api.MeritCycleInput => ({
    name: 'FY2025 merit',
    effectiveDate: '2026-01-01',
    periodStart: '2025-01-01',
    periodEnd: '2025-12-31',
    proration: { kind: 'month' },
    eligibility: { hiredOnOrBefore: '2025-12-31' },
    matrix: MATRIX,
    pools: [{ kind: 'merit', name: 'Merit', basis: 'percent', percent: 0.04 }],
    approvals: STAGES,
    ...over,
  });

  const HEADER =
    'Employee ID,Name,Email,Title,Level,Family,Location,Currency,Base,Bonus Target,Equity,Hire Date,Last Change Date,Manager ID,Performance Rating,FTE';
  const line = (id: string, name: string, email: string, level: number, base: number, hire: string, manager: string, rating: string) =>
    `${id},${name},${email},Engineer,${level},software-engineering,Bengaluru,INR,${base},0,0,${hire},,${manager},${rating},1`;

  const upload = async (w: Who, lines: string[]) => {
    const body = multipart({
      field: 'file',
      filename: 'roster.csv',
      contentType: 'text/csv',
      bytes: Buffer.from([HEADER, ...lines].join('\r\n')),
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/compa/roster',
      payload: body.payload,
      headers: { ...w.headers, ...body.headers },
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  beforeAll(async () => {
    db = t.database.db;
    await insertTitle(db, { name: 'Software Engineer', family: 'Software Engineering' });
    await insertLocation(db, { city: 'Bengaluru', state: 'Karnataka', countryCode: 'in', metro: 'Bengaluru' });
    a = await createWorkspace(t, clock.now(), 'Meritco');
    b = await createWorkspace(t, clock.now(), 'Othermerit');
    managerA = await a.person(null);
    vp = await a.person(null);
    // HR's stage names hr@meritco.example: a member signed in with that email.
    hr = {
      ...(await signedInUser(t, clock.now(), { email: 'hr@meritco.example', name: 'Hema', role: 'enterprise', enterpriseOrgId: a.org.id })),
      email: 'hr@meritco.example',
    };

    // Bands: Software Engineering in Bengaluru, Senior (3) 80,000 / 100,000 / 120,000, in force from 2025-06-01.
    const [group] = await db.insert(payBandGroups).values({ orgId: a.org.id, name: 'Engineering', countryCode: 'in' }).returning();
    bandGroupId = group!.id;
    await db.insert(payBandVersions).values({
      groupId: bandGroupId,
      orgId: a.org.id,
      version: 1,
      effectiveDate: '2025-06-01',
      plan: {
        metric: 'base',
        targetPercentile: 50,
        width: 0.5,
        progression: null,
        rounding: 0,
        families: ['software-engineering'],
        locations: ['Bengaluru'],
      },
      bands: [
        {
          family: { slug: 'software-engineering', name: 'Software Engineering' },
          level: 3,
          levelName: 'Senior',
          location: 'Bengaluru',
          min: 80_000,
          mid: 100_000,
          max: 120_000,
          source: 'market',
        },
      ],
      findings: [],
    });

    // VP V over managers A and B; A's people 100k and 80k (and one hired after the cut-off); B's 120k
    // (hired 1 July: half the year) and 60k. Apart, under M: 90k rated 4, 118k rated 5, and 90k rated 4 hired 1 July.
    await upload(a.analyst, [
      line('V', 'Vera', vp.email, 3, 300_000, '2015-01-01', '', '3'),
      line('A', 'Arun', managerA.email, 3, 150_000, '2018-01-01', 'V', '3'),
      line('B', 'Bela', '', 3, 140_000, '2018-01-01', 'V', '3'),
      line('a1', 'Anil', '', 3, 100_000, '2020-01-01', 'A', '3'),
      line('a2', 'Asha', '', 3, 80_000, '2020-01-01', 'A', '3'),
      line('late', 'Lata', '', 3, 50_000, '2026-01-05', 'A', '3'),
      line('b1', 'Bina', '', 3, 120_000, '2025-07-01', 'B', '3'),
      line('b2', 'Bo', '', 3, 60_000, '2020-01-01', 'B', '3'),
      line('M', 'Mala', '', 3, 200_000, '2015-01-01', '', '3'),
      line('p90', 'Priya', '', 3, 90_000, '2020-01-01', 'M', '4'),
      line('p118', 'Pavan', '', 3, 118_000, '2020-01-01', 'M', '5'),
      line('h', 'Hari', '', 3, 90_000, '2025-07-01', 'M', '4'),
    ]);
    await upload(b.analyst, [line('Z', 'Zed', '', 3, 100_000, '2020-01-01', '', '3')]);
  }, 120_000);

  let cycle: api.MeritCycle;
  const recs = async (w: Who, id: number, query = '') => {
    const res = await call<api.MeritRecommendations>(w, 'GET', `/merit/cycles/${id}/recommendations${query}`);
    expect(res.status, res.body.message).toBe(200);
    return res.body.data;
  };
  const recOfIn = async (w: Who, id: number, ref: string) => (await recs(w, id, '?all=true')).items.find((r) => r.employeeId === ref)!;
  const recOf = async (id: number, ref: string) => (await recs(a.viewer, id, '?all=true')).items.find((r) => r.employeeId === ref)!;
  const status = (w: Who, id: number, to: api.MeritStatus) => call<api.MeritCycle>(w, 'POST', `/merit/cycles/${id}/status`, { status: to });

  describe('setting a cycle up', () => {
    it('creates a cycle over the roster: eligibility, the matrix oracle, the split at the max and proration by month', async () => {
      const res = await call<api.MeritCycle>(a.analyst, 'POST', '/merit/cycles', cycleBody());
      expect(res.status, res.body.message).toBe(200);
      cycle = res.body.data;
      expect(cycle).toMatchObject({
        status: 'not-started',
        currency: 'INR',
        roster: { countryCode: 'in', currency: 'INR', fileName: 'roster.csv' },
        band: { groupId: bandGroupId, name: 'Engineering', version: 1, metric: 'base' },
        counts: { people: 12, eligible: 11 },
        editable: true,
        open: false,
        next: ['active'],
        rulesVersion: 1,
      });
      expect(cycle.fx.usdInr).toBeGreaterThan(0);

      const p90 = await recOf(cycle.id, 'p90');
      expect(p90).toMatchObject({
        position: 0.9,
        cell: { row: 3, column: 1, rating: '4', span: '0.90–1.00' },
        guideline: { min: 0.03, target: 0.04, max: 0.05 },
        meritPercent: 0.04,
        merit: { raise: 3600, base: 3600, lump: 0 },
        newBase: 93_600,
        proration: 1,
      });
      const p118 = await recOf(cycle.id, 'p118');
      expect(p118).toMatchObject({ meritPercent: 0.03, merit: { raise: 3540, base: 2000, lump: 1540 }, newBase: 120_000 });
      const h = await recOf(cycle.id, 'h');
      expect(h).toMatchObject({ proration: 0.5, merit: { raise: 1800 } });
      const late = await recOf(cycle.id, 'late');
      expect(late).toMatchObject({ eligible: false, ineligibleReason: 'Hired after 2025-12-31', merit: { raise: 0 } });
    });

    it('the budget rolls up the manager chain: V 23,600, A 7,200, B 4,800, and the parts add up to the pool', async () => {
      const res = await call<api.MeritBudget>(a.viewer, 'GET', `/merit/cycles/${cycle.id}/budget`);
      expect(res.status, res.body.message).toBe(200);
      const [merit] = res.body.data.pools;
      const pool = (ref: string) => merit!.managers.find((m) => m.employeeId === ref)?.pool;
      expect([pool('V'), pool('A'), pool('B')]).toEqual([23_600, 7_200, 4_800]);
      // V's 23,600 and M's team (3,600 + 4,720 + 1,800), and V's and M's own 12,000 and 8,000 (funded above them).
      expect(merit!.total).toBe(53_720);
      expect(merit!.allocated).toBe(merit!.total);
      expect(merit!.exact).toBe(53_720);
      expect(pool('M')).toBe(10_120);
    });

    it('proration chosen per cycle: day-based 1,814.76, cut-off 2025-06-30 nothing, back to month 1,800', async () => {
      const edit = (proration: api.MeritProration) => call<api.MeritCycle>(a.analyst, 'POST', `/merit/cycles/${cycle.id}`, { proration });
      expect((await edit({ kind: 'day' })).status).toBe(200);
      expect(await recOf(cycle.id, 'h')).toMatchObject({ proration: 0.5041, merit: { raise: 1814.76 }, newBase: 91_814.76 });
      expect((await edit({ kind: 'cutoff', cutoff: '2025-06-30' })).status).toBe(200);
      expect(await recOf(cycle.id, 'h')).toMatchObject({ proration: 0, merit: { raise: 0 } });
      const back = await edit({ kind: 'month' });
      expect(back.body.data.rulesVersion).toBe(4);
      expect(await recOf(cycle.id, 'h')).toMatchObject({ proration: 0.5, merit: { raise: 1800 }, rulesVersion: 4 });
    });

    it('a USD budget over rupee pay at the frozen rate', async () => {
      const res = await call<api.MeritCycle>(
        a.analyst,
        'POST',
        '/merit/cycles',
        cycleBody({ name: 'FY2025 in dollars', currency: 'USD', usdInr: 80 }),
      );
      expect(res.status, res.body.message).toBe(200);
      expect(res.body.data).toMatchObject({ currency: 'USD', fx: { usdInr: 80 }, roster: { currency: 'INR' } });
      // ₹53,720 at ₹80 a dollar: $671.50, rounded to $672 (the parts add up to it).
      expect(res.body.data.pools[0]).toMatchObject({ total: 672, exact: 671.5, allocated: 672 });
      const p90 = (await recs(a.viewer, res.body.data.id)).items.find((r) => r.employeeId === 'p90')!;
      expect(p90).toMatchObject({ currency: 'INR', merit: { raise: 3600 }, cost: 45 });
      expect((await call(a.analyst, 'DELETE', `/merit/cycles/${res.body.data.id}`)).status).toBe(200);
    });

    it('refuses bad settings with the field named', async () => {
      const bad = (over: Record<string, unknown>) => call(a.analyst, 'POST', '/merit/cycles', { ...cycleBody({ name: 'Bad' }), ...over });
      expectStatusMessage(await bad({ matrix: { ...MATRIX, cells: MATRIX.cells.slice(1) } }), 400, {
        contains: 'needs a row for each of the 5 ratings',
      });
      expectStatusMessage(await bad({ matrix: { ...MATRIX, bounds: [1.0, 0.9, 1.1] } }), 400, { contains: 'matrix.bounds must increase' });
      expectStatusMessage(await bad({ matrix: { ...MATRIX, mode: 'flat' } }), 400, { contains: 'a flat matrix has one percentage a cell' });
      expectStatusMessage(await bad({ approvals: { stages: [STAGES.stages[1]], fallbackEmail: 'x@meritco.example' } }), 400, {
        contains: 'At least one approval stage applies to every recommendation',
      });
      expectStatusMessage(await bad({ periodEnd: '2024-12-31' }), 400, { contains: 'periodEnd must not be before periodStart' });
      expectStatusMessage(
        await bad({ pools: [{ kind: 'merit', name: 'Sales', basis: 'percent', percent: 0.03, scope: { families: ['basket-weaving'] } }] }),
        400,
        'pools.0.scope.families: no job family "basket-weaving"',
      );
      expectStatusMessage(
        await bad({ eligibility: { locations: ['Atlantis'] } }),
        400,
        'eligibility.locations: "Atlantis" is not a metro or city of India',
      );
      expectStatusMessage(await bad({ bandGroupId: 999_999 }), 404, 'No pay band group 999999 for India in this workspace');
      expectStatusMessage(await bad({ name: 'fy2025 MERIT' }), 409, 'A merit cycle named "fy2025 MERIT" exists in this workspace already');
      expectStatusMessage(
        await call(a.viewer, 'POST', '/merit/cycles', cycleBody({ name: 'Viewer' })),
        403,
        'Only workspace analysts and admins can do this',
      );
    });
  });

  describe('the state machine', () => {
    it('refuses what the status does not allow, with a 409 that says why', async () => {
      const rec = await recOf(cycle.id, 'p90');
      const change = (w: Who, body: unknown) =>
        call<api.MeritRecommendationResult>(w, 'POST', `/merit/cycles/${cycle.id}/recommendations/${rec.id}`, body);
      expectStatusMessage(
        await change(a.analyst, { meritPercent: 0.05 }),
        409,
        'Recommendations change while the cycle is active; it is not started',
      );
      expectStatusMessage(
        await status(a.analyst, cycle.id, 'approved'),
        409,
        'A cycle that is not started can become active, not approved',
      );
      expect((await status(a.analyst, cycle.id, 'active')).body.data).toMatchObject({
        status: 'active',
        open: true,
        editable: false,
        next: ['paused', 'approved'],
      });
      expectStatusMessage(await status(a.analyst, cycle.id, 'active'), 409, 'The cycle is active already');
      expectStatusMessage(
        await call(a.analyst, 'POST', `/merit/cycles/${cycle.id}`, { proration: { kind: 'day' } }),
        409,
        'Settings change only before the cycle starts or while it is paused: pause it first',
      );
      expectStatusMessage(
        await status(a.analyst, cycle.id, 'closed'),
        409,
        'A cycle that is active can become paused or approved, not closed',
      );
      expectStatusMessage(
        await call(a.analyst, 'DELETE', `/merit/cycles/${cycle.id}`),
        409,
        'Only a cycle not started can be removed; this one is active',
      );
      expectStatusMessage(await status(a.viewer, cycle.id, 'paused'), 403, 'Only workspace analysts and admins can do this');

      // Paused: settings change (the rules version goes up), recommendations do not.
      expect((await status(a.analyst, cycle.id, 'paused')).body.data).toMatchObject({ status: 'paused', editable: true, next: ['active'] });
      expectStatusMessage(
        await change(a.analyst, { meritPercent: 0.05 }),
        409,
        'Recommendations change while the cycle is active; it is paused',
      );
      const paused = await call<api.MeritCycle>(a.analyst, 'POST', `/merit/cycles/${cycle.id}`, { name: 'FY2025 merit (paused edit)' });
      expect(paused.status, paused.body.message).toBe(200);
      expect(paused.body.data.rulesVersion).toBe(5);
      expectStatusMessage(
        await call(a.analyst, 'POST', `/merit/cycles/${cycle.id}`, { uploadId: 999_999 }),
        409,
        'The roster version is fixed once the cycle has started',
      );
      expect((await status(a.analyst, cycle.id, 'active')).status).toBe(200);
    });
  });

  describe('recommending', () => {
    it('within the guideline needs nothing; outside it, a reason; over budget is shown, never refused', async () => {
      const a1 = await recOf(cycle.id, 'a1');
      const url = `/merit/cycles/${cycle.id}/recommendations/${a1.id}`;
      // a1: 100,000 against a 100,000 mid, rating 3: 2.5 % in a flat cell. 2.5 % to 3 % is outside it.
      expect(a1).toMatchObject({ meritPercent: 0.025, guideline: { min: 0.025, target: 0.025, max: 0.025 } });
      expectStatusMessage(
        await call(a.analyst, 'POST', url, { meritPercent: 0.03 }),
        400,
        'meritPercent: 3 % is outside the guideline (2.5 %) for Anil: give a reason',
      );
      const over = await call<api.MeritRecommendationResult>(a.analyst, 'POST', url, {
        meritPercent: 0.12,
        reason: 'Retention: a competing offer',
      });
      expect(over.status, over.body.message).toBe(200);
      const r = over.body.data;
      expect(r.recommendation).toMatchObject({
        meritPercent: 0.12,
        merit: { raise: 12_000, base: 12_000 },
        newBase: 112_000,
        outsideGuideline: true,
        changed: true,
      });
      // A's pool is 7,200; A's people now spend 12,000 + 2,800 (a2 at 3.5 %): over, and shown. V's
      // 23,600 against A's 14,800, A's and B's own 3,000 and 2,800, b1's 1,200 and b2's 2,100.
      expect(r.chain.map((m) => [m.employeeId, m.pools[0]!.pool, m.pools[0]!.spent, m.pools[0]!.over])).toEqual([
        ['A', 7_200, 14_800, true],
        ['V', 23_600, 23_900, true],
      ]);
      // Within a range cell: p90 from 4 % to 5 %.
      const p90 = await recOf(cycle.id, 'p90');
      const within = await call<api.MeritRecommendationResult>(a.analyst, 'POST', `/merit/cycles/${cycle.id}/recommendations/${p90.id}`, {
        meritPercent: 0.05,
      });
      expect(within.body.data.recommendation).toMatchObject({ meritPercent: 0.05, outsideGuideline: false, newBase: 94_500 });
      // The pool as a whole is not over: 43,740 of 53,720 spent.
      const now = (await call<api.MeritCycle>(a.viewer, 'GET', `/merit/cycles/${cycle.id}`)).body.data;
      expect(now.pools[0]).toMatchObject({ total: 53_720, spent: 43_740, left: 9_980, over: false });
      expect(now.counts).toMatchObject({ changed: 2, outsideGuideline: 1 });
      expectStatusMessage(
        await call(a.viewer, 'POST', url, { meritPercent: 0.03, reason: 'x' }),
        403,
        'Only workspace analysts and admins can do this',
      );
      const late = await recOf(cycle.id, 'late');
      expectStatusMessage(
        await call(a.analyst, 'POST', `/merit/cycles/${cycle.id}/recommendations/${late.id}`, { oneOff: 100 }),
        409,
        'Lata is not eligible in this cycle: Hired after 2025-12-31',
      );
    });

    it('a manager’s view: the people under them and their pools', async () => {
      const view = await recs(a.viewer, cycle.id, '?manager=V&under=direct');
      expect(view.items.map((r) => r.employeeId)).toEqual(['A', 'B']);
      expect(view.manager).toMatchObject({ employeeId: 'V', name: 'Vera', pools: [{ pool: 23_600, over: true }] });
      expect((await recs(a.viewer, cycle.id, '?manager=V')).matching).toBe(6);
      expect((await recs(a.viewer, cycle.id, '?outsideGuideline=true')).items.map((r) => r.employeeId)).toEqual(['a1']);
      expectStatusMessage(
        await call(a.viewer, 'GET', `/merit/cycles/${cycle.id}/recommendations?manager=nobody`),
        404,
        'No one with employee id nobody in this cycle',
      );
    });
  });

  describe('approvals', () => {
    it('stages by the manager chain, by cost and by a change outside the guideline; the approver or an admin decides', async () => {
      const a1 = await recOf(cycle.id, 'a1');
      // a1: 12,000 is above the 4,500 of the skip-level stage and outside the guideline: three stages.
      expect(a1.approval.stages.map((s) => [s.name, s.approver])).toEqual([
        ['Manager', managerA.email],
        ['Skip level', vp.email],
        ['HR', 'hr@meritco.example'],
      ]);
      // b1's manager B has no email in the roster: the fallback approves.
      const b1 = await recOf(cycle.id, 'b1');
      expect(b1.approval.stages.map((s) => [s.name, s.approver])).toEqual([['Manager', 'fallback@meritco.example']]);

      const decide = (w: Who, ids: number[], decision: 'approve' | 'reject' = 'approve', note?: string) =>
        call<api.MeritDecisionResult>(w, 'POST', `/merit/cycles/${cycle.id}/approvals`, {
          recommendationIds: ids,
          decision,
          ...(note ? { note } : {}),
        });
      expectStatusMessage(await decide(vp, [a1.id]), 403, `Stage "Manager" of Anil's recommendation is for ${managerA.email} to decide`);
      // All or none: A may decide a1 but not b1, so nothing is decided.
      expectStatusMessage(await decide(managerA, [a1.id, b1.id]), 403, { contains: 'fallback@meritco.example' });
      expect((await recOf(cycle.id, 'a1')).approval.next!.name).toBe('Manager');

      expect((await decide(managerA, [a1.id])).body.data.recommendations[0]).toMatchObject({
        state: 'pending',
        next: { name: 'Skip level', approver: vp.email },
      });
      expectStatusMessage(await decide(vp, [a1.id], 'reject'), 400, { contains: 'Say why in note to reject' });
      expect((await decide(vp, [a1.id], 'reject', 'Too much at once')).body.data.recommendations[0]).toMatchObject({ state: 'rejected' });
      expect((await recs(a.viewer, cycle.id, '?state=rejected')).items.map((r) => r.employeeId)).toEqual(['a1']);

      // The manager lowers it to 4.5 % with a reason: the decisions are cleared, the cost is at the threshold (no skip level).
      const changed = await call<api.MeritRecommendationResult>(a.analyst, 'POST', `/merit/cycles/${cycle.id}/recommendations/${a1.id}`, {
        meritPercent: 0.045,
        reason: 'Meets the market',
      });
      expect(changed.body.data.recommendation.approval).toMatchObject({ state: 'pending', next: { name: 'Manager' } });
      expect(changed.body.data.recommendation.approval.stages.map((s) => s.name)).toEqual(['Manager', 'HR']);
      expect((await decide(managerA, [a1.id])).body.data.recommendations[0]!.next).toMatchObject({ name: 'HR' });
      expect((await decide(hr, [a1.id])).body.data.recommendations[0]).toMatchObject({ state: 'approved', next: null });
      expectStatusMessage(await decide(a.admin, [a1.id]), 409, 'The recommendation for Anil is approved already');

      // Not all approved: the cycle cannot be.
      expectStatusMessage(await status(a.analyst, cycle.id, 'approved'), 409, /^10 of 11 recommendations are not approved yet/);
      // An admin decides for anyone, a stage at a time.
      const pending = async () => (await recs(a.viewer, cycle.id, '?state=pending')).items.map((r) => r.id);
      for (let round = 0; round < 3; round++) {
        const ids = await pending();
        if (ids.length === 0) break;
        expect((await decide(a.admin, ids)).status).toBe(200);
      }
      expect(await pending()).toEqual([]);
      const approved = await status(a.analyst, cycle.id, 'approved');
      expect(approved.body.data).toMatchObject({ status: 'approved', counts: { approved: 11, pending: 0 }, next: ['closed'] });
      expectStatusMessage(await decide(a.admin, [a1.id]), 409, 'Recommendations are decided while the cycle is active; it is approved');
      expect((await status(a.analyst, cycle.id, 'closed')).body.data).toMatchObject({ status: 'closed', next: [] });
      expectStatusMessage(await status(a.analyst, cycle.id, 'active'), 409, 'A closed cycle is final');
      expectStatusMessage(
        await call(a.analyst, 'POST', `/merit/cycles/${cycle.id}`, { name: 'Again' }),
        409,
        'The cycle is closed: its settings are final',
      );
    });

    it('logs every change with who, when, the rules version, the matrix cell and the proration factor', async () => {
      const res = await call<api.MeritAudit>(a.analyst, 'GET', `/merit/cycles/${cycle.id}/audit?employeeId=a1`);
      expect(res.status, res.body.message).toBe(200);
      const changes = res.body.data.entries.filter((e) => e.action === 'recommendation.change');
      expect(changes).toHaveLength(2);
      expect(changes[1]).toMatchObject({
        by: { email: a.analyst.email },
        employeeId: 'a1',
        rulesVersion: 5,
        cell: { row: 2, column: 2, rating: '3' },
        proration: 1,
        detail: { before: { meritPercent: 0.025 }, after: { meritPercent: 0.12, reason: 'Retention: a competing offer' } },
      });
      expect(res.body.data.entries.map((e) => e.action)).toContain('recommendation.reject');
      const all = await call<api.MeritAudit>(a.analyst, 'GET', `/merit/cycles/${cycle.id}/audit`);
      expect(all.body.data.entries.filter((e) => e.action === 'cycle.status').map((e) => e.detail)).toEqual([
        { from: 'approved', to: 'closed' },
        { from: 'active', to: 'approved' },
        { from: 'paused', to: 'active' },
        { from: 'active', to: 'paused' },
        { from: 'not-started', to: 'active' },
      ]);
      expectStatusMessage(
        await call(a.viewer, 'GET', `/merit/cycles/${cycle.id}/audit`),
        403,
        'Only workspace analysts and admins can do this',
      );
    });
  });

  describe('tenant isolation', () => {
    it("workspace B's session with A's ids answers 404 on every call", async () => {
      const rec = await recOf(cycle.id, 'p90');
      const id = cycle.id;
      const calls: [string, 'GET' | 'POST' | 'DELETE', string, unknown?][] = [
        ['get', 'GET', `/merit/cycles/${id}`],
        ['edit', 'POST', `/merit/cycles/${id}`, { name: 'Mine now' }],
        ['delete', 'DELETE', `/merit/cycles/${id}`],
        ['status', 'POST', `/merit/cycles/${id}/status`, { status: 'paused' }],
        ['recommendations', 'GET', `/merit/cycles/${id}/recommendations`],
        ['change', 'POST', `/merit/cycles/${id}/recommendations/${rec.id}`, { meritPercent: 0.05 }],
        ['budget', 'GET', `/merit/cycles/${id}/budget`],
        ['approvals', 'POST', `/merit/cycles/${id}/approvals`, { recommendationIds: [rec.id], decision: 'approve' }],
        ['audit', 'GET', `/merit/cycles/${id}/audit`],
      ];
      for (const [name, method, url, body] of calls) {
        const res = await call(b.admin, method, url, body);
        expect(res.status, name).toBe(404);
        expect(res.body.message, name).toBe(`No merit cycle ${id} in this workspace`);
      }
      // B's own cycle cannot read A's roster version or bands.
      const aCycle = (await call<api.MeritCycle>(a.viewer, 'GET', `/merit/cycles/${id}`)).body.data;
      expectStatusMessage(
        await call(b.analyst, 'POST', '/merit/cycles', cycleBody({ name: 'Borrowed', uploadId: aCycle.roster.uploadId! })),
        404,
        { contains: `No roster version ${aCycle.roster.uploadId} in this workspace` },
      );
      expectStatusMessage(await call(b.analyst, 'POST', '/merit/cycles', cycleBody({ name: 'Borrowed', bandGroupId })), 404, {
        contains: `No pay band group ${bandGroupId}`,
      });
      const own = await call<api.MeritCycle>(b.analyst, 'POST', '/merit/cycles', cycleBody({ name: 'Theirs' }));
      expect(own.status, own.body.message).toBe(200);
      expect(own.body.data.counts.people).toBe(1);
      // B has no bands: nobody is placed in the matrix's columns, unless the matrix has one column.
      expect(await recOfIn(b.viewer, own.body.data.id, 'Z')).toMatchObject({
        guideline: null,
        guidelineNote: 'No pay band to place them in',
      });
      const flat = await call<api.MeritCycle>(
        b.analyst,
        'POST',
        '/merit/cycles',
        cycleBody({ name: 'Flat', matrix: { mode: 'flat', bounds: [], ratings: ['3'], cells: [[0.03]] } }),
      );
      expect(flat.status, flat.body.message).toBe(200);
      expect(await recOfIn(b.viewer, flat.body.data.id, 'Z')).toMatchObject({ position: null, meritPercent: 0.03, merit: { raise: 3000 } });
      expect(
        (await call<{ cycles: api.MeritCycleSummary[] }>(b.viewer, 'GET', '/merit/cycles')).body.data.cycles.map((c) => c.name),
      ).toEqual(['Flat', 'Theirs']);
      // A's recommendation id under B's cycle: not found.
      expectStatusMessage(
        await call(b.analyst, 'POST', `/merit/cycles/${own.body.data.id}/recommendations/${rec.id}`, { meritPercent: 0.05 }),
        404,
        `No recommendation ${rec.id} in this cycle`,
      );
    });
  });
});
