import type { api } from '@paysight/contract';
import { formatAmount, formatCompact, type CountryCode } from '@paysight/contract/core';

/**
 * /comp-bands' words and figures: amounts in full (₹25,00,000 / $250,000) in tables and compact on
 * the chart, percentages with one decimal at most, the linter's rules in plain words with a severity.
 */

export type Currency = 'INR' | 'USD';
const ccOf = (currency: Currency): CountryCode => (currency === 'INR' ? 'in' : 'us');

export const money = (value: number, currency: Currency) => formatAmount(value, ccOf(currency));
export const moneyCompact = (value: number, currency: Currency) => formatCompact(value, ccOf(currency));

/** 0.153 → "15.3 %"; −0.05 → "−5 %". */
export function percent(fraction: number): string {
  const v = Number((fraction * 100).toFixed(1));
  return `${String(v).replace('-', '−')} %`;
}

/** A change with its sign: +12.5 %, −3 %, 0 %. */
export const signedPercent = (fraction: number) => (fraction > 0 ? `+${percent(fraction)}` : percent(fraction));

export type Rule = api.PayBandFinding['rule'];
export type Severity = 'high' | 'medium' | 'low';

/**
 * An inverted midpoint breaks the ladder (a promotion that pays less); a progression out of range,
 * too much overlap and a country ratio out of line are structure problems to look at; a width that
 * shrinks with level is a smell.
 */
export const RULES: Record<Rule, { label: string; severity: Severity }> = {
  'inverted-midpoint': { label: 'Inverted midpoint', severity: 'high' },
  'progression-low': { label: 'Progression below range', severity: 'medium' },
  'progression-high': { label: 'Progression above range', severity: 'medium' },
  overlap: { label: 'Overlap above limit', severity: 'medium' },
  'width-shrinks': { label: 'Width shrinks with level', severity: 'low' },
  'country-ratio': { label: 'India/US ratio out of line', severity: 'medium' },
};

export const SEVERITY_LABEL: Record<Severity, string> = { high: 'High', medium: 'Medium', low: 'Low' };
export const SEVERITY_COLOR: Record<Severity, string> = { high: 'red', medium: 'orange', low: 'gray' };
const SEVERITY_ORDER: Record<Severity, number> = { high: 0, medium: 1, low: 2 };

/** Findings most severe first, then by family, location and level (a stable reading order). */
export function sortFindings<F extends api.PayBandFinding>(findings: readonly F[]): F[] {
  return [...findings].sort(
    (a, b) =>
      SEVERITY_ORDER[RULES[a.rule].severity] - SEVERITY_ORDER[RULES[b.rule].severity] ||
      a.family.localeCompare(b.family) ||
      a.location.localeCompare(b.location) ||
      (a.levels[0] ?? 0) - (b.levels[0] ?? 0),
  );
}

/** "Levels 3 → 4" or "Level 5". */
export const levelsText = (levels: readonly number[]) => (levels.length === 1 ? `Level ${levels[0]}` : `Levels ${levels.join(' → ')}`);

export const SOURCE_LABEL: Record<api.PayBand['source'], string> = {
  market: 'Market',
  progression: 'Progression',
  manual: 'Manual',
};

export const DIFFERENTIAL_SOURCE: Record<api.PayBandVersion['differentials'][number]['source'], string> = {
  reference: 'reference location',
  plan: 'set in the plan',
  market: 'market median ÷ the reference’s',
  none: 'no level shown at both: 1',
};

/** What a role may do on this screen. */
export const canEdit = (role: 'admin' | 'analyst' | 'viewer') => role !== 'viewer';

export const METRIC_LABEL: Record<'base' | 'total', string> = { base: 'Base salary', total: 'Total pay (base + yearly stock + bonus)' };
