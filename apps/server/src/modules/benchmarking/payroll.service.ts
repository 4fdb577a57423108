import { AppError, api, standardLevelName, type Region, type SessionUser, currencyForCountry } from '@paysight/contract';
import type ExcelJS from 'exceljs';
import { loadExcelJS } from '../../lib/exceljs.js';
import { CsvError, parseCsv } from '../../lib/csv.js';
import { parseUploadFields } from '../../http/uploads.js';
import { assertRegion, workspaceOf, type WorkspaceContext } from '../workspaces/workspaces.service.js';
import { HIDDEN_MESSAGES } from './benchmark.rules.js';
import { benchmarkFor, type BenchmarkingDeps } from './benchmarking.service.js';
import { allCities } from '../catalog/catalog.service.js';
import {
  employeeRowOf,
  employeesOf,
  familyCatalogue,
  uploadOf,
  addPayrollVersion,
  type EmployeeRow,
  type EmployeeWrite,
} from './payroll.queries.js';
import { CACHE_LIFETIMES } from '../../caches.js';
import { Cache } from '../../lib/cache.js';
import { onePer } from '../../lib/one-per.js';
import type { Db } from '@paysight/db';

export type { EmployeeRow, EmployeeWrite };
import {
  compaRatio,
  errorsMessage,
  medianRatio,
  parsePayroll,
  positionOf,
  type CellValue,
  type PayrollCatalogue,
  type PayrollParse,
  type PayrollRow,
  type TableRow,
} from './payroll.rules.js';
import { levelScaleOf } from './job-architecture.service.js';

/**
 * Payroll benchmarking: a workspace's payroll file (CSV or XLSX) read, checked row by row
 * (payroll.rules.ts), stored whole or not at all, and each employee compared with the market cell
 * of their family × level × metro from benchmarkFor (so the suppression and differencing rules hold
 * here as for any benchmark the workspace is shown).
 */

/** The uploaded file as the route read it (its kind decided by its bytes). */
export interface PayrollFile {
  filename: string;
  bytes: Buffer;
  kind: string;
  fields: Record<string, string>;
}

/** Every company with records in the region: the peer when none is chosen. */
const WHOLE_MARKET: api.PeerDefinition = {
  kind: 'cohort',
  criteria: { types: [], sizeBands: [], industries: [], fundingStages: [], listed: null },
};

// ---------------------------------------------------------------------------------------------
// Reading the file

async function csvTable(bytes: Buffer): Promise<TableRow[]> {
  const table: TableRow[] = [];
  try {
    for await (const rec of parseCsv([bytes.toString('utf8')])) table.push({ row: rec.line, cells: rec.fields });
  } catch (err) {
    if (err instanceof CsvError) throw new AppError(400, `The CSV could not be read: row ${err.line}: ${err.message}`);
    throw err;
  }
  return table;
}

/** An exceljs cell value as a plain one: rich text joined, a formula's result, a hyperlink's text. */
function plainCell(v: ExcelJS.CellValue): CellValue {
  if (v === null || v === undefined) return null;
  if (typeof v === 'string' || typeof v === 'number' || v instanceof Date) return v;
  if (typeof v === 'boolean') return String(v);
  if ('richText' in v) return v.richText.map((p) => p.text).join('');
  if ('result' in v) return plainCell((v.result ?? null) as ExcelJS.CellValue);
  if ('text' in v) return typeof v.text === 'string' ? v.text : plainCell(v.text as ExcelJS.CellValue);
  return null; // an error cell (#N/A) reads as empty, and the rules say the column needs a value
}

/** The first worksheet, its rows numbered as the spreadsheet shows them. */
async function xlsxTable(bytes: Buffer): Promise<TableRow[]> {
  const wb = new (await loadExcelJS()).Workbook();
  try {
    await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new AppError(400, 'The XLSX could not be read: save it again from your spreadsheet, or send a CSV');
  }
  const sheet = wb.worksheets[0];
  if (!sheet) return [];
  const table: TableRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    // row.values is 1-based: index 0 is always empty.
    const values = (Array.isArray(row.values) ? row.values : []).slice(1) as ExcelJS.CellValue[];
    table.push({ row: row.number, cells: Array.from(values, (v) => plainCell(v ?? null)) });
  });
  return table;
}

