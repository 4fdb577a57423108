import { sql } from 'drizzle-orm';
import { bigint, check, date, doublePrecision, index, integer, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { countryCodeColumn, currencyColumn, timestampNow, isDemoColumn, slugIndex } from './columns.js';

/**
 * The negotiation service (SPEC §7 Offers): the coaches who help members negotiate an offer, and
 * the reviews members leave of it. Until real coaches sign up both tables hold generated demo
 * content only (`isDemo`, see docs/decisions/013-negotiation-coaches.md); pages label it.
 */

export const negotiationCoaches = pgTable(
  'negotiation_coaches',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    headline: text('headline').notNull(),
    /** Regions the coach takes clients in (in, us), home region first: the amounts are in its currency. */
    regions: text('regions').array().notNull(),
    /** Countries whose offers the coach handles, e.g. India, Singapore. */
    countries: text('countries').array().notNull(),
    /** What they are known for: FAANG, Startups, Senior leadership, ... */
    specialities: text('specialities').array().notNull(),
    /** Companies whose offers they have negotiated. */
    companies: text('companies').array().notNull(),
    yearsCoaching: smallint('years_coaching').notNull(),
    negotiationsDone: integer('negotiations_done').notNull(),
    /** Median first-year uplift over the first written offer, in percent (one decimal). */
    medianUpliftPercent: doublePrecision('median_uplift_percent').notNull(),
    currency: currencyColumn(),
    /** Extra first-year pay negotiated for all clients together, in `currency`. */
    totalUplift: bigint('total_uplift', { mode: 'number' }).notNull(),
    /** The cheapest package, in `currency`. */
    priceFrom: integer('price_from').notNull(),
    isDemo: isDemoColumn(),
    createdAt: timestampNow('created_at'),
  },
  (t) => [slugIndex('negotiation_coaches', t.slug)],
);

export const negotiationReviews = pgTable(
  'negotiation_reviews',
  {
    id: serial('id').primaryKey(),
    coachId: integer('coach_id').references(() => negotiationCoaches.id, { onDelete: 'set null' }),
    /** The region of the negotiated offer. */
    countryCode: countryCodeColumn(),
    rating: smallint('rating').notNull(),
    body: text('body').notNull(),
    /** First name and initial only ("Priya S."). */
    reviewerName: text('reviewer_name').notNull(),
    reviewerRole: text('reviewer_role').notNull(),
    /** The company whose offer was negotiated. */
    reviewerCompany: text('reviewer_company'),
    currency: currencyColumn(),
    /** Extra first-year pay over the first written offer, in `currency`, and in percent of it. */
    upliftAmount: integer('uplift_amount').notNull(),
    upliftPercent: doublePrecision('uplift_percent').notNull(),
    reviewedOn: date('reviewed_on', { mode: 'string' }).notNull(),
    isDemo: isDemoColumn(),
    createdAt: timestampNow('created_at'),
  },
  (t) => [
    index('negotiation_reviews_region_date_idx').on(t.countryCode, t.reviewedOn),
    index('negotiation_reviews_coach_idx').on(t.coachId),
    check('negotiation_reviews_rating_ck', sql`${t.rating} between 1 and 5`),
  ],
);

export type NegotiationCoach = typeof negotiationCoaches.$inferSelect;
export type NewNegotiationCoach = typeof negotiationCoaches.$inferInsert;
export type NegotiationReview = typeof negotiationReviews.$inferSelect;
export type NewNegotiationReview = typeof negotiationReviews.$inferInsert;
