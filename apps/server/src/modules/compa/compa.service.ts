import { AppError, api, currencyForCountry, notFound, standardLevelName, type Region, type SessionUser } from '@paysight/contract';
import { loadExcelJS } from '../../lib/exceljs.js';
import { workspaceOf, assertRegion, type WorkspaceContext } from '../workspaces/workspaces.service.js';
import type { BenchmarkingDeps } from '../benchmarking/benchmarking.service.js';
import { toCsv, type SheetValue } from '../benchmarking/exports.rules.js';
import { errorsMessage, formatRowError, parsePayroll, type CellValue, type PayrollRow } from '../benchmarking/payroll.rules.js';
import {
  cellKey,
  checkPayrollFile,
  employeeDataset,
  employeeWriteOf,
  jobFamilyCatalogue,
  type EmployeeRow,
  marketCellsFor,
  payrollCatalogueOf,
  savePayrollVersion,
  type PayrollFile,
} from '../benchmarking/payroll.service.js';
import { bandGroupsForRoster, bandVersionsForRoster } from '../paybands/pay-bands.service.js';
import { addEmployee, editEmployee, versionsOf } from './compa.queries.js';
import {
  analystOrder,
  bandFigures,
  bandFor,
  marketFigures,
  payFor,
  shownPercent,
  shownRatio,
  versionInForce,
  type Band,
  type Pay,
} from './compa.rules.js';

/**
 * The compa roster (ADR 054): the workspace's employee dataset (its latest payroll version) with
 * each employee against their pay band (the band group's version in force today) and the market
 * cell of their family × level × metro (benchmarkFor over every company in the region, under the
 * suppression and differencing rules). Every call checks the workspace and role first; every query
 * after it filters on the workspace, so another workspace's ids answer 404.
 */

export type CompaDeps = BenchmarkingDeps;

const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const NO_ROSTER = 'This workspace has no roster yet: upload a file or add an employee';

type Upload = NonNullable<Awaited<ReturnType<typeof employeeDataset>>>['upload'];

interface BandsInForce {
  info: api.CompaRoster['bands'];
  bands: (Band & { levelName: string })[];
  reference: string | null;
  metric: (typeof api.PAY_BAND_METRICS)[number];
}

/** The band group asked for (404 when not the workspace's in the region), else the one saved last; its version in force. */
async function bandsFor(deps: CompaDeps, ctx: WorkspaceContext, cc: Region, asOf: string, bandGroupId: number | undefined) {
  const groups = await bandGroupsForRoster(deps, ctx, cc);
  const group = bandGroupId === undefined ? groups[0] : groups.find((g) => g.id === bandGroupId);
  if (bandGroupId !== undefined && !group) throw notFound(`No pay band group ${bandGroupId} for this roster's region in this workspace`);
  let inForce: BandsInForce | null = null;
  if (group) {
    const version = versionInForce(await bandVersionsForRoster(deps, ctx, group.id), asOf);
    if (version) {
      const plan = version.plan;
      const bands = version.bands.map((b) => ({
        family: b.family.slug,
        level: b.level,
        levelName: b.levelName,
        location: b.location,
        min: b.min,
        mid: b.mid,
        max: b.max,
      }));
      inForce = {
        info: {
          group: { id: group.id, name: group.name },
          version: version.version,
          effectiveDate: version.effectiveDate,
          metric: plan.metric,
        },
        bands,
        reference: plan.locations[0] ?? null,
        metric: plan.metric,
      };
    }
  }
  return { groups, inForce };
}

const payOf = (r: EmployeeRow): Pay => ({
  base: r.base,
  bonusTarget: r.bonusTarget,
  equity: r.equity,
  fte: r.fte,
  equityType: r.equityType,
});

/**
 * Each of `rows` with their figures. `all` is the whole version (for managers' names). The market
 * call covers only `rows`' families, levels and metros. Candidate offers (compa-offers.service.ts)
 * pass rows of their own, so an offer's figures are an employee's. What depends only on a row's
 * family, level and metro (the band matched, the market cell) is found once per cell, not once per
 * row: a roster of 10,000 has a few hundred cells.
 */
