import type { Region } from '@paysight/contract';
import {
  companies,
  locations,
  memberSalaries,
  queryRows,
  salaryRecords,
  titles,
  users,
  verificationDocs,
  type Db,
  type VERIFICATION_TIERS,
  type VerificationDoc,
} from '@paysight/db';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { joinCatalog } from '../../lib/catalog-joins.js';
import { publishedRecords } from '../salary-records/salary-records.service.js';

/**
 * SQL of salary verification. Members' rows (member_salaries, verification_docs) are always read
 * by owner or by id for a service that checks the owner; the public stats read only published
 * anonymised records.
 */

/** A contribution's owner and the state of the record it feeds (null: removed after review). */
export async function contributionForUpload(db: Db, memberSalaryId: number) {
  const [row] = await db
    .select({
      id: memberSalaries.id,
      userId: memberSalaries.userId,
      recordId: memberSalaries.recordId,
      recordStatus: salaryRecords.status,
      verification: salaryRecords.verification,
    })
    .from(memberSalaries)
    .leftJoin(salaryRecords, eq(salaryRecords.id, memberSalaries.recordId))
    .where(eq(memberSalaries.id, memberSalaryId));
  return row ?? null;
}

export async function pendingDocsOf(db: Db, memberSalaryId: number) {
  return db
    .select({ id: verificationDocs.id, sha256: verificationDocs.sha256 })
    .from(verificationDocs)
    .where(and(eq(verificationDocs.memberSalaryId, memberSalaryId), eq(verificationDocs.status, 'pending')));
}

export type InsertDocResult = { ok: true; doc: VerificationDoc } | { ok: false; reason: 'too-many' | 'duplicate' };

/**
 * Inserts a pending document unless the contribution already has `maxPending` waiting or the same
 * file waiting. The contribution's row is locked first, so two uploads at once cannot both slip
 * under the limit.
 */
export async function insertPendingDoc(
  db: Db,
  values: {
    userId: string;
    memberSalaryId: number;
    kind: VerificationDoc['kind'];
    fileKey: string;
    mime: string;
    size: number;
    sha256: string;
    now: Date;
  },
  maxPending: number,
): Promise<InsertDocResult> {
  return db.transaction(async (tx) => {
    await tx.select({ id: memberSalaries.id }).from(memberSalaries).where(eq(memberSalaries.id, values.memberSalaryId)).for('update');
    const pending = await pendingDocsOf(tx as unknown as Db, values.memberSalaryId);
    if (pending.some((d) => d.sha256 === values.sha256)) return { ok: false, reason: 'duplicate' } as const;
    if (pending.length >= maxPending) return { ok: false, reason: 'too-many' } as const;
    const [doc] = await tx
      .insert(verificationDocs)
      .values({
        userId: values.userId,
        memberSalaryId: values.memberSalaryId,
        kind: values.kind,
        fileKey: values.fileKey,
        mime: values.mime,
        size: values.size,
        sha256: values.sha256,
        status: 'pending',
        createdAt: values.now,
      })
      .returning();
    return { ok: true, doc: doc! } as const;
  });
}

export async function docsOfUser(db: Db, userId: string) {
  return db
    .select()
    .from(verificationDocs)
    .where(eq(verificationDocs.userId, userId))
    .orderBy(desc(verificationDocs.createdAt), desc(verificationDocs.id));
}

export async function docById(db: Db, id: number) {
  const [row] = await db.select().from(verificationDocs).where(eq(verificationDocs.id, id));
  return row ?? null;
}

/** Documents waiting for review, oldest first, with the member, their figures and the record's state. */
export async function pendingDocsForReview(db: Db, limit: number) {
  const query = db
    .select({
      doc: verificationDocs,
      email: users.email,
      entry: memberSalaries,
      company: { name: companies.name, slug: companies.slug },
      title: { name: titles.name, slug: titles.slug },
      location: locations.city,
      record: { id: salaryRecords.id, status: salaryRecords.status, verification: salaryRecords.verification, total: salaryRecords.total },
    })
    .from(verificationDocs)
    .innerJoin(memberSalaries, eq(memberSalaries.id, verificationDocs.memberSalaryId))
    .innerJoin(users, eq(users.id, verificationDocs.userId));
  return joinCatalog(query, memberSalaries)
    .leftJoin(salaryRecords, eq(salaryRecords.id, memberSalaries.recordId))
    .where(eq(verificationDocs.status, 'pending'))
    .orderBy(asc(verificationDocs.createdAt), asc(verificationDocs.id))
    .limit(limit);
}

export interface ReviewOutcome {
  docId: number;
  memberSalaryId: number;
  userId: string;
  kind: VerificationDoc['kind'];
  email: string;
  company: string;
  title: string;
}