// ---------------------------------------------------------------------------------------------
// Against the market

interface Compared {
  effectiveDate: string;
  peer: api.Payroll['peer'];
  summary: api.Payroll['summary'];
  employees: api.PayrollEmployee[];
}

/**
 * Each employee against their cell. One benchmark call covers the payroll's families, levels and
 * metros (a cross product: cells no employee sits in are computed, and remembered by the differencing
 * rule, too; that can only hide more).
 */
/** An employee as the market comparison reads them (a file's row, or a stored one). */
export type MarketRow = Pick<PayrollRow, 'familyId' | 'level' | 'metro'>;

/**
 * The market cells of a set of employees (one benchmark call over their families, levels and metros),
 * keyed by `cellKey`. Used by the payroll comparison and the compa roster.
 */
export async function marketCellsFor(
  deps: BenchmarkingDeps,
  ctx: WorkspaceContext,
  cc: Region,
  rows: readonly MarketRow[],
  peerGroupId: number | null,
) {
  const families = await familyCatalogue(deps.db);
  const familyById = new Map(families.map((f) => [f.id, f]));
  const bench = await benchmarkFor(deps, ctx, {
    countryCode: cc,
    ...(peerGroupId !== null ? { peerGroupId } : { peer: WHOLE_MARKET }),
    families: [...new Set(rows.map((r) => familyById.get(r.familyId)!.slug))],
    levels: [...new Set(rows.map((r) => r.level))],
    locations: [...new Set(rows.map((r) => r.metro))],
  });
  const cells = new Map(bench.cells.map((c) => [cellKey(c.family.slug, c.level, c.location), c]));
  return { bench, cells, familyById };
}

export const cellKey = (familySlug: string, level: number, metro: string) => `${familySlug}|${level}|${metro.toLowerCase()}`;

async function compare(
  deps: BenchmarkingDeps,
  ctx: WorkspaceContext,
  cc: Region,
  rows: Omit<PayrollRow, 'roster'>[],
  peerGroupId: number | null,
): Promise<Compared> {
  if (rows.length === 0) {
    // A version started by hand may have no employees yet: no benchmark call (it needs a family).
    return {
      effectiveDate: deps.now().toISOString().slice(0, 10),
      peer: { name: null, peerGroupId, kind: 'cohort', companies: 0 },
      summary: {
        employees: 0,
        withMarketData: 0,
        medianCompaRatio: null,
        byPosition: { 'below p25': 0, 'p25–p50': 0, 'p50–p75': 0, 'above p75': 0 },
      },
      employees: [],
    };
  }
  const { bench, cells, familyById } = await marketCellsFor(deps, ctx, cc, rows, peerGroupId);
  const ratios: number[] = [];
  const byPosition: api.Payroll['summary']['byPosition'] = { 'below p25': 0, 'p25–p50': 0, 'p50–p75': 0, 'above p75': 0 };
  const employees = rows.map((r): api.PayrollEmployee => {
    const family = familyById.get(r.familyId)!;
    const cell = cells.get(cellKey(family.slug, r.level, r.metro));
    const shown = cell?.shown && cell.base && cell.total && cell.evidence ? cell : null;
    const base = shown?.base ?? null;
    let position: api.PayrollPosition | null = null;
    if (base) {
      ratios.push(r.base / base.p50);
      position = positionOf(r.base, base);
      byPosition[position] += 1;
    }
    return {
      employeeId: r.employeeRef,
      title: r.title,
      family: { slug: family.slug, name: family.name },
      level: r.level,
      levelName: standardLevelName(r.level),
      location: r.metro,
      hireDate: r.hireDate,
      gender: r.gender,
      base: r.base,
      bonusTarget: r.bonusTarget,
      equity: r.equity,
      total: r.base + r.bonusTarget + r.equity,
      market: shown
        ? {
            records: shown.evidence!.records,
            companies: shown.evidence!.companies,
            base: quartiles(shown.base!),
            total: quartiles(shown.total!),
          }
        : null,
      // No records at all in the cell: hidden for the first reason (fewer than the minimum).
      hidden: shown ? null : (cell?.hidden ?? { reason: 'few-records', message: HIDDEN_MESSAGES['few-records'] }),
      compaRatio: base ? compaRatio(r.base, base.p50) : null,
      position,
    };
  });
  return {
    effectiveDate: bench.effectiveDate,
    // The peer group's name is the workspace's own; its companies are counted, never named.
    peer: { name: bench.peer.name, peerGroupId, kind: bench.peer.kind, companies: bench.peer.companies },
    summary: { employees: rows.length, withMarketData: ratios.length, medianCompaRatio: medianRatio(ratios), byPosition },
    employees,
  };
}

