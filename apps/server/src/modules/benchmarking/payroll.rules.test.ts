import { describe, expect, it } from 'vitest';
import {
  columnKey,
  compaRatio,
  errorsMessage,
  medianRatio,
  NO_ROSTER_FIELDS,
  parseAmount,
  parseHireDate,
  parseLevel,
  parsePayroll,
  positionOf,
  type CellValue,
  type PayrollCatalogue,
  type TableRow,
} from './payroll.rules.js';

const catalogue: PayrollCatalogue = {
  families: [
    { id: 1, slug: 'software-engineering', name: 'Software Engineering' },
    { id: 2, slug: 'data-and-ai', name: 'Data and AI' },
  ],
  metros: { in: ['Bengaluru', 'Delhi NCR'], us: ['Bay Area'] },
};

const HEADER = ['Employee ID', 'Title', 'Level', 'Family', 'Location', 'Currency', 'Base', 'Bonus Target', 'Equity', 'Hire Date', 'Gender'];
const table = (...rows: CellValue[][]): TableRow[] => [HEADER, ...rows].map((cells, i) => ({ row: i + 1, cells }));
const good = (over: Record<number, CellValue> = {}): CellValue[] => {
  const r: CellValue[] = [
    'E1',
    'Engineer',
    '2',
    'software-engineering',
    'Bengaluru',
    'INR',
    '1500000',
    '150000',
    '0',
    '2024-03-01',
    'female',
  ];
  for (const [i, v] of Object.entries(over)) r[Number(i)] = v;
  return r;
};

