import type { api } from '@paysight/contract';
import { payrollEmployees, payrollUploads, type Db } from '@paysight/db';
import { insertLocation, insertTitle } from '@paysight/db/factories';
import ExcelJS from 'exceljs';
import { beforeAll, expect, it } from 'vitest';
import { expectStatusMessage } from './api.js';
import { createClock, describeWithDb, useTestApp } from './helpers.js';
import { insertPeerMarket } from './peer-market.js';
import { createWorkspace, sendPayroll, type TestWorkspace } from './workspaces.js';

/**
 * POST and GET /benchmarking/payroll: a workspace's payroll (CSV or XLSX) against the market cell of
 * each employee, compa-ratios on hand-worked numbers, a bad file refused whole with its rows and
 * columns named, the roles, and one workspace never seeing another's payroll.
 */
describeWithDb('Payroll benchmarking', () => {
  // Records are reported on the effective date (today), so no aging: the market's figures are the records'.
  const clock = createClock(new Date('2026-11-24T09:00:00Z'));
  let db: Db;
  let a: TestWorkspace;
  let b: TestWorkspace;

  const upload = async (w: { headers: Record<string, string> }, bytes: Buffer, filename: string, fields: Record<string, string> = {}) => {
    const res = await sendPayroll(t, w, bytes, filename, fields);
    return { status: res.statusCode, body: res.json() as { data: api.PayrollResult | null; message: string } };
  };
  const read = async (w: { headers: Record<string, string> }, query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/benchmarking/payroll${query}`, headers: w.headers });
    return { status: res.statusCode, body: res.json() as { data: api.PayrollResult; message: string } };
  };

  const t = useTestApp({ seed: false, now: clock.now });

  beforeAll(async () => {
    db = t.database.db;
    const titleId = (await insertTitle(db, { name: 'Software Engineer', family: 'Software Engineering' })).id;
    await insertTitle(db, { name: 'Data Scientist', family: 'Data and AI' });
    const blr = (await insertLocation(db, { city: 'Bengaluru', state: 'Karnataka', countryCode: 'in', metro: 'Bengaluru' })).id;
    await insertLocation(db, { city: 'San Francisco', state: 'California', countryCode: 'us', metro: 'Bay Area' });
    // Software Engineering, Mid (2), Bengaluru: 6 records from 4 companies. Base (and total) percentiles
    // as percentile_cont: p25 = 1.2M + 0.25 × 0.2M = 1,250,000; p50 = 1,500,000; p75 = 1,750,000.
    // Senior (3): 4 records, hidden.
    await insertPeerMarket(db, { titleId, locationId: blr, reportedOn: '2026-11-24' });
    a = await createWorkspace(t, clock.now(), 'Payco');
    b = await createWorkspace(t, clock.now(), 'Otherco');
  }, 120_000);

  const HEADER = 'Employee ID,Title,Level,Family,Location,Currency,Base,Bonus Target,Equity,Hire Date,Gender';
  const GOOD_CSV = [
    HEADER,
    'E1,Software Engineer II,Mid,software-engineering,Bengaluru,INR,1500000,0,0,2024-03-01,female',
    'E2,Software Engineer II,2,Software Engineering,bengaluru,INR,1200000,0,0,2023-07-15,male',
    'E3,"Engineer, Payments",2,software-engineering,Bengaluru,INR,"18,90,000",0,0,2022-01-10,',
    'E4,Senior Engineer,Senior,software-engineering,Bengaluru,INR,3000000,0,0,2021-05-01,non-binary',
    'E5,Software Engineer II,2,software-engineering,Bengaluru,INR,1300000,130000,200000,2025-09-01,female',
  ].join('\r\n');

  it('compares each employee of a good CSV with the market cell, on hand-worked numbers', async () => {
    const res = await upload(a.analyst, Buffer.from(GOOD_CSV), 'payroll.csv');
    expect(res.status, res.body.message).toBe(200);
    const p = res.body.data!.payroll!;
    expect(p.upload).toMatchObject({ fileName: 'payroll.csv', countryCode: 'in', currency: 'INR', rows: 5 });
    expect(p.effectiveDate).toBe('2026-11-24');
    expect(p.peer).toEqual({ name: null, peerGroupId: null, kind: 'cohort', companies: 4 });
    const byId = new Map(p.employees.map((e) => [e.employeeId, e]));
    const market = {
      records: 6,
      companies: 4,
      base: { p25: 1_250_000, p50: 1_500_000, p75: 1_750_000 },
      total: { p25: 1_250_000, p50: 1_500_000, p75: 1_750_000 },
    };
    // 1.5M ÷ 1.5M = 1.00, at p50 (p50 opens its band).
    expect(byId.get('E1')).toMatchObject({
      family: { slug: 'software-engineering' },
      level: 2,
      levelName: 'Mid',
      location: 'Bengaluru',
      total: 1_500_000,
      market,
      compaRatio: 1,
      position: 'p50–p75',
      hidden: null,
    });
    // 1.2M ÷ 1.5M = 0.80, under p25 (1.25M).
    expect(byId.get('E2')).toMatchObject({ compaRatio: 0.8, position: 'below p25' });
    // "18,90,000" in quotes: 1.89M ÷ 1.5M = 1.26, over p75; the comma in the quoted title is the title's.
    expect(byId.get('E3')).toMatchObject({
      title: 'Engineer, Payments',
      base: 1_890_000,
      compaRatio: 1.26,
      position: 'above p75',
      gender: null,
    });
    // Senior: 4 records, so the cell is hidden and says why.
    expect(byId.get('E4')).toMatchObject({
      market: null,
      compaRatio: null,
      position: null,
      hidden: { reason: 'few-records', message: 'Fewer than 5 records' },
    });
    // 1.3M ÷ 1.5M = 0.8667 → 0.87; total 1.3M + 130k + 200k.
    expect(byId.get('E5')).toMatchObject({ total: 1_630_000, compaRatio: 0.87, position: 'p25–p50' });
    // Median of 0.8, 0.8667, 1.0, 1.26: (0.8667 + 1.0) ÷ 2 = 0.9333 → 0.93.
    expect(p.summary).toEqual({
      employees: 5,
      withMarketData: 4,
      medianCompaRatio: 0.93,
      byPosition: { 'below p25': 1, 'p25–p50': 1, 'p50–p75': 1, 'above p75': 1 },
    });
    // No company is named anywhere in the answer.
    expect(JSON.stringify(res.body)).not.toMatch(/Alpha|Bravo|Charlie|Delta/);
    // Any member reads it back.
    const back = await read(a.viewer);
    expect(back.status).toBe(200);
    expect(back.body.data.payroll!.employees.map((e) => e.employeeId)).toEqual(['E1', 'E2', 'E3', 'E4', 'E5']);
    expect(back.body.data.payroll!.summary.medianCompaRatio).toBe(0.93);
  });

  const xlsxOf = async (rows: (string | number | Date)[][]) => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Payroll');
    ws.addRow(['employee_id', 'TITLE', 'level', 'family', 'location', 'currency', 'base', 'bonus target', 'equity', 'hire date']);
    for (const r of rows) ws.addRow(r);
    ws.getColumn(10).numFmt = 'yyyy-mm-dd';
    return Buffer.from(await wb.xlsx.writeBuffer());
  };

  it('reads an XLSX (numbers, date cells, no gender column) and replaces the payroll', async () => {
    const bytes = await xlsxOf([
      [101, 'Engineer', 2, 'Software Engineering', 'Bengaluru', 'INR', 1_750_000, 100_000, 0, new Date(Date.UTC(2024, 0, 15))],
      [102, 'Engineer', 'mid', 'software-engineering', 'Bengaluru', 'INR', 1_000_000, 0, 50_000, new Date(Date.UTC(2025, 5, 30))],
    ]);
    const res = await upload(a.admin, bytes, 'payroll.xlsx');
    expect(res.status, res.body.message).toBe(200);
    const p = res.body.data!.payroll!;
    expect(p.employees.map((e) => [e.employeeId, e.hireDate, e.gender, e.total, e.compaRatio, e.position])).toEqual([
      // 1.75M ÷ 1.5M = 1.1667 → 1.17, at p75 (p75 closes its band).
      ['101', '2024-01-15', null, 1_850_000, 1.17, 'p50–p75'],
      ['102', '2025-06-30', null, 1_050_000, 0.67, 'below p25'],
    ]);
    // (1.1667 + 0.6667) ÷ 2 = 0.9167 → 0.92.
    expect(p.summary.medianCompaRatio).toBe(0.92);
    // The latest version is the payroll (the CSV's stays as the earlier version, ADR 054).
    const back = (await read(a.viewer)).body.data.payroll!;
    expect(back.upload.fileName).toBe('payroll.xlsx');
    expect(back.employees.map((e) => e.employeeId)).toEqual(['101', '102']);
    expect(await db.select().from(payrollUploads)).toHaveLength(2);
  });

  it('refuses a file with bad rows, naming each row and column, and keeps the payroll it had', async () => {
    const bad = [
      HEADER,
      'E1,Engineer,2,software-engineering,Bengaluru,INR,1500000,0,0,2024-03-01,',
      'E2,Engineer,2,software-engineering,Bengaluru,INR,-40,0,0,2024-03-01,',
      'E3,Engineer,2,Astrology,Bengaluru,INR,1500000,0,0,2024-03-01,',
      'E1,Engineer,2,software-engineering,Bengaluru,INR,1500000,0,0,2024-03-01,',
      'E5,Engineer,2,software-engineering,Bengaluru,INR,1500000,0,0,2024-02-30,',
    ].join('\n');
    const res = await upload(a.analyst, Buffer.from(bad), 'bad.csv');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      'The file has 4 errors and nothing was saved: Row 3, base: must be a positive number; ' +
        'Row 4, family: "Astrology" is not a job family in the catalogue (GET /entities/job-families); ' +
        'Row 5, employee id: "E1" is already on row 2 (each employee once); ' +
        'Row 6, hire date: must be a date written YYYY-MM-DD',
    );
    const back = (await read(a.analyst)).body.data.payroll!;
    expect(back.upload.fileName).toBe('payroll.xlsx');
    expect(back.employees).toHaveLength(2);
    // Nothing of the bad file was kept: the two versions' 5 + 2 employees only.
    expect(await db.select().from(payrollEmployees)).toHaveLength(7);
  });

  it('refuses a file that is neither CSV nor XLSX, one without employees, and a peer group not the workspace’s', async () => {
    const binary = await upload(a.analyst, Buffer.from([0x00, 0x01, 0x02, 0xff, 0x00]), 'payroll.csv');
    expectStatusMessage(binary, 415, 'file: the file is not a CSV or XLSX (its contents say otherwise)');
    const headerOnly = await upload(a.analyst, Buffer.from(`${HEADER}\n`), 'empty.csv');
    expectStatusMessage(headerOnly, 400, 'The file has 1 error and nothing was saved: Row 2: the file has no employees under its header');
    const empty = await upload(a.analyst, Buffer.alloc(0), 'none.csv');
    expect(empty.status).toBe(400);
    const groupOfB = await t.app.inject({
      method: 'POST',
      url: '/api/v1/benchmarking/peergroups',
      headers: b.analyst.headers,
      payload: { name: 'Peers', countryCode: 'in', peer: { kind: 'cohort', criteria: {} } },
    });
    expect(groupOfB.statusCode, groupOfB.body).toBe(200);
    const foreign = await upload(a.analyst, Buffer.from(GOOD_CSV), 'payroll.csv', { peerGroupId: String(groupOfB.json().data.id) });
    expect(foreign.status).toBe(404);
    expect((await read(a.analyst)).body.data.payroll!.upload.fileName).toBe('payroll.xlsx');
  });

  it('lets a viewer read but not upload; a workspace locked to the US cannot send rupees', async () => {
    const res = await upload(a.viewer, Buffer.from(GOOD_CSV), 'payroll.csv');
    expectStatusMessage(res, 403, 'Only workspace analysts and admins can do this');
    const us = await createWorkspace(t, clock.now(), 'Usonly', { region: 'us' });
    const locked = await upload(us.admin, Buffer.from(GOOD_CSV), 'payroll.csv');
    expectStatusMessage(locked, 403, 'Your workspace covers the US only');
  });

  it('keeps each workspace’s payroll to itself', async () => {
    expect((await read(b.admin)).body.data).toEqual({ payroll: null });
    const own = [HEADER, 'B1,Engineer,2,software-engineering,Bengaluru,INR,1000000,0,0,2024-03-01,'].join('\n');
    expect((await upload(b.analyst, Buffer.from(own), 'b.csv')).status).toBe(200);
    const bs = (await read(b.viewer)).body.data.payroll!;
    expect(bs.upload.fileName).toBe('b.csv');
    expect(bs.employees.map((e) => e.employeeId)).toEqual(['B1']);
    // A's payroll is untouched by B's upload.
    const as = (await read(a.viewer)).body.data.payroll!;
    expect(as.upload.fileName).toBe('payroll.xlsx');
    expect(as.employees.map((e) => e.employeeId)).toEqual(['101', '102']);
  });
});
