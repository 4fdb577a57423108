import type { api, Region } from '@paysight/contract';
import type { Db } from '@paysight/db';
import type { SQL } from 'drizzle-orm';
import { marketWhere, sliceCount } from './market-position.queries.js';
import type { SliceFilter } from './salary.queries.js';

/**
 * Where a member's pay stands in its market, shared by the offer analysis and a member's own
 * salary: the slice compared with (narrowest first, falling back until it holds MIN_SLICE
 * published records other than the member's own), its figures and the member's percentile rank.
 */

export type SlicePart = (typeof api.SLICE_PARTS)[number];

/** What the member's pay is: the narrowest slice it belongs to. */
export interface MarketAnchor {
  countryCode: Region;
  titleId: number;
  companyId: number | null;
  standardLevel: number | null;
  locationId: number | null;
}

export interface MarketCandidate {
  parts: SlicePart[];
  filter: SliceFilter;
}

/** The slices to try, narrowest first: drop the location, then the level, then the company. */
export function marketCandidates(a: MarketAnchor): MarketCandidate[] {
  const base = { countryCode: a.countryCode, titleId: a.titleId, sinceDate: null, yoe: null };
  const steps = [
    { company: a.companyId, level: a.standardLevel, location: a.locationId },
    { company: a.companyId, level: a.standardLevel, location: null },
    { company: a.companyId, level: null, location: null },
    { company: null, level: null, location: null },
  ];
  const seen = new Set<string>();
  const out: MarketCandidate[] = [];
  for (const s of steps) {
    const key = JSON.stringify(s);
    if (seen.has(key)) continue;
    seen.add(key);
    const parts: SlicePart[] = [];
    if (s.company !== null) parts.push('company');
    parts.push('title');
    if (s.level !== null) parts.push('level');
    if (s.location !== null) parts.push('location');
    out.push({ parts, filter: { ...base, companyId: s.company, standardLevel: s.level, locationId: s.location } });
  }
  return out;
}

export interface MarketSlice {
  /** The slices tried, narrowest first. */
  tried: MarketCandidate[];
  /** The first with at least MIN_SLICE records, or null: no comparison. */
  chosen: MarketCandidate | null;
  /** Records in the chosen slice, or in the widest tried when none had enough. */
  count: number;
  /** The parts of the narrowest slice left out to reach the chosen one. */
  dropped: SlicePart[];
  /** The chosen slice's records, the member's own left out (for marketFigures). */
  where: SQL | null;
}

/** The slice to compare with: its own record (excludeRecordId) is never part of a member's market. */
export async function findMarketSlice(
  deps: { db: Db; minSlice: number },
  anchor: MarketAnchor,
  excludeRecordId: number | null,
): Promise<MarketSlice> {
  const tried = marketCandidates(anchor);
  let count = 0;
  for (const c of tried) {
    const where = marketWhere(c.filter, excludeRecordId);
    count = await sliceCount(deps.db, where);
    if (count >= deps.minSlice) {
      return { tried, chosen: c, count, dropped: tried[0]!.parts.filter((p) => !c.parts.includes(p)), where };
    }
  }
  return { tried, chosen: null, count, dropped: [], where: null };
}

/** Percent of the slice paid less than `value`, ties counting half (0–100, whole). */
export function percentileRank(below: number, equal: number, count: number): number | null {
  if (count <= 0) return null;
  return Math.round(((below + equal / 2) / count) * 100);
}

const PART_NAMES = { company: 'the company', title: 'the title', level: 'the level', location: 'the city' } as const;
/** "a", "a and b", "a, b and c". */
const listed = (items: string[]) => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

/** Why the slice is wider than the member's own: "Fewer than 5 published salaries for …, so the city was left out." */
export function droppedNote(minSlice: number, narrowest: string, dropped: SlicePart[]): string {
  if (dropped.length === 0) return '';
  return `Fewer than ${minSlice} published salaries for ${narrowest}, so ${listed(dropped.map((p) => PART_NAMES[p]))} ${dropped.length === 1 ? 'was' : 'were'} left out.`;
}

/** Why there is no comparison at all. */
export const noMarketNote = (minSlice: number, titleSlice: string) =>
  `Fewer than ${minSlice} published salaries even for ${titleSlice}: there is no comparison yet.`;

export { marketFigures, MARKET_COLUMNS, type MarketColumn, type MarketRow } from './market-position.queries.js';
