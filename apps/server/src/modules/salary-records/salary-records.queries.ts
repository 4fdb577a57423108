import {
  answerSnapshots,
  companies,
  companyLevels,
  locations,
  memberSalaries,
  queryRows,
  salaryRecords,
  salaryTotals,
  titles,
  type Db,
  type NewSalaryRecord,
} from '@paysight/db';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { joinCatalog } from '../../lib/catalog-joins.js';
import type { MemberRecordInput, OutlierVerdict } from './salary-records.types.js';

/**
 * The SQL of salary records: the only file that names the table for reads of many records and for
 * writes. Every function takes the database (or a transaction) first.
 */

/**
 * The published records as a table expression aliased `alias` (`r` unless said): what every
 * figure anywhere is computed from. Held outliers are never in it. A literal status (not a
 * parameter) so the planner uses the partial indexes on published records; PostgreSQL pulls the
 * subquery up, so a read through it plans as the plain table would.
 */
export function publishedRecords(alias = 'r', options: { samplePercent?: number } = {}): SQL {
  const sample =
    options.samplePercent === undefined ? '' : ` tablesample system (${Number(options.samplePercent.toFixed(4))}) repeatable (7)`;
  return sql.raw(`(select * from salary_records${sample} where status = 'published') ${alias}`);
}

/**
 * Select-list columns telling whether records changed since the last look: records_max and
 * records_min (ids), and records_churn (updates and deletes, from PostgreSQL's statistics; 0 on
 * PGlite). Index lookups only; the typeahead index polls it (suggest.queries.ts).
 */
export const recordsWatermark: SQL = sql.raw(`(select coalesce(max(id), 0) from salary_records) as records_max,
      (select coalesce(min(id), 1) from salary_records) as records_min,
      coalesce(pg_stat_get_tuples_updated('salary_records'::regclass), 0)
        + coalesce(pg_stat_get_tuples_deleted('salary_records'::regclass), 0) as records_churn`);

/** Peers read per outlier check: the newest of the slice, enough for a stable median and MAD. */
export const PEER_SAMPLE = 2_000;

/**
 * The spread of a slice's newest published totals, on the log scale, computed where they are
 * (the outlier rule, outlier.ts): how many, the median of their logarithms and the median absolute
 * deviation from it. One row comes back instead of up to PEER_SAMPLE, which a contribution's
 * check read and parsed in full, three slices at a time, on every write.
 */
export async function peerSpread(
  db: Db,
  r: MemberRecordInput,
  by: OutlierVerdict['slice'],
): Promise<{ peers: number; median: number | null; mad: number | null }> {
  const parts = [sql`p.country_code = ${r.countryCode}`, sql`p.title_id = ${r.titleId}`];
  if (by === 'company-title-level') parts.push(sql`p.company_id = ${r.companyId}`);
  if (by !== 'title' && r.standardLevel !== null) parts.push(sql`p.standard_level = ${r.standardLevel}`);
  const [row] = await queryRows<{ peers: number; median: number | null; mad: number | null }>(
    db,
    sql`with s as (
          select p.total from ${publishedRecords('p')} where ${sql.join(parts, sql` and `)} order by p.reported_on desc limit ${PEER_SAMPLE}
        ), l as (select ln(total::float8) as v from s where total > 0),
        m as (select percentile_cont(0.5) within group (order by v) as median from l)
        select (select count(*) from s)::int as peers, m.median,
          (select percentile_cont(0.5) within group (order by abs(l.v - m.median)) from l) as mad
        from m`,
  );
  return {
    peers: Number(row?.peers ?? 0),
    median: row?.median == null ? null : Number(row.median),
    mad: row?.mad == null ? null : Number(row.mad),
  };
}

/** The columns a member's figures set on their record, with its derived totals. */
function figuresOf(r: MemberRecordInput) {
  return {
    countryCode: r.countryCode,
    currency: r.currency,
    companyId: r.companyId,
    titleId: r.titleId,
    standardLevel: r.standardLevel,
    locationId: r.locationId,
    yearsOfExperience: r.yearsOfExperience,
    base: r.base,
    stockGrant: r.stockGrant,
    vestingYears: r.vestingYears,
    stockYearly: r.stockYearly,
    stockFirstYear: r.stockFirstYear,
    bonus: r.bonus,
    signingBonus: r.signingBonus,
    ...salaryTotals(r),
  };
}

