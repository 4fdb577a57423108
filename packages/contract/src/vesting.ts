/**
 * Vesting assumed when a member gives stock without a schedule (ADR 016): the company's usual
 * schedule when we know it, else four even years. The demo data vests by the same table, so a
 * member's first year and the market's are counted the same way.
 */

/** Years of the even split assumed when neither the member nor the table gives a schedule. */
export const DEFAULT_VESTING_YEARS = 4;

/** Companies' usual schedules, percent of the grant per year, by catalogue slug. */
export const COMPANY_VESTING: Readonly<Record<string, readonly number[]>> = {
  amazon: [5, 15, 40, 40],
  google: [33, 33, 22, 12],
};

export type VestingBasis = 'given' | 'company' | 'even';

/** The schedule to use: the member's own, else the company's usual one, else four even years. */
export function resolveVesting(
  given: readonly number[] | null | undefined,
  companySlug?: string | null,
): { percents: number[]; basis: VestingBasis } {
  if (given && given.length > 0) return { percents: [...given], basis: 'given' };
  const usual = companySlug ? COMPANY_VESTING[companySlug] : undefined;
  if (usual) return { percents: [...usual], basis: 'company' };
  return { percents: Array.from({ length: DEFAULT_VESTING_YEARS }, () => 100 / DEFAULT_VESTING_YEARS), basis: 'even' };
}
