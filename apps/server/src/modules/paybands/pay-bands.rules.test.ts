import { describe, expect, it } from 'vitest';
import {
  applyDifferential,
  type Band,
  bandAround,
  buildBands,
  compareScenarios,
  DEFAULT_LINT,
  lintBands,
  lintCountryRatio,
  overlap,
  progressionOf,
} from './pay-bands.rules.js';

/** A band of the given width around mid, unrounded (as a market-sourced level). */
const band = (level: number, mid: number, width = 0.5): Band => ({ level, ...bandAround(mid, width), source: 'market' });

/** A band given by its figures. */
const figures = (level: number, min: number, mid: number, max: number): Band => ({ level, min, mid, max, source: 'market' });

describe('a band around a midpoint', () => {
  it('P50 100,000 at width 50 % is 80,000–120,000 (120,000 ÷ 80,000 − 1 = 50 %, midpoint 100,000)', () => {
    expect(bandAround(100_000, 0.5)).toEqual({ min: 80_000, mid: 100_000, max: 120_000 });
  });

  it('the next level at 15 % progression has mid 115,000 and band 92,000–138,000', () => {
    const [first, second] = buildBands(
      [
        { level: 1, marketMid: 100_000 },
        { level: 2, marketMid: null },
      ],
      { width: 0.5, progression: 0.15, rounding: 0 },
    );
    expect(first).toMatchObject({ level: 1, min: 80_000, mid: 100_000, max: 120_000, source: 'market' });
    expect(second!.level).toBe(2);
    expect(second!.source).toBe('progression');
    expect(second!.mid).toBeCloseTo(115_000, 6);
    expect(second!.min).toBeCloseTo(92_000, 6);
    expect(second!.max).toBeCloseTo(138_000, 6);
    expect(progressionOf(first!, second!)).toBeCloseTo(0.15, 12);
  });

  it('rounds min, mid and max each to the nearest step: mid 123,457 at 50 % is 98,765.6–148,148.4, published as 99,000 / 123,000 / 148,000', () => {
    const [odd] = buildBands([{ level: 3, marketMid: 123_457 }], { width: 0.5, progression: null, rounding: 1000 });
    expect(odd).toEqual({ level: 3, min: 99_000, mid: 123_000, max: 148_000, source: 'market' });
    // A half step rounds up: 100,500 → 101,000; its band 80,400–120,600 → 80,000–121,000.
    const [half] = buildBands([{ level: 1, marketMid: 100_500 }], { width: 0.5, progression: null, rounding: 1000 });
    expect(half).toMatchObject({ min: 80_000, mid: 101_000, max: 121_000 });
    // No rounding keeps the exact figures.
    const [exact] = buildBands([{ level: 3, marketMid: 123_457 }], { width: 0.5, progression: null, rounding: 0 });
    expect(exact!.min).toBeCloseTo(98_765.6, 6);
    expect(exact!.mid).toBe(123_457);
    expect(exact!.max).toBeCloseTo(148_148.4, 6);
  });

  it('takes a per-level width over the default', () => {
    // Width 100 % around 150,000: min = 300,000 ÷ 3 = 100,000, max 200,000.
    const bands = buildBands(
      [
        { level: 1, marketMid: 100_000 },
        { level: 2, marketMid: 150_000 },
      ],
      { width: 0.5, widths: { 2: 1 }, progression: null, rounding: 1000 },
    );
    expect(bands.map(({ min, max }) => [min, max])).toEqual([
      [80_000, 120_000],
      [100_000, 200_000],
    ]);
  });
});

