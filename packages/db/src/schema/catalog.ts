import { COMPANY_TYPES, FUNDING_STAGES, SIZE_BANDS } from '@paysight/contract';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { countryCodeColumn, timestampNow } from './columns.js';

/**
 * The catalogue every salary figure hangs on: companies, job families and titles, locations.
 * `isDemo` marks rows made by the demo generator so the UI can label them and an import of real
 * data can tell them apart.
 */

/** The company facts peer cohorts filter on live in the contract (the API validates them too). */
export { COMPANY_TYPES, FUNDING_STAGES, SIZE_BANDS };

export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    industry: text('industry').notNull(),
    // Unknown for employers that arrive through imports (e.g. H-1B filings).
    sizeBand: text('size_band', { enum: SIZE_BANDS }),
    type: text('type', { enum: COMPANY_TYPES }).notNull(),
    headquarters: text('headquarters'),
    logoUrl: text('logo_url'),
    /** Peer cohorts (employer benchmarking); unknown (null) for most imported employers. */
    fundingStage: text('funding_stage', { enum: FUNDING_STAGES }),
    /** Shares traded on a stock exchange (its own, not a parent's); null when unknown. */
    listed: boolean('listed'),
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: timestampNow('created_at'),
  },
  (t) => [uniqueIndex('companies_slug_uq').on(t.slug), index('companies_lower_name_idx').on(sql`lower(${t.name}) text_pattern_ops`)],
);

/** The catalogue company a row is about; a company with rows is never deleted. */
export const companyIdRef = () =>
  integer('company_id')
    .notNull()
    .references(() => companies.id);

export const jobFamilies = pgTable(
  'job_families',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
  },
  (t) => [uniqueIndex('job_families_slug_uq').on(t.slug)],
);

export const titles = pgTable(
  'titles',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    familyId: integer('family_id')
      .notNull()
      .references(() => jobFamilies.id),
    isDemo: boolean('is_demo').notNull().default(false),
  },
  (t) => [uniqueIndex('titles_slug_uq').on(t.slug), index('titles_lower_name_idx').on(sql`lower(${t.name}) text_pattern_ops`)],
);

export const locations = pgTable(
  'locations',
  {
    id: serial('id').primaryKey(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    countryCode: countryCodeColumn(),
    slug: text('slug').notNull(),
    /** Metro the city belongs to for pay purposes (e.g. "Bay Area"); the city itself when none. */
    metro: text('metro').notNull(),
  },
  (t) => [uniqueIndex('locations_slug_uq').on(t.slug), index('locations_lower_city_idx').on(sql`lower(${t.city}) text_pattern_ops`)],
);

/** Universities and colleges a member studied at (education on a salary record points here). */
export const schools = pgTable(
  'schools',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    countryCode: countryCodeColumn(),
    isDemo: boolean('is_demo').notNull().default(false),
  },
  (t) => [uniqueIndex('schools_slug_uq').on(t.slug)],
);

export type School = typeof schools.$inferSelect;
export type Company = typeof companies.$inferSelect;
export type NewCompany = typeof companies.$inferInsert;
export type JobFamily = typeof jobFamilies.$inferSelect;
export type Title = typeof titles.$inferSelect;
export type NewTitle = typeof titles.$inferInsert;
export type Location = typeof locations.$inferSelect;
export type NewLocation = typeof locations.$inferInsert;
