import { api, type Region } from '@paysight/contract';
import { csvCell } from '../../lib/csv.js';

type FundingStage = api.StartupBenchmarkBody['fundingStages'][number];

/**
 * What a benchmark export holds, as rows of values (exports.service.ts writes them as CSV or XLSX):
 * the table of cells, and the "about" lines (region, currency, date, peers and the rules in words)
 * that travel with the figures so a file forwarded on still says what stands behind them.
 */

export type SheetValue = string | number | null;

export { csvCell };

/**
 * Rows as CSV: CRLF line ends and a UTF-8 byte-order mark, without which spreadsheet apps read the
 * file in the system's code page and garble the rupee sign and the dashes of the rules.
 */
export function toCsv(rows: SheetValue[][]): string {
  return `\uFEFF${rows.map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

const PARTS = ['base', 'stock', 'bonus', 'total'] as const;
const PCTS = ['p10', 'p25', 'p50', 'p75', 'p90'] as const;

/** One cell as a row in BENCHMARK_EXPORT_COLUMNS' order; a hidden cell's counts and figures are empty. */
export function cellRow(cell: api.BenchmarkCell): SheetValue[] {
  const e = cell.evidence;
  return [
    cell.family.name,
    cell.level,
    cell.levelName,
    cell.location,
    cell.shown ? 'yes' : 'no',
    cell.hidden?.message ?? null,
    e?.records ?? null,
    e?.companies ?? null,
    e?.recentShare ?? null,
    e?.spread ?? null,
    ...PARTS.flatMap((part) => PCTS.map((p) => cell[part]?.[p] ?? null)),
  ];
}

/** Which columns hold what, for a spreadsheet's number formats (offsets into BENCHMARK_EXPORT_COLUMNS). */
export const COLUMN_KINDS: ('text' | 'count' | 'share' | 'ratio' | 'amount')[] = api.BENCHMARK_EXPORT_COLUMNS.map((name) =>
  name === 'Level' || name === 'Records' || name === 'Companies'
    ? 'count'
    : name === 'Recent share'
      ? 'share'
      : name === 'Spread'
        ? 'ratio'
        : / p\d0$/.test(name)
          ? 'amount'
          : 'text',
);

const REGION_NAMES: Record<Region, string> = { in: 'India', us: 'United States' };
const percent = (v: number) => `${Math.round(v * 1000) / 10}%`;

/** The benchmark's facts shared by a peer and a startups benchmark. */
interface AboutInput {
  countryCode: Region;
  currency: string;
  effectiveDate: string;
  agingRate: number;
  rules: api.Benchmark['rules'];
  isDemo: boolean;
  cityTiers: api.Benchmark['cityTiers'];
}

/** The rules a reader needs to read the figures, in words. */
export function rulesInWords(b: AboutInput): string[] {
  const share = b.rules.maxCompanyShare === 0.5 ? 'more than half' : `more than ${percent(b.rules.maxCompanyShare)}`;
  return [
    `A cell is shown only with at least ${b.rules.minRecords} records from at least ${b.rules.minCompanies} companies, no company holding ${share} of them.`,
    'A cell is also hidden when its companies differ by one from a set this workspace was already shown for that cell: two peer groups one company apart would reveal that company.',
    'A hidden cell shows no counts and no figures.',
    `Amounts are yearly, in ${b.currency}, each record aged to ${b.effectiveDate} at ${percent(b.agingRate)} a year, compounded.`,
    'Records without stock or bonus count as 0 there (a stock p50 of 0: fewer than half the records have stock). Percentiles interpolate between records.',
    'Recent share: the share of records reported within 12 months of the effective date. Spread: (p75 − p25) ÷ p50 of total pay.',
  ];
}

/** The about lines: label and value, peers first described by the caller (`peers`). */
export function aboutRows(b: AboutInput, peers: [string, SheetValue][]): [string, SheetValue][] {
  return [
    ['Region', `${REGION_NAMES[b.countryCode]} (${b.countryCode})`],
    ['Currency', b.currency],
    ['Effective date', b.effectiveDate],
    ['Aging rate', `${percent(b.agingRate)} a year`],
    ...(b.isDemo ? ([['Data', 'Includes generated demo records, not real submissions']] as [string, SheetValue][]) : []),
    ...peers,
    ...(b.cityTiers ? ([['Tier-2 vs tier-1 median total pay', b.cityTiers.tier2VsTier1]] as [string, SheetValue][]) : []),
    ...rulesInWords(b).map((text): [string, SheetValue] => ['Rule', text]),
  ];
}

/** The peer lines of a peer benchmark. */
export function peerRows(b: api.Benchmark): [string, SheetValue][] {
  return [
    ['Peer group', b.peer.name ?? 'Not saved'],
    ['Peer kind', b.peer.kind],
    ['Peer companies', b.peer.companies],
  ];
}

/** The peer lines of a startups benchmark: each band and its companies. */
export function bandRows(s: api.StartupBenchmark): [string, SheetValue][] {
  return [
    ['Peer kind', 'startups (unlisted startups and unicorns)'],
    ...s.bands.map((band): [string, SheetValue] => [`${band.name}: companies`, band.companies]),
  ];
}

/** paysight-benchmark-in-2026-11-24.csv; a startups export says so. */
export function exportFilename(
  kind: 'benchmark' | 'startups-benchmark',
  b: { countryCode: Region; effectiveDate: string },
  format: api.BenchmarkExportFormat,
) {
  return `paysight-${kind}-${b.countryCode}-${b.effectiveDate}.${format}`;
}

/**
 * The stages of each band the caller's filter keeps; a band none of whose stages it keeps is left
 * out (an empty list would mean every stage). "All" is the filter itself.
 */
export function bandStages(filter: readonly FundingStage[]) {
  const keep = (stages: readonly FundingStage[]) => (filter.length === 0 ? [...stages] : stages.filter((s) => filter.includes(s)));
  const bands: { band: api.StartupBand; fundingStages: FundingStage[] }[] = [];
  for (const band of ['early', 'growth'] as const) {
    const stages = keep(api.STARTUP_BAND_STAGES[band]);
    if (stages.length > 0) bands.push({ band, fundingStages: stages });
  }
  bands.push({ band: 'all', fundingStages: [...new Set(filter)] });
  return bands;
}

/** A peer benchmark as CSV rows: the about lines, an empty line, the header and one row per cell. */
export function benchmarkCsvRows(b: api.Benchmark): SheetValue[][] {
  return [...aboutRows(b, peerRows(b)), [], [...api.BENCHMARK_EXPORT_COLUMNS], ...b.cells.map(cellRow)];
}

/** A startups benchmark as CSV rows: as a peer benchmark's, with the band first on each row. */
export function startupCsvRows(s: api.StartupBenchmark): SheetValue[][] {
  return [
    ...aboutRows(s, bandRows(s)),
    [],
    ['Band', ...api.BENCHMARK_EXPORT_COLUMNS],
    ...s.bands.flatMap((band) => band.cells.map((c) => [band.name, ...cellRow(c)])),
  ];
}