export async function figuresFor(
  deps: CompaDeps,
  ctx: WorkspaceContext,
  upload: Pick<Upload, 'countryCode'>,
  rows: readonly EmployeeRow[],
  all: readonly EmployeeRow[],
  asOf: string,
  bandGroupId: number | undefined,
) {
  const { groups, inForce } = await bandsFor(deps, ctx, upload.countryCode, asOf, bandGroupId);
  const market = rows.length > 0 ? await marketCellsFor(deps, ctx, upload.countryCode, rows, null) : null;
  const families = market?.familyById ?? new Map((await jobFamilyCatalogue(deps)).map((f) => [f.id, f]));
  const byRef = new Map(all.map((r) => [r.employeeRef, r]));
  const seesGender = ctx.role !== 'viewer';
  const noBands = 'The workspace has no pay bands for this region yet (build them on /comp-bands)';
  const info = inForce?.info ?? null;

  const cellsSeen = new Map<string, ReturnType<typeof cellOf>>();
  const cellOf = (r: EmployeeRow) => {
    const family = families.get(r.familyId)!;
    const levelName = standardLevelName(r.level);
    const found = inForce
      ? bandFor(
          inForce.bands,
          { family: family.slug, familyName: family.name, level: r.level, levelName, location: r.metro },
          inForce.reference,
          standardLevelName,
        )
      : null;
    const cell = market?.cells.get(cellKey(family.slug, r.level, r.metro));
    const shown = cell?.shown && cell.base && cell.total && cell.evidence ? cell : null;
    return {
      family: { slug: family.slug, name: family.name },
      levelName,
      found,
      shown,
      marketNote: shown ? null : (cell?.hidden?.message ?? 'Too few records in the market for this family, level and metro'),
    };
  };

  const employees = rows.map((r): api.CompaEmployee => {
    const key = `${r.familyId}|${r.level}|${r.metro}`;
    let c = cellsSeen.get(key);
    if (!c) cellsSeen.set(key, (c = cellOf(r)));
    const pay = payOf(r);

    let band: api.CompaEmployee['band'] = null;
    let bandNote: string | null = inForce ? null : noBands;
    if (inForce && c.found) {
      const found = c.found.band;
      if (found) {
        const amount = payFor(pay, inForce.metric);
        const f = bandFigures(amount, found);
        // Written out rather than spread from inForce.info: a spread then thirteen more keys made
        // each of 10,000 objects slow to build and to sort.
        band = {
          group: info!.group,
          version: info!.version,
          effectiveDate: info!.effectiveDate,
          metric: info!.metric,
          level: found.level,
          location: found.location,
          min: found.min,
          mid: found.mid,
          max: found.max,
          match: c.found.match,
          reason: c.found.reason,
          pay: Math.round(amount),
          compaRatio: shownRatio(f.compaRatio),
          penetration: f.penetration === null ? null : shownPercent(f.penetration),
          bucket: f.bucket,
          belowMin: f.belowMin,
          aboveMax: f.aboveMax,
        };
      } else bandNote = c.found.reason;
    }

    const shown = c.shown;
    let marketOut: api.CompaEmployee['market'] = null;
    if (shown) {
      const m = marketFigures(pay, { base: shown.base!, total: shown.total! });
      marketOut = {
        asOf: market!.bench.effectiveDate,
        records: shown.evidence!.records,
        companies: shown.evidence!.companies,
        base: { p25: shown.base!.p25, p50: shown.base!.p50, p75: shown.base!.p75 },
        totalP50: shown.total!.p50,
        compaRatio: shownRatio(m.compaRatio),
        penetration: m.penetration === null ? null : shownPercent(m.penetration),
        bucket: m.bucket,
        equityInclusiveRatio: m.equityInclusiveRatio === null ? null : shownRatio(m.equityInclusiveRatio),
      };
    }
    const manager = r.managerRef ? byRef.get(r.managerRef) : undefined;
    return {
      id: r.id,
      employeeId: r.employeeRef,
      name: r.name,
      email: r.email,
      title: r.title,
      family: c.family,
      level: r.level,
      levelName: c.levelName,
      location: r.metro,
      manager: r.managerRef ? { employeeId: r.managerRef, name: manager?.name ?? null, id: manager?.id ?? null } : null,
      base: r.base,
      bonusTarget: r.bonusTarget,
      equity: r.equity,
      equityType: r.equityType,
      equityUnits: r.equityUnits,
      equityVesting: r.equityVesting,
      hireDate: r.hireDate,
      lastChangeDate: r.lastChangeDate,
      performanceRating: r.performanceRating,
      fte: r.fte,
      ...(seesGender ? { gender: r.gender } : {}),
      editedAt: r.editedAt?.toISOString() ?? null,
      band,
      bandNote,
      market: marketOut,
      marketNote: c.marketNote,
    };
  });
  return { groups, inForce, employees };
}

