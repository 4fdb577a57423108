import { eq, like, sql } from 'drizzle-orm';
import { bulkInsert } from '../bulk-insert.js';
import { queryRows, type Db } from '../client.js';
import { createRng, type Rng } from '../factories/random.js';
import { appMeta, benefitReports, users, type COMPANY_TYPES } from '../schema/index.js';
import { DEMO_RATER_DOMAIN, insertDemoMembers } from './ratings.js';
import { DEMO_ANCHOR_DATE } from './salary-model.js';

/**
 * Demo benefit reports (/benefits, GET /benefits/{id}): a sample of the demo people report their
 * current company's benefits, as members do. Like the demo raters, each reporter is a demo account
 * that can never sign in (blocked, no password, an address under the reserved .invalid domain), so
 * the reports go when the demo data is replaced. Each company's policy is drawn once from what
 * its kind of employer commonly offers in the region (public policy pages and offer letters: India's
 * statutory 12 % PF, 26 weeks of maternity leave and gratuity; US 401(k) matches of 3–6 %), and each
 * member's answers vary around it and skip what they do not know. Deterministic for the seed; it
 * has its own version, so a new one loads on an existing database without regenerating records.
 */

export const BENEFITS_DEMO_VERSION = 1;
const META_KEY = 'demo-benefits';
/** One demo person in this many reports (offset from the raters' sample): the big employers pass the privacy floor. */
const REPORTER_EVERY = 40;
const REPORTER_OFFSET = 17;
/** The share of the items a member answers. */
const ANSWERED = 0.75;

type CompanyType = (typeof COMPANY_TYPES)[number];
type Region = 'in' | 'us';
type Answer = boolean | number | string;

/** A company's policy for one item: a value every member of it reports (members vary only where noted). */
type Policy = Record<string, Answer>;

const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng.next() * list.length)]!;
const between = (rng: Rng, lo: number, hi: number, step = 1) => lo + Math.round((rng.next() * (hi - lo)) / step) * step;
const yes = (rng: Rng, p: number) => rng.next() < p;

/** Kinds of employer grouped by how they pay benefits. */
const TIER: Record<CompanyType, 'top' | 'product' | 'services' | 'startup' | 'finance'> = {
  'faang+': 'top',
  unicorn: 'product',
  product: 'product',
  gcc: 'product',
  finance: 'finance',
  consulting: 'services',
  'it-services': 'services',
  startup: 'startup',
  other: 'services',
};

function indiaPolicy(rng: Rng, type: CompanyType): Policy {
  const tier = TIER[type];
  const cover = {
    top: [500_000, 1_500_000],
    product: [400_000, 1_000_000],
    finance: [500_000, 1_000_000],
    services: [300_000, 500_000],
    startup: [300_000, 500_000],
  }[tier];
  const equity =
    type === 'faang+' || type === 'gcc'
      ? pick(rng, ['rsu', 'rsu', 'espp'])
      : type === 'unicorn' || type === 'startup'
        ? 'options'
        : type === 'product'
          ? pick(rng, ['rsu', 'options'])
          : type === 'finance'
            ? pick(rng, ['none', 'rsu'])
            : 'none';
  return {
    healthInsurance: true,
    healthCover: between(rng, cover[0]!, cover[1]!, 100_000),
    // The Maternity Benefit Act's 26 weeks; a few big employers add to it.
    parentalLeavePrimary: tier === 'top' ? pick(rng, [26, 26, 30, 36]) : 26,
    parentalLeaveOther: {
      top: between(rng, 8, 18),
      product: between(rng, 2, 6),
      finance: between(rng, 1, 4),
      services: pick(rng, [1, 1, 2]),
      startup: pick(rng, [1, 2]),
    }[tier],
    providentFund: 12,
    gratuity: true,
    equityPlan: equity,
    leaveDays: {
      top: between(rng, 20, 27),
      product: between(rng, 18, 26),
      finance: between(rng, 18, 24),
      services: between(rng, 15, 21),
      startup: between(rng, 15, 24),
    }[tier],
    remoteAllowance: yes(rng, tier === 'services' ? 0.3 : 0.6) ? between(rng, 1_000, tier === 'top' ? 5_000 : 3_000, 500) : 0,
    learningBudget: {
      top: between(rng, 50_000, 150_000, 10_000),
      product: between(rng, 20_000, 100_000, 10_000),
      finance: between(rng, 20_000, 75_000, 5_000),
      services: between(rng, 0, 20_000, 5_000),
      startup: between(rng, 0, 50_000, 10_000),
    }[tier],
    meals:
      tier === 'top' ? 'free' : tier === 'startup' ? pick(rng, ['none', 'subsidised']) : pick(rng, ['subsidised', 'subsidised', 'free']),
    transport: tier === 'startup' ? pick(rng, ['none', 'allowance']) : pick(rng, ['shuttle', 'shuttle', 'allowance', 'none']),
    lifeInsurance: tier !== 'startup' || yes(rng, 0.5),
    wellbeing: yes(rng, { top: 0.95, product: 0.75, finance: 0.7, services: 0.5, startup: 0.5 }[tier]),
  };
}

