import { like, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { bulkInsert } from '../bulk-insert.js';
import { queryRows, type Db } from '../client.js';
import { createRng, type Rng } from '../factories/random.js';
import { companyRatings, users, type COMPANY_TYPES } from '../schema/index.js';
import { DEMO_ANCHOR_DATE } from './salary-model.js';

/**
 * Demo company ratings (the culture view and /company/{id}/ratings): a sample of the demo people
 * rate the company they work at now. A rating belongs to a member, so each rater is a demo account
 * that can never sign in: blocked, no password, an address under the reserved .invalid domain,
 * named "Demo member". Deterministic for the seed; replaced with the rest of the demo data.
 */

/** The reserved domain of the demo raters' addresses (RFC 2606: never delivered). */
export const DEMO_RATER_DOMAIN = 'demo.paysight.invalid';
/** One demo person in this many rates their current company: the big employers pass the privacy floor, the small ones stay under it. */
const RATER_EVERY = 45;

type CompanyType = (typeof COMPANY_TYPES)[number];
type Aspect = 'workLife' | 'culture' | 'growth' | 'management' | 'compensation';

/** Where each kind of company tends to land (1–5), as employees' public reviews commonly put it. */
const TYPE_MEANS: Record<CompanyType, Record<Aspect, number>> = {
  'faang+': { workLife: 3.6, culture: 3.9, growth: 3.8, management: 3.5, compensation: 4.4 },
  unicorn: { workLife: 3.1, culture: 3.7, growth: 4.0, management: 3.3, compensation: 4.0 },
  product: { workLife: 3.7, culture: 3.8, growth: 3.6, management: 3.5, compensation: 3.9 },
  finance: { workLife: 3.0, culture: 3.4, growth: 3.5, management: 3.3, compensation: 3.9 },
  gcc: { workLife: 3.9, culture: 3.6, growth: 3.3, management: 3.4, compensation: 3.5 },
  consulting: { workLife: 2.8, culture: 3.6, growth: 4.0, management: 3.3, compensation: 3.4 },
  startup: { workLife: 3.0, culture: 3.8, growth: 3.9, management: 3.2, compensation: 3.5 },
  'it-services': { workLife: 3.4, culture: 3.2, growth: 3.0, management: 3.0, compensation: 2.8 },
  other: { workLife: 3.2, culture: 3.6, growth: 3.3, management: 3.2, compensation: 3.5 },
};
const ASPECTS: Aspect[] = ['workLife', 'culture', 'growth', 'management', 'compensation'];

const stars = (rng: Rng, mean: number) => Math.max(1, Math.min(5, Math.round(mean + rng.normal(0, 0.85))));

/** Inserts the demo raters and their ratings; returns how many ratings. Run after the demo people exist. */
export async function seedDemoRatings(db: Db, seed: number): Promise<number> {
  const rng = createRng(seed);
  // Every RATER_EVERY-th demo person (in id order) with a current position, and that company.
  const sample = await queryRows<{ company_id: number; type: CompanyType }>(
    db,
    sql`
      select s.company_id, c.type from (
        select pos.company_id, row_number() over (order by pos.person_id) as n
        from career_positions pos join career_people p on p.id = pos.person_id
        where p.is_demo and pos.end_date is null
      ) s join companies c on c.id = s.company_id
      where s.n % ${RATER_EVERY} = 0 order by s.n`,
  );
  if (sample.length === 0) return 0;

  // Each company's own lean around its kind's means, drawn once per company.
  const lean = new Map<number, Record<Aspect, number>>();
  const leanOf = (companyId: number, type: CompanyType) => {
    let l = lean.get(companyId);
    if (!l) {
      const base = TYPE_MEANS[type] ?? TYPE_MEANS.other;
      const overall = rng.normal(0, 0.25);
      l = Object.fromEntries(ASPECTS.map((a) => [a, base[a] + overall + rng.normal(0, 0.2)])) as Record<Aspect, number>;
      lean.set(companyId, l);
    }
    return l;
  };

  const year = Number(DEMO_ANCHOR_DATE.slice(0, 4));
  const ratedAt = new Date(`${DEMO_ANCHOR_DATE}T12:00:00Z`);
  let inserted = 0;
  for (let i = 0; i < sample.length; i += 1000) {
    const batch = sample.slice(i, i + 1000);
    const ids = await insertDemoMembers(db, 'rater', i, batch.length, ratedAt);
    const rows = batch.map((r, j) => {
      const l = leanOf(Number(r.company_id), r.type);
      return {
        userId: ids[j]!.id,
        companyId: Number(r.company_id),
        // Most rated this year, some last year.
        year: rng.next() < 0.75 ? year : year - 1,
        ...(Object.fromEntries(ASPECTS.map((a) => [a, stars(rng, l[a])])) as Record<Aspect, number>),
        createdAt: ratedAt,
        updatedAt: ratedAt,
      };
    });
    await bulkInsert(db, companyRatings, rows);
    inserted += rows.length;
  }
  return inserted;
}

/**
 * `count` demo accounts that can never sign in (blocked, no password, `<prefix>-<n>@` the reserved
 * domain, named "Demo member"), numbered from `from + 1`; their ids in order.
 */
export async function insertDemoMembers(db: Db, prefix: string, from: number, count: number, at: Date): Promise<Array<{ id: string }>> {
  const rows = Array.from({ length: count }, (_, j) => ({
    id: randomUUID(),
    email: `${prefix}-${from + j + 1}@${DEMO_RATER_DOMAIN}`,
    name: 'Demo member',
    blocked: true,
    createdAt: at,
  }));
  await bulkInsert(db, users, rows);
  return rows.map((r) => ({ id: r.id }));
}

/** Removes the demo raters (their ratings go with them). */
export async function deleteDemoRatings(db: Db) {
  await db.delete(users).where(like(users.email, `%@${DEMO_RATER_DOMAIN}`));
}