/** Members' records in one statement; their ids in the order given (ids are drawn in the order of the rows). */
export async function insertMemberRecords(tx: Db, items: readonly { r: MemberRecordInput; verdict: OutlierVerdict }[]): Promise<number[]> {
  const rows = await tx
    .insert(salaryRecords)
    .values(
      items.map(({ r, verdict }) => ({
        ...figuresOf(r),
        reportedOn: r.reportedOn,
        gender: r.gender ?? null,
        source: r.source,
        verification: 'member' as const,
        status: verdict.held ? ('held' as const) : ('published' as const),
        heldReason: verdict.reason,
      })),
    )
    .returning({ id: salaryRecords.id });
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

/** New figures on a member's record; the region it was in before is returned (a currency change moves it). */
export async function updateMemberRecord(tx: Db, id: number, r: MemberRecordInput, verdict: OutlierVerdict) {
  const [before] = await tx.select({ countryCode: salaryRecords.countryCode }).from(salaryRecords).where(eq(salaryRecords.id, id));
  await tx
    .update(salaryRecords)
    .set({
      ...figuresOf(r),
      // New figures have not been checked against any document.
      verification: 'member',
      status: verdict.held ? 'held' : 'published',
      heldReason: verdict.reason,
    })
    .where(eq(salaryRecords.id, id));
  return before?.countryCode ?? null;
}

/** Deletes a record (any status, or only `onlyStatus`); its region when it was there. */
export async function deleteRecord(tx: Db, id: number, onlyStatus?: 'held') {
  const where = onlyStatus ? and(eq(salaryRecords.id, id), eq(salaryRecords.status, onlyStatus)) : eq(salaryRecords.id, id);
  const [row] = await tx.delete(salaryRecords).where(where).returning({ countryCode: salaryRecords.countryCode });
  return row?.countryCode ?? null;
}

export async function setVerified(tx: Db, id: number) {
  const [row] = await tx
    .update(salaryRecords)
    .set({ verification: 'verified' })
    .where(eq(salaryRecords.id, id))
    .returning({ countryCode: salaryRecords.countryCode, status: salaryRecords.status });
  return row ?? null;
}

/** Publishes a held record; its region, or null when there is no held record by that id. */
export async function publishHeld(tx: Db, id: number) {
  const [row] = await tx
    .update(salaryRecords)
    .set({ status: 'published', heldReason: null })
    .where(and(eq(salaryRecords.id, id), eq(salaryRecords.status, 'held')))
    .returning({ countryCode: salaryRecords.countryCode });
  return row?.countryCode ?? null;
}

/** Records the outlier rule held, oldest first, with the member's own level name when there is one. */
export async function heldForReview(db: Db, limit: number) {
  const query = db
    .select({
      record: salaryRecords,
      company: { name: companies.name, slug: companies.slug },
      title: { name: titles.name, slug: titles.slug },
      level: sql<string | null>`coalesce(${companyLevels.name}, ${memberSalaries.levelName})`,
      location: locations.city,
    })
    .from(salaryRecords);
  return joinCatalog(query, salaryRecords)
    .leftJoin(companyLevels, eq(companyLevels.id, salaryRecords.levelId))
    .leftJoin(memberSalaries, eq(memberSalaries.recordId, salaryRecords.id))
    .where(eq(salaryRecords.status, 'held'))
    .orderBy(asc(salaryRecords.createdAt), asc(salaryRecords.id))
    .limit(limit);
}

export async function statusOf(db: Db, id: number) {
  const [row] = await db.select({ status: salaryRecords.status }).from(salaryRecords).where(eq(salaryRecords.id, id));
  return row?.status ?? null;
}

/** Inserts imported records; one already there (same source and source_ref) is left alone. Returns the regions of those added. */
export async function insertImported(tx: Db, rows: NewSalaryRecord[]) {
  return tx
    .insert(salaryRecords)
    .values(rows)
    .onConflictDoNothing({ target: [salaryRecords.source, salaryRecords.sourceRef], where: sql`${salaryRecords.sourceRef} is not null` })
    .returning({ countryCode: salaryRecords.countryCode });
}

/**
 * The records' current version (as this statement's snapshot sees it) and the answer kept under
 * `key` for that version, if any.
 */
export async function readSnapshot(db: Db, key: string): Promise<{ version: number; body: unknown }> {
  const [row] = await queryRows<{ version: string | number; body: unknown }>(
    db,
    sql`select v.version, s.body
      from records_version v
      left join ${answerSnapshots} s on s.key = ${key} and s.records_version = v.version
      where v.id = 1`,
  );
  return { version: Number(row?.version ?? 0), body: row?.body ?? null };
}

/** Keeps `body` as the answer of `key` at `version`; an answer of a newer version is never replaced by an older one. */
export async function saveSnapshot(db: Db, key: string, version: number, body: unknown) {
  await db
    .insert(answerSnapshots)
    .values({ key, recordsVersion: version, body })
    .onConflictDoUpdate({
      target: answerSnapshots.key,
      set: { recordsVersion: version, body, computedAt: sql`now()` },
      setWhere: sql`${answerSnapshots.recordsVersion} <= ${version}`,
    });
}
