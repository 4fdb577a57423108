import type { Region } from '@paysight/contract';
import { careerPeople, careerPositions, careerRankings, careerVersion, companies, profiles, queryRows, type Db } from '@paysight/db';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';

/** SQL of the move network and its stored rankings (docs/decisions/027-career-rankings.md). */

/** The career histories' version: a statement trigger bumps it on every write to career_positions. */
export async function readCareerVersion(db: Db): Promise<number> {
  const [row] = await db.select({ version: careerVersion.version }).from(careerVersion).limit(1);
  return Number(row?.version ?? 0);
}

export async function personIdRange(db: Db): Promise<{ lo: number; hi: number } | null> {
  const [row] = await queryRows<{ lo: number | null; hi: number | null }>(
    db,
    sql`select min(person_id)::int as lo, max(person_id)::int as hi from career_positions`,
  );
  return row && row.lo !== null && row.hi !== null ? { lo: Number(row.lo), hi: Number(row.hi) } : null;
}

/**
 * The positions of the people whose ids lie in lo…hi, in each person's order (start date, then id),
 * as two arrays: the person, and the company × 2 + 1 for a US position (0 for India). Arrays, not
 * rows: a row costs the embedded database far more to hand over than an array element, and a
 * million positions must load in seconds. Ranges keep each query short, so the embedded database
 * serves requests between them.
 */
export async function positionsChunk(db: Db, lo: number, hi: number): Promise<{ person: number[]; code: number[] }> {
  const [row] = await queryRows<{ p: number[] | null; c: number[] | null }>(
    db,
    sql`select array_agg(person_id order by person_id, start_date, id) as p,
          array_agg(company_id * 2 + (country_code = 'us')::int order by person_id, start_date, id) as c
        from career_positions where person_id between ${lo} and ${hi}`,
  );
  return { person: (row?.p ?? []).map(Number), code: (row?.c ?? []).map(Number) };
}

/** Every company's industry (the industry scopes need it while the moves are read). */
export async function companyIndustries(db: Db): Promise<Map<number, string>> {
  const rows = await db.select({ id: companies.id, industry: companies.industry }).from(companies);
  return new Map(rows.map((r) => [r.id, r.industry]));
}

export async function companiesByIds(db: Db, ids: number[]) {
  const out: { id: number; name: string; slug: string; industry: string }[] = [];
  for (let i = 0; i < ids.length; i += 5000) {
    const chunk = ids.slice(i, i + 5000);
    out.push(
      ...(await db
        .select({ id: companies.id, name: companies.name, slug: companies.slug, industry: companies.industry })
        .from(companies)
        .where(inArray(companies.id, chunk))),
    );
  }
  return out;
}

export interface StoredRankingRow {
  scope: string;
  careerVersion: number;
  computedAt: Date;
  payload: unknown;
}

export async function readStoredRankings(db: Db): Promise<StoredRankingRow[]> {
  const rows = await db.select().from(careerRankings);
  return rows.map((r) => ({ ...r, careerVersion: Number(r.careerVersion) }));
}

/** The newest stored version (another process may have computed it), without reading the payloads. */
export async function storedRankingsVersion(db: Db): Promise<number | null> {
  const [row] = await queryRows<{ v: number | null }>(db, sql`select max(career_version) as v from career_rankings`);
  return row?.v === null || row?.v === undefined ? null : Number(row.v);
}

/** Replaces the stored rankings with these scopes (the scopes not among them are removed), in one transaction. */
export async function storeRankings(db: Db, version: number, computedAt: Date, payloads: { scope: string; payload: unknown }[]) {
  await db.transaction(async (tx) => {
    await tx.delete(careerRankings);
    for (let i = 0; i < payloads.length; i += 50) {
      const chunk = payloads.slice(i, i + 50);
      // Two servers storing at once: the later one wins, scope by scope, instead of failing on the key.
      await tx
        .insert(careerRankings)
        .values(chunk.map((p) => ({ scope: p.scope, careerVersion: version, computedAt, payload: p.payload })))
        .onConflictDoUpdate({
          target: careerRankings.scope,
          set: { careerVersion: sql`excluded.career_version`, computedAt: sql`excluded.computed_at`, payload: sql`excluded.payload` },
        });
    }
  });
}

/** The member's current position (else their latest): company and region. */
export async function memberLatestPosition(db: Db, userId: string) {
  const [row] = await db
    .select({ companyId: careerPositions.companyId, countryCode: careerPositions.countryCode })
    .from(careerPositions)
    .innerJoin(careerPeople, eq(careerPeople.id, careerPositions.personId))
    .where(eq(careerPeople.userId, userId))
    .orderBy(sql`${careerPositions.endDate} is null desc`, desc(careerPositions.startDate), desc(careerPositions.id))
    .limit(1);
  return row ?? null;
}

/** The member's region in the career histories, when they have one there. */
export async function memberCareerRegion(db: Db, userId: string): Promise<Region | null> {
  const [row] = await db
    .select({ cc: careerPeople.countryCode })
    .from(careerPeople)
    .where(and(eq(careerPeople.userId, userId)))
    .limit(1);
  return row?.cc ?? null;
}

export async function profileCompanyId(db: Db, userId: string): Promise<number | null> {
  const [row] = await db.select({ companyId: profiles.companyId }).from(profiles).where(eq(profiles.userId, userId)).limit(1);
  return row?.companyId ?? null;
}
