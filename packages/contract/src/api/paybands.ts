import { z } from 'zod';
import { cc, slugText, currency, routesOf } from './schemas.js';

/**
 * Pay bands (SPEC §1 for employers, §7 Compa; docs/decisions/030-peer-benchmarking.md). A workspace
 * keeps named groups of bands, each in one region and built from one of its peer groups. A band
 * group is edited by saving the next version: the plan (metric, target percentile, width,
 * progression, rounding, families, locations), the bands it gave and the linter's findings. A
 * version is never changed. Market midpoints come from the peer benchmark under its privacy rules,
 * so a hidden cell gives no market band (a progression may fill it from the level below).
 */

const slug = slugText('must be a slug (a-z, 0-9, -)');
const metro = z.string().trim().min(1, 'a location is a metro name').max(80, 'a location is at most 80 characters');
const levelNumber = z
  .number()
  .int('levels are whole numbers from 1 to 8')
  .min(1, 'levels run from 1 to 8')
  .max(8, 'levels run from 1 to 8');

export const PAY_BAND_METRICS = ['base', 'total'] as const;
export const PAY_BAND_PERCENTILES = [10, 25, 50, 75, 90] as const;
export const PAY_BAND_SOURCES = ['market', 'progression', 'manual'] as const;
export const PAY_BAND_STEPS = ['market', 'plan'] as const;
export const PAY_BAND_RULES = [
  'inverted-midpoint',
  'progression-low',
  'progression-high',
  'overlap',
  'width-shrinks',
  'country-ratio',
] as const;

/** max ÷ min − 1: 0.5 is a "50 % band", whose top pays 1.5 × its bottom. */
const width = z.number().min(0.05, 'a band width is at least 0.05 (5 %)').max(2, 'a band width is at most 2 (200 %)');
const fraction = (what: string) => z.number().min(0, `${what} is a fraction from 0 to 1`).max(1, `${what} is a fraction from 0 to 1`);

export const payBandLint = z
  .object({
    progressionMin: fraction('progressionMin').default(0.1),
    progressionMax: fraction('progressionMax').default(0.2),
    maxOverlap: fraction('maxOverlap').default(0.7),
  })
  .refine((l) => l.progressionMin <= l.progressionMax, {
    message: 'progressionMin must not be above progressionMax',
    path: ['progressionMin'],
  });

export const payBandPlan = z.object({
  /** The pay the bands are set on: base salary, or total (base + yearly stock + bonus). */
  metric: z.enum(PAY_BAND_METRICS, { error: 'metric is base or total' }),
  /** The market percentile a band's midpoint is set at. */
  targetPercentile: z.literal(PAY_BAND_PERCENTILES, { error: 'targetPercentile is one of 10, 25, 50, 75, 90' }),
  width,
  /** Per-level widths by level ("3": 0.6), over `width`. */
  widths: z.record(z.string().regex(/^[1-8]$/, 'widths are keyed by level, 1 to 8'), width).optional(),
  /** Midpoint step up a level where the market cell is hidden; null: such levels get no band. */
  progression: fraction('progression').nullable(),
  /** Figures are rounded to this step (1000: the nearest thousand); 0: not rounded. */
  rounding: z
    .number()
    .int('rounding is a whole number')
    .min(0, 'rounding is 0 or a positive step')
    .max(1_000_000, 'rounding is at most 1,000,000'),
  families: z
    .array(slug)
    .min(1, 'name at least one job family')
    .max(20, 'at most 20 job families')
    .refine((f) => new Set(f).size === f.length, 'a job family is listed twice'),
  /** Metros; the first is the reference, the others take a differential of it. */
  locations: z
    .array(metro)
    .min(1, 'name at least one location (the first is the reference)')
    .max(10, 'at most 10 locations')
    .refine((l) => new Set(l.map((m) => m.toLowerCase())).size === l.length, 'a location is listed twice'),
  /**
   * A factor per location other than the reference (0.85: 85 % of the reference's bands). A location
   * without one takes its market median ÷ the reference's (the median, over the family's levels
   * shown at both, of the two cells' p50), or 1 when no level is shown at both.
   */
  differentials: z.record(metro, z.number().min(0.3, 'a differential is at least 0.3').max(3, 'a differential is at most 3')).optional(),
  lint: payBandLint.default({ progressionMin: 0.1, progressionMax: 0.2, maxOverlap: 0.7 }),
  /**
   * Where the progression and the linter's progression range come from. market: per family, the
   * market's own median step between levels at the reference location (hidden levels step up by
   * it; the range is half to one and a half times it); plan: `progression` and `lint` as given.
   * A family whose market shows fewer than two levels uses the plan's.
   */
  steps: z.enum(PAY_BAND_STEPS, { error: 'steps is market or plan' }).default('plan'),
});
export type PayBandPlan = z.infer<typeof payBandPlan>;
export type PayBandPlanInput = z.input<typeof payBandPlan>;

