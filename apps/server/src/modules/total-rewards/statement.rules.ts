import { resolveVesting, type api } from '@paysight/contract';
import { incomeTaxNewRegime, PROFESSIONAL_TAX_YEARLY, STANDARD_DEDUCTION } from '@paysight/contract/india-tax';

/**
 * The total rewards statement engine (pure): one employee and the workspace's plan values → the
 * year's statement. Every line is rounded to the unit first and the subtotals and total are sums of
 * the rounded lines, so the statement always adds up as printed.
 *
 * India (the rules written down):
 * - Basic = the plan's basic share × base (base is the fixed CTC unless the plan says otherwise).
 * - Employer PF (Employees' Provident Funds Act 1952, s.6; EPF Scheme para 26A): 12 % of basic
 *   wages. The statute requires it on wages up to the ₹15,000 a month ceiling (at most ₹1,800 a
 *   month, ₹21,600 a year); an employer may contribute on the whole basic. The plan says which
 *   (`pfBasis`). The employee's own 12 % is taken on the same wages.
 * - Gratuity (Payment of Gratuity Act 1972, s.4): 15 days' wages for each year of service, a day's
 *   wage being the monthly basic ÷ 26, so 15/26 × monthly basic a year. The year's accrual is one
 *   year of it; the amount accrued to date counts completed years and a last part-year of more than
 *   six months as a year, is at most ₹20,00,000 (s.4(3)), and is paid only after five years of
 *   continuous service.
 * - When base is the fixed CTC, employer PF and gratuity are inside it: the base line is the salary
 *   paid (fixed CTC − employer PF − gratuity) and PF and gratuity show under benefits, so nothing
 *   is counted twice. In-hand pay reuses India's income tax (india-tax.ts: new regime, FY 2025-26).
 */

export const PF_RATE = 0.12;
/** The EPF wage ceiling: ₹15,000 a month (since September 2014). */
export const PF_WAGE_CEILING_MONTHLY = 15_000;
export const GRATUITY_DAYS = 15;
export const GRATUITY_DIVISOR = 26;
/** Payment of Gratuity Act s.4(3), as amended in 2018. */
export const GRATUITY_CAP = 2_000_000;
export const GRATUITY_MIN_YEARS = 5;

export interface Period {
  label: string;
  /** YYYY-MM-DD, both inclusive. */
  start: string;
  end: string;
}

/** India's financial year starting in April of `year` ("FY 2025-26"); the calendar year elsewhere. */
export function periodOf(countryCode: string, year: number): Period {
  if (countryCode === 'in') {
    return { label: `FY ${year}-${String((year + 1) % 100).padStart(2, '0')}`, start: `${year}-04-01`, end: `${year + 1}-03-31` };
  }
  return { label: String(year), start: `${year}-01-01`, end: `${year}-12-31` };
}

/** The year whose period holds `today` (an Indian financial year starts in April). */
export function currentYear(countryCode: string, today: Date): number {
  const y = today.getUTCFullYear();
  return countryCode === 'in' && today.getUTCMonth() < 3 ? y - 1 : y;
}

/** A YYYY-MM-DD day plus whole months, the day kept or clamped to the month's last (Jan 31 + 1 month → Feb 28/29). */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(month + 1).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/** Whole months from one day to another (a month counts once its day of the month is reached). */
export function monthsBetween(from: string, to: string): number {
  const [y1, m1, d1] = from.split('-').map(Number) as [number, number, number];
  const [y2, m2, d2] = to.split('-').map(Number) as [number, number, number];
  return (y2 - y1) * 12 + (m2 - m1) - (d2 < d1 ? 1 : 0);
}

export interface Vest {
  date: string;
  /** The fraction of the grant vesting. */
  fraction: number;
}

/**
 * A grant's vesting events: year k's percent in one part on the anniversary, or in 4 or 12 equal
 * parts through the year; events before the cliff are paid together on the cliff date.
 */