const versionOut = (u: Upload) => ({
  id: u.id,
  fileName: u.fileName,
  source: u.source,
  rows: u.rows,
  uploadedAt: u.createdAt.toISOString(),
  countryCode: u.countryCode,
  currency: currencyForCountry(u.countryCode),
});

const emptyBuckets = () => Object.fromEntries(api.COMPA_BUCKETS.map((b) => [b, 0])) as Record<api.CompaBucket, number>;

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return shownRatio(s.length % 2 === 1 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2);
}

/** The views: each team (by manager), level or location with its counts. */
function groupsOf(employees: api.CompaEmployee[], by: api.CompaGroupBy): api.CompaRoster['groups'] {
  const groups = new Map<string, { label: string; order: number | string; list: api.CompaEmployee[] }>();
  for (const e of employees) {
    const [key, label, order] =
      by === 'level'
        ? [String(e.level), `${e.levelName} (${e.level})`, e.level]
        : by === 'location'
          ? [e.location, e.location, e.location]
          : e.manager
            ? [
                e.manager.employeeId,
                e.manager.name ? `${e.manager.name} (${e.manager.employeeId})` : e.manager.employeeId,
                e.manager.name ?? e.manager.employeeId,
              ]
            : ['', 'No manager', '\uffff'];
    const g = groups.get(key) ?? { label, order, list: [] };
    g.list.push(e);
    groups.set(key, g);
  }
  return [...groups.entries()]
    .sort(([, a], [, b]) =>
      typeof a.order === 'number' && typeof b.order === 'number' ? a.order - b.order : String(a.order).localeCompare(String(b.order)),
    )
    .map(([key, g]) => ({
      key,
      label: g.label,
      employees: g.list.length,
      medianCompaRatio: median(g.list.flatMap((e) => (e.band ? [e.band.compaRatio] : []))),
      belowMin: g.list.filter((e) => e.band?.belowMin).length,
      aboveMax: g.list.filter((e) => e.band?.aboveMax).length,
    }));
}

function sortEmployees(employees: api.CompaEmployee[], sort: api.CompaRosterQuery['sort']) {
  if (sort === 'name') return employees.sort((a, b) => (a.name ?? a.employeeId).localeCompare(b.name ?? b.employeeId));
  if (sort === 'ratio-desc')
    return employees.sort(
      (a, b) => (b.band?.compaRatio ?? b.market?.compaRatio ?? -1) - (a.band?.compaRatio ?? a.market?.compaRatio ?? -1),
    );
  return employees.sort(analystOrder);
}

