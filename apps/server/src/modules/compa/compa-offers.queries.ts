import { compaOffers, users, type Db, type NewCompaOffer } from '@paysight/db';
import { and, desc, eq, sql } from 'drizzle-orm';

/**
 * SQL of candidate offers (ADR 054, "Candidate offers"). Every read and write filters on the
 * workspace (org id) first, so another workspace's offer id finds nothing.
 */

const offerColumns = {
  id: compaOffers.id,
  candidate: compaOffers.candidate,
  title: compaOffers.title,
  familyId: compaOffers.familyId,
  level: compaOffers.standardLevel,
  metro: compaOffers.metro,
  countryCode: compaOffers.countryCode,
  base: compaOffers.base,
  bonusTarget: compaOffers.bonusTarget,
  equity: compaOffers.equity,
  equityType: compaOffers.equityType,
  equityUnits: compaOffers.equityUnits,
  bandGroupId: compaOffers.bandGroupId,
  status: compaOffers.status,
  sentAt: compaOffers.sentAt,
  createdAt: compaOffers.createdAt,
  updatedAt: compaOffers.updatedAt,
  creatorName: users.name,
  creatorEmail: users.email,
};

const selectOffers = (db: Db) => db.select(offerColumns).from(compaOffers).leftJoin(users, eq(users.id, compaOffers.createdBy));

/** The workspace's offers, newest first. */
export const offersOf = (db: Db, orgId: number) =>
  selectOffers(db).where(eq(compaOffers.orgId, orgId)).orderBy(desc(compaOffers.createdAt), desc(compaOffers.id));

export type OfferRow = Awaited<ReturnType<typeof offersOf>>[number];

/** One offer of the workspace, or null. */
export async function offerOf(db: Db, orgId: number, id: number): Promise<OfferRow | null> {
  const [row] = await selectOffers(db).where(and(eq(compaOffers.orgId, orgId), eq(compaOffers.id, id)));
  return row ?? null;
}

export type OfferWrite = Omit<NewCompaOffer, 'id' | 'orgId' | 'createdBy' | 'createdAt' | 'updatedAt'>;

const sameCandidate = (orgId: number, candidate: string) =>
  and(eq(compaOffers.orgId, orgId), sql`lower(${compaOffers.candidate}) = lower(${candidate})`);

/**
 * Adds an offer with the workspace's row locked, so two adds cannot both take one candidate or pass
 * the limit: its id, 'taken' when the candidate has an offer already, 'full' at `max` offers.
 */
export async function insertOffer(
  db: Db,
  orgId: number,
  userId: string,
  now: Date,
  row: OfferWrite,
  max: number,
): Promise<number | 'taken' | 'full'> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from enterprise_orgs where id = ${orgId} for update`);
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(compaOffers)
      .where(eq(compaOffers.orgId, orgId));
    if ((count?.n ?? 0) >= max) return 'full';
    const [dupe] = await tx.select({ id: compaOffers.id }).from(compaOffers).where(sameCandidate(orgId, row.candidate));
    if (dupe) return 'taken';
    const [inserted] = await tx
      .insert(compaOffers)
      .values({ ...row, orgId, createdBy: userId, createdAt: now, updatedAt: now })
      .returning({ id: compaOffers.id });
    return inserted!.id;
  });
}

/** Changes an offer of the workspace (the caller found it): 'taken' when the new candidate is another offer's. */
export async function updateOffer(db: Db, orgId: number, id: number, now: Date, row: OfferWrite): Promise<'ok' | 'taken' | 'gone'> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from enterprise_orgs where id = ${orgId} for update`);
    const [dupe] = await tx
      .select({ id: compaOffers.id })
      .from(compaOffers)
      .where(and(sameCandidate(orgId, row.candidate), sql`${compaOffers.id} <> ${id}`));
    if (dupe) return 'taken';
    const changed = await tx
      .update(compaOffers)
      .set({ ...row, updatedAt: now })
      .where(and(eq(compaOffers.orgId, orgId), eq(compaOffers.id, id)))
      .returning({ id: compaOffers.id });
    return changed.length > 0 ? 'ok' : 'gone';
  });
}

/** Removes an offer of the workspace: false when it has none with the id. */
export async function deleteOffer(db: Db, orgId: number, id: number): Promise<boolean> {
  const gone = await db
    .delete(compaOffers)
    .where(and(eq(compaOffers.orgId, orgId), eq(compaOffers.id, id)))
    .returning({ id: compaOffers.id });
  return gone.length > 0;
}
