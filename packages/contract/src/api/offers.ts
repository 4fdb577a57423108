import { z } from 'zod';
import { COUNTRY_CODES } from '../constants.js';
import { named, routesOf } from './schemas.js';

/**
 * Offers (SPEC §3 Offer, §7 Offers): a member's job offers, each compared with the market slice
 * it belongs to (percentile ranks of every pay component), its vesting schedule, India's in-hand
 * pay, and a negotiation checklist. Offers are private to the member who added them; their
 * figures reach the salary pages only as an anonymised record (ADR 012). Amounts are whole
 * rupees or dollars.
 */

export const OFFER_CURRENCIES = ['INR', 'USD'] as const;
export type OfferCurrency = (typeof OFFER_CURRENCIES)[number];
export const OFFER_GENDERS = ['female', 'male', 'non-binary'] as const;

/** The country each currency is for (an offer in rupees is an Indian offer). */
export const OFFER_COUNTRY_OF = { INR: 'in', USD: 'us' } as const satisfies Record<OfferCurrency, (typeof COUNTRY_CODES)[number]>;

/**
 * Sensible bounds of each amount by currency: below the minimum or above the maximum is a typo
 * (a zero too many, monthly pay typed as yearly, lakhs typed as rupees), not an offer.
 */
export const OFFER_AMOUNT_BOUNDS = {
  INR: {
    base: { min: 50_000, max: 200_000_000 },
    stocks: { min: 1, max: 500_000_000 },
    totalStocks: { min: 1, max: 2_000_000_000 },
    bonus: { min: 1, max: 100_000_000 },
    signingBonus: { min: 1, max: 100_000_000 },
  },
  USD: {
    base: { min: 5_000, max: 5_000_000 },
    stocks: { min: 1, max: 20_000_000 },
    totalStocks: { min: 1, max: 100_000_000 },
    bonus: { min: 1, max: 5_000_000 },
    signingBonus: { min: 1, max: 5_000_000 },
  },
} as const;
export type OfferAmountField = keyof (typeof OFFER_AMOUNT_BOUNDS)['INR'];

/** Upload cap of an offer letter. */
export const OFFER_LETTER_MAX_BYTES = 5 * 1024 * 1024;

const amount = (field: string) =>
  z
    .number({ error: `${field} must be a number (whole rupees or dollars)` })
    .int(`${field} must be a whole amount`)
    .positive(`${field} must be more than 0`);

const optionalAmount = (field: string) => amount(field).nullable().optional();

const isoDate = (field: string) => z.iso.date(`${field} must be a date (YYYY-MM-DD)`);

/** Percent of the grant vesting each year, summing to 100: [25,25,25,25], or Amazon's [5,15,40,40]. */
export const vestingSchedule = z
  .array(
    z
      .number({ error: 'stockDetails.vesting must be a list of yearly percentages' })
      .min(0, 'a vesting percentage must be 0 or more')
      .max(100),
    { error: 'stockDetails.vesting must be a list of yearly percentages' },
  )
  .min(1, 'stockDetails.vesting needs at least one year')
  .max(10, 'stockDetails.vesting covers at most 10 years')
  .refine((v) => Math.abs(v.reduce((a, b) => a + b, 0) - 100) < 0.01, 'stockDetails.vesting must add up to 100 (percent per year)');

export const offerStockDetails = z.object({ vesting: vestingSchedule.optional() }).strict();

