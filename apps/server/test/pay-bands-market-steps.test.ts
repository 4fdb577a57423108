import type { api } from '@paysight/contract';
import type { Db } from '@paysight/db';
import { insertCompany, insertLocation, insertSalaryRecords, insertTitle, type SalaryRecordInput } from '@paysight/db/factories';
import { beforeAll, expect, it } from 'vitest';
import { injectApi } from './api.js';
import { bandPlan, createBandGroup } from './pay-bands.js';
import { createClock, describeWithDb, useTestApp } from './helpers.js';
import { createWorkspace } from './workspaces.js';

/**
 * A new band group on the market's own steps: the market's levels step up 30 %, 46 % and 38 % (as
 * the demo market does), so a structure linted at 10–20 % opens with a finding per level; on the
 * market's steps it opens with none, and a hidden level steps up by the market's median.
 *
 * Seattle, Software Engineering, totals at 0.8, 0.9, 1, 1.1 and 1.2 × the level's mid from three
 * companies (none over half): p50 is the mid. Levels 1–4 are shown; level 5 has 4 records (hidden).
 */
describeWithDb('Pay bands from the market’s own steps', () => {
  const clock = createClock(new Date('2026-11-24T09:00:00Z'));
  const EFFECTIVE = '2026-07-01';
  const t = useTestApp({ seed: false, now: clock.now });
  let db: Db;
  const slugs: string[] = [];
  const MIDS = [100_000, 130_000, 190_000, 262_000];

  beforeAll(async () => {
    db = t.database.db;
    const titleId = (await insertTitle(db, { name: 'Software Engineer', family: 'Software Engineering' })).id;
    const seattle = (await insertLocation(db, { city: 'Seattle', state: 'Washington', countryCode: 'us', metro: 'Seattle' })).id;
    const ids: number[] = [];
    for (const name of ['Alpha', 'Bravo', 'Charlie']) {
      const c = await insertCompany(db, { name, type: 'product', listed: true, fundingStage: 'public', industry: 'Software' });
      ids.push(c.id);
      slugs.push(c.slug);
    }
    const rec = (company: number, level: number, total: number): SalaryRecordInput => ({
      countryCode: 'us',
      companyId: ids[company]!,
      titleId,
      standardLevel: level,
      locationId: seattle,
      base: total,
      reportedOn: EFFECTIVE,
    });
    await insertSalaryRecords(db, [
      ...MIDS.flatMap((mid, i) => [0.8, 0.9, 1, 1.1, 1.2].map((f, j) => rec([0, 0, 1, 1, 2][j]!, i + 1, Math.round(mid * f)))),
      ...[0, 1, 2, 0].map((c) => rec(c, 5, 400_000)),
    ]);
    await t.app.tasks.run('benchmarking.market-index');
  }, 120_000);

  async function newGroup(name: string, plan: Partial<api.PayBandPlanInput>) {
    const w = await createWorkspace(t, clock.now(), name);
    const { group } = await createBandGroup(t.app, w.analyst.headers, 'Engineering', slugs);
    const res = await injectApi(t.app, 'POST', `/compa/pay-band-group/${group.id}`, w.analyst.headers, {
      effectiveDate: EFFECTIVE,
      plan: bandPlan(plan),
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data as api.PayBandGroup).versions[0]!;
  }

  it('on the market’s steps a new group opens with no progression finding, its hidden level stepped up by the market’s median', async () => {
    const v = await newGroup('Steady', { steps: 'market' });
    expect(v.plan.steps).toBe('market');
    // Steps 30 %, 46.15 %, 37.89 %: median 37.89 %; linted at half to 1.5 × it.
    expect(v.steps).toEqual([
      { family: 'software-engineering', step: 0.3789, progression: 0.3789, progressionMin: 0.189, progressionMax: 0.568, source: 'market' },
    ]);
    expect(v.findings.filter((f) => f.rule.startsWith('progression'))).toEqual([]);
    expect(v.findings).toEqual([]);
    // Level 5 (hidden): 262,000 × 1.3789 = 361,272 → 361,000; 6 to 8 step on by the same.
    expect(v.bands.map((b) => [b.level, b.mid, b.source]).slice(0, 6)).toEqual([
      [1, 100_000, 'market'],
      [2, 130_000, 'market'],
      [3, 190_000, 'market'],
      [4, 262_000, 'market'],
      [5, 361_000, 'progression'],
      [6, 498_000, 'progression'],
    ]);
  });

  it('on the plan’s 10–20 % range the same market is flagged at every step: the clash the market’s steps remove', async () => {
    const v = await newGroup('Strict', { steps: 'plan' });
    expect(v.steps).toEqual([
      { family: 'software-engineering', step: null, progression: 0.15, progressionMin: 0.1, progressionMax: 0.2, source: 'plan' },
    ]);
    expect(v.findings.filter((f) => f.rule === 'progression-high').map((f) => f.levels)).toEqual([
      [1, 2],
      [2, 3],
      [3, 4],
    ]);
  });

  it('a plan that says nothing of steps is built on its own figures, as before', async () => {
    const v = await newGroup('Unsaid', {});
    expect(v.plan.steps).toBe('plan');
    expect(v.steps[0]!.source).toBe('plan');
  });
});
