import type { api } from '@paysight/contract';
import { insertLocation, insertTitle } from '@paysight/db/factories';
import { beforeAll, expect, it } from 'vitest';
import { expectStatusMessage } from './api.js';
import { createClock, describeWithDb, useTestApp } from './helpers.js';
import { createWorkspace, sendPayroll, type TestWorkspace } from './workspaces.js';

/**
 * GET /compa/pay-equity, POST /compa/pay-equity/fix and GET /compa/pay-equity/export over a
 * workspace's payroll: the issue's oracles end to end, groups under 5 of either gender without
 * figures, the fix reaching its target once paid, analysts and admins only (a viewer never sees a
 * gender-derived figure), and one workspace never reading another's payroll.
 */
describeWithDb('Pay equity', () => {
  const clock = createClock(new Date('2026-11-24T09:00:00Z'));
  let a: TestWorkspace;
  let b: TestWorkspace;
  let tiny: TestWorkspace;
  let empty: TestWorkspace;
  let parttime: TestWorkspace;
  let aUpload: number;

  const t = useTestApp({ seed: false, now: clock.now });

  type Who = { headers: Record<string, string> };
  const HEADER = 'Employee ID,Title,Level,Family,Location,Currency,Base,Bonus Target,Equity,Hire Date,Gender';
  const row = (id: string, level: number, base: number, gender: string, family = 'software-engineering') =>
    `${id},Engineer,${level},${family},Bengaluru,INR,${base},0,0,2023-04-01,${gender}`;

  const upload = async (w: Who, lines: string[]) => {
    const res = await sendPayroll(t, w, [HEADER, ...lines].join('\r\n'));
    expect(res.statusCode, res.body).toBe(200);
  };
  const report = async (w: Who, query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/compa/pay-equity${query}`, headers: w.headers });
    return { status: res.statusCode, raw: res.body, body: res.json() as { data: api.PayEquityReport; message: string } };
  };
  const fix = async (w: Who, body: Record<string, unknown>) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/compa/pay-equity/fix', headers: w.headers, payload: body });
    return { status: res.statusCode, raw: res.body, body: res.json() as { data: api.PayEquityFix; message: string } };
  };
  const exported = (w: Who, query: string) =>
    t.app.inject({ method: 'GET', url: `/api/v1/compa/pay-equity/export${query}`, headers: w.headers });

  /** The issue's oracle, each person five times: L1 men {100}, women {95, 95}; L2 men {150, 150}, women {145} (thousands). */
  const oracleLines = (raise: Map<string, number> = new Map()) =>
    [...Array(5)].flatMap((_, i) =>
      (
        [
          [`M1-${i}`, 1, 100_000, 'male'],
          [`W1a-${i}`, 1, 95_000, 'female'],
          [`W1b-${i}`, 1, 95_000, 'female'],
          [`M2a-${i}`, 2, 150_000, 'male'],
          [`M2b-${i}`, 2, 150_000, 'male'],
          [`W2-${i}`, 2, 145_000, 'female'],
        ] as const
      ).map(([id, level, base, gender]) => row(id, level, base + (raise.get(id) ?? 0), gender)),
    );

  beforeAll(async () => {
    const db = t.database.db;
    await insertTitle(db, { name: 'Software Engineer', family: 'Software Engineering' });
    await insertTitle(db, { name: 'Data Scientist', family: 'Data and AI' });
    await insertLocation(db, { city: 'Bengaluru', state: 'Karnataka', countryCode: 'in', metro: 'Bengaluru' });
    a = await createWorkspace(t, clock.now(), 'Equityco');
    b = await createWorkspace(t, clock.now(), 'Otherequity');
    tiny = await createWorkspace(t, clock.now(), 'Tinyequity');
    empty = await createWorkspace(t, clock.now(), 'Nopayroll');
    parttime = await createWorkspace(t, clock.now(), 'Parttimeco');
    // A: the oracle, plus two people the gap does not compare (non-binary, gender not given).
    await upload(a.analyst, [...oracleLines(), row('NB1', 1, 120_000, 'non-binary'), row('U1', 2, 130_000, '')]);
    // B: L1 5 women and 5 men (reported), Data and AI L3 2 women and 3 men (not reported).
    await upload(b.analyst, [
      ...[...Array(5)].map((_, i) => row(`BW${i}`, 1, 90_000, 'female')),
      ...[...Array(5)].map((_, i) => row(`BM${i}`, 1, 100_000, 'male')),
      ...[...Array(2)].map((_, i) => row(`DW${i}`, 3, 200_000, 'female', 'data-and-ai')),
      ...[...Array(3)].map((_, i) => row(`DM${i}`, 3, 210_000, 'male', 'data-and-ai')),
    ]);
    // Tiny: 4 women, 6 men: nothing gender-derived is reported.
    await upload(tiny.admin, [
      ...[...Array(4)].map((_, i) => row(`TW${i}`, 1, 90_000, 'female')),
      ...[...Array(6)].map((_, i) => row(`TM${i}`, 1, 100_000, 'male')),
    ]);
    // Parttimeco: 5 men full time on 100,000; 5 women half time on 50,000, rated apart from the men.
    const rosterHeader = `${HEADER},Performance Rating,FTE`;
    const up = await sendPayroll(
      t,
      parttime.admin,
      [
        rosterHeader,
        ...[...Array(5)].map((_, i) => `${row(`PM${i}`, 1, 100_000, 'male')},${i < 3 ? 'meets' : 'exceeds'},1`),
        ...[...Array(5)].map((_, i) => `${row(`PW${i}`, 1, 50_000, 'female')},${i < 2 ? 'meets' : 'exceeds'},0.5`),
      ].join('\r\n'),
      'roster.csv',
    );
    expect(up.statusCode, up.body).toBe(200);
    aUpload = (await report(a.analyst)).body.data.payroll.uploadId;
  }, 120_000);

  it('hourly pay counts FTE and the rating is a factor when the roster gives one', async () => {
    const r = (await report(parttime.analyst, '?factors=level,rating')).body.data;
    // Half the yearly pay for half the hours: a 50 % yearly gap, none by the hour.
    expect(r.overall.annual.total).toMatchObject({ mean: 0.5, median: 0.5 });
    expect(r.overall.hourly.total).toMatchObject({ mean: 0, median: 0 });
    expect(r.eu.categories[0]).toMatchObject({ average: 0, flagged: false, favours: null });
    // The model is on FTE-equivalent pay: no gap, and the rating (known for everyone) is used; level has one value.
    expect(r.adjusted.gap).toBeCloseTo(0, 4);
    expect(r.adjusted.factors.find((f) => f.factor === 'rating')).toMatchObject({ used: true });
    expect(r.adjusted.factors.find((f) => f.factor === 'level')).toMatchObject({ used: false, why: 'Everyone shares one level' });
  });

  it('oracle end to end: median gap 36.67 %, mean 16.25 %, adjusted for level 4.17 %, on the people it rests on', async () => {
    const res = await report(a.analyst);
    expect(res.status, res.body.message).toBe(200);
    const r = res.body.data;
    expect(r.restsOn).toEqual({ people: 32, women: 15, men: 15, notCompared: 2 });
    expect(r.overall.annual.total).toEqual({ women: 15, men: 15, reportable: true, mean: 0.1625, median: 0.3667 });
    expect(r.overall.hourly.total).toMatchObject({ mean: 0.1625, median: 0.3667 });
    // Nobody has variable pay: no one to compare.
    expect(r.overall.annual.variable).toMatchObject({ women: 0, men: 0, reportable: false, mean: null });
    expect(r.adjusted).toMatchObject({ people: 30, reportable: true, gap: 0.0417 });
    expect(r.adjusted.low!).toBeLessThan(0.0417);
    expect(r.adjusted.high!).toBeGreaterThan(0.0417);
    // The defaults: level used; one family, one location and one hire date leave the rest out, and the note says so.
    expect(r.adjusted.factors.filter((f) => f.used).map((f) => f.factor)).toEqual(['level']);
    expect(r.adjusted.note).toContain('job family (everyone shares one job family)');
    expect(r.categories.map((c) => [c.levelName, c.women, c.men, c.gaps.annual.total.mean])).toEqual([
      ['Entry', 10, 5, 0.05],
      ['Mid', 5, 10, 0.0333],
    ]);
    // Quartiles of 30 (8, 8, 7, 7), counts adding up to the 30 compared.
    expect(r.quartiles.map((q) => [q.women, q.men])).toEqual([
      [8, 0],
      [3, 5],
      [4, 3],
      [0, 7],
    ]);
    expect(r.eu.gap).toMatchObject({ mean: 0.1625, median: 0.3667 });
    expect(r.eu.receivingVariable).toEqual({ women: 0, men: 0 });
    expect(r.eu.categories.map((c) => [c.levelName, c.flagged, c.favours])).toEqual([
      ['Entry', true, 'men'],
      ['Mid', false, 'men'],
    ]);
    expect(r.eu.flagged).toBe(1);
    expect(r.eu.rule).toContain('favouring women is flagged too');
  });

  it('a group with fewer than 5 women or 5 men keeps its counts and shows no figure', async () => {
    const r = (await report(b.analyst)).body.data;
    expect(r.restsOn).toEqual({ people: 15, women: 7, men: 8, notCompared: 0 });
    const [dataL3, engL1] = r.categories;
    expect(dataL3).toMatchObject({ family: { slug: 'data-and-ai', name: 'Data and AI' }, women: 2, men: 3 });
    expect(dataL3!.gaps.annual.total).toEqual({ women: 2, men: 3, reportable: false, mean: null, median: null });
    expect(r.eu.categories[0]).toMatchObject({ reportable: false, average: null, flagged: false, favours: null });
    expect(engL1!.gaps.annual.total).toEqual({ women: 5, men: 5, reportable: true, mean: 0.1, median: 0.1 });

    const small = (await report(tiny.admin)).body.data;
    expect(small.restsOn).toMatchObject({ people: 10, women: 4, men: 6 });
    expect(small.overall.annual.total).toMatchObject({ reportable: false, mean: null, median: null });
    expect(small.quartiles).toEqual([]);
    expect(small.eu.receivingVariable).toBeNull();
    expect(small.adjusted).toMatchObject({ reportable: false, gap: null, low: null, high: null });
    const f = await fix(tiny.admin, {});
    expect(f.body.data).toMatchObject({ group: null, uniform: null, cheapest: null, fairPay: null, restsOn: { people: 10 } });
    expect(f.body.data.reason).toMatch(/fewer than 5 women or 5 men/);
  });

  it('prices the fix three ways; the cheapest, once paid, brings the adjusted gap to the target', async () => {
    const res = await fix(a.admin, { target: 0, cap: 0.2 });
    expect(res.status, res.body.message).toBe(200);
    const f = res.body.data;
    expect(f).toMatchObject({ group: 'women', currency: 'INR', restsOn: { people: 32 }, adjusted: { gap: 0.0417 } });
    // The same 4.35 % to all 15 women.
    expect(f.uniform).toMatchObject({ percent: 0.0435, people: 15, gapAfter: 0 });
    // The least total: the five Mid women, whose raises move the model most, to 157,895 each.
    expect(f.cheapest!.gapAfter).toBe(0);
    expect(f.cheapest!.raises.map((r) => [r.level, r.current, r.raise, r.after])).toEqual(
      [...Array(5)].map(() => [2, 145_000, 12_895, 157_895]),
    );
    expect(f.cheapest!.cost).toBe(5 * 12_895);
    expect(f.cheapest!.cost).toBeLessThan(f.uniform!.cost);
    // Fair pay: every woman toward what a man like her is predicted to earn, deepest first, within the cap.
    expect(f.fairPay!.people).toBe(15);
    for (const r of f.fairPay!.raises) expect(r.after).toBeLessThanOrEqual(r.fair! + 1);
    expect(f.fairPay!.cap).toBe(0.2);

    // Paid: the payroll with the cheapest raises has an adjusted gap of 0.
    const raised = new Map(f.cheapest!.raises.map((r) => [r.employeeId, r.raise]));
    await upload(a.analyst, [...oracleLines(raised), row('NB1', 1, 120_000, 'non-binary'), row('U1', 2, 130_000, '')]);
    const after = (await report(a.analyst)).body.data;
    expect(after.adjusted.gap).toBeCloseTo(0, 4);
    // A 2 % target: nothing to do once paid.
    expect((await fix(a.analyst, { target: 0.02 })).body.data).toMatchObject({
      group: null,
      reason: expect.stringContaining('already within the target'),
    });
    await upload(a.analyst, [...oracleLines(), row('NB1', 1, 120_000, 'non-binary'), row('U1', 2, 130_000, '')]);
    aUpload = (await report(a.analyst)).body.data.payroll.uploadId;
  });

  it('exports the report and a way of the fix as CSV', async () => {
    const rep = await exported(a.analyst, '?file=report');
    expect(rep.statusCode).toBe(200);
    expect(rep.headers['content-type']).toContain('text/csv');
    expect(rep.headers['content-disposition']).toBe('attachment; filename="pay-equity-report.csv"');
    expect(rep.body).toContain('(a) and (c) Hourly pay,15,15,16.25,36.67');
    expect(rep.body).toContain('People,32');
    expect(rep.body).toContain('Software Engineering,Entry,10,5,5,5,,,5,"5 % or more, favours men"');
    const raises = await exported(a.analyst, '?file=raises&way=cheapest');
    expect(raises.statusCode).toBe(200);
    const lines = raises.body.split('\r\n');
    expect(lines).toContain('Total cost,64475');
    expect(lines.filter((l) => /^W2-\d,Engineer,Software Engineering,2,145000,12895,157895,$/.test(l))).toHaveLength(5);
  });

  it('analysts and admins only: a viewer gets 403 and nothing derived from gender, in the report, the fix and the export', async () => {
    const res = await report(a.viewer);
    expectStatusMessage(res, 403, 'Only workspace analysts and admins can do this');
    expect(res.body.data).toBeNull();
    expect(res.raw).not.toMatch(/women|female|gap/i);
    expect((await fix(a.viewer, {})).status).toBe(403);
    const file = await exported(a.viewer, '?file=raises');
    expect(file.statusCode).toBe(403);
    expect(file.body).not.toMatch(/W2-|women/);
    expect((await report(a.admin)).status).toBe(200);
  });

  it("one workspace never reads another's payroll: A's payroll id from B answers 404", async () => {
    const own = (await report(b.analyst)).body.data;
    expect(own.payroll.uploadId).not.toBe(aUpload);
    expectStatusMessage(await report(b.analyst, `?uploadId=${aUpload}`), 404, 'No such payroll');
    expectStatusMessage(await fix(b.admin, { uploadId: aUpload }), 404, 'No such payroll');
    expect((await exported(b.analyst, `?file=raises&uploadId=${aUpload}`)).statusCode).toBe(404);
    expect((await report(a.analyst, `?uploadId=${aUpload}`)).status).toBe(200);
    expectStatusMessage(await report(empty.admin), 404, 'No payroll to report on: upload one on the peer benchmarking page first');
  });

  it('refuses bad input with the field named', async () => {
    expectStatusMessage(await report(a.analyst, '?factors=level,gender'), 400, {
      contains: 'factors are among level, family, location, tenure, rating (got "gender")',
    });
    expectStatusMessage(await fix(a.analyst, { target: 2 }), 400, { contains: 'target is a fraction from 0 to 0.5' });
    expectStatusMessage(await fix(a.analyst, { factors: ['salary'] }), 400, { contains: 'factors are among' });
    expect((await exported(a.analyst, '?way=all')).statusCode).toBe(400);
    // Chosen factors are used as asked: without level the gap is that of geometric means.
    const raw = (await report(a.analyst, '?factors=none')).body.data.adjusted;
    expect(raw.factors.every((f) => !f.used)).toBe(true);
    expect(raw.gap).toBeCloseTo(1 - Math.cbrt((95 * 95 * 145) / (100 * 150 * 150)), 4);
  });
});
