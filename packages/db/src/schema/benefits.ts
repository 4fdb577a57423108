import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, serial, smallint, uniqueIndex } from 'drizzle-orm/pg-core';
import { userIdRef } from './accounts.js';
import { companyIdRef } from './catalog.js';
import { countryCodeColumn, isDemoColumn, writtenAt } from './columns.js';

/**
 * Members' reports of their own company's benefits (SPEC §1 benefits): one per member, company,
 * region and year, the answers keyed by the taxonomy of the contract (BENEFIT_ITEMS), each checked
 * there before it is written. A company's figures are built from these under the privacy floor.
 */
export const benefitReports = pgTable(
  'benefit_reports',
  {
    id: serial('id').primaryKey(),
    userId: userIdRef(),
    companyId: companyIdRef(),
    countryCode: countryCodeColumn(),
    year: smallint('year').notNull(),
    /** Answers by item key: true/false, a number, or a choice's value. */
    items: jsonb('items').$type<Record<string, boolean | number | string>>().notNull(),
    isDemo: isDemoColumn(),
    ...writtenAt(),
  },
  (t) => [
    uniqueIndex('benefit_reports_uq').on(t.userId, t.companyId, t.countryCode, t.year),
    index('benefit_reports_company_idx').on(t.companyId, t.countryCode),
    check('benefit_reports_items_object', sql`jsonb_typeof(${t.items}) = 'object'`),
  ],
);

export type BenefitReport = typeof benefitReports.$inferSelect;
