import type { api } from '@paysight/contract';
import {
  COMPANY_TYPE_LABELS as COMPANY_TYPE_NAMES,
  formatAmount,
  formatCompact,
  groupDigits,
  type CountryCode,
} from '@paysight/contract/core';
import { formatDay } from '~/features/salary/salary-text';
import type { PayElement } from './peer-query';

/** Labels and figures of /peer, as pure functions of the API's answers. */

export const REGION_NAMES: Record<CountryCode, string> = { in: 'India', us: 'United States' };

export const ELEMENT_LABELS: Record<PayElement, string> = { total: 'Total', base: 'Base', stock: 'Stock', bonus: 'Bonus' };

export const ROLE_LABELS: Record<api.Workspace['role'], string> = { admin: 'Admin', analyst: 'Analyst', viewer: 'Viewer' };

/** Amounts are formatted by their currency, as on the salary pages: ₹25.5 L, $250k. */
export const moneyCc = (currency: 'INR' | 'USD'): CountryCode => (currency === 'INR' ? 'in' : 'us');
export const money = (value: number, currency: 'INR' | 'USD') => formatCompact(value, moneyCc(currency));
export const exactMoney = (value: number, currency: 'INR' | 'USD') => formatAmount(value, moneyCc(currency));

/** 0.456 → "46%". */
export const percent = (share: number) => `${Math.round(share * 100)}%`;

const plural = (n: number, one: string, many = `${one}s`) => `${groupDigits(n)} ${n === 1 ? one : many}`;
export const recordsLabel = (n: number) => plural(n, 'record');
export const companiesLabel = (n: number) => plural(n, 'company', 'companies');

/** A shown cell's evidence in one line: "42 records · 7 companies · 81% within 12 months · spread 0.62 · largest company 23%". */
export function evidenceParts(e: NonNullable<api.BenchmarkCell['evidence']>): string[] {
  return [
    recordsLabel(e.records),
    companiesLabel(e.companies),
    `${percent(e.recentShare)} within 12 months`,
    `spread ${e.spread.toFixed(2)}`,
    `largest company ${percent(e.topCompanyShare)}`,
  ];
}

/** "A cell is shown with at least 5 records from at least 3 companies, no company holding more than 50% of them." */
export const rulesLine = (rules: api.Benchmark['rules']) =>
  `A cell is shown with at least ${plural(rules.minRecords, 'record')} from at least ${plural(rules.minCompanies, 'company', 'companies')}, ` +
  `no company holding more than ${percent(rules.maxCompanyShare)} of them.`;

/** "Figures aged to 24 Nov 2026 at 9% a year (compounded)." */
export const agingLine = (b: { effectiveDate: string; agingRate: number }) =>
  `Figures aged to ${formatDay(b.effectiveDate)} at ${Math.round(b.agingRate * 1000) / 10}% a year (compounded).`;

/** India's tier-2 cities against tier-1: "Tier-2 cities pay 82% of tier-1 (median total pay, over 14 family × level cells)". */
export function tiersLine(t: NonNullable<api.Benchmark['cityTiers']>): string {
  const diff = Math.round((t.tier2VsTier1 - 1) * 100);
  const how = diff === 0 ? 'the same as' : diff < 0 ? `${-diff}% less than` : `${diff}% more than`;
  return (
    `Tier-2 cities pay ${percent(t.tier2VsTier1)} of tier-1 (${how} tier-1): median total pay, over ` +
    `${plural(t.cells, 'family × level cell')} with enough records on both sides. Tier 1: ${t.tier1Cities.join(', ')}.`
  );
}

/** What the peer is: "Saved group "Rivals": 8 companies", "The whole market: 120 companies". */
export function peerLine(peer: api.Benchmark['peer']): string {
  const kind = peer.kind === 'competitors' ? 'Named competitors' : peer.kind === 'startups' ? 'Startups' : 'Cohort';
  const name = peer.name ? `“${peer.name}”` : kind;
  return `${name}: ${companiesLabel(peer.companies)} with records in the region`;
}

