import type { api } from '@paysight/contract';

/**
 * The compa roster's figures (ADR 054), pure: each employee against their pay band and against the
 * market cell of their family × level × metro. Ratios are unrounded here; buckets are decided on the
 * ratio as shown (three decimals), so 0.85 computed as 0.8499999999 still reads and buckets as 0.85.
 */

export interface BandRange {
  min: number;
  mid: number;
  max: number;
  /** The band's target when it has its own; the midpoint stands in otherwise. */
  target?: number | null;
}

/** pay ÷ the band's target (its midpoint when it has no target): ₹18,00,000 ÷ ₹20,00,000 = 0.9. */
export const compaRatioOf = (pay: number, band: BandRange): number => pay / (band.target ?? band.mid);

/**
 * Where pay sits in a range, as issue 29's examples read it: inside, (pay − min) ÷ (max − min), so the
 * minimum is 0 and the maximum 1; outside, the distance past the edge in half-ranges (edge to
 * midpoint), so in 60k/80k/100k, 55k is −0.25 and 105k is 1.25: 5k is a quarter of the 20k between
 * an edge and the midpoint. null for a range with no width (min = max), where a position means nothing.
 */
export function rangePenetration(pay: number, min: number, max: number, mid = (min + max) / 2): number | null {
  if (!(max > min)) return null;
  if (pay < min) return mid > min ? (pay - min) / (mid - min) : null;
  if (pay > max) return max > mid ? 1 + (pay - max) / (max - mid) : null;
  return (pay - min) / (max - min);
}

/** A ratio as shown: three decimals. */
export const shownRatio = (ratio: number) => Math.round(ratio * 1000) / 1000;
/** A penetration as shown: a percentage to one decimal (−25, 0, 100, 125). */
export const shownPercent = (fraction: number) => Math.round(fraction * 1000) / 10;

/**
 * The bucket of a ratio as shown, symmetric around 1: the middle bucket holds both its ends (0.95
 * and 1.05), the inner ends of the outer buckets belong to the inner ones (0.85 is 0.85–0.95, 1.15
 * is 1.05–1.15).
 */
export function bucketOf(ratio: number): api.CompaBucket {
  const r = shownRatio(ratio);
  if (r < 0.85) return '< 0.85';
  if (r < 0.95) return '0.85–0.95';
  if (r <= 1.05) return '0.95–1.05';
  if (r <= 1.15) return '1.05–1.15';
  return '> 1.15';
}

/** An employee's pay as the figures read it. Amounts are yearly, as paid. */
export interface Pay {
  base: number;
  bonusTarget: number;
  equity: number;
  /** Above 0, at most 1. */
  fte: number;
  equityType: api.EquityType | null;
}

/**
 * Pay scaled to full time (amount ÷ FTE): a half-time employee paid half a full-time base sits at
 * the same ratio as a full-time colleague on that base.
 */
export const fullTime = (amount: number, fte: number) => amount / fte;

/** The pay a band is set on: base, or base + bonus target + yearly equity for a total band; full time. */
export const payFor = (p: Pay, metric: (typeof api.PAY_BAND_METRICS)[number]) =>
  fullTime(metric === 'total' ? p.base + p.bonusTarget + p.equity : p.base, p.fte);

/** Equity is known when a type other than none is given, or a value above 0. */
export const equityKnown = (p: Pay) => (p.equityType !== null && p.equityType !== 'none') || p.equity > 0;

export interface BandFigures {
  compaRatio: number;
  penetration: number | null;
  bucket: api.CompaBucket;
  belowMin: boolean;
  aboveMax: boolean;
}

export function bandFigures(pay: number, band: BandRange): BandFigures {
  const ratio = compaRatioOf(pay, band);
  return {
    compaRatio: ratio,
    penetration: rangePenetration(pay, band.min, band.max, band.mid),
    bucket: bucketOf(ratio),
    belowMin: pay < band.min,
    aboveMax: pay > band.max,
  };
}

export interface MarketCell {
  base: { p25: number; p50: number; p75: number };
  total: { p25: number; p50: number; p75: number };
}