describe('building a structure from market values', () => {
  const inputs = [
    { level: 4, marketMid: 140_000 },
    { level: 1, marketMid: null },
    { level: 2, marketMid: 100_000 },
    { level: 3, marketMid: null },
    { level: 5, marketMid: null },
  ];

  it('without a progression, each level is its market value and suppressed levels get no band', () => {
    const bands = buildBands(inputs, { width: 0.5, progression: null, rounding: 1000 });
    expect(bands).toEqual([
      { level: 2, min: 80_000, mid: 100_000, max: 120_000, source: 'market' },
      // 140,000 at 50 %: min 112,000, max 168,000.
      { level: 4, min: 112_000, mid: 140_000, max: 168_000, source: 'market' },
    ]);
  });

  it('with 15 % progression, suppressed levels between and after market levels are filled; below the lowest market level stays empty', () => {
    const bands = buildBands(inputs, { width: 0.5, progression: 0.15, rounding: 1000 });
    expect(bands).toEqual([
      { level: 2, min: 80_000, mid: 100_000, max: 120_000, source: 'market' },
      // 100,000 × 1.15 = 115,000: 92,000–138,000.
      { level: 3, min: 92_000, mid: 115_000, max: 138_000, source: 'progression' },
      { level: 4, min: 112_000, mid: 140_000, max: 168_000, source: 'market' },
      // 140,000 × 1.15 = 161,000: min 322,000 ÷ 2.5 = 128,800 → 129,000; max 193,200 → 193,000.
      { level: 5, min: 129_000, mid: 161_000, max: 193_000, source: 'progression' },
    ]);
  });

  it('steps from the unrounded mid: two suppressed levels after 100,000 are 115,000 and 132,250 (→ 132,000)', () => {
    const bands = buildBands(
      [
        { level: 1, marketMid: 100_000 },
        { level: 2, marketMid: null },
        { level: 3, marketMid: null },
      ],
      { width: 0.5, progression: 0.15, rounding: 1000 },
    );
    expect(bands.map((b) => b.mid)).toEqual([100_000, 115_000, 132_000]);
  });

  it('with no market value at all there is nothing to step from', () => {
    expect(buildBands([{ level: 1, marketMid: null }], { width: 0.5, progression: 0.15, rounding: 0 })).toEqual([]);
  });
});

describe('location differential', () => {
  it('0.85 of 80,000–100,000–120,000 is 68,000–85,000–102,000; of 92,000–115,000–138,000 is 78,200–97,750–117,300, rounded to 78,000–98,000–117,000', () => {
    const base: Band[] = [figures(1, 80_000, 100_000, 120_000), { ...figures(2, 92_000, 115_000, 138_000), source: 'progression' }];
    expect(applyDifferential(base, 0.85, 1000)).toEqual([
      { level: 1, min: 68_000, mid: 85_000, max: 102_000, source: 'market' },
      { level: 2, min: 78_000, mid: 98_000, max: 117_000, source: 'progression' },
    ]);
    const unrounded = applyDifferential(base, 0.85, 0);
    expect(unrounded[1]!.mid).toBeCloseTo(97_750, 6);
    // The base structure is left as it was.
    expect(base[1]!.mid).toBe(115_000);
  });

  it('a figure that lands on a half step rounds up although floating point puts it a hair below: 0.7 × 165,000 = 115,500 → 116,000', () => {
    expect(applyDifferential([figures(4, 132_000, 165_000, 198_000)], 0.7, 1000)).toEqual([
      { level: 4, min: 92_000, mid: 116_000, max: 139_000, source: 'market' },
    ]);
  });
});

describe('overlap and progression between consecutive bands', () => {
  const lower = figures(1, 80_000, 100_000, 120_000);

  it('92,000–138,000 over 80,000–120,000 covers (120,000 − 92,000) ÷ 40,000 = 70 %', () => {
    expect(overlap(lower, figures(2, 92_000, 115_000, 138_000))).toBe(0.7);
  });

  it('bands that do not meet overlap 0; a band reaching below the lower one covers at most all of it', () => {
    expect(overlap(lower, figures(2, 130_000, 150_000, 170_000))).toBe(0);
    expect(overlap(lower, figures(2, 120_000, 140_000, 160_000))).toBe(0);
    expect(overlap(lower, figures(2, 70_000, 110_000, 150_000))).toBe(1);
  });

  it('progression is mid ÷ mid − 1', () => {
    expect(progressionOf(lower, figures(2, 100_000, 125_000, 150_000))).toBe(0.25);
  });
});

