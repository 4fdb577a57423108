import { salaryTotals, type Db } from '@paysight/db';
import { CACHE_LIFETIMES } from '../../caches.js';
import { Cache } from '../../lib/cache.js';
import { onePer } from '../../lib/one-per.js';
import { PEER_SAMPLE, peerSpread } from './salary-records.queries.js';
import type { MemberRecordInput, OutlierVerdict } from './salary-records.types.js';

/**
 * The outlier rule (ADR 012): the modified z-score of Iglewicz and Hoaglin on the logarithm of
 * the yearly total: z = 0.6745 · |ln x − median| / MAD over the newest published records of the
 * narrowest slice that has enough of them (company × title × level, then title × level, then
 * title). z above 3.5 holds the record. Logs, because pay is skewed: twice the median and half
 * of it are equally far. With fewer than OUTLIER_MIN_PEERS peers nothing is judged by the slice,
 * only by the absolute bounds.
 */

export const OUTLIER_Z_LIMIT = 3.5;
export const OUTLIER_MIN_PEERS = 10;
/** Yearly totals no real salary is outside of, by currency (a typo of a zero or a unit). */
export const TOTAL_BOUNDS = { INR: { min: 100_000, max: 200_000_000 }, USD: { min: 10_000, max: 10_000_000 } } as const;

export function median(sorted: number[]): number {
  const n = sorted.length;
  if (n === 0) return NaN;
  const mid = Math.floor(n / 2);
  return n % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The modified z-score of `x` from its peers' median and MAD of log pay; null when the peers do not vary. */
export function zFromSpread(x: number, logMedian: number | null, mad: number | null): number | null {
  if (logMedian === null || mad === null || !(mad > 0)) return null;
  return (0.6745 * Math.abs(Math.log(x) - logMedian)) / mad;
}

/** The modified z-score of `x` among `peers` on the log scale; null when the peers do not vary. */
export function modifiedZ(x: number, peers: number[]): number | null {
  const logs = peers
    .filter((p) => p > 0)
    .map(Math.log)
    .sort((a, b) => a - b);
  const m = median(logs);
  return zFromSpread(x, m, median(logs.map((l) => Math.abs(l - m)).sort((a, b) => a - b)));
}

type Spread = Awaited<ReturnType<typeof peerSpread>>;
type Slice = NonNullable<OutlierVerdict['slice']>;

/** The kept spreads of full slices (caches.ts, peerSpreads), one cache per database: tests open many in one process. */
export type SpreadCache = Cache<Spread>;
export const spreadCacheOf = onePer(
  (_db: Db): SpreadCache =>
    new Cache<Spread>({ ...CACHE_LIFETIMES.peerSpreads, now: () => new Date(), keep: (s) => s.peers >= PEER_SAMPLE }),
);

function sliceSpread(db: Db, r: MemberRecordInput, slice: Slice, spreads: SpreadCache | undefined): Promise<Spread> {
  if (!spreads) return peerSpread(db, r, slice);
  const key = [
    slice,
    r.countryCode,
    r.titleId,
    slice === 'company-title-level' ? r.companyId : '',
    slice === 'title' ? '' : r.standardLevel,
  ];
  return spreads.get(key.join(':'), () => peerSpread(db, r, slice));
}

/** Whether a member's figures are far outside what their slice reports (the rule above). */
export async function judgeOutlier(db: Db, r: MemberRecordInput, spreads?: SpreadCache): Promise<OutlierVerdict> {
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
    // The database computes the slice's median and MAD of the logs (peerSpread); modifiedZ is the
    // same rule over a list of totals.
    const { peers, median: m, mad } = await sliceSpread(db, r, slice, spreads);
    if (peers < OUTLIER_MIN_PEERS) continue;
    const z = zFromSpread(total, m, mad);
    if (z === null) return { held: false, reason: null, slice, peers, z: null };
    const held = z > OUTLIER_Z_LIMIT;
    return {
      held,
      reason: held
        ? `the yearly total is ${z.toFixed(1)} robust deviations from the ${slice} median of ${peers} records (limit ${OUTLIER_Z_LIMIT})`
        : null,
      slice,
      peers,
      z,
    };
  }
  return { held: false, reason: null, slice: null, peers: 0, z: null };
}
