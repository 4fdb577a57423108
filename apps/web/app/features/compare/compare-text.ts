import type { api } from '@paysight/contract';
import { formatCompact, type CountryCode } from '@paysight/contract/core';
import { humanizeSlug } from '~/features/salary/salary-filters';
import { countLabel, countryName, moneyCountry } from '~/features/salary/salary-text';
import type { CompareEntrySlugs } from './compare-query';

/** Titles, descriptions and labels of the comparison, as pure functions of its data. */

export type Comparison = api.CompareSalary;
export type ComparisonEntry = Comparison['entries'][number];

export interface EntryNames {
  company: string;
  /** Null for all of a company's titles. */
  title: string | null;
}

export const entryNames = (entry: Pick<ComparisonEntry, 'company' | 'title'>): EntryNames => ({
  company: entry.company.name,
  title: entry.title?.name ?? null,
});

/** Names for a page the API could not name (its slugs, humanized). */
export const fallbackNames = (entries: CompareEntrySlugs[]): EntryNames[] =>
  entries.map((e) => ({ company: humanizeSlug(e.companySlug), title: e.titleSlug ? humanizeSlug(e.titleSlug) : null }));

/** The one title all entries share; null when they differ or are whole companies. */
export function sharedTitle(names: EntryNames[]): string | null {
  const first = names[0]?.title ?? null;
  return first !== null && names.every((n) => n.title === first) ? first : null;
}

/**
 * "Google vs Meta Software Engineer Salary in United States" (one title for all),
 * "Google Software Engineer vs Meta Data Scientist Salary in India" (different titles),
 * "Google vs Meta Salaries in United States" (whole companies).
 */
export function compareHeading(names: EntryNames[], cc: CountryCode): string {
  const title = sharedTitle(names);
  if (title) return `${names.map((n) => n.company).join(' vs ')} ${title} Salary in ${countryName(cc)}`;
  if (names.every((n) => n.title === null)) return `${names.map((n) => n.company).join(' vs ')} Salaries in ${countryName(cc)}`;
  return `${names.map((n) => (n.title ? `${n.company} ${n.title}` : n.company)).join(' vs ')} Salary in ${countryName(cc)}`;
}

/** "Software Engineer at Google", or "Google (all titles)". */
export const entryLabel = (n: EntryNames) => (n.title ? `${n.title} at ${n.company}` : `${n.company} (all titles)`);

/** The meta description: each entry's median total pay and how many salaries it rests on. */
export function compareDescription(data: Comparison): string {
  const money = (v: number) => formatCompact(v, moneyCountry(data.currency));
  const names = data.entries.map(entryNames);
  const title = sharedTitle(names);
  const who = title ? `${names.map((n) => n.company).join(' vs ')} ${title}` : names.map((n) => n.title ?? n.company).join(' vs ');
  const figures = data.entries.map((entry, i) => {
    const name = title || names.every((n) => n.title === null) ? names[i]!.company : entryLabel(names[i]!);
    return entry.available && entry.total && entry.count !== null
      ? `${money(entry.total.p50)} at ${name} (${countLabel(entry.count)})`
      : `not enough salaries yet at ${name}`;
  });
  return (
    `${who} pay in ${countryName(data.countryCode)}: median total pay ${figures.join(', ')}. ` +
    'Middle half, base, stock, bonus and pay by level, side by side.'
  );
}

/** The entry with the highest median total pay, when at least two have figures and one is ahead. */
export function leaderIndex(entries: ComparisonEntry[]): number | null {
  const medians = entries.map((e) => (e.available && e.total ? e.total.p50 : null));
  const shown = medians.filter((m): m is number => m !== null);
  if (shown.length < 2) return null;
  const top = Math.max(...shown);
  return medians.filter((m) => m === top).length === 1 ? medians.indexOf(top) : null;
}

/** "+12% vs Meta": how far an entry's median is above or below another's. */
export function percentDifference(value: number, other: number): string {
  if (other <= 0) return '';
  const pct = Math.round(((value - other) / other) * 100);
  return pct === 0 ? 'same' : `${pct > 0 ? '+' : '−'}${Math.abs(pct)}%`;
}

/** A listed comparison's entries (popular, saved): each company, and its title or null. */
export type ListedEntries = ReadonlyArray<{ company: { name: string }; title: { name: string } | null }>;

/**
 * A listed comparison's name: "Google vs Meta · Software Engineer" (one title for all), "Google vs
 * Meta" (whole companies), "Google Software Engineer vs Meta Data Scientist" (different titles).
 */
export function comparisonLabel(entries: ListedEntries): string {
  const names = entries.map((e) => ({ company: e.company.name, title: e.title?.name ?? null }));
  const title = sharedTitle(names);
  if (title) return `${names.map((n) => n.company).join(' vs ')} · ${title}`;
  return names.map((n) => (n.title ? `${n.company} ${n.title}` : n.company)).join(' vs ');
}

/** "Compared 48 times in the last 30 days": each visitor counts once a day. */
export const comparedTimes = (visitors: number, days: number) => `Compared ${visitors} times in the last ${days} days`;

/** "Fewer than 5 members" under the privacy floor, "12 members" from it. */
export const membersLabel = (members: number | null, minSlice: number) =>
  members === null ? `Fewer than ${minSlice} members` : `${members} members`;

/** "about 5 h" or "about 2 days": a median answer time. */
export const answerTime = (hours: number) =>
  hours < 24 ? `about ${Math.max(1, Math.round(hours))} h` : `about ${Math.round(hours / 24)} days`;