/** A manual edit: this band replaces the built one (or adds one where none was built). */
export const payBandOverride = z
  .object({
    family: slug,
    level: levelNumber,
    location: metro,
    min: z.number().int('band figures are whole amounts').positive('band figures are positive'),
    max: z.number().int('band figures are whole amounts').positive('band figures are positive'),
  })
  .refine((o) => o.min <= o.max, { message: 'min must not be above max', path: ['min'] });

const effectiveDate = z.iso.date('effectiveDate must be a date (YYYY-MM-DD)');

export const payBandVersionBody = z.object({
  /** The date the bands take effect; market figures are aged to it. */
  effectiveDate,
  note: z.string().trim().max(2000, 'note is at most 2,000 characters').optional(),
  plan: payBandPlan,
  overrides: z.array(payBandOverride).max(500, 'at most 500 overrides').default([]),
});
export type PayBandVersionBody = z.infer<typeof payBandVersionBody>;
export type PayBandVersionInput = z.input<typeof payBandVersionBody>;

export const payBandGroupBody = z.object({
  name: z.string().trim().min(1, 'name is required').max(80, 'name is at most 80 characters'),
  countryCode: cc,
  peerGroupId: z.number().int().positive('peerGroupId must be a peer group id').max(2_147_483_647),
});
export type PayBandGroupBody = z.infer<typeof payBandGroupBody>;

const family = z.object({ slug: z.string(), name: z.string() });

export const payBand = z.object({
  family,
  level: z.number().int(),
  levelName: z.string(),
  location: z.string(),
  min: z.number(),
  mid: z.number(),
  max: z.number(),
  /** market: the peer cell's figure; progression: stepped up from the level below; manual: an override. */
  source: z.enum(PAY_BAND_SOURCES),
});
export type PayBand = z.infer<typeof payBand>;

export const payBandFinding = z.object({
  /** The job family's slug. */
  family: z.string(),
  location: z.string(),
  rule: z.enum(PAY_BAND_RULES),
  /** The pair of levels concerned (lower, upper), or the one level out of line. */
  levels: z.array(z.number().int()),
  /** The measured figure as a fraction (progression, overlap, the upper width, the ratio's deviation). */
  value: z.number(),
  message: z.string(),
});
export type PayBandFinding = z.infer<typeof payBandFinding>;

/** The progression and linter range a family's bands were built with. */
export const payBandStep = z.object({
  family: z.string(),
  /** The market's median step between levels at the reference location; null when the plan's figures were used. */
  step: z.number().nullable(),
  /** The progression a hidden level steps up by (null: no band there). */
  progression: z.number().nullable(),
  progressionMin: z.number(),
  progressionMax: z.number(),
  /** market: the market's median step between levels; plan: the plan's figures. */
  source: z.enum(PAY_BAND_STEPS),
});

/** The factor a location's bands were built with. */
export const payBandDifferential = z.object({
  family: z.string(),
  location: z.string(),
  factor: z.number(),
  /** reference: the reference location (1); plan: given in the plan; market: market median ÷ the reference's; none: no level shown at both (1). */
  source: z.enum(['reference', 'plan', 'market', 'none']),
});

