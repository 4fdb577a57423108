import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, serial, text, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { companies } from './catalog.js';
import { textList, timestampNow } from './columns.js';

/**
 * Layoffs (SPEC §7 Layoff): US WARN notices as the states publish them, one row per line of a
 * state's file. The raw cells are kept beside the parsed values; a value the importer could not
 * trust is flagged, never dropped. Identity and duplicates: docs/decisions/042-warn-notice-identity.md.
 */

export const warnNotices = pgTable(
  'warn_notices',
  {
    id: serial('id').primaryKey(),
    /** Two-letter US state code of the publishing state. */
    state: text('state').notNull(),
    /** `f1:` + SHA-256 of the state and the cells its mapping reads, with the occurrence number of an identical line (ADR 047). */
    identityKey: text('identity_key').notNull(),
    /** The employer as the state wrote it, whole (a site part included; see `site`). */
    companyName: text('company_name').notNull(),
    /** The catalogue company the name resolves to; null when the resolver abstains. */
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    /** The site part of the name ("DLA3" in "Amazon Logistics - DLA3"), or null. */
    site: text('site'),
    city: text('city'),
    county: text('county'),
    address: text('address'),
    noticeDate: date('notice_date', { mode: 'string' }),
    effectiveDate: date('effective_date', { mode: 'string' }),
    receivedDate: date('received_date', { mode: 'string' }),
    /** A state's own number for the notice when its file gives one. */
    stateRef: text('state_ref'),
    jobs: integer('jobs'),
    closure: boolean('closure'),
    temporary: boolean('temporary'),
    amendment: boolean('amendment').notNull().default(false),
    /** The notice this one amends (its jobs are then not counted again). */
    amendsId: integer('amends_id').references((): AnyPgColumn => warnNotices.id, { onDelete: 'set null' }),
    /** What the importer distrusted: `<field>:<reason>` (e.g. `effective_date:implausible`). */
    flags: textList('flags'),
    /** The row's cells by the file's own header names. */
    raw: jsonb('raw').$type<Record<string, string>>().notNull(),
    sourceFile: text('source_file').notNull(),
    /** The date the source file was published or taken (YYYY-MM-DD). */
    sourceDate: date('source_date', { mode: 'string' }).notNull(),
    importedAt: timestampNow('imported_at'),
  },
  (t) => [
    uniqueIndex('warn_notices_identity_key').on(t.identityKey),
    index('warn_notices_state_notice_date').on(t.state, t.noticeDate),
    index('warn_notices_company').on(t.companyId),
    check('warn_notices_state_code', sql`${t.state} ~ '^[A-Z]{2}$'`),
    check('warn_notices_jobs_non_negative', sql`${t.jobs} IS NULL OR ${t.jobs} >= 0`),
  ],
);

export type WarnNotice = typeof warnNotices.$inferSelect;
export type NewWarnNotice = typeof warnNotices.$inferInsert;
