import {
  bulkInsert,
  jobFamilies,
  meritApprovals,
  meritAudit,
  meritCycles,
  meritPools,
  meritRecommendations,
  users,
  type Db,
  type MeritPool,
  type NewMeritCycle,
  type NewMeritRecommendation,
} from '@paysight/db';
import { and, asc, count, desc, eq, getTableColumns, inArray, notInArray, sql } from 'drizzle-orm';

/**
 * SQL of merit cycles (docs/decisions/057-merit-cycles.md). Every read and write filters on the
 * workspace (org id) first, so another workspace's cycle or recommendation id finds nothing. Writes
 * that belong together run in the caller's transaction with the cycle's row locked (lockCycle).
 */

const cycleColumns = { ...getTableColumns(meritCycles), creatorName: users.name, creatorEmail: users.email };

/** The workspace's cycles, newest first, with how many people each holds eligible. */
export const cyclesOf = (db: Db, orgId: number) =>
  db
    .select({
      id: meritCycles.id,
      name: meritCycles.name,
      status: meritCycles.status,
      effectiveDate: meritCycles.effectiveDate,
      periodStart: meritCycles.periodStart,
      periodEnd: meritCycles.periodEnd,
      currency: meritCycles.currency,
      createdAt: meritCycles.createdAt,
      eligible: sql<number>`(select count(*)::int from ${meritRecommendations} r where r.cycle_id = ${meritCycles.id} and r.eligible)`,
    })
    .from(meritCycles)
    .where(eq(meritCycles.orgId, orgId))
    .orderBy(desc(meritCycles.createdAt), desc(meritCycles.id));

/** One cycle of the workspace with its creator, or null. */
export async function cycleOf(db: Db, orgId: number, id: number) {
  const [row] = await db
    .select(cycleColumns)
    .from(meritCycles)
    .leftJoin(users, eq(users.id, meritCycles.createdBy))
    .where(and(eq(meritCycles.orgId, orgId), eq(meritCycles.id, id)));
  return row ?? null;
}
export type CycleRow = NonNullable<Awaited<ReturnType<typeof cycleOf>>>;

/** Locks the cycle's row for the transaction (status changes, settings, recommendations and decisions take turns); false when it is not the workspace's. */
export async function lockCycle(db: Db, orgId: number, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: meritCycles.id })
    .from(meritCycles)
    .where(and(eq(meritCycles.orgId, orgId), eq(meritCycles.id, id)))
    .for('update');
  return rows.length > 0;
}

/** Locks the workspace's row: two cycles created at once cannot take one name or pass the limit. */
export const lockWorkspaceRow = (db: Db, orgId: number) => db.execute(sql`select id from enterprise_orgs where id = ${orgId} for update`);

export async function countCycles(db: Db, orgId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(meritCycles).where(eq(meritCycles.orgId, orgId));
  return row?.n ?? 0;
}

/** Another cycle of the workspace with the name (any case), or null. */
export async function cycleNamed(db: Db, orgId: number, name: string, exceptId: number | null) {
  const [row] = await db
    .select({ id: meritCycles.id })
    .from(meritCycles)
    .where(
      and(
        eq(meritCycles.orgId, orgId),
        sql`lower(${meritCycles.name}) = lower(${name})`,
        exceptId === null ? undefined : sql`${meritCycles.id} <> ${exceptId}`,
      ),
    );
  return row ?? null;
}

export async function insertCycle(db: Db, values: NewMeritCycle): Promise<number> {
  const [row] = await db.insert(meritCycles).values(values).returning({ id: meritCycles.id });
  return row!.id;
}

export const updateCycle = (db: Db, orgId: number, id: number, values: Partial<NewMeritCycle>) =>
  db
    .update(meritCycles)
    .set(values)
    .where(and(eq(meritCycles.orgId, orgId), eq(meritCycles.id, id)));

export async function deleteCycle(db: Db, orgId: number, id: number): Promise<boolean> {
  const gone = await db
    .delete(meritCycles)
    .where(and(eq(meritCycles.orgId, orgId), eq(meritCycles.id, id)))
    .returning({ id: meritCycles.id });
  return gone.length > 0;
}

// ---------------------------------------------------------------------------------------------
// Pools

export const poolsOf = (db: Db, orgId: number, cycleId: number) =>
  db
    .select()
    .from(meritPools)
    .where(and(eq(meritPools.orgId, orgId), eq(meritPools.cycleId, cycleId)))
    .orderBy(asc(meritPools.position));

export type PoolWrite = Omit<MeritPool, 'id' | 'cycleId' | 'orgId'>;

/** The cycle's pools replaced by `pools`, in order. */
export async function replacePools(db: Db, orgId: number, cycleId: number, pools: PoolWrite[]) {
  await db.delete(meritPools).where(and(eq(meritPools.orgId, orgId), eq(meritPools.cycleId, cycleId)));
  if (pools.length > 0) await db.insert(meritPools).values(pools.map((p) => ({ ...p, orgId, cycleId })));
}

// ---------------------------------------------------------------------------------------------
// The people and their recommendations

const recommendationColumns = { ...getTableColumns(meritRecommendations), familySlug: jobFamilies.slug, familyName: jobFamilies.name };

/** Everyone of the cycle's roster copy, in the roster's order (the budget and the chain need them all). */
export const peopleOf = (db: Db, orgId: number, cycleId: number) =>
  db
    .select(recommendationColumns)
    .from(meritRecommendations)
    .innerJoin(jobFamilies, eq(jobFamilies.id, meritRecommendations.familyId))
    .where(and(eq(meritRecommendations.orgId, orgId), eq(meritRecommendations.cycleId, cycleId)))
    .orderBy(asc(meritRecommendations.id));
