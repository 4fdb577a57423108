import { z } from 'zod';
import { cc, currency, routesOf } from './schemas.js';

/**
 * Pay equity (SPEC §1 for employers, §7 Compa; docs/decisions/055-pay-equity.md). Over the
 * workspace's payroll: unadjusted gaps between women and men (mean and median, as a fraction of
 * men's pay: 0.1 = women are paid 10 % less; negative favours women) overall and per category of
 * workers (family × level), yearly and hourly, base, variable and total; pay quartiles; the
 * adjusted gap (OLS on ln pay); the fix priced three ways; the EU Pay Transparency Directive's
 * indicators. Every figure here is derived from gender: workspace analysts and admins only.
 * A group with fewer than 5 women or 5 men has its counts but no figures.
 */

export const PAY_EQUITY_MIN_PER_GENDER = 5;
export const PAY_EQUITY_FACTORS = ['level', 'family', 'location', 'tenure', 'rating'] as const;
export type PayEquityFactor = (typeof PAY_EQUITY_FACTORS)[number];
export const PAY_EQUITY_DEFAULT_FACTORS: readonly PayEquityFactor[] = ['level', 'family', 'location', 'tenure'];
export const PAY_EQUITY_WAYS = ['uniform', 'cheapest', 'fair-pay'] as const;
export type PayEquityWay = (typeof PAY_EQUITY_WAYS)[number];

/** What a response rests on: everyone in the payroll, the women and men compared, the others not compared. */
export const payEquityBase = z.object({
  people: z.number().int(),
  women: z.number().int(),
  men: z.number().int(),
  /** Non-binary people and people whose gender the payroll does not give: counted, not compared. */
  notCompared: z.number().int(),
});

export const payEquityGap = z.object({
  women: z.number().int(),
  men: z.number().int(),
  /** At least 5 of each; otherwise mean and median are null. */
  reportable: z.boolean(),
  /** (men's mean − women's mean) ÷ men's mean, four decimals. */
  mean: z.number().nullable(),
  median: z.number().nullable(),
});
export type PayEquityGap = z.infer<typeof payEquityGap>;

const components = z.object({ base: payEquityGap, variable: payEquityGap, total: payEquityGap });
/** Yearly as paid, and hourly (yearly ÷ (FTE × 2,080)). Variable pay compares those who receive any. */
export const payEquityGapTable = z.object({ annual: components, hourly: components });

const family = z.object({ slug: z.string(), name: z.string() });

export const payEquityQuartile = z.object({
  quartile: z.number().int(),
  /** Hourly total pay at the quartile's bottom and top (rounded to two decimals). */
  from: z.number(),
  to: z.number(),
  /** Fractional where one rate spans two quartiles (split in the same proportion, the UK rule). */
  women: z.number(),
  men: z.number(),
  womenShare: z.number(),
  menShare: z.number(),
});

export const payEquityAdjusted = z.object({
  people: z.number().int(),
  women: z.number().int(),
  men: z.number().int(),
  reportable: z.boolean(),
  /** 1 − e^β, four decimals; null when not reportable or when the factors alone separate women from men. */
  gap: z.number().nullable(),
  /** Its 95 % interval. */
  low: z.number().nullable(),
  high: z.number().nullable(),
  rSquared: z.number().nullable(),
  factors: z.array(z.object({ factor: z.enum(PAY_EQUITY_FACTORS), used: z.boolean(), why: z.string() })),
  note: z.string(),
});
export type PayEquityAdjusted = z.infer<typeof payEquityAdjusted>;

export const payEquityEuCategory = z.object({
  family,
  level: z.number().int(),
  levelName: z.string(),
  women: z.number().int(),
  men: z.number().int(),
  reportable: z.boolean(),
  /** (g): hourly base and yearly variable pay. */
  base: payEquityGap,
  variable: payEquityGap,
  /** The mean gap of hourly total pay; null when not reportable. */
  average: z.number().nullable(),
  /** |average| ≥ 5 %: a joint pay assessment is due unless objective, gender-neutral criteria justify it. */
  flagged: z.boolean(),
  favours: z.enum(['women', 'men']).nullable(),
});

export const payEquityReport = z.object({
  restsOn: payEquityBase,
  payroll: z.object({
    uploadId: z.number().int(),
    fileName: z.string(),
    uploadedAt: z.string(),
    countryCode: cc,
    currency,
  }),
  asOf: z.string(),
  minPerGender: z.number().int(),
  overall: payEquityGapTable,
  categories: z.array(
    z.object({
      family,
      level: z.number().int(),
      levelName: z.string(),
      women: z.number().int(),
      men: z.number().int(),
      gaps: payEquityGapTable,
    }),
  ),
  /** Hourly total pay; empty when the workspace has fewer than 5 women or 5 men. */
  quartiles: z.array(payEquityQuartile),
  adjusted: payEquityAdjusted,
  /** The Directive's Article 9 indicators (a)–(g); figures null where a group is under 5 of either gender. */
  eu: z.object({
    /** (a) mean and (c) median gap of hourly total pay. */
    gap: payEquityGap,
    /** (b) and (d): variable pay among those who receive any. */
    variableGap: payEquityGap,
    /** (e) the share of women and of men receiving variable pay; null under 5 of either. */
    receivingVariable: z.object({ women: z.number(), men: z.number() }).nullable(),
    /** (f) is `quartiles`. (g): */
    categories: z.array(payEquityEuCategory),
    flagged: z.number().int(),
    rule: z.string(),
  }),
});
export type PayEquityReport = z.infer<typeof payEquityReport>;