function usPolicy(rng: Rng, type: CompanyType): Policy {
  const tier = TIER[type];
  return {
    healthInsurance: true,
    premiumShare: {
      top: between(rng, 90, 100, 5),
      product: between(rng, 80, 95, 5),
      finance: between(rng, 80, 90, 5),
      services: between(rng, 70, 80, 5),
      startup: between(rng, 75, 100, 5),
    }[tier],
    parentalLeavePrimary: {
      top: between(rng, 18, 24, 2),
      product: between(rng, 12, 16, 2),
      finance: between(rng, 16, 20, 2),
      services: between(rng, 6, 12, 2),
      startup: between(rng, 8, 12, 2),
    }[tier],
    parentalLeaveOther: {
      top: between(rng, 12, 18, 2),
      product: between(rng, 8, 12, 2),
      finance: between(rng, 12, 16, 2),
      services: between(rng, 2, 6, 2),
      startup: between(rng, 4, 8, 2),
    }[tier],
    retirementMatch: {
      top: between(rng, 4, 6),
      product: between(rng, 3, 6),
      finance: between(rng, 4, 6),
      services: between(rng, 3, 4),
      startup: pick(rng, [0, 3, 4]),
    }[tier],
    equityPlan:
      type === 'it-services' || type === 'consulting'
        ? pick(rng, ['none', 'espp'])
        : type === 'startup' || type === 'unicorn'
          ? 'options'
          : pick(rng, ['rsu', 'rsu', 'espp']),
    leaveDays: {
      top: between(rng, 20, 25),
      product: between(rng, 15, 25),
      finance: between(rng, 18, 25),
      services: between(rng, 10, 15),
      startup: between(rng, 15, 20),
    }[tier],
    remoteAllowance: yes(rng, 0.5) ? between(rng, 50, tier === 'top' ? 150 : 100, 25) : 0,
    learningBudget: {
      top: between(rng, 2_000, 5_000, 500),
      product: between(rng, 1_000, 5_250, 250),
      finance: between(rng, 2_000, 5_000, 500),
      services: between(rng, 500, 2_000, 250),
      startup: between(rng, 500, 2_000, 250),
    }[tier],
    meals: tier === 'top' ? 'free' : pick(rng, ['none', 'none', 'subsidised']),
    transport: tier === 'top' ? pick(rng, ['shuttle', 'allowance']) : pick(rng, ['none', 'allowance']),
    lifeInsurance: yes(rng, 0.9),
    wellbeing: yes(rng, { top: 0.95, product: 0.85, finance: 0.85, services: 0.6, startup: 0.7 }[tier]),
  };
}

/** A member's answers: the policy, some items skipped, and the ones people misremember a little off. */
function answersOf(rng: Rng, policy: Policy): Record<string, Answer> {
  const out: Record<string, Answer> = {};
  for (const [key, value] of Object.entries(policy)) {
    if (rng.next() > ANSWERED) continue;
    if (key === 'leaveDays' && typeof value === 'number') out[key] = Math.max(0, value + pick(rng, [-2, -1, 0, 0, 0, 1, 2]));
    else if ((key === 'remoteAllowance' || key === 'learningBudget') && typeof value === 'number' && value > 0 && rng.next() < 0.2)
      out[key] = Math.round((value * pick(rng, [0.8, 1.2])) / 100) * 100;
    else out[key] = value;
  }
  if (Object.keys(out).length === 0) out.healthInsurance = policy.healthInsurance!;
  return out;
}

async function loadedVersion(db: Db): Promise<number | null> {
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, META_KEY));
  return (row?.value as { version: number } | undefined)?.version ?? null;
}

/**
 * Inserts the demo reporters and their reports unless this version is loaded (or `force`, after the
 * demo people were replaced); returns how many reports. Run after the demo people exist.
 */
export async function seedBenefitsDemo(db: Db, seed: number, options: { force?: boolean; now?: Date } = {}): Promise<number> {
  if (!options.force && (await loadedVersion(db)) === BENEFITS_DEMO_VERSION) return 0;
  await db.delete(users).where(like(users.email, `benefits-%@${DEMO_RATER_DOMAIN}`));
  const sample = await queryRows<{ company_id: number; type: CompanyType; country_code: Region }>(
    db,
    sql`
      select s.company_id, c.type, s.country_code from (
        select pos.company_id, pos.country_code, row_number() over (order by pos.person_id) as n
        from career_positions pos join career_people p on p.id = pos.person_id
        where p.is_demo and pos.end_date is null
      ) s join companies c on c.id = s.company_id
      where (s.n + ${REPORTER_OFFSET}) % ${REPORTER_EVERY} = 0 order by s.n`,
  );
  const rng = createRng(seed);
  const policies = new Map<string, Policy>();
  const policyOf = (companyId: number, type: CompanyType, region: Region) => {
    const key = `${companyId}:${region}`;
    let p = policies.get(key);
    if (!p) policies.set(key, (p = region === 'in' ? indiaPolicy(rng, type) : usPolicy(rng, type)));
    return p;
  };
  const year = Number(DEMO_ANCHOR_DATE.slice(0, 4));
  const reportedAt = new Date(`${DEMO_ANCHOR_DATE}T12:00:00Z`);
  let inserted = 0;
  for (let i = 0; i < sample.length; i += 1000) {
    const batch = sample.slice(i, i + 1000);
    const ids = await insertDemoMembers(db, 'benefits', i, batch.length, reportedAt);
    await bulkInsert(
      db,
      benefitReports,
      batch.map((r, j) => ({
        userId: ids[j]!.id,
        companyId: Number(r.company_id),
        countryCode: r.country_code,
        year: rng.next() < 0.8 ? year : year - 1,
        items: answersOf(rng, policyOf(Number(r.company_id), r.type, r.country_code)),
        isDemo: true,
        createdAt: reportedAt,
        updatedAt: reportedAt,
      })),
    );
    inserted += batch.length;
  }
  const value = { version: BENEFITS_DEMO_VERSION, reports: inserted, seededAt: (options.now ?? new Date()).toISOString() };
  await db
    .insert(appMeta)
    .values({ key: META_KEY, value })
    .onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: new Date() } });
  return inserted;
}