describe('payroll rules', () => {
  it('reads a good row: family by slug or name, level by number or name, the metro as the catalogue spells it', () => {
    const parsed = parsePayroll(
      table(good(), good({ 0: 'E2', 2: 'Senior', 3: 'data and ai', 4: 'delhi  ncr', 6: '12,00,000', 7: '', 8: ' ', 10: '' })),
      catalogue,
    );
    expect(parsed).toEqual({
      ok: true,
      countryCode: 'in',
      currency: 'INR',
      rows: [
        {
          employeeRef: 'E1',
          title: 'Engineer',
          familyId: 1,
          level: 2,
          metro: 'Bengaluru',
          base: 1_500_000,
          bonusTarget: 150_000,
          equity: 0,
          hireDate: '2024-03-01',
          gender: 'female',
          roster: NO_ROSTER_FIELDS,
        },
        {
          employeeRef: 'E2',
          title: 'Engineer',
          familyId: 2,
          level: 3,
          metro: 'Delhi NCR',
          base: 1_200_000,
          bonusTarget: 0,
          equity: 0,
          hireDate: '2024-03-01',
          gender: null,
          roster: NO_ROSTER_FIELDS,
        },
      ],
    });
  });

  it('matches header names ignoring case, spaces, underscores and hyphens; gender may be left out', () => {
    expect(columnKey(' Employee_ID ')).toBe(columnKey('employee id'));
    const noGender = [HEADER.slice(0, 10), good().slice(0, 10)].map((cells, i) => ({ row: i + 1, cells }));
    expect(parsePayroll(noGender, catalogue)).toMatchObject({ ok: true, rows: [{ gender: null }] });
    const missing = [HEADER.filter((h) => h !== 'Equity' && h !== 'Base'), good()].map((cells, i) => ({ row: i + 1, cells }));
    const parsed = parsePayroll(missing, catalogue);
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && errorsMessage(parsed.errors)).toMatch(/Row 1: the header lacks the columns base, equity/);
  });

  it('names every bad row and column, and accepts nothing from a file with one', () => {
    const parsed = parsePayroll(
      table(
        good(),
        good({ 0: 'E2', 6: '-5' }),
        good({ 0: 'E3', 3: 'Astrology' }),
        good({ 0: 'E1' }),
        good({ 0: 'E5', 9: '2024-02-30' }),
        good({ 0: 'E6', 5: 'USD', 4: 'Bay Area', 2: '9', 10: 'x' }),
      ),
      catalogue,
    );
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors.map((e) => `Row ${e.row}, ${e.column}`)).toEqual([
      'Row 3, base',
      'Row 4, family',
      'Row 5, employee id',
      'Row 6, hire date',
      'Row 7, level',
      'Row 7, currency',
      'Row 7, location',
      'Row 7, gender',
    ]);
    const message = errorsMessage(parsed.errors);
    expect(message).toContain('The file has 8 errors and nothing was saved: Row 3, base: must be a positive number;');
    expect(message).toContain('Row 5, employee id: "E1" is already on row 2 (each employee once)');
    expect(message).toContain('Row 7, currency: a file is in one currency, and row 2 is in INR');
    expect(message).toContain('Row 7, location: "Bay Area" is not a metro we have in India');
  });

  it('lists at most 20 errors and counts the rest; refuses a file without employees', () => {
    const rows = Array.from({ length: 25 }, (_, i) => good({ 0: `E${i}`, 6: 'lots' }));
    const parsed = parsePayroll(table(...rows), catalogue);
    const message = !parsed.ok ? errorsMessage(parsed.errors) : '';
    expect(message.match(/Row \d+, base/g)).toHaveLength(20);
    expect(message).toMatch(/; and 5 more$/);
    expect(parsePayroll(table([null, '', null]), catalogue)).toMatchObject({
      ok: false,
      errors: [{ message: 'the file has no employees under its header' }],
    });
    expect(parsePayroll([], catalogue)).toMatchObject({ ok: false });
    const tooMany = Array.from({ length: 10_001 }, (_, i) => good({ 0: `E${i}` }));
    expect(parsePayroll(table(...tooMany), catalogue)).toEqual({
      ok: false,
      errors: [{ row: 10_002, column: null, message: 'a file holds at most 10,000 employees; this one has 10,001' }],
    });
  });

  it('reads amounts, levels and dates as files write them', () => {
    expect([parseAmount('₹ 12,00,000'), parseAmount('$85,000.50'), parseAmount(90000), parseAmount('1e5'), parseAmount('')]).toEqual([
      1_200_000,
      85_001,
      90_000,
      null,
      null,
    ]);
    expect([parseLevel(3), parseLevel('senior staff'), parseLevel('L3'), parseLevel('0')]).toEqual([3, 5, null, null]);
    // XLSX: a date cell (UTC midnight), a date serial (45352 is 2024-03-01), text.
    expect(parseHireDate(new Date(Date.UTC(2024, 2, 1)))).toBe('2024-03-01');
    expect(parseHireDate(45_352)).toBe('2024-03-01');
    expect([parseHireDate('2024-3-1'), parseHireDate('2023-02-29'), parseHireDate('01/03/2024')]).toEqual([null, null, null]);
    // The calendar's leap years (every fourth, not a century's unless its fourth) and month lengths.
    expect(['2024-02-29', '2000-02-29', '2023-12-31', '2023-04-30'].map(parseHireDate)).toEqual([
      '2024-02-29',
      '2000-02-29',
      '2023-12-31',
      '2023-04-30',
    ]);
    expect(['1900-02-29', '2100-02-29', '2023-04-31', '2024-00-10', '2024-13-01', '2024-01-00', '1899-12-31'].map(parseHireDate)).toEqual(
      Array(7).fill(null),
    );
  });

  it('works compa-ratios, positions and the median on hand numbers', () => {
    // Market base p25 1,250,000, p50 1,500,000, p75 1,750,000.
    const q = { p25: 1_250_000, p50: 1_500_000, p75: 1_750_000 };
    expect(compaRatio(1_300_000, q.p50)).toBe(0.87);
    expect([1_200_000, 1_250_000, 1_500_000, 1_750_000, 1_750_001].map((b) => positionOf(b, q))).toEqual([
      'below p25',
      'p25–p50',
      'p50–p75',
      'p50–p75',
      'above p75',
    ]);
    // 0.8, 0.8667, 1.0, 1.26: the middle two's mean, 0.9333.
    expect(medianRatio([1.26, 0.8, 1.3 / 1.5, 1])).toBe(0.93);
    expect(medianRatio([])).toBeNull();
  });

  it('reads the roster columns when a file has them, and names the row and column of each bad one', () => {
    const header = [
      ...HEADER,
      'Name',
      'E-mail',
      'Equity Type',
      'Equity Units',
      'Vesting',
      'Last Change Date',
      'Manager ID',
      'Performance Rating',
      'FTE',
    ];
    const rows = (...r: CellValue[][]): TableRow[] => [header, ...r].map((cells, i) => ({ row: i + 1, cells }));
    const ok = parsePayroll(
      rows(
        [...good(), 'Asha Rao', 'Asha@Payco.in', 'RSUs', '1,200', '4y, 1y cliff', '2025-04-01', 'M1', 'Exceeds', '50%'],
        [...good({ 0: 'E2' }), '', '', '', '', '', '', '', '', ''],
      ),
      catalogue,
    );
    expect(ok.ok && ok.rows.map((r) => r.roster)).toEqual([
      {
        name: 'Asha Rao',
        email: 'asha@payco.in',
        equityType: 'rsu',
        equityUnits: 1200,
        equityVesting: '4y, 1y cliff',
        lastChangeDate: '2025-04-01',
        managerRef: 'M1',
        performanceRating: 'Exceeds',
        fte: 0.5,
      },
      NO_ROSTER_FIELDS,
    ]);
    const bad = parsePayroll(rows([...good(), 'A', 'not-an-email', 'warrants', '-3', '', '2025-02-30', '', '', '1.5']), catalogue);
    expect(bad.ok ? [] : bad.errors.map((e) => `${e.row} ${e.column}`)).toEqual([
      '2 email',
      '2 equity type',
      '2 equity units',
      '2 last change date',
      '2 fte',
    ]);
  });
});