describe('linting a structure', () => {
  it('the 100,000 / 115,000 pair at 50 % is clean: 15 % progression, 70 % overlap exactly on the 70 % limit (computed unrounded too)', () => {
    const bands = buildBands(
      [
        { level: 1, marketMid: 100_000 },
        { level: 2, marketMid: null },
      ],
      { width: 0.5, progression: 0.15, rounding: 0 },
    );
    expect(overlap(bands[0]!, bands[1]!)).toBeCloseTo(0.7, 12);
    expect(lintBands(bands)).toEqual([]);
    expect(lintBands(bands, DEFAULT_LINT)).toEqual([]);
  });

  it('71 % overlap is flagged: 91,600–137,400 over 80,000–120,000 covers 28,400 ÷ 40,000', () => {
    const findings = lintBands([figures(1, 80_000, 100_000, 120_000), figures(2, 91_600, 114_500, 137_400)]);
    expect(findings).toEqual([
      {
        rule: 'overlap',
        levels: [1, 2],
        value: 0.71,
        message: "Level 1 → 2: level 2's band covers 71 % of level 1's, above the 70 % limit",
      },
    ]);
  });

  it('flags progression 8 % as low and 25 % as high; 15 % and the 10 % and 20 % bounds are clean', () => {
    // Width 20 % keeps the overlaps under 70 %, so only the progression speaks.
    const bands = [band(3, 100_000, 0.2), band(4, 108_000, 0.2), band(5, 135_000, 0.2), band(6, 155_250, 0.2)];
    const findings = lintBands(bands);
    expect(findings.map(({ rule, levels }) => ({ rule, levels }))).toEqual([
      { rule: 'progression-low', levels: [3, 4] },
      { rule: 'progression-high', levels: [4, 5] },
    ]);
    expect(findings[0]!.value).toBeCloseTo(0.08, 12);
    expect(findings[0]!.message).toBe('Level 3 → 4: midpoint progression 8 % is below the 10–20 % range');
    expect(findings[1]!.value).toBeCloseTo(0.25, 12);
    expect(findings[1]!.message).toBe('Level 4 → 5: midpoint progression 25 % is above the 10–20 % range');
    expect(lintBands([band(1, 100_000, 0.2), band(2, 110_000, 0.2), band(3, 132_000, 0.2)])).toEqual([]);
  });

  it('compares a progression with its range as shown: 9.96 % reads 10 % and passes, 9.94 % reads 9.9 % and is low', () => {
    expect(lintBands([band(1, 100_000, 0.2), band(2, 109_960, 0.2)])).toEqual([]);
    expect(lintBands([band(1, 100_000, 0.2), band(2, 120_040, 0.2)])).toEqual([]);
    const [finding] = lintBands([band(1, 100_000, 0.2), band(2, 109_940, 0.2)]);
    expect(finding!.message).toBe('Level 1 → 2: midpoint progression 9.9 % is below the 10–20 % range');
  });

  it('compares an overlap with its limit as shown: 70.03 % reads 70 % and passes, 70.06 % reads 70.1 % and is flagged', () => {
    // 80,000–120,000 below; an upper band from 91,988 covers 28,012 ÷ 40,000 = 70.03 %.
    const lower = figures(1, 80_000, 100_000, 120_000);
    expect(overlap(lower, figures(2, 91_988, 114_985, 137_982))).toBeCloseTo(0.7003, 12);
    expect(lintBands([lower, figures(2, 91_988, 114_985, 137_982)])).toEqual([]);
    const findings = lintBands([lower, figures(2, 91_976, 114_970, 137_964)]);
    expect(findings).toEqual([
      {
        rule: 'overlap',
        levels: [1, 2],
        value: expect.closeTo(0.7006, 12) as number,
        message: "Level 1 → 2: level 2's band covers 70.1 % of level 1's, above the 70 % limit",
      },
    ]);
  });

  it('flags an inverted or flat midpoint once, without a low-progression finding on top', () => {
    const findings = lintBands([band(1, 100_000, 0.2), band(2, 95_000, 0.2), band(3, 95_000, 0.2)]);
    expect(findings.filter((f) => f.rule !== 'overlap')).toEqual([
      {
        rule: 'inverted-midpoint',
        levels: [1, 2],
        value: expect.closeTo(-0.05, 12) as number,
        message: "Level 1 → 2: level 2's midpoint is 5 % below level 1's",
      },
      {
        rule: 'inverted-midpoint',
        levels: [2, 3],
        value: 0,
        message: "Level 2 → 3: level 3's midpoint is the same as level 2's (0 % progression)",
      },
    ]);
  });

  it('flags a higher level whose band is narrower, and lets a rounding-sized difference pass', () => {
    // 50 % then 40 %: 115,000 at 40 % is 95,833–134,167 (overlap 60 %).
    const findings = lintBands([band(1, 100_000, 0.5), band(2, 115_000, 0.4)]);
    expect(findings).toEqual([
      {
        rule: 'width-shrinks',
        levels: [1, 2],
        value: expect.closeTo(0.4, 12) as number,
        message: 'Level 1 → 2: band width narrows from 50 % to 40 %',
      },
    ]);
    expect(lintBands([band(1, 100_000, 0.5), band(2, 115_000, 0.4995)])).toEqual([]);
    // Rounded figures: 92,000–138,000 is exactly 50 %, so 80,000–120,000 → that is no shrink.
    expect(lintBands([figures(1, 80_000, 100_000, 120_000), figures(2, 92_000, 115_000, 138_000)])).toEqual([]);
  });

  it('lets a narrower width pass when rounding to the step explains it, and flags it when it does not', () => {
    // 190,000 and 262,000 at 50 % to the nearest 1,000: 152,000–228,000 (50 %) then 210,000–314,000 (49.5 %).
    const bands = [figures(3, 152_000, 190_000, 228_000), figures(4, 210_000, 262_000, 314_000)];
    const steps38 = { ...DEFAULT_LINT, progression: { min: 0.1, max: 0.5 } };
    expect(lintBands(bands, steps38).map((f) => f.rule)).toEqual(['width-shrinks']);
    expect(lintBands(bands, { ...steps38, rounding: 1000 })).toEqual([]);
    // 45 % is more than rounding to 1,000 can make of 50 %.
    const narrower = [figures(3, 152_000, 190_000, 228_000), figures(4, 214_000, 262_000, 310_000)];
    expect(lintBands(narrower, { ...steps38, rounding: 1000 }).map((f) => f.rule)).toEqual(['width-shrinks']);
  });

  it('compares consecutive levels present, in level order, whatever order they come in', () => {
    const findings = lintBands([band(5, 135_000, 0.2), band(3, 100_000, 0.2)]);
    // 3 → 5 is a 35 % step between the levels present.
    expect(findings.map((f) => [f.rule, f.levels])).toEqual([['progression-high', [3, 5]]]);
  });

  it('uses the options given', () => {
    const bands = [figures(1, 80_000, 100_000, 120_000), figures(2, 92_000, 115_000, 138_000)];
    expect(lintBands(bands, { progression: { min: 0.16, max: 0.3 }, maxOverlap: 0.6 }).map((f) => f.rule)).toEqual([
      'progression-low',
      'overlap',
    ]);
  });
});

