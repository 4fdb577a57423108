import { api } from '@paysight/contract';
import { incomeTaxNewRegime, indiaInHand } from '@paysight/contract/india-tax';
import { describe, expect, it } from 'vitest';
import {
  addMonths,
  buildStatement,
  currentYear,
  formatMoney,
  grantFromPayroll,
  gratuityYears,
  indiaPay,
  parseVesting,
  periodOf,
  vestingEvents,
  vestsInPeriod,
} from './statement.rules.js';

const employee = (over: Partial<api.StatementEmployeeInput> = {}) =>
  api.statementEmployee.parse({
    employeeId: 'E-1',
    name: 'Asha Rao',
    title: 'Senior Engineer',
    location: 'Bengaluru',
    countryCode: 'in',
    currency: 'INR',
    base: 2_000_000,
    bonusTarget: 200_000,
    hireDate: '2019-06-15',
    ...over,
  });
const plan = (over: api.StatementPlanInput = {}) => api.statementPlan.parse(over);
const FY = periodOf('in', 2025);
const grant = (over: Partial<api.EquityGrant>) => api.equityGrant.parse({ grantDate: '2024-03-01', ...over });

describe('the statement period', () => {
  it('is India’s financial year from April, and the calendar year in the US', () => {
    expect(periodOf('in', 2025)).toEqual({ label: 'FY 2025-26', start: '2025-04-01', end: '2026-03-31' });
    expect(periodOf('us', 2026)).toEqual({ label: '2026', start: '2026-01-01', end: '2026-12-31' });
    expect(currentYear('in', new Date('2026-02-10T00:00:00Z'))).toBe(2025);
    expect(currentYear('in', new Date('2026-04-01T00:00:00Z'))).toBe(2026);
    expect(currentYear('us', new Date('2026-02-10T00:00:00Z'))).toBe(2026);
  });
});

