import { z } from 'zod';
import { COMPA_BUCKETS, COMPA_PAGE_SIZE, compaBandFigures, compaMarketFigures, type CompaBucket } from './compa.js';
import { EQUITY_TYPES } from './payroll.js';
import { cc, currency, idParam, routesOf } from './schemas.js';

/**
 * Candidate offers on compa (SPEC §7 Compa `GET /compa/offers`; docs/decisions/054-compa-roster.md,
 * "Candidate offers"): a workspace's offers to candidates, each checked against its pay band and our
 * market before it goes out, with the figures an employee row of the roster has (compa-ratio against
 * the band's target, range penetration, the market ratio and penetration, the equity-inclusive ratio,
 * the bucket, the band group, version and dates used, the closest band and why).
 */

export const COMPA_OFFER_STATUSES = ['draft', 'sent'] as const;
export type CompaOfferStatus = (typeof COMPA_OFFER_STATUSES)[number];
export const COMPA_OFFER_SORTS = ['newest', 'below-min', 'candidate'] as const;
/** Offers a workspace keeps (drafts and sent together); a page of GET /compa/offers holds the roster's COMPA_PAGE_SIZE. */
export const COMPA_OFFERS_MAX = 1_000;
export const COMPA_OFFERS_PAGE_SIZE = COMPA_PAGE_SIZE;

