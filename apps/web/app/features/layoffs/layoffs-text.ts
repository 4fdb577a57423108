import { usStateName } from '@paysight/contract/core';
import type { LayoffsQuery } from './layoffs-query';

/** Words and numbers of the layoffs pages. */

const counts = new Intl.NumberFormat('en-US');
export const formatCount = (n: number) => counts.format(n);

const days = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
/** "Mar 11, 2022" for 2022-03-11; an em dash for none. */
export const formatDay = (iso: string | null) => (iso ? days.format(new Date(`${iso}T00:00:00Z`)) : '—');

const months = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', timeZone: 'UTC' });
/** "Mar 2022" for 2022-03. */
export const formatMonth = (month: string) => months.format(new Date(`${month}-01T00:00:00Z`));

export const plural = (n: number, one: string, many = `${one}s`) => `${formatCount(n)} ${n === 1 ? one : many}`;

/** What kind of notice: closure or layoff, temporary, amendment. */
export function noticeKind(row: { closure: boolean | null; temporary: boolean | null; amendment: boolean }): string {
  const parts = [row.closure === true ? 'Closure' : row.closure === false ? 'Layoff' : null];
  if (row.temporary === true) parts.push('Temporary');
  if (row.amendment) parts.push('Amendment');
  return parts.filter(Boolean).join(' · ') || '—';
}

/** The page's heading: whose notices, and where. */
export function layoffsHeading(query: Pick<LayoffsQuery, 'state'>, companyName: string | null): string {
  const where = query.state ? ` in ${usStateName(query.state)}` : '';
  return companyName ? `${companyName} layoffs${where}: WARN notices` : `US layoffs${where}: WARN notices`;
}

export const layoffsDescription = (notices: number, jobs: number, states: number) =>
  `${plural(notices, 'WARN notice')} covering ${plural(jobs, 'job')} from ${plural(states, 'state')}' published lists, by month, state and company, each with the state's own record.`;