const quartiles = (p: { p25: number; p50: number; p75: number }) => ({ p25: p.p25, p50: p.p50, p75: p.p75 });

// ---------------------------------------------------------------------------------------------
// The calls

/**
 * The versions read lately, whole (caches.ts, employeeDatasets), one cache per database: keyed by
 * the version and its revision, which every add or edit of its employees raises, so a change is
 * read at once, by this server or another on the same database. Rows are frozen: every reader shares them.
 */
const datasetsOf = onePer((_db: Db) => new Cache<readonly EmployeeRow[]>({ ...CACHE_LIFETIMES.employeeDatasets, now: () => new Date() }));
const datasetKey = (orgId: number, upload: { id: number; revision: number }) => `${orgId}:${upload.id}:${upload.revision}`;
const frozen = (rows: EmployeeRow[]): readonly EmployeeRow[] => Object.freeze(rows.map((r) => Object.freeze(r)));

/**
 * The workspace's employee dataset (ADR 054): its latest version, or the one `uploadId` names (null
 * when it is not this workspace's), and every employee (gender, base, bonus target, equity, level,
 * family, metro, hire date, rating, FTE and the roster's other columns), or only those with the
 * file's employee ids `refs`; null when there is no such version. For the compa roster, pay equity
 * and total rewards; the caller has checked the workspace and role with workspaceOf first (gender is
 * for analysts and admins) and checks the version's region. The employees are shared: read only.
 */
export async function employeeDataset(
  deps: Pick<BenchmarkingDeps, 'db'>,
  ctx: WorkspaceContext,
  which: { uploadId?: number; refs?: readonly string[] | null } = {},
) {
  const upload = await uploadOf(deps.db, ctx.orgId, which.uploadId);
  if (!upload) return null;
  const all = await datasetsOf(deps.db).get(datasetKey(ctx.orgId, upload), async () =>
    frozen(await employeesOf(deps.db, ctx.orgId, upload.id)),
  );
  const refs = which.refs ?? null;
  if (refs === null) return { upload, employees: all };
  const wanted = new Set(refs);
  return { upload, employees: all.filter((e) => wanted.has(e.employeeRef)) };
}

/** The job families (id, slug, name). */
export const jobFamilyCatalogue = (deps: Pick<BenchmarkingDeps, 'db'>) => familyCatalogue(deps.db);

/** The catalogue a payroll row is checked against: families, metros and cities, the workspace's level scale. */
export async function payrollCatalogueOf(deps: BenchmarkingDeps, orgId: number): Promise<PayrollCatalogue> {
  const [families, cities, levels] = await Promise.all([familyCatalogue(deps.db), allCities(deps.db), levelScaleOf(deps.db, orgId)]);
  const metros: Record<Region, string[]> = { in: [], us: [] };
  for (const c of cities) if (!metros[c.countryCode].includes(c.metro)) metros[c.countryCode].push(c.metro);
  return { families, metros, cities, levels };
}

export type CheckedPayroll = Extract<PayrollParse, { ok: true }>;

/**
 * A payroll or roster file read and checked whole (payroll.rules.ts): a 400 naming every bad row and
 * column (the first PAYROLL_MAX_ERRORS), or its rows; a region the workspace is locked out of, 403.
 */
export async function checkPayrollFile(deps: BenchmarkingDeps, ctx: WorkspaceContext, file: PayrollFile): Promise<CheckedPayroll> {
  const table = file.kind === 'xlsx' ? await xlsxTable(file.bytes) : await csvTable(file.bytes);
  const parsed = parsePayroll(table, await payrollCatalogueOf(deps, ctx.orgId));
  if (!parsed.ok) throw new AppError(400, errorsMessage(parsed.errors));
  assertRegion(ctx, parsed.countryCode);
  return parsed;
}

