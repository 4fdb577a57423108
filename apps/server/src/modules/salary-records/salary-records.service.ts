import type { Region } from '@paysight/contract';
import { salaryTotals, type Db, type NewSalaryRecord } from '@paysight/db';
import type { EventBus } from '../../lib/events.js';
import { BUILD_ID } from '../../version.js';
import { judgeOutlier, spreadCacheOf, type SpreadCache } from './outlier.js';
import type { ZodType } from 'zod';
import {
  deleteRecord,
  insertImported,
  insertMemberRecords,
  publishHeld,
  readSnapshot,
  saveSnapshot,
  setVerified,
  updateMemberRecord,
} from './salary-records.queries.js';
import type { MemberRecordInput, OutlierVerdict } from './salary-records.types.js';

/**
 * The owner of salary records (docs/decisions/015-cross-cutting.md). Every write, status change
 * and deletion of a record goes through here: imports, members' contributions and offers,
 * verification and the admins' review. Reads of figures use one scope, `publishedRecords`
 * (held outliers are never in it). After a change commits, the event `salary-records.changed`
 * tells whoever caches figures (caches.ts), on this server and, through Redis, the others.
 *
 * Account deletion writes no record: a member's figures stay only as records nothing links to
 * anyone (ADR 012).
 */
export { publishedRecords, recordsWatermark } from './salary-records.queries.js';
export type { MemberRecordInput, OutlierVerdict } from './salary-records.types.js';
export { OUTLIER_MIN_PEERS, OUTLIER_Z_LIMIT, TOTAL_BOUNDS } from './outlier.js';

export interface RecordsDeps {
  db: Db;
  events: EventBus;
}

/** A transaction that may change records; `changed` collects the regions touched, announced after commit. */
export interface RecordsTx {
  tx: Db;
  changed: Set<Region>;
  /** The database's kept spreads of full slices (the outlier rule's reads). */
  spreads?: SpreadCache;
}

/**
 * Runs `work` in one transaction with the writes below; once it commits, announces the regions
 * whose records changed. A transaction that fails announces nothing.
 */
export async function recordsTransaction<T>(deps: RecordsDeps, work: (rtx: RecordsTx) => Promise<T>): Promise<T> {
  const changed = new Set<Region>();
  const spreads = spreadCacheOf(deps.db);
  const result = await deps.db.transaction((tx) => work({ tx: tx as unknown as Db, changed, spreads }));
  if (changed.size > 0) deps.events.emit('salary-records.changed', { regions: [...changed].sort() });
  return result;
}

/** The same transaction's writes inside a savepoint (imports write a batch per savepoint). */
export const inSavepoint = (rtx: RecordsTx, sp: Db): RecordsTx => ({ tx: sp, changed: rtx.changed, spreads: rtx.spreads });

/** A member's figures as an anonymised record: published, or held for review by the outlier rule (ADR 012). */
export async function addMemberRecord(rtx: RecordsTx, r: MemberRecordInput) {
  return (await addMemberRecords(rtx, [r]))[0]!;
}

/** Several members' figures as records, each judged as addMemberRecord does, written in one statement (contributions written together). */
export async function addMemberRecords(rtx: RecordsTx, list: readonly MemberRecordInput[]) {
  const items: JudgedRecord[] = [];
  for (const r of list) items.push({ r, verdict: await judgeOutlier(rtx.tx, r, rtx.spreads) });
  return addJudgedMemberRecords(rtx, items);
}

/** A member's figures with the outlier rule's verdict on them. */
export interface JudgedRecord {
  r: MemberRecordInput;
  verdict: OutlierVerdict;
}

/**
 * The outlier rule's verdict on a member's figures, read before the writing transaction: the
 * slice's spread is read (or taken from the kept spreads) while other requests' transactions
 * run, instead of inside one that holds the database (ADR 041). A record written a moment later
 * is judged against the slice as it was a moment before, as the kept spreads already allow.
 */
export async function judgeMemberRecord(db: Db, r: MemberRecordInput): Promise<JudgedRecord> {
  return { r, verdict: await judgeOutlier(db, r, spreadCacheOf(db)) };
}

