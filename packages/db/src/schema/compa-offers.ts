import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { memberSetNull, orgIdRef } from './accounts.js';
import { jobFamilies } from './catalog.js';
import { countryCodeColumn, requiredRef, writtenAt } from './columns.js';
import { payBandGroups } from './employers.js';

/**
 * A workspace's candidate offers (docs/decisions/054-compa-roster.md, "Candidate offers"): what it
 * means to offer a candidate, checked against its pay band and our market before it goes out, with
 * the roster's figures. The job is stored as a roster row is (catalogue family, standard level,
 * metro); amounts are yearly, whole units of the region's currency. One offer a candidate in a
 * workspace (a revised offer is an edit).
 */
export const compaOffers = pgTable(
  'compa_offers',
  {
    id: serial('id').primaryKey(),
    orgId: orgIdRef(),
    /** The candidate's name or a label ("Backend hire, req 42"), as typed. */
    candidate: text('candidate').notNull(),
    title: text('title').notNull(),
    familyId: requiredRef('family_id', () => jobFamilies.id),
    standardLevel: integer('standard_level').notNull(),
    /** The catalogue's spelling. */
    metro: text('metro').notNull(),
    /** The currency's region: INR is India, USD the US. */
    countryCode: countryCodeColumn(),
    base: integer('base').notNull(),
    bonusTarget: integer('bonus_target').notNull(),
    /** The equity's value a year. */
    equity: integer('equity').notNull(),
    equityType: text('equity_type', { enum: ['rsu', 'options', 'phantom', 'none'] }),
    /** Units granted (shares, options); `equity` stays the yearly value. */
    equityUnits: integer('equity_units'),
    /** The band group to check against; null: the group the roster uses (the one saved last in the region). */
    bandGroupId: integer('band_group_id').references(() => payBandGroups.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['draft', 'sent'] })
      .notNull()
      .default('draft'),
    /** When it was marked sent; null for a draft. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdBy: memberSetNull('created_by'),
    ...writtenAt(),
  },
  (t) => [
    uniqueIndex('compa_offers_org_candidate_uq').on(t.orgId, sql`lower(${t.candidate})`),
    index('compa_offers_org_created_idx').on(t.orgId, t.createdAt),
  ],
);

export type CompaOffer = typeof compaOffers.$inferSelect;
export type NewCompaOffer = typeof compaOffers.$inferInsert;
