import type { Region } from '@paysight/contract';
import { locations, payBandGroups, payBandVersions, peerGroups, users, type Db } from '@paysight/db';
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';

/**
 * SQL of pay bands. Every read and write filters on the workspace (org id) first. The peer group a
 * band group is built on is read through the band group's own foreign key (name and region only).
 */

const groupColumns = {
  id: payBandGroups.id,
  name: payBandGroups.name,
  countryCode: payBandGroups.countryCode,
  peerGroupId: payBandGroups.peerGroupId,
  peerGroupName: peerGroups.name,
  createdAt: payBandGroups.createdAt,
  updatedAt: payBandGroups.updatedAt,
};

export type GroupRow = NonNullable<Awaited<ReturnType<typeof payBandGroupOf>>>;

export const payBandGroupsOf = (db: Db, orgId: number) =>
  db
    .select(groupColumns)
    .from(payBandGroups)
    .leftJoin(peerGroups, and(eq(peerGroups.id, payBandGroups.peerGroupId), eq(peerGroups.orgId, payBandGroups.orgId)))
    .where(eq(payBandGroups.orgId, orgId))
    .orderBy(asc(payBandGroups.name));

export async function payBandGroupOf(db: Db, orgId: number, id: number) {
  const [row] = await db
    .select(groupColumns)
    .from(payBandGroups)
    .leftJoin(peerGroups, and(eq(peerGroups.id, payBandGroups.peerGroupId), eq(peerGroups.orgId, payBandGroups.orgId)))
    .where(and(eq(payBandGroups.orgId, orgId), eq(payBandGroups.id, id)));
  return row ?? null;
}

/** Each group's latest version, counted (the list's summary). */
export const latestVersionSummaries = (db: Db, orgId: number) =>
  db
    .selectDistinctOn([payBandVersions.groupId], {
      groupId: payBandVersions.groupId,
      version: payBandVersions.version,
      effectiveDate: payBandVersions.effectiveDate,
      bands: sql<number>`jsonb_array_length(${payBandVersions.bands})`.mapWith(Number),
      findings: sql<number>`jsonb_array_length(${payBandVersions.findings})`.mapWith(Number),
    })
    .from(payBandVersions)
    .where(eq(payBandVersions.orgId, orgId))
    .orderBy(payBandVersions.groupId, desc(payBandVersions.version));

/** A group's versions, newest first, with the name of whoever saved each. */
export const versionsOf = (db: Db, orgId: number, groupId: number) =>
  db
    .select({
      version: payBandVersions.version,
      effectiveDate: payBandVersions.effectiveDate,
      plan: payBandVersions.plan,
      bands: payBandVersions.bands,
      findings: payBandVersions.findings,
      note: payBandVersions.note,
      createdAt: payBandVersions.createdAt,
      createdBy: users.name,
    })
    .from(payBandVersions)
    .leftJoin(users, eq(users.id, payBandVersions.createdBy))
    .where(and(eq(payBandVersions.orgId, orgId), eq(payBandVersions.groupId, groupId)))
    .orderBy(desc(payBandVersions.version));

/** The latest version of each of the workspace's other groups in a region (the country-ratio check's counterpart). */
export const latestVersionsInRegion = (db: Db, orgId: number, cc: Region, exceptGroupId: number) =>
  db
    .selectDistinctOn([payBandVersions.groupId], {
      groupId: payBandVersions.groupId,
      plan: payBandVersions.plan,
      bands: payBandVersions.bands,
      createdAt: payBandVersions.createdAt,
    })
    .from(payBandVersions)
    .innerJoin(payBandGroups, eq(payBandGroups.id, payBandVersions.groupId))
    .where(
      and(
        eq(payBandVersions.orgId, orgId),
        eq(payBandGroups.orgId, orgId),
        eq(payBandGroups.countryCode, cc),
        ne(payBandGroups.id, exceptGroupId),
      ),
    )
    .orderBy(payBandVersions.groupId, desc(payBandVersions.version));

/** The workspace's peer group (name and region), or null. */
export async function peerGroupRefOf(db: Db, orgId: number, id: number) {
  const [row] = await db
    .select({ id: peerGroups.id, name: peerGroups.name, countryCode: peerGroups.countryCode })
    .from(peerGroups)
    .where(and(eq(peerGroups.orgId, orgId), eq(peerGroups.id, id)));
  return row ?? null;
}

/** The new group, or null when the workspace already has one of that name. */
export async function insertPayBandGroup(db: Db, values: typeof payBandGroups.$inferInsert) {
  const [row] = await db.insert(payBandGroups).values(values).onConflictDoNothing().returning({ id: payBandGroups.id });
  return row ?? null;
}

/** Locks the group's row for the rest of the transaction (version numbers are given one at a time); false when it is not the workspace's. */
export async function lockPayBandGroup(db: Db, orgId: number, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: payBandGroups.id })
    .from(payBandGroups)
    .where(and(eq(payBandGroups.orgId, orgId), eq(payBandGroups.id, id)))
    .for('update');
  return rows.length > 0;
}

export async function nextVersionNumber(db: Db, orgId: number, groupId: number): Promise<number> {
  const [row] = await db
    .select({ last: sql<number>`coalesce(max(${payBandVersions.version}), 0)`.mapWith(Number) })
    .from(payBandVersions)
    .where(and(eq(payBandVersions.orgId, orgId), eq(payBandVersions.groupId, groupId)));
  return (row?.last ?? 0) + 1;
}

export async function insertPayBandVersion(db: Db, values: typeof payBandVersions.$inferInsert) {
  await db.insert(payBandVersions).values(values);
  await db
    .update(payBandGroups)
    .set({ updatedAt: values.createdAt })
    .where(and(eq(payBandGroups.orgId, values.orgId), eq(payBandGroups.id, values.groupId)));
}

/** Of these metro names, the ones the region has (as stored), matched case-insensitively. */
export async function metrosIn(db: Db, cc: Region, names: string[]): Promise<string[]> {
  if (names.length === 0) return [];
  const rows = await db
    .selectDistinct({ metro: locations.metro })
    .from(locations)
    .where(
      and(
        eq(locations.countryCode, cc),
        inArray(
          sql`lower(${locations.metro})`,
          names.map((n) => n.toLowerCase()),
        ),
      ),
    );
  return rows.map((r) => r.metro);
}

/** The workspace's band groups in a region, the one saved last first. */
export const bandGroupsInRegion = (db: Db, orgId: number, cc: Region) =>
  db
    .select({ id: payBandGroups.id, name: payBandGroups.name })
    .from(payBandGroups)
    .where(and(eq(payBandGroups.orgId, orgId), eq(payBandGroups.countryCode, cc)))
    .orderBy(desc(payBandGroups.updatedAt), desc(payBandGroups.id));

/** A group's versions, oldest first. */
export const bandVersionsOf = (db: Db, orgId: number, groupId: number) =>
  db
    .select({
      version: payBandVersions.version,
      effectiveDate: payBandVersions.effectiveDate,
      plan: payBandVersions.plan,
      bands: payBandVersions.bands,
    })
    .from(payBandVersions)
    .where(and(eq(payBandVersions.orgId, orgId), eq(payBandVersions.groupId, groupId)))
    .orderBy(asc(payBandVersions.version));
