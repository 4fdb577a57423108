import { z } from 'zod';
import { CONTRIBUTION_SOURCES } from '../constants.js';
import { SLICE_PARTS } from './offers.js';
import { named, currency, routesOf } from './schemas.js';

/**
 * Salary contributions (SPEC §3 Salary, §7 GET/POST /profile/salary): what a member earns, told in
 * their own words. The member sees everything they typed; the salary pages see only an anonymised
 * record of the figures (ADR 012).
 */

export const CONTRIBUTION_STATUSES = ['published', 'held', 'not-published'] as const;

/** A catalogue entry picked with the typeahead (a slug), or its exact name typed by hand. */
const pick = (what: string) => z.string().trim().min(1, `${what} is required`).max(120, `${what} must be at most 120 characters`);

const amount = (what: string, max: number) =>
  z
    .number({ error: `${what} must be a number` })
    .int(`${what} must be a whole amount`)
    .min(0, `${what} must be 0 or more`)
    .max(max, `${what} is too large`);

/** SPEC §3 stockDetails: the vesting list (percent per year), the RSU grant, options. */
export const stockDetails = z
  .object({
    vesting: z
      .array(z.number().min(0).max(100), { error: 'stockDetails.vesting must be a list of yearly percentages' })
      .min(1)
      .max(10, 'stockDetails.vesting covers at most 10 years')
      .refine((v) => Math.abs(v.reduce((a, b) => a + b, 0) - 100) < 0.01, 'stockDetails.vesting must add up to 100%')
      .optional(),
    rsu: z
      .object({ value: amount('stockDetails.rsu.value', 2_000_000_000) })
      .strict()
      .optional(),
    options: z
      .object({
        count: z.number().int().min(1, 'stockDetails.options.count must be at least 1').max(100_000_000),
        strikePrice: z.number().min(0, 'stockDetails.options.strikePrice must be 0 or more').max(1_000_000),
        preferredPrice: z.number().min(0, 'stockDetails.options.preferredPrice must be 0 or more').max(1_000_000),
      })
      .strict()
      .optional(),
  })
  .strict();
export type StockDetailsInput = z.infer<typeof stockDetails>;

export const contributionBody = z
  .object({
    /** Where the form was filled (SPEC §7 `src`). */
    src: z.enum(CONTRIBUTION_SOURCES).default('profile'),
    /** Set to change one of the member's own contributions; absent adds a new one. */
    id: z.number().int().positive().optional(),
    currency: z.enum(['INR', 'USD'], { error: 'currency must be INR or USD' }),
    company: pick('company'),
    title: pick('title'),
    /** The company's own level name ("L5", "SDE II") and/or its place on the standard scale (1–8). */
    level: z.string().trim().max(40, 'level must be at most 40 characters').optional(),
    standardLevel: z.number().int().min(1).max(8).optional(),
    /** A city slug from the location typeahead, or its exact name. */
    location: z.string().trim().max(120).optional(),
    experience: z
      .number({ error: 'experience must be a number of years' })
      .int()
      .min(0, 'experience must be 0 or more')
      .max(60, 'experience must be at most 60 years'),
    base: amount('base', 1_000_000_000).min(1, 'base is required'),
    /** Yearly stock value. With stockDetails.rsu and a vesting list, the yearly value is the grant spread over it. */
    stocks: amount('stocks', 1_000_000_000).optional(),
    bonus: amount('bonus', 1_000_000_000).optional(),
    signingBonus: amount('signingBonus', 1_000_000_000).optional(),
    stockDetails: stockDetails.optional(),
    targetSalary: amount('targetSalary', 2_000_000_000).optional(),
    offerDate: z.iso.date('offerDate must be a date (YYYY-MM-DD)').optional(),
    isCurrent: z.boolean().default(true),
  })
  .strict();
export type ContributionBody = z.infer<typeof contributionBody>;
export type ContributionInput = z.input<typeof contributionBody>;