describe('India: PF, gratuity and the CTC', () => {
  it('employer PF is 12 % of basic capped at the ₹15,000 a month wage ceiling, or of the whole basic when the plan says so', () => {
    // Basic 40 % of ₹20,00,000 = ₹8,00,000 a year, ₹66,667 a month: above the ceiling.
    expect(indiaPay(2_000_000, plan().india).employerPf).toBe(21_600);
    expect(indiaPay(2_000_000, plan({ india: { pfBasis: 'full-basic' } }).india).employerPf).toBe(96_000);
    // Basic ₹1,20,000 a year = ₹10,000 a month, under the ceiling: 12 % of it either way.
    expect(indiaPay(300_000, plan().india).employerPf).toBe(14_400);
    expect(indiaPay(300_000, plan({ india: { pfBasis: 'full-basic' } }).india).employerPf).toBe(14_400);
  });

  it('the year’s gratuity is 15/26 × monthly basic, and basic follows the plan’s share', () => {
    // 15/26 × 66,666.67 = 38,461.54
    expect(indiaPay(2_000_000, plan().india).gratuity).toBe(38_462);
    const half = indiaPay(2_000_000, plan({ india: { basicShare: 0.5 } }).india);
    expect(half.basic).toBe(1_000_000);
    expect(half.gratuity).toBe(48_077);
  });

  it('counts completed years and a last part over six months as a year', () => {
    expect(gratuityYears('2019-06-15', '2026-03-31')).toBe(7); // 6 years 9 months
    expect(gratuityYears('2023-01-10', '2026-03-31')).toBe(3); // 3 years 2 months
    expect(gratuityYears('2020-09-30', '2026-03-31')).toBe(6); // 5 years 6 months and a day
    expect(gratuityYears('2020-10-01', '2026-03-31')).toBe(5); // 5 years 5 months
    expect(gratuityYears('2026-05-01', '2026-03-31')).toBe(0); // not yet hired
  });

  it('accrued gratuity: years × the yearly accrual, paid after five years, at most ₹20,00,000', () => {
    const s = buildStatement(employee(), plan(), FY);
    expect(s.gratuity).toEqual({ accruedToDate: 269_231, yearsCounted: 7, eligible: true });
    const recent = buildStatement(employee({ hireDate: '2023-01-10' }), plan(), FY);
    expect(recent.gratuity!.eligible).toBe(false);
    const long = buildStatement(employee({ base: 60_000_000, hireDate: '1990-01-01' }), plan(), FY);
    expect(long.gratuity!.accruedToDate).toBe(2_000_000);
  });

  it('with base as fixed CTC, salary + employer PF + gratuity is the CTC and nothing is counted twice', () => {
    const s = buildStatement(employee(), plan(), FY);
    const line = (label: string) => s.lines.find((l) => l.label === label)!.amount;
    expect(line('Base salary')).toBe(2_000_000 - 21_600 - 38_462);
    expect(line('Base salary') + line('Employer provident fund (PF)') + line('Gratuity accrual')).toBe(2_000_000);
    expect(s.india).toMatchObject({ fixedCtc: 2_000_000, grossSalary: 1_939_938, ctc: 2_200_000, employeePf: 21_600 });
  });

  it('with base as gross salary, PF and gratuity come on top', () => {
    const s = buildStatement(employee(), plan({ india: { baseIsCtc: false } }), FY);
    expect(s.lines.find((l) => l.label === 'Base salary')!.amount).toBe(2_000_000);
    expect(s.india!.fixedCtc).toBe(2_000_000 + 21_600 + 38_462);
  });

  it('in-hand pay uses India’s income tax, as the offer analysis does', () => {
    const s = buildStatement(employee({ bonusTarget: 0 }), plan({ india: { pfBasis: 'full-basic' } }), FY);
    const india = s.india!;
    expect(india.taxOnFixed).toBe(incomeTaxNewRegime(india.grossSalary - 75_000).total);
    expect(india.monthlyInHand).toBe(Math.round((india.grossSalary - india.employeePf - 2_400 - india.taxOnFixed) / 12));
    expect(india.yearlyTakeHome).toBe(india.grossSalary - india.employeePf - 2_400 - india.taxOnAll);
    // The offer analysis's figures (basic 40 %, PF on the whole basic) within the rupees gratuity's rounding makes.
    const offer = indiaInHand({ fixedCtc: 2_000_000 });
    expect(india.employerPf).toBe(offer.employerPf);
    expect(Math.abs(india.monthlyInHand - offer.monthlyInHand)).toBeLessThanOrEqual(5);
  });

  it('a US employee has no CTC breakdown, PF or gratuity', () => {
    const s = buildStatement(
      employee({ countryCode: 'us', currency: 'USD', base: 185_000, bonusTarget: 18_500 }),
      plan(),
      periodOf('us', 2026),
    );
    expect(s.india).toBeNull();
    expect(s.gratuity).toBeNull();
    expect(s.lines.map((l) => l.label)).toEqual(['Base salary', 'Bonus target']);
  });
});

