import { api, type SessionUser } from '@paysight/contract';
import { loadExcelJS } from '../../lib/exceljs.js';
import { workspaceOf, type WorkspaceContext } from '../workspaces/workspaces.service.js';
import { benchmarkFor, type BenchmarkingDeps } from './benchmarking.service.js';
import {
  aboutRows,
  bandRows,
  bandStages,
  benchmarkCsvRows,
  cellRow,
  COLUMN_KINDS,
  exportFilename,
  peerRows,
  startupCsvRows,
  toCsv,
  type SheetValue,
} from './exports.rules.js';

/**
 * Benchmark exports (CSV, XLSX) and the startups benchmark by funding-stage band. Every figure
 * comes from benchmarkFor, so a file holds exactly what `POST /benchmarking` would show the
 * workspace: the same suppression rules, and the differencing memory read and updated the same way
 * (an export is a release like any other).
 */

export interface ExportFile {
  filename: string;
  contentType: string;
  body: string | Buffer;
}

// ---------------------------------------------------------------------------------------------
// POST /benchmarking/export

const CSV_TYPE = `${api.BENCHMARK_EXPORT_TYPES.csv}; charset=utf-8`;

export async function exportBenchmark(
  deps: BenchmarkingDeps,
  user: SessionUser | null,
  body: api.BenchmarkBody,
  format: api.BenchmarkExportFormat,
): Promise<ExportFile> {
  const ctx = await workspaceOf(deps, user);
  const b = await benchmarkFor(deps, ctx, body);
  const filename = exportFilename('benchmark', b, format);
  if (format === 'csv') return { filename, contentType: CSV_TYPE, body: toCsv(benchmarkCsvRows(b)) };
  const xlsx = await workbook(
    [{ name: 'Benchmark', header: [...api.BENCHMARK_EXPORT_COLUMNS], kinds: COLUMN_KINDS, rows: b.cells.map(cellRow) }],
    aboutRows(b, peerRows(b)),
  );
  return { filename, contentType: api.BENCHMARK_EXPORT_TYPES.xlsx, body: xlsx };
}

// ---------------------------------------------------------------------------------------------
// POST /benchmarking/startups

export async function runStartupBenchmark(
  deps: BenchmarkingDeps,
  user: SessionUser | null,
  body: api.StartupBenchmarkBody,
): Promise<api.StartupBenchmark> {
  return startupBenchmarkFor(deps, await workspaceOf(deps, user), body);
}

/**
 * Each band is a benchmark of its own through benchmarkFor, in order (early, growth, all): the
 * differencing memory sees each, so "all" cannot reveal the one company it adds to a band.
 */
async function startupBenchmarkFor(
  deps: BenchmarkingDeps,
  ctx: WorkspaceContext,
  body: api.StartupBenchmarkBody,
): Promise<api.StartupBenchmark> {
  // One date for every band, even across midnight.
  const effectiveDate = body.effectiveDate ?? deps.now().toISOString().slice(0, 10);
  const runs: { band: api.StartupBand; fundingStages: api.StartupBandBenchmark['fundingStages']; bench: api.Benchmark }[] = [];
  for (const { band, fundingStages } of bandStages(body.fundingStages)) {
    const bench = await benchmarkFor(deps, ctx, {
      countryCode: body.countryCode,
      peer: { kind: 'startups', criteria: { fundingStages, industries: [], sizeBands: [] } },
      families: body.families,
      levels: body.levels,
      locations: body.locations,
      effectiveDate,
    });
    runs.push({ band, fundingStages, bench });
  }
  const first = runs[0]!.bench;
  return {
    countryCode: first.countryCode,
    currency: first.currency,
    effectiveDate: first.effectiveDate,
    agingRate: first.agingRate,
    rules: first.rules,
    isDemo: runs.some((r) => r.bench.isDemo),
    cityTiers: first.cityTiers,
    bands: runs.map(({ band, fundingStages, bench }) => ({
      band,
      name: api.STARTUP_BAND_NAMES[band],
      fundingStages,
      companies: bench.peer.companies,
      cells: bench.cells,
    })),
  };
}

export async function exportStartupBenchmark(
  deps: BenchmarkingDeps,
  user: SessionUser | null,
  body: api.StartupBenchmarkBody,
  format: api.BenchmarkExportFormat,
): Promise<ExportFile> {
  const s = await runStartupBenchmark(deps, user, body);
  const filename = exportFilename('startups-benchmark', s, format);
  if (format === 'csv') return { filename, contentType: CSV_TYPE, body: toCsv(startupCsvRows(s)) };
  const xlsx = await workbook(
    s.bands.map((band) => ({
      name: SHEET_NAMES[band.band],
      header: [...api.BENCHMARK_EXPORT_COLUMNS],
      kinds: COLUMN_KINDS,
      rows: band.cells.map(cellRow),
    })),
    aboutRows(s, bandRows(s)),
  );
  return { filename, contentType: api.BENCHMARK_EXPORT_TYPES.xlsx, body: xlsx };
}

/** Sheet names are at most 31 characters: the bands' short names. */
const SHEET_NAMES: Record<api.StartupBand, string> = { early: 'Early stage', growth: 'Growth stage', all: 'All startups' };

// ---------------------------------------------------------------------------------------------
// XLSX

const NUMBER_FORMATS = { count: '#,##0', amount: '#,##0', share: '0.0%', ratio: '0.00' } as const;

interface Sheet {
  name: string;
  header: string[];
  kinds: (typeof COLUMN_KINDS)[number][];
  rows: SheetValue[][];
}

/**
 * A workbook of the given sheets (a bold, frozen header row; numbers stored as numbers with a
 * thousands format, so they sort and sum) and an "About" sheet with the facts and the rules.
 * Text is written as text, never as a formula, so XLSX needs no formula guard.
 */
async function workbook(sheets: Sheet[], about: [string, SheetValue][]): Promise<Buffer> {
  const wb = new (await loadExcelJS()).Workbook();
  wb.creator = 'Paysight';
  for (const sheet of sheets) {
    const ws = wb.addWorksheet(sheet.name, { views: [{ state: 'frozen', ySplit: 1 }] });
    ws.columns = sheet.header.map((header, i) => {
      const kind = sheet.kinds[i]!;
      return {
        header,
        width: kind !== 'text' ? 12 : header === 'Hidden reason' ? 44 : 22,
        ...(kind === 'text' ? {} : { style: { numFmt: NUMBER_FORMATS[kind] } }),
      };
    });
    ws.getRow(1).font = { bold: true };
    for (const row of sheet.rows) ws.addRow(row);
  }
  const ws = wb.addWorksheet('About');
  ws.columns = [
    { header: 'Item', width: 36 },
    { header: 'Value', width: 120, style: { alignment: { wrapText: true, vertical: 'top' } } },
  ];
  ws.getRow(1).font = { bold: true };
  for (const row of about) ws.addRow(row);
  return Buffer.from(await wb.xlsx.writeBuffer());
}