/** Records for figures already judged (judgeMemberRecord), written in one statement. */
export async function addJudgedMemberRecords(rtx: RecordsTx, items: readonly JudgedRecord[]) {
  const ids = await insertMemberRecords(rtx.tx, items);
  return items.map(({ r, verdict }, i) => {
    if (!verdict.held) rtx.changed.add(r.countryCode);
    return {
      recordId: ids[i]!,
      status: verdict.held ? ('held' as const) : ('published' as const),
      verdict,
      record: recordAsWritten(r, verdict),
    };
  });
}

/** What a member's record holds once written (its status, tier and totals), without reading it back. */
function recordAsWritten(r: MemberRecordInput, verdict: OutlierVerdict) {
  return {
    status: verdict.held ? ('held' as const) : ('published' as const),
    heldReason: verdict.reason,
    verification: 'member',
    ...salaryTotals(r),
  };
}

/** Replaces a record's figures after the member edits them; the rule is applied again and the tier drops back to member. */
export async function replaceMemberRecord(rtx: RecordsTx, recordId: number, r: MemberRecordInput) {
  const verdict = await judgeOutlier(rtx.tx, r, rtx.spreads);
  const before = await updateMemberRecord(rtx.tx, recordId, r, verdict);
  if (before) rtx.changed.add(before);
  rtx.changed.add(r.countryCode);
  return { status: verdict.held ? ('held' as const) : ('published' as const), verdict, record: recordAsWritten(r, verdict) };
}

/** Removes a member's record (a withdrawn contribution). */
export async function removeRecord(rtx: RecordsTx, recordId: number) {
  const region = await deleteRecord(rtx.tx, recordId);
  if (region) rtx.changed.add(region);
}

/** A document proved the record: it counts as verified. */
export async function markRecordVerified(rtx: RecordsTx, recordId: number) {
  const row = await setVerified(rtx.tx, recordId);
  if (row?.status === 'published') rtx.changed.add(row.countryCode);
}

/** An admin publishes a held record; false when there is no held record by that id. */
export async function publishHeldRecord(rtx: RecordsTx, recordId: number): Promise<boolean> {
  const region = await publishHeld(rtx.tx, recordId);
  if (region) rtx.changed.add(region);
  return region !== null;
}

/** An admin removes a held record (it was never in the figures); false when there is none by that id. */
export async function removeHeldRecord(rtx: RecordsTx, recordId: number): Promise<boolean> {
  return (await deleteRecord(rtx.tx, recordId, 'held')) !== null;
}

/** Imported records (H-1B, CSV); those already imported are left alone. Returns how many were added. */
export async function importRecords(rtx: RecordsTx, rows: NewSalaryRecord[]): Promise<number> {
  const added = await insertImported(rtx.tx, rows);
  for (const row of added) rtx.changed.add(row.countryCode);
  return added.length;
}

/** A record's status, and the admins' queue: records the outlier rule held, oldest first. */
export { statusOf as recordStatus, heldForReview as heldRecordsForReview } from './salary-records.queries.js';

/**
 * An answer computed from the records, kept in the database for the records' version
 * (records_version, bumped by a trigger on every change): a restarted server, or another one,
 * reads it back in a millisecond instead of recomputing a region-wide list. The version is read
 * before computing, so an answer is never labelled newer than the records it read (at worst it is
 * recomputed once more). Answers are kept per build (BUILD_ID: another version of the code may
 * compute them differently), and one that no longer matches `schema` is recomputed; a failed save
 * only costs a recomputation later. Rows of earlier builds are a few per release and left alone.
 */
export async function snapshotted<T>(db: Db, name: string, schema: ZodType<T>, compute: () => Promise<T>): Promise<T> {
  const key = `${BUILD_ID}:${name}`;
  const kept = await readSnapshot(db, key);
  if (kept.body !== null) {
    const parsed = schema.safeParse(kept.body);
    if (parsed.success) return parsed.data;
  }
  const value = await compute();
  await saveSnapshot(db, key, kept.version, value).catch(() => undefined);
  return value;
}
