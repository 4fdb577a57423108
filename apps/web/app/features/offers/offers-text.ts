import type { api } from '@paysight/contract';
import { formatCompact, standardLevelName, type CountryCode, type SalaryView } from '@paysight/contract/core';

/** Labels, rows and sentences of the offers page, as pure functions of the API's answers. */

export interface OfferDetail {
  offer: api.OfferData;
  analysis: api.OfferAnalysis | null;
  checklist: api.NegotiateChecklist | null;
}

export const moneyOf = (offer: { countryCode: CountryCode }) => (v: number) => formatCompact(v, offer.countryCode);

/** "Google · Software Engineer" (the catalogue's names when matched, else as typed). */
export const offerName = (o: api.OfferData) => `${o.company?.name ?? o.companyName} · ${o.titleRef?.name ?? o.title}`;

/** "L5 (Senior) · Bengaluru · 6 years" */
export function offerFacts(o: api.OfferData): string {
  const level = o.level
    ? `${o.level}${o.standardLevel ? ` (${standardLevelName(o.standardLevel)})` : ''}`
    : o.standardLevel
      ? standardLevelName(o.standardLevel)
      : null;
  return [level, o.location?.city, o.experience !== null ? `${o.experience} years’ experience` : null].filter(Boolean).join(' · ');
}

/** 1st, 2nd, 3rd, 11th, 22nd …: the checklist's own (contract offer-checklist.ts). */
export { ordinal } from '@paysight/contract/core';

export interface CompareRow {
  key: string;
  label: string;
  /** The offer's figure, and its percentile rank in its slice when there is one. */
  cell: (d: OfferDetail) => { value: number; rank: number | null };
  total?: boolean;
}

const component = (d: OfferDetail, key: api.OfferComponent) => d.analysis?.components.find((c) => c.key === key);
const fromComponent = (key: api.OfferComponent, fallback: (o: api.OfferData) => number) => (d: OfferDetail) => {
  const c = component(d, key);
  return { value: c?.value ?? fallback(d.offer), rank: c?.percentileRank ?? null };
};

/** The rows of the side-by-side comparison in each view (SPEC's yearly / first-year switch). */
export const COMPARE_ROWS: Record<SalaryView, CompareRow[]> = {
  yearly: [
    { key: 'base', label: 'Base', cell: fromComponent('base', (o) => o.base) },
    { key: 'stock', label: 'Stock per year', cell: fromComponent('stock', (o) => o.stocks ?? 0) },
    { key: 'bonus', label: 'Bonus', cell: fromComponent('bonus', (o) => o.bonus ?? 0) },
    { key: 'total', label: 'Total per year', cell: fromComponent('total', (o) => o.total), total: true },
    { key: 'fourYearAverage', label: '4-year average', cell: fromComponent('fourYearAverage', (o) => o.total) },
  ],
  'first-year': [
    { key: 'base', label: 'Base', cell: fromComponent('base', (o) => o.base) },
    {
      key: 'stockFirstYear',
      label: 'Stock vesting in year one',
      cell: (d) => ({ value: d.analysis?.vesting?.schedule[0]?.amount ?? 0, rank: null }),
    },
    { key: 'bonus', label: 'Bonus', cell: fromComponent('bonus', (o) => o.bonus ?? 0) },
    { key: 'signing', label: 'Signing bonus', cell: fromComponent('signing', (o) => o.signingBonus ?? 0) },
    { key: 'firstYear', label: 'First year total', cell: fromComponent('firstYear', (o) => o.firstYearTotal), total: true },
  ],
};

/** The analysis bars of each view: the components a member compares in it. */
export const BAR_COMPONENTS: Record<SalaryView, api.OfferComponent[]> = {
  yearly: ['total', 'base', 'stock', 'bonus', 'fourYearAverage'],
  'first-year': ['firstYear', 'base', 'bonus', 'signing'],
};

export const VIEW_TEXT: Record<SalaryView, string> = {
  yearly: 'Yearly: base + yearly stock + bonus, and the 4-year average with the signing bonus spread over four years.',
  'first-year': 'First year: base + what vests in year one + bonus + signing bonus.',
};

/** Which column leads each row: the highest figure among offers in the same currency (none when they differ). */
export function bestColumn(values: ReadonlyArray<{ value: number }>, currencies: readonly string[]): number | null {
  if (values.length < 2 || new Set(currencies).size > 1) return null;
  let best = 0;
  values.forEach((v, i) => {
    if (v.value > values[best]!.value) best = i;
  });
  return values.every((v) => v.value === values[best]!.value) ? null : best;
}

/** The one statement of what is shared (the form and each offer say the same). */
export const SHARING_STATEMENT =
  'Your offer and its analysis are yours alone, unless you choose to count it. Counted, its pay figures join the salary figures others see for its company, title, level and city, without your name or email; you can stop counting it at any time.';

/** The member's choice, as the form's and each offer's switch say it. */
export const COUNT_LABEL = 'Count my offer in salary figures (anonymously)';

export const SHARED_TEXT: Record<api.OfferData['sharedAs'], string> = {
  published: 'Counted, anonymously, in the salary figures.',
  held: 'Held for review before it counts in the salary figures (far from its peers).',
  'not-shared': 'Not counted in the salary figures.',
};

/** What one offer's sharing is now: counted, held, not chosen, or chosen but not countable. */
export function sharingText(o: Pick<api.OfferData, 'countInFigures' | 'sharedAs'>): string {
  if (o.countInFigures && o.sharedAs === 'not-shared') return 'Not counted: its company or title is not in our catalogue.';
  return SHARED_TEXT[o.sharedAs];
}

/** "3 days left", "due today", "passed 2 days ago". */
export function deadlineText(deadline: string, today: string): string {
  const days = Math.round((Date.parse(`${deadline}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
  if (days < 0) return `passed ${-days} day${days === -1 ? '' : 's'} ago`;
  if (days === 0) return 'due today';
  return `${days} day${days === 1 ? '' : 's'} left`;
}
