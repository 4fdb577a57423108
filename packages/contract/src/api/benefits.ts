import { z } from 'zod';
import { BENEFIT_ITEMS, BENEFIT_KEYS, benefitItem, type BenefitItem, type BenefitKey } from '../benefits-taxonomy.js';
import { cc, named, slugText, routesOf } from './schemas.js';

/**
 * Benefits (SPEC §1 benefits, §7 Other GET /benefits, /benefits/{id}): members report their own
 * company's benefits in one taxonomy (BENEFIT_ITEMS), one report per member, company, region and
 * year; a company's figures are built from its members' reports.
 *
 * The privacy floor (MIN_SLICE reports, config `minSlice`), item by item: an item's figure (the
 * share saying yes, the median and quartiles of an amount, the shares of a choice) and its count
 * are shown only when MIN_SLICE members answered it; under it both are null. A company is listed
 * among those with figures only when MIN_SLICE members reported on it.
 */

/** One answer: its schema follows the item's kind (a choice one of its values, a number within 0 and its max). */
function answerSchema(item: BenefitItem): z.ZodType<boolean | number | string> {
  if (item.kind === 'yes-no') return z.boolean({ error: `${item.key} must be true or false` });
  if (item.kind === 'choice') {
    const values = item.choices!.map((c) => c.value);
    return z.enum(values as [string, ...string[]], { error: `${item.key} must be one of ${values.join(', ')}` });
  }
  const max = item.max ?? 1_000_000_000;
  return z
    .number({ error: `${item.key} must be a number` })
    .min(0, `${item.key} must not be negative`)
    .max(max, `${item.key} must be at most ${max}`);
}

/** A member's report: the region and the items they know; at least one. */
export const benefitReportBody = z
  .object({
    countryCode: cc,
    items: z
      .object(
        Object.fromEntries(BENEFIT_ITEMS.map((item) => [item.key, answerSchema(item).optional()])) as unknown as Record<
          BenefitKey,
          z.ZodOptional<z.ZodType<boolean | number | string>>
        >,
      )
      .strict(),
  })
  .superRefine((body, ctx) => {
    const given = Object.entries(body.items).filter(([, v]) => v !== undefined);
    if (given.length === 0) ctx.addIssue({ code: 'custom', path: ['items'], message: 'items: answer at least one benefit' });
    for (const [key] of given)
      if (!(benefitItem(key)!.regions as readonly string[]).includes(body.countryCode))
        ctx.addIssue({
          code: 'custom',
          path: ['items', key],
          message: `${key} is not asked in ${body.countryCode === 'in' ? 'India' : 'the US'}`,
        });
  });
export type BenefitReportBody = z.infer<typeof benefitReportBody>;

/** One item's figure for a company, or nulls under the floor. */
export const benefitFigure = z.object({
  key: z.enum(BENEFIT_KEYS),
  /** Members who answered it; null under the floor. */
  count: z.number().int().nullable(),
  /** yes-no: percent of them saying yes. */
  yesShare: z.number().int().nullable(),
  /** number and money: quartiles of the answers. */
  p25: z.number().nullable(),
  median: z.number().nullable(),
  p75: z.number().nullable(),
  /** choice: each value's percent, most chosen first (values nobody chose left out). */
  choices: z.array(z.object({ value: z.string(), share: z.number().int() })).nullable(),
});
export type BenefitFigure = z.infer<typeof benefitFigure>;

export const companyBenefits = z.object({
  company: named,
  countryCode: cc,
  currency: z.enum(['INR', 'USD']),
  /** Members who reported on the company; null under the floor. */
  reports: z.number().int().nullable(),
  /** The region's items in the taxonomy's order. */
  items: z.array(benefitFigure),
  /** Whether demo reports are among those counted (the page says "Demo data"). */
  demo: z.boolean(),
  /** The latest report's year; null when none. */
  latestYear: z.number().int().nullable(),
});
export type CompanyBenefits = z.infer<typeof companyBenefits>;

export const myBenefitReport = z.object({
  year: z.number().int(),
  countryCode: cc,
  items: z.record(z.string(), z.union([z.boolean(), z.number(), z.string()])),
});

export const companyBenefitsData = companyBenefits.extend({
  minSlice: z.number().int(),
  /** The signed-in member's own report for this year and region; null when none or signed out. */
  mine: myBenefitReport.nullable(),
  /** Whether the signed-in member may report (the company is among their positions or their profile company). */
  canReport: z.boolean(),
  year: z.number().int(),
});
export type CompanyBenefitsView = z.infer<typeof companyBenefitsData>;

export const benefitsData = z.object({
  countryCode: cc,
  minSlice: z.number().int(),
  /** Companies with figures (MIN_SLICE reports or more), most reported first. */
  covered: z.array(z.object({ company: named, reports: z.number().int() })),
  /** The companies asked for side by side (up to three), in the order asked. */
  compare: z.array(companyBenefits),
});
export type BenefitsView = z.infer<typeof benefitsData>;

const companySlug = slugText('id must be a company slug');
/** Up to three company slugs, comma-separated. */
const compareList = z
  .string()
  .max(700)
  .transform((v) => [
    ...new Set(
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ])
  .pipe(z.array(slugText('compare must list company slugs, comma-separated')).max(3, 'compare: at most three companies side by side'));

const benefitsRoutes = routesOf('benefits', 'public');

export const getBenefits = benefitsRoutes.get('/benefits', benefitsData, {
  summary: 'Companies with benefits figures in a region, and up to three side by side',
  querystring: z.object({
    cc: cc.default('in'),
    compare: compareList.optional(),
  }),
});

export const getCompanyBenefits = benefitsRoutes.get('/benefits/:id', companyBenefitsData, {
  summary: "A company's benefits from its members' reports, each item under the privacy floor, with the member's own report",
  params: z.object({ id: companySlug }),
  querystring: z.object({ cc: cc.default('in') }),
});

export const reportBenefits = benefitsRoutes.post('/benefits/:id', companyBenefitsData, {
  access: 'member',
  summary: "Reports the benefits of the member's own current or past company for this year (again the same year replaces it)",
  params: z.object({ id: companySlug }),
  body: benefitReportBody,
});
