import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { companyIdRef, locations, titles } from './catalog.js';
import { countryCodeColumn, currencyColumn, isDemoColumn, requiredRef, timestampNow } from './columns.js';

/**
 * Internship stipends (SPEC §7 Other GET /{cc}/internships): what an internship pays a month, by
 * company, title and city; kept apart from salary records, whose figures are yearly pay. A
 * member's own stipend keeps a link to them only to stop them adding the same internship twice
 * (the unique index); figures never say who.
 */
export const internshipStipends = pgTable(
  'internship_stipends',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    companyId: companyIdRef(),
    titleId: requiredRef('title_id', () => titles.id),
    locationId: integer('location_id').references(() => locations.id),
    countryCode: countryCodeColumn(),
    currency: currencyColumn(),
    /** What the internship paid a month, in the region's currency. */
    monthlyStipend: integer('monthly_stipend').notNull(),
    durationMonths: smallint('duration_months'),
    /** The year the internship began. */
    year: smallint('year').notNull(),
    isDemo: isDemoColumn(),
    createdAt: timestampNow('created_at'),
  },
  (t) => [
    index('internship_stipends_slice_idx').on(t.countryCode, t.companyId, t.titleId),
    index('internship_stipends_company_idx').on(t.companyId),
    // One internship per member, company, title and year: a second one is refused, not counted twice.
    uniqueIndex('internship_stipends_member_uq')
      .on(t.userId, t.companyId, t.titleId, t.year)
      .where(sql`${t.userId} is not null`),
    check(
      'internship_stipends_positive',
      sql`${t.monthlyStipend} >= 0 and (${t.durationMonths} is null or ${t.durationMonths} between 1 and 24)`,
    ),
  ],
);

export type InternshipStipend = typeof internshipStipends.$inferSelect;
