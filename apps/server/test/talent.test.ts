import { ERROR_MESSAGES, type api } from '@paysight/contract';
import { careerPeople, careerPositions, memberSalaries, offers, salaryRecords, type Db } from '@paysight/db';
import { buildSalaryRecord, insertCompany, insertTitle } from '@paysight/db/factories';
import { beforeAll, expect, it } from 'vitest';
import { callApi, expectStatusMessage } from './api.js';
import { createClock, describeWithDb, useTestApp } from './helpers.js';
import { signedInUser, type SignedInUser } from './users.js';
import { createWorkspace, type TestWorkspace } from './workspaces.js';

/**
 * Talent intelligence (ADR 058) on career histories made here person by person, so every count,
 * median and hidden cell below is known by hand. MIN_SLICE is the default 5; the clock is in 2026,
 * so the years listed are 2017–2026 and "Before 2017" the rest.
 *
 * Hub Co's 18 counted hires: 7 from Alpha (5 in 2015, 2 in 2021; 36 months there; pay +10 … +70 %),
 * 6 from Beta (3 in 2021, 3 in 2022; 24 months; pay unknown), 5 from Gamma, members (3 in 2022, 2 in
 * 2024; 12–30 months; pay from their own salary records: +25 … +45 %). Three more came from Tiny
 * One (2) and Tiny Two (1): fewer than 5 together, so left out of every figure. Families of the role
 * taken: Software Engineering 11 (5 at level 2, 5 at level 3, 1 without a level), Data 5, Design 2.
 * Its 17 counted leavers: 6 to Delta (12–42 months in the role), 5 to Epsilon, 3 to Tiny Three and 3
 * to Tiny Four (6 together: "Other companies"), all in 2025.
 */