/** A checked row as it is stored: a file's, or one added or edited by hand (compa.service.ts). */
export const employeeWriteOf = (r: PayrollRow): EmployeeWrite => ({
  employeeRef: r.employeeRef,
  title: r.title,
  familyId: r.familyId,
  standardLevel: r.level,
  metro: r.metro,
  base: r.base,
  bonusTarget: r.bonusTarget,
  equity: r.equity,
  hireDate: r.hireDate,
  gender: r.gender,
  name: r.roster.name,
  email: r.roster.email,
  equityType: r.roster.equityType,
  equityUnits: r.roster.equityUnits,
  equityVesting: r.roster.equityVesting,
  lastChangeDate: r.roster.lastChangeDate,
  managerRef: r.roster.managerRef,
  performanceRating: r.roster.performanceRating,
  fte: r.roster.fte,
});

/**
 * Stores a checked file as the workspace's newest dated version; returns its id. The version is
 * kept as a read of it would give it (employeeDataset), so the roster shown next is not read back.
 */
export async function savePayrollVersion(
  deps: BenchmarkingDeps,
  ctx: WorkspaceContext,
  meta: { fileName: string; peerGroupId: number | null; uploadedAt: Date },
  parsed: CheckedPayroll,
): Promise<number> {
  const employees = parsed.rows.map(employeeWriteOf);
  const { id, rowIds } = await addPayrollVersion(
    deps.db,
    {
      orgId: ctx.orgId,
      fileName: meta.fileName,
      countryCode: parsed.countryCode,
      rows: parsed.rows.length,
      peerGroupId: meta.peerGroupId,
      uploadedBy: ctx.userId,
      createdAt: meta.uploadedAt,
    },
    employees,
  );
  const rows = employees.map((e) => employeeRowOf(rowIds.get(e.employeeRef)!, e, null)).sort((a, b) => a.id - b.id);
  await datasetsOf(deps.db).get(datasetKey(ctx.orgId, { id, revision: 0 }), async () => frozen(rows));
  return id;
}

/**
 * POST /benchmarking/payroll: workspace analysts and admins (checked before the file is read).
 * The whole file is read and checked, and the market compared (which checks the peer group), before
 * one transaction replaces the workspace's payroll: a failure anywhere keeps the old one.
 */
export async function uploadPayroll(
  deps: BenchmarkingDeps,
  user: SessionUser | null,
  readFile: () => Promise<PayrollFile>,
): Promise<api.PayrollResult> {
  const ctx = await workspaceOf(deps, user, 'analyst');
  const file = await readFile();
  const { peerGroupId } = parseUploadFields(api.uploadPayrollFields, file.fields);
  const parsed = await checkPayrollFile(deps, ctx, file);

  const compared = await compare(deps, ctx, parsed.countryCode, parsed.rows, peerGroupId ?? null);
  const uploadedAt = deps.now();
  await savePayrollVersion(deps, ctx, { fileName: file.filename, peerGroupId: peerGroupId ?? null, uploadedAt }, parsed);
  return {
    payroll: {
      upload: {
        fileName: file.filename,
        countryCode: parsed.countryCode,
        currency: parsed.currency,
        rows: parsed.rows.length,
        uploadedAt: uploadedAt.toISOString(),
      },
      ...compared,
    },
  };
}

/**
 * GET /benchmarking/payroll: any member; the workspace's latest payroll against the market, with
 * the peer group asked for, else the one it was uploaded with (every company when none, or when
 * that group has since been deleted).
 */
export async function getPayroll(deps: BenchmarkingDeps, user: SessionUser | null, peerGroupId?: number): Promise<api.PayrollResult> {
  const ctx = await workspaceOf(deps, user);
  const upload = await uploadOf(deps.db, ctx.orgId);
  if (!upload) return { payroll: null };
  assertRegion(ctx, upload.countryCode);
  const rows = await employeesOf(deps.db, ctx.orgId, upload.id);
  const compared = await compare(deps, ctx, upload.countryCode, rows, peerGroupId ?? upload.peerGroupId);
  return {
    payroll: {
      upload: {
        fileName: upload.fileName,
        countryCode: upload.countryCode,
        currency: currencyForCountry(upload.countryCode),
        rows: upload.rows,
        uploadedAt: upload.createdAt.toISOString(),
      },
      ...compared,
    },
  };
}
