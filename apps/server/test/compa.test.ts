import type { api } from '@paysight/contract';
import { payBandGroups, payBandVersions, payrollEmployees, payrollUploads, type Db } from '@paysight/db';
import { insertCompany, insertLocation, insertSalaryRecords, insertTitle } from '@paysight/db/factories';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectStatusMessage } from './api.js';
import { multipart } from './documents.js';
import { createClock, describeWithDb, useTestApp } from './helpers.js';
import { MID_SHOWN_SENIOR_HIDDEN } from './peer-market.js';
import { createWorkspace, type TestWorkspace } from './workspaces.js';
import { employeesOf } from '../src/modules/benchmarking/payroll.queries.js';
import { employeeDataset } from '../src/modules/benchmarking/payroll.service.js';
import type { WorkspaceContext } from '../src/modules/workspaces/workspaces.service.js';

/**
 * The compa roster (ADR 054): a roster file (the payroll with its further columns) stored as a dated
 * version, each employee against their pay band and the market on hand-worked numbers, the closest
 * band and why, the analyst's sort and the views, one-by-one adds and edits, exports, a viewer never
 * receiving gender, and workspace B never reaching A's ids.
 */
describeWithDb('Compa roster', () => {
  const clock = createClock(new Date('2026-11-24T09:00:00Z'));
  let db: Db;
  let a: TestWorkspace;
  let b: TestWorkspace;
  let groupA: number;

  type Who = { headers: Record<string, string> };
  type Answer<T> = { status: number; body: { data: T; message: string } };
  const t = useTestApp({ seed: false, now: clock.now });

  const upload = async (w: Who, text: string, filename = 'roster.csv'): Promise<Answer<api.CompaRosterResult>> => {
    const body = multipart({ field: 'file', filename, contentType: 'text/csv', bytes: Buffer.from(text) });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/compa/roster',
      payload: body.payload,
      headers: { ...w.headers, ...body.headers },
    });
    return { status: res.statusCode, body: res.json() };
  };
  const call = async <T>(w: Who, method: 'GET' | 'POST', url: string, payload?: unknown): Promise<Answer<T>> => {
    const res = await t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: w.headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return { status: res.statusCode, body: res.json() };
  };
  const raw = (w: Who, url: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: w.headers });
  const roster = async (w: Who, query = '') => (await call<api.CompaRosterResult>(w, 'GET', `/compa/roster${query}`)).body.data.roster!;

  beforeAll(async () => {
    db = t.database.db;
    const titleId = (await insertTitle(db, { name: 'Software Engineer', family: 'Software Engineering' })).id;
    await insertTitle(db, { name: 'Data Scientist', family: 'Data and AI' });
    const blr = (await insertLocation(db, { city: 'Bengaluru', state: 'Karnataka', countryCode: 'in', metro: 'Bengaluru' })).id;
    await insertLocation(db, { city: 'Pune', state: 'Maharashtra', countryCode: 'in', metro: 'Pune' });
    const co: Record<string, number> = {};
    for (const name of ['Alpha', 'Bravo', 'Charlie', 'Delta'])
      co[name] = (await insertCompany(db, { name, type: 'product', industry: 'Software' })).id;
    // Software Engineering in Bengaluru: Mid shown (base p25 1,250,000, p50 1,500,000, p75 1,750,000; total the same), Senior hidden.
    await insertSalaryRecords(
      db,
      MID_SHOWN_SENIOR_HIDDEN.map(([company, level, base]) => ({
        countryCode: 'in' as const,
        companyId: co[company]!,
        titleId,
        standardLevel: level,
        locationId: blr,
        base,
        reportedOn: '2026-11-24',
      })),
    );
    a = await createWorkspace(t, clock.now(), 'Compaco');
    b = await createWorkspace(t, clock.now(), 'Othercompa');

    // A's bands: Software Engineering in Bengaluru, Mid 16/20/24 lakh and Senior 24/30/36 lakh (version 2, in force);
    // version 1 had Mid at 18/22/26 lakh; version 3 starts next year.
    const [group] = await db.insert(payBandGroups).values({ orgId: a.org.id, name: 'Engineering 2026', countryCode: 'in' }).returning();
    groupA = group!.id;
    const family = { slug: 'software-engineering', name: 'Software Engineering' };
    const band = (level: number, levelName: string, min: number, mid: number, max: number) => ({
      family,
      level,
      levelName,
      location: 'Bengaluru',
      min,
      mid,
      max,
      source: 'market',
    });
    const plan = {
      metric: 'base',
      targetPercentile: 50,
      width: 0.5,
      progression: null,
      rounding: 0,
      families: ['software-engineering'],
      locations: ['Bengaluru'],
    };
    const version = (v: number, effectiveDate: string, bands: ReturnType<typeof band>[]) => ({
      groupId: groupA,
      orgId: a.org.id,
      version: v,
      effectiveDate,
      plan,
      bands,
      findings: [],
    });
    await db
      .insert(payBandVersions)
      .values([
        version(1, '2026-01-01', [band(2, 'Mid', 1_800_000, 2_200_000, 2_600_000)]),
        version(2, '2026-06-01', [band(2, 'Mid', 1_600_000, 2_000_000, 2_400_000), band(3, 'Senior', 2_400_000, 3_000_000, 3_600_000)]),
        version(3, '2027-01-01', [band(2, 'Mid', 1_700_000, 2_100_000, 2_500_000)]),
      ]);
  }, 120_000);

  const HEADER =
    'Employee ID,Name,Email,Title,Level,Family,Location,Currency,Base,Bonus Target,Equity,Equity Type,Equity Units,Vesting,Hire Date,Last Change Date,Manager ID,Performance Rating,Gender,FTE';
  const ROSTER = [
    HEADER,
    'E1,Asha Rao,asha@compaco.example,Software Engineer II,Mid,software-engineering,Bengaluru,INR,1800000,180000,300000,rsu,1000,"4y, 1y cliff",2024-03-01,2025-04-01,E4,Exceeds,female,1',
    'E2,Vikram Shah,,Software Engineer II,2,Software Engineering,Pune,INR,1000000,0,0,,,,2023-07-15,,E4,Meets,male,50%',
    'E3,Meera Iyer,,Senior Engineer,Senior,software-engineering,Bengaluru,INR,2000000,0,0,none,,,2021-05-01,,E4,Meets,,1',
    'E4,Kiran Das,,Engineering Lead,Lead,software-engineering,Bengaluru,INR,5000000,0,0,,,,2019-01-01,,,Exceeds,male,1',
    'E5,Sana Ali,,Data Scientist,Mid,data-and-ai,Bengaluru,INR,1500000,0,0,,,,2025-01-01,,,,female,1',
  ].join('\r\n');

  describe('the sample and the upload', () => {
    it('serves a sample roster with every column, which uploads as it is', async () => {
      const res = await raw(a.viewer, '/compa/sample');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
      const text = res.body.replace(/^\uFEFF/, '');
      expect(text.split('\r\n')[0]).toBe(
        'Employee ID,Title,Level,Family,Location,Currency,Base,Bonus Target,Equity,Hire Date,Gender,Name,Email,Equity Type,Equity Units,Vesting,Last Change Date,Manager ID,Performance Rating,FTE',
      );
      const xlsx = await raw(a.viewer, '/compa/sample?format=xlsx');
      expect(xlsx.headers['content-type']).toMatch(/spreadsheetml/);
      const up = await upload(a.analyst, text, 'sample.csv');
      expect(up.status, up.body.message).toBe(200);
      expect(up.body.data.roster!.employees.map((e) => e.employeeId).sort()).toEqual(['E100', 'E101', 'E102']);
    });

    it('sets each employee against their band (the version in force) and the market, below-minimum first', async () => {
      const up = await upload(a.analyst, ROSTER);
      expect(up.status, up.body.message).toBe(200);
      const r = up.body.data.roster!;
      expect(r.version).toMatchObject({ fileName: 'roster.csv', source: 'file', rows: 5, currency: 'INR' });
      expect(r.versions.map((v) => v.fileName)).toEqual(['roster.csv', 'sample.csv']);
      expect(r.bands).toEqual({ group: { id: groupA, name: 'Engineering 2026' }, version: 2, effectiveDate: '2026-06-01', metric: 'base' });
      expect(r.asOf).toBe('2026-11-24');
      const by = new Map(r.employees.map((e) => [e.employeeId, e]));

      // E1: ₹18,00,000 ÷ ₹20,00,000 = 0.90; (18 − 16) ÷ (24 − 16) = 25 %. Market: 18 ÷ 15 = 1.2; past p75 (17.5) by 0.5 of the
      // 2.5 from p50 to p75: 100 % + 20 % = 120 %;
      // with equity (rsu): (18 + 1.8 + 3) ÷ 15 = 1.52.
      expect(by.get('E1')!.band).toMatchObject({
        match: 'own',
        reason: null,
        compaRatio: 0.9,
        penetration: 25,
        bucket: '0.85–0.95',
        belowMin: false,
        version: 2,
      });
      expect(by.get('E1')!.market).toMatchObject({
        asOf: '2026-11-24',
        records: 6,
        companies: 4,
        compaRatio: 1.2,
        penetration: 120,
        bucket: '> 1.15',
        equityInclusiveRatio: 1.52,
      });
      expect(by.get('E1')!.manager).toEqual({ employeeId: 'E4', name: 'Kiran Das', id: by.get('E4')!.id });

      // E2: half time in Pune: full time 20 lakh; no Pune band, so Bengaluru's: 1.0, 50 %. No Pune market cell.
      expect(by.get('E2')!.band).toMatchObject({
        match: 'other-location',
        location: 'Bengaluru',
        reason: 'No Software Engineering Mid band in Pune; the Bengaluru band is used',
        pay: 2_000_000,
        compaRatio: 1,
        penetration: 50,
      });
      expect(by.get('E2')!.market).toBeNull();
      expect(by.get('E2')!.marketNote).toBeTruthy();

      // E3: Senior at 20 lakh in 24/30/36: below the minimum by 4 of the 6 from 24 to 30: 0.667, −66.7 %; the Senior market cell is hidden.
      expect(by.get('E3')!.band).toMatchObject({ compaRatio: 0.667, penetration: -66.7, belowMin: true, bucket: '< 0.85' });
      expect(by.get('E3')!.market).toBeNull();
      // E4: no Staff band: the nearest level's (Senior); E5: no Data and AI bands at all.
      expect(by.get('E4')!.band).toMatchObject({ match: 'nearest-level', level: 3, aboveMax: true });
      expect(by.get('E5')!.band).toBeNull();
      expect(by.get('E5')!.bandNote).toBe('The band group has no Data and AI bands');

      expect(r.employees.map((e) => e.employeeId)).toEqual(['E3', 'E1', 'E2', 'E4', 'E5']);
      expect(r.summary).toMatchObject({ employees: 5, withBand: 4, withMarket: 1, belowMin: 1, aboveMax: 1 });
      expect(r.summary.buckets).toEqual({ '< 0.85': 1, '0.85–0.95': 1, '0.95–1.05': 1, '1.05–1.15': 0, '> 1.15': 1 });
    });

    it('refuses a bad file whole, naming each row and column, and keeps the roster it had', async () => {
      const bad = [
        HEADER,
        'E1,Asha,asha@,Engineer,Mid,software-engineering,Bengaluru,INR,1800000,0,0,warrants,,,2024-03-01,,,,,1',
        'E2,Vikram,,Engineer,Mid,software-engineering,Atlantis,INR,1000000,0,0,,,,2023-07-15,2023-02-30,,,,2',
      ].join('\n');
      const res = await upload(a.analyst, bad, 'bad.csv');
      expectStatusMessage(
        res,
        400,
        'The file has 5 errors and nothing was saved: Row 2, email: "asha@" is not an email address; Row 2, equity type: must be rsu, options, phantom, none or empty; ' +
          'Row 3, location: "Atlantis" is not a metro we have in India; Row 3, last change date: must be a date written YYYY-MM-DD; ' +
          'Row 3, fte: must be above 0 and at most 1 (0.5 or 50% for half time)',
      );
      const r = await roster(a.viewer);
      expect(r.version.fileName).toBe('roster.csv');
      expect(await db.select().from(payrollUploads).where(eq(payrollUploads.orgId, a.org.id))).toHaveLength(2);
    });
  });

  describe('views, filters and exports', () => {
    it("a manager's team, a level, a location, a bucket, and the views by manager, level and location", async () => {
      expect((await roster(a.viewer, '?manager=E4')).employees.map((e) => e.employeeId)).toEqual(['E3', 'E1', 'E2']);
      expect((await roster(a.viewer, '?level=2&location=bengaluru')).employees.map((e) => e.employeeId)).toEqual(['E1', 'E5']);
      expect((await roster(a.viewer, '?bucket=%3C%200.85')).employees.map((e) => e.employeeId)).toEqual(['E3']);
      expect((await roster(a.viewer, '?sort=ratio-desc')).employees[0]!.employeeId).toBe('E4');
      const byManager = await roster(a.viewer, '?groupBy=manager');
      expect(byManager.groups).toEqual([
        { key: 'E4', label: 'Kiran Das (E4)', employees: 3, medianCompaRatio: 0.9, belowMin: 1, aboveMax: 0 },
        { key: '', label: 'No manager', employees: 2, medianCompaRatio: expect.any(Number), belowMin: 0, aboveMax: 1 },
      ]);
      expect((await roster(a.viewer, '?groupBy=level')).groups.map((g) => [g.label, g.employees])).toEqual([
        ['Mid (2)', 3],
        ['Senior (3)', 1],
        ['Staff (4)', 1],
      ]);
      expect((await roster(a.viewer, '?groupBy=location')).groups.map((g) => g.key)).toEqual(['Bengaluru', 'Pune']);
      const wrong = await call(a.viewer, 'GET', '/compa/roster?sort=salary');
      expectStatusMessage(wrong, 400, { contains: 'sort is one of below-min, name, ratio-desc' });
    });

    it('a viewer never receives gender, in the roster, an employee or an export; an analyst does', async () => {
      const viewer = await roster(a.viewer);
      expect(viewer.employees.every((e) => !('gender' in e))).toBe(true);
      const analyst = await roster(a.analyst);
      expect(analyst.employees.find((e) => e.employeeId === 'E1')!.gender).toBe('female');
      const one = await call<api.CompaEmployeeResult>(a.viewer, 'GET', `/compa/employees/${analyst.employees[0]!.id}`);
      expect('gender' in one.body.data.employee).toBe(false);

      const csv = await raw(a.viewer, '/compa/roster/export?format=csv');
      expect(csv.statusCode).toBe(200);
      const [head, first] = csv.body.replace(/^\uFEFF/, '').split('\r\n');
      expect(head).not.toContain('Gender');
      expect(head).toContain('Compa-ratio');
      expect(first!.startsWith('E3,Meera Iyer,')).toBe(true);
      const analystCsv = await raw(a.analyst, '/compa/roster/export?format=csv');
      expect(analystCsv.body.split('\r\n')[0]).toContain('Gender');
      const xlsx = await raw(a.viewer, '/compa/roster/export?format=xlsx&manager=E4');
      expect(xlsx.statusCode).toBe(200);
      expect(xlsx.headers['content-type']).toMatch(/spreadsheetml/);
    });
  });

  describe('one employee at a time', () => {
    const body = (over: Partial<api.CompaEmployeeInput> = {}): api.CompaEmployeeInput => ({
      employeeId: 'E6',
      name: 'Ravi Kumar',
      title: 'Software Engineer II',
      level: 'Mid',
      family: 'Software Engineering',
      location: 'Bangalore',
      currency: 'INR',
      base: 2_200_000,
      hireDate: '2026-10-01',
      managerId: 'E4',
      ...over,
    });

    it('adds one to the current version, checked as a file row is (a city is its metro), and edits it', async () => {
      const added = await call<api.CompaEmployeeResult>(a.analyst, 'POST', '/compa/employees', body());
      expect(added.status, added.body.message).toBe(200);
      const e = added.body.data.employee;
      expect(e).toMatchObject({ employeeId: 'E6', location: 'Bengaluru', manager: { employeeId: 'E4', name: 'Kiran Das' } });
      // 22 ÷ 20 = 1.1; (22 − 16) ÷ 8 = 75 %.
      expect(e.band).toMatchObject({ compaRatio: 1.1, penetration: 75, bucket: '1.05–1.15' });
      expect(e.editedAt).toBe('2026-11-24T09:00:00.000Z');
      expect((await roster(a.viewer)).version.rows).toBe(6);

      const edited = await call<api.CompaEmployeeResult>(a.analyst, 'POST', `/compa/employees/${e.id}`, body({ base: 1_500_000 }));
      expect(edited.status, edited.body.message).toBe(200);
      expect(edited.body.data.employee.band).toMatchObject({ compaRatio: 0.75, belowMin: true });
      // Below the minimum too, less deep than E3 (0.667).
      expect((await roster(a.viewer)).employees.slice(0, 2).map((x) => x.employeeId)).toEqual(['E3', 'E6']);
    });

    it('refuses a taken employee id, a bad family, the other currency, and a viewer', async () => {
      expectStatusMessage(
        await call(a.analyst, 'POST', '/compa/employees', body({ employeeId: 'E1' })),
        409,
        'Employee id "E1" is already on the roster (each employee once)',
      );
      expectStatusMessage(
        await call(a.analyst, 'POST', '/compa/employees', body({ employeeId: 'E7', family: 'Astrology' })),
        400,
        'family: "Astrology" is not a job family in the catalogue (GET /entities/job-families)',
      );
      expectStatusMessage(
        await call(a.analyst, 'POST', '/compa/employees', body({ employeeId: 'E7', currency: 'USD', location: 'Bengaluru' })),
        400,
        { contains: 'location' },
      );
      expectStatusMessage(await call(a.analyst, 'POST', '/compa/employees', body({ employeeId: 'E7', fte: 0 })), 400, {
        contains: 'fte must be above 0',
      });
      expectStatusMessage(
        await call(a.viewer, 'POST', '/compa/employees', body({ employeeId: 'E7' })),
        403,
        'Only workspace analysts and admins can do this',
      );
      const id = (await roster(a.viewer)).employees[0]!.id;
      expectStatusMessage(
        await call(a.viewer, 'POST', `/compa/employees/${id}`, body()),
        403,
        'Only workspace analysts and admins can do this',
      );
      expect(await upload(a.viewer, ROSTER).then((r) => r.status)).toBe(403);
    });

    it('starts a roster by hand in a workspace without one', async () => {
      const first = await call<api.CompaEmployeeResult>(b.admin, 'POST', '/compa/employees', body({ employeeId: 'B1' }));
      expect(first.status, first.body.message).toBe(200);
      expect(first.body.data.version).toMatchObject({ source: 'manual', rows: 1 });
      // B has no bands yet: the note says so; the market is the same for everyone.
      expect(first.body.data.employee.bandNote).toMatch(/no pay bands for this region/);
      expect(first.body.data.employee.market).toMatchObject({ compaRatio: 1.467 });
    });
  });

  describe('ten thousand employees', () => {
    it('takes a 10,000-employee roster whole, reads it a page of 100 at a time and exports it all', async () => {
      const levels = ['Junior', 'Mid', 'Senior', 'Staff'];
      const rows = Array.from({ length: 10_000 }, (_, i) =>
        [
          `P${i}`,
          `Person ${i}`,
          '',
          'Engineer',
          levels[i % 4],
          'software-engineering',
          i % 3 ? 'Bengaluru' : 'Pune',
          'INR',
          1_000_000 + i * 150,
          0,
          0,
          '',
          '',
          '',
          '2024-01-01',
          '',
          i % 50 ? `P${i - (i % 50)}` : '',
          'Meets',
          i % 2 ? 'female' : 'male',
          1,
        ].join(','),
      );
      const c = await createWorkspace(t, clock.now(), 'Bigco');
      const up = await upload(c.analyst, [HEADER, ...rows].join('\n'), 'big.csv');
      expect(up.status, up.body.message).toBe(200);
      expect(up.body.data.roster).toMatchObject({ matching: 10_000, page: 1, pageSize: 100 });
      const third = await roster(c.viewer, '?page=3&sort=name');
      expect(third.summary.employees).toBe(10_000);
      expect(third.employees).toHaveLength(100);
      expect(third.employees[0]!.name).toBe([...Array(10_000).keys()].map((i) => `Person ${i}`).sort()[200]);
      const team = await roster(c.viewer, '?manager=P50&groupBy=manager');
      expect(team.matching).toBe(49);
      // 200 teams, and the 200 managers with no manager of their own.
      expect(team.groups).toHaveLength(201);
      const csv = await raw(c.viewer, '/compa/roster/export?format=csv');
      expect(csv.body.split('\r\n').filter((l) => l.startsWith('P'))).toHaveLength(10_000);

      // The version kept after the upload (not read back) is the stored one, field for field, as
      // the one JSON read of it gives it and as a plain read of the table does.
      const version = up.body.data.roster!.version.id;
      const kept = (await employeeDataset({ db }, { orgId: c.org.id } as WorkspaceContext))!.employees;
      const read = await employeesOf(db, c.org.id, version);
      expect(kept).toEqual(read);
      const plain = await db
        .select()
        .from(payrollEmployees)
        .where(eq(payrollEmployees.uploadId, version))
        .orderBy(asc(payrollEmployees.id));
      expect(read).toEqual(plain.map(({ uploadId: _u, orgId: _o, editedBy: _e, standardLevel, ...r }) => ({ ...r, level: standardLevel })));
    }, 120_000);

    it('keeps a version as stored, awkward text, fractions and edits included, and shows an edit at once', async () => {
      const c = await createWorkspace(t, clock.now(), 'Keptco');
      const rows = [
        'K1,"Rao, Asha ""AR""",asha@keptco.example,Engineer,Mid,software-engineering,Bengaluru,INR,1800000,0,0,rsu,40,"4y, 1y cliff",2024-01-01,2025-04-01,,Exceeds,female,0.6',
        'K2,Ünal Şahin — 東京,,Engineer,Senior,software-engineering,Pune,INR,2400000,240000,300000,,,,2023-02-28,,K1,,,50%',
      ];
      const up = await upload(c.analyst, [HEADER, ...rows].join('\n'), 'kept.csv');
      expect(up.status, up.body.message).toBe(200);
      const version = up.body.data.roster!.version.id;
      const dataset = async () => (await employeeDataset({ db }, { orgId: c.org.id } as WorkspaceContext))!.employees;
      expect(await dataset()).toEqual(await employeesOf(db, c.org.id, version));
      expect((await dataset()).map((e) => [e.name, e.fte, e.equityVesting, e.managerRef, e.editedAt])).toEqual([
        ['Rao, Asha "AR"', 0.6, '4y, 1y cliff', null, null],
        ['Ünal Şahin — 東京', 0.5, null, 'K1', null],
      ]);
      // Shared between calls, so no reader can change it for the next.
      expect(Object.isFrozen(await dataset()) && Object.isFrozen((await dataset())[0])).toBe(true);

      const k2 = (await dataset())[1]!;
      const edited = await call<api.CompaEmployeeResult>(c.analyst, 'POST', `/compa/employees/${k2.id}`, {
        employeeId: 'K2',
        name: 'Ünal Şahin — 東京',
        title: 'Engineer',
        level: 'Senior',
        family: 'software-engineering',
        location: 'Pune',
        currency: 'INR',
        base: 2_500_000,
        hireDate: '2023-02-28',
        managerId: 'K1',
        fte: 0.5,
      } satisfies api.CompaEmployeeInput);
      expect(edited.status, edited.body.message).toBe(200);
      expect((await dataset()).find((e) => e.id === k2.id)).toMatchObject({ base: 2_500_000, editedAt: clock.now() });
      expect(await dataset()).toEqual(await employeesOf(db, c.org.id, version));
      expect((await roster(c.viewer)).employees.find((e) => e.employeeId === 'K2')).toMatchObject({ base: 2_500_000 });
    });
  });

  describe('tenant isolation', () => {
    it("workspace B's session with A's ids answers 404 on every call that takes an id, and never sees A's roster", async () => {
      const idA = (await roster(a.admin)).employees[0]!.id;
      const own = (await roster(b.admin)).employees.map((e) => e.employeeId);
      expect(own).toEqual(['B1']);
      for (const w of [b.admin, b.analyst, b.viewer]) {
        expectStatusMessage(await call(w, 'GET', `/compa/employees/${idA}`), 404, `No employee ${idA} in this workspace's roster`);
        expectStatusMessage(await call(w, 'GET', `/compa/roster?bandGroupId=${groupA}`), 404, { contains: `No pay band group ${groupA}` });
        expect((await raw(w, `/compa/roster/export?format=csv&bandGroupId=${groupA}`)).statusCode).toBe(404);
      }
      for (const w of [b.admin, b.analyst]) {
        expectStatusMessage(
          await call(w, 'POST', `/compa/employees/${idA}`, {
            employeeId: 'X',
            title: 'T',
            level: 2,
            family: 'software-engineering',
            location: 'Bengaluru',
            currency: 'INR',
            base: 1,
            hireDate: '2026-01-01',
          }),
          404,
          `No employee ${idA} in this workspace's roster`,
        );
      }
      // A's row is untouched.
      expect((await roster(a.admin)).employees.find((e) => e.id === idA)).toMatchObject({ employeeId: 'E3', base: 2_000_000 });
    });

    it('a visitor and a plain member are refused', async () => {
      const anon = await t.app.inject({ method: 'GET', url: '/api/v1/compa/roster' });
      expect(anon.statusCode).toBe(401);
    });
  });
});