describe('equity vesting in the year', () => {
  it('a yearly 25/25/25/25 grant vests on its anniversaries, valued at units × a given share price', () => {
    const g = grant({ units: 1_000 });
    const v = vestsInPeriod(g, plan({ sharePrice: 100 }), FY);
    expect(v.vests).toEqual([{ date: '2026-03-01', units: 250, value: 25_000 }]);
    expect(vestsInPeriod(g, plan({ sharePrice: 100 }), periodOf('us', 2025)).vests).toEqual([
      { date: '2025-03-01', units: 250, value: 25_000 },
    ]);
  });

  it('without a share price the grant’s value at grant is spread by the schedule', () => {
    const g = grant({ grantValue: 400_000, vestingPercents: [5, 15, 40, 40] });
    expect(vestsInPeriod(g, plan(), periodOf('us', 2027)).vests).toEqual([{ date: '2027-03-01', units: null, value: 160_000 }]);
    expect(vestsInPeriod(g, plan(), periodOf('us', 2025)).vests[0]!.value).toBe(20_000);
  });

  it('monthly vesting with a one-year cliff pays the first year on the cliff date, then monthly', () => {
    const g = grant({ grantDate: '2025-01-15', grantValue: 48_000, frequency: 'monthly', cliffMonths: 12 });
    expect(vestsInPeriod(g, plan(), periodOf('us', 2025)).vests).toEqual([]);
    const y2026 = vestsInPeriod(g, plan(), periodOf('us', 2026)).vests;
    expect(y2026[0]).toEqual({ date: '2026-01-15', units: null, value: 12_000 });
    expect(y2026).toHaveLength(12);
    expect(y2026.reduce((s, v) => s + v.value, 0)).toBe(23_000);
  });

  it('the whole schedule vests the whole grant; a grant on the 31st vests on the month’s last day', () => {
    const events = vestingEvents(grant({ grantDate: '2024-01-31', units: 480, frequency: 'quarterly' }), [25, 25, 25, 25]);
    expect(events).toHaveLength(16);
    expect(events.reduce((s, e) => s + e.fraction, 0)).toBeCloseTo(1, 10);
    expect(events[0]!.date).toBe('2024-04-30');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2023-11-30', 3)).toBe('2024-02-29');
  });

  it('a grant without a schedule takes the plan’s (from our stock data)', () => {
    const g = grant({ units: 1_000 });
    const v = vestsInPeriod(g, plan({ sharePrice: 10, defaultVesting: [10, 20, 30, 40] }), periodOf('us', 2027));
    expect(v.vests[0]).toMatchObject({ units: 300, value: 3_000 });
  });

  it('a grant without a schedule vests as our stock data says the stock company’s usually do, else four even years', () => {
    const g = grant({ units: 1_000 });
    expect(vestsInPeriod(g, plan({ sharePrice: 10, stockCompany: 'amazon' }), periodOf('us', 2025)).vests[0]).toMatchObject({
      units: 50,
      value: 500,
    });
    expect(vestsInPeriod(g, plan({ sharePrice: 10, stockCompany: 'unknown-co' }), periodOf('us', 2025)).vests[0]).toMatchObject({
      units: 250,
    });
    // The plan's own schedule comes first.
    expect(
      vestsInPeriod(g, plan({ sharePrice: 10, stockCompany: 'amazon', defaultVesting: [50, 50] }), periodOf('us', 2025)).vests[0],
    ).toMatchObject({ units: 500 });
  });

  it('the payroll’s yearly equity value is used when no grant is known', () => {
    const s = buildStatement(employee({ equityYearly: 300_000 }), plan(), FY);
    expect(s.subtotals.equity).toBe(300_000);
    expect(s.vests).toEqual([]);
  });
});

