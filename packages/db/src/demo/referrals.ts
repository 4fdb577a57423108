import { eq, inArray, like } from 'drizzle-orm';
import type { Db } from '../client.js';
import { createRng } from '../factories/random.js';
import { appMeta, companies, companyEmailDomains, jobFamilies, referrers, users } from '../schema/index.js';
import { DEMO_RATER_DOMAIN, insertDemoMembers } from './ratings.js';
import { DEMO_ANCHOR_DATE } from './salary-model.js';

/**
 * Referrals on a fresh install (/referral; docs/decisions/048-referrals.md).
 *
 * - The catalogue's well-known employers' work-email domains (their public corporate domains): a
 *   member signed in with a verified address at one proves they work there. Reference data, not
 *   demo: kept when the demo data is replaced.
 * - Demo referrers: demo members who can never sign in (blocked, no password, an address under the
 *   reserved .invalid domain), marked `is_demo`, at a few large employers. They are counted and
 *   labelled "Demo data" on /referral and never sent a request (asking a company with only demo
 *   referrers is refused, saying so). Deterministic for the seed; its own version.
 */

export const REFERRALS_DEMO_VERSION = 1;
const META_KEY = 'demo-referrals';
/** The known domains' own version: loaded once per version, so a domain an admin removed stays removed. */
export const COMPANY_EMAIL_DOMAINS_VERSION = 1;
const DOMAINS_META_KEY = 'company-email-domains';
const PREFIX = 'referrals';

/** Catalogue slug → the employer's corporate email domain(s). */
export const COMPANY_EMAIL_DOMAINS: Record<string, readonly string[]> = {
  google: ['google.com'],
  microsoft: ['microsoft.com'],
  amazon: ['amazon.com'],
  meta: ['meta.com', 'fb.com'],
  apple: ['apple.com'],
  netflix: ['netflix.com'],
  uber: ['uber.com'],
  salesforce: ['salesforce.com'],
  adobe: ['adobe.com'],
  oracle: ['oracle.com'],
  atlassian: ['atlassian.com'],
  intuit: ['intuit.com'],
  linkedin: ['linkedin.com'],
  nvidia: ['nvidia.com'],
  intel: ['intel.com'],
  qualcomm: ['qualcomm.com'],
  cisco: ['cisco.com'],
  stripe: ['stripe.com'],
  databricks: ['databricks.com'],
  airbnb: ['airbnb.com'],
  snowflake: ['snowflake.com'],
  'goldman-sachs': ['gs.com'],
  'morgan-stanley': ['morganstanley.com'],
  flipkart: ['flipkart.com'],
  swiggy: ['swiggy.in'],
  zomato: ['zomato.com'],
  phonepe: ['phonepe.com'],
  razorpay: ['razorpay.com'],
  infosys: ['infosys.com'],
  wipro: ['wipro.com'],
  'tata-consultancy-services': ['tcs.com'],
};

/** Employers with demo referrers and how many (some past the privacy floor of 5, some under it). */
const DEMO_REFERRERS: Record<string, number> = {
  google: 6,
  microsoft: 5,
  amazon: 7,
  flipkart: 4,
  razorpay: 3,
  swiggy: 2,
  stripe: 2,
  atlassian: 1,
};

/**
 * Loads the known domains (once per COMPANY_EMAIL_DOMAINS_VERSION, missing ones only: one an admin
 * removed is not brought back at the next start) and the demo referrers (once per version, or
 * again with `force`). Returns how many demo referrers.
 */
export async function seedReferralsDemo(db: Db, seed: number, options: { force?: boolean; now?: Date } = {}): Promise<number> {
  const [domainsState] = await db.select().from(appMeta).where(eq(appMeta.key, DOMAINS_META_KEY));
  if (((domainsState?.value as { version?: number } | undefined)?.version ?? 0) < COMPANY_EMAIL_DOMAINS_VERSION) {
    const known = await db
      .select({ id: companies.id, slug: companies.slug })
      .from(companies)
      .where(inArray(companies.slug, Object.keys(COMPANY_EMAIL_DOMAINS)));
    const domains = known.flatMap((c) => COMPANY_EMAIL_DOMAINS[c.slug]!.map((domain) => ({ domain, companyId: c.id })));
    if (domains.length) await db.insert(companyEmailDomains).values(domains).onConflictDoNothing();
    const value = { version: COMPANY_EMAIL_DOMAINS_VERSION, domains: domains.length };
    await db
      .insert(appMeta)
      .values({ key: DOMAINS_META_KEY, value })
      .onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: new Date() } });
  }

  const [state] = await db.select().from(appMeta).where(eq(appMeta.key, META_KEY));
  const version = (state?.value as { version?: number } | undefined)?.version ?? 0;
  if (!options.force && version >= REFERRALS_DEMO_VERSION) return 0;
  await db.delete(users).where(like(users.email, `${PREFIX}-%@${DEMO_RATER_DOMAIN}`));

  const rng = createRng(seed);
  const [family] = await db.select({ id: jobFamilies.id }).from(jobFamilies).where(eq(jobFamilies.name, 'Software Engineering'));
  const at = new Date(`${DEMO_ANCHOR_DATE}T12:00:00Z`);
  const wanted = await db
    .select({ id: companies.id, slug: companies.slug })
    .from(companies)
    .where(inArray(companies.slug, Object.keys(DEMO_REFERRERS)));
  let made = 0;
  for (const company of wanted.sort((a, b) => a.slug.localeCompare(b.slug))) {
    const n = DEMO_REFERRERS[company.slug]!;
    const people = await insertDemoMembers(db, PREFIX, made, n, at);
    await db.insert(referrers).values(
      people.map((p) => ({
        userId: p.id,
        companyId: company.id,
        familyId: family?.id ?? null,
        standardLevel: 2 + Math.floor(rng.next() * 3),
        isDemo: true,
        createdAt: at,
      })),
    );
    made += n;
  }
  const value = { version: REFERRALS_DEMO_VERSION, referrers: made, seededAt: (options.now ?? new Date()).toISOString() };
  await db
    .insert(appMeta)
    .values({ key: META_KEY, value })
    .onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: new Date() } });
  return made;
}