/** The roster with every employee matching (`all`), or the query's page (GET /compa/roster). */
async function rosterOf(
  deps: CompaDeps,
  ctx: WorkspaceContext,
  query: Omit<api.CompaRosterQuery, 'page'> & { page?: number | 'all' },
): Promise<api.CompaRoster | null> {
  const latest = await employeeDataset(deps, ctx);
  if (!latest) return null;
  const { upload, employees: all } = latest;
  assertRegion(ctx, upload.countryCode);
  const asOf = isoDay(deps.now());
  const { groups, inForce, employees } = await figuresFor(deps, ctx, upload, all, all, asOf, query.bandGroupId);

  const buckets = emptyBuckets();
  const marketBuckets = emptyBuckets();
  for (const e of employees) {
    if (e.band) buckets[e.band.bucket] += 1;
    if (e.market) marketBuckets[e.market.bucket] += 1;
  }
  const summary = {
    employees: employees.length,
    withBand: employees.filter((e) => e.band).length,
    withMarket: employees.filter((e) => e.market).length,
    belowMin: employees.filter((e) => e.band?.belowMin).length,
    aboveMax: employees.filter((e) => e.band?.aboveMax).length,
    buckets,
    marketBuckets,
  };
  const managers = new Map<string, string | null>();
  for (const e of employees) if (e.manager) managers.set(e.manager.employeeId, e.manager.name);
  const choices = {
    managers: [...managers.entries()]
      .map(([employeeId, name]) => ({ employeeId, name }))
      .sort((a, b) => (a.name ?? a.employeeId).localeCompare(b.name ?? b.employeeId)),
    levels: [...new Set(employees.map((e) => e.level))].sort((a, b) => a - b).map((level) => ({ level, name: standardLevelName(level) })),
    locations: [...new Set(employees.map((e) => e.location))].sort(),
  };
  const shown = employees.filter(
    (e) =>
      (query.manager === undefined || e.manager?.employeeId === query.manager) &&
      (query.level === undefined || e.level === query.level) &&
      (query.location === undefined || e.location.toLowerCase() === query.location.toLowerCase()) &&
      (query.bucket === undefined || e.band?.bucket === query.bucket),
  );
  const versions = await versionsOf(deps.db, ctx.orgId);
  return {
    version: versionOut(upload),
    versions: versions.map((v) => ({
      id: v.id,
      fileName: v.fileName,
      source: v.source,
      rows: v.rows,
      uploadedAt: v.createdAt.toISOString(),
    })),
    bands: inForce?.info ?? null,
    bandGroups: groups,
    asOf,
    summary,
    groups: query.groupBy ? groupsOf(employees, query.groupBy) : [],
    choices,
    matching: shown.length,
    page: query.page === 'all' ? 1 : (query.page ?? 1),
    pageSize: query.page === 'all' ? shown.length : api.COMPA_PAGE_SIZE,
    employees:
      query.page === 'all'
        ? sortEmployees(shown, query.sort)
        : sortEmployees(shown, query.sort).slice(((query.page ?? 1) - 1) * api.COMPA_PAGE_SIZE, (query.page ?? 1) * api.COMPA_PAGE_SIZE),
  };
}

// ---------------------------------------------------------------------------------------------
// The calls

/** GET /compa/roster: any workspace member (gender only for analysts and admins). */
export async function getCompaRoster(
  deps: CompaDeps,
  user: SessionUser | null,
  query: api.CompaRosterQuery,
): Promise<api.CompaRosterResult> {
  const ctx = await workspaceOf(deps, user);
  return { roster: await rosterOf(deps, ctx, query) };
}

/**
 * POST /compa/roster: analysts and admins (checked before the file is read). The whole file is
 * checked (payroll.rules.ts) before one transaction adds it as the newest version.
 */
export async function uploadCompaRoster(
  deps: CompaDeps,
  user: SessionUser | null,
  readFile: () => Promise<PayrollFile>,
): Promise<api.CompaRosterResult> {
  const ctx = await workspaceOf(deps, user, 'analyst');
  const file = await readFile();
  const parsed = await checkPayrollFile(deps, ctx, file);
  await savePayrollVersion(deps, ctx, { fileName: file.filename, peerGroupId: null, uploadedAt: deps.now() }, parsed);
  return { roster: await rosterOf(deps, ctx, { sort: 'below-min', page: 1 }) };
}

/** GET /compa/employees/{id}: any member; an id not in the workspace's latest version, 404. */
export async function getCompaEmployee(
  deps: CompaDeps,
  user: SessionUser | null,
  id: number,
  bandGroupId?: number,
): Promise<api.CompaEmployeeResult> {
  const ctx = await workspaceOf(deps, user);
  return employeeResult(deps, ctx, id, bandGroupId);
}

async function employeeResult(deps: CompaDeps, ctx: WorkspaceContext, id: number, bandGroupId?: number): Promise<api.CompaEmployeeResult> {
  const latest = await employeeDataset(deps, ctx);
  const row = latest?.employees.find((e) => e.id === id);
  if (!latest || !row) throw notFound(`No employee ${id} in this workspace's roster`);
  assertRegion(ctx, latest.upload.countryCode);
  const asOf = isoDay(deps.now());
  const { employees } = await figuresFor(deps, ctx, latest.upload, [row], latest.employees, asOf, bandGroupId);
  return { employee: employees[0]!, version: versionOut(latest.upload), asOf };
}

