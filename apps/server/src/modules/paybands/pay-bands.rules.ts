/**
 * Pay bands for the employer suite (/comp-bands): pure functions over numbers, no I/O, so the service,
 * a preview and the tests all compute the same bands. The definitions below are product decisions.
 *
 * - A band is { level, min, mid, max }. Its width is max ÷ min − 1, the way comp teams quote a
 *   "50 % band" (the top pays 1.5 × the bottom). mid is the arithmetic midpoint of min and max, so a
 *   band of width w around mid has min = 2·mid ÷ (2 + w) and max = min·(1 + w): width 50 % around
 *   100,000 is 80,000–120,000.
 * - Midpoint progression between consecutive levels = mid(upper) ÷ mid(lower) − 1.
 * - Overlap of consecutive bands = (lower.max − upper.min) ÷ (lower.max − lower.min), 0 when they do not
 *   meet: the share of the lower band's range that the upper band also covers.
 * - Rounding: a step (1,000 say; 0 = none). Everything is computed unrounded, then min, mid and max
 *   are each rounded to the nearest multiple of the step (halves up). Each figure is rounded on its
 *   own, so a rounded mid can sit off the exact midpoint of the rounded min and max by up to a step;
 *   the figures an analyst publishes are the rounded ones.
 *
 * Progression and overlap are compared with their limits as they are shown: both rounded to a tenth of
 * a percent (the precision of every figure on /comp-bands). An overlap of 70.03 % reads "70 %" and a
 * 9.96 % step reads "10 %": a finding that said "70 % above 70 %" would be rounding, not structure. Other
 * comparisons treat anything within 1e-9 of the limit as on it (floating point turns an exact 70 %
 * overlap into 0.7000000000000004).
 */

export interface BandInput {
  /** Standard level (1..8). */
  level: number;
  /** Market pay at the target percentile for this level; null where the market cell is suppressed. */
  marketMid: number | null;
}

export interface BandPlan {
  /** Default width (max ÷ min − 1) for every level, e.g. 0.5. */
  width: number;
  /** Per-level width overrides. */
  widths?: Partial<Record<number, number>>;
  /**
   * null: each level's mid is its market value and levels without one get no band. A number (0.15):
   * levels with a market value keep it, and a level without one, from the lowest level that has a
   * market value upwards, gets the previous band's mid × (1 + progression).
   */
  progression: number | null;
  /** Rounding step, 0 = none. */
  rounding: number;
}

export interface Band {
  level: number;
  min: number;
  mid: number;
  max: number;
  /** Whether the mid is the market value or was filled in by the progression. */
  source: 'market' | 'progression';
}

export interface LintOptions {
  /** Inclusive range of midpoint progression between consecutive levels. */
  progression: { min: number; max: number };
  /** Largest overlap that passes (inclusive). */
  maxOverlap: number;
  /**
   * The step the figures were rounded to (0 or absent: none). A width narrower by no more than
   * rounding each band's min and max by half a step can explain is not flagged.
   */
  rounding?: number;
}

/**
 * 10–20 % progression and at most 70 % overlap: the common guidance for a graded structure (steps
 * small enough that a promotion is not a cliff, large enough that a level means something).
 */
export const DEFAULT_LINT: LintOptions = Object.freeze({
  progression: Object.freeze({ min: 0.1, max: 0.2 }),
  maxOverlap: 0.7,
});

export type LintRule = 'inverted-midpoint' | 'progression-low' | 'progression-high' | 'overlap' | 'width-shrinks' | 'country-ratio';

export interface LintFinding {
  rule: LintRule;
  /** The levels concerned: the lower and upper level of a pair, or the one level out of line. */
  levels: number[];
  /** The measured figure as a fraction (progression, overlap, the upper level's width, or the ratio's deviation from the median). */
  value: number;
  message: string;
}

export interface ScenarioDiff {
  level: number;
  a: Band | null;
  b: Band | null;
  /** b's mid ÷ a's mid − 1 when the level is in both scenarios, else null. */
  midChange: number | null;
}

/** Slack for comparisons against a limit (see the module comment). */
const EPSILON = 1e-9;

/** A fraction as the percentage shown, to a tenth (0.70025 → 70, 0.0996 → 10): limits are compared at this precision. */
export const shownPercent = (value: number) => Number((value * 100).toFixed(1));

/** A width may shrink by this much before it is flagged: rounding each figure to a step moves the width a little. */
const WIDTH_TOLERANCE = 0.001;

/** The default country-ratio tolerance: a level's ratio may sit within ±25 % of the median ratio. */
const COUNTRY_RATIO_TOLERANCE = 0.25;

function requirePositive(value: number, what: string) {
  if (!(Number.isFinite(value) && value > 0)) throw new RangeError(`${what} must be a positive number, not ${value}`);
}