const factorList = z
  .string()
  .max(200)
  .transform((s, ctx) => {
    if (s.trim() === 'none') return [] as PayEquityFactor[];
    const parts = s
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean);
    const bad = parts.find((p) => !(PAY_EQUITY_FACTORS as readonly string[]).includes(p));
    if (bad) {
      ctx.addIssue({ code: 'custom', message: `factors are among ${PAY_EQUITY_FACTORS.join(', ')} (got "${bad}")` });
      return z.NEVER;
    }
    return [...new Set(parts)] as PayEquityFactor[];
  });

const uploadId = z.coerce.number().int().positive('uploadId must be a payroll upload id').max(2_147_483_647);

export const payEquityQuery = z.object({
  /** Comma-separated legitimate factors for the adjusted gap (`none`: none); absent: level, family, location, tenure. */
  factors: factorList.optional(),
  /** The payroll upload read; absent: the workspace's latest. */
  uploadId: uploadId.optional(),
});
export type PayEquityQuery = z.infer<typeof payEquityQuery>;

const fraction = (what: string, max: number) =>
  z.coerce
    .number({ error: `${what} must be a number` })
    .min(0, `${what} is a fraction from 0 to ${max}`)
    .max(max, `${what} is a fraction from 0 to ${max}`);

export const payEquityFixBody = z.object({
  factors: z
    .array(z.enum(PAY_EQUITY_FACTORS, { error: `factors are among ${PAY_EQUITY_FACTORS.join(', ')}` }))
    .max(5)
    .optional(),
  uploadId: z.number().int().positive().max(2_147_483_647).optional(),
  /** The adjusted gap to reach, as a size (0.02: within ±2 %). */
  target: fraction('target', 0.5).default(0),
  /** The fair-pay way's largest raise for one person, as a fraction of their pay. */
  cap: fraction('cap', 1).default(0.1),
  /** The fair-pay way's budget (yearly, the payroll's currency); absent: no limit. */
  budget: z.number().positive('budget must be above 0').max(1e12).optional(),
});
export type PayEquityFixBody = z.infer<typeof payEquityFixBody>;

export const payEquityRaise = z.object({
  employeeId: z.string(),
  title: z.string(),
  family,
  level: z.number().int(),
  /** Yearly total pay (base + bonus target + equity) as paid. */
  current: z.number().int(),
  /** Rounded up to a whole unit, so the raises together reach what the way promises. */
  raise: z.number().int(),
  after: z.number().int(),
  /** The fair-pay way: the pay the model predicts for the person as the other gender. */
  fair: z.number().int().nullable(),
});

const way = z.object({
  /** Yearly cost, the sum of the raises. */
  cost: z.number().int(),
  people: z.number().int(),
  /** The adjusted gap once paid, four decimals. */
  gapAfter: z.number(),
  raises: z.array(payEquityRaise),
});

export const payEquityFix = z.object({
  restsOn: payEquityBase,
  currency,
  adjusted: payEquityAdjusted,
  /** Who is paid less for the same factors; null when nothing is to be fixed (see `reason`). */
  group: z.enum(['women', 'men']).nullable(),
  reason: z.string().nullable(),
  target: z.number(),
  uniform: way.extend({ percent: z.number() }).nullable(),
  cheapest: way.nullable(),
  fairPay: way.extend({ cap: z.number(), budget: z.number().nullable() }).nullable(),
});
export type PayEquityFix = z.infer<typeof payEquityFix>;

export const payEquityExportQuery = z.object({
  /** report: the EU indicators and every category; raises: one way's list of raises. */
  file: z.enum(['report', 'raises'], { error: 'file is report or raises' }).default('report'),
  factors: factorList.optional(),
  uploadId: uploadId.optional(),
  way: z.enum(PAY_EQUITY_WAYS, { error: `way is one of ${PAY_EQUITY_WAYS.join(', ')}` }).default('cheapest'),
  target: fraction('target', 0.5).default(0),
  cap: fraction('cap', 1).default(0.1),
});
export type PayEquityExportQuery = z.infer<typeof payEquityExportQuery>;

const payEquityRoutes = routesOf('pay-equity', 'enterprise');

export const getPayEquity = payEquityRoutes.get('/compa/pay-equity', payEquityReport, {
  summary: "The workspace's pay equity report over its payroll (workspace analysts and admins)",
  querystring: payEquityQuery,
});

export const priceEquityFix = payEquityRoutes.post('/compa/pay-equity/fix', payEquityFix, {
  summary: 'The cost of closing the adjusted gap three ways, with the list of raises (workspace analysts and admins)',
  body: payEquityFixBody,
});

export const exportPayEquity = payEquityRoutes.file('/compa/pay-equity/export', {
  summary: 'The pay equity report, or one way of the fix as a list of raises, as CSV (workspace analysts and admins)',
  querystring: payEquityExportQuery,
  produces: ['text/csv'],
});
