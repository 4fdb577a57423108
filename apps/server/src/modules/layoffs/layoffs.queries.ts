import { queryRows, type Db, type WarnNotice } from '@paysight/db';
import { sql, type SQL } from 'drizzle-orm';
import { escapeLike } from '../../lib/like.js';

/**
 * SQL of the layoffs views over warn_notices (ADR 042). Jobs are counted once per layoff: an
 * amended notice counts through its latest amendment (the amendments of a notice all link to it,
 * `amends_id`; the latest by notice date, then id, is the one counted), so a notice with
 * amendments, and every amendment but the latest, count no jobs.
 */

export interface NoticeFilter {
  /** The catalogue company the text resolved to. */
  companyId: number | null;
  /** The company text as typed, matched in the employer part of the state's name (never the site). */
  companyText: string | null;
  state: string | null;
  from: string | null;
  to: string | null;
  closures: boolean;
}

/** The latest amendment of each amended notice. */
const LATEST_AMENDMENT = sql`WITH latest_amendment AS (
  SELECT DISTINCT ON (amends_id) amends_id, id FROM warn_notices
  WHERE amends_id IS NOT NULL ORDER BY amends_id, notice_date DESC NULLS LAST, id DESC)`;

/** warn_notices n with la (its latest amendment, when amended) and lb (the latest amendment of the notice n amends). */
const FROM_NOTICES = sql`FROM warn_notices n
  LEFT JOIN latest_amendment la ON la.amends_id = n.id
  LEFT JOIN latest_amendment lb ON lb.amends_id = n.amends_id`;

/** The jobs a notice counts: none when amended, none for an amendment a later one replaced. */
const COUNTED_JOBS = sql`CASE WHEN la.id IS NULL AND (n.amends_id IS NULL OR lb.id = n.id) THEN coalesce(n.jobs, 0) ELSE 0 END`;

/** The employer part of the state's name: before the first " - " (the rest is the site). */
const EMPLOYER = sql`lower(split_part(n.company_name, ' - ', 1))`;

function whereOf(f: NoticeFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.companyText !== null) {
    // A slug ("general-motors") matches its name with a space or a hyphen: '_' is LIKE's one character.
    const text = f.companyText.toLowerCase();
    const pattern = /^[a-z0-9-]+$/.test(text) ? escapeLike(text).replaceAll('-', '_') : escapeLike(text);
    const byText = sql`${EMPLOYER} LIKE ${`%${pattern}%`}`;
    parts.push(f.companyId !== null ? sql`(n.company_id = ${f.companyId} OR ${byText})` : byText);
  }
  if (f.state !== null) parts.push(sql`n.state = ${f.state}`);
  if (f.from !== null) parts.push(sql`n.notice_date >= ${f.from}`);
  if (f.to !== null) parts.push(sql`n.notice_date <= ${f.to}`);
  if (f.closures) parts.push(sql`n.closure IS TRUE`);
  return sql.join(parts, sql` AND `);
}

export interface Totals {
  notices: number;
  jobs: number;
}

export async function totalsByState(db: Db, f: NoticeFilter): Promise<(Totals & { state: string })[]> {
  return queryRows(
    db,
    sql`${LATEST_AMENDMENT} SELECT n.state, count(*)::int AS notices, coalesce(sum(${COUNTED_JOBS}), 0)::int AS jobs
        ${FROM_NOTICES} WHERE ${whereOf(f)} GROUP BY n.state ORDER BY n.state`,
  );
}

export async function totalsOf(db: Db, f: NoticeFilter): Promise<Totals> {
  const [row] = await queryRows<Totals>(
    db,
    sql`${LATEST_AMENDMENT} SELECT count(*)::int AS notices, coalesce(sum(${COUNTED_JOBS}), 0)::int AS jobs
        ${FROM_NOTICES} WHERE ${whereOf(f)}`,
  );
  return row ?? { notices: 0, jobs: 0 };
}

/** Notices and jobs per month of notice date, oldest first; a notice date the importer flagged stays out of the months. */
export async function monthsOf(db: Db, f: NoticeFilter): Promise<(Totals & { month: string })[]> {
  return queryRows(
    db,
    sql`${LATEST_AMENDMENT} SELECT to_char(n.notice_date, 'YYYY-MM') AS month, count(*)::int AS notices,
          coalesce(sum(${COUNTED_JOBS}), 0)::int AS jobs
        ${FROM_NOTICES}
        WHERE ${whereOf(f)} AND n.notice_date IS NOT NULL AND NOT ('notice_date:implausible' = ANY(n.flags))
        GROUP BY 1 ORDER BY 1`,
  );
}

/** A notice as the views read it: its row, its catalogue company's slug and name, and its latest amendment. */
export type NoticeRow = Omit<WarnNotice, 'identityKey' | 'importedAt'> & {
  companySlug: string | null;
  companyDisplayName: string | null;
  amendedById: number | null;
};

const NOTICE_COLUMNS = sql`n.id, n.state, n.company_name AS "companyName", n.company_id AS "companyId", c.slug AS "companySlug",
  c.name AS "companyDisplayName", n.site, n.city, n.county, n.address, n.notice_date::text AS "noticeDate",
  n.effective_date::text AS "effectiveDate", n.received_date::text AS "receivedDate", n.state_ref AS "stateRef", n.jobs,
  n.closure, n.temporary, n.amendment, n.amends_id AS "amendsId", la.id AS "amendedById", n.flags,
  n.source_file AS "sourceFile", n.source_date::text AS "sourceDate"`;

export async function noticesPage(db: Db, f: NoticeFilter, limit: number, offset: number): Promise<Omit<NoticeRow, 'raw'>[]> {
  return queryRows(
    db,
    sql`${LATEST_AMENDMENT} SELECT ${NOTICE_COLUMNS} ${FROM_NOTICES} LEFT JOIN companies c ON c.id = n.company_id
        WHERE ${whereOf(f)} ORDER BY n.notice_date DESC NULLS LAST, n.id DESC LIMIT ${limit} OFFSET ${offset}`,
  );
}

export async function noticeById(db: Db, id: number): Promise<NoticeRow | null> {
  const [row] = await queryRows<NoticeRow>(
    db,
    sql`${LATEST_AMENDMENT} SELECT ${NOTICE_COLUMNS}, n.raw ${FROM_NOTICES} LEFT JOIN companies c ON c.id = n.company_id
        WHERE n.id = ${id}`,
  );
  return row ?? null;
}

/** Each state's loaded files: the state, the file and the day its notices run to. */
export async function loadedSources(db: Db): Promise<{ state: string; sourceFile: string; sourceDate: string }[]> {
  return queryRows(
    db,
    sql`SELECT state, source_file AS "sourceFile", max(source_date)::text AS "sourceDate"
        FROM warn_notices GROUP BY state, source_file ORDER BY state, source_file`,
  );
}

export async function companyTotals(db: Db, companyId: number): Promise<Totals & { latest: string | null }> {
  const [row] = await queryRows<Totals & { latest: string | null }>(
    db,
    sql`${LATEST_AMENDMENT} SELECT count(*)::int AS notices, coalesce(sum(${COUNTED_JOBS}), 0)::int AS jobs,
          max(n.notice_date)::text AS latest
        ${FROM_NOTICES} WHERE n.company_id = ${companyId}`,
  );
  return row ?? { notices: 0, jobs: 0, latest: null };
}
