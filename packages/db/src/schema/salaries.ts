import { sql } from 'drizzle-orm';
import { bigint, bigserial, date, index, integer, jsonb, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { companyIdRef, jobFamilies, locations, schools, titles } from './catalog.js';
import { countryCodeColumn, currencyColumn, timestampNow, requiredRef, catalogueEntry, slugIndex, versionTable } from './columns.js';

/**
 * Salary data. Amounts are integers in the currency's unit (rupees, dollars). A record's yearly
 * `total` = base + yearly stock + yearly bonus (the signing bonus is kept apart); it is stored so
 * percentiles and indexes work on it directly.
 */

/** The standard level scale lives in the contract; re-exported for the generator and queries. */
export { STANDARD_LEVELS } from '@paysight/contract';

export const RECORD_SOURCES = ['member', 'offer', 'h1b', 'import', 'demo'] as const;
/** How much a figure can be trusted: documents checked > member submission > public filing > bulk import. */
export const VERIFICATION_TIERS = ['verified', 'member', 'filing', 'import', 'demo'] as const;
export const RECORD_STATUSES = ['published', 'held'] as const;

export const companyLevels = pgTable(
  'company_levels',
  {
    id: serial('id').primaryKey(),
    companyId: companyIdRef(),
    familyId: requiredRef('family_id', () => jobFamilies.id),
    /** The company's own name for the level: "L5", "SDE II", "Technology Lead". */
    name: text('name').notNull(),
    standardLevel: smallint('standard_level').notNull(),
  },
  (t) => [uniqueIndex('company_levels_uq').on(t.companyId, t.familyId, t.name)],
);

export const skills = pgTable(
  'skills',
  {
    ...catalogueEntry(),
  },
  (t) => [slugIndex('skills', t.slug)],
);

export const salaryRecords = pgTable(
  'salary_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    countryCode: countryCodeColumn(),
    currency: currencyColumn(),
    companyId: companyIdRef(),
    titleId: requiredRef('title_id', () => titles.id),
    levelId: integer('level_id').references(() => companyLevels.id),
    standardLevel: smallint('standard_level'),
    locationId: integer('location_id').references(() => locations.id),
    yearsOfExperience: smallint('years_of_experience'),
    yearsAtCompany: smallint('years_at_company'),
    base: integer('base').notNull(),
    /** Total grant value and its vesting years; stockYearly is the grant spread evenly (or reported yearly). */
    stockGrant: integer('stock_grant'),
    vestingYears: smallint('vesting_years'),
    stockYearly: integer('stock_yearly'),
    /** What vests in the first year under the grant's schedule (front- or back-loaded); null: an even split. */
    stockFirstYear: integer('stock_first_year'),
    bonus: integer('bonus'),
    signingBonus: integer('signing_bonus'),
    total: integer('total').notNull(),
    /** The first year's pay: base + first-year vest + bonus + signing bonus (the "first year" view). */
    firstYearTotal: integer('first_year_total').notNull(),
    reportedOn: date('reported_on', { mode: 'string' }).notNull(),
    skillIds: integer('skill_ids').array(),
    /** Where the member studied, when they said; educationTags holds the degrees ("B.Tech", "MS"). */
    schoolId: integer('school_id').references(() => schools.id),
    educationTags: text('education_tags').array(),
    gender: text('gender', { enum: ['female', 'male', 'non-binary'] }),
    source: text('source', { enum: RECORD_SOURCES }).notNull(),
    verification: text('verification', { enum: VERIFICATION_TIERS }).notNull(),
    /** The source's own id (an H-1B case number, or sha256 of the row): makes imports idempotent. */
    sourceRef: text('source_ref'),
    status: text('status', { enum: RECORD_STATUSES }).notNull().default('published'),
    /** Why a held record waits for review (the outlier rule's finding). */
    heldReason: text('held_reason'),
    createdAt: timestampNow('created_at'),
  },
  (t) => [
    index('salary_records_title_slice_idx').on(t.countryCode, t.titleId, t.companyId, t.reportedOn),
    index('salary_records_company_idx').on(t.countryCode, t.companyId),
    index('salary_records_location_idx').on(t.countryCode, t.locationId),
    // Salaries lists by skill (skill_ids @> array[id]).
    index('salary_records_skills_idx').using('gin', t.skillIds),
    // The newest published records of a region (the activity feed) without sorting the region.
    index('salary_records_recent_idx')
      .on(t.countryCode, t.reportedOn.desc(), t.id.desc())
      .where(sql`${t.status} = 'published'`),
    uniqueIndex('salary_records_source_ref_uq')
      .on(t.source, t.sourceRef)
      .where(sql`${t.sourceRef} is not null`),
  ],
);

export interface SalaryAmounts {
  base: number;
  stockYearly?: number | null;
  stockFirstYear?: number | null;
  bonus?: number | null;
  signingBonus?: number | null;
}

/**
 * A record's derived totals, the one place they are computed. Yearly total = base + yearly stock
 * (grant ÷ vesting years) + bonus, the signing bonus apart; first-year total = base + what vests in
 * year one (the even split when the schedule is unknown) + bonus + signing bonus.
 */
export function salaryTotals(r: SalaryAmounts): { total: number; firstYearTotal: number } {
  const total = r.base + (r.stockYearly ?? 0) + (r.bonus ?? 0);
  const firstYearTotal = r.base + (r.stockFirstYear ?? r.stockYearly ?? 0) + (r.bonus ?? 0) + (r.signingBonus ?? 0);
  return { total, firstYearTotal };
}

/**
 * The version of the salary records: one row, bumped by a statement trigger on salary_records
 * (migration 0010) in the writing transaction, so every change (a member's record, an import, a
 * review, a deletion, plain SQL) moves it, and a reader sees the version its own snapshot holds.
 */
export const recordsVersion = versionTable('records_version');

/**
 * Answers computed from the records at a version, kept across restarts: a region-wide list takes
 * seconds on a million records, and a server that starts should not make its first visitors wait
 * for one. An answer is used only while `records_version` still equals the current version.
 */
export const answerSnapshots = pgTable('answer_snapshots', {
  key: text('key').primaryKey(),
  recordsVersion: bigint('records_version', { mode: 'number' }).notNull(),
  body: jsonb('body').notNull(),
  computedAt: timestampNow('computed_at'),
});

export type SalaryRecord = typeof salaryRecords.$inferSelect;
export type NewSalaryRecord = typeof salaryRecords.$inferInsert;
export type CompanyLevel = typeof companyLevels.$inferSelect;