function requireStep(step: number) {
  if (!(Number.isFinite(step) && step >= 0)) throw new RangeError(`rounding step must be 0 (none) or a positive number, not ${step}`);
}

function requireLevel(level: number) {
  if (!(Number.isInteger(level) && level >= 1)) throw new RangeError(`level must be a positive whole number, not ${level}`);
}

function requireBand(band: Band) {
  requireLevel(band.level);
  const { level, min, mid, max } = band;
  if (![min, mid, max].every((v) => Number.isFinite(v) && v > 0) || !(min <= mid && mid <= max)) {
    throw new RangeError(`level ${level} band must have positive figures with min ≤ mid ≤ max, not ${min}–${mid}–${max}`);
  }
}

/** Sorted by level; a level listed twice is a caller bug (which band would count?). */
function byLevel<T extends { level: number }>(items: readonly T[], what: string): T[] {
  const sorted = [...items].sort((x, y) => x.level - y.level);
  for (let i = 1; i < sorted.length; i++) {
    if (sorted[i]!.level === sorted[i - 1]!.level) throw new RangeError(`${what} lists level ${sorted[i]!.level} twice`);
  }
  return sorted;
}

/**
 * Nearest multiple of the step, halves up. The quotient is first cut to 12 significant digits so a
 * figure that is a half step in exact arithmetic (100,500 to the nearest 1,000) rounds up even when
 * floating point lands it at 100.49999999999999 steps.
 */
function roundToStep(value: number, step: number): number {
  if (step === 0) return value;
  return Math.round(Number((value / step).toPrecision(12))) * step;
}

const widthOf = (band: Band) => band.max / band.min - 1;

/** How far rounding min and max to the nearest step can move a band's width: (max + ½ step) ÷ (min − ½ step) against max ÷ min. */
const roundingSlack = (band: Band, step: number) =>
  step > 0 && band.min > step / 2 ? (band.max + step / 2) / (band.min - step / 2) - band.max / band.min : 0;

/** The band of the given width (max ÷ min − 1) whose arithmetic midpoint is mid, unrounded. */
export function bandAround(mid: number, width: number): { min: number; mid: number; max: number } {
  requirePositive(mid, 'midpoint');
  requirePositive(width, 'band width');
  const min = (2 * mid) / (2 + width);
  return { min, mid, max: min * (1 + width) };
}

/**
 * Bands for the levels given, sorted by level. With a progression, a level without a market value
 * takes the previous band's unrounded mid × (1 + progression), one step per level listed (inputs carry
 * every standard level, null where suppressed, so a listed neighbour is the next level); levels below
 * the lowest market value have nothing to step from and are left out, as is every level without a
 * market value when there is no progression.
 */
export function buildBands(inputs: readonly BandInput[], plan: BandPlan): Band[] {
  requirePositive(plan.width, 'band width');
  for (const [level, width] of Object.entries(plan.widths ?? {})) {
    if (width !== undefined) requirePositive(width, `band width of level ${level}`);
  }
  if (plan.progression !== null && !(Number.isFinite(plan.progression) && plan.progression >= 0)) {
    throw new RangeError(`progression must be null or a number ≥ 0, not ${plan.progression}`);
  }
  requireStep(plan.rounding);
  for (const { level, marketMid } of inputs) {
    requireLevel(level);
    if (marketMid !== null) requirePositive(marketMid, `market midpoint of level ${level}`);
  }

  const bands: Band[] = [];
  let previousMid: number | null = null;
  for (const { level, marketMid } of byLevel(inputs, 'band inputs')) {
    let mid: number;
    let source: Band['source'];
    if (marketMid !== null) {
      mid = marketMid;
      source = 'market';
    } else if (plan.progression !== null && previousMid !== null) {
      mid = previousMid * (1 + plan.progression);
      source = 'progression';
    } else {
      continue;
    }
    previousMid = mid;
    const band = bandAround(mid, plan.widths?.[level] ?? plan.width);
    bands.push({
      level,
      min: roundToStep(band.min, plan.rounding),
      mid: roundToStep(band.mid, plan.rounding),
      max: roundToStep(band.max, plan.rounding),
      source,
    });
  }
  return bands;
}

/**
 * A location differential (a cheaper city at 0.85 of the base structure): every figure × factor, then
 * rounded. The bands' own figures are scaled, so a published structure and its city variant agree.
 */
export function applyDifferential(bands: readonly Band[], factor: number, rounding: number): Band[] {
  requirePositive(factor, 'location differential');
  requireStep(rounding);
  return bands.map((band) => {
    requireBand(band);
    return {
      ...band,
      min: roundToStep(band.min * factor, rounding),
      mid: roundToStep(band.mid * factor, rounding),
      max: roundToStep(band.max * factor, rounding),
    };
  });
}

