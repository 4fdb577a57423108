import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { memberSetNull, userIdRef, users } from './accounts.js';
import { companyIdRef, jobFamilies, locations } from './catalog.js';
import { isDemoColumn, parentRef, timestampNow } from './columns.js';
import { generatedResumes } from './jobgpt.js';
import { jobs } from './jobs.js';

/**
 * Referrals (SPEC §1 referrals, /referral; docs/decisions/048-referrals.md): members who work at a
 * company offer to refer; seekers ask a company for a referral to a live job, one company at a time
 * or several at once (a bundle paid in credits). Whether a referrer may refer at a company (a
 * verified work email at one of its domains, or a verified salary record there, at their current
 * company) is decided when it is read, so a referrer who moves stops seeing that company's requests.
 */

export const REFERRAL_STATUSES = ['requested', 'accepted', 'declined', 'expired'] as const;
export const REFERRAL_OUTCOMES = ['confirmed', 'disputed'] as const;
/** Why a request closed without an accept: every matching referrer declined, nobody answered in time, or the company had no eligible referrer (bundles). */
export const REFERRAL_CLOSE_REASONS = ['all-declined', 'no-answer', 'no-referrer'] as const;

/** A company's work email domains: a member whose verified address is at one works there. */
export const companyEmailDomains = pgTable(
  'company_email_domains',
  {
    domain: text('domain').primaryKey(),
    companyId: companyIdRef(),
    createdAt: timestampNow('created_at'),
  },
  (t) => [
    index('company_email_domains_company_idx').on(t.companyId),
    check('company_email_domains_lower_ck', sql`${t.domain} = lower(${t.domain})`),
  ],
);

/** A member's offer to refer at a company, with what requests they match: their title family, level and city. */
export const referrers = pgTable(
  'referrers',
  {
    id: serial('id').primaryKey(),
    userId: userIdRef(),
    companyId: companyIdRef(),
    familyId: integer('family_id').references(() => jobFamilies.id),
    standardLevel: smallint('standard_level'),
    locationId: integer('location_id').references(() => locations.id),
    /** A demo referrer (a demo member who cannot sign in): counted and labelled as demo, never sent a request. */
    isDemo: isDemoColumn(),
    createdAt: timestampNow('created_at'),
  },
  (t) => [uniqueIndex('referrers_user_company_uq').on(t.userId, t.companyId), index('referrers_company_idx').on(t.companyId)],
);

/** Several companies asked at once, paid in credits (the ledger holds the spend and each refund). */
export const referralBundles = pgTable(
  'referral_bundles',
  {
    id: serial('id').primaryKey(),
    userId: userIdRef(),
    /** Credits spent on the bundle (one price per company asked). */
    credits: smallint('credits').notNull(),
    createdAt: timestampNow('created_at'),
  },
  (t) => [index('referral_bundles_user_idx').on(t.userId, t.createdAt)],
);

/** A seeker's request for a referral at one company, to one live job. */
export const referralRequests = pgTable(
  'referral_requests',
  {
    id: serial('id').primaryKey(),
    seekerId: userIdRef(),
    companyId: companyIdRef(),
    bundleId: integer('bundle_id').references(() => referralBundles.id, { onDelete: 'cascade' }),
    /** The Paysight job it names (null when it names an apply URL, or the job is gone); the title and URL are kept either way. */
    jobId: integer('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    jobTitle: text('job_title').notNull(),
    applyUrl: text('apply_url').notNull(),
    familyId: integer('family_id').references(() => jobFamilies.id),
    standardLevel: smallint('standard_level'),
    locationId: integer('location_id').references(() => locations.id),
    resumeId: integer('resume_id').references(() => generatedResumes.id, { onDelete: 'set null' }),
    note: text('note').notNull(),
    status: text('status', { enum: REFERRAL_STATUSES }).notNull().default('requested'),
    closeReason: text('close_reason', { enum: REFERRAL_CLOSE_REASONS }),
    /** The referrer who accepted (the seeker learns who only then). */
    referrerUserId: memberSetNull('referrer_user_id'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    outcome: text('outcome', { enum: REFERRAL_OUTCOMES }),
    outcomeAt: timestamp('outcome_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Credits given back for this company of a bundle (0: none). */
    refundedCredits: smallint('refunded_credits').notNull().default(0),
    createdAt: timestampNow('created_at'),
  },
  (t) => [
    // One open request per seeker and company: a second is refused whatever the timing.
    uniqueIndex('referral_requests_open_uq')
      .on(t.seekerId, t.companyId)
      .where(sql`${t.status} = 'requested'`),
    index('referral_requests_seeker_idx').on(t.seekerId, t.createdAt),
    index('referral_requests_company_idx').on(t.companyId, t.status),
    index('referral_requests_referrer_idx').on(t.referrerUserId, t.answeredAt),
    index('referral_requests_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'requested'`),
    check('referral_requests_outcome_ck', sql`${t.outcome} is null or ${t.status} = 'accepted'`),
  ],
);

/** A referrer's decline of a request: it leaves their inbox; the seeker is never told who. */
export const referralDeclines = pgTable(
  'referral_declines',
  {
    requestId: parentRef('request_id', () => referralRequests.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestampNow('created_at'),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.userId] })],
);

export type Referrer = typeof referrers.$inferSelect;
export type ReferralRequest = typeof referralRequests.$inferSelect;
