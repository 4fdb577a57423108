import { layoffAlerts, layoffDigests, layoffFollows, layoffUnsubscribeTokens, queryRows, users, type Db } from '@paysight/db';
import { and, eq, sql } from 'drizzle-orm';
import { intArray } from '../../lib/sql-values.js';

/**
 * SQL of layoff alerts (docs/decisions/045-layoff-alerts.md): follows, the alerts an import queues
 * for them, the weekly digests, and the unsubscribe tokens of their mails.
 */

/** The employer part of a state's name as a follow keys it: before the first " - ", spaces folded, lower case. */
export const employerKeyOf = (name: string) => (name.split(' - ')[0] ?? '').replace(/\s+/g, ' ').trim().toLowerCase();

/** The same key computed in SQL from warn_notices n (kept in step with employerKeyOf). */
const NOTICE_EMPLOYER_KEY = sql`lower(btrim(regexp_replace(split_part(n.company_name, ' - ', 1), ${'\\s+'}, ' ', 'g')))`;

export async function anyFollows(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: layoffFollows.id }).from(layoffFollows).limit(1);
  return Boolean(row);
}

/**
 * Queues one alert per follow of each of these (new) notices' employers; an alert already queued
 * for a follow and notice is not queued again (unique pair). Returns how many were queued.
 */
export async function queueAlertsFor(db: Db, noticeIds: readonly number[]): Promise<number> {
  if (noticeIds.length === 0) return 0;
  const rows = await queryRows<{ id: number }>(
    db,
    sql`INSERT INTO layoff_alerts (follow_id, notice_id)
        SELECT f.id, n.id FROM warn_notices n
        JOIN layoff_follows f ON f.company_id = n.company_id OR f.employer_key = ${NOTICE_EMPLOYER_KEY}
        WHERE n.id = ANY(${intArray(noticeIds)})
        ON CONFLICT (follow_id, notice_id) DO NOTHING
        RETURNING id`,
  );
  return rows.length;
}

/** What an alert or a digest says of a WARN notice. */
interface NoticeFacts {
  companyName: string;
  state: string;
  city: string | null;
  noticeDate: string | null;
  jobs: number | null;
  closure: boolean | null;
}

export interface PendingAlert extends NoticeFacts {
  alertId: number;
  followId: number;
  userId: string;
  email: string;
  employerName: string;
  noticeId: number;
}

/**
 * Claims up to `limit` pending alerts (marks them sent, so a second deliverer running at the same
 * time takes others) and returns them with what the notification and the mail say.
 */
export async function claimPendingAlerts(db: Db, now: Date, limit: number): Promise<PendingAlert[]> {
  return queryRows<PendingAlert>(
    db,
    sql`WITH claimed AS (
          UPDATE layoff_alerts SET sent_at = ${now.toISOString()}
          WHERE id IN (SELECT id FROM layoff_alerts WHERE sent_at IS NULL ORDER BY id LIMIT ${limit} FOR UPDATE SKIP LOCKED)
          RETURNING id, follow_id, notice_id)
        SELECT c.id AS "alertId", f.id AS "followId", f.user_id AS "userId", u.email, f.employer_name AS "employerName",
          n.id AS "noticeId", n.company_name AS "companyName", n.state, n.city, n.notice_date::text AS "noticeDate", n.jobs, n.closure
        FROM claimed c JOIN layoff_follows f ON f.id = c.follow_id JOIN users u ON u.id = f.user_id
        JOIN warn_notices n ON n.id = c.notice_id
        ORDER BY c.id`,
  );
}

/** Puts a claimed alert back in the queue (its mail could not be sent: the next delivery tries again). */
export async function releaseAlert(db: Db, alertId: number) {
  await db.update(layoffAlerts).set({ sentAt: null }).where(eq(layoffAlerts.id, alertId));
}

export interface FollowRow {
  id: number;
  userId: string;
  companyId: number | null;
  employerKey: string | null;
  employerName: string;
  companySlug: string | null;
  companyName: string | null;
  createdAt: Date;
}

const FOLLOW_COLUMNS = sql`f.id, f.user_id AS "userId", f.company_id AS "companyId", f.employer_key AS "employerKey",
  f.employer_name AS "employerName", c.slug AS "companySlug", c.name AS "companyName", f.created_at AS "createdAt"`;

export async function followsOf(db: Db, userId: string): Promise<FollowRow[]> {
  const rows = await queryRows<FollowRow>(
    db,
    sql`SELECT ${FOLLOW_COLUMNS} FROM layoff_follows f LEFT JOIN companies c ON c.id = f.company_id
        WHERE f.user_id = ${userId} ORDER BY f.created_at DESC, f.id DESC`,
  );
  return rows.map((r) => ({ ...r, createdAt: new Date(r.createdAt) }));
}

export type FollowTarget = { companyId: number; employerKey: null } | { companyId: null; employerKey: string };

const targetIs = (t: FollowTarget) =>
  t.companyId !== null ? eq(layoffFollows.companyId, t.companyId) : eq(layoffFollows.employerKey, t.employerKey);

