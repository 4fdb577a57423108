import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { enterpriseOrgs, userIdRef } from './accounts.js';
import { companyIdRef, titles } from './catalog.js';
import { intList, textList, timestampNow, requiredRef, parentRef, isDemoColumn, prefixIndex, versionTable } from './columns.js';

/**
 * Jobs (SPEC §7 Jobs, Third-party): postings read from public job boards (Greenhouse, Lever,
 * Ashby), demo postings for the embedded demo, later jobs employers publish on Paysight. One row
 * per job however many boards list it: `job_sources` holds every board it came from, unique per
 * board posting, so importing the same response twice adds nothing. Pay amounts are whole units of
 * the currency (dollars, rupees) per `pay_interval`, as boards post them.
 */

export const JOB_BOARD_TYPES = ['greenhouse', 'lever', 'ashby', 'paysight', 'demo'] as const;
export const JOB_REMOTE_KINDS = ['full', 'hybrid', 'none'] as const;
export const JOB_EMPLOYMENT_TYPES = ['full-time', 'part-time', 'contract', 'internship', 'temporary'] as const;
export const JOB_PAY_INTERVALS = ['year', 'month', 'hour'] as const;

/** One place a job lists, as posted and as the catalogue knows it (locationId null when it does not). */
export interface JobLocation {
  raw: string;
  city: string | null;
  state: string | null;
  countryCode: 'in' | 'us' | null;
  locationId: number | null;
}

/**
 * Our estimate of a job's yearly base pay from the salary data (never the employer's): the slice it
 * came from and how many salaries it counts, at least MIN_SLICE. Null when no slice is big enough.
 */
export interface JobPayEstimate {
  currency: 'INR' | 'USD';
  p25: number;
  p50: number;
  p75: number;
  count: number;
  /** Which slice: the company and title in the job's city, the company and title, or the title in the city. */
  basis: 'company-title-location' | 'company-title' | 'title-location';
}

/** A company's board as configured for `npm run jobs:sync` or seen in an import. */
export const jobBoards = pgTable(
  'job_boards',
  {
    id: serial('id').primaryKey(),
    boardType: text('board_type', { enum: JOB_BOARD_TYPES }).notNull(),
    token: text('token').notNull(),
    companyId: companyIdRef(),
    lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
    /** The last sync's failure in one line (network, a board that no longer exists); null after a good one. */
    lastError: text('last_error'),
    createdAt: timestampNow('created_at'),
  },
  (t) => [uniqueIndex('job_boards_type_token_uq').on(t.boardType, t.token)],
);

export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    /** The title as posted ("Senior Software Engineer, Payments"). */
    title: text('title').notNull(),
    /** The catalogue title it is (Software Engineer), when one fits; matching and pay estimates use it. */
    titleId: integer('title_id').references(() => titles.id),
    /** The seniority the title states, on the standard level scale; null when it states none. */
    standardLevel: smallint('standard_level'),
    /** The title normalised for telling the same job apart on two boards. */
    titleKey: text('title_key').notNull(),
    companyId: companyIdRef(),
    locations: jsonb('locations').$type<JobLocation[]>().notNull().default([]),
    locationIds: intList('location_ids'),
    countryCodes: textList('country_codes'),
    /** The first location's key (city and country, lower case); '' when none is given. */
    locationKey: text('location_key').notNull(),
    remote: text('remote', { enum: JOB_REMOTE_KINDS }).notNull(),
    employmentType: text('employment_type', { enum: JOB_EMPLOYMENT_TYPES }),
    department: text('department'),
    /** Sanitised on the way in: safe to render as HTML. */
    descriptionHtml: text('description_html').notNull(),
    descriptionText: text('description_text').notNull(),
    /** Catalogue skills the description names. */
    skillIds: intList('skill_ids'),
    payMin: integer('pay_min'),
    payMax: integer('pay_max'),
    payCurrency: text('pay_currency'),
    payInterval: text('pay_interval', { enum: JOB_PAY_INTERVALS }),
    payEstimate: jsonb('pay_estimate').$type<JobPayEstimate>(),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull(),
    /** When a board last changed it: a job not updated within the last month is no longer listed (SPEC §9). */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    applyUrl: text('apply_url').notNull(),
    isDemo: isDemoColumn(),
    createdAt: timestampNow('created_at'),
  },
  (t) => [
    index('jobs_updated_idx').on(t.updatedAt.desc()),
    index('jobs_company_idx').on(t.companyId, t.titleKey, t.locationKey),
    index('jobs_title_idx').on(t.titleId),
    index('jobs_location_ids_idx').using('gin', t.locationIds),
    prefixIndex('jobs', t.title),
    check(
      'jobs_pay_ck',
      sql`(${t.payMin} is null and ${t.payMax} is null and ${t.payCurrency} is null and ${t.payInterval} is null)
        or (${t.payMin} is not null and ${t.payMax} is not null and ${t.payCurrency} is not null and ${t.payInterval} is not null
            and ${t.payMin} >= 0 and ${t.payMin} <= ${t.payMax})`,
    ),
  ],
);

/** The job a row is about: it goes when the job does. */
export const jobIdRef = () => parentRef('job_id', () => jobs.id);

/** Every board posting a job came from. */
export const jobSources = pgTable(
  'job_sources',
  {
    id: serial('id').primaryKey(),
    jobId: jobIdRef(),
    boardType: text('board_type', { enum: JOB_BOARD_TYPES }).notNull(),
    boardToken: text('board_token').notNull(),
    externalId: text('external_id').notNull(),
    applyUrl: text('apply_url').notNull(),
    /** The board's own last-changed time for this posting: a newer one updates the job. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    firstSeenAt: timestampNow('first_seen_at'),
  },
  (t) => [uniqueIndex('job_sources_posting_uq').on(t.boardType, t.boardToken, t.externalId), index('job_sources_job_idx').on(t.jobId)],
);

/**
 * Who recruits for a job an employer published on Paysight: the enterprise user who posted it, in
 * their organisation. Jobs read from public boards have none.
 */
export const jobRecruiters = pgTable(
  'job_recruiters',
  {
    jobId: jobIdRef(),
    userId: userIdRef(),
    orgId: requiredRef('org_id', () => enterpriseOrgs.id),
    createdAt: timestampNow('created_at'),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.userId] }), index('job_recruiters_org_idx').on(t.orgId)],
);

/**
 * The version of the jobs: one row, bumped by a statement trigger on jobs (migration 0015) in the
 * writing transaction, so every change (an import, the demo's date shift, a pay estimate, an
 * employer's job, plain SQL) moves it. The in-memory index of listed jobs reloads on a new value.
 */
export const jobsVersionCounter = versionTable('jobs_version');
