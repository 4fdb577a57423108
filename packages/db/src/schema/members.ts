import { CONTRIBUTION_SOURCES } from '@paysight/contract';
import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { userIdRef, memberSetNull } from './accounts.js';
import { companies, companyIdRef, locations, titles } from './catalog.js';
import { salaryRecords } from './salaries.js';
import { countryCodeColumn, currencyColumn, timestampNow, requiredRef, parentRef, writtenAt } from './columns.js';

/**
 * What members tell us about their own pay: salary contributions, offers, and the documents that
 * verify a contribution. Every row belongs to one user and cascades away with the account. The
 * salary pages never read these tables: a contribution feeds them through the anonymised
 * `salary_records` row it points at, which survives the account (the link is set null).
 */

/** SPEC §3 Salary stockDetails: a vesting list (percent per year), the RSU grant value, options. */
export interface StockDetails {
  vesting?: number[];
  rsu?: { value: number };
  options?: { count: number; strikePrice: number; preferredPrice: number };
}

export const memberSalaries = pgTable(
  'member_salaries',
  {
    id: serial('id').primaryKey(),
    userId: userIdRef(),
    /** The anonymised record that carries the figures into the aggregates; it outlives the account. */
    recordId: bigint('record_id', { mode: 'number' }).references(() => salaryRecords.id, { onDelete: 'set null' }),
    /** Where the member filled the form (the `src` of POST /profile/salary). */
    src: text('src', { enum: CONTRIBUTION_SOURCES }).notNull(),
    countryCode: countryCodeColumn(),
    currency: currencyColumn(),
    companyId: companyIdRef(),
    titleId: requiredRef('title_id', () => titles.id),
    /** The company's own level name as typed or picked ("L5", "SDE II"), and its place on the standard scale. */
    levelName: text('level_name'),
    standardLevel: smallint('standard_level'),
    locationId: integer('location_id').references(() => locations.id),
    experience: smallint('experience'),
    base: integer('base').notNull(),
    /** Yearly stock value (the grant spread over its vesting years). */
    stocks: integer('stocks'),
    bonus: integer('bonus'),
    signingBonus: integer('signing_bonus'),
    stockDetails: jsonb('stock_details').$type<StockDetails>(),
    targetSalary: integer('target_salary'),
    offerDate: date('offer_date', { mode: 'string' }),
    isCurrent: boolean('is_current').notNull().default(true),
    ...writtenAt(),
  },
  (t) => [index('member_salaries_user_idx').on(t.userId), index('member_salaries_record_idx').on(t.recordId)],
);

export const offers = pgTable(
  'offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userIdRef(),
    countryCode: countryCodeColumn(),
    currency: currencyColumn(),
    /** The company and title as the member named them; the ids when they match the catalogue. */
    companyName: text('company_name').notNull(),
    companyId: integer('company_id').references(() => companies.id),
    title: text('title').notNull(),
    titleId: integer('title_id').references(() => titles.id),
    level: text('level'),
    standardLevel: smallint('standard_level'),
    locationId: integer('location_id').references(() => locations.id),
    experience: smallint('experience'),
    base: integer('base').notNull(),
    /** Yearly stock value, and the whole grant it comes from. */
    stocks: integer('stocks'),
    totalStocks: integer('total_stocks'),
    bonus: integer('bonus'),
    signingBonus: integer('signing_bonus'),
    stockDetails: jsonb('stock_details').$type<StockDetails>(),
    /** The date the offer was made, and the deadline to answer it when the letter gives one. */
    offerDate: date('offer_date', { mode: 'string' }),
    deadline: date('deadline', { mode: 'string' }),
    isCurrent: boolean('is_current').notNull().default(false),
    gender: text('gender', { enum: ['female', 'male', 'non-binary'] }),
    /**
     * The member's choice: whether the offer's figures count, anonymously, in the salary figures.
     * Offers from before the choice existed were counted, hence the default.
     */
    countInFigures: boolean('count_in_figures').notNull().default(true),
    /** The anonymised record this offer adds to the aggregates, when it matched the catalogue. */
    recordId: bigint('record_id', { mode: 'number' }).references(() => salaryRecords.id, { onDelete: 'set null' }),
    createdAt: timestampNow('created_at'),
  },
  (t) => [index('offers_user_idx').on(t.userId, t.createdAt)],
);

export const VERIFICATION_DOC_KINDS = ['offer-letter', 'payslip', 'tax-form'] as const;
export const VERIFICATION_DOC_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** A document a member uploaded to verify one of their contributions; the file lives in private storage. */
export const verificationDocs = pgTable(
  'verification_docs',
  {
    id: serial('id').primaryKey(),
    userId: userIdRef(),
    memberSalaryId: parentRef('member_salary_id', () => memberSalaries.id),
    kind: text('kind', { enum: VERIFICATION_DOC_KINDS }).notNull(),
    /** The private storage key (never a path a browser can reach), the checked content type and size. */
    fileKey: text('file_key').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    status: text('status', { enum: VERIFICATION_DOC_STATUSES }).notNull().default('pending'),
    reason: text('reason'),
    reviewedBy: memberSetNull('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestampNow('created_at'),
  },
  (t) => [
    index('verification_docs_user_idx').on(t.userId),
    index('verification_docs_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

export type MemberSalary = typeof memberSalaries.$inferSelect;
export type NewMemberSalary = typeof memberSalaries.$inferInsert;
export type Offer = typeof offers.$inferSelect;
export type NewOffer = typeof offers.$inferInsert;
export type VerificationDoc = typeof verificationDocs.$inferSelect;