/** The body as one row of a roster file, checked by the same rules (family, level scale, metro, currency). */
async function checkedRow(deps: CompaDeps, ctx: WorkspaceContext, body: api.CompaEmployeeBody): Promise<{ cc: Region; row: PayrollRow }> {
  const cells: Record<api.PayrollColumn, CellValue> = {
    'employee id': body.employeeId,
    title: body.title,
    level: body.level,
    family: body.family,
    location: body.location,
    currency: body.currency,
    base: body.base,
    'bonus target': body.bonusTarget,
    equity: body.equity,
    'hire date': body.hireDate,
    gender: body.gender ?? null,
    name: body.name ?? null,
    email: body.email ?? null,
    'equity type': body.equityType ?? null,
    'equity units': body.equityUnits ?? null,
    vesting: body.equityVesting ?? null,
    'last change date': body.lastChangeDate ?? null,
    'manager id': body.managerId ?? null,
    'performance rating': body.performanceRating ?? null,
    fte: body.fte,
  };
  const columns = Object.keys(cells) as api.PayrollColumn[];
  const parsed = parsePayroll(
    [
      { row: 1, cells: columns },
      { row: 2, cells: columns.map((c) => cells[c]) },
    ],
    await payrollCatalogueOf(deps, ctx.orgId),
  );
  if (!parsed.ok) {
    // One row: the errors without "Row 2", each naming its field.
    const message = parsed.errors.map((e) => (e.column ? `${e.column}: ${e.message}` : formatRowError(e))).join('; ');
    throw new AppError(400, message || errorsMessage(parsed.errors));
  }
  assertRegion(ctx, parsed.countryCode);
  return { cc: parsed.countryCode, row: parsed.rows[0]! };
}

const taken = (ref: string) => new AppError(409, `Employee id "${ref}" is already on the roster (each employee once)`);
const otherRegion = (cc: Region) =>
  new AppError(
    400,
    `currency: the roster is in ${currencyForCountry(cc === 'in' ? 'us' : 'in')}; an employee is added in the roster's currency`,
  );

/** POST /compa/employees: analysts and admins; adds to the latest version (starting one by hand when there is none). */
export async function addCompaEmployee(
  deps: CompaDeps,
  user: SessionUser | null,
  body: api.CompaEmployeeBody,
): Promise<api.CompaEmployeeResult> {
  const ctx = await workspaceOf(deps, user, 'analyst');
  const { cc, row } = await checkedRow(deps, ctx, body);
  const id = await addEmployee(deps.db, ctx.orgId, cc, ctx.userId, deps.now(), employeeWriteOf(row));
  if (id === 'taken') throw taken(row.employeeRef);
  if (id === 'region') throw otherRegion(cc);
  return employeeResult(deps, ctx, id);
}

/** POST /compa/employees/{id}: analysts and admins; an id not in the workspace's latest version, 404 (checked before the body). */
export async function editCompaEmployee(
  deps: CompaDeps,
  user: SessionUser | null,
  id: number,
  body: api.CompaEmployeeBody,
): Promise<api.CompaEmployeeResult> {
  const ctx = await workspaceOf(deps, user, 'analyst');
  const latest = await employeeDataset(deps, ctx);
  const employee = latest?.employees.find((e) => e.id === id);
  if (!latest || !employee) throw notFound(`No employee ${id} in this workspace's roster`);
  const found = { upload: latest.upload, employee };
  const { cc, row } = await checkedRow(deps, ctx, body);
  if (cc !== found.upload.countryCode) throw otherRegion(cc);
  if ((await editEmployee(deps.db, ctx.orgId, found.upload.id, id, ctx.userId, deps.now(), employeeWriteOf(row))) === 'taken')
    throw taken(row.employeeRef);
  return employeeResult(deps, ctx, id);
}

// ---------------------------------------------------------------------------------------------
// Files

export interface CompaFile {
  filename: string;
  contentType: string;
  body: string | Buffer;
}