export const payBandVersionData = z.object({
  version: z.number().int(),
  effectiveDate: z.string(),
  plan: payBandPlan,
  bands: z.array(payBand),
  findings: z.array(payBandFinding),
  differentials: z.array(payBandDifferential),
  steps: z.array(payBandStep),
  note: z.string().nullable(),
  createdAt: z.string(),
  /** The analyst's name; null when their account is gone. */
  createdBy: z.string().nullable(),
});
export type PayBandVersion = z.infer<typeof payBandVersionData>;

const groupFields = {
  id: z.number().int(),
  name: z.string(),
  countryCode: cc,
  currency,
  /** null when the peer group was deleted (a new version then needs a new group). */
  peerGroup: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  updatedAt: z.string(),
};

export const payBandGroupSummary = z.object({
  ...groupFields,
  latest: z
    .object({ version: z.number().int(), effectiveDate: z.string(), bands: z.number().int(), findings: z.number().int() })
    .nullable(),
});
export type PayBandGroupSummary = z.infer<typeof payBandGroupSummary>;

export const payBandGroupData = z.object({
  ...groupFields,
  /** Newest first. */
  versions: z.array(payBandVersionData),
});
export type PayBandGroup = z.infer<typeof payBandGroupData>;

const groupId = z.object({ id: z.coerce.number().int().positive('id must be a pay band group id').max(2_147_483_647) });

const compaRoutes = routesOf('compa', 'enterprise');

export const listPayBandGroups = compaRoutes.list('/compa/pay-bands', 'groups', payBandGroupSummary, {
  summary: "The workspace's pay band groups with their latest version",
});

export const createPayBandGroup = compaRoutes.post('/compa/pay-band-groups', payBandGroupData, {
  summary: 'Creates a pay band group on one of the workspace’s peer groups (workspace analysts and admins)',
  body: payBandGroupBody,
});

const onGroup = compaRoutes.with({ params: groupId });

export const getPayBandGroup = onGroup.get('/compa/pay-band-group/:id', payBandGroupData, {
  summary: 'A pay band group with every version, newest first',
});

export const savePayBandVersion = onGroup.post('/compa/pay-band-group/:id', payBandGroupData, {
  summary: 'Builds and saves the next version of a pay band group (workspace analysts and admins)',
  body: payBandVersionBody,
});

export const payBandScenariosBody = z.object({
  scenarios: z
    .array(payBandPlan.extend({ label: z.string().trim().min(1, 'label is required').max(60, 'label is at most 60 characters') }))
    .min(2, 'compare two or three scenarios')
    .max(3, 'compare two or three scenarios')
    .refine((s) => new Set(s.map((x) => x.label)).size === s.length, 'each scenario needs its own label'),
  /** Default today. */
  effectiveDate: effectiveDate.optional(),
});
export type PayBandScenariosBody = z.infer<typeof payBandScenariosBody>;
export type PayBandScenariosInput = z.input<typeof payBandScenariosBody>;

const diffBand = z.object({ min: z.number(), mid: z.number(), max: z.number(), source: z.enum(PAY_BAND_SOURCES) });

export const payBandScenariosData = z.object({
  effectiveDate: z.string(),
  currency,
  scenarios: z.array(
    z.object({
      label: z.string(),
      bands: z.array(payBand),
      findings: z.array(payBandFinding),
      differentials: z.array(payBandDifferential),
      steps: z.array(payBandStep),
    }),
  ),
  /** The first scenario against each other one, for every family × location in either. */
  comparisons: z.array(
    z.object({
      /** The label of the scenario compared with the first. */
      against: z.string(),
      family: z.string(),
      location: z.string(),
      levels: z.array(
        z.object({
          level: z.number().int(),
          a: diffBand.nullable(),
          b: diffBand.nullable(),
          /** b's mid ÷ a's mid − 1, when the level is in both. */
          midChange: z.number().nullable(),
        }),
      ),
    }),
  ),
});
export type PayBandScenarios = z.infer<typeof payBandScenariosData>;

export const comparePayBandScenarios = onGroup.post('/compa/pay-bands/:id', payBandScenariosData, {
  summary: 'Two or three plans for a pay band group side by side, not saved',
  body: payBandScenariosBody,
});
