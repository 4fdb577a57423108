import { describe, expect, it } from 'vitest';
import {
  analystOrder,
  bandFigures,
  bandFor,
  bucketOf,
  compaRatioOf,
  marketFigures,
  payFor,
  rangePenetration,
  shownPercent,
  shownRatio,
  versionInForce,
  type Band,
  type Pay,
} from './compa.rules.js';

const pay = (over: Partial<Pay> = {}): Pay => ({ base: 100_000, bonusTarget: 0, equity: 0, fte: 1, equityType: null, ...over });

describe('compa rules', () => {
  it('compa-ratio is pay ÷ the band target, the midpoint when the band has none', () => {
    expect(compaRatioOf(1_800_000, { min: 1_500_000, mid: 2_000_000, max: 2_500_000 })).toBe(0.9);
    expect(compaRatioOf(1_800_000, { min: 1_500_000, mid: 2_000_000, max: 2_500_000, target: 1_800_000 })).toBe(1);
  });

  it("range penetration: the issue's oracle (60k/80k/100k: 55k → −25 %, 60k → 0 %, 100k → 100 %, 105k → 125 %)", () => {
    const band = { min: 60_000, mid: 80_000, max: 100_000 };
    // Inside the band (pay − min) ÷ (max − min); outside, the distance past the edge in half-ranges.
    expect(
      [55_000, 60_000, 70_000, 80_000, 100_000, 105_000, 120_000].map((p) =>
        shownPercent(rangePenetration(p, band.min, band.max, band.mid)!),
      ),
    ).toEqual([-25, 0, 25, 50, 100, 125, 200]);
    // A band whose midpoint is off-centre measures each side by its own half.
    expect(shownPercent(rangePenetration(50_000, 60_000, 100_000, 70_000)!)).toBe(-100);
    expect(shownPercent(rangePenetration(110_000, 60_000, 100_000, 70_000)!)).toBeCloseTo(133.3, 1);
    expect(rangePenetration(50_000, 50_000, 50_000)).toBeNull();
    expect(shownPercent(bandFigures(55_000, band).penetration!)).toBe(-25);
    const below = bandFigures(55_000, band);
    expect(below).toMatchObject({ belowMin: true, aboveMax: false, bucket: '< 0.85' });
    expect(shownRatio(below.compaRatio)).toBe(0.688);
    expect(bandFigures(105_000, band)).toMatchObject({ belowMin: false, aboveMax: true, bucket: '> 1.15' });
    expect(bandFigures(60_000, band)).toMatchObject({ belowMin: false, aboveMax: false });
  });

  it('buckets: < 0.85, 0.85–0.95, 0.95–1.05, 1.05–1.15, > 1.15, symmetric around 1 at the ratio as shown', () => {
    expect([0.849, 0.85, 0.9, 0.949, 0.95, 1, 1.05, 1.051, 1.15, 1.151].map(bucketOf)).toEqual([
      '< 0.85',
      '0.85–0.95',
      '0.85–0.95',
      '0.85–0.95',
      '0.95–1.05',
      '0.95–1.05',
      '0.95–1.05',
      '1.05–1.15',
      '1.05–1.15',
      '> 1.15',
    ]);
    // 0.85 reached through floating point (17 ÷ 20 ÷ … ) buckets as 0.85.
    expect(bucketOf(0.8499999999999)).toBe('0.85–0.95');
  });

  it('pay is full time (÷ FTE), on the band metric: base, or base + bonus target + equity', () => {
    const p = pay({ base: 50_000, bonusTarget: 5_000, equity: 10_000, fte: 0.5 });
    expect(payFor(p, 'base')).toBe(100_000);
    expect(payFor(p, 'total')).toBe(130_000);
  });

  it('against the market: base ÷ p50, penetration across p25–p75, and the equity-inclusive ratio only where equity is known', () => {
    const cell = { base: { p25: 1_250_000, p50: 1_500_000, p75: 1_750_000 }, total: { p25: 1_400_000, p50: 1_800_000, p75: 2_200_000 } };
    const m = marketFigures(pay({ base: 1_200_000, bonusTarget: 120_000, equity: 300_000, equityType: 'rsu' }), cell);
    expect(shownRatio(m.compaRatio)).toBe(0.8);
    // 1.2M is 50k under p25, a fifth of the 250k from p25 to p50.
    expect(shownPercent(m.penetration!)).toBe(-20);
    expect(m.bucket).toBe('< 0.85');
    expect(shownRatio(m.equityInclusiveRatio!)).toBe(0.9);
    expect(marketFigures(pay({ base: 1_500_000, bonusTarget: 100_000 }), cell).equityInclusiveRatio).toBeNull();
    expect(marketFigures(pay({ base: 1_500_000, equityType: 'none' }), cell).equityInclusiveRatio).toBeNull();
    // A value with no type still counts as known equity.
    expect(marketFigures(pay({ base: 1_500_000, equity: 300_000 }), cell).equityInclusiveRatio).toBe(1);
  });

  describe('which band', () => {
    const b = (family: string, level: number, location: string, mid = 100): Band => ({
      family,
      level,
      location,
      min: mid * 0.8,
      mid,
      max: mid * 1.2,
    });
    const bands = [b('swe', 2, 'Bengaluru'), b('swe', 3, 'Bengaluru'), b('swe', 2, 'Pune'), b('swe', 5, 'Delhi NCR'), b('data', 4, 'Pune')];
    const who = (family: string, level: number, location: string) => ({
      family,
      familyName: family.toUpperCase(),
      level,
      levelName: `L${level}`,
      location,
    });
    const name = (l: number) => `L${l}`;

    it("uses the employee's own band", () => {
      expect(bandFor(bands, who('swe', 3, 'bengaluru'), 'Bengaluru', name)).toEqual({ band: bands[1], match: 'own', reason: null });
    });
    it('else the same family and level elsewhere, the reference location first', () => {
      expect(bandFor(bands, who('swe', 2, 'Mumbai'), 'Pune', name)).toEqual({
        band: bands[2],
        match: 'other-location',
        reason: 'No SWE L2 band in Mumbai; the Pune band is used',
      });
    });
    it("else the family's nearest level at their location (the lower on a tie), then at the reference", () => {
      expect(bandFor(bands, who('swe', 4, 'Bengaluru'), 'Bengaluru', name)).toMatchObject({ band: bands[1], match: 'nearest-level' });
      expect(bandFor(bands, who('swe', 1, 'Bengaluru'), 'Bengaluru', name).band).toBe(bands[0]);
      expect(bandFor(bands, who('swe', 7, 'Mumbai'), 'Delhi NCR', name)).toEqual({
        band: bands[3],
        match: 'nearest-level',
        reason: "No SWE L7 band; the nearest level's (L5, Delhi NCR) is used",
      });
    });
    it('else none, and why', () => {
      expect(bandFor(bands, who('design', 2, 'Pune'), 'Pune', name)).toEqual({
        band: null,
        match: 'none',
        reason: 'The band group has no DESIGN bands',
      });
    });
  });

  it("the version in force: the latest whose effective date is not after the as-of date, else the group's first", () => {
    const v = [
      { version: 1, effectiveDate: '2026-01-01' },
      { version: 2, effectiveDate: '2026-06-01' },
      { version: 3, effectiveDate: '2027-01-01' },
    ];
    expect(versionInForce(v, '2026-11-29')?.version).toBe(2);
    expect(versionInForce(v, '2026-06-01')?.version).toBe(2);
    expect(versionInForce(v, '2025-01-01')?.version).toBe(1);
    expect(versionInForce([], '2026-01-01')).toBeNull();
  });

  it("the analyst's order: below minimum first (deepest first), then by compa-ratio, then market only, then nothing", () => {
    const band = (compaRatio: number, belowMin = false) => ({ band: { compaRatio, belowMin, penetration: null }, market: null });
    const rows = [
      { id: 'no figures', band: null, market: null },
      { id: 'market 0.7', band: null, market: { compaRatio: 0.7 } },
      { id: '1.1', ...band(1.1) },
      { id: 'below 0.8', ...band(0.8, true) },
      { id: '0.9', ...band(0.9) },
      { id: 'below 0.6', ...band(0.6, true) },
    ];
    expect([...rows].sort(analystOrder).map((r) => r.id)).toEqual(['below 0.6', 'below 0.8', '0.9', '1.1', 'market 0.7', 'no figures']);
  });
});