describeWithDb('talent intelligence', () => {
  const clock = createClock(new Date('2026-11-22T10:00:00Z'));
  let db: Db;
  const co: Record<string, { id: number; slug: string }> = {};
  const title: Record<string, number> = {};
  let w: TestWorkspace;
  let other: TestWorkspace;
  let locked: TestWorkspace;
  let expired: TestWorkspace;
  let member: SignedInUser;
  let peerGroupId: number;
  let usPeerGroupId: number;

  const t = useTestApp({ seed: false, now: clock.now });

  interface Job {
    at: string;
    start: string; // YYYY-MM
    end?: string;
    pay?: number;
    title?: string;
    level?: number | null;
  }

  async function person(jobs: Job[], userId?: string) {
    const [p] = await db
      .insert(careerPeople)
      .values({ countryCode: 'in', userId: userId ?? null, isDemo: userId === undefined })
      .returning();
    await db.insert(careerPositions).values(
      jobs.map((j) => ({
        personId: p!.id,
        companyId: co[j.at]!.id,
        titleId: title[j.title ?? 'Engineer']!,
        standardLevel: j.level === undefined ? 2 : j.level,
        countryCode: 'in' as const,
        startDate: `${j.start}-01`,
        endDate: j.end ? `${j.end}-01` : null,
        payTotal: j.pay ?? null,
      })),
    );
  }

  /** A published record the member gave for themselves at a company, dated. */
  async function memberRecord(userId: string, company: string, total: number, dated: string) {
    const [r] = await db
      .insert(salaryRecords)
      .values(
        buildSalaryRecord({ countryCode: 'in', companyId: co[company]!.id, titleId: title.Recorded!, base: total, reportedOn: dated }),
      )
      .returning({ id: salaryRecords.id });
    await db.insert(memberSalaries).values({
      userId,
      recordId: r!.id,
      src: 'profile',
      countryCode: 'in',
      currency: 'INR',
      companyId: co[company]!.id,
      titleId: title.Recorded!,
      base: total,
      offerDate: dated,
    });
  }

  const get = (url: string, who?: { headers: Record<string, string> }) => callApi(t.app, 'GET', url, who?.headers ?? {});
  const report = async (query: string, who: { headers: Record<string, string> } = w.viewer) => {
    const res = await get(`/talent/company?${query}`, who);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as api.TalentReport;
  };
  const cell = (cells: api.TalentCell[], key: string) => cells.find((c) => c.key === key)!;

  beforeAll(async () => {
    db = t.database.db;
    for (const name of [
      'Hub Co',
      'Alpha Co',
      'Beta Co',
      'Gamma Co',
      'Delta Co',
      'Epsilon Co',
      'Tiny One',
      'Tiny Two',
      'Tiny Three',
      'Tiny Four',
    ]) {
      co[name] = await insertCompany(db, { name });
    }
    title.Engineer = (await insertTitle(db, { name: 'Talent Engineer', family: 'Software Engineering' })).id;
    title.Scientist = (await insertTitle(db, { name: 'Talent Scientist', family: 'Data' })).id;
    title.Designer = (await insertTitle(db, { name: 'Talent Designer', family: 'Design' })).id;
    title.Recorded = (await insertTitle(db, { name: 'Talent Recorded Role', family: 'Operations' })).id;

    // Hires from Alpha: 36 months there on 1,000,000, then +10 % … +70 % at Hub (5 at level 2 in 2015, 2 at level 3 in 2021).
    for (let i = 0; i < 7; i++) {
      const [start, moved, level] = i < 5 ? ['2012-01', '2015-01', 2] : ['2018-01', '2021-01', 3];
      await person([
        { at: 'Alpha Co', start, end: moved, pay: 1_000_000 },
        { at: 'Hub Co', start: moved, pay: 1_000_000 + (i + 1) * 100_000, level },
      ]);
    }
    // Hires from Beta: 24 months there, pay unknown; 3 engineers at level 3, 1 without a level, 2 scientists.
    const beta: { moved: string; title: string; level: number | null }[] = [
      { moved: '2021-01', title: 'Engineer', level: 3 },
      { moved: '2021-01', title: 'Engineer', level: 3 },
      { moved: '2021-01', title: 'Engineer', level: 3 },
      { moved: '2022-01', title: 'Engineer', level: null },
      { moved: '2022-01', title: 'Scientist', level: 2 },
      { moved: '2022-01', title: 'Scientist', level: 2 },
    ];
    for (const b of beta) {
      const start = `${Number(b.moved.slice(0, 4)) - 2}-01`;
      await person([
        { at: 'Beta Co', start, end: b.moved },
        { at: 'Hub Co', start: b.moved, title: b.title, level: b.level },
      ]);
    }
    // Hires from Gamma: members, pay from their own salary records (the latest at Gamma, the earliest at Hub).
    const gamma = [
      { months: 12, moved: '2022-01', title: 'Scientist' },
      { months: 15, moved: '2022-01', title: 'Scientist' },
      { months: 18, moved: '2022-01', title: 'Scientist' },
      { months: 20, moved: '2024-01', title: 'Designer' },
      { months: 30, moved: '2024-01', title: 'Designer' },
    ];
    for (const [i, g] of gamma.entries()) {
      const u = await signedInUser(t, clock.now(), { email: `gamma${i}@talent.test` });
      const moved = Number(g.moved.slice(0, 4)) * 12;
      const startIndex = moved - g.months;
      const start = `${Math.floor(startIndex / 12)}-${String((startIndex % 12) + 1).padStart(2, '0')}`;
      await person(
        [
          { at: 'Gamma Co', start, end: g.moved },
          { at: 'Hub Co', start: g.moved, title: g.title },
        ],
        u.user.id,
      );
      await memberRecord(u.user.id, 'Gamma Co', 800_000, '2019-06-01');
      await memberRecord(u.user.id, 'Gamma Co', 1_000_000, '2021-06-01');
      await memberRecord(u.user.id, 'Hub Co', 1_250_000 + i * 50_000, '2023-01-01');
      await memberRecord(u.user.id, 'Hub Co', 2_000_000, '2025-01-01');
    }
    // Three hires from two companies too small to name, and too few together for "other".
    for (const small of ['Tiny One', 'Tiny One', 'Tiny Two']) {
      await person([
        { at: small, start: '2019-01', end: '2020-01' },
        { at: 'Hub Co', start: '2020-01' },
      ]);
    }
    // Leavers, all in 2025: Delta 6 (12 … 42 months in the role), Epsilon 5, Tiny Three 3 and Tiny Four 3.
    for (const [i, months] of [12, 18, 24, 30, 36, 42].entries()) {
      const startIndex = 2025 * 12 - months;
      const start = `${Math.floor(startIndex / 12)}-${String((startIndex % 12) + 1).padStart(2, '0')}`;
      await person([
        { at: 'Hub Co', start, end: '2025-01', pay: 2_000_000 },
        { at: 'Delta Co', start: '2025-01', pay: 2_000_000 + i * 200_000 },
      ]);
    }
    for (const to of [
      'Epsilon Co',
      'Epsilon Co',
      'Epsilon Co',
      'Epsilon Co',
      'Epsilon Co',
      'Tiny Three',
      'Tiny Three',
      'Tiny Three',
      'Tiny Four',
      'Tiny Four',
      'Tiny Four',
    ]) {
      await person([
        { at: 'Hub Co', start: '2023-01', end: '2025-01' },
        { at: to, start: '2025-01' },
      ]);
    }
    // Alpha → Beta: 4 people, a pair too small for any table.
    for (let i = 0; i < 4; i++) {
      await person([
        { at: 'Alpha Co', start: '2016-01', end: '2019-01' },
        { at: 'Beta Co', start: '2019-01' },
      ]);
    }

    // Incumbents at Hub: engineers at level 3 (1.0 … 1.4 million, median 1.2 million), scientists at level 2 (median 1.0 million).
    await db.insert(salaryRecords).values([
      ...[1_000_000, 1_100_000, 1_200_000, 1_300_000, 1_400_000].map((base) =>
        buildSalaryRecord({ countryCode: 'in', companyId: co['Hub Co']!.id, titleId: title.Engineer!, standardLevel: 3, base }),
      ),
      ...[800_000, 900_000, 1_000_000, 1_100_000, 1_200_000].map((base) =>
        buildSalaryRecord({ countryCode: 'in', companyId: co['Hub Co']!.id, titleId: title.Scientist!, standardLevel: 2, base }),
      ),
      // An offer's record is no incumbent.
      buildSalaryRecord({
        countryCode: 'in',
        companyId: co['Hub Co']!.id,
        titleId: title.Engineer!,
        standardLevel: 3,
        base: 9_000_000,
        source: 'offer',
      }),
    ]);
    // Members' offers at Hub: five engineers at level 3 (ratios 1.0, 1.1, 1.2, 0.9, 1.05: median 1.05), one scientist (hidden),
    // one that does not count in figures, one without incumbents, one three years too old.
    const offerAt = async (i: number, titleName: string, level: number, total: number, over: Partial<typeof offers.$inferInsert> = {}) => {
      const u = await signedInUser(t, clock.now(), { email: `offer${i}@talent.test` });
      await db.insert(offers).values({
        userId: u.user.id,
        countryCode: 'in',
        currency: 'INR',
        companyName: 'Hub Co',
        companyId: co['Hub Co']!.id,
        title: titleName,
        titleId: title[titleName]!,
        standardLevel: level,
        base: total - 100_000,
        bonus: 100_000,
        offerDate: '2026-06-01',
        ...over,
      });
    };
    for (const [i, total] of [1_200_000, 1_320_000, 1_440_000, 1_080_000, 1_260_000].entries()) await offerAt(i, 'Engineer', 3, total);
    await offerAt(5, 'Scientist', 2, 1_100_000);
    await offerAt(6, 'Engineer', 3, 5_000_000, { countInFigures: false });
    await offerAt(7, 'Designer', 4, 5_000_000);
    await offerAt(8, 'Engineer', 3, 5_000_000, { offerDate: '2023-01-01' });

    w = await createWorkspace(t, clock.now(), 'Talentco');
    other = await createWorkspace(t, clock.now(), 'Othertalent');
    locked = await createWorkspace(t, clock.now(), 'Lockedtalent', { region: 'in' });
    expired = await createWorkspace(t, clock.now(), 'Expiredtalent', { expiresAt: new Date('2026-01-01T00:00:00Z') });
    member = await signedInUser(t, clock.now(), { email: 'plain@talent.test' });
    const made = await callApi(t.app, 'POST', '/benchmarking/peergroups', w.analyst.headers, {
      name: 'Hub rivals',
      countryCode: 'in',
      peer: { kind: 'competitors', companies: [co['Alpha Co']!.slug, co['Beta Co']!.slug, co['Delta Co']!.slug] },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    peerGroupId = made.body.data.id;
    const us = await callApi(t.app, 'POST', '/benchmarking/peergroups', w.analyst.headers, {
      name: 'US rivals',
      countryCode: 'us',
      peer: { kind: 'competitors', companies: [co['Alpha Co']!.slug, co['Beta Co']!.slug, co['Delta Co']!.slug] },
    });
    usPeerGroupId = us.body.data.id;
  }, 120_000);

  /**
   * The differencing attack: every total the report shows, minus the cells shown under it, is what
   * the hidden cells hold together. It must be no one or at least MIN_SLICE, for every line.
   */
  function expectNoSmallDifference(r: api.TalentReport) {
    const k = r.minSlice;
    const safe = (total: number, cells: { figures: { count: number } | null }[], what: string) => {
      const rest = total - cells.reduce((sum, c) => sum + (c.figures?.count ?? 0), 0);
      expect(rest === 0 || rest >= k, `${what}: total ${total} minus the shown cells leaves ${rest}`).toBe(true);
    };
    for (const [name, side] of [
      ['hires', r.hires],
      ['leavers', r.leavers],
    ] as const) {
      if (!side.total) continue;
      // The named companies and "other" add up to the total exactly: nothing is hidden among them.
      expect(side.companies.reduce((s, c) => s + c.figures!.count, 0) + (side.other?.figures?.count ?? 0), `${name} companies`).toBe(
        side.total.count,
      );
      safe(side.total.count, side.byYear, `${name} by year`);
      safe(side.total.count, side.byFamily, `${name} by family`);
      for (const f of side.byFamily) if (f.figures) safe(f.figures.count, f.levels, `${name} ${f.label} by level`);
      // Every shown figure rests on at least MIN_SLICE people (an empty year shows 0); a hidden cell shows nothing.
      const cells = [
        ...side.companies,
        ...(side.other ? [side.other] : []),
        ...side.byYear,
        ...side.byFamily,
        ...side.byFamily.flatMap((f) => f.levels),
      ];
      for (const c of cells) {
        if (c.hidden) expect(c.figures, c.label).toBeNull();
        else expect(c.figures!.people === 0 || c.figures!.people >= k, `${name} ${c.label}: ${c.figures!.people} people`).toBe(true);
      }
    }
    if (r.offers.total) safe(r.offers.total.count, r.offers.byFamily, 'offers by family');
    for (const c of r.offers.byFamily) if (c.figures) expect(c.figures.people).toBeGreaterThanOrEqual(k);
  }

  it("counts a company's hires by company, year, family and level, leaving out small sources that are too few together", async () => {
    const r = await report(`company=${co['Hub Co']!.slug}`);
    expect(r.company).toEqual({ name: 'Hub Co', slug: co['Hub Co']!.slug });
    expect(r.years).toEqual({ from: 2017, to: 2026 });
    expect(r.minSlice).toBe(5);
    // 21 people joined; the 3 from Tiny One and Tiny Two are fewer than 5 together: left out everywhere.
    expect(r.hires.total).toEqual({ count: 18, people: 18, medianMonthsInRole: 24, medianPayChangePercent: 37.5, payChangeCount: 12 });
    expect(r.hires.companies.map((c) => [c.company.name, c.figures!.count])).toEqual([
      ['Alpha Co', 7],
      ['Beta Co', 6],
      ['Gamma Co', 5],
    ]);
    expect(r.hires.other).toBeNull();
    const alpha = r.hires.companies[0]!.figures!;
    expect(alpha).toEqual({ count: 7, people: 7, medianMonthsInRole: 36, medianPayChangePercent: 40, payChangeCount: 7 });
    // Gamma's members: pay from their own salary records, the latest at Gamma (1,000,000) against the earliest at Hub.
    const gamma = r.hires.companies[2]!.figures!;
    expect(gamma).toEqual({ count: 5, people: 5, medianMonthsInRole: 18, medianPayChangePercent: 35, payChangeCount: 5 });
    // Beta's pay is unknown: no median, and no count of the unknown.
    expect(r.hires.companies[1]!.figures!.medianPayChangePercent).toBeNull();
    expect(r.hires.companies[1]!.figures!.payChangeCount).toBeNull();
    expectNoSmallDifference(r);
  });

  it('hides a second year beside a small one, so all years minus the shown ones never singles out fewer than 5 (the differencing attack)', async () => {
    const r = await report(`company=${co['Hub Co']!.slug}`);
    const years = r.hires.byYear;
    expect(years.map((y) => y.key)).toEqual(['earlier', '2017', '2018', '2019', '2020', '2021', '2022', '2023', '2024', '2025', '2026']);
    expect(cell(years, 'earlier').label).toBe('Before 2017');
    // 2024 holds 2 hires: hidden. Alone, 18 − (5 + 5 + 6) would give them away; so the smallest shown year
    // (Before 2017, 5 people, the first of the two smallest) is hidden too, and the difference is 7.
    expect(cell(years, '2024')).toMatchObject({ hidden: true, figures: null });
    expect(cell(years, 'earlier')).toMatchObject({ hidden: true, figures: null });
    expect(cell(years, '2021').figures).toMatchObject({ count: 5, people: 5 });
    expect(cell(years, '2022').figures).toMatchObject({ count: 6, people: 6 });
    expect(cell(years, '2019').figures).toEqual({
      count: 0,
      people: 0,
      medianMonthsInRole: null,
      medianPayChangePercent: null,
      payChangeCount: null,
    });
    const shown = years.reduce((s, y) => s + (y.figures?.count ?? 0), 0);
    expect(r.hires.total!.count - shown).toBe(7);
    // The same attack, year by year: every year left out of "all years" is either shown itself or
    // hidden with at least one more, so no single hidden year's count can be read as a difference.
    const hidden = years.filter((y) => y.hidden);
    expect(hidden.length).toBeGreaterThanOrEqual(2);
    // The leavers all moved in 2025: one shown year and nothing hidden.
    expect(cell(r.leavers.byYear, '2025').figures!.count).toBe(17);
    expect(r.leavers.byYear.filter((y) => y.hidden)).toEqual([]);
  });

  it('hides a family beside a small one, and a level beside a small one, so a family total minus its shown levels is never under 5', async () => {
    const r = await report(`company=${co['Hub Co']!.slug}`);
    const families = r.hires.byFamily;
    expect(families.map((f) => [f.label, f.hidden, f.figures?.count ?? null])).toEqual([
      ['Software Engineering', false, 11],
      ['Data', true, null],
      ['Design', true, null],
    ]);
    // Design (2) alone would be 18 − 11 − 5; Data (5) is hidden beside it: 7 together.
    expect(families.filter((f) => f.hidden).every((f) => f.levels.length === 0)).toBe(true);
    const swe = families[0]!;
    // Level 2: 5, level 3: 5, no level: 1. "Level not given" is hidden, and so is level 2 (the first of the
    // two smallest): 11 − 5 = 6, never the 1.
    expect(swe.levels.map((l) => [l.label, l.hidden, l.figures?.count ?? null])).toEqual([
      ['Mid', true, null],
      ['Senior', false, 5],
      ['Level not given', true, null],
    ]);
    expectNoSmallDifference(r);
  });

  it('names the places leavers go with their time in the role, and sums the small ones as "other" when they are 5 together', async () => {
    const r = await report(`company=${co['Hub Co']!.slug}`);
    expect(r.leavers.total).toMatchObject({ count: 17, people: 17 });
    expect(r.leavers.companies.map((c) => [c.company.name, c.figures!.count])).toEqual([
      ['Delta Co', 6],
      ['Epsilon Co', 5],
    ]);
    // 12, 18, 24, 30, 36, 42 months in the role; pay 2,000,000 → +0 … +50 %.
    expect(r.leavers.companies[0]!.figures).toEqual({
      count: 6,
      people: 6,
      medianMonthsInRole: 27,
      medianPayChangePercent: 25,
      payChangeCount: 6,
    });
    expect(r.leavers.other).toMatchObject({ key: 'other', label: 'Other companies', hidden: false, figures: { count: 6, people: 6 } });
    expectNoSmallDifference(r);
  });

  it("is the same pair in both companies' reports: Hub's hires from Alpha are Alpha's leavers to Hub", async () => {
    const alpha = await report(`company=${co['Alpha Co']!.slug}`);
    const toHub = alpha.leavers.companies.find((c) => c.company.slug === co['Hub Co']!.slug)!;
    expect(toHub.figures).toEqual({ count: 7, people: 7, medianMonthsInRole: 36, medianPayChangePercent: 40, payChangeCount: 7 });
    // Alpha → Beta (4 people) is too small, and alone: left out of Alpha's leavers.
    expect(alpha.leavers.total!.count).toBe(7);
    expect(alpha.leavers.other).toBeNull();
    expectNoSmallDifference(alpha);
    // Tiny One has 2 leavers: nothing of its own is shown.
    const tiny = await report(`company=${co['Tiny One']!.slug}`);
    expect(tiny.leavers).toMatchObject({ total: null, companies: [], other: null, byYear: [], byFamily: [] });
  });

  it("shares moves within the workspace's peer group from pairs of at least 5 people only", async () => {
    const r = await report(`company=${co['Hub Co']!.slug}&peerGroupId=${peerGroupId}`);
    expect(r.peers.basis).toBe('peer-group');
    expect(r.peers.group).toEqual({ id: peerGroupId, name: 'Hub rivals' });
    expect(r.peers.groupSize).toBe(3);
    // Alpha → Hub 7, Beta → Hub 6, Hub → Delta 6; Alpha → Beta (4 people) is left out.
    expect(r.peers.moves).toBe(19);
    expect(r.peers.rows.map((p) => [p.company.name, p.isSubject, p.hires, p.leavers, p.net, p.shareOfHires, p.shareOfLeavers])).toEqual([
      ['Hub Co', true, 13, 6, 7, 0.684, 0.316],
      ['Alpha Co', false, 0, 7, -7, 0, 0.368],
      ['Beta Co', false, 0, 6, -6, 0, 0.316],
      ['Delta Co', false, 6, 0, 6, 0.316, 0],
    ]);
    // Without a group: the companies it exchanges most people with (Tiny ones too), pairs of 5 or more counted.
    const exchange = await report(`company=${co['Hub Co']!.slug}`);
    expect(exchange.peers.basis).toBe('exchange');
    expect(exchange.peers.group).toBeNull();
    expect(exchange.peers.moves).toBe(29);
    expect(exchange.peers.rows[0]).toMatchObject({ isSubject: true, hires: 18, leavers: 11, net: 7 });
  });

  it("compares members' offers with incumbents of the same title and level, under the floor and the line's rule", async () => {
    const r = await report(`company=${co['Hub Co']!.slug}`);
    // Six offers counted: five engineers at level 3 (1.0, 1.1, 1.2, 0.9, 1.05) and a scientist (1.1 ÷ 1.0).
    expect(r.offers.total).toEqual({ count: 6, people: 6, medianRatio: 1.075 });
    expect(r.offers.minIncumbents).toBe(5);
    expect(r.offers.years).toBe(3);
    // Data (1 person) is hidden, and so Software Engineering beside it: 6 − 0 shown = 6.
    expect(r.offers.byFamily.map((f) => [f.label, f.hidden])).toEqual([
      ['Software Engineering', true],
      ['Data', true],
    ]);
    expectNoSmallDifference(r);
  });

  it('refuses a guest, a member without a workspace, an expired workspace, another region and another workspace’s peer group', async () => {
    const url = `/talent/company?company=${co['Hub Co']!.slug}`;
    expectStatusMessage(await get(url), 401, ERROR_MESSAGES.notLoggedIn);
    expectStatusMessage(await get(url, member), 403, 'Only enterprise accounts can use this');
    expectStatusMessage(await get(url, expired.viewer), 403, ERROR_MESSAGES.enterpriseExpired);
    expectStatusMessage(await get(`${url}&countryCode=us`, locked.viewer), 403, 'Your workspace covers India only');
    expectStatusMessage(await get(`${url}&peerGroupId=${peerGroupId}`, other.analyst), 404, `No peer group ${peerGroupId}`);
    expectStatusMessage(await get(`${url}&peerGroupId=${usPeerGroupId}`, w.viewer), 400, {
      contains: 'The peer group "US rivals" is for the US',
    });
    expectStatusMessage(await get('/talent/company?company=no-such-company-anywhere', w.viewer), 404, {
      contains: 'No company "no-such-company-anywhere"',
    });
    expectStatusMessage(await get('/talent/company', w.viewer), 400, { contains: 'company' });
    expectStatusMessage(await get(`${url}&peerGroupId=abc`, w.viewer), 400, { contains: 'peerGroupId must be a peer group id' });
    expectStatusMessage(await get(`${url}&countryCode=uk`, w.viewer), 400, { contains: 'countryCode' });
  });

  it('finds a company by its name as typed, for every role of the workspace', async () => {
    for (const who of [w.viewer, w.analyst, w.admin]) {
      const r = await report('company=hub%20co', who);
      expect(r.company.slug).toBe(co['Hub Co']!.slug);
    }
  });

  it('previews the region’s sample company publicly, under the same rules, labelled demo', async () => {
    const res = await get('/talent/preview?countryCode=in');
    expect(res.status).toBe(200);
    const r = res.body.data as api.TalentReport;
    // Hub Co: the company the most people in these histories worked at.
    expect(r.company.name).toBe('Hub Co');
    expect(r.hires.total!.count).toBe(18);
    expect(r.peers.basis).toBe('exchange');
    expect(r.isDemo).toBe(true);
    expectNoSmallDifference(r);
    expectStatusMessage(await get('/talent/preview?countryCode=us'), 404, 'No career histories in the US yet');
  });
});
