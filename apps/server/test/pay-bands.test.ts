import type { api } from '@paysight/contract';
import { type enterpriseOrgs, type Db } from '@paysight/db';
import { insertCompany, insertLocation, insertSalaryRecords, insertTitle, type SalaryRecordInput } from '@paysight/db/factories';
import { beforeAll, describe, expect, it } from 'vitest';
import { createClock, describeWithDb, useTestApp } from './helpers.js';
import { injectApi } from './api.js';
import { bandPlan as plan, createBandGroup } from './pay-bands.js';
import { createWorkspace, type TestWorkspace as Workspace } from './workspaces.js';

/**
 * Pay bands through the API: bands from the peer benchmark's cells worked by hand, versions that are
 * never edited, a hidden cell giving no market band, roles, tenant isolation and scenarios.
 *
 * The market: Software Engineering in the US, reported on the effective date (aging factor 1).
 * Seattle level 2 totals 80k, 90k, 100k, 110k, 120k from three companies (none over half): p50
 * exactly 100,000. Seattle level 3 has 4 records (hidden). Austin level 2 is Seattle's × 0.8 (p50
 * 80,000), so Austin's default differential is 0.8.
 */
describeWithDb('Pay bands', () => {
  const clock = createClock(new Date('2026-11-24T09:00:00Z'));
  const EFFECTIVE = '2026-07-01';
  let db: Db;
  const co: Record<string, { id: number; slug: string }> = {};

  type Headers = Record<string, string>;
  const call = (method: 'GET' | 'POST', url: string, headers: Headers = {}, payload?: object) =>
    injectApi(t.app, method, url, headers, payload);

  const workspace = (name: string, over: Partial<typeof enterpriseOrgs.$inferInsert> = {}) => createWorkspace(t, clock.now(), name, over);

  /** A peer group of Alpha, Bravo and Charlie, and a band group on it. */
  async function bandGroup(w: Workspace, name = 'Engineering US') {
    return createBandGroup(
      t.app,
      w.analyst.headers,
      name,
      ['Alpha', 'Bravo', 'Charlie'].map((c) => co[c]!.slug),
    );
  }

  const save = (w: Workspace, id: number, body: Partial<api.PayBandVersionInput> = {}, headers: Headers = w.analyst.headers) =>
    call('POST', `/compa/pay-band-group/${id}`, headers, { effectiveDate: EFFECTIVE, plan: plan(), ...body });
  const bandsAt = (v: api.PayBandVersion | { bands: api.PayBand[] }, location: string) =>
    v.bands.filter((b) => b.location === location).map((b) => [b.level, b.min, b.mid, b.max, b.source]);

  const t = useTestApp({ seed: false, now: clock.now });

  beforeAll(async () => {
    db = t.database.db;
    const titleId = (await insertTitle(db, { name: 'Software Engineer', family: 'Software Engineering' })).id;
    const seattle = (await insertLocation(db, { city: 'Seattle', state: 'Washington', countryCode: 'us', metro: 'Seattle' })).id;
    const austin = (await insertLocation(db, { city: 'Austin', state: 'Texas', countryCode: 'us', metro: 'Austin' })).id;
    const bengaluru = (await insertLocation(db, { city: 'Bengaluru', state: 'Karnataka', countryCode: 'in', metro: 'Bengaluru' })).id;
    for (const name of ['Alpha', 'Bravo', 'Charlie']) {
      const c = await insertCompany(db, { name, type: 'product', listed: true, fundingStage: 'public', industry: 'Software' });
      co[name] = { id: c.id, slug: c.slug };
    }
    const rec = (company: string, level: number, total: number, locationId = seattle): SalaryRecordInput => ({
      countryCode: 'us',
      companyId: co[company]!.id,
      titleId,
      standardLevel: level,
      locationId,
      base: total,
      reportedOn: EFFECTIVE,
    });
    await insertSalaryRecords(db, [
      rec('Alpha', 2, 80_000),
      rec('Alpha', 2, 90_000),
      rec('Bravo', 2, 100_000),
      rec('Bravo', 2, 110_000),
      rec('Charlie', 2, 120_000),
      // Level 3: 4 records, hidden (and far above what a progression gives, so a leak would show).
      rec('Alpha', 3, 200_000),
      rec('Bravo', 3, 200_000),
      rec('Charlie', 3, 200_000),
      rec('Alpha', 3, 210_000),
      rec('Alpha', 2, 64_000, austin),
      rec('Alpha', 2, 72_000, austin),
      rec('Bravo', 2, 80_000, austin),
      rec('Bravo', 2, 88_000, austin),
      rec('Charlie', 2, 96_000, austin),
      // India, Bengaluru level 2: p50 3,000,000.
      ...[2_600_000, 2_800_000, 3_000_000, 3_200_000, 3_400_000].map((total, i) => ({
        ...rec(['Alpha', 'Alpha', 'Bravo', 'Bravo', 'Charlie'][i]!, 2, total, bengaluru),
        countryCode: 'in' as const,
      })),
    ]);
    await t.app.tasks.run('benchmarking.market-index');
  }, 120_000);

  it('builds bands worked by hand: the p50 as level 2’s mid, a 50 % width, a 15 % progression, Austin at its market differential', async () => {
    const w = await workspace('Anvil');
    const { group } = await bandGroup(w);
    const res = await save(w, group.id, { plan: plan({ locations: ['Seattle', 'austin'] }), note: 'First cut' });
    expect(res.statusCode, res.body).toBe(200);
    const [v] = (res.json().data as api.PayBandGroup).versions;
    expect(v).toMatchObject({ version: 1, effectiveDate: EFFECTIVE, note: 'First cut', createdBy: w.analyst.user.name });
    // Level 2: mid 100,000, width 0.5: min = 2 × 100,000 ÷ 2.5 = 80,000, max = 1.5 × min = 120,000.
    // Level 3 (hidden cell): 100,000 × 1.15 = 115,000; min 230,000 ÷ 2.5 = 92,000; max 138,000.
    // Level 4: 132,250 → 132,000 (nearest 1,000); min 105,800 → 106,000; max 158,700 → 159,000.
    expect(bandsAt(v!, 'Seattle').slice(0, 3)).toEqual([
      [2, 80_000, 100_000, 120_000, 'market'],
      [3, 92_000, 115_000, 138_000, 'progression'],
      [4, 106_000, 132_000, 159_000, 'progression'],
    ]);
    expect(v!.bands[0]).toMatchObject({ family: { slug: 'software-engineering', name: 'Software Engineering' }, levelName: 'Mid' });
    // Austin: level 2's p50 80,000 ÷ Seattle's 100,000 = 0.8, applied to Seattle's figures and rounded.
    expect(v!.differentials).toEqual([
      { family: 'software-engineering', location: 'Seattle', factor: 1, source: 'reference' },
      { family: 'software-engineering', location: 'Austin', factor: 0.8, source: 'market' },
    ]);
    expect(bandsAt(v!, 'Austin').slice(0, 2)).toEqual([
      [2, 64_000, 80_000, 96_000, 'market'],
      [3, 74_000, 92_000, 110_000, 'progression'],
    ]);
    // Overlap 2 → 3 is (120,000 − 92,000) ÷ (120,000 − 80,000) = 70 %: on the limit, not flagged.
    // Rounding pushes 5 → 6 over it: (183,000 − 140,000) ÷ (183,000 − 122,000) = 70.5 %, shown as
    // above 70 %. Level 7 (161,000–241,000) is 49.7 % wide against level 6's 50 %: rounding to the
    // nearest 1,000 explains that, so it is not a finding.
    expect(v!.findings.filter((f) => f.location === 'Seattle')).toEqual([
      {
        family: 'software-engineering',
        location: 'Seattle',
        rule: 'overlap',
        levels: [5, 6],
        value: 0.7049,
        message: "Level 5 → 6: level 6's band covers 70.5 % of level 5's, above the 70 % limit",
      },
    ]);

    // A narrower plan with a small step: width 0.3, progression 5 %: overlap (0.3 − 0.05) ÷ 0.3 = 83.3 %.
    const narrow = await save(w, group.id, { plan: plan({ width: 0.3, progression: 0.05, rounding: 0 }) });
    const latest = (narrow.json().data as api.PayBandGroup).versions[0]!;
    expect(latest.findings.filter((f) => f.levels.join() === '2,3').map((f) => f.message)).toEqual([
      'Level 2 → 3: midpoint progression 5 % is below the 10–20 % range',
      "Level 2 → 3: level 3's band covers 83.3 % of level 2's, above the 70 % limit",
    ]);
    // An explicit differential wins over the market's.
    const given = await save(w, group.id, { plan: plan({ locations: ['Seattle', 'Austin'], differentials: { Austin: 0.9 } }) });
    const third = (given.json().data as api.PayBandGroup).versions[0]!;
    expect(bandsAt(third, 'Austin')[0]).toEqual([2, 72_000, 90_000, 108_000, 'market']);
    expect(third.differentials[1]).toMatchObject({ factor: 0.9, source: 'plan' });
  });

  it('saves versions 1, 2, … and never edits one; a manual override replaces its band; viewers read but cannot save', async () => {
    const w = await workspace('Bastion');
    const { group } = await bandGroup(w);
    const first = (await save(w, group.id)).json().data as api.PayBandGroup;
    const v1 = first.versions[0]!;
    const second = await save(w, group.id, {
      effectiveDate: EFFECTIVE,
      note: 'Level 2 hand-set',
      plan: plan({ width: 0.4 }),
      overrides: [{ family: 'software-engineering', level: 2, location: 'seattle', min: 85_000, max: 118_000 }],
    });
    expect(second.statusCode, second.body).toBe(200);
    const detail = (await call('GET', `/compa/pay-band-group/${group.id}`, w.viewer.headers)).json().data as api.PayBandGroup;
    expect(detail.versions.map((v) => v.version)).toEqual([2, 1]);
    expect(detail.versions[1]).toEqual(v1);
    expect(detail.versions[0]!.plan).toMatchObject({ width: 0.4, lint: { progressionMin: 0.1, progressionMax: 0.2, maxOverlap: 0.7 } });
    // The override's mid is its midpoint, (85,000 + 118,000) ÷ 2.
    expect(bandsAt(detail.versions[0]!, 'Seattle')[0]).toEqual([2, 85_000, 101_500, 118_000, 'manual']);
    expect(detail.peerGroup).toMatchObject({ name: 'Rivals' });

    const list = (await call('GET', '/compa/pay-bands', w.viewer.headers)).json().data as { groups: api.PayBandGroupSummary[] };
    expect(list.groups).toEqual([
      expect.objectContaining({
        id: group.id,
        name: 'Engineering US',
        countryCode: 'us',
        currency: 'USD',
        latest: { version: 2, effectiveDate: EFFECTIVE, bands: 7, findings: expect.any(Number) },
      }),
    ]);

    // Two saves at once get the next two numbers (the group row is locked while a number is taken).
    await Promise.all([save(w, group.id), save(w, group.id)]);
    const after = (await call('GET', `/compa/pay-band-group/${group.id}`, w.viewer.headers)).json().data as api.PayBandGroup;
    expect(after.versions.map((v) => v.version)).toEqual([4, 3, 2, 1]);

    const refused = await save(w, group.id, {}, w.viewer.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Only workspace analysts and admins can do this');
    expect(
      (await call('POST', '/compa/pay-band-groups', w.viewer.headers, { name: 'Mine', countryCode: 'us', peerGroupId: 1 })).statusCode,
    ).toBe(403);
    expect(
      ((await call('GET', `/compa/pay-band-group/${group.id}`, w.viewer.headers)).json().data as api.PayBandGroup).versions,
    ).toHaveLength(4);
  });

  it('checks India against the US: a level whose India/US midpoint ratio is out of line with the others is flagged', async () => {
    const w = await workspace('Meridian');
    const { group: us } = await bandGroup(w);
    // The US bands with level 4 set by hand: mid (200,000 + 264,000) ÷ 2 = 232,000 instead of 132,000.
    const usSaved = await save(w, us.id, {
      overrides: [{ family: 'software-engineering', level: 4, location: 'Seattle', min: 200_000, max: 264_000 }],
    });
    expect(usSaved.statusCode, usSaved.body).toBe(200);
    const peer = await call('POST', '/benchmarking/peergroups', w.analyst.headers, {
      name: 'India rivals',
      countryCode: 'in',
      peer: { kind: 'competitors', companies: ['Alpha', 'Bravo', 'Charlie'].map((c) => co[c]!.slug) },
    });
    const india = (
      await call('POST', '/compa/pay-band-groups', w.analyst.headers, {
        name: 'Engineering India',
        countryCode: 'in',
        peerGroupId: peer.json().data.id,
      })
    ).json().data as api.PayBandGroup;
    const res = await save(w, india.id, { plan: plan({ locations: ['Bengaluru'] }) });
    expect(res.statusCode, res.body).toBe(200);
    const v = (res.json().data as api.PayBandGroup).versions[0]!;
    // India: 3,000,000 × 1.15^k, rounded: 3,000,000, 3,450,000, 3,968,000, 4,563,000, 5,247,000, 6,034,000, 6,939,000.
    // US: 100,000, 115,000, 232,000 (hand-set), 152,000, 175,000, 201,000, 231,000. Ratios ≈ 30 but level 4's
    // 3,968,000 ÷ 232,000 = 17.1; the median is 30, so level 4 is 17.1034 ÷ 30 − 1 = −43 % out of line.
    expect(bandsAt(v, 'Bengaluru')[2]).toEqual([4, 3_174_000, 3_968_000, 4_761_000, 'progression']);
    expect(v.findings.filter((f) => f.rule === 'country-ratio')).toEqual([
      {
        family: 'software-engineering',
        location: 'Bengaluru',
        rule: 'country-ratio',
        levels: [4],
        value: -0.4299,
        message: 'Level 4: India/US midpoint ratio 17.1 is 43 % below the median 30 across levels (more than 25 % out of line)',
      },
    ]);
  });

  it('a hidden market cell gives no market band: without a progression the level has none, with one it is stepped from below', async () => {
    const w = await workspace('Citadel');
    const { group } = await bandGroup(w);
    const none = (await save(w, group.id, { plan: plan({ progression: null }) })).json().data as api.PayBandGroup;
    expect(bandsAt(none.versions[0]!, 'Seattle')).toEqual([[2, 80_000, 100_000, 120_000, 'market']]);
    const stepped = (await save(w, group.id, { plan: plan({ progression: 0.15 }) })).json().data as api.PayBandGroup;
    // Level 3's four records pay 200,000+; the band ignores them.
    expect(bandsAt(stepped.versions[0]!, 'Seattle')[1]).toEqual([3, 92_000, 115_000, 138_000, 'progression']);
  });

  it('refuses bad input naming the field, a duplicate name, another region’s peer group and an unknown location', async () => {
    const w = await workspace('Dunmore');
    const { group, peerGroupId } = await bandGroup(w);
    const wide = await save(w, group.id, { plan: plan({ width: 3 }) });
    expect(wide.statusCode).toBe(400);
    expect(wide.json().message).toBe('body.plan.width: a band width is at most 2 (200 %)');
    const percentile = await save(w, group.id, { plan: plan({ targetPercentile: 60 as 50 }) });
    expect(percentile.json().message).toBe('body.plan.targetPercentile: targetPercentile is one of 10, 25, 50, 75, 90');
    const nowhere = await save(w, group.id, { plan: plan({ locations: ['Seattle', 'Atlantis'] }) });
    expect(nowhere.statusCode).toBe(400);
    expect(nowhere.json().message).toBe('plan.locations: no location "Atlantis" in the US');
    const badOverride = await save(w, group.id, {
      overrides: [{ family: 'software-engineering', level: 2, location: 'Austin', min: 1, max: 2 }],
    });
    expect(badOverride.json().message).toBe('overrides.0.location: "Austin" is not one of the plan\'s locations');
    expect((await save(w, group.id, { effectiveDate: '2026-13-01' })).statusCode).toBe(400);

    const dup = await call('POST', '/compa/pay-band-groups', w.analyst.headers, { name: 'Engineering US', countryCode: 'us', peerGroupId });
    expect(dup.statusCode).toBe(409);
    const india = await call('POST', '/benchmarking/peergroups', w.analyst.headers, {
      name: 'India rivals',
      countryCode: 'in',
      peer: { kind: 'competitors', companies: ['Alpha', 'Bravo', 'Charlie'].map((c) => co[c]!.slug) },
    });
    const crossed = await call('POST', '/compa/pay-band-groups', w.analyst.headers, {
      name: 'Crossed',
      countryCode: 'us',
      peerGroupId: india.json().data.id,
    });
    expect(crossed.statusCode).toBe(400);
    expect(crossed.json().message).toBe('peerGroupId: peer group "India rivals" is for India, the bands for the US');
    // Nothing was half-written.
    expect(((await call('GET', `/compa/pay-band-group/${group.id}`, w.viewer.headers)).json().data as api.PayBandGroup).versions).toEqual(
      [],
    );
  });

  it('keeps a region-locked workspace to its region', async () => {
    const w = await workspace('Eyrie', { region: 'in' });
    const res = await call('POST', '/compa/pay-band-groups', w.analyst.headers, { name: 'US', countryCode: 'us', peerGroupId: 1 });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Your workspace covers India only');
  });

  it('tenant isolation: workspace B’s session with workspace A’s group id gets 404 on every call that takes one', async () => {
    const a = await workspace('Aster');
    const b = await workspace('Birch');
    const { group, peerGroupId } = await bandGroup(a);
    const attempts: [string, () => ReturnType<typeof call>][] = [
      ['GET /compa/pay-band-group/:id', () => call('GET', `/compa/pay-band-group/${group.id}`, b.admin.headers)],
      ['POST /compa/pay-band-group/:id', () => save(b, group.id, {}, b.admin.headers)],
      [
        'POST /compa/pay-bands/:id',
        () =>
          call('POST', `/compa/pay-bands/${group.id}`, b.admin.headers, {
            scenarios: [
              { ...plan(), label: 'A' },
              { ...plan(), label: 'B' },
            ],
          }),
      ],
    ];
    for (const [name, attempt] of attempts) {
      const res = await attempt();
      expect(res.statusCode, name).toBe(404);
      expect(res.json().message, name).toBe(`No pay band group ${group.id}`);
    }
    const onTheirs = await call('POST', '/compa/pay-band-groups', b.admin.headers, { name: 'Borrowed', countryCode: 'us', peerGroupId });
    expect(onTheirs.statusCode).toBe(404);
    expect(onTheirs.json().message).toBe(`No peer group ${peerGroupId}`);
    expect(((await call('GET', '/compa/pay-bands', b.admin.headers)).json().data as { groups: unknown[] }).groups).toEqual([]);
    // A's group is untouched.
    const mine = (await call('GET', `/compa/pay-band-group/${group.id}`, a.viewer.headers)).json().data as api.PayBandGroup;
    expect(mine.versions).toEqual([]);
  });

  describe('scenarios', () => {
    it('compares two plans side by side, level by level, without saving', async () => {
      const w = await workspace('Foundry');
      const { group } = await bandGroup(w);
      const res = await call('POST', `/compa/pay-bands/${group.id}`, w.viewer.headers, {
        effectiveDate: EFFECTIVE,
        scenarios: [
          { ...plan(), label: 'Current' },
          { ...plan({ progression: 0.1 }), label: 'Flatter' },
        ],
      });
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data as api.PayBandScenarios;
      expect(data.scenarios.map((s) => s.label)).toEqual(['Current', 'Flatter']);
      expect(bandsAt(data.scenarios[1]!, 'Seattle').slice(0, 3)).toEqual([
        [2, 80_000, 100_000, 120_000, 'market'],
        [3, 88_000, 110_000, 132_000, 'progression'],
        [4, 97_000, 121_000, 145_000, 'progression'],
      ]);
      expect(data.comparisons).toHaveLength(1);
      const cmp = data.comparisons[0]!;
      expect(cmp).toMatchObject({ against: 'Flatter', family: 'software-engineering', location: 'Seattle' });
      // Level 2 is the market's in both (0); level 3: 110,000 ÷ 115,000 − 1 = −4.35 %; level 4: 121,000 ÷ 132,000 − 1 = −8.33 %.
      expect(cmp.levels.slice(0, 3).map((l) => [l.level, l.midChange])).toEqual([
        [2, 0],
        [3, -0.0435],
        [4, -0.0833],
      ]);
      expect(cmp.levels[1]!.a).toEqual({ min: 92_000, mid: 115_000, max: 138_000, source: 'progression' });
      // Not saved.
      expect(((await call('GET', `/compa/pay-band-group/${group.id}`, w.viewer.headers)).json().data as api.PayBandGroup).versions).toEqual(
        [],
      );
      // One scenario is not a comparison.
      const one = await call('POST', `/compa/pay-bands/${group.id}`, w.viewer.headers, { scenarios: [{ ...plan(), label: 'Only' }] });
      expect(one.statusCode).toBe(400);
      expect(one.json().message).toBe('body.scenarios: compare two or three scenarios');
    });
  });
});
