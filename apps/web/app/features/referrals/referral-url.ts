import { paths } from '~/config/paths';

/** What /referral reads from its address: the companies' search and page, and the company being asked with its jobs' search. */
export interface ReferralQuery {
  q?: string | undefined;
  page?: number | undefined;
  /** The company whose request form is open (its slug). */
  ask?: string | undefined;
  /** Words of a job title, to find one of the asked company's jobs listed on Paysight. */
  jobq?: string | undefined;
}

/** /referral with its query (page 1 and empty values left out), `hash` appended: links that work without JavaScript. */
export function referralUrl(query: ReferralQuery, hash = ''): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  if (query.ask) params.set('ask', query.ask);
  if (query.jobq) params.set('jobq', query.jobq);
  const qs = params.toString();
  return `${paths.referral()}${qs ? `?${qs}` : ''}${hash}`;
}

/** /admin/company-domains (admins only; not in the sitemap): companies' work-email domains. */
export const ADMIN_COMPANY_DOMAINS_PATH = '/admin/company-domains';