/** SPEC §3 Offer, as a member adds it. */
export const createOfferBody = z
  .object({
    currency: z.enum(OFFER_CURRENCIES, { error: 'currency must be INR or USD' }),
    countryCode: z.enum(COUNTRY_CODES, { error: 'countryCode must be in or us' }),
    /** Fixed yearly pay (India: the fixed part of the CTC). */
    base: amount('base'),
    /** Yearly stock value; with totalStocks alone it is the grant spread over its vesting years. */
    stocks: optionalAmount('stocks'),
    /** The whole stock grant (RSUs at grant value). */
    totalStocks: optionalAmount('totalStocks'),
    stockDetails: offerStockDetails.nullable().optional(),
    /** Yearly bonus or variable pay at target. */
    bonus: optionalAmount('bonus'),
    /** Joining / signing bonus, paid once. */
    signingBonus: optionalAmount('signingBonus'),
    /** Matched to the catalogue by slug or exact name; kept as typed when unknown. */
    companyName: z
      .string({ error: 'companyName is required' })
      .trim()
      .min(1, 'companyName is required')
      .max(120, 'companyName must be at most 120 characters'),
    title: z.string({ error: 'title is required' }).trim().min(1, 'title is required').max(120, 'title must be at most 120 characters'),
    /** The company's own level name ("L5", "SDE II"). */
    level: z.string().trim().max(40, 'level must be at most 40 characters').nullable().optional(),
    /** The level on the standard scale (1 Entry … 8 Distinguished), when the member knows it. */
    standardLevel: z.number().int().min(1, 'standardLevel must be 1 to 8').max(8, 'standardLevel must be 1 to 8').nullable().optional(),
    /** A city (slug or name) of the offer's country. */
    location: z.string().trim().max(120, 'location must be at most 120 characters').nullable().optional(),
    experience: z
      .number({ error: 'experience must be a number of years' })
      .int('experience must be whole years')
      .min(0, 'experience must be 0 or more')
      .max(60, 'experience must be at most 60 years')
      .nullable()
      .optional(),
    /** When the offer was made, and the date to answer by. */
    date: isoDate('date').nullable().optional(),
    deadline: isoDate('deadline').nullable().optional(),
    isCurrent: z.boolean().default(false),
    /** The member's choice: count the offer's figures, anonymously, in the salary figures. Off unless asked. */
    countInFigures: z.boolean({ error: 'countInFigures must be true or false' }).default(false),
    gender: z.enum(OFFER_GENDERS, { error: 'gender must be female, male or non-binary' }).nullable().optional(),
    /** The ALTCHA payload (base64 JSON) from solving GET /offers/captcha. */
    captcha: z
      .string({ error: 'solve the captcha before adding an offer' })
      .trim()
      .min(1, 'solve the captcha before adding an offer')
      .max(20_000, 'the captcha answer is too long'),
  })
  .strict()
  .superRefine((o, ctx) => {
    if (OFFER_COUNTRY_OF[o.currency] !== o.countryCode) {
      ctx.addIssue({
        code: 'custom',
        path: ['countryCode'],
        message: `countryCode must be ${OFFER_COUNTRY_OF[o.currency]} for an offer in ${o.currency}`,
      });
    }
    const bounds = OFFER_AMOUNT_BOUNDS[o.currency];
    for (const field of Object.keys(bounds) as OfferAmountField[]) {
      const v = o[field];
      if (v === null || v === undefined) continue;
      const { min, max } = bounds[field];
      const sign = o.currency === 'INR' ? '₹' : '$';
      const fmt = (n: number) => `${sign}${n.toLocaleString(o.currency === 'INR' ? 'en-IN' : 'en-US')}`;
      if (v < min)
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: `${field} must be at least ${fmt(min)} a year (whole ${o.currency === 'INR' ? 'rupees' : 'dollars'}, not ${o.currency === 'INR' ? 'lakhs' : 'thousands'})`,
        });
      if (v > max) ctx.addIssue({ code: 'custom', path: [field], message: `${field} must be at most ${fmt(max)}` });
    }
    if (o.stocks && o.totalStocks && o.totalStocks < o.stocks) {
      ctx.addIssue({
        code: 'custom',
        path: ['totalStocks'],
        message: 'totalStocks (the whole grant) must not be less than stocks (one year of it)',
      });
    }
    if (o.stockDetails?.vesting && !o.stocks && !o.totalStocks) {
      ctx.addIssue({
        code: 'custom',
        path: ['stockDetails', 'vesting'],
        message: 'stockDetails.vesting needs a stock grant (totalStocks) or yearly stock (stocks)',
      });
    }
    if (o.date && o.deadline && o.deadline < o.date) {
      ctx.addIssue({ code: 'custom', path: ['deadline'], message: 'deadline must not be before the offer date' });
    }
  });
export type CreateOfferBody = z.infer<typeof createOfferBody>;
export type CreateOfferInput = z.input<typeof createOfferBody>;

