import { readFileSync } from 'node:fs';
import { COUNTRY_CODES, api, type CountryCode } from '@paysight/contract';
import { z } from 'zod';
import { ConfigError } from '../../config.js';

/**
 * The one price list (docs/decisions/022-payments.md). Every amount a member is charged comes from
 * here, looked up by the product id a request names; nothing in a request or a page sets a price.
 * The default below is replaced as a whole by the JSON file named by PRICING_FILE, validated at boot
 * (a bad file stops the process, saying which field is wrong).
 *
 * Amounts are integers in the currency's minor unit (paise, cents) and include the region's tax:
 * India's prices include GST at 18%, so the tax inside ₹499 is round(49,900 × 18 / 118) = 7,612 paise.
 */

const productFile = z
  .object({
    id: z.string().regex(/^[a-z0-9-]{2,40}$/, 'must be 2–40 lower-case letters, digits or dashes'),
    kind: z.enum(api.PRODUCT_KINDS),
    name: z.string().trim().min(1).max(80),
    description: z.string().trim().min(1).max(300),
    /** Tax included, in minor units. */
    amount: z.number().int('must be whole minor units (paise, cents)').positive(),
    /** Premium renews every month or year; everything else is paid once. */
    interval: z.enum(['month', 'year']).nullable().default(null),
    /** Credits a pack grants. */
    credits: z.number().int().positive().nullable().default(null),
    /** Lines under the price; premium plans get the premium features when empty. */
    features: z.array(z.string().trim().min(1)).default([]),
    highlight: z.boolean().default(false),
    /** A Razorpay plan to subscribe to (premium); without one the adapter finds or creates a plan for the price. */
    razorpayPlanId: z
      .string()
      .regex(/^plan_[A-Za-z0-9]+$/, 'must be a Razorpay plan id (plan_…)')
      .optional(),
  })
  .strict()
  .superRefine((p, ctx) => {
    if (p.kind === 'premium' && !p.interval)
      ctx.addIssue({ code: 'custom', message: 'a premium plan needs an interval (month or year)', path: ['interval'] });
    if (p.kind !== 'premium' && p.interval) ctx.addIssue({ code: 'custom', message: 'only premium plans renew', path: ['interval'] });
    if (p.kind === 'credits' && !p.credits) ctx.addIssue({ code: 'custom', message: 'a credit pack needs credits', path: ['credits'] });
    if (p.kind !== 'credits' && p.credits) ctx.addIssue({ code: 'custom', message: 'only credit packs grant credits', path: ['credits'] });
    if (p.kind !== 'premium' && p.razorpayPlanId)
      ctx.addIssue({ code: 'custom', message: 'only premium plans have a Razorpay plan', path: ['razorpayPlanId'] });
  });

const regionFile = z
  .object({
    currency: z.enum(['INR', 'USD']),
    /** The tax included in every price, and how receipts name it; null where none is charged. */
    tax: z
      .object({ ratePercent: z.number().positive().max(100), label: z.string().trim().min(1).max(60) })
      .strict()
      .nullable(),
    /** Providers offered, preferred first. */
    providers: z.array(z.enum(api.CHECKOUT_PROVIDERS)).min(1),
    products: z.array(productFile).min(1),
  })
  .strict()
  .superRefine((r, ctx) => {
    const seen = new Set<string>();
    r.products.forEach((p, i) => {
      if (seen.has(p.id)) ctx.addIssue({ code: 'custom', message: `product id ${p.id} appears twice`, path: ['products', i, 'id'] });
      seen.add(p.id);
    });
    for (const interval of ['month', 'year'] as const) {
      if (r.products.filter((p) => p.kind === 'premium' && p.interval === interval).length > 1)
        ctx.addIssue({ code: 'custom', message: `more than one ${interval}ly premium plan`, path: ['products'] });
    }
  });

export const catalogueFile = z
  .object({
    regions: z.object(Object.fromEntries(COUNTRY_CODES.map((cc) => [cc, regionFile])) as Record<CountryCode, typeof regionFile>).strict(),
    /** What premium unlocks, one line each. */
    premiumFeatures: z.array(z.string().trim().min(1)).min(1),
    enterprise: z.object({ features: z.array(z.string().trim().min(1)).min(1) }).strict(),
  })
  .strict();
export type CatalogueFile = z.input<typeof catalogueFile>;

/**
 * What Premium sells, each line a control a premium member can use: data pages past the daily
 * limit, "Download CSV" on salary pages, the switch pages (e2e/tests/premium-lines.spec.ts walks
 * them). JobGPT's daily limit is the member's own setting, the same on every plan, so it is not sold.
 */
export const DEFAULT_PREMIUM_FEATURES = ['No daily search limit', 'Salary CSV export', 'Switch: where people move between companies'];

const CREDITS = 'Credits for JobGPT applications and referral bundles.';

