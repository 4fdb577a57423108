import { eq, sql } from 'drizzle-orm';
import { bulkInsert } from '../bulk-insert.js';
import { queryRows, type Db } from '../client.js';
import { createRng } from '../factories/random.js';
import { appMeta, internshipStipends } from '../schema/index.js';
import { INTERN_TITLES, STIPEND_SHARE } from './jobs.js';
import { DEMO_ANCHOR_DATE } from './salary-model.js';

/**
 * Demo internship stipends (/{cc}/internships): where a company's demo records show entry-level
 * pay for a title interns do, some of its interns report a monthly stipend, paid as the demo job
 * postings' internships are — about half the entry-level monthly base in India, most of it in the
 * US — varying between interns. Deterministic for the seed; its own version, so it loads on an
 * existing database and is drawn again when the demo records are replaced.
 */

export const INTERNSHIPS_DEMO_VERSION = 1;
const META_KEY = 'demo-internships';
/** One stipend for this many entry-level records of the slice: the big employers pass the privacy floor. */
const RECORDS_PER_STIPEND = 3;
const DURATIONS = { in: [2, 2, 3, 6, 6], us: [3, 3, 3, 4, 6] } as const;

type Region = 'in' | 'us';

async function loadedVersion(db: Db): Promise<number | null> {
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, META_KEY));
  return (row?.value as { version: number } | undefined)?.version ?? null;
}

/** Inserts the demo stipends unless this version is loaded (or `force`, after the records were replaced); returns how many. */
export async function seedInternshipsDemo(db: Db, seed: number, options: { force?: boolean; now?: Date } = {}): Promise<number> {
  if (!options.force && (await loadedVersion(db)) === INTERNSHIPS_DEMO_VERSION) return 0;
  await db.delete(internshipStipends).where(eq(internshipStipends.isDemo, true));
  const slices = await queryRows<{
    company_id: number;
    title_id: number;
    location_id: number | null;
    country_code: Region;
    n: number;
    base: number;
  }>(
    db,
    sql`
      select r.company_id, r.title_id, r.location_id, r.country_code, count(*)::int as n,
        percentile_cont(0.5) within group (order by r.base)::float8 as base
      from salary_records r join titles t on t.id = r.title_id
      where r.source = 'demo' and r.standard_level = 1 and t.name in (${sql.join(
        [...INTERN_TITLES].map((name) => sql`${name}`),
        sql`, `,
      )})
      group by r.company_id, r.title_id, r.location_id, r.country_code
      order by r.country_code, r.company_id, r.title_id, r.location_id nulls first`,
  );
  const rng = createRng(seed);
  const year = Number(DEMO_ANCHOR_DATE.slice(0, 4));
  const rows: (typeof internshipStipends.$inferInsert)[] = [];
  for (const slice of slices) {
    const count = Math.floor(slice.n / RECORDS_PER_STIPEND + rng.next());
    const step = slice.country_code === 'in' ? 1_000 : 100;
    for (let i = 0; i < count; i += 1) {
      // The slice's monthly entry base × the region's stipend share, ±15 % between interns.
      const monthly = (slice.base / 12) * STIPEND_SHARE[slice.country_code] * Math.exp(rng.normal(0, 0.15));
      rows.push({
        companyId: Number(slice.company_id),
        titleId: Number(slice.title_id),
        locationId: slice.location_id === null ? null : Number(slice.location_id),
        countryCode: slice.country_code,
        currency: slice.country_code === 'in' ? 'INR' : 'USD',
        monthlyStipend: Math.max(step, Math.round(monthly / step) * step),
        durationMonths: DURATIONS[slice.country_code][Math.floor(rng.next() * 5)]!,
        year: rng.next() < 0.7 ? year : year - 1,
        isDemo: true,
      });
    }
  }
  await bulkInsert(db, internshipStipends, rows);
  const value = { version: INTERNSHIPS_DEMO_VERSION, stipends: rows.length, seededAt: (options.now ?? new Date()).toISOString() };
  await db
    .insert(appMeta)
    .values({ key: META_KEY, value })
    .onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: new Date() } });
  return rows.length;
}