describe('a statement', () => {
  const full = () =>
    buildStatement(
      employee({
        base: 1_234_567,
        bonusTarget: 123_457,
        grants: [grant({ units: 333, frequency: 'monthly' }), { grantDate: '2025-07-07', grantValue: 99_999 }],
        perquisites: [{ label: 'Car lease', yearly: 240_000 }],
        market: { compaRatio: 0.93, position: 'p25–p50', p50Base: 1_300_000, p50Total: 1_500_000, records: 42 },
      }),
      plan({
        sharePrice: 1_234.56,
        insurancePremium: 18_500,
        benefits: [
          { label: 'NPS (employer)', percentOfBase: 0.1 },
          { label: 'Wellness', yearly: 12_000 },
        ],
        perquisites: [{ label: 'Meals', yearly: 26_400 }],
      }),
      FY,
    );

  it('adds up: subtotals are the sums of their lines and the total the sum of every line', () => {
    const s = full();
    for (const group of api.STATEMENT_GROUPS) {
      expect(s.subtotals[group]).toBe(s.lines.filter((l) => l.group === group).reduce((t, l) => t + l.amount, 0));
    }
    expect(s.total).toBe(s.lines.reduce((t, l) => t + l.amount, 0));
    expect(s.total).toBe(s.subtotals.cash + s.subtotals.equity + s.subtotals.benefits + s.subtotals.perquisites);
    expect(s.lines.every((l) => Number.isInteger(l.amount))).toBe(true);
    expect(s.subtotals.equity).toBe(s.vests.reduce((t, v) => t + v.value, 0));
  });

  it('adds up for any employee', () => {
    let seed = 7;
    const rand = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;
    for (let i = 0; i < 200; i++) {
      const s = buildStatement(
        employee({
          base: Math.round(rand() * 9_000_000),
          bonusTarget: Math.round(rand() * 900_000),
          hireDate: `20${10 + Math.floor(rand() * 15)}-0${1 + Math.floor(rand() * 9)}-1${Math.floor(rand() * 9)}`,
          grants: [{ grantDate: '2023-05-31', units: Math.round(rand() * 5_000), frequency: 'quarterly' }],
          ...(rand() > 0.5 ? { countryCode: 'in', currency: 'INR' } : { countryCode: 'us', currency: 'USD' }),
        }),
        plan({
          sharePrice: rand() * 900,
          insurancePremium: Math.round(rand() * 50_000),
          benefits: [{ label: 'Match', percentOfBase: rand() / 10 }],
        }),
        FY,
      );
      expect(s.total).toBe(s.lines.reduce((t, l) => t + l.amount, 0));
      if (s.india) expect(s.india.grossSalary + s.india.employerPf + s.india.gratuity).toBe(s.india.fixedCtc);
    }
  });

  it('lists the plan’s benefits and perquisites and the employee’s own, and carries the market position', () => {
    const s = full();
    expect(s.lines.find((l) => l.label === 'NPS (employer)')!.amount).toBe(123_457);
    expect(s.lines.find((l) => l.label === 'Insurance (employer premium)')!.amount).toBe(18_500);
    expect(s.lines.filter((l) => l.group === 'perquisites').map((l) => l.label)).toEqual(['Meals', 'Car lease']);
    expect(s.market!.compaRatio).toBe(0.93);
    expect(s.notes.some((n) => n.includes('₹15,000 a month'))).toBe(true);
  });

  it('prints money with Indian grouping in rupees and US grouping in dollars', () => {
    expect(formatMoney(1_800_000, 'INR')).toBe('₹18,00,000');
    expect(formatMoney(185_000.4, 'USD')).toBe('$185,000');
  });

  it('the contract refuses a grant without units or value, and a schedule that does not add up to 100', () => {
    expect(api.equityGrant.safeParse({ grantDate: '2024-01-01' }).success).toBe(false);
    expect(api.equityGrant.safeParse({ grantDate: '2024-01-01', units: 10, vestingPercents: [50, 40] }).success).toBe(false);
    expect(api.statementPlan.safeParse({ benefits: [{ label: 'X', yearly: 1, percentOfBase: 0.1 }] }).success).toBe(false);
  });
});

describe('the payroll’s equity columns', () => {
  it('reads a vesting text with certainty or not at all', () => {
    expect(parseVesting('25/25/25/25')).toEqual({ vestingPercents: [25, 25, 25, 25], frequency: 'yearly', cliffMonths: 0 });
    expect(parseVesting('5, 15, 40, 40 quarterly')).toEqual({ vestingPercents: [5, 15, 40, 40], frequency: 'quarterly', cliffMonths: 0 });
    expect(parseVesting('4 years monthly, 1y cliff, 25/25/25/25')).toEqual({
      vestingPercents: [25, 25, 25, 25],
      frequency: 'monthly',
      cliffMonths: 12,
    });
    expect(parseVesting('4 years monthly')).toBeNull();
    expect(parseVesting('50/40')).toBeNull();
  });

  it('units become a grant on the hire date only with RSUs, a schedule and a share price', () => {
    const row = { hireDate: '2024-03-01', equityType: 'rsu', equityUnits: 1_000, equityVesting: '25/25/25/25' };
    expect(grantFromPayroll(row, plan({ sharePrice: 100 }))).toMatchObject({ grantDate: '2024-03-01', units: 1_000 });
    expect(grantFromPayroll(row, plan())).toBeNull();
    expect(grantFromPayroll({ ...row, equityType: 'options' }, plan({ sharePrice: 100 }))).toBeNull();
    expect(grantFromPayroll({ ...row, equityVesting: 'standard' }, plan({ sharePrice: 100 }))).toBeNull();
  });
});