export function vestingEvents(grant: api.EquityGrant, defaultPercents: readonly number[]): Vest[] {
  const percents = grant.vestingPercents ?? defaultPercents;
  const perYear = grant.frequency === 'monthly' ? 12 : grant.frequency === 'quarterly' ? 4 : 1;
  const step = 12 / perYear;
  const byOffset = new Map<number, number>();
  percents.forEach((pct, k) => {
    for (let j = 1; j <= perYear; j++) {
      const offset = Math.max(12 * k + j * step, grant.cliffMonths);
      byOffset.set(offset, (byOffset.get(offset) ?? 0) + pct / 100 / perYear);
    }
  });
  return [...byOffset].sort((a, b) => a[0] - b[0]).map(([offset, fraction]) => ({ date: addMonths(grant.grantDate, offset), fraction }));
}

/** The schedule of a grant that names none: the plan's, else the stock company's usual one (our stock data), else four even years. */
export function planVesting(plan: api.StatementPlan): number[] {
  return plan.defaultVesting ?? resolveVesting(null, plan.stockCompany).percents;
}

export interface ValuedVests {
  vests: api.RewardsStatement['vests'];
  /** How the grant is valued, in words. */
  basis: string;
}

/** The grant's vests inside the period, each valued: units × share price when both are known, else the grant value's share. */
export function vestsInPeriod(grant: api.EquityGrant, plan: api.StatementPlan, period: Period): ValuedVests {
  const events = vestingEvents(grant, planVesting(plan)).filter((v) => v.date >= period.start && v.date <= period.end);
  const byPrice = grant.units !== null && plan.sharePrice !== null;
  const price = plan.sharePrice ?? 0;
  const vests = events.map((v) => {
    const units = grant.units === null ? null : Math.round(grant.units * v.fraction * 1e4) / 1e4;
    const value = byPrice ? Math.round(grant.units! * v.fraction * price) : Math.round((grant.grantValue ?? 0) * v.fraction);
    return { date: v.date, units, value };
  });
  const basis = byPrice
    ? `units × the share price ${price}`
    : grant.grantValue !== null
      ? 'the grant’s value at grant'
      : 'no share price or grant value is known: not valued';
  return { vests, basis };
}

export interface IndiaPay {
  basic: number;
  employerPf: number;
  employeePf: number;
  /** The year's gratuity accrual: 15/26 × monthly basic. */
  gratuity: number;
  fixedCtc: number;
  grossSalary: number;
}

/** Basic, PF and gratuity from base and the plan (see the rules above). */
export function indiaPay(base: number, india: api.StatementPlan['india']): IndiaPay {
  const basic = Math.round(base * india.basicShare);
  const pfWagesMonthly = india.pfBasis === 'statutory-ceiling' ? Math.min(basic / 12, PF_WAGE_CEILING_MONTHLY) : basic / 12;
  const employerPf = Math.round(pfWagesMonthly * PF_RATE * 12);
  const gratuity = Math.round(((basic / 12) * GRATUITY_DAYS) / GRATUITY_DIVISOR);
  const fixedCtc = india.baseIsCtc ? Math.round(base) : Math.round(base) + employerPf + gratuity;
  return { basic, employerPf, employeePf: employerPf, gratuity, fixedCtc, grossSalary: fixedCtc - employerPf - gratuity };
}

/** Years of service the Act counts at `asOf`: completed years, and a last part of more than six months as one. */
export function gratuityYears(hireDate: string, asOf: string): number {
  const months = Math.max(0, monthsBetween(hireDate, asOf));
  const whole = Math.floor(months / 12);
  const rest = months - whole * 12;
  // "In excess of six months": six whole months and a day or more.
  const beyondSix = rest > 6 || (rest === 6 && addMonths(hireDate, whole * 12 + 6) < asOf);
  return whole + (beyondSix ? 1 : 0);
}

/** The CTC, broken down, beside what is paid into the bank (new regime, india-tax.ts). */
export function indiaCtcOf(pay: IndiaPay, bonusTarget: number): api.IndiaCtc {
  const bonus = Math.round(bonusTarget);
  const professionalTax = PROFESSIONAL_TAX_YEARLY;
  const taxOnFixed = incomeTaxNewRegime(Math.max(0, pay.grossSalary - STANDARD_DEDUCTION)).total;
  const taxOnAll = incomeTaxNewRegime(Math.max(0, pay.grossSalary + bonus - STANDARD_DEDUCTION)).total;
  return {
    fixedCtc: pay.fixedCtc,
    basic: pay.basic,
    grossSalary: pay.grossSalary,
    employerPf: pay.employerPf,
    gratuity: pay.gratuity,
    bonusTarget: bonus,
    ctc: pay.fixedCtc + bonus,
    employeePf: pay.employeePf,
    professionalTax,
    standardDeduction: STANDARD_DEDUCTION,
    taxOnFixed,
    monthlyInHand: Math.round((pay.grossSalary - pay.employeePf - professionalTax - taxOnFixed) / 12),
    taxOnAll,
    yearlyTakeHome: pay.grossSalary + bonus - pay.employeePf - professionalTax - taxOnAll,
    regime: 'New tax regime, FY 2025-26',
  };
}