/** One offer as its member sees it. */
export const offerData = z.object({
  id: z.string(),
  countryCode: z.enum(COUNTRY_CODES),
  currency: z.enum(OFFER_CURRENCIES),
  /** As typed, and the catalogue entry it matched (null: unknown to the catalogue). */
  companyName: z.string(),
  company: named.nullable(),
  title: z.string(),
  titleRef: named.nullable(),
  level: z.string().nullable(),
  standardLevel: z.number().int().nullable(),
  location: z.object({ city: z.string(), slug: z.string() }).nullable(),
  experience: z.number().int().nullable(),
  base: z.number().int(),
  /** Yearly stock (given, or the grant spread evenly over its vesting years). */
  stocks: z.number().int().nullable(),
  totalStocks: z.number().int().nullable(),
  stockDetails: z.object({ vesting: z.array(z.number()).optional() }).nullable(),
  bonus: z.number().int().nullable(),
  signingBonus: z.number().int().nullable(),
  date: z.string().nullable(),
  deadline: z.string().nullable(),
  isCurrent: z.boolean(),
  gender: z.enum(OFFER_GENDERS).nullable(),
  /** base + yearly stock + bonus, and base + year-one vest + bonus + signing bonus. */
  total: z.number().int(),
  firstYearTotal: z.number().int(),
  /** The member's choice: whether the offer's figures count, anonymously, in the salary figures. */
  countInFigures: z.boolean(),
  /**
   * The anonymised record the figures added to the salary pages: published, held for review, or none
   * (not chosen, or company or title unknown to the catalogue).
   */
  sharedAs: z.enum(['published', 'held', 'not-shared']),
  createdAt: z.string(),
});
export type OfferData = z.infer<typeof offerData>;

const offerIdParams = z.object({ id: z.string().max(100) });

export const OFFER_COMPONENTS = ['base', 'stock', 'bonus', 'signing', 'total', 'firstYear', 'fourYearAverage'] as const;
export type OfferComponent = (typeof OFFER_COMPONENTS)[number];

/** The market's quartiles and 90th percentile of one component, over the records that report it. */
export const marketFigures = z.object({
  count: z.number().int(),
  p25: z.number().int(),
  p50: z.number().int(),
  p75: z.number().int(),
  p90: z.number().int(),
});
export type MarketFigures = z.infer<typeof marketFigures>;

export const componentAnalysis = z.object({
  key: z.enum(OFFER_COMPONENTS),
  label: z.string(),
  /** The offer's figure. */
  value: z.number().int(),
  /** Null when fewer than MIN_SLICE records of the slice report this component. */
  market: marketFigures.nullable(),
  /** Percent of the slice paid less (ties count half), 0–100; null without market figures. */
  percentileRank: z.number().int().nullable(),
  /** The offer minus the market median, in money and in percent of the median. */
  vsMedian: z.number().int().nullable(),
  vsMedianPercent: z.number().nullable(),
});
export type ComponentAnalysis = z.infer<typeof componentAnalysis>;

export const SLICE_PARTS = ['company', 'title', 'level', 'location'] as const;

export const offerSlice = z.object({
  /** Which dimensions the compared slice has (after falling back); empty when there is no comparison. */
  parts: z.array(z.enum(SLICE_PARTS)),
  label: z.string(),
  company: named.nullable(),
  title: named.nullable(),
  standardLevel: z.number().int().nullable(),
  location: z.object({ city: z.string(), slug: z.string() }).nullable(),
  /** Published records in the slice (the offer's own record excluded). */
  count: z.number().int(),
  confidence: z.object({ label: z.enum(['High', 'Medium', 'Low']), reason: z.string() }).nullable(),
  /** false: no slice had MIN_SLICE records, or the title is not in the catalogue. */
  comparable: z.boolean(),
  /** What was dropped to reach this slice, or why there is no comparison; empty when nothing was dropped (the label says it). */
  note: z.string(),
});
export type OfferSlice = z.infer<typeof offerSlice>;

export const vestingYear = z.object({ year: z.number().int(), percent: z.number(), amount: z.number().int() });

export const inHandEstimate = z.object({
  /** Fixed pay (CTC without bonus, signing and stock), and its parts. */
  fixedCtc: z.number().int(),
  basic: z.number().int(),
  employerPf: z.number().int(),
  gratuity: z.number().int(),
  /** Fixed pay actually paid out over the year (CTC less employer PF and gratuity). */
  grossSalary: z.number().int(),
  employeePf: z.number().int(),
  professionalTax: z.number().int(),
  standardDeduction: z.number().int(),
  /** Income tax (with surcharge and cess) on fixed pay alone, and on fixed pay plus the lump sums. */
  taxOnFixed: z.number().int(),
  taxableFixed: z.number().int(),
  monthlyInHand: z.number().int(),
  lumpSums: z.number().int(),
  taxOnAll: z.number().int(),
  taxableAll: z.number().int(),
  /** What reaches the bank in the first year from fixed pay, bonus and signing bonus (stock apart). */
  yearlyTakeHome: z.number().int(),
  regime: z.string(),
});
export type InHandEstimate = z.infer<typeof inHandEstimate>;

