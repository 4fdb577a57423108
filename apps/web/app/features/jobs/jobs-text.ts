import type { api } from '@paysight/contract';
import { formatCompact, formatDate, groupDigits } from '@paysight/contract/core';
import { plural } from '~/features/negotiate/negotiate-text';
import { countryName } from '~/features/salary/salary-text';
import type { JobsFilters } from './jobs-filters';

/** The words of the jobs pages, as pure functions of their data. */

const INTERVAL: Record<NonNullable<api.JobSummary['pay']>['interval'], string> = {
  year: 'a year',
  month: 'a month',
  hour: 'an hour',
};

/** An amount in its currency: ₹18.0 L and $150k for rupees and dollars, "42,000 EUR" for any other. */
export function jobAmount(value: number, currency: string): string {
  if (currency === 'INR') return formatCompact(value, 'in');
  if (currency === 'USD') return formatCompact(value, 'us');
  return `${groupDigits(value)} ${currency}`;
}

const range = (min: number, max: number, currency: string) =>
  min === max ? jobAmount(min, currency) : `${jobAmount(min, currency)}–${jobAmount(max, currency)}`;

/**
 * A job's pay line: the employer's posted range, or else our estimate from the salary data, which
 * always says it is ours and how many salaries it comes from. Null when there is neither.
 */
export function payLine(job: Pick<api.JobSummary, 'pay' | 'payEstimate'>): { kind: 'posted' | 'estimate'; text: string } | null {
  if (job.pay) return { kind: 'posted', text: `${range(job.pay.min, job.pay.max, job.pay.currency)} ${INTERVAL[job.pay.interval]}` };
  const e = job.payEstimate;
  if (e)
    return {
      kind: 'estimate',
      text: `Estimated ${range(e.p25, e.p75, e.currency)} a year from ${plural(e.count, 'salary', 'salaries')} (not from the employer)`,
    };
  return null;
}

export const REMOTE_LABEL: Record<api.JobSummary['remote'], string> = { full: 'Remote', hybrid: 'Hybrid', none: 'On-site' };

const EMPLOYMENT_LABEL: Record<NonNullable<api.JobSummary['employmentType']>, string> = {
  'full-time': 'Full-time',
  'part-time': 'Part-time',
  contract: 'Contract',
  internship: 'Internship',
  temporary: 'Temporary',
};
export const employmentLabel = (type: api.JobSummary['employmentType']) => (type ? EMPLOYMENT_LABEL[type] : null);

/** When a job was posted: "today", "yesterday", "3 days ago" within a month, then the date. */
export function postedText(iso: string, now: Date | number): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return iso;
  const days = Math.floor((Number(now) - at) / 86_400_000);
  if (days < 1) return 'today';
  if (days === 1) return 'yesterday';
  if (days < 30) return `${days} days ago`;
  return formatDate(iso);
}

/** "Bengaluru, Karnataka, India · Pune, India" or "Location not given". */
export const locationsText = (locations: readonly string[]) => (locations.length > 0 ? locations.join(' · ') : 'Location not given');

export const jobsCount = (total: number) => plural(total, 'job', 'jobs');

const BOARD_NAMES: Record<string, string> = { greenhouse: 'Greenhouse', lever: 'Lever', ashby: 'Ashby' };
export const boardName = (boardType: string) => BOARD_NAMES[boardType] ?? boardType.charAt(0).toUpperCase() + boardType.slice(1);

/** "Found on Greenhouse and Lever", each board once; null without a real board (demo jobs have none). */
export function foundOn(sources: ReadonlyArray<{ boardType: string }>): string | null {
  const names = [...new Set(sources.filter((s) => s.boardType !== 'demo').map((s) => boardName(s.boardType)))];
  if (names.length === 0) return null;
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
  return `Found on ${list}`;
}

/** The jobs page's heading and description, from its filters: "Data Scientist jobs in Pune", "Jobs in India". */
export function jobsHeading(f: Pick<JobsFilters, 'title' | 'location' | 'company' | 'region' | 'remote'>): string {
  const what = f.title ? `${f.title.charAt(0).toUpperCase()}${f.title.slice(1)} jobs` : 'Jobs';
  const at = f.company ? ` at ${f.company}` : '';
  const where = f.location ? ` in ${f.location}` : f.region ? ` in ${countryName(f.region)}` : '';
  const remote = f.remote === 'full' ? ' (remote)' : f.remote === 'hybrid' ? ' (hybrid)' : '';
  return `${what}${at}${where}${remote}`;
}

export const jobsDescription = (heading: string, total: number | null) =>
  `${heading}${total === null ? '' : `: ${jobsCount(total)} listed now`}, from company job boards in India and the US, with posted pay or our estimate from real salaries.`;

/**
 * Where Apply goes: a board's page (http or https, opened in a new tab) or, for demo jobs, a page
 * of Paysight (a path). Anything else is not a link.
 */
export function applyTarget(url: string): { href: string; external: boolean } | null {
  if (/^\/(?![/\\])/.test(url)) return { href: url, external: false };
  if (/^https?:\/\//i.test(url)) return { href: url, external: true };
  return null;
}

/** The API's refusal as a person reads it: "body.page: page must be at most 100" → "Page must be at most 100". */
export function refusalText(message: string): string {
  const text = message.replace(/(^|;\s*)body(\.[\w]+)*:\s*/g, '$1').trim();
  return text ? `${text.charAt(0).toUpperCase()}${text.slice(1)}` : message;
}

/** A job card's match badge: "87% match" (a 0–1 score as a whole percentage). */
export const matchBadgeText = (score: number) => `${Math.round(Math.max(0, Math.min(1, score)) * 100)}% match`;
