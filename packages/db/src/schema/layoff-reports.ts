import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { memberSetNull, userIdRef } from './accounts.js';
import { companies, titles } from './catalog.js';
import { writtenAt } from './columns.js';
import { warnNotices } from './layoffs.js';

/**
 * What members add to layoffs (SPEC §7 Layoff; docs/decisions/046-layoff-member-reports.md).
 *
 * Titles affected: a member says a WARN notice laid them off and their catalogue title. One report
 * per member and notice (posting again replaces it); a title is shown only from MIN_SLICE reports.
 */
export const layoffTitleReports = pgTable(
  'layoff_title_reports',
  {
    id: serial('id').primaryKey(),
    userId: userIdRef(),
    noticeId: integer('notice_id')
      .notNull()
      .references(() => warnNotices.id, { onDelete: 'cascade' }),
    titleId: integer('title_id')
      .notNull()
      .references(() => titles.id),
    ...writtenAt(),
  },
  (t) => [
    uniqueIndex('layoff_title_reports_uq').on(t.userId, t.noticeId),
    index('layoff_title_reports_notice_idx').on(t.noticeId, t.titleId),
  ],
);

export const LAYOFF_REPORT_STATUSES = ['pending', 'approved', 'rejected'] as const;

/**
 * Layoffs in a country without WARN notices (India), as members report them: the company (the
 * catalogue's when the resolver finds it, the text as typed always), the month, how many people,
 * an https source link and a note. Held for an admin's review; only approved ones are shown, and
 * always as member reports, never in the WARN figures.
 */
export const layoffReports = pgTable(
  'layoff_reports',
  {
    id: serial('id').primaryKey(),
    userId: userIdRef(),
    countryCode: text('country_code', { enum: ['in'] }).notNull(),
    /** The catalogue company the text resolved to; null when the resolver abstained. */
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    /** The company as the member typed it (or the picked company's name). */
    companyName: text('company_name').notNull(),
    /** YYYY-MM */
    month: text('month').notNull(),
    people: integer('people').notNull(),
    sourceUrl: text('source_url').notNull(),
    note: text('note'),
    status: text('status', { enum: LAYOFF_REPORT_STATUSES }).notNull().default('pending'),
    /** Why an admin rejected it; null otherwise. */
    reviewReason: text('review_reason'),
    reviewedBy: memberSetNull('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    ...writtenAt(),
  },
  (t) => [
    index('layoff_reports_shown_idx').on(t.countryCode, t.status, t.month),
    index('layoff_reports_user_idx').on(t.userId, t.status),
    check('layoff_reports_people_positive', sql`${t.people} > 0`),
    check('layoff_reports_https', sql`${t.sourceUrl} LIKE 'https://%'`),
    check('layoff_reports_month', sql`${t.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
  ],
);

export type LayoffReport = typeof layoffReports.$inferSelect;