/** What every region sells, at the region's prices (in the currency's minor units). */
const productsAt = (
  prices: Record<'premiumMonthly' | 'premiumYearly' | 'credits50' | 'credits200' | 'negotiation' | 'interview', number>,
) => [
  {
    id: 'premium-monthly',
    kind: 'premium' as const,
    name: 'Premium monthly',
    description: 'Everything in Premium, billed every month.',
    amount: prices.premiumMonthly,
    interval: 'month' as const,
  },
  {
    id: 'premium-yearly',
    kind: 'premium' as const,
    name: 'Premium yearly',
    description: 'Everything in Premium, billed once a year.',
    amount: prices.premiumYearly,
    interval: 'year' as const,
    highlight: true,
  },
  { id: 'credits-50', kind: 'credits' as const, name: '50 credits', description: CREDITS, amount: prices.credits50, credits: 50 },
  { id: 'credits-200', kind: 'credits' as const, name: '200 credits', description: CREDITS, amount: prices.credits200, credits: 200 },
  {
    id: 'negotiation',
    kind: 'negotiation' as const,
    name: 'Negotiation service',
    description: 'A coach reviews your offer and drafts the counter with you.',
    amount: prices.negotiation,
  },
  {
    id: 'interview',
    kind: 'interview' as const,
    name: 'Mock interview',
    description: 'A mock interview with an engineer from the company you are interviewing with.',
    amount: prices.interview,
  },
];

/** The built-in price list (PRICING_FILE replaces it). */
export const DEFAULT_CATALOGUE: CatalogueFile = {
  regions: {
    in: {
      currency: 'INR',
      tax: { ratePercent: 18, label: 'GST 18% (included)' },
      providers: ['razorpay', 'stripe'],
      products: productsAt({
        premiumMonthly: 49_900,
        premiumYearly: 399_900,
        credits50: 49_900,
        credits200: 149_900,
        negotiation: 999_900,
        interview: 249_900,
      }),
    },
    us: {
      currency: 'USD',
      tax: null,
      providers: ['stripe'],
      products: productsAt({
        premiumMonthly: 1_900,
        premiumYearly: 14_900,
        credits50: 900,
        credits200: 2_900,
        negotiation: 49_900,
        interview: 14_900,
      }),
    },
  },
  premiumFeatures: DEFAULT_PREMIUM_FEATURES,
  // Each a screen of the workspace: /peer (peer groups, the payroll's compa-ratios) and /comp-bands. No merit-cycle screen exists, so none is sold.
  enterprise: { features: ['Peer benchmarking', 'Pay bands', 'Compa-ratio for every employee'] },
};

export type Product = api.PricingProduct & {
  /** A configured Razorpay plan for this premium plan, if any. */
  razorpayPlanId: string | null;
};

export interface RegionCatalogue {
  region: CountryCode;
  currency: 'INR' | 'USD';
  /** The tax included in every price and its receipt label; null where none is charged. */
  tax: { ratePercent: number; label: string } | null;
  providers: api.CheckoutProvider[];
  products: Product[];
}

export interface Catalogue {
  regions: Record<CountryCode, RegionCatalogue>;
  premiumFeatures: string[];
  enterprise: { contactEmail: string; features: string[] };
}

/** The tax inside a tax-inclusive amount: round(amount × rate / (100 + rate)). */
export const includedTax = (amount: number, ratePercent: number) => Math.round((amount * ratePercent) / (100 + ratePercent));

const creditFeatures = (credits: number) => [`${credits} credits, one for each JobGPT application`, 'Paid once; credits never expire'];

function buildCatalogue(file: z.output<typeof catalogueFile>, contactEmail: string): Catalogue {
  const regions = Object.fromEntries(
    COUNTRY_CODES.map((region) => {
      const r = file.regions[region];
      const products: Product[] = r.products.map((p) => ({
        id: p.id,
        kind: p.kind,
        name: p.name,
        description: p.description,
        region,
        currency: r.currency,
        amount: p.amount,
        taxAmount: r.tax ? includedTax(p.amount, r.tax.ratePercent) : 0,
        taxLabel: r.tax?.label ?? null,
        interval: p.interval,
        credits: p.credits,
        features:
          p.features.length > 0 ? p.features : p.kind === 'premium' ? file.premiumFeatures : p.credits ? creditFeatures(p.credits) : [],
        highlight: p.highlight,
        razorpayPlanId: p.razorpayPlanId ?? null,
      }));
      return [region, { region, currency: r.currency, tax: r.tax, providers: r.providers, products }];
    }),
  ) as Record<CountryCode, RegionCatalogue>;
  return { regions, premiumFeatures: file.premiumFeatures, enterprise: { contactEmail, features: file.enterprise.features } };
}

/**
 * The catalogue: PRICING_FILE when set (read and validated once, at boot), else the default. A file
 * that cannot be read or does not validate is a ConfigError naming the file and each bad field.
 */
export function loadCatalogue(pricingFile: string | undefined, contactEmail: string): Catalogue {
  if (!pricingFile) return buildCatalogue(catalogueFile.parse(DEFAULT_CATALOGUE), contactEmail);
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(pricingFile, 'utf8'));
  } catch (err) {
    throw new ConfigError([`PRICING_FILE: cannot read ${pricingFile} as JSON (${(err as Error).message})`]);
  }
  const parsed = catalogueFile.safeParse(json);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `PRICING_FILE ${pricingFile}: ${issue.path.join('.') || '(top level)'}: ${issue.message}`),
    );
  }
  return buildCatalogue(parsed.data, contactEmail);
}

/** A product of a region by its id, or null. */
export const findProduct = (catalogue: Catalogue, region: CountryCode, id: string): Product | null =>
  catalogue.regions[region].products.find((p) => p.id === id) ?? null;

/** What the catalogue shows (the Razorpay plan stays on the server). */
export const publicProduct = ({ razorpayPlanId: _plan, ...product }: Product): api.PricingProduct => product;