export const contribution = z.object({
  id: z.number().int(),
  src: z.enum(CONTRIBUTION_SOURCES),
  countryCode: z.enum(['in', 'us']),
  currency,
  /** SPEC §3: the currency's sign, and the unit amounts are typed in (lakhs or k). */
  sign: z.enum(['₹', '$']),
  multiplier: z.number().int(),
  postfix: z.enum(['lakhs', 'k']),
  company: named,
  title: named,
  level: z.string().nullable(),
  standardLevel: z.number().int().nullable(),
  location: named.nullable(),
  experience: z.number().int().nullable(),
  base: z.number().int(),
  stocks: z.number().int().nullable(),
  bonus: z.number().int().nullable(),
  signingBonus: z.number().int().nullable(),
  stockDetails: stockDetails.nullable(),
  targetSalary: z.number().int().nullable(),
  offerDate: z.string().nullable(),
  isCurrent: z.boolean(),
  /** Yearly total (base + yearly stock + bonus) and the first year's (adds the year-one vest and signing bonus). */
  total: z.number().int(),
  firstYearTotal: z.number().int(),
  /** published: counted on the salary pages; held: far from its slice, waiting for review; not-published: refused after review. */
  status: z.enum(CONTRIBUTION_STATUSES),
  heldReason: z.string().nullable(),
  verification: z.enum(['member', 'verified']),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Contribution = z.infer<typeof contribution>;

export const contributionList = z.object({ salaries: z.array(contribution) });
export type ContributionList = z.infer<typeof contributionList>;

const profileRoutes = routesOf('profile', 'member');

export const listContributions = profileRoutes.get('/profile/salary', contributionList, {
  summary: 'The signed-in member’s salary contributions, newest first',
  querystring: z.object({ src: z.enum(CONTRIBUTION_SOURCES).optional() }).strict(),
});

export const saveContribution = profileRoutes.post('/profile/salary', contribution, {
  summary:
    'Add a salary contribution (or, with id, change one of your own); it reaches the salary pages within a minute unless held for review',
  body: contributionBody,
});

export const deleteContribution = profileRoutes.delete('/profile/salary/:id', z.object({ deleted: z.literal(true) }), {
  summary: 'Withdraw one of your salary contributions, and its figures from the salary pages',
  params: z.object({ id: z.coerce.number().int().positive() }),
});

export const STANDING_OUTCOMES = ['ranked', 'not-counted', 'too-few'] as const;

export const contributionStanding = z.object({
  id: z.number().int(),
  countryCode: z.enum(['in', 'us']),
  currency,
  /** The figure placed: the member's yearly total (base + yearly stock + bonus). */
  total: z.number().int(),
  /**
   * ranked: where the total stands below; not-counted: held for review or not published, so not
   * part of any market yet; too-few: fewer than MIN_SLICE published salaries even for the title.
   */
  outcome: z.enum(STANDING_OUTCOMES),
  /** The slice compared with; null unless ranked. */
  slice: z
    .object({
      /** Which dimensions it has, after falling back (location first, then level, then company). */
      parts: z.array(z.enum(SLICE_PARTS)),
      /** "Software Engineer at Google in India (L5 · Senior)". */
      label: z.string(),
      company: named.nullable(),
      title: named,
      /** The slice's level: the standard one it is filtered by, with the member's own name for it. */
      standardLevel: z.number().int().nullable(),
      level: z.string().nullable(),
      location: named.nullable(),
      /** Published salaries in it, the member's own left out (at least MIN_SLICE). */
      count: z.number().int(),
    })
    .nullable(),
  /** The parts of the member's own slice left out to reach MIN_SLICE salaries. */
  dropped: z.array(z.enum(SLICE_PARTS)),
  /** What was left out, or why there is no standing; empty when nothing needs saying. */
  note: z.string(),
  /** The slice's yearly totals (percentile_cont, as the salary pages); null unless ranked. */
  market: z.object({ p25: z.number().int(), p50: z.number().int(), p75: z.number().int(), p90: z.number().int() }).nullable(),
  /** Percent of the slice paid less than the member, ties counting half; null unless ranked. */
  percentileRank: z.number().int().nullable(),
});
export type ContributionStanding = z.infer<typeof contributionStanding>;

export const getContributionStanding = profileRoutes.get('/profile/salary/:id/standing', contributionStanding, {
  summary:
    'Where one of your salaries stands: its percentile among the published salaries of its slice (yours left out), narrowing no further than MIN_SLICE salaries allow',
  params: z.object({ id: z.coerce.number().int().positive() }),
});