export const compaOffer = z.object({
  id: z.number().int(),
  /** The candidate's name or a label, as typed. */
  candidate: z.string(),
  title: z.string(),
  family: z.object({ slug: z.string(), name: z.string() }),
  level: z.number().int(),
  levelName: z.string(),
  /** The metro (a city typed is its metro). */
  location: z.string(),
  countryCode: cc,
  currency,
  base: z.number().int(),
  bonusTarget: z.number().int(),
  /** The equity's value a year. */
  equity: z.number().int(),
  equityType: z.enum(EQUITY_TYPES).nullable(),
  equityUnits: z.number().int().nullable(),
  /** The band group chosen for the offer; null: the group the roster uses in the region (the one saved last). */
  bandGroupId: z.number().int().nullable(),
  status: z.enum(COMPA_OFFER_STATUSES),
  sentAt: z.string().nullable(),
  /** Who added it (null when that member's account is gone); the email only for analysts and admins, as the members list is. */
  createdBy: z.object({ name: z.string(), email: z.string().nullable() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  band: compaBandFigures.nullable(),
  /** Why there is no band figure; null when there is one. */
  bandNote: z.string().nullable(),
  market: compaMarketFigures.nullable(),
  /** Why the market cell is hidden; null when shown. */
  marketNote: z.string().nullable(),
});
export type CompaOffer = z.infer<typeof compaOffer>;

const bucketCounts = z.object(Object.fromEntries(COMPA_BUCKETS.map((b) => [b, z.number().int()])) as Record<CompaBucket, z.ZodNumber>);

export const compaOffersData = z.object({
  /** The as-of date of the figures (today). */
  asOf: z.string(),
  /** Over every offer of the workspace. */
  summary: z.object({
    offers: z.number().int(),
    draft: z.number().int(),
    sent: z.number().int(),
    withBand: z.number().int(),
    withMarket: z.number().int(),
    belowMin: z.number().int(),
    aboveMax: z.number().int(),
    /** By band compa-ratio. */
    buckets: bucketCounts,
  }),
  /** The workspace's band groups an offer may be checked against, by region. */
  bandGroups: z.array(z.object({ id: z.number().int(), name: z.string(), countryCode: cc })),
  /** How many offers the filter matches, the page shown (from 1) and its size. */
  matching: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  offers: z.array(compaOffer),
  /** How many offers a workspace keeps. */
  max: z.number().int(),
});
export type CompaOffers = z.infer<typeof compaOffersData>;

export const compaOfferResult = z.object({ offer: compaOffer, asOf: z.string() });
export type CompaOfferResult = z.infer<typeof compaOfferResult>;

export const compaOffersQuery = z.object({
  status: z.enum(COMPA_OFFER_STATUSES, { message: `status is one of ${COMPA_OFFER_STATUSES.join(', ')}` }).optional(),
  sort: z.enum(COMPA_OFFER_SORTS, { message: `sort is one of ${COMPA_OFFER_SORTS.join(', ')}` }).default('newest'),
  page: z.coerce.number().int('page is a whole number').min(1, 'page starts at 1').max(100, 'page is at most 100').default(1),
});
export type CompaOffersQuery = z.infer<typeof compaOffersQuery>;
export type CompaOffersQueryInput = z.input<typeof compaOffersQuery>;

const amount = (field: string) =>
  z
    .number({ error: `${field} must be a number` })
    .int(`${field} must be a whole number`)
    .min(0, `${field} must be 0 or more`)
    .max(1_000_000_000, `${field} must be at most 1,000,000,000`);
const text = (field: string, max: number) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`);
const bandGroupId = z
  .number({ error: 'bandGroupId must be a band group id' })
  .int('bandGroupId must be a band group id')
  .positive('bandGroupId must be a band group id')
  .max(2_147_483_647, 'bandGroupId must be a band group id');

const offerFields = {
  candidate: text('candidate', 200),
  title: text('title', 200),
  /** A standard level (1–8), its name, or a level of the workspace's scale. */
  level: z.union([z.number().int(), text('level', 60)], { error: 'level is required' }).transform(String),
  /** A job family's slug or name. */
  family: text('family', 100),
  /** A metro or a city of the catalogue, in the currency's region. */
  location: text('location', 100),
  currency: z.enum(['INR', 'USD'], { message: 'currency is INR or USD' }),
  base: amount('base').refine((n) => n > 0, 'base must be a positive number'),
  bonusTarget: amount('bonusTarget'),
  /** The equity's value a year. */
  equity: amount('equity'),
  equityType: z.enum(EQUITY_TYPES, { message: `equityType is one of ${EQUITY_TYPES.join(', ')}` }),
  equityUnits: amount('equityUnits'),
  status: z.enum(COMPA_OFFER_STATUSES, { message: `status is one of ${COMPA_OFFER_STATUSES.join(', ')}` }),
};

/** A candidate's offer, checked as a roster row is (family, level scale, metro, currency's region). */
export const compaOfferBody = z.object({
  ...offerFields,
  bonusTarget: offerFields.bonusTarget.default(0),
  equity: offerFields.equity.default(0),
  equityType: offerFields.equityType.optional(),
  equityUnits: offerFields.equityUnits.optional(),
  /** A band group of the workspace in the currency's region; absent: the one the roster uses. */
  bandGroupId: bandGroupId.optional(),
  status: offerFields.status.default('draft'),
});
export type CompaOfferBody = z.infer<typeof compaOfferBody>;
export type CompaOfferInput = z.input<typeof compaOfferBody>;

/** The fields to change (at least one): `{ status: 'sent' }` marks it sent; `equityType` and `bandGroupId` null clear them. */
export const compaOfferEdit = z
  .object({
    candidate: offerFields.candidate.optional(),
    title: offerFields.title.optional(),
    level: offerFields.level.optional(),
    family: offerFields.family.optional(),
    location: offerFields.location.optional(),
    currency: offerFields.currency.optional(),
    base: offerFields.base.optional(),
    bonusTarget: offerFields.bonusTarget.optional(),
    equity: offerFields.equity.optional(),
    equityType: offerFields.equityType.nullable().optional(),
    equityUnits: offerFields.equityUnits.nullable().optional(),
    bandGroupId: bandGroupId.nullable().optional(),
    status: offerFields.status.optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), 'Send at least one field to change');
export type CompaOfferEdit = z.infer<typeof compaOfferEdit>;
export type CompaOfferEditInput = z.input<typeof compaOfferEdit>;

const offerRoutes = routesOf('compa', 'enterprise');
const onOffer = offerRoutes.with({ params: idParam('id must be an offer id') });

export const getCompaOffers = offerRoutes.get('/compa/offers', compaOffersData, {
  summary:
    "The workspace's candidate offers, each against its band and the market with the roster's figures; a page of 100, newest first (any member)",
  querystring: compaOffersQuery,
});

export const addCompaOffer = offerRoutes.post('/compa/offers', compaOfferResult, {
  summary: "Adds a candidate's offer, checked as a roster row is, one a candidate (workspace analysts and admins)",
  body: compaOfferBody,
});

export const editCompaOffer = onOffer.post('/compa/offers/:id', compaOfferResult, {
  summary: 'Changes a candidate offer: its fields, or `{ "status": "sent" }` to mark it sent (workspace analysts and admins)',
  body: compaOfferEdit,
});

export const deleteCompaOffer = onOffer.delete('/compa/offers/:id', z.object({ deleted: z.literal(true) }), {
  summary: 'Removes a candidate offer (workspace analysts and admins)',
});
