import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The accounts, organisations and coupons e2e/support/seed.ts puts in the run's database before
 * the server starts (PGlite is single-process: tests cannot add rows while the server runs).
 * Secrets are stored hashed in the database; their plain values are kept here for the tests.
 */

/** The run's data folder: created by the runner (playwright.config.ts), inherited by the workers. */
export const DATA_DIR_ENV = 'PAYSIGHT_E2E_DATA_DIR';
export const FIXTURES_FILE = 'e2e-fixtures.json';

export interface SignedInMember {
  email: string;
  /** A session token, as the `tyler` cookie or a Bearer token carries it. */
  token: string;
}

/**
 * Members signed in before the run, one per journey that needs a member of its own (a fresh
 * account: no profile, no offers, no searches counted today), so journeys running side by side
 * never see each other's data. A journey whose subject is signing in uses the mailed link instead.
 */
export const MEMBER_KEYS = [
  'account-key',
  'account-delete',
  'profile',
  'profile-nojs',
  'profile-typeahead',
  'profile-typeahead-nojs',
  'sources',
  'sources-nojs',
  'contrib',
  'jobgpt',
  'jobgpt-jobpage',
  'jobgpt-nohunt',
  'jobgpt-review',
  'jobgpt-pages-light',
  'jobgpt-pages-cosmic',
  'bell',
  'verify',
  'offers',
  'offers-nojs',
  'premium',
  'declined',
  'pagecache',
  'negotiate-quota',
  'compare-quota',
  'salary-quota',
  'logout',
  'revoked',
  'handoff',
  'facts-once',
  'offer-choice',
  'company-rating',
  'benefits-report',
  'internship-entry',
  'layoff-titles',
  'layoff-report',
  'layoff-follow',
  'layoff-follow-nojs',
  'layoff-digest-nojs',
  'layoff-alerts-light',
  'layoff-alerts-cosmic',
  'layoff-unsubscribe',
  'networth',
  'networth-nojs',
  'networth-light',
  'networth-cosmic',
  /** /tools/networth with the offline sandbox: nothing of Plaid in the page or its policy. */
  'networth-csp',
  /** /referral: a seeker, and a referrer whose verified address is at infosys.com (the journey sets Infosys as their company). */
  'referral-seeker',
  'referral-referrer',
  'referral-nojs',
  /** The compare lists (ADR 051): saving a comparison, with and without JavaScript, and the phone-width checks per theme. */
  'compare-saver',
  'compare-nojs',
  'compare-light',
  'compare-cosmic',
  /** /gurus: a coach whose verified address is at infosys.com (the journey sets Infosys as their company), a member who books, one without JavaScript. */
  'guru-coach',
  'guru-candidate',
  'guru-nojs',
  /** /academy: a member who reports an interview (its form and their reports in both themes too), one without JavaScript. */
  'academy-report',
  'academy-nojs',
  'academy-light',
  'academy-cosmic',
  /**
   * /referral: a seeker who buys credits and asks two companies at once (a bundle), with a referrer at
   * each (Zomato, any level; Tata Consultancy Services, entry level only, so the bundle's Principal
   * job finds nobody there and is refunded); a seeker who names a PhonePe job listed on Paysight, and
   * PhonePe's referrer. Their addresses are at those companies' domains (MEMBER_DOMAINS).
   */
  'referral-bundle',
  'referral-bundle-zomato',
  'referral-bundle-tcs',
  'referral-job',
  'referral-job-referrer',
  /** /admin/company-domains: a member who is not an admin is shown the not-found page. */
  'domains-member',
  /** Premium for a year from the seed: the premium lines of /pricing and the salary CSV export. */
  'premium-member',
] as const;
export type MemberKey = (typeof MEMBER_KEYS)[number];

/** The domain of a member's address where it is not infosys.com: a work address at the company they refer at. */
export const MEMBER_DOMAINS: Partial<Record<MemberKey, string>> = {
  'referral-bundle-zomato': 'zomato.com',
  'referral-bundle-tcs': 'tcs.com',
  'referral-job-referrer': 'phonepe.com',
};

export interface E2eFixtures {
  /** A member with a live session, blocked afterwards: the session is refused with 403 "User account blocked". */
  blocked: SignedInMember;
  /** An organisation signing in with Microsoft; nobody in it yet (the SSO journey creates the member). */
  enterprise: { name: string; domain: string; ssoProvider: 'microsoft'; region: 'us' };
  /** A member of an organisation that expired yesterday: 403 "Enterprise access expired". */
  expiredEnterprise: SignedInMember & { orgName: string };
  /** Unused coupon codes (30 premium days), as a person types them. */
  coupons: string[];
  /** An account with the admin role (reviews verification documents and held records). */
  admin: SignedInMember;
  /** A live India workspace (region-locked to India) with a signed-in member per workspace role. */
  employer: { orgName: string; domain: string; admin: SignedInMember; analyst: SignedInMember; viewer: SignedInMember };
  /**
   * The plain codes of two layoff alert mails' unsubscribe links (ADR 045) of the `layoff-unsubscribe`
   * member, as a mail carries them: one stops their follow of Acme Widgets' notices, the other their
   * weekly digest for Washington. A third follow's link is for the pages' accessibility check only.
   */
  layoffUnsubscribe: { follow: string; digest: string; axe: string };
  /** Fresh members at a work address, as a first sign-in by the mailed link leaves them. */
  members: Record<MemberKey, SignedInMember>;
}

export const fixturesPath = (dataDir: string) => path.join(dataDir, FIXTURES_FILE);

let cached: E2eFixtures | null = null;

/** The fixtures of this run (read once per worker). */
export function e2eFixtures(): E2eFixtures {
  if (cached) return cached;
  const dataDir = process.env[DATA_DIR_ENV];
  if (!dataDir) throw new Error(`${DATA_DIR_ENV} is not set: run the tests with -c e2e/playwright.config.ts`);
  cached = JSON.parse(readFileSync(fixturesPath(dataDir), 'utf8')) as E2eFixtures;
  return cached;
}