const CSV_TYPE = `${api.COMPA_FILE_TYPES.csv}; charset=utf-8`;

const titleCase = (c: string) =>
  c
    .replace(/(^|\s)\S/g, (m) => m.toUpperCase())
    .replace(/\bId\b/, 'ID')
    .replace(/^Fte$/, 'FTE');

/** GET /compa/sample: any member; a roster file with every column and three employees in the workspace's region. */
export async function compaSample(deps: CompaDeps, user: SessionUser | null, format: 'csv' | 'xlsx'): Promise<CompaFile> {
  const ctx = await workspaceOf(deps, user);
  const cc: Region = ctx.region ?? 'in';
  const catalogue = await payrollCatalogueOf(deps, ctx.orgId);
  const family = catalogue.families.find((f) => f.slug === 'software-engineering') ?? catalogue.families[0];
  const metros = catalogue.metros[cc];
  const metro = metros.find((m) => m === (cc === 'in' ? 'Bengaluru' : 'Bay Area')) ?? metros[0] ?? (cc === 'in' ? 'Bengaluru' : 'Bay Area');
  const family1 = family?.name ?? 'Software Engineering';
  const inr = cc === 'in';
  const header = [...api.PAYROLL_COLUMNS, ...api.ROSTER_COLUMNS].map(titleCase);
  const money = (n: number) => (inr ? n : Math.round(n / 20));
  // Columns: employee id, title, level, family, location, currency, base, bonus target, equity, hire date, gender,
  // name, email, equity type, equity units, vesting, last change date, manager id, performance rating, fte.
  const rows: SheetValue[][] = [
    [
      'E100',
      'Engineering Manager',
      'Lead',
      family1,
      metro,
      inr ? 'INR' : 'USD',
      money(6_000_000),
      money(600_000),
      money(1_500_000),
      '2019-04-01',
      'female',
      'Asha Rao',
      'asha@example.com',
      'rsu',
      4000,
      '4 years, 1-year cliff',
      '2025-04-01',
      '',
      'Exceeds',
      1,
    ],
    [
      'E101',
      'Software Engineer II',
      'Mid',
      family1,
      metro,
      inr ? 'INR' : 'USD',
      money(1_800_000),
      money(180_000),
      0,
      '2023-07-15',
      'male',
      'Vikram Shah',
      'vikram@example.com',
      'none',
      '',
      '',
      '2025-04-01',
      'E100',
      'Meets',
      1,
    ],
    [
      'E102',
      'Senior Software Engineer',
      'Senior',
      family1,
      metro,
      inr ? 'INR' : 'USD',
      money(1_500_000),
      money(150_000),
      money(400_000),
      '2021-01-10',
      '',
      'Meera Iyer',
      'meera@example.com',
      'options',
      1200,
      '4 years monthly',
      '2024-10-01',
      'E100',
      'Meets',
      0.6,
    ],
  ];
  if (format === 'csv') return { filename: 'paysight-roster-sample.csv', contentType: CSV_TYPE, body: toCsv([header, ...rows]) };
  const wb = new (await loadExcelJS()).Workbook();
  wb.creator = 'Paysight';
  const ws = wb.addWorksheet('Roster', { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = header.map((h) => ({ header: h, width: Math.max(12, h.length + 2) }));
  ws.getRow(1).font = { bold: true };
  for (const r of rows) ws.addRow(r);
  return {
    filename: 'paysight-roster-sample.xlsx',
    contentType: api.COMPA_FILE_TYPES.xlsx,
    body: Buffer.from(await wb.xlsx.writeBuffer()),
  };
}

/** GET /compa/roster/export: any member; the roster as shown (filters and sort), gender only for analysts and admins. */
export async function exportCompaRoster(
  deps: CompaDeps,
  user: SessionUser | null,
  query: Omit<api.CompaRosterQuery, 'page' | 'groupBy'> & { format: 'csv' | 'xlsx' },
): Promise<CompaFile> {
  const ctx = await workspaceOf(deps, user);
  const roster = await rosterOf(deps, ctx, { ...query, page: 'all' });
  if (!roster) throw notFound(NO_ROSTER);
  const seesGender = ctx.role !== 'viewer';
  const header = [
    'Employee ID',
    'Name',
    'Title',
    'Family',
    'Level',
    'Level name',
    'Location',
    'Manager ID',
    'Currency',
    'Base',
    'Bonus target',
    'Equity',
    'Equity type',
    'FTE',
    'Hire date',
    'Last change date',
    'Performance rating',
    ...(seesGender ? ['Gender'] : []),
    'Band group',
    'Band version',
    'Band effective date',
    'Band used',
    'Band note',
    'Band min',
    'Band mid',
    'Band max',
    'Pay on band metric',
    'Compa-ratio',
    'Range penetration %',
    'Bucket',
    'Below minimum',
    'Above maximum',
    'Market as of',
    'Market p25 base',
    'Market p50 base',
    'Market p75 base',
    'Market compa-ratio',
    'Market penetration %',
    'Market bucket',
    'Equity-inclusive ratio',
    'Market note',
  ];
  const rows: SheetValue[][] = roster.employees.map((e) => [
    e.employeeId,
    e.name,
    e.title,
    e.family.name,
    e.level,
    e.levelName,
    e.location,
    e.manager?.employeeId ?? null,
    roster.version.currency,
    e.base,
    e.bonusTarget,
    e.equity,
    e.equityType,
    e.fte,
    e.hireDate,
    e.lastChangeDate,
    e.performanceRating,
    ...(seesGender ? [e.gender ?? null] : []),
    e.band?.group.name ?? null,
    e.band?.version ?? null,
    e.band?.effectiveDate ?? null,
    e.band ? `${e.band.level} ${e.band.location}${e.band.match === 'own' ? '' : ` (${e.band.match})`}` : null,
    e.band?.reason ?? e.bandNote,
    e.band?.min ?? null,
    e.band?.mid ?? null,
    e.band?.max ?? null,
    e.band?.pay ?? null,
    e.band?.compaRatio ?? null,
    e.band?.penetration ?? null,
    e.band?.bucket ?? null,
    e.band ? (e.band.belowMin ? 'yes' : 'no') : null,
    e.band ? (e.band.aboveMax ? 'yes' : 'no') : null,
    e.market?.asOf ?? null,
    e.market?.base.p25 ?? null,
    e.market?.base.p50 ?? null,
    e.market?.base.p75 ?? null,
    e.market?.compaRatio ?? null,
    e.market?.penetration ?? null,
    e.market?.bucket ?? null,
    e.market?.equityInclusiveRatio ?? null,
    e.marketNote,
  ]);
  const stamp = roster.asOf;
  if (query.format === 'csv') return { filename: `paysight-roster-${stamp}.csv`, contentType: CSV_TYPE, body: toCsv([header, ...rows]) };
  const wb = new (await loadExcelJS()).Workbook();
  wb.creator = 'Paysight';
  const ws = wb.addWorksheet('Roster', { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = header.map((h) => ({ header: h, width: Math.max(12, Math.min(40, h.length + 2)) }));
  ws.getRow(1).font = { bold: true };
  for (const r of rows) ws.addRow(r);
  const about = wb.addWorksheet('About');
  about.columns = [
    { header: 'Item', width: 30 },
    { header: 'Value', width: 100 },
  ];
  about.getRow(1).font = { bold: true };
  about.addRow(['Roster version', `${roster.version.fileName}, uploaded ${roster.version.uploadedAt}`]);
  about.addRow(['As of', roster.asOf]);
  about.addRow([
    'Bands',
    roster.bands
      ? `${roster.bands.group.name}, version ${roster.bands.version}, effective ${roster.bands.effectiveDate} (${roster.bands.metric})`
      : 'none',
  ]);
  about.addRow(['Compa-ratio', 'Full-time pay (÷ FTE) on the band metric ÷ the band midpoint (its target)']);
  about.addRow(['Range penetration', '(pay − min) ÷ (max − min), unclamped']);
  about.addRow([
    'Market',
    'Every company in the region; base ÷ p50 base, penetration across p25–p75; cells shown only under the suppression rules',
  ]);
  return {
    filename: `paysight-roster-${stamp}.xlsx`,
    contentType: api.COMPA_FILE_TYPES.xlsx,
    body: Buffer.from(await wb.xlsx.writeBuffer()),
  };
}