export type PersonRow = Awaited<ReturnType<typeof peopleOf>>[number];

export type PersonWrite = Omit<NewMeritRecommendation, 'id' | 'cycleId' | 'orgId'>;

/** A new cycle's copy. */
export async function insertPeople(db: Db, orgId: number, cycleId: number, people: PersonWrite[]) {
  await bulkInsert(
    db,
    meritRecommendations,
    people.map((p) => ({ ...p, orgId, cycleId })),
  );
}

/**
 * The copy brought to `people`: each row written over by employee id (so a person keeps their row
 * and its id, and the decisions on it), 1,000 a statement; rows of people no longer in it removed.
 */
export async function syncPeople(db: Db, orgId: number, cycleId: number, people: PersonWrite[]) {
  const columns = getTableColumns(meritRecommendations);
  const keep = new Set(['id', 'cycleId', 'orgId', 'employeeRef']);
  const set = Object.fromEntries(
    Object.entries(columns)
      .filter(([key]) => !keep.has(key) && key in (people[0] ?? {}))
      .map(([key, col]) => [key, sql.raw(`excluded."${col.name}"`)]),
  );
  for (let i = 0; i < people.length; i += 1000) {
    await db
      .insert(meritRecommendations)
      .values(people.slice(i, i + 1000).map((p) => ({ ...p, orgId, cycleId })))
      .onConflictDoUpdate({ target: [meritRecommendations.cycleId, meritRecommendations.employeeRef], set });
  }
  await db.delete(meritRecommendations).where(
    and(
      eq(meritRecommendations.orgId, orgId),
      eq(meritRecommendations.cycleId, cycleId),
      people.length === 0
        ? undefined
        : notInArray(
            meritRecommendations.employeeRef,
            people.map((p) => p.employeeRef),
          ),
    ),
  );
}

export async function updatePerson(db: Db, orgId: number, cycleId: number, id: number, values: Partial<PersonWrite>) {
  await db
    .update(meritRecommendations)
    .set(values)
    .where(and(eq(meritRecommendations.orgId, orgId), eq(meritRecommendations.cycleId, cycleId), eq(meritRecommendations.id, id)));
}

// ---------------------------------------------------------------------------------------------
// Decisions

export const decisionsOf = (db: Db, orgId: number, cycleId: number) =>
  db
    .select()
    .from(meritApprovals)
    .where(and(eq(meritApprovals.orgId, orgId), eq(meritApprovals.cycleId, cycleId)));
export type DecisionRow = Awaited<ReturnType<typeof decisionsOf>>[number];

/** A stage's decision, replacing an earlier one of the same stage. */
export const decide = (db: Db, values: typeof meritApprovals.$inferInsert) =>
  db
    .insert(meritApprovals)
    .values(values)
    .onConflictDoUpdate({
      target: [meritApprovals.recommendationId, meritApprovals.stage],
      set: {
        decision: values.decision,
        note: values.note ?? null,
        decidedBy: values.decidedBy ?? null,
        decidedByEmail: values.decidedByEmail,
        decidedAt: values.decidedAt!,
      },
    });

/** Clears the decisions on recommendations (their figures changed); all of the cycle's when `ids` is null. */
export async function clearDecisions(db: Db, orgId: number, cycleId: number, ids: number[] | null) {
  if (ids !== null && ids.length === 0) return;
  await db
    .delete(meritApprovals)
    .where(
      and(
        eq(meritApprovals.orgId, orgId),
        eq(meritApprovals.cycleId, cycleId),
        ids === null ? undefined : inArray(meritApprovals.recommendationId, ids),
      ),
    );
}

// ---------------------------------------------------------------------------------------------
// The log

export type AuditWrite = Omit<typeof meritAudit.$inferInsert, 'id' | 'cycleId' | 'orgId'>;

export async function log(db: Db, orgId: number, cycleId: number, entries: AuditWrite[]) {
  for (let i = 0; i < entries.length; i += 1000)
    await db.insert(meritAudit).values(entries.slice(i, i + 1000).map((e) => ({ ...e, orgId, cycleId })));
}

export async function auditOf(db: Db, orgId: number, cycleId: number, employeeRef: string | undefined, page: number, size: number) {
  const where = and(
    eq(meritAudit.orgId, orgId),
    eq(meritAudit.cycleId, cycleId),
    employeeRef === undefined ? undefined : eq(meritAudit.employeeRef, employeeRef),
  );
  const [entries, [total]] = await Promise.all([
    db
      .select({ entry: meritAudit, name: users.name })
      .from(meritAudit)
      .leftJoin(users, eq(users.id, meritAudit.actor))
      .where(where)
      .orderBy(desc(meritAudit.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ n: count() }).from(meritAudit).where(where),
  ]);
  return { entries, total: total?.n ?? 0 };
}

/** One person of the cycle's copy, or null. */
export async function personOf(db: Db, orgId: number, cycleId: number, id: number): Promise<PersonRow | null> {
  const [row] = await db
    .select(recommendationColumns)
    .from(meritRecommendations)
    .innerJoin(jobFamilies, eq(jobFamilies.id, meritRecommendations.familyId))
    .where(and(eq(meritRecommendations.orgId, orgId), eq(meritRecommendations.cycleId, cycleId), eq(meritRecommendations.id, id)));
  return row ?? null;
}