describe('India against US', () => {
  const us = [band(1, 100_000), band(2, 120_000), band(3, 140_000), band(4, 160_000), band(5, 180_000), band(6, 200_000)];
  // Rupees per dollar of US midpoint: 24, 25, 23, 35, 31.25; median 25. Level 5 is exactly 25 % above it and passes.
  // Level 6 has no India band and level 7 no US band: neither counts.
  const india = [band(1, 2_400_000), band(2, 3_000_000), band(3, 3_220_000), band(4, 5_600_000), band(5, 5_625_000), band(7, 9_000_000)];

  it('flags the one level whose ratio is out of line with the median ratio', () => {
    const findings = lintCountryRatio(india, us);
    expect(findings).toEqual([
      {
        rule: 'country-ratio',
        levels: [4],
        value: expect.closeTo(35 / 25 - 1, 12) as number,
        message: 'Level 4: India/US midpoint ratio 35 is 40 % above the median 25 across levels (more than 25 % out of line)',
      },
    ]);
  });

  it('takes a tolerance', () => {
    // 35 is 40 % and 31.25 is 25 % above the median 25; 23 is 8 % below it and 24 4 %.
    expect(lintCountryRatio(india, us, 0.1).map((f) => f.levels[0])).toEqual([4, 5]);
  });

  it('has nothing to say without levels in both', () => {
    expect(lintCountryRatio([band(1, 2_400_000)], [band(2, 100_000)])).toEqual([]);
  });
});