export interface MarketFigures {
  /** Full-time base ÷ the cell's p50 base. */
  compaRatio: number;
  /** Across the cell's p25–p75 of base (its middle half stands for a band's min and max, p50 for its midpoint). */
  penetration: number | null;
  bucket: api.CompaBucket;
  /** Full-time base + bonus target + equity ÷ the cell's p50 total; null when equity is not known. */
  equityInclusiveRatio: number | null;
}

export function marketFigures(p: Pay, cell: MarketCell): MarketFigures {
  const base = fullTime(p.base, p.fte);
  const ratio = base / cell.base.p50;
  return {
    compaRatio: ratio,
    penetration: rangePenetration(base, cell.base.p25, cell.base.p75, cell.base.p50),
    bucket: bucketOf(ratio),
    equityInclusiveRatio: equityKnown(p) ? fullTime(p.base + p.bonusTarget + p.equity, p.fte) / cell.total.p50 : null,
  };
}

// ---------------------------------------------------------------------------------------------
// Which band

export interface Band extends BandRange {
  /** The job family's slug. */
  family: string;
  level: number;
  location: string;
}

export interface BandMatch<B extends Band> {
  band: B | null;
  match: api.CompaBandMatch;
  /** Why another band than the employee's own is used, or why there is none; null for their own. */
  reason: string | null;
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * The employee's band: their family, level and location; else the same family and level at another
 * location (the group's reference location first); else the family's nearest level (at their
 * location, then the reference; the lower level on a tie); else none. Each fallback says why.
 */
export function bandFor<B extends Band>(
  bands: readonly B[],
  who: { family: string; familyName: string; level: number; levelName: string; location: string },
  referenceLocation: string | null,
  levelNameOf: (level: number) => string,
): BandMatch<B> {
  const ofFamily = bands.filter((b) => b.family === who.family);
  const exact = ofFamily.find((b) => b.level === who.level && same(b.location, who.location));
  if (exact) return { band: exact, match: 'own', reason: null };

  const atLevel = ofFamily.filter((b) => b.level === who.level);
  if (atLevel.length > 0) {
    const band = atLevel.find((b) => referenceLocation !== null && same(b.location, referenceLocation)) ?? atLevel[0]!;
    return {
      band,
      match: 'other-location',
      reason: `No ${who.familyName} ${who.levelName} band in ${who.location}; the ${band.location} band is used`,
    };
  }
  const locations = [who.location, ...(referenceLocation ? [referenceLocation] : [])];
  for (const location of locations) {
    const here = ofFamily.filter((b) => same(b.location, location));
    if (here.length === 0) continue;
    const band = [...here].sort((a, b) => Math.abs(a.level - who.level) - Math.abs(b.level - who.level) || a.level - b.level)[0]!;
    return {
      band,
      match: 'nearest-level',
      reason: `No ${who.familyName} ${who.levelName} band; the nearest level's (${levelNameOf(band.level)}, ${band.location}) is used`,
    };
  }
  return { band: null, match: 'none', reason: `The band group has no ${who.familyName} bands` };
}

/**
 * The version of a band group in force on a date: the latest whose effective date is not after it;
 * when every version starts later, the first one (with its date shown, the reader sees it is early).
 */
export function versionInForce<V extends { version: number; effectiveDate: string }>(versions: readonly V[], asOf: string): V | null {
  const sorted = [...versions].sort((a, b) => a.version - b.version);
  const inForce = sorted.filter((v) => v.effectiveDate <= asOf);
  return inForce.at(-1) ?? sorted[0] ?? null;
}

// ---------------------------------------------------------------------------------------------
// The analyst's order

export interface Sortable {
  band: { penetration: number | null; belowMin: boolean; compaRatio: number } | null;
  market: { compaRatio: number } | null;
}

/**
 * Below the band's minimum first (the deepest first), then by band compa-ratio (lowest first), then
 * those with only a market figure (by it), then those with neither.
 */
export function analystOrder(a: Sortable, b: Sortable): number {
  const rank = (s: Sortable) => (s.band?.belowMin ? 0 : s.band ? 1 : s.market ? 2 : 3);
  const ra = rank(a);
  const rb = rank(b);
  if (ra !== rb) return ra - rb;
  if (ra === 0 || ra === 1) return a.band!.compaRatio - b.band!.compaRatio;
  if (ra === 2) return a.market!.compaRatio - b.market!.compaRatio;
  return 0;
}