/** Money as the statement prints it: ₹18,00,000 (Indian grouping) or $185,000. */
export function formatMoney(amount: number, currency: 'INR' | 'USD'): string {
  const n = Math.round(amount);
  const digits = Math.abs(n).toLocaleString(currency === 'INR' ? 'en-IN' : 'en-US');
  return `${n < 0 ? '−' : ''}${currency === 'INR' ? '₹' : '$'}${digits}`;
}

/** One employee's statement for the period. */
export function buildStatement(employee: api.StatementEmployee, plan: api.StatementPlan, period: Period): api.RewardsStatement {
  const money = (n: number) => formatMoney(n, employee.currency);
  const lines: api.RewardsStatement['lines'] = [];
  const notes: string[] = [];
  const add = (group: api.StatementGroup, label: string, amount: number, note: string | null = null) =>
    lines.push({ group, label, amount: Math.round(amount), note });

  const inIndia = employee.countryCode === 'in';
  const pay = inIndia ? indiaPay(employee.base, plan.india) : null;

  // Cash
  if (pay && plan.india.baseIsCtc) {
    add(
      'cash',
      'Base salary',
      pay.grossSalary,
      `Fixed CTC ${money(pay.fixedCtc)} less employer PF and gratuity, which are shown under benefits`,
    );
  } else add('cash', 'Base salary', employee.base);
  add('cash', 'Bonus target', employee.bonusTarget, 'At target; the bonus paid depends on performance');

  // Equity
  const vests: api.RewardsStatement['vests'] = [];
  if (employee.grants.length > 0) {
    for (const grant of employee.grants) {
      const valued = vestsInPeriod(grant, plan, period);
      vests.push(...valued.vests);
      const schedule = (grant.vestingPercents ?? planVesting(plan)).map((p) => Math.round(p * 10) / 10).join('/');
      add(
        'equity',
        `Equity vesting (grant of ${grant.grantDate})`,
        valued.vests.reduce((s, v) => s + v.value, 0),
        `${valued.vests.length} vest${valued.vests.length === 1 ? '' : 's'} in ${period.label} on a ${schedule} % ${grant.frequency} schedule, valued at ${valued.basis}`,
      );
    }
    vests.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  } else if (employee.equityYearly !== null && employee.equityYearly > 0) {
    add('equity', 'Equity (yearly value)', employee.equityYearly, 'The yearly equity value on the payroll; no grant schedule is known');
  }

  // Benefits
  let gratuity: api.RewardsStatement['gratuity'] = null;
  if (pay) {
    const ceiling = plan.india.pfBasis === 'statutory-ceiling';
    add(
      'benefits',
      'Employer provident fund (PF)',
      pay.employerPf,
      ceiling
        ? `12 % of basic up to the ₹15,000 a month wage ceiling (basic ${money(pay.basic)} a year)`
        : `12 % of the whole basic (${money(pay.basic)} a year)`,
    );
    add('benefits', 'Gratuity accrual', pay.gratuity, `15/26 × monthly basic ${money(pay.basic / 12)} for the year’s service`);
    const years = gratuityYears(employee.hireDate, period.end);
    gratuity = {
      accruedToDate: Math.min(GRATUITY_CAP, Math.round(((pay.basic / 12) * GRATUITY_DAYS * years) / GRATUITY_DIVISOR)),
      yearsCounted: years,
      eligible: monthsBetween(employee.hireDate, period.end) >= GRATUITY_MIN_YEARS * 12,
    };
    notes.push(
      ceiling
        ? 'Employer PF is 12 % of basic on wages up to ₹15,000 a month, the statutory ceiling (EPF Act 1952, s.6; EPF Scheme para 26A).'
        : 'Employer PF is 12 % of the whole basic: the workspace contributes above the ₹15,000 a month statutory ceiling.',
      'Gratuity accrues at 15/26 × monthly basic for each year of service (Payment of Gratuity Act 1972, s.4); it is paid after five years of continuous service, at most ₹20,00,000.',
    );
    if (plan.india.baseIsCtc) notes.push('Base is the fixed CTC: employer PF and gratuity are part of it, not on top of it.');
  }
  if (plan.insurancePremium > 0) add('benefits', 'Insurance (employer premium)', plan.insurancePremium);
  for (const b of plan.benefits) {
    if (b.percentOfBase !== null)
      add('benefits', b.label, employee.base * b.percentOfBase, `${Math.round(b.percentOfBase * 1000) / 10} % of base`);
    else add('benefits', b.label, b.yearly ?? 0);
  }

  // Perquisites
  for (const p of [...plan.perquisites, ...employee.perquisites]) add('perquisites', p.label, p.yearly);

  const subtotals = { cash: 0, equity: 0, benefits: 0, perquisites: 0 };
  for (const l of lines) subtotals[l.group] += l.amount;
  const total = subtotals.cash + subtotals.equity + subtotals.benefits + subtotals.perquisites;

  if (pay) {
    notes.push(
      `In-hand pay: India's new tax regime for FY 2025-26 with the ₹75,000 standard deduction, employee PF at the employer's rate and professional tax of ₹2,400 a year; no other deductions.`,
    );
  }
  notes.push('Bonus is at target. Equity is what vests in the period, before tax. Perquisites are shown at their yearly value.');

  return {
    employee: {
      employeeId: employee.employeeId,
      name: employee.name,
      title: employee.title,
      levelName: employee.levelName,
      location: employee.location,
      hireDate: employee.hireDate,
      countryCode: employee.countryCode,
      currency: employee.currency,
    },
    period,
    lines,
    subtotals,
    total,
    vests,
    gratuity,
    india: pay ? indiaCtcOf(pay, employee.bonusTarget) : null,
    market: employee.market,
    notes,
  };
}