export const offerAnalysis = z.object({
  offerId: z.string(),
  countryCode: z.enum(COUNTRY_CODES),
  currency: z.enum(OFFER_CURRENCIES),
  slice: offerSlice,
  components: z.array(componentAnalysis),
  vesting: z
    .object({
      totalStocks: z.number().int(),
      /** true when no schedule was given and an even split over four years is assumed. */
      assumed: z.boolean(),
      schedule: z.array(vestingYear),
    })
    .nullable(),
  /** India only (INR offers). */
  inHand: inHandEstimate.nullable(),
  /** Every assumption behind the figures, in words. */
  assumptions: z.array(z.string()),
});
export type OfferAnalysis = z.infer<typeof offerAnalysis>;

export const CHECKLIST_KINDS = [
  'component',
  'stock-first',
  'signing',
  'relocation',
  'notice-buyout',
  'refreshers',
  'deadline',
  'market',
] as const;

export const checklistItem = z.object({
  kind: z.enum(CHECKLIST_KINDS),
  /** Set on items about one component of pay. */
  component: z.enum(OFFER_COMPONENTS).nullable(),
  ask: z.string(),
  reason: z.string(),
  /** A figure to ask for (e.g. the slice's 75th percentile), when there is one. */
  target: z.number().int().nullable(),
  /** How far below the median the offer is (positive: below), when the item is about a gap. */
  gap: z.number().int().nullable(),
});
export type ChecklistItem = z.infer<typeof checklistItem>;

export const negotiateChecklist = z.object({
  offerId: z.string(),
  currency: z.enum(OFFER_CURRENCIES),
  /** The components below the slice median, largest gap first. */
  belowMedian: z.array(z.object({ component: z.enum(OFFER_COMPONENTS), label: z.string(), gap: z.number().int(), gapPercent: z.number() })),
  /** In the order to raise them. */
  items: z.array(checklistItem),
});
export type NegotiateChecklist = z.infer<typeof negotiateChecklist>;

/** One figure found in an offer letter, with the line it came from. */
const found = <T extends z.ZodType>(value: T) => z.object({ value, line: z.string(), note: z.string().nullable() }).nullable();

export const offerPrefill = z.object({
  currency: found(z.enum(OFFER_CURRENCIES)),
  base: found(z.number().int()),
  bonus: found(z.number().int()),
  signingBonus: found(z.number().int()),
  totalStocks: found(z.number().int()),
  vesting: found(z.array(z.number())),
  companyName: found(z.string()),
  title: found(z.string()),
  level: found(z.string()),
  location: found(z.string()),
  date: found(z.string()),
  deadline: found(z.string()),
  /** How many lines of text the letter had (0: a scan without text). */
  lines: z.number().int(),
});
export type OfferPrefill = z.infer<typeof offerPrefill>;

export const offersCaptcha = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    memoryCost: z.number().optional(),
    parallelism: z.number().optional(),
    expiresAt: z.number().optional(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: z.string(),
});
export type OffersCaptcha = z.infer<typeof offersCaptcha>;

const offersRoutes = routesOf('offers', 'member');

export const getOffersCaptcha = offersRoutes.get('/offers/captcha', offersCaptcha, {
  summary: 'An ALTCHA proof-of-work challenge for adding an offer (valid 10 minutes, one use)',
});

export const createOffer = offersRoutes.post('/offers', offerData, {
  summary:
    'Add an offer (members; needs a solved captcha). With countInFigures, and company and title in the catalogue, it also counts, anonymised, in the salary figures',
  body: createOfferBody,
});

export const listOffers = offersRoutes.list('/offers', 'offers', offerData, {
  summary: 'The signed-in member’s offers, newest first',
});

const onOffer = offersRoutes.with({ params: offerIdParams });

export const getOffer = onOffer.get('/offers/:id', offerData, {
  summary: 'One of the member’s own offers',
});

export const offerSharingBody = z.object({ countInFigures: z.boolean({ error: 'countInFigures must be true or false' }) }).strict();

export const setOfferSharing = onOffer.put('/offers/:id/sharing', offerData, {
  summary: 'Whether one of the member’s offers counts, anonymously, in the salary figures: on adds its record, off removes it',
  body: offerSharingBody,
});

export const getOfferAnalysis = onOffer.get('/offers/:id/analysis', offerAnalysis, {
  summary: 'Percentile ranks of each pay component in the market slice, the vesting schedule and (India) in-hand pay',
});

export const getNegotiateChecklist = onOffer.get('/offers/:id/negotiate-checklist', negotiateChecklist, {
  summary: 'What to ask for, in order, with the reason and a target figure',
});

export const uploadOfferLetter = offersRoutes.post('/offers/upload', offerPrefill, {
  summary: 'Read an offer letter (PDF, at most 5 MB, multipart field "file"): the amounts and terms found, to confirm. Nothing is stored',
});
