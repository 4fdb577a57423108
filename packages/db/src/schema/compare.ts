import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { userIdRef } from './accounts.js';
import { countryCodeColumn, isDemoColumn, timestampNow } from './columns.js';

/**
 * Comparisons (SPEC §7 Compare and switch; docs/decisions/051-compare-lists-and-contacts.md).
 */

/**
 * How many visitors opened a comparison, per region, pair and UTC day: a visitor counts once a
 * day per pair (the daily page keys of ADR 037), and nothing that identifies them is stored. The
 * pair is the comparison's entries sorted (contract comparisonPair): "A vs B" and "B vs A" are one
 * row. Written by one upsert per new visitor-day (`on conflict do update`); popular comparisons
 * are listed from MIN_SLICE visitor-days in the window. Demo rows (labelled) are their own rows.
 */
export const compareViews = pgTable(
  'compare_views',
  {
    countryCode: countryCodeColumn(),
    pair: text('pair').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    visitors: integer('visitors').notNull(),
    isDemo: isDemoColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.countryCode, t.pair, t.day, t.isDemo] }),
    index('compare_views_day_idx').on(t.countryCode, t.day),
    check('compare_views_visitors_ck', sql`${t.visitors} > 0`),
  ],
);

/**
 * A member's saved comparisons: the pair (entries sorted) in a region, once per member (saving it
 * again keeps one); at most SAVED_COMPARISONS_MAX each, counted by the service under a lock on the
 * member. The figures are read when the page is opened, never stored.
 */
export const savedComparisons = pgTable(
  'saved_comparisons',
  {
    id: serial('id').primaryKey(),
    userId: userIdRef(),
    countryCode: countryCodeColumn(),
    pair: text('pair').notNull(),
    createdAt: timestampNow('created_at'),
  },
  (t) => [
    uniqueIndex('saved_comparisons_user_pair_uq').on(t.userId, t.countryCode, t.pair),
    index('saved_comparisons_user_idx').on(t.userId, t.createdAt),
  ],
);
