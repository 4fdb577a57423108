import { resolveVesting, type VestingBasis } from '@paysight/contract';

/**
 * Stock a member enters (a salary contribution or an offer), as pure functions: what it is worth a
 * year, how it vests, what vests in year one, and the stock columns of the member's anonymised
 * record. One rule for both (ADR 016).
 */

export interface OptionsGiven {
  count: number;
  strikePrice: number;
  preferredPrice: number;
}

export interface StockGiven {
  /** Yearly stock value, as typed. */
  yearly?: number | null;
  /** The whole grant: RSUs at grant value. */
  grant?: number | null;
  /** Stock options: worth the preferred (409A) price less the strike, per share. */
  options?: OptionsGiven | null;
  /** Percent of the grant vesting each year, as given (summing to 100). */
  vesting?: readonly number[] | null;
}

export interface StockPlan {
  /** The grant the member gave (RSUs, else options at their spread); null when only a yearly figure was. */
  givenGrant: number | null;
  /** The grant vested by the schedule: the given one, or the yearly figure over every vesting year. */
  grant: number;
  /** The given yearly figure, else the grant spread evenly over its vesting years. */
  yearly: number;
  years: number;
  /** Where the schedule came from: the member, the company's usual one, or four even years. */
  basis: VestingBasis;
  /** No schedule was given: the company's usual one or an even split is assumed. */
  assumed: boolean;
  /** Year by year; the amounts add up to the grant exactly. */
  schedule: Array<{ year: number; percent: number; amount: number }>;
  firstYear: number;
  /** What vests in the first four years. */
  fourYears: number;
}

/** What options are worth: the spread between the preferred price and the strike, never below zero. */
export function optionsValue(o: OptionsGiven): number {
  return Math.round(Math.max(0, o.preferredPrice - o.strikePrice) * o.count);
}

/**
 * The stock plan of a member's figures, or null without stock. With no schedule given, the
 * company's usual one (`companySlug`) is assumed, else four even years (contract vesting.ts).
 */
export function stockPlan(s: StockGiven, companySlug?: string | null): StockPlan | null {
  const givenGrant = s.grant ?? (s.options ? optionsValue(s.options) : null);
  const yearlyGiven = s.yearly ?? null;
  if (givenGrant === null && yearlyGiven === null) return null;
  const { percents, basis } = resolveVesting(s.vesting, companySlug);
  const years = percents.length;
  const grant = givenGrant ?? yearlyGiven! * years;
  let vested = 0;
  const schedule = percents.map((percent, i) => {
    const amount = i === years - 1 ? grant - vested : Math.round((grant * percent) / 100);
    vested += amount;
    return { year: i + 1, percent: Math.round(percent * 100) / 100, amount };
  });
  return {
    givenGrant,
    grant,
    yearly: yearlyGiven ?? Math.round(grant / years),
    years,
    basis,
    assumed: basis !== 'given',
    schedule,
    firstYear: schedule[0]!.amount,
    fourYears: schedule.slice(0, 4).reduce((a, y) => a + y.amount, 0),
  };
}

export interface RecordStock {
  stockYearly: number | null;
  stockFirstYear: number | null;
  stockGrant: number | null;
  vestingYears: number | null;
}

/**
 * The stock columns of the member's anonymised record. `stock_first_year` is left null exactly when
 * year one is the yearly figure under the assumed even split, which is what the record's totals
 * (salaryTotals) read a null as; any other year one is stored, so every reader gets the plan's.
 */
export function recordStock(plan: StockPlan | null): RecordStock {
  if (!plan) return { stockYearly: null, stockFirstYear: null, stockGrant: null, vestingYears: null };
  return {
    stockYearly: plan.yearly,
    stockFirstYear: plan.basis === 'even' && plan.firstYear === plan.yearly ? null : plan.firstYear,
    stockGrant: plan.givenGrant,
    vestingYears: plan.givenGrant !== null ? plan.years : null,
  };
}
