import { EXPERIENCE_BRACKETS, type CountryCode, type ExperienceBracket } from '@paysight/contract/core';

/**
 * The salary page's filters live in the URL (shareable, and the form works without JavaScript).
 * Parsing is lenient: a value the API would refuse is dropped, so a hand-edited URL still shows
 * the page instead of an error.
 */

export const DATE_RANGES = [12, 24] as const;

export interface SalaryFilters {
  rosettaLevel?: number;
  yoe?: ExperienceBracket;
  location?: string;
  /** A skill's slug: only records that list it. */
  skill?: string;
  /** Only records from the last N months. */
  dateOffset?: number;
  /** Show amounts in the other country's currency. */
  gpayCC?: CountryCode;
  /** The first year's pay (first-year vest + signing bonus) instead of the yearly figures (the default). */
  view?: 'first-year';
  page: number;
}

const MAX_PAGE = 1000;

function intIn(value: string | null, min: number, max: number): number | undefined {
  if (value === null || !/^\d{1,4}$/.test(value.trim())) return undefined;
  const n = Number(value);
  return n >= min && n <= max ? n : undefined;
}

/** The filters of a salary page's URL, for a page in country `cc`. */
export function parseFilters(params: URLSearchParams, cc: CountryCode): SalaryFilters {
  const yoe = params.get('yoe');
  const location = params.get('location')?.trim().toLowerCase();
  const skill = params.get('skill')?.trim().toLowerCase();
  const gpayCC = params.get('gpayCC');
  return {
    rosettaLevel: intIn(params.get('rosettaLevel'), 1, 8),
    yoe: (EXPERIENCE_BRACKETS as readonly string[]).includes(yoe ?? '') ? (yoe as ExperienceBracket) : undefined,
    location: location && /^[a-z0-9-]{1,80}$/.test(location) ? location : undefined,
    skill: skill && /^[a-z0-9-]{1,80}$/.test(skill) ? skill : undefined,
    dateOffset: intIn(params.get('dateOffset'), 1, 120),
    // The page's own currency is the default: only the other one is a filter.
    gpayCC: (gpayCC === 'in' || gpayCC === 'us') && gpayCC !== cc ? gpayCC : undefined,
    // Yearly is the default: only the first-year view is a parameter.
    view: params.get('view') === 'first-year' ? 'first-year' : undefined,
    page: intIn(params.get('page'), 1, MAX_PAGE) ?? 1,
  };
}

/** The salary page's query parameters, in the order its URLs write them (its route's `handle.query` too). */
export const SALARY_PAGE_QUERY = ['rosettaLevel', 'yoe', 'location', 'skill', 'dateOffset', 'gpayCC', 'view', 'page'] as const;
const ORDER = SALARY_PAGE_QUERY;

/** "?rosettaLevel=3&page=2", or "" when nothing is set. Page 1 is the default and left out. */
export function filtersToSearch(filters: Partial<SalaryFilters>): string {
  const params = new URLSearchParams();
  for (const key of ORDER) {
    const value = filters[key];
    if (value === undefined || (key === 'page' && value === 1)) continue;
    params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `?${qs}` : '';
}

/** Filters that narrow the slice (the currency, the view and the page do not). */
export const isNarrowed = (f: SalaryFilters) =>
  f.rosettaLevel !== undefined || f.yoe !== undefined || f.location !== undefined || f.skill !== undefined || f.dateOffset !== undefined;

/** The query for GET /{cc}/salary/{q}. */
export const toApiQuery = ({ rosettaLevel, yoe, location, skill, dateOffset, gpayCC, view, page }: SalaryFilters) => ({
  rosettaLevel,
  yoe,
  location,
  skill,
  dateOffset,
  gpayCC,
  view,
  page,
});

/** "{title}" or "{company}--{title}" in slug form; null for anything else (the page is then a 404). */
export function parseSalaryQ(q: string): { companySlug: string | null; titleSlug: string } | null {
  if (q.length > 200 || !/^[a-z0-9-]+$/.test(q)) return null;
  const parts = q.split('--');
  if (parts.length === 1) return { companySlug: null, titleSlug: q };
  if (parts.length === 2 && parts[0] && parts[1]) return { companySlug: parts[0], titleSlug: parts[1] };
  return null;
}

/** "software-engineer" → "Software Engineer": a name for pages the API could not name. */
export const humanizeSlug = (slug: string) =>
  slug
    .split('-')
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');

/** A standard level's name (the contract's one rule). */
export { standardLevelName as levelName } from '@paysight/contract/core';