/**
 * The share of the lower band's range that the upper band covers. For ordered bands this is
 * (lower.max − upper.min) ÷ (lower.max − lower.min), 0 when they do not meet; measured as the
 * intersection it also stays within 0–1 when an upper band reaches below the lower one's min. A
 * band that rounding collapsed to a point counts as covered (1) when the upper band contains it.
 */
export function overlap(lower: Band, upper: Band): number {
  requireBand(lower);
  requireBand(upper);
  const covered = Math.min(lower.max, upper.max) - Math.max(lower.min, upper.min);
  if (covered < 0) return 0;
  const range = lower.max - lower.min;
  return range > 0 ? covered / range : 1;
}

/** Midpoint progression from the lower band to the upper: mid(upper) ÷ mid(lower) − 1. */
export function progressionOf(lower: Band, upper: Band): number {
  requireBand(lower);
  requireBand(upper);
  return upper.mid / lower.mid - 1;
}

/**
 * A fraction as a percentage for a message: one decimal at most ("8 %", "70.5 %"), more when one
 * decimal would read as the limit it is compared with (a 9.96 % progression is "9.96 %", not "10 %",
 * beside a 10 % floor).
 */
function percent(value: number, beside: readonly number[] = []): string {
  const at = (digits: number, v: number) => String(Number((v * 100).toFixed(digits)));
  let digits = 1;
  while (digits < 4 && beside.some((limit) => Math.abs(value - limit) > EPSILON && at(digits, value) === at(digits, limit))) digits += 1;
  return `${at(digits, value).replace('-', '−')} %`;
}

/**
 * Structure checks over consecutive levels present in the list (in level order):
 * - inverted-midpoint: the higher level's mid is not above the lower one's (no progression finding
 *   then: the inversion is the problem);
 * - progression-low / progression-high: progression outside the inclusive range, as shown (a tenth of a percent);
 * - overlap: overlap strictly above maxOverlap, as shown;
 * - width-shrinks: the higher level's band narrower than the lower one's by more than 0.001 and more than
 *   rounding to the step can explain.
 */
export function lintBands(bands: readonly Band[], options: LintOptions = DEFAULT_LINT): LintFinding[] {
  const { min: low, max: high } = options.progression;
  if (!(Number.isFinite(low) && Number.isFinite(high) && low <= high)) {
    throw new RangeError(`progression range must be two numbers, low ≤ high, not ${low}–${high}`);
  }
  if (!(Number.isFinite(options.maxOverlap) && options.maxOverlap >= 0)) {
    throw new RangeError(`maximum overlap must be a number ≥ 0, not ${options.maxOverlap}`);
  }
  for (const band of bands) requireBand(band);
  const sorted = byLevel(bands, 'bands');
  const step = options.rounding ?? 0;
  requireStep(step);
  const findings: LintFinding[] = [];
  const range = `${percent(low).replace(' %', '')}–${percent(high)}`;
  for (let i = 1; i < sorted.length; i++) {
    const lower = sorted[i - 1]!;
    const upper = sorted[i]!;
    const levels = [lower.level, upper.level];
    const pair = `Level ${lower.level} → ${upper.level}`;
    const progression = progressionOf(lower, upper);
    if (upper.mid <= lower.mid) {
      findings.push({
        rule: 'inverted-midpoint',
        levels,
        value: progression,
        message:
          upper.mid === lower.mid
            ? `${pair}: level ${upper.level}'s midpoint is the same as level ${lower.level}'s (0 % progression)`
            : `${pair}: level ${upper.level}'s midpoint is ${percent(-progression)} below level ${lower.level}'s`,
      });
    } else if (shownPercent(progression) < shownPercent(low)) {
      findings.push({
        rule: 'progression-low',
        levels,
        value: progression,
        message: `${pair}: midpoint progression ${percent(progression, [low])} is below the ${range} range`,
      });
    } else if (shownPercent(progression) > shownPercent(high)) {
      findings.push({
        rule: 'progression-high',
        levels,
        value: progression,
        message: `${pair}: midpoint progression ${percent(progression, [high])} is above the ${range} range`,
      });
    }
    const shared = overlap(lower, upper);
    if (shownPercent(shared) > shownPercent(options.maxOverlap)) {
      findings.push({
        rule: 'overlap',
        levels,
        value: shared,
        message: `${pair}: level ${upper.level}'s band covers ${percent(shared, [options.maxOverlap])} of level ${lower.level}'s, above the ${percent(options.maxOverlap)} limit`,
      });
    }
    const [lowerWidth, upperWidth] = [widthOf(lower), widthOf(upper)];
    if (upperWidth < lowerWidth - WIDTH_TOLERANCE - roundingSlack(lower, step) - roundingSlack(upper, step)) {
      findings.push({
        rule: 'width-shrinks',
        levels,
        value: upperWidth,
        message: `${pair}: band width narrows from ${percent(lowerWidth, [upperWidth])} to ${percent(upperWidth, [lowerWidth])}`,
      });
    }
  }
  return findings;
}

