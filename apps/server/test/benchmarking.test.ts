import type { api } from '@paysight/contract';
import { enterpriseOrgs, type Db } from '@paysight/db';
import { insertCompany, insertLocation, insertSalaryRecords, insertTitle, type SalaryRecordInput } from '@paysight/db/factories';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createClock, describeWithDb, useTestApp } from './helpers.js';
import { MID_SHOWN_SENIOR_HIDDEN } from './peer-market.js';
import { injectApi } from './api.js';
import { signedInUser } from './users.js';
import { createWorkspace } from './workspaces.js';

/**
 * Enterprise workspaces and peer benchmarking: roles, tenant isolation, the suppression rules
 * (5 records, 3 companies, none over half), the differencing rule, aging to an effective date,
 * and job-description matching.
 */
describeWithDb('Workspaces and peer benchmarking', () => {
  const clock = createClock(new Date('2026-11-24T09:00:00Z'));
  let db: Db;
  let n = 0;
  const co: Record<string, { id: number; slug: string }> = {};

  type Headers = Record<string, string>;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers = {}, payload?: object) =>
    injectApi(t.app, method, url, headers, payload);

  const workspace = (name: string, over: Partial<typeof enterpriseOrgs.$inferInsert> = {}) => createWorkspace(t, clock.now(), name, over);

  // Software Engineering in Bengaluru, reported 2026-05-24 (six months before the effective date).
  const rec = (company: string, level: number, total: number, over: Partial<SalaryRecordInput> = {}): SalaryRecordInput => ({
    countryCode: 'in',
    companyId: co[company]!.id,
    titleId: titleId,
    standardLevel: level,
    locationId: blr,
    base: total,
    reportedOn: '2026-05-24',
    ...over,
  });
  let titleId: number;
  let blr: number;
  let cbe: number;

  const t = useTestApp({ seed: false, now: clock.now });

  beforeAll(async () => {
    db = t.database.db;
    titleId = (await insertTitle(db, { name: 'Software Engineer', family: 'Software Engineering' })).id;
    await insertTitle(db, { name: 'Data Scientist', family: 'Data and AI' });
    blr = (await insertLocation(db, { city: 'Bengaluru', state: 'Karnataka', countryCode: 'in', metro: 'Bengaluru' })).id;
    cbe = (await insertLocation(db, { city: 'Coimbatore', state: 'Tamil Nadu', countryCode: 'in', metro: 'Coimbatore' })).id;
    for (const [name, type, listed] of [
      ['Alpha', 'product', true],
      ['Bravo', 'product', true],
      ['Charlie', 'unicorn', false],
      ['Delta', 'startup', false],
      ['Echo', 'it-services', true],
    ] as const) {
      const c = await insertCompany(db, { name, type, listed, fundingStage: listed ? 'public' : 'series-c', industry: 'Software' });
      co[name] = { id: c.id, slug: c.slug };
    }
    await insertSalaryRecords(db, [
      // Level 2: 6 records, 4 companies, none over a third: shown. Level 3: 4 records.
      ...MID_SHOWN_SENIOR_HIDDEN.map(([company, level, base]) => rec(company, level, base)),
      // Level 4: 6 records of 2 companies.
      ...[1, 2, 3].map(() => rec('Alpha', 4, 4_000_000)),
      ...[1, 2, 3].map(() => rec('Bravo', 4, 4_000_000)),
      // Level 5: 5 records, Alpha holds 60 %.
      ...[1, 2, 3].map(() => rec('Alpha', 5, 5_000_000)),
      rec('Bravo', 5, 5_000_000),
      rec('Charlie', 5, 5_000_000),
      // Coimbatore (tier 2), level 2: 5 records from 3 companies at 80 % of Bengaluru's median.
      ...[1, 2].map(() => rec('Alpha', 2, 1_200_000, { locationId: cbe })),
      ...[1, 2].map(() => rec('Bravo', 2, 1_200_000, { locationId: cbe })),
      rec('Echo', 2, 1_200_000, { locationId: cbe }),
    ]);
  }, 120_000);

  const competitors = (...names: string[]) => ({ kind: 'competitors' as const, companies: names.map((x) => co[x]!.slug) });

  it('lists job families with their titles and the standard level scale, to anyone', async () => {
    const res = await call('GET', '/entities/job-families');
    expect(res.statusCode).toBe(200);
    const data = res.json().data as api.JobFamilies;
    expect(data.families).toEqual(
      expect.arrayContaining([{ slug: 'software-engineering', name: 'Software Engineering', titles: ['Software Engineer'] }]),
    );
    expect(data.levels[0]).toEqual({ level: 1, name: 'Entry' });
    expect(data.levels).toHaveLength(8);
  });

  it("gives the employers' landing the region's market under the same rules, to anyone", async () => {
    const res = await call('GET', '/employers/showcase?countryCode=in');
    expect(res.statusCode).toBe(200);
    const data = res.json().data as api.EmployerShowcase;
    expect(data).toMatchObject({ countryCode: 'in', currency: 'INR', effectiveDate: '2026-11-24', isDemo: false, metro: 'Bengaluru' });
    expect(data.market).toEqual({ records: 26, companies: 5, families: 1, metros: 2, recentShare: 1 });
    expect(data.family).toEqual({ slug: 'software-engineering', name: 'Software Engineering' });
    // Bengaluru: level 2 shown with its evidence; 3, 4 and 5 hidden by each rule, with no figures.
    const [l2, l3, l4, l5] = data.ladder;
    expect(l2).toMatchObject({ level: 2, hidden: null, evidence: { records: 6, companies: 4, recentShare: 1 } });
    expect(l2!.total!.p50).toBe(Math.round(1_500_000 * Math.sqrt(1.09)));
    expect(l3).toMatchObject({ level: 3, hidden: 'Fewer than 5 records', evidence: null, total: null });
    expect(l4).toMatchObject({ level: 4, hidden: 'Fewer than 3 companies', total: null });
    expect(l5).toMatchObject({ level: 5, hidden: 'One company holds more than half the records', total: null });
    // All locations, level 2: 11 records (Coimbatore's five at 1.2 M): median 1.2 M, aged; no stock.
    expect(data.mix).toEqual([
      {
        level: 2,
        levelName: expect.any(String),
        base: Math.round(1_200_000 * Math.sqrt(1.09)),
        bonus: 0,
        stock: 0,
        total: Math.round(1_200_000 * Math.sqrt(1.09)),
        withStock: 0,
      },
    ]);
    // Level 3 is hidden in every metro: no metro row at all.
    expect(data.metros).toMatchObject({ level: 3, rows: [] });
    expect(data.tier2VsTier1).toBe(0.8);
    expect((await call('GET', '/employers/showcase?countryCode=uk')).statusCode).toBe(400);
    // The metros a benchmark can break out: Bengaluru has 21 records, Coimbatore 5.
    expect((await call('GET', '/entities/metros')).json().data).toEqual({ metros: { in: ['Bengaluru', 'Coimbatore'], us: [] } });
  });

  describe('workspaces', () => {
    it('tells a member their workspace and role; a member without a given role is a viewer; a plain member has none', async () => {
      const w = await workspace('Orbit', { region: 'in', trial: true });
      const mine = (await call('GET', '/enterprise/workspace', w.admin.headers)).json().data as api.Workspace;
      expect(mine).toMatchObject({ name: 'Orbit', domains: ['orbit.example'], trial: true, region: 'in', role: 'admin' });
      expect(((await call('GET', '/enterprise/workspace', w.viewer.headers)).json().data as api.Workspace).role).toBe('viewer');
      const plain = await signedInUser(t, clock.now(), { email: `plain${++n}@infosys.com` });
      expect((await call('GET', '/enterprise/workspace', plain.headers)).statusCode).toBe(403);
    });

    it('an admin gives roles by email at the workspace’s domain, never leaves it without an admin, and removes a member whose sessions end', async () => {
      const w = await workspace('Nimbus');
      const before = (await call('GET', '/enterprise/members', w.admin.headers)).json().data as api.WorkspaceMembers;
      expect(before.members.map((m) => [m.email, m.role, m.signedIn])).toEqual([
        [w.admin.email, 'admin', true],
        [w.analyst.email, 'analyst', true],
        [w.viewer.email, 'viewer', true],
      ]);
      // Only admins manage members.
      expect((await call('GET', '/enterprise/members', w.analyst.headers)).statusCode).toBe(403);
      const refused = await call('PUT', '/enterprise/members', w.analyst.headers, { email: `new@${w.domain}`, role: 'admin' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('Only workspace admins can do this');

      // A role given before the first sign-in; another domain is refused.
      const added = await call('PUT', '/enterprise/members', w.admin.headers, { email: `Newcomer@${w.domain}`, role: 'analyst' });
      expect(added.statusCode, added.body).toBe(200);
      expect((added.json().data as api.WorkspaceMembers).members).toContainEqual({
        email: `newcomer@${w.domain}`,
        name: null,
        role: 'analyst',
        signedIn: false,
        lastLoginAt: null,
      });
      const elsewhere = await call('PUT', '/enterprise/members', w.admin.headers, { email: 'someone@gmail.com', role: 'viewer' });
      expect(elsewhere.statusCode).toBe(400);
      expect(elsewhere.json().message).toBe('Members sign in with an email at nimbus.example');

      // The last admin cannot step down or be removed.
      const stepDown = await call('PUT', '/enterprise/members', w.admin.headers, { email: w.admin.email, role: 'viewer' });
      expect(stepDown.statusCode).toBe(409);
      expect((await call('DELETE', `/enterprise/members/${encodeURIComponent(w.admin.email)}`, w.admin.headers)).statusCode).toBe(409);

      // Promote the viewer, then remove the analyst: their session ends and they are listed as removed.
      await call('PUT', '/enterprise/members', w.admin.headers, { email: w.viewer.email, role: 'admin' });
      const removed = await call('DELETE', `/enterprise/members/${encodeURIComponent(w.analyst.email)}`, w.admin.headers);
      expect(removed.statusCode, removed.body).toBe(200);
      const after = removed.json().data as api.WorkspaceMembers;
      expect(after.removed).toEqual([w.analyst.email]);
      expect(after.members.map((m) => m.email)).not.toContain(w.analyst.email);
      expect((await call('GET', '/me', w.analyst.headers)).statusCode).toBe(401);
      // Removing someone who is not a member says so.
      expect((await call('DELETE', `/enterprise/members/${encodeURIComponent(`nobody@${w.domain}`)}`, w.admin.headers)).statusCode).toBe(
        404,
      );
    });

    it('an expired workspace is refused with "Enterprise access expired" (the client sends it to the enterprise wall)', async () => {
      const w = await workspace('Faded');
      await db
        .update(enterpriseOrgs)
        .set({ expiresAt: new Date('2026-11-01T00:00:00Z') })
        .where(eq(enterpriseOrgs.id, w.org.id));
      const res = await call('GET', '/enterprise/workspace', w.admin.headers);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Enterprise access expired');
    });
  });

  describe('peer groups and benchmarks', () => {
    it('analysts save peer groups; viewers read them; names are unique; an unknown company is named', async () => {
      const w = await workspace('Kite');
      const made = await call('POST', '/benchmarking/peergroups', w.analyst.headers, {
        name: 'Product rivals',
        countryCode: 'in',
        peer: competitors('Alpha', 'Bravo', 'Charlie'),
      });
      expect(made.statusCode, made.body).toBe(200);
      expect(made.json().data).toMatchObject({
        name: 'Product rivals',
        kind: 'competitors',
        companies: [
          { slug: co.Alpha!.slug, name: 'Alpha' },
          { slug: co.Bravo!.slug, name: 'Bravo' },
          { slug: co.Charlie!.slug, name: 'Charlie' },
        ],
        criteria: null,
        resolvedCompanies: 3,
      });
      const cohort = await call('POST', '/benchmarking/peergroups', w.admin.headers, {
        name: 'Unlisted',
        countryCode: 'in',
        peer: { kind: 'cohort', criteria: { listed: false } },
      });
      expect(cohort.json().data).toMatchObject({ kind: 'cohort', resolvedCompanies: 2 });
      expect(
        (
          await call('POST', '/benchmarking/peergroups', w.viewer.headers, {
            name: 'X',
            countryCode: 'in',
            peer: competitors('Alpha', 'Bravo', 'Echo'),
          })
        ).statusCode,
      ).toBe(403);
      const dup = await call('POST', '/benchmarking/peergroups', w.analyst.headers, {
        name: 'Product rivals',
        countryCode: 'in',
        peer: competitors('Alpha', 'Bravo', 'Echo'),
      });
      expect(dup.statusCode).toBe(409);
      const unknown = await call('POST', '/benchmarking/peergroups', w.analyst.headers, {
        name: 'Ghosts',
        countryCode: 'in',
        peer: { kind: 'competitors', companies: [co.Alpha!.slug, co.Bravo!.slug, 'no-such-co'] },
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().message).toBe('No company "no-such-co"');
      const list = (await call('GET', '/benchmarking/peergroups', w.viewer.headers)).json().data as { groups: api.PeerGroup[] };
      expect(list.groups.map((g) => g.name)).toEqual(['Product rivals', 'Unlisted']);
    });

    it('shows a cell of 5+ records from 3+ companies with its evidence, aged to the effective date; hides 4 records, 2 companies, or one company over half', async () => {
      const w = await workspace('Lumen');
      const res = await call('POST', '/benchmarking', w.viewer.headers, {
        countryCode: 'in',
        peer: competitors('Alpha', 'Bravo', 'Charlie', 'Delta'),
        locations: ['Bengaluru'],
        effectiveDate: '2026-11-24',
      });
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data as api.Benchmark;
      expect(data).toMatchObject({
        currency: 'INR',
        effectiveDate: '2026-11-24',
        agingRate: 0.09,
        peer: { kind: 'competitors', companies: 4 },
      });
      const byLevel = new Map(data.cells.map((c) => [c.level, c]));
      const shown = byLevel.get(2)!;
      expect(shown).toMatchObject({ family: { slug: 'software-engineering' }, location: 'Bengaluru', shown: true, hidden: null });
      expect(shown.evidence).toEqual({ records: 6, companies: 4, topCompanyShare: 0.333, recentShare: 1, spread: expect.any(Number) });
      // Six months at 9 % a year: × 1.09^0.5 = 1.044031. Totals 1.0–2.0 M; p50 1.5 M → 1,566,046.
      expect(shown.total!.p50).toBe(Math.round(1_500_000 * Math.sqrt(1.09)));
      expect(shown.total!.p10).toBe(Math.round(1_100_000 * Math.sqrt(1.09)));
      expect(shown.stock).toEqual({ p10: 0, p25: 0, p50: 0, p75: 0, p90: 0 });
      expect(byLevel.get(3)).toMatchObject({ shown: false, hidden: { reason: 'few-records' }, evidence: null, total: null });
      expect(byLevel.get(4)).toMatchObject({ shown: false, hidden: { reason: 'few-companies' }, total: null });
      expect(byLevel.get(5)).toMatchObject({ shown: false, hidden: { reason: 'dominant-company' }, total: null });
      // India's tier-2 differential from the records: Coimbatore's level-2 median is 80 % of Bengaluru's... Bengaluru's side has
      // Alpha, Bravo, Charlie, Delta: median 1.5 M; Coimbatore 1.2 M.
      expect(data.cityTiers).toMatchObject({ tier2VsTier1: 0.8, cells: 1 });
      // Members' records, not generated ones: not labelled demo.
      expect(data.isDemo).toBe(false);
    });

    it('two peer groups one company apart cannot reveal that company: the second is hidden, in either order; another workspace is not affected', async () => {
      const w = await workspace('Quartz');
      const run = (peer: object, headers: Headers = w.analyst.headers) =>
        call('POST', '/benchmarking', headers, {
          countryCode: 'in',
          peer,
          families: ['software-engineering'],
          levels: [2],
          locations: ['Bengaluru'],
        });
      const cell = async (peer: object, headers?: Headers) => ((await run(peer, headers)).json().data as api.Benchmark).cells[0]!;

      expect((await cell(competitors('Alpha', 'Bravo', 'Charlie', 'Delta'))).shown).toBe(true);
      // Without Delta: 5 records from 3 companies would pass the floor, but the pair would isolate Delta's record.
      const without = await cell(competitors('Alpha', 'Bravo', 'Charlie'));
      expect(without).toMatchObject({ shown: false, hidden: { reason: 'differencing' }, total: null, evidence: null });
      // Saved groups are held to the same rule.
      const saved = await call('POST', '/benchmarking/peergroups', w.analyst.headers, {
        name: 'No Delta',
        countryCode: 'in',
        peer: competitors('Alpha', 'Bravo', 'Charlie'),
      });
      const viaSaved = await call('POST', '/benchmarking', w.analyst.headers, {
        countryCode: 'in',
        peerGroupId: saved.json().data.id,
        levels: [2],
        locations: ['Bengaluru'],
      });
      expect((viaSaved.json().data as api.Benchmark).cells.find((c) => c.level === 2)!.hidden?.reason).toBe('differencing');
      // The same set again is fine.
      expect((await cell(competitors('Delta', 'Charlie', 'Bravo', 'Alpha'))).shown).toBe(true);

      // The other order: the smaller set first, then one company added.
      const other = await workspace('Ridge');
      expect((await cell(competitors('Alpha', 'Bravo', 'Charlie'), other.analyst.headers)).shown).toBe(true);
      expect((await cell(competitors('Alpha', 'Bravo', 'Charlie', 'Delta'), other.analyst.headers)).hidden?.reason).toBe('differencing');
    });

    it('lists the records behind a shown cell, anonymised and aged, and never those of a hidden cell', async () => {
      const w = await workspace('Vale');
      const peer = competitors('Alpha', 'Bravo', 'Charlie', 'Delta');
      const res = await call('POST', '/benchmarking/records', w.viewer.headers, {
        countryCode: 'in',
        peer,
        family: 'software-engineering',
        level: 2,
        location: 'Bengaluru',
        effectiveDate: '2026-11-24',
      });
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data as api.BenchmarkRecords;
      expect(data).toMatchObject({
        total: 6,
        page: 1,
        pages: 1,
        currency: 'INR',
        cell: { level: 2, levelName: 'Mid', location: 'Bengaluru' },
      });
      expect(data.records[0]).toEqual({
        title: 'Software Engineer',
        yearsOfExperience: null,
        location: 'Bengaluru',
        base: Math.round(2_000_000 * Math.sqrt(1.09)),
        stock: 0,
        bonus: 0,
        total: Math.round(2_000_000 * Math.sqrt(1.09)),
        reported: '2026-05',
      });
      expect(JSON.stringify(data)).not.toMatch(/Alpha|Bravo|Charlie|Delta|companyId|2026-05-24/);
      const hidden = await call('POST', '/benchmarking/records', w.viewer.headers, {
        countryCode: 'in',
        peer,
        family: 'software-engineering',
        level: 3,
        location: 'Bengaluru',
      });
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json().message).toBe("Fewer than 5 records: this cell's records are not shown");
    });

    it('counts records added later once the market index has reloaded (it follows the records’ version)', async () => {
      const w = await workspace('Tide');
      const run = async () =>
        (
          (
            await call('POST', '/benchmarking', w.viewer.headers, {
              countryCode: 'in',
              peer: competitors('Alpha', 'Bravo', 'Charlie', 'Echo'),
              levels: [6],
            })
          ).json().data as api.Benchmark
        ).cells;
      expect(await run()).toEqual([]);
      await insertSalaryRecords(db, [
        rec('Alpha', 6, 6_000_000),
        rec('Bravo', 6, 6_000_000),
        rec('Charlie', 6, 6_000_000),
        rec('Echo', 6, 6_000_000),
        rec('Echo', 6, 6_000_000),
      ]);
      await t.app.tasks.run('benchmarking.market-index');
      const cells = await run();
      expect(cells).toHaveLength(1);
      expect(cells[0]).toMatchObject({ level: 6, shown: true, evidence: { records: 5, companies: 4 } });
    });

    it('analysts save a view and anyone in the workspace opens it as of today; featured views are those of the workspace’s regions', async () => {
      const w = await workspace('Prism');
      const query = {
        countryCode: 'in',
        peer: competitors('Alpha', 'Bravo', 'Charlie', 'Delta'),
        families: ['software-engineering'],
        levels: [2],
        locations: ['Bengaluru'],
      };
      const saved = await call('POST', '/benchmarking/views', w.analyst.headers, { name: 'Engineers, Bengaluru', query });
      expect(saved.statusCode, saved.body).toBe(200);
      const view = saved.json().data as api.BenchmarkView;
      expect(view).toMatchObject({ name: 'Engineers, Bengaluru', featured: false, query: { countryCode: 'in', levels: [2] } });
      expect((await call('POST', '/benchmarking/views', w.analyst.headers, { name: 'Engineers, Bengaluru', query })).statusCode).toBe(409);
      expect((await call('POST', '/benchmarking/views', w.viewer.headers, { name: 'Mine', query })).statusCode).toBe(403);

      const opened = (await call('GET', `/benchmarking/views/${view.id}`, w.viewer.headers)).json().data as {
        view: api.BenchmarkView;
        benchmark: api.Benchmark;
      };
      expect(opened.view.id).toBe(view.id);
      expect(opened.benchmark.effectiveDate).toBe('2026-11-24');
      expect(opened.benchmark.cells).toEqual([expect.objectContaining({ level: 2, location: 'Bengaluru', shown: true })]);
      expect(
        ((await call('GET', '/benchmarking/views', w.viewer.headers)).json().data as { views: api.BenchmarkView[] }).views.map(
          (v) => v.name,
        ),
      ).toEqual(['Engineers, Bengaluru']);

      // Featured: both regions for an unlocked workspace, one for a locked one; each query runs as it is.
      const featured = (await call('GET', '/benchmarking/views/featured', w.viewer.headers)).json().data as { views: api.BenchmarkView[] };
      expect(new Set(featured.views.map((v) => v.query.countryCode))).toEqual(new Set(['in', 'us']));
      const us = await workspace('Summit', { region: 'us' });
      const usFeatured = (await call('GET', '/benchmarking/views/featured', us.viewer.headers)).json().data as {
        views: api.BenchmarkView[];
      };
      expect(usFeatured.views.length).toBeGreaterThan(0);
      expect(usFeatured.views.every((v) => v.query.countryCode === 'us')).toBe(true);
      for (const v of featured.views) {
        const res = await call('POST', '/benchmarking', w.viewer.headers, v.query);
        expect(res.statusCode, `${String(v.id)}: ${res.body}`).toBe(200);
      }

      expect((await call('DELETE', `/benchmarking/views/${view.id}`, w.analyst.headers)).statusCode).toBe(200);
      expect((await call('GET', `/benchmarking/views/${view.id}`, w.viewer.headers)).statusCode).toBe(404);
    });

    it('keeps a region-locked workspace to its region', async () => {
      const w = await workspace('Harbor', { region: 'us' });
      const res = await call('POST', '/benchmarking', w.viewer.headers, {
        countryCode: 'in',
        peer: competitors('Alpha', 'Bravo', 'Charlie'),
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Your workspace covers the US only');
    });

    it('refuses a body with both or neither of peerGroupId and peer, and an unknown family', async () => {
      const w = await workspace('Cobalt');
      expect((await call('POST', '/benchmarking', w.viewer.headers, { countryCode: 'in' })).statusCode).toBe(400);
      const unknownFamily = await call('POST', '/benchmarking', w.viewer.headers, {
        countryCode: 'in',
        peer: competitors('Alpha', 'Bravo', 'Charlie'),
        families: ['astrology'],
      });
      expect(unknownFamily.statusCode).toBe(400);
      expect(unknownFamily.json().message).toBe('No job family "astrology"');
    });
  });

  it('tenant isolation: workspace B’s session with workspace A’s ids gets 404 on every call that takes one', async () => {
    const a = await workspace('Aster');
    const b = await workspace('Birch');
    const group = (
      await call('POST', '/benchmarking/peergroups', a.analyst.headers, {
        name: 'Mine',
        countryCode: 'in',
        peer: competitors('Alpha', 'Bravo', 'Charlie'),
      })
    ).json().data as api.PeerGroup;
    const body = { name: 'Taken over', countryCode: 'in', peer: competitors('Alpha', 'Bravo', 'Echo') };
    const view = (
      await call('POST', '/benchmarking/views', a.analyst.headers, { name: 'Ours', query: { countryCode: 'in', peerGroupId: group.id } })
    ).json().data as api.BenchmarkView;
    const attempts: [string, () => ReturnType<typeof call>][] = [
      ['PUT /benchmarking/peergroups/:id', () => call('PUT', `/benchmarking/peergroups/${group.id}`, b.admin.headers, body)],
      ['DELETE /benchmarking/peergroups/:id', () => call('DELETE', `/benchmarking/peergroups/${group.id}`, b.admin.headers)],
      [
        'POST /benchmarking (peerGroupId)',
        () => call('POST', '/benchmarking', b.admin.headers, { countryCode: 'in', peerGroupId: group.id }),
      ],
      [
        'DELETE /enterprise/members/:email',
        () => call('DELETE', `/enterprise/members/${encodeURIComponent(a.viewer.email)}`, b.admin.headers),
      ],
      ['GET /benchmarking/views/:id', () => call('GET', `/benchmarking/views/${view.id}`, b.admin.headers)],
      ['DELETE /benchmarking/views/:id', () => call('DELETE', `/benchmarking/views/${view.id}`, b.admin.headers)],
      [
        'POST /benchmarking/views (A’s peer group)',
        () => call('POST', '/benchmarking/views', b.admin.headers, { name: 'Theirs', query: { countryCode: 'in', peerGroupId: group.id } }),
      ],
      [
        'POST /benchmarking/records (A’s peer group)',
        () =>
          call('POST', '/benchmarking/records', b.admin.headers, {
            countryCode: 'in',
            peerGroupId: group.id,
            family: 'software-engineering',
            level: 2,
            location: 'Bengaluru',
          }),
      ],
    ];
    for (const [name, attempt] of attempts) expect((await attempt()).statusCode, name).toBe(404);
    // B's lists show none of A's.
    expect(((await call('GET', '/benchmarking/peergroups', b.admin.headers)).json().data as { groups: unknown[] }).groups).toEqual([]);
    expect(
      ((await call('GET', '/enterprise/members', b.admin.headers)).json().data as api.WorkspaceMembers).members.map((m) => m.email),
    ).not.toContain(a.viewer.email);
    expect(((await call('GET', '/benchmarking/views', b.admin.headers)).json().data as { views: unknown[] }).views).toEqual([]);
    // A's group is untouched.
    const mine = (await call('GET', '/benchmarking/peergroups', a.viewer.headers)).json().data as { groups: api.PeerGroup[] };
    expect(mine.groups.map((g) => g.name)).toEqual(['Mine']);
  });

  it('matches a job description to a family and level with the words that decided, and sends a vague one to review', async () => {
    const w = await workspace('Delphi');
    const jd = await call('POST', '/benchmarking/jd', w.viewer.headers, {
      text: 'Senior Backend Engineer. 5+ years building distributed systems in Java and Go; design APIs and microservices, mentor engineers, own on-call.',
    });
    expect(jd.statusCode, jd.body).toBe(200);
    const match = jd.json().data as api.JdMatch;
    expect(match.status).toBe('matched');
    expect(match.candidates[0]).toMatchObject({
      family: { slug: 'software-engineering', name: 'Software Engineering' },
      level: 3,
      levelName: 'Senior',
    });
    expect(match.candidates[0]!.words.length).toBeGreaterThan(0);
    expect(match.candidates.length).toBeLessThanOrEqual(3);
    const vague = (await call('POST', '/benchmarking/jd', w.viewer.headers, { text: 'We are hiring! Great culture, apply now.' })).json()
      .data as api.JdMatch;
    expect(vague.status).toBe('needs-review');
    expect(vague.reason).toBeTruthy();
  });
});