export async function findFollow(db: Db, userId: string, target: FollowTarget) {
  const [row] = await db
    .select({ id: layoffFollows.id })
    .from(layoffFollows)
    .where(and(eq(layoffFollows.userId, userId), targetIs(target)));
  return row ?? null;
}

export async function insertFollow(db: Db, userId: string, target: FollowTarget, employerName: string, now: Date) {
  await db
    .insert(layoffFollows)
    .values({ userId, companyId: target.companyId, employerKey: target.employerKey, employerName, createdAt: now })
    .onConflictDoNothing();
}

export async function deleteFollow(db: Db, userId: string, target: FollowTarget) {
  await db.delete(layoffFollows).where(and(eq(layoffFollows.userId, userId), targetIs(target)));
}

export async function digestOf(db: Db, userId: string) {
  const [row] = await db.select().from(layoffDigests).where(eq(layoffDigests.userId, userId));
  return row ?? null;
}

export async function upsertDigest(db: Db, userId: string, states: string[], companyIds: number[], now: Date) {
  const [row] = await db
    .insert(layoffDigests)
    .values({ userId, states, companyIds, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: layoffDigests.userId, set: { states, companyIds, updatedAt: now } })
    .returning();
  return row!;
}

export async function deleteOwnDigest(db: Db, userId: string, id: number): Promise<boolean> {
  const rows = await db
    .delete(layoffDigests)
    .where(and(eq(layoffDigests.id, id), eq(layoffDigests.userId, userId)))
    .returning({ id: layoffDigests.id });
  return rows.length > 0;
}

export async function insertUnsubscribeToken(db: Db, tokenHash: string, target: { followId: number } | { digestId: number }, now: Date) {
  await db.insert(layoffUnsubscribeTokens).values({ tokenHash, ...target, createdAt: now });
}

/** What a token stops: its follow or digest (null once stopped), and the token's row; null for an unknown token. */
export async function unsubscribeTarget(db: Db, tokenHash: string) {
  const [row] = await queryRows<{
    followId: number | null;
    digestId: number | null;
    followEmployer: string | null;
    digestStates: string[] | null;
    digestCompanies: string[] | null;
  }>(
    db,
    sql`SELECT t.follow_id AS "followId", t.digest_id AS "digestId", f.employer_name AS "followEmployer",
          d.states AS "digestStates",
          (SELECT array_agg(c.name ORDER BY c.name) FROM companies c WHERE c.id = ANY(d.company_ids)) AS "digestCompanies"
        FROM layoff_unsubscribe_tokens t
        LEFT JOIN layoff_follows f ON f.id = t.follow_id
        LEFT JOIN layoff_digests d ON d.id = t.digest_id
        WHERE t.token_hash = ${tokenHash}`,
  );
  return row ?? null;
}

export async function deleteFollowById(db: Db, id: number) {
  await db.delete(layoffFollows).where(eq(layoffFollows.id, id));
}

export async function deleteDigestById(db: Db, id: number) {
  await db.delete(layoffDigests).where(eq(layoffDigests.id, id));
}

export interface DigestRecipient {
  id: number;
  userId: string;
  email: string;
  states: string[];
  companyIds: number[];
  sentThrough: Date | null;
}

export async function digestRecipients(db: Db): Promise<DigestRecipient[]> {
  return db
    .select({
      id: layoffDigests.id,
      userId: layoffDigests.userId,
      email: users.email,
      states: layoffDigests.states,
      companyIds: layoffDigests.companyIds,
      sentThrough: layoffDigests.sentThrough,
    })
    .from(layoffDigests)
    .innerJoin(users, eq(users.id, layoffDigests.userId))
    .orderBy(layoffDigests.id);
}

export interface DigestNotice extends NoticeFacts {
  id: number;
}

/** The notices imported in (after, upTo] for these states or companies, newest notice date first. */
export async function noticesImportedBetween(
  db: Db,
  after: Date,
  upTo: Date,
  states: readonly string[],
  companyIds: readonly number[],
): Promise<DigestNotice[]> {
  const stateList = sql.raw(`'{${states.filter((s) => /^[A-Z]{2}$/.test(s)).join(',')}}'::text[]`);
  return queryRows<DigestNotice>(
    db,
    sql`SELECT n.id, n.company_name AS "companyName", n.state, n.city, n.notice_date::text AS "noticeDate", n.jobs, n.closure
        FROM warn_notices n
        WHERE n.imported_at > ${after.toISOString()} AND n.imported_at <= ${upTo.toISOString()}
          AND (n.state = ANY(${stateList}) OR n.company_id = ANY(${intArray(companyIds)}))
        ORDER BY n.notice_date DESC NULLS LAST, n.id DESC`,
  );
}

export async function markDigestSent(db: Db, id: number, upTo: Date) {
  await db.update(layoffDigests).set({ sentThrough: upTo }).where(eq(layoffDigests.id, id));
}
