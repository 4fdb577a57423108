import { z } from 'zod';
import { routesOf } from './schemas.js';
import { FUNDING_STAGES } from '../constants.js';
import { benchmarkBody, benchmarkCell, benchmarkData } from './benchmarking.js';

/**
 * Benchmark exports and the startups benchmark (SPEC §7 Benchmarking; docs/decisions/030-peer-benchmarking.md).
 *
 * An export is the same benchmark as `POST /benchmarking` (the same cells under the same rules,
 * the workspace's differencing memory included) as a CSV or an XLSX file. The startups benchmark
 * splits unlisted startups and unicorns into funding-stage bands, each band a benchmark of its own.
 */

export const BENCHMARK_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type BenchmarkExportFormat = (typeof BENCHMARK_EXPORT_FORMATS)[number];

export const BENCHMARK_EXPORT_TYPES: Record<BenchmarkExportFormat, string> = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export const benchmarkExportQuery = z.object({
  format: z.enum(BENCHMARK_EXPORT_FORMATS, { message: 'format must be csv or xlsx' }),
});

/**
 * The columns of an export's table, in order (a startups export puts "Band" first). Figures of a
 * hidden cell are empty.
 */
export const BENCHMARK_EXPORT_COLUMNS = [
  'Family',
  'Level',
  'Level name',
  'Location',
  'Shown',
  'Hidden reason',
  'Records',
  'Companies',
  'Recent share',
  'Spread',
  ...(['Base', 'Stock', 'Bonus', 'Total'] as const).flatMap((part) =>
    (['p10', 'p25', 'p50', 'p75', 'p90'] as const).map((p) => `${part} ${p}`),
  ),
] as const;

const benchmarkingRoutes = routesOf('benchmarking', 'enterprise');

/** A benchmark's export: POST with the benchmark's body, `?format=` csv or xlsx, the file back. */
const exportCall = <const P extends string, const B extends z.ZodType>(path: P, summary: string, body: B) =>
  benchmarkingRoutes.file(path, {
    method: 'POST',
    summary,
    querystring: benchmarkExportQuery,
    body,
    produces: [BENCHMARK_EXPORT_TYPES.csv, BENCHMARK_EXPORT_TYPES.xlsx],
  });

export const exportBenchmark = exportCall(
  '/benchmarking/export',
  'The benchmark of POST /benchmarking as a CSV or XLSX file (workspace members)',
  benchmarkBody,
);

// ---------------------------------------------------------------------------------------------
// Startups

/**
 * Funding-stage bands, each benchmarked on its own: early (seed to series B), growth (series C
 * onwards), and all startups together (any stage, bootstrapped and unknown included).
 */
export const STARTUP_BANDS = ['early', 'growth', 'all'] as const;
export type StartupBand = (typeof STARTUP_BANDS)[number];
export const STARTUP_BAND_STAGES: Record<Exclude<StartupBand, 'all'>, readonly (typeof FUNDING_STAGES)[number][]> = {
  early: ['seed', 'series-a', 'series-b'],
  growth: ['series-c', 'series-d+'],
};
export const STARTUP_BAND_NAMES: Record<StartupBand, string> = {
  early: 'Early stage (seed to series B)',
  growth: 'Growth stage (series C onwards)',
  all: 'All startups',
};

const fields = benchmarkBody.shape;

export const startupBenchmarkBody = z.object({
  countryCode: fields.countryCode,
  families: fields.families,
  levels: fields.levels,
  locations: fields.locations,
  effectiveDate: fields.effectiveDate,
  /** Keep only these stages (each band keeps its stages among them); empty: every stage. */
  fundingStages: z.array(z.enum(FUNDING_STAGES)).max(FUNDING_STAGES.length).default([]),
});
export type StartupBenchmarkBody = z.infer<typeof startupBenchmarkBody>;
export type StartupBenchmarkInput = z.input<typeof startupBenchmarkBody>;

export const startupBandData = z.object({
  band: z.enum(STARTUP_BANDS),
  name: z.string(),
  /** The stages the band was benchmarked on; empty: every stage. */
  fundingStages: z.array(z.enum(FUNDING_STAGES)),
  /** Startups of the band with records in the region. */
  companies: z.number().int(),
  cells: z.array(benchmarkCell),
});
export type StartupBandBenchmark = z.infer<typeof startupBandData>;

export const startupBenchmarkData = benchmarkData
  .pick({ countryCode: true, currency: true, effectiveDate: true, agingRate: true, rules: true, isDemo: true, cityTiers: true })
  .extend({
    /** Early, growth, all; a band none of whose stages the filter keeps is left out. */
    bands: z.array(startupBandData),
  });
export type StartupBenchmark = z.infer<typeof startupBenchmarkData>;

export const runStartupBenchmark = benchmarkingRoutes.post('/benchmarking/startups', startupBenchmarkData, {
  summary: 'Unlisted startups and unicorns benchmarked by funding-stage band (early, growth, all), each band under the rules',
  body: startupBenchmarkBody,
});

export const exportStartupBenchmark = exportCall(
  '/benchmarking/startups/export',
  'The startups benchmark as a CSV (a column for the band) or XLSX file (a sheet per band)',
  startupBenchmarkBody,
);
