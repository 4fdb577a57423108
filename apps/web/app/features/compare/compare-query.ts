import {
  COMPARE_MAX_ENTRIES,
  COMPARE_MIN_ENTRIES,
  companySlug,
  readComparisonQ,
  titleSlug,
  type ComparisonEntrySlugs,
  type CountryCode,
} from '@paysight/contract/core';
import { filtersToSearch, parseFilters } from '~/features/salary/salary-filters';

/**
 * The comparison's URL: /{cc}/compare/companies/{entry}--vs--{entry}[--vs--{entry}], each entry
 * {company}--{title} or {company} in slug form, and its filters in the query (level, date range,
 * currency), parsed as leniently as the salary page's.
 */

export type CompareEntrySlugs = ComparisonEntrySlugs;

/** The entries of q, read as GET /{cc}/compare/salary/{q} reads them; null when q is not two or three well-formed, distinct entries (the page is then a 404). */
export function parseCompareQ(q: string): CompareEntrySlugs[] | null {
  const read = readComparisonQ(q);
  return read.ok ? read.entries : null;
}

/** "google--software-engineer", or "google" for all of a company's titles. */
export const entryKey = (company: string, title: string | null) => (title ? `${company}--${title}` : company);

// ---------------------------------------------------------------------------------------------
// Filters

export interface CompareFilters {
  rosettaLevel?: number;
  /** Only records from the last N months. */
  dateOffset?: number;
  /** Show amounts in the other country's currency. */
  gpayCC?: CountryCode;
}

/** The comparison's filters: the salary page's level, date range and currency, nothing else. */
export function parseCompareFilters(params: URLSearchParams, cc: CountryCode): CompareFilters {
  const { rosettaLevel, dateOffset, gpayCC } = parseFilters(params, cc);
  return { rosettaLevel, dateOffset, gpayCC };
}

/** "?rosettaLevel=3&gpayCC=in", or "" when nothing is set. */
export const compareFiltersToSearch = ({ rosettaLevel, dateOffset, gpayCC }: CompareFilters) =>
  filtersToSearch({ rosettaLevel, dateOffset, gpayCC });

/** Filters that narrow the records (the currency does not). */
export const isCompareNarrowed = (f: CompareFilters) => f.rosettaLevel !== undefined || f.dateOffset !== undefined;

// ---------------------------------------------------------------------------------------------
// The picker form: /{cc}/compare/companies?company=Google&company=Meta&title=Software+Engineer

export interface CompareFormValues {
  /** What was typed, one per field (always COMPARE_MAX_ENTRIES of them, empty when not filled). */
  companies: string[];
  title: string;
}

export const emptyCompareForm = (): CompareFormValues => ({ companies: Array<string>(COMPARE_MAX_ENTRIES).fill(''), title: '' });

const clean = (value: string | null | undefined) => (value ?? '').replace(/\s+/g, ' ').trim().slice(0, 100);

/** The query parameters `parseCompareForm` reads (the picker route's `handle.query`). */
export const COMPARE_FORM_QUERY = ['company', 'title'] as const;

/** The form's values from a query string; null when the form was not submitted. */
export function parseCompareForm(params: URLSearchParams): CompareFormValues | null {
  if (!params.has('company') && !params.has('title')) return null;
  const typed = params.getAll('company').map(clean).slice(0, COMPARE_MAX_ENTRIES);
  const companies = [...typed, ...Array<string>(COMPARE_MAX_ENTRIES - typed.length).fill('')];
  return { companies, title: clean(params.get('title')) };
}

/** The form's own URL with these values (a "did you mean" link, the way back to an edited comparison). */
export function compareFormSearch(values: CompareFormValues): string {
  const params = new URLSearchParams();
  for (const company of values.companies) if (company) params.append('company', company);
  if (values.title) params.set('title', values.title);
  const qs = params.toString();
  return qs ? `?${qs}` : '';
}

export type CompareFormErrors = {
  /** One per company field; null when that field is fine. */
  companies: Array<string | null>;
  title: string | null;
  /** About the form as a whole (too few companies). */
  form: string | null;
};

export const hasErrors = (e: CompareFormErrors) => e.form !== null || e.title !== null || e.companies.some((c) => c !== null);

/**
 * What can be told from the values alone: at least two companies, each a name that makes a slug,
 * no company twice. Returns the filled fields' slugs, in order, when nothing is wrong.
 */
export function checkCompareForm(values: CompareFormValues): {
  errors: CompareFormErrors;
  filled: Array<{ index: number; name: string; slug: string }>;
  titleSlug: string | null;
} {
  const errors: CompareFormErrors = { companies: values.companies.map(() => null), title: null, form: null };
  const filled: Array<{ index: number; name: string; slug: string }> = [];
  const seen = new Set<string>();
  values.companies.forEach((name, index) => {
    if (!name) return;
    const slug = companySlug(name);
    if (!slug) errors.companies[index] = 'Enter a company name.';
    else if (seen.has(slug)) errors.companies[index] = `${name} is already in the comparison.`;
    else {
      seen.add(slug);
      filled.push({ index, name, slug });
    }
  });
  if (values.companies.filter(Boolean).length < COMPARE_MIN_ENTRIES) errors.form = 'Pick at least two companies to compare.';
  const tSlug = values.title ? titleSlug(values.title) : null;
  if (values.title && !tSlug) errors.title = 'Enter a job title, or leave it empty for all titles.';
  return { errors, filled, titleSlug: tSlug };
}