/**
 * The market's own step between levels: the median, over consecutive levels with a market value, of
 * the step per level ((upper ÷ lower)^(1 ÷ levels apart) − 1, so a gap over a hidden level counts as
 * two equal steps). Null with fewer than two market values.
 */
export function marketStep(inputs: readonly BandInput[]): number | null {
  const shown = byLevel(inputs, 'inputs').filter((i): i is BandInput & { marketMid: number } => i.marketMid !== null && i.marketMid > 0);
  const steps: number[] = [];
  for (let i = 1; i < shown.length; i++) {
    const [lower, upper] = [shown[i - 1]!, shown[i]!];
    steps.push((upper.marketMid / lower.marketMid) ** (1 / (upper.level - lower.level)) - 1);
  }
  return steps.length > 0 ? median(steps) : null;
}

/**
 * The linter's progression range around the market's step: half to one and a half times it, to a
 * tenth of a percent. The market's own 30–46 % steps (median 38 %) pass in 19–57 %; a 12 % step or
 * an 80 % one is out of line with it, and said so.
 */
export function rangeAroundStep(step: number): { min: number; max: number } {
  const tenth = (v: number) => Math.round(v * 1000) / 1000;
  return { min: tenth(Math.max(0, step * 0.5)), max: tenth(Math.min(1, step * 1.5)) };
}

/** Median of a non-empty list, interpolating between the two middle values of an even count. */
function median(values: readonly number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  const middle = (sorted.length - 1) / 2;
  return (sorted[Math.floor(middle)]! + sorted[Math.ceil(middle)]!) / 2;
}

/**
 * India against US: per level in both lists, ratio = India mid (rupees) ÷ US mid (dollars). Levels
 * whose ratio differs from the median ratio by more than `tolerance` (relative: |ratio ÷ median − 1|)
 * are flagged, with value = ratio ÷ median − 1. No exchange rate: the point is that the ratio stays in
 * line across levels, and the median is the level-typical ratio one odd level cannot drag. With two
 * levels the median is their mean, so a mismatch flags both: two points cannot say which is off.
 */
export function lintCountryRatio(india: readonly Band[], us: readonly Band[], tolerance: number = COUNTRY_RATIO_TOLERANCE): LintFinding[] {
  requirePositive(tolerance, 'country ratio tolerance');
  for (const band of [...india, ...us]) requireBand(band);
  const usByLevel = new Map(byLevel(us, 'US bands').map((band) => [band.level, band]));
  const ratios = byLevel(india, 'India bands').flatMap((band) => {
    const other = usByLevel.get(band.level);
    return other ? [{ level: band.level, ratio: band.mid / other.mid }] : [];
  });
  if (ratios.length === 0) return [];
  const typical = median(ratios.map((r) => r.ratio));
  const ratioText = (v: number) => String(Number(v.toFixed(1)));
  return ratios.flatMap(({ level, ratio }) => {
    const deviation = ratio / typical - 1;
    if (Math.abs(deviation) <= tolerance + EPSILON) return [];
    const direction = deviation > 0 ? 'above' : 'below';
    return [
      {
        rule: 'country-ratio' as const,
        levels: [level],
        value: deviation,
        message: `Level ${level}: India/US midpoint ratio ${ratioText(ratio)} is ${percent(Math.abs(deviation), [tolerance])} ${direction} the median ${ratioText(typical)} across levels (more than ${percent(tolerance)} out of line)`,
      },
    ];
  });
}

/** Two scenarios level by level (every level in either, sorted), with the relative change in mid where both have it. */
export function compareScenarios(a: readonly Band[], b: readonly Band[]): ScenarioDiff[] {
  for (const band of [...a, ...b]) requireBand(band);
  const inA = new Map(byLevel(a, 'scenario A').map((band) => [band.level, band]));
  const inB = new Map(byLevel(b, 'scenario B').map((band) => [band.level, band]));
  const levels = [...new Set([...inA.keys(), ...inB.keys()])].sort((x, y) => x - y);
  return levels.map((level) => {
    const bandA = inA.get(level) ?? null;
    const bandB = inB.get(level) ?? null;
    return { level, a: bandA, b: bandB, midChange: bandA && bandB ? bandB.mid / bandA.mid - 1 : null };
  });
}
