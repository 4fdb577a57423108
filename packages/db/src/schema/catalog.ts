import { COMPANY_TYPES, FUNDING_STAGES, SIZE_BANDS } from '@paysight/contract';
import { boolean, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { countryCodeColumn, timestampNow, requiredRef, isDemoColumn, catalogueEntry, slugIndex, prefixIndex } from './columns.js';

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
    ...catalogueEntry(),
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
    isDemo: isDemoColumn(),
    createdAt: timestampNow('created_at'),
  },
  (t) => [slugIndex('companies', t.slug), prefixIndex('companies', t.name)],
);

/** The catalogue company a row is about; a company with rows is never deleted. */
export const companyIdRef = () => requiredRef('company_id', () => companies.id);

export const jobFamilies = pgTable(
  'job_families',
  {
    ...catalogueEntry(),
  },
  (t) => [slugIndex('job_families', t.slug)],
);

export const titles = pgTable(
  'titles',
  {
    ...catalogueEntry(),
    familyId: requiredRef('family_id', () => jobFamilies.id),
    isDemo: isDemoColumn(),
  },
  (t) => [slugIndex('titles', t.slug), prefixIndex('titles', t.name)],
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
  (t) => [slugIndex('locations', t.slug), prefixIndex('locations', t.city)],
);

/** Universities and colleges a member studied at (education on a salary record points here). */
export const schools = pgTable(
  'schools',
  {
    ...catalogueEntry(),
    countryCode: countryCodeColumn(),
    isDemo: isDemoColumn(),
  },
  (t) => [slugIndex('schools', t.slug)],
);

export type School = typeof schools.$inferSelect;
export type Company = typeof companies.$inferSelect;
export type NewCompany = typeof companies.$inferInsert;
export type JobFamily = typeof jobFamilies.$inferSelect;
export type Title = typeof titles.$inferSelect;
export type NewTitle = typeof titles.$inferInsert;
export type Location = typeof locations.$inferSelect;
export type NewLocation = typeof locations.$inferInsert;
