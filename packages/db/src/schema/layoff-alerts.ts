import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { userIdRef } from './accounts.js';
import { companies } from './catalog.js';
import { intList, textList, timestampNow } from './columns.js';
import { warnNotices } from './layoffs.js';

/**
 * Layoff alerts (SPEC §7 Layoff, docs/decisions/045-layoff-alerts.md): a member follows a company's
 * WARN notices (`POST /layoff/{id}/subscribe`) and is told of each new one, and a member asks for a
 * weekly digest of the new notices of chosen states and companies (`POST /subscription`). Each mail
 * carries a random token of its own (stored hashed): its link stops the follow or the digest without
 * signing in.
 */

/** A member following one employer's notices: a catalogue company, or (when the notice had none) the employer's name as written. */
export const layoffFollows = pgTable(
  'layoff_follows',
  {
    id: serial('id').primaryKey(),
    userId: userIdRef(),
    /** The catalogue company followed; null when the employer is followed by its name. */
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    /** The employer part of the state's name, lower case and spaces folded (companyId null only). */
    employerKey: text('employer_key'),
    /** The employer as shown to the member (the company's name, or the state's spelling). */
    employerName: text('employer_name').notNull(),
    createdAt: timestampNow('created_at'),
  },
  (t) => [
    uniqueIndex('layoff_follows_user_company').on(t.userId, t.companyId),
    uniqueIndex('layoff_follows_user_employer').on(t.userId, t.employerKey),
    index('layoff_follows_company').on(t.companyId),
    index('layoff_follows_employer').on(t.employerKey),
    check('layoff_follows_one_target', sql`(${t.companyId} IS NULL) <> (${t.employerKey} IS NULL)`),
  ],
);

/**
 * One alert per follow and new notice (the unique pair makes an import raised twice alert once),
 * queued in the import's transaction and delivered (notification + mail) once it has committed.
 */
export const layoffAlerts = pgTable(
  'layoff_alerts',
  {
    id: serial('id').primaryKey(),
    followId: integer('follow_id')
      .notNull()
      .references(() => layoffFollows.id, { onDelete: 'cascade' }),
    noticeId: integer('notice_id')
      .notNull()
      .references(() => warnNotices.id, { onDelete: 'cascade' }),
    createdAt: timestampNow('created_at'),
    /** When the notification and the mail went out (or were claimed for sending); null while pending. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('layoff_alerts_follow_notice').on(t.followId, t.noticeId),
    index('layoff_alerts_pending')
      .on(t.id)
      .where(sql`${t.sentAt} is null`),
  ],
);

/** A member's weekly digest of new notices for chosen states and companies (one per member; asking again replaces it). */
export const layoffDigests = pgTable(
  'layoff_digests',
  {
    id: serial('id').primaryKey(),
    userId: userIdRef(),
    /** US state codes. */
    states: textList('states'),
    /** Catalogue company ids. */
    companyIds: intList('company_ids'),
    createdAt: timestampNow('created_at'),
    updatedAt: timestampNow('updated_at'),
    /** Notices imported up to this moment were covered by a digest already (null: none sent yet). */
    sentThrough: timestamp('sent_through', { withTimezone: true }),
  },
  (t) => [uniqueIndex('layoff_digests_user').on(t.userId)],
);

/** The unsubscribe link of one mail: the SHA-256 of its random token, and the follow or digest it stops. */
export const layoffUnsubscribeTokens = pgTable(
  'layoff_unsubscribe_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    followId: integer('follow_id').references(() => layoffFollows.id, { onDelete: 'cascade' }),
    digestId: integer('digest_id').references(() => layoffDigests.id, { onDelete: 'cascade' }),
    createdAt: timestampNow('created_at'),
  },
  (t) => [
    uniqueIndex('layoff_unsubscribe_tokens_hash').on(t.tokenHash),
    index('layoff_unsubscribe_tokens_follow').on(t.followId),
    index('layoff_unsubscribe_tokens_digest').on(t.digestId),
    check('layoff_unsubscribe_tokens_one_target', sql`(${t.followId} IS NULL) <> (${t.digestId} IS NULL)`),
  ],
);

export type LayoffFollow = typeof layoffFollows.$inferSelect;
export type LayoffDigest = typeof layoffDigests.$inferSelect;
