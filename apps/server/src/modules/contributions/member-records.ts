import { queryRows, salaryRecords, salaryTotals, type Db } from '@paysight/db';
import { eq, sql } from 'drizzle-orm';

/**
 * How a member's figures reach the salary pages: as an anonymised `salary_records` row (no user
 * id, no target salary, no stock detail beyond the yearly and first-year vest), published at once
 * unless the outlier rule holds it for review. Salary contributions and offers both go through
 * here. The salary pages' caches are fresh for a minute (ADR 008), so a published record counts
 * on them within a minute.
 *
 * The outlier rule (ADR 012) is the modified z-score of Iglewicz and Hoaglin on the logarithm of
 * the yearly total: z = 0.6745 · |ln x − median| / MAD over the newest published records of the
 * narrowest slice that has enough of them (company × title × level, then title × level, then
 * title). z above 3.5 holds the record. Logs, because pay is skewed: twice the median and half
 * of it are equally far. With fewer than OUTLIER_MIN_PEERS peers nothing is judged by the slice,
 * only by the absolute bounds.
 */

export const OUTLIER_Z_LIMIT = 3.5;
export const OUTLIER_MIN_PEERS = 10;
/** Peers read per check: the newest of the slice, enough for a stable median and MAD. */
const PEER_SAMPLE = 2_000;

/** Yearly totals no real salary is outside of, by currency (a typo of a zero or a unit). */
export const TOTAL_BOUNDS = { INR: { min: 100_000, max: 200_000_000 }, USD: { min: 10_000, max: 10_000_000 } } as const;

export interface MemberRecordInput {
  countryCode: 'in' | 'us';
  currency: 'INR' | 'USD';
  companyId: number;
  titleId: number;
  standardLevel: number | null;
  locationId: number | null;
  yearsOfExperience: number | null;
  base: number;
  stockYearly: number | null;
  stockFirstYear: number | null;
  stockGrant: number | null;
  vestingYears: number | null;
  bonus: number | null;
  signingBonus: number | null;
  gender?: 'female' | 'male' | 'non-binary' | null;
  source: 'member' | 'offer';
  /** The day the figures were shared (YYYY-MM-DD). */
  reportedOn: string;
}

export interface OutlierVerdict {
  held: boolean;
  reason: string | null;
  /** The slice the verdict was taken against and its size; null when no slice had enough peers. */
  slice: 'company-title-level' | 'title-level' | 'title' | null;
  peers: number;
  z: number | null;
}

export function median(sorted: number[]): number {
  const n = sorted.length;
  if (n === 0) return NaN;
  const mid = Math.floor(n / 2);
  return n % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The modified z-score of `x` among `peers` on the log scale; null when the peers do not vary. */
export function modifiedZ(x: number, peers: number[]): number | null {
  const logs = peers
    .filter((p) => p > 0)
    .map(Math.log)
    .sort((a, b) => a - b);
  const m = median(logs);
  const mad = median(logs.map((l) => Math.abs(l - m)).sort((a, b) => a - b));
  if (!(mad > 0)) return null;
  return (0.6745 * Math.abs(Math.log(x) - m)) / mad;
}

async function peerTotals(db: Db, r: MemberRecordInput, by: OutlierVerdict['slice']): Promise<number[]> {
  const parts = [sql`country_code = ${r.countryCode}`, sql`title_id = ${r.titleId}`, sql`status = 'published'`];
  if (by === 'company-title-level') parts.push(sql`company_id = ${r.companyId}`);
  if (by !== 'title' && r.standardLevel !== null) parts.push(sql`standard_level = ${r.standardLevel}`);
  const rows = await queryRows<{ total: number }>(
    db,
    sql`select total from salary_records where ${sql.join(parts, sql` and `)} order by reported_on desc limit ${PEER_SAMPLE}`,
  );
  return rows.map((row) => Number(row.total));
}

/** Whether a member's figures are far outside what their slice reports (the rule above). */
export async function judgeOutlier(db: Db, r: MemberRecordInput): Promise<OutlierVerdict> {
  const { total } = salaryTotals(r);
  const bounds = TOTAL_BOUNDS[r.currency];
  if (total < bounds.min || total > bounds.max) {
    return {
      held: true,
      reason: `the yearly total ${total} ${r.currency} is outside ${bounds.min}–${bounds.max}`,
      slice: null,
      peers: 0,
      z: null,
    };
  }
  const order: NonNullable<OutlierVerdict['slice']>[] =
    r.standardLevel === null ? ['title'] : ['company-title-level', 'title-level', 'title'];
  for (const slice of order) {
    const peers = await peerTotals(db, r, slice);
    if (peers.length < OUTLIER_MIN_PEERS) continue;
    const z = modifiedZ(total, peers);
    if (z === null) return { held: false, reason: null, slice, peers: peers.length, z: null };
    const held = z > OUTLIER_Z_LIMIT;
    return {
      held,
      reason: held
        ? `the yearly total is ${z.toFixed(1)} robust deviations from the ${slice} median of ${peers.length} records (limit ${OUTLIER_Z_LIMIT})`
        : null,
      slice,
      peers: peers.length,
      z,
    };
  }
  return { held: false, reason: null, slice: null, peers: 0, z: null };
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

/**
 * Adds the anonymised record (inside the caller's transaction) and says whether it was published
 * or held. Held records wait in the admin review queue.
 */
export async function addMemberRecord(
  tx: Db,
  r: MemberRecordInput,
): Promise<{ recordId: number; status: 'published' | 'held'; verdict: OutlierVerdict }> {
  const verdict = await judgeOutlier(tx, r);
  const [row] = await tx
    .insert(salaryRecords)
    .values({
      ...figuresOf(r),
      reportedOn: r.reportedOn,
      gender: r.gender ?? null,
      source: r.source,
      verification: 'member',
      status: verdict.held ? 'held' : 'published',
      heldReason: verdict.reason,
    })
    .returning({ id: salaryRecords.id });
  return { recordId: row!.id, status: verdict.held ? 'held' : 'published', verdict };
}

/** Replaces a record's figures after the member edits their contribution; the rule is applied again. */
export async function replaceMemberRecord(tx: Db, recordId: number, r: MemberRecordInput) {
  const verdict = await judgeOutlier(tx, r);
  await tx
    .update(salaryRecords)
    .set({
      ...figuresOf(r),
      // New figures have not been checked against any document.
      verification: 'member',
      status: verdict.held ? 'held' : 'published',
      heldReason: verdict.reason,
    })
    .where(eq(salaryRecords.id, recordId));
  return { status: verdict.held ? ('held' as const) : ('published' as const), verdict };
}