describe('comparing scenarios', () => {
  it('pairs levels by number, with null where a scenario lacks the level and the change in mid where both have it', () => {
    const a = [figures(2, 92_000, 115_000, 138_000), figures(1, 80_000, 100_000, 120_000)];
    const b = [figures(3, 100_000, 125_000, 150_000), figures(2, 88_000, 110_000, 132_000)];
    const diff = compareScenarios(a, b);
    expect(diff.map(({ level, a, b }) => [level, a?.mid ?? null, b?.mid ?? null])).toEqual([
      [1, 100_000, null],
      [2, 115_000, 110_000],
      [3, null, 125_000],
    ]);
    expect(diff[0]!.midChange).toBeNull();
    expect(diff[1]!.midChange).toBeCloseTo(-5_000 / 115_000, 12);
    expect(diff[2]!.midChange).toBeNull();
  });
});

describe('guards (the service validates first)', () => {
  it('refuses a width that is not positive, a negative or missing midpoint, and NaN anywhere', () => {
    expect(() => bandAround(100_000, 0)).toThrow(RangeError);
    expect(() => bandAround(100_000, -0.5)).toThrow(/band width must be a positive number/);
    expect(() => bandAround(-100_000, 0.5)).toThrow(/midpoint must be a positive number, not -100000/);
    expect(() => bandAround(Number.NaN, 0.5)).toThrow(RangeError);
    expect(() => bandAround(100_000, Number.NaN)).toThrow(RangeError);
    const plan = { width: 0.5, progression: null, rounding: 1000 };
    expect(() => buildBands([{ level: 1, marketMid: Number.NaN }], plan)).toThrow(/market midpoint of level 1/);
    expect(() => buildBands([{ level: 1, marketMid: -1 }], plan)).toThrow(RangeError);
    expect(() => buildBands([{ level: 1, marketMid: 100_000 }], { ...plan, width: 0 })).toThrow(RangeError);
    expect(() => buildBands([{ level: 1, marketMid: 100_000 }], { ...plan, widths: { 1: -0.2 } })).toThrow(/band width of level 1/);
    expect(() => buildBands([{ level: 1, marketMid: 100_000 }], { ...plan, progression: Number.NaN })).toThrow(/progression/);
    expect(() => buildBands([{ level: 1, marketMid: 100_000 }], { ...plan, rounding: -1000 })).toThrow(/rounding step/);
    expect(() =>
      buildBands(
        [
          { level: 1, marketMid: 100_000 },
          { level: 1, marketMid: 110_000 },
        ],
        plan,
      ),
    ).toThrow(/level 1 twice/);
    expect(() => applyDifferential([figures(1, 80_000, 100_000, 120_000)], Number.NaN, 1000)).toThrow(/location differential/);
    expect(() => lintBands([figures(1, 80_000, Number.NaN, 120_000)])).toThrow(/level 1 band/);
  });
});
