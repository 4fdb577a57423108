import type { api } from '@paysight/contract';
import { describe, expect, it } from 'vitest';
import { bandStages, benchmarkCsvRows, cellRow, csvCell, exportFilename, rulesInWords, toCsv } from './exports.rules.js';
import { expectEach } from '../../../test/cases.js';

const p = (p50: number) => ({ p10: p50 - 200, p25: p50 - 100, p50, p75: p50 + 100, p90: p50 + 200 });

const shown: api.BenchmarkCell = {
  family: { slug: 'software-engineering', name: 'Software Engineering' },
  level: 2,
  levelName: 'Mid',
  location: 'Bengaluru',
  shown: true,
  hidden: null,
  evidence: { records: 6, companies: 4, topCompanyShare: 0.333, recentShare: 1, spread: 0.4 },
  base: p(1000),
  stock: p(300),
  bonus: p(200),
  total: p(1500),
};
const hidden: api.BenchmarkCell = {
  ...shown,
  level: 3,
  levelName: 'Senior',
  shown: false,
  hidden: { reason: 'few-records', message: 'Fewer than 5 records' },
  evidence: null,
  base: null,
  stock: null,
  bonus: null,
  total: null,
};
const bench: api.Benchmark = {
  countryCode: 'in',
  currency: 'INR',
  effectiveDate: '2026-11-24',
  agingRate: 0.09,
  peer: { name: '=HYPERLINK("http://evil")', kind: 'competitors', companies: 4 },
  rules: { minRecords: 5, minCompanies: 3, maxCompanyShare: 0.5 },
  cells: [shown, hidden],
  isDemo: false,
  cityTiers: null,
};

describe('benchmark exports', () => {
  it('quotes CSV cells as RFC 4180 asks and defuses text a spreadsheet would run as a formula', () => {
    expectEach(csvCell, [
      ['Bengaluru', 'Bengaluru'],
      ['Delhi, NCR', '"Delhi, NCR"'],
      ['say "hi"', '"say ""hi"""'],
      ['=1+2', "'=1+2"],
      ['+91', "'+91"],
      ['-5', "'-5"],
      ['@SUM(A1)', "'@SUM(A1)"],
    ]);
    expect(csvCell('=A1,"x"')).toBe(`"'=A1,""x"""`);
    // Numbers are numbers (a negative amount is not text to defuse); null is empty.
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(null)).toBe('');
  });

  it('writes CSV with a byte-order mark and CRLF line ends', () => {
    expect(
      toCsv([
        ['a', 1],
        ['₹', null],
      ]),
    ).toBe('\uFEFFa,1\r\n₹,\r\n');
  });

  it('gives a shown cell its evidence and p10–p90 of base, stock, bonus and total; a hidden one its reason and nothing else', () => {
    // prettier-ignore
    expect(cellRow(shown)).toEqual([
      'Software Engineering', 2, 'Mid', 'Bengaluru', 'yes', null, 6, 4, 1, 0.4,
      800, 900, 1000, 1100, 1200,
      100, 200, 300, 400, 500,
      0, 100, 200, 300, 400,
      1300, 1400, 1500, 1600, 1700,
    ]);
    const row = cellRow(hidden);
    expect(row.slice(0, 6)).toEqual(['Software Engineering', 3, 'Senior', 'Bengaluru', 'no', 'Fewer than 5 records']);
    expect(row.slice(6).every((v) => v === null)).toBe(true);
    expect(row).toHaveLength(30);
  });

  it('puts the facts and the rules in words before the table', () => {
    const rows = benchmarkCsvRows(bench);
    expect(rows.slice(0, 7)).toEqual([
      ['Region', 'India (in)'],
      ['Currency', 'INR'],
      ['Effective date', '2026-11-24'],
      ['Aging rate', '9% a year'],
      ['Peer group', '=HYPERLINK("http://evil")'],
      ['Peer kind', 'competitors'],
      ['Peer companies', 4],
    ]);
    expect(rulesInWords(bench)[0]).toBe(
      'A cell is shown only with at least 5 records from at least 3 companies, no company holding more than half of them.',
    );
    const blank = rows.findIndex((r) => r.length === 0);
    expect(rows[blank + 1]![0]).toBe('Family');
    expect(rows.slice(blank + 2)).toHaveLength(2);
    // The peer group's name cannot run as a formula in the file.
    expect(toCsv(rows)).toContain(`Peer group,"'=HYPERLINK(""http://evil"")"\r\n`);
  });

  it('names the file by region and effective date', () => {
    expect(exportFilename('benchmark', bench, 'xlsx')).toBe('paysight-benchmark-in-2026-11-24.xlsx');
    expect(exportFilename('startups-benchmark', bench, 'csv')).toBe('paysight-startups-benchmark-in-2026-11-24.csv');
  });

  it('bands startups by funding stage, keeping only the stages a filter names', () => {
    expect(bandStages([])).toEqual([
      { band: 'early', fundingStages: ['seed', 'series-a', 'series-b'] },
      { band: 'growth', fundingStages: ['series-c', 'series-d+'] },
      { band: 'all', fundingStages: [] },
    ]);
    // No growth stage kept: the growth band is left out rather than widened to every stage.
    expect(bandStages(['series-a', 'seed'])).toEqual([
      { band: 'early', fundingStages: ['seed', 'series-a'] },
      { band: 'all', fundingStages: ['series-a', 'seed'] },
    ]);
  });
});