export interface PayrollEquity {
  hireDate: string;
  equityType: string | null;
  equityUnits: number | null;
  equityVesting: string | null;
}

/**
 * The payroll's vesting text as a schedule: yearly percents ("25/25/25/25", "5, 15, 40, 40"), an
 * optional frequency word (monthly, quarterly, yearly or annual) and an optional cliff ("1y cliff",
 * "12 months cliff"). null when it is not read with certainty: the statement then uses the yearly value.
 */
export function parseVesting(text: string): Pick<api.EquityGrant, 'vestingPercents' | 'frequency' | 'cliffMonths'> | null {
  const t = text.toLowerCase();
  const cliff = /(\d+)\s*(y|yr|yrs|years?|m|mo|months?)\s*-?\s*cliff/.exec(t);
  const cliffMonths = cliff ? Number(cliff[1]) * (cliff[2]!.startsWith('y') ? 12 : 1) : 0;
  const rest = cliff ? t.replace(cliff[0], ' ') : t;
  const list = /(\d+(?:\.\d+)?)(?:\s*%?\s*[/,]\s*(\d+(?:\.\d+)?))+/.exec(rest);
  if (!list) return null;
  const percents = list[0].split(/[/,]/).map((p) => Number(p.replace('%', '').trim()));
  if (percents.length > 10 || Math.abs(percents.reduce((s, p) => s + p, 0) - 100) > 0.01) return null;
  const frequency = /month/.test(rest) ? 'monthly' : /quarter/.test(rest) ? 'quarterly' : 'yearly';
  if (cliffMonths > 60) return null;
  return { vestingPercents: percents, frequency, cliffMonths };
}

/**
 * The payroll's units as a grant, when they can be valued: RSUs or phantom units, a vesting text
 * read with certainty and a share price in the plan. The grant is taken as made on the hire date
 * (the payroll has no grant date). Options are left to their yearly value (a strike is unknown).
 */
export function grantFromPayroll(row: PayrollEquity, plan: api.StatementPlan): api.EquityGrant | null {
  if (plan.sharePrice === null || !row.equityUnits || !row.equityVesting) return null;
  if (row.equityType !== 'rsu' && row.equityType !== 'phantom') return null;
  const schedule = parseVesting(row.equityVesting);
  if (!schedule) return null;
  return { grantDate: row.hireDate, units: row.equityUnits, grantValue: null, ...schedule };
}
