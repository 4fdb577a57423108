import type { api } from '@paysight/contract';
import type { CountryCode } from '@paysight/contract/core';

/**
 * The jobs page's filters live in the URL (shareable; the form works without JavaScript). Text is
 * passed on as typed (the API names what it refuses, and the page shows that); a choice that is
 * not one of the form's is dropped. Minimum pay is in the unit people think in: lakhs for India,
 * thousands for the US; the API gets whole rupees or dollars.
 */

export const REMOTE_OPTIONS = [
  { value: 'full', label: 'Remote' },
  { value: 'hybrid', label: 'Hybrid' },
  { value: 'none', label: 'On-site' },
] as const;
export type RemoteKind = (typeof REMOTE_OPTIONS)[number]['value'];

/** The "posted within" choices in days (the contract's JOB_POSTED_WITHIN). */
export const POSTED_OPTIONS = [
  { value: '1', label: 'Last 24 hours' },
  { value: '3', label: 'Last 3 days' },
  { value: '7', label: 'Last 7 days' },
  { value: '14', label: 'Last 14 days' },
  { value: '30', label: 'Last 30 days' },
] as const;

export interface JobsFilters {
  title?: string;
  location?: string;
  company?: string;
  remote?: RemoteKind;
  region?: CountryCode;
  /** Yearly pay at least this, in lakhs (India) or thousands of dollars (US). */
  payMin?: number;
  /** Posted within this many days. */
  posted?: number;
  page: number;
}

/** One lakh, one thousand: the unit of the minimum-pay field per region. */
export const payUnit = (cc: CountryCode) => (cc === 'in' ? 100_000 : 1_000);
export const payUnitLabel = (cc: CountryCode) => (cc === 'in' ? '₹ lakhs' : '$ thousands');

const text = (value: string | null) => {
  const t = value?.trim().replace(/\s+/g, ' ');
  return t ? t.slice(0, 200) : undefined;
};

/** The query parameters `parseJobsFilters` reads (the route's `handle.query`). */
export const JOBS_QUERY = ['title', 'location', 'company', 'remote', 'region', 'payMin', 'posted', 'page'] as const;

export function parseJobsFilters(params: URLSearchParams): JobsFilters {
  const remote = params.get('remote');
  const region = params.get('region');
  const payMin = params.get('payMin')?.trim() ?? '';
  const posted = params.get('posted');
  const page = params.get('page')?.trim() ?? '';
  return {
    title: text(params.get('title')),
    location: text(params.get('location')),
    company: text(params.get('company')),
    remote: REMOTE_OPTIONS.some((o) => o.value === remote) ? (remote as RemoteKind) : undefined,
    region: region === 'in' || region === 'us' ? region : undefined,
    payMin: /^\d{1,7}(\.\d{1,2})?$/.test(payMin) && Number(payMin) > 0 ? Number(payMin) : undefined,
    posted: POSTED_OPTIONS.some((o) => o.value === posted) ? Number(posted) : undefined,
    // Any whole page number goes to the API, which says when it is too deep.
    page: /^\d{1,6}$/.test(page) && Number(page) >= 1 ? Number(page) : 1,
  };
}

const ORDER = ['title', 'location', 'company', 'remote', 'region', 'payMin', 'posted', 'page'] as const;

/** "?title=engineer&page=2", or "" when nothing is set. Page 1 is the default and left out. */
export function jobsSearch(filters: Partial<JobsFilters>): string {
  const params = new URLSearchParams();
  for (const key of ORDER) {
    const value = filters[key];
    if (value === undefined || value === '' || (key === 'page' && value === 1)) continue;
    params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `?${qs}` : '';
}

/** Filters that narrow the list (the page does not). */
export const isNarrowed = (f: JobsFilters) => ORDER.some((key) => key !== 'page' && f[key] !== undefined);

/** The body of POST /jobs/search. */
export function toSearchBody(f: JobsFilters): api.JobsSearchBody {
  return {
    title: f.title,
    location: f.location,
    company: f.company,
    remote: f.remote,
    region: f.region,
    // Sent even without a region, so the API's message says what is missing.
    payMin: f.payMin === undefined ? undefined : Math.round(f.payMin * payUnit(f.region ?? 'in')),
    postedWithin: f.posted,
    page: f.page,
  };
}
