import {
  companies,
  jobApplicationEvents,
  jobApplications,
  jobHuntMatches,
  jobHunts,
  jobMarks,
  locations,
  queryRows,
  skills,
  titles,
  type Db,
} from '@paysight/db';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { intArray } from '../../lib/sql-values.js';

export type JobHuntRow = typeof jobHunts.$inferSelect;
export type NewJobHuntRow = typeof jobHunts.$inferInsert;
export type JobApplicationRow = typeof jobApplications.$inferSelect;
export type JobHuntMatchRow = typeof jobHuntMatches.$inferSelect;

/** Serialises a member's JobGPT writes (hunt count, company cap, credits) inside one transaction. */
export const lockMember = (tx: Db, userId: string) => tx.execute(sql`select pg_advisory_xact_lock(hashtext('jobgpt:' || ${userId}))`);

// Catalogue names by id, and ids by name (the hunt's filters are stored as ids, shown as names).

export async function namesById(db: Db, table: 'companies' | 'titles' | 'skills', ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const t = table === 'companies' ? companies : table === 'titles' ? titles : skills;
  const rows = await db
    .select({ id: t.id, name: t.name })
    .from(t)
    .where(inArray(t.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function citiesById(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, { city: string; countryCode: 'in' | 'us' }>();
  const rows = await db
    .select({ id: locations.id, city: locations.city, countryCode: locations.countryCode })
    .from(locations)
    .where(inArray(locations.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, { city: r.city, countryCode: r.countryCode }]));
}

// Hunts

export const listHuntRows = (db: Db, userId: string) =>
  db.select().from(jobHunts).where(eq(jobHunts.userId, userId)).orderBy(desc(jobHunts.createdAt), desc(jobHunts.id));

export async function findHuntRow(db: Db, userId: string, id: number): Promise<JobHuntRow | undefined> {
  const [row] = await db
    .select()
    .from(jobHunts)
    .where(and(eq(jobHunts.id, id), eq(jobHunts.userId, userId)));
  return row;
}

export async function countHunts(db: Db, userId: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from job_hunts where user_id = ${userId}`);
  return Number(row?.n ?? 0);
}

export async function insertHunt(db: Db, values: NewJobHuntRow): Promise<JobHuntRow> {
  const [row] = await db.insert(jobHunts).values(values).returning();
  return row!;
}

export async function updateHuntRow(db: Db, userId: string, id: number, values: Partial<NewJobHuntRow>): Promise<JobHuntRow | undefined> {
  const [row] = await db
    .update(jobHunts)
    .set(values)
    .where(and(eq(jobHunts.id, id), eq(jobHunts.userId, userId)))
    .returning();
  return row;
}

/** Per hunt: matches waiting for review and applications filed under it. */
export async function huntCounts(db: Db, userId: string) {
  const rows = await queryRows<{ id: number; review: number; applications: number }>(
    db,
    sql`select h.id,
          (select count(*)::int from job_hunt_matches m where m.job_hunt_id = h.id and m.state = 'review') as review,
          (select count(*)::int from job_applications a where a.job_hunt_id = h.id) as applications
        from job_hunts h where h.user_id = ${userId}`,
  );
  return new Map(rows.map((r) => [r.id, { review: Number(r.review), applications: Number(r.applications) }]));
}

// What the member has done with jobs: matching leaves these out.

/** Jobs the member has seen, rejected, or applied to. */
export async function jobsDoneWith(db: Db, userId: string): Promise<Set<number>> {
  const rows = await queryRows<{ job_id: number }>(
    db,
    sql`select job_id from job_marks where user_id = ${userId}
        union select job_id from job_applications where user_id = ${userId}
        union select job_id from job_hunt_matches where user_id = ${userId}`,
  );
  return new Set(rows.map((r) => r.job_id));
}

/** Marks jobs seen (a rejection already recorded stays a rejection). */
export async function markSeen(db: Db, userId: string, jobIds: readonly number[], at: Date) {
  if (jobIds.length === 0) return;
  await db
    .insert(jobMarks)
    .values(jobIds.map((jobId) => ({ userId, jobId, mark: 'seen' as const, at })))
    .onConflictDoNothing();
}

export async function markRejected(db: Db, userId: string, jobId: number, at: Date) {
  await db
    .insert(jobMarks)
    .values({ userId, jobId, mark: 'rejected', at })
    .onConflictDoUpdate({ target: [jobMarks.userId, jobMarks.jobId], set: { mark: 'rejected', at } });
}

// Matches a hunt's run found

export async function insertMatches(
  db: Db,
  rows: { jobHuntId: number; userId: string; jobId: number; score: number; explanation: unknown; state: JobHuntMatchRow['state'] }[],
  at: Date,
) {
  if (rows.length === 0) return [] as JobHuntMatchRow[];
  return db
    .insert(jobHuntMatches)
    .values(rows.map((r) => ({ ...r, matchedAt: at, decidedAt: r.state === 'review' ? null : at })))
    .onConflictDoNothing()
    .returning();
}

export async function findMatchRow(db: Db, userId: string, id: number): Promise<JobHuntMatchRow | undefined> {
  const [row] = await db
    .select()
    .from(jobHuntMatches)
    .where(and(eq(jobHuntMatches.id, id), eq(jobHuntMatches.userId, userId)))
    .for('update');
  return row;
}

export async function setMatchState(db: Db, id: number, state: JobHuntMatchRow['state'], at: Date) {
  await db.update(jobHuntMatches).set({ state, decidedAt: at }).where(eq(jobHuntMatches.id, id));
}

/** Matches waiting for the member's approval, best first. */
export const reviewQueue = (db: Db, userId: string, limit: number) =>
  db
    .select()
    .from(jobHuntMatches)
    .where(and(eq(jobHuntMatches.userId, userId), eq(jobHuntMatches.state, 'review')))
    .orderBy(desc(jobHuntMatches.score), desc(jobHuntMatches.matchedAt), desc(jobHuntMatches.id))
    .limit(limit);

/** Approves the member's waiting match for a job (of the given hunt, or any); the match or null. */
export async function approveMatchOfJob(db: Db, userId: string, jobId: number, jobHuntId: number | null, at: Date) {
  const [row] = await db
    .update(jobHuntMatches)
    .set({ state: 'approved', decidedAt: at })
    .where(
      and(
        eq(jobHuntMatches.userId, userId),
        eq(jobHuntMatches.jobId, jobId),
        eq(jobHuntMatches.state, 'review'),
        jobHuntId !== null ? eq(jobHuntMatches.jobHuntId, jobHuntId) : undefined,
      ),
    )
    .returning();
  return row ?? null;
}

export async function rejectMatchesOfJob(db: Db, userId: string, jobId: number, at: Date) {
  await db
    .update(jobHuntMatches)
    .set({ state: 'rejected', decidedAt: at })
    .where(and(eq(jobHuntMatches.userId, userId), eq(jobHuntMatches.jobId, jobId), eq(jobHuntMatches.state, 'review')));
}

// Applications

export async function findApplicationById(db: Db, id: number): Promise<JobApplicationRow | undefined> {
  const [row] = await db.select().from(jobApplications).where(eq(jobApplications.id, id));
  return row;
}

export async function insertApplication(db: Db, values: typeof jobApplications.$inferInsert): Promise<JobApplicationRow | null> {
  const [row] = await db.insert(jobApplications).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findApplicationRow(db: Db, userId: string, id: number): Promise<JobApplicationRow | undefined> {
  const [row] = await db
    .select()
    .from(jobApplications)
    .where(and(eq(jobApplications.id, id), eq(jobApplications.userId, userId)));
  return row;
}

export async function updateApplicationRow(db: Db, id: number, values: Partial<typeof jobApplications.$inferInsert>) {
  const [row] = await db.update(jobApplications).set(values).where(eq(jobApplications.id, id)).returning();
  return row!;
}

export async function listApplicationRows(
  db: Db,
  userId: string,
  f: { jobHuntId?: number; status?: JobApplicationRow['status'] },
  limit: number,
  offset: number,
) {
  const where = and(
    eq(jobApplications.userId, userId),
    f.jobHuntId !== undefined ? eq(jobApplications.jobHuntId, f.jobHuntId) : undefined,
    f.status !== undefined ? eq(jobApplications.status, f.status) : undefined,
  );
  const [rows, count] = await Promise.all([
    db
      .select()
      .from(jobApplications)
      .where(where)
      .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(jobApplications)
      .where(where),
  ]);
  return { rows, total: Number(count[0]?.n ?? 0) };
}

/** The member's applications to a company since `since` (the company cap). */
export async function countApplicationsToCompany(db: Db, userId: string, companyId: number, since: Date): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from job_applications where user_id = ${userId} and company_id = ${companyId} and created_at >= ${since.toISOString()}::timestamptz`,
  );
  return Number(row?.n ?? 0);
}

/** Companies the member applied to since `since`. */
export async function companiesAppliedSince(db: Db, userId: string, since: Date): Promise<Set<number>> {
  const rows = await queryRows<{ company_id: number }>(
    db,
    sql`select distinct company_id from job_applications where user_id = ${userId} and created_at >= ${since.toISOString()}::timestamptz`,
  );
  return new Set(rows.map((r) => r.company_id));
}

/** Applications a hunt's automatic runs made on one UTC day (the daily limit). */
export async function countHuntApplicationsOn(db: Db, huntId: number, dayStart: Date): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from job_applications where job_hunt_id = ${huntId} and origin in ('auto', 'review')
        and created_at >= ${dayStart.toISOString()}::timestamptz and created_at < ${new Date(dayStart.getTime() + 86_400_000).toISOString()}::timestamptz`,
  );
  return Number(row?.n ?? 0);
}

export async function insertEvent(db: Db, applicationId: number, kind: string, detail: Record<string, unknown>, at: Date) {
  await db.insert(jobApplicationEvents).values({ applicationId, kind, detail, at });
}

export const listEvents = (db: Db, applicationId: number) =>
  db
    .select()
    .from(jobApplicationEvents)
    .where(eq(jobApplicationEvents.applicationId, applicationId))
    .orderBy(jobApplicationEvents.at, jobApplicationEvents.id);

// Stats

export async function applicationCountsByStatus(db: Db, userId: string) {
  const rows = await queryRows<{ status: JobApplicationRow['status']; n: number }>(
    db,
    sql`select status, count(*)::int as n from job_applications where user_id = ${userId} group by status`,
  );
  return new Map(rows.map((r) => [r.status, Number(r.n)]));
}

export async function applicationsPerDay(db: Db, userId: string, since: Date) {
  const rows = await queryRows<{ day: string; n: number }>(
    db,
    sql`select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*)::int as n from job_applications
        where user_id = ${userId} and created_at >= ${since.toISOString()}::timestamptz group by 1`,
  );
  return new Map(rows.map((r) => [r.day, Number(r.n)]));
}

export async function matchCounts(db: Db, userId: string, dayStart: Date) {
  const [row] = await queryRows<{ today: number; review: number }>(
    db,
    sql`select count(*) filter (where matched_at >= ${dayStart.toISOString()}::timestamptz)::int as today,
          count(*) filter (where state = 'review')::int as review
        from job_hunt_matches where user_id = ${userId}`,
  );
  return { today: Number(row?.today ?? 0), review: Number(row?.review ?? 0) };
}

/** Queues today's run of each active hunt that has not run today; (kind, key) is unique, so asking twice queues once. */
export async function enqueueDueHuntRuns(db: Db, kind: string, day: string, at: Date) {
  await db.execute(
    sql`insert into work_tasks (kind, key, payload, run_at, created_at)
        select ${kind}, 'hunt:' || h.id || ':' || ${day}, jsonb_build_object('huntId', h.id, 'userId', h.user_id),
          ${at.toISOString()}::timestamptz, ${at.toISOString()}::timestamptz
        from job_hunts h where h.status = 'active' and coalesce(h.last_run_on, '') < ${day}
        on conflict (kind, key) do nothing`,
  );
}

export { intArray };