/** Who to tell about a review: the document's member, and the contribution's company and title. */
export async function outcomeOf(db: Db, docId: number): Promise<ReviewOutcome> {
  const query = db
    .select({
      docId: verificationDocs.id,
      memberSalaryId: verificationDocs.memberSalaryId,
      userId: verificationDocs.userId,
      kind: verificationDocs.kind,
      email: users.email,
      company: companies.name,
      title: titles.name,
    })
    .from(verificationDocs)
    .innerJoin(users, eq(users.id, verificationDocs.userId))
    .innerJoin(memberSalaries, eq(memberSalaries.id, verificationDocs.memberSalaryId));
  const [row] = await joinCatalog(query, { companyId: memberSalaries.companyId, titleId: memberSalaries.titleId }).where(
    eq(verificationDocs.id, docId),
  );
  return row!;
}

export type ReviewResult = { ok: true; outcome: ReviewOutcome } | { ok: false; reason: 'not-found' | 'reviewed' | 'no-record' };

/**
 * Approves a pending document (inside the caller's transaction, which also marks its record
 * verified through salary-records); nothing changes when the document was already reviewed or
 * its record was removed.
 */
export async function approveDoc(
  tx: Db,
  docId: number,
  reviewer: string,
  now: Date,
): Promise<{ ok: true; recordId: number } | { ok: false; reason: 'not-found' | 'reviewed' | 'no-record' }> {
  const [doc] = await tx
    .select({ status: verificationDocs.status, memberSalaryId: verificationDocs.memberSalaryId })
    .from(verificationDocs)
    .where(eq(verificationDocs.id, docId))
    .for('update');
  if (!doc) return { ok: false, reason: 'not-found' };
  if (doc.status !== 'pending') return { ok: false, reason: 'reviewed' };
  const [entry] = await tx
    .select({ recordId: memberSalaries.recordId })
    .from(memberSalaries)
    .where(eq(memberSalaries.id, doc.memberSalaryId))
    .for('update');
  if (!entry?.recordId) return { ok: false, reason: 'no-record' };
  await tx
    .update(verificationDocs)
    .set({ status: 'approved', reason: null, reviewedBy: reviewer, reviewedAt: now })
    .where(eq(verificationDocs.id, docId));
  return { ok: true, recordId: entry.recordId };
}

export async function rejectDoc(db: Db, docId: number, reviewer: string, reason: string, now: Date): Promise<ReviewResult> {
  const [doc] = await db
    .update(verificationDocs)
    .set({ status: 'rejected', reason, reviewedBy: reviewer, reviewedAt: now })
    .where(and(eq(verificationDocs.id, docId), eq(verificationDocs.status, 'pending')))
    .returning({ id: verificationDocs.id });
  if (!doc) return { ok: false, reason: (await docById(db, docId)) ? 'reviewed' : 'not-found' };
  return { ok: true, outcome: await outcomeOf(db, docId) };
}

/** The contributions whose anonymised record is `recordId` (before it is removed: the foreign key then clears the link). */
export async function entriesOfRecord(tx: Db, recordId: number) {
  return tx.select({ id: memberSalaries.id }).from(memberSalaries).where(eq(memberSalaries.recordId, recordId));
}

/** The members whose contributions a record holds, with each contribution's company and title (to tell them it was published). */
export async function contributorsOfRecord(tx: Db, recordId: number) {
  const query = tx.select({ userId: memberSalaries.userId, company: companies.name, title: titles.name }).from(memberSalaries);
  return joinCatalog(query, { companyId: memberSalaries.companyId, titleId: memberSalaries.titleId }).where(
    eq(memberSalaries.recordId, recordId),
  );
}

/** Closes the documents still waiting for these contributions (their record was removed after review). */
export async function closePendingDocs(tx: Db, entryIds: number[], reviewer: string, reason: string, now: Date) {
  for (const id of entryIds) {
    await tx
      .update(verificationDocs)
      .set({ status: 'rejected', reason, reviewedBy: reviewer, reviewedAt: now })
      .where(and(eq(verificationDocs.memberSalaryId, id), eq(verificationDocs.status, 'pending')));
  }
}

/** Published records of a region by verification tier. */
export async function tierCounts(db: Db, cc: Region) {
  return queryRows<{ tier: (typeof VERIFICATION_TIERS)[number]; n: number; demo: number }>(
    db,
    sql`select r.verification as tier, count(*)::int as n, count(*) filter (where r.source = 'demo')::int as demo
        from ${publishedRecords()} where r.country_code = ${cc} group by r.verification`,
  );
}

/**
 * Companies of a region with the most verified published records, then the most records; only
 * companies with at least `minSlice` records (the same floor as every other breakdown).
 */
export async function verifiedByCompany(db: Db, cc: Region, minSlice: number, limit: number) {
  return queryRows<{ name: string; slug: string; records: number; verified: number }>(
    db,
    sql`
    select c.name, c.slug, g.records, g.verified
    from (
      select r.company_id, count(*)::int as records, count(*) filter (where r.verification = 'verified')::int as verified
      from ${publishedRecords()}
      where r.country_code = ${cc}
      group by r.company_id
      having count(*) >= ${minSlice}
      order by verified desc, records desc, r.company_id
      limit ${limit}
    ) g
    join companies c on c.id = g.company_id
    order by g.verified desc, g.records desc, c.name`,
  );
}