export const KIND_LABELS: Record<api.PeerGroup['kind'], string> = {
  competitors: 'Competitors',
  cohort: 'Cohort',
  startups: 'Startups',
};

/** The contract's names of company kinds, with big tech spelt out for employers choosing a cohort. */
export const COMPANY_TYPE_LABELS: Record<string, string> = { ...COMPANY_TYPE_NAMES, 'faang+': 'Big tech (FAANG+)' };

export const FUNDING_STAGE_LABELS: Record<string, string> = {
  bootstrapped: 'Bootstrapped',
  seed: 'Seed',
  'series-a': 'Series A',
  'series-b': 'Series B',
  'series-c': 'Series C',
  'series-d+': 'Series D and later',
  public: 'Public',
  subsidiary: 'Subsidiary',
  private: 'Private',
};

export const sizeBandLabel = (band: string) => `${band} employees`;

/** A peer group's definition in words: its companies, or its criteria. */
export function groupSummary(g: api.PeerGroup): string {
  if (g.kind === 'competitors') return g.companies.map((c) => c.name).join(', ');
  const c = g.criteria;
  if (!c) return '';
  const parts = [
    c.types.length > 0 ? c.types.map((t) => COMPANY_TYPE_LABELS[t] ?? t).join(', ') : null,
    c.sizeBands.length > 0 ? c.sizeBands.map(sizeBandLabel).join(', ') : null,
    c.industries.length > 0 ? c.industries.join(', ') : null,
    c.fundingStages.length > 0 ? c.fundingStages.map((s) => FUNDING_STAGE_LABELS[s] ?? s).join(', ') : null,
    c.listed === true ? 'Listed' : c.listed === false ? 'Not listed' : null,
  ].filter((p): p is string => p !== null);
  return parts.length > 0 ? parts.join(' · ') : g.kind === 'startups' ? 'Every startup' : 'Every company';
}

/** "Trial through 3 Dec 2026", "Access through 31 Dec 2027": the last day (UTC) before the instant access ends. */
export const accessLine = (w: Pick<api.Workspace, 'trial' | 'expiresAt'>) => {
  const last = new Date(new Date(w.expiresAt).getTime() - 1).toISOString().slice(0, 10);
  return `${w.trial ? 'Trial' : 'Access'} through ${formatDay(last)}`;
};

/** "Region: India (your workspace covers India only)". */
export const regionLine = (cc: CountryCode, lock: CountryCode | null) =>
  lock ? `${REGION_NAMES[cc]} (your workspace covers ${REGION_NAMES[lock]} only)` : REGION_NAMES[cc];

/**
 * A refused payroll file's message → its errors, one a line: "The file has 2 errors and nothing
 * was saved: Row 3, base: must be a positive number; Row 4, location: …".
 */
export function payrollErrors(message: string): { head: string; errors: string[] } {
  const at = message.indexOf(': ');
  if (!message.startsWith('The file has') || at < 0) return { head: message, errors: [] };
  return {
    head: message.slice(0, at),
    errors: message
      .slice(at + 2)
      .split('; ')
      .map((s) => s.trim())
      .filter(Boolean),
  };
}

/** Compa-ratio as written by comp teams: 0.94. */
export const compaText = (ratio: number | null) => (ratio === null ? '–' : ratio.toFixed(2));

/** The columns of a payroll file, with what each holds (the header names are the API's). */
export const PAYROLL_COLUMN_NOTES: Record<string, string> = {
  'employee id': 'your reference for the person, once per file',
  title: 'their job title',
  level: 'the standard level, 1 to 8, or its name',
  family: 'a job family, by name or slug (listed below)',
  location: 'a metro, e.g. Bengaluru, Delhi NCR, Bay Area',
  currency: 'INR or USD, one currency per file (it sets the region)',
  base: 'yearly base pay',
  'bonus target': 'yearly target bonus; empty means none',
  equity: 'yearly equity value; empty means none',
  'hire date': 'written YYYY-MM-DD',
  gender: 'optional: female, male, non-binary or empty',
};
