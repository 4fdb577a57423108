import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { userIdRef, users } from './accounts.js';
import { intList, smallintList, textList, timestampNow, parentRef, writtenAt } from './columns.js';
import { companyIdRef } from './catalog.js';
import { jobIdRef, jobs } from './jobs.js';

/**
 * JobGPT (SPEC §1, §7 Jobs, AI roast): a member's job hunts, the matches they produced and the
 * member's decisions on jobs, applications with their log, the durable work queue that prepares
 * them, generated resumes and career roasts. Everything a member owns goes with their account.
 */

export const JOB_HUNT_STATUSES = ['active', 'paused'] as const;
/** Why a hunt stopped on its own: the member ran out of credits. A member's own pause has no reason. */
export const JOB_HUNT_PAUSE_REASONS = ['no-credits'] as const;

export const jobHunts = pgTable(
  'job_hunts',
  {
    id: serial('id').primaryKey(),
    userId: userIdRef(),
    name: text('name').notNull(),
    /** Catalogue titles wanted (the match's title part compares against these). */
    titleIds: intList('title_ids'),
    /** Catalogue cities; empty with no countries means anywhere. */
    locationIds: intList('location_ids'),
    countryCodes: textList('country_codes'),
    companyIds: intList('company_ids'),
    excludedCompanyIds: intList('excluded_company_ids'),
    skillIds: intList('skill_ids'),
    /** The kinds of work place accepted (full remote, hybrid, on site as 'none'); empty means any. */
    remote: textList('remote'),
    /** Yearly base at least this, in `pay_currency` whole units. */
    minBasePay: integer('min_base_pay'),
    payCurrency: text('pay_currency', { enum: ['INR', 'USD'] }),
    /** Standard levels wanted (1 entry … 6 principal); empty means any. */
    experienceLevels: smallintList('experience_levels'),
    needsVisaSponsorship: boolean('needs_visa_sponsorship').notNull().default(false),
    autoMode: boolean('auto_mode').notNull().default(false),
    dailyLimit: smallint('daily_limit').notNull().default(5),
    /** Hundredths: 70 is a minimum match score of 0.70. */
    minScore: smallint('min_score').notNull().default(70),
    tailoredResume: boolean('tailored_resume').notNull().default(true),
    status: text('status', { enum: JOB_HUNT_STATUSES }).notNull().default('active'),
    pausedReason: text('paused_reason', { enum: JOB_HUNT_PAUSE_REASONS }),
    /** The day (UTC, yyyy-mm-dd) of the last daily run, so a day's run happens once. */
    lastRunOn: text('last_run_on'),
    ...writtenAt(),
  },
  (t) => [
    index('job_hunts_user_idx').on(t.userId),
    check('job_hunts_daily_limit_ck', sql`${t.dailyLimit} between 1 and 100`),
    check('job_hunts_min_score_ck', sql`${t.minScore} between 0 and 100`),
    check('job_hunts_pay_ck', sql`(${t.minBasePay} is null) = (${t.payCurrency} is null) and coalesce(${t.minBasePay}, 0) >= 0`),
  ],
);

/** What a member did with a job: looked at it in their matches, or said no to it. */
export const JOB_MARKS = ['seen', 'rejected'] as const;

/** One row per member and job: matching never shows a job the member has seen or rejected. */
export const jobMarks = pgTable(
  'job_marks',
  {
    userId: userIdRef(),
    jobId: jobIdRef(),
    mark: text('mark', { enum: JOB_MARKS }).notNull(),
    at: timestampNow('at'),
  },
  (t) => [uniqueIndex('job_marks_user_job_uq').on(t.userId, t.jobId)],
);

/**
 * Matches a hunt's daily run found at or above its minimum score: `review` waits for the member's
 * approval (auto mode off), `approved` became an application, `rejected` the member declined,
 * `skipped` was over a limit that day (daily limit, company cap, no credits) and may come back.
 */
export const JOB_MATCH_STATES = ['review', 'approved', 'rejected', 'skipped'] as const;

export const jobHuntMatches = pgTable(
  'job_hunt_matches',
  {
    id: serial('id').primaryKey(),
    jobHuntId: parentRef('job_hunt_id', () => jobHunts.id),
    userId: userIdRef(),
    jobId: jobIdRef(),
    /** Hundredths, 0–100. */
    score: smallint('score').notNull(),
    /** The explained score as computed (parts, matching and missing skills). */
    explanation: jsonb('explanation').notNull(),
    state: text('state', { enum: JOB_MATCH_STATES }).notNull(),
    matchedAt: timestampNow('matched_at'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('job_hunt_matches_hunt_job_uq').on(t.jobHuntId, t.jobId), index('job_hunt_matches_user_idx').on(t.userId, t.state)],
);

/**
 * An application's life (SPEC §2.1 /jobgpt/list): pending (being prepared), ready (the apply pack
 * is made; the member submits it at the apply URL), applied, interview, offer, rejected.
 */
export const JOB_APPLICATION_STATUSES = ['pending', 'ready', 'applied', 'interview', 'offer', 'rejected'] as const;
/** How it began: the hunt in auto mode, the member approving a match, or the member on a job's page. */
export const JOB_APPLICATION_ORIGINS = ['auto', 'review', 'manual'] as const;

export const jobApplications = pgTable(
  'job_applications',
  {
    id: serial('id').primaryKey(),
    userId: userIdRef(),
    jobId: jobIdRef(),
    /** The job's company when applied: the company cap counts these. */
    companyId: companyIdRef(),
    jobHuntId: integer('job_hunt_id').references(() => jobHunts.id, { onDelete: 'set null' }),
    origin: text('origin', { enum: JOB_APPLICATION_ORIGINS }).notNull(),
    status: text('status', { enum: JOB_APPLICATION_STATUSES }).notNull().default('pending'),
    /** Where it is submitted: the posting's apply URL, or Paysight for jobs posted here. */
    applyUrl: text('apply_url').notNull(),
    /** The tailored resume sent with it (its version), when one was made. */
    resumeId: integer('resume_id'),
    /** The posting's questions: answered from the member's stored facts, or left for the member. */
    answers: jsonb('answers').notNull().default([]),
    /** The last preparation failure in one line; null when none. */
    failure: text('failure'),
    notes: text('notes'),
    ...writtenAt(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
  },
  (t) => [
    // Never the same job twice, however many hunts or runs find it.
    uniqueIndex('job_applications_user_job_uq').on(t.userId, t.jobId),
    index('job_applications_user_company_idx').on(t.userId, t.companyId, t.createdAt),
    index('job_applications_hunt_idx').on(t.jobHuntId),
  ],
);

/** Every step of an application: what was sent, where, when, with which resume version. */
export const jobApplicationEvents = pgTable(
  'job_application_events',
  {
    id: serial('id').primaryKey(),
    applicationId: parentRef('application_id', () => jobApplications.id),
    kind: text('kind').notNull(),
    detail: jsonb('detail').notNull().default({}),
    at: timestampNow('at'),
  },
  (t) => [index('job_application_events_app_idx').on(t.applicationId, t.at)],
);

/**
 * The durable work queue (docs/decisions/024-work-queue.md): a task is claimed by one worker at a
 * time under a lease (`FOR UPDATE SKIP LOCKED`), survives restarts, and a (kind, key) pair exists
 * once, so the same day's run of a hunt is queued once however many times it is asked for.
 */
export const WORK_TASK_STATUSES = ['queued', 'running', 'done', 'failed'] as const;

export const workTasks = pgTable(
  'work_tasks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    payload: jsonb('payload').notNull().default({}),
    status: text('status', { enum: WORK_TASK_STATUSES }).notNull().default('queued'),
    runAt: timestampNow('run_at'),
    attempts: smallint('attempts').notNull().default(0),
    /** While running: when the lease ends and another worker may take the task over. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestampNow('created_at'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('work_tasks_kind_key_uq').on(t.kind, t.key), index('work_tasks_due_idx').on(t.status, t.runAt)],
);

/**
 * A generated resume (JSON Resume, https://jsonresume.org/schema) and its PDF in private storage.
 * `version` counts a member's resumes for one job from 1.
 */
export const generatedResumes = pgTable(
  'generated_resumes',
  {
    id: serial('id').primaryKey(),
    userId: userIdRef(),
    jobId: integer('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    applicationId: integer('application_id').references(() => jobApplications.id, { onDelete: 'set null' }),
    version: smallint('version').notNull().default(1),
    /** Asked for by the member (a button), not made by an application. */
    manualTrigger: boolean('manual_trigger').notNull().default(false),
    resume: jsonb('resume').notNull(),
    storageKey: text('storage_key').notNull(),
    pdfSize: integer('pdf_size').notNull(),
    createdAt: timestampNow('created_at'),
  },
  (t) => [index('generated_resumes_user_idx').on(t.userId, t.createdAt)],
);

/**
 * A career roast: one persona's critique of a member's career, written from their figures. `id`
 * is random (the shareable page's address); `figures` keeps every number the text quotes.
 */
export const careerRoasts = pgTable(
  'career_roasts',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    persona: text('persona').notNull(),
    /** Where the facts came from: the member's profile or an uploaded resume. */
    source: text('source', { enum: ['profile', 'resume'] }).notNull(),
    figures: jsonb('figures').notNull(),
    text: text('text').notNull(),
    /** Which writer: 'offline' (templates) or the configured model's name. */
    writer: text('writer').notNull(),
    isPublic: boolean('is_public').notNull().default(true),
    featured: boolean('featured').notNull().default(false),
    createdAt: timestampNow('created_at'),
  },
  (t) => [index('career_roasts_user_idx').on(t.userId), index('career_roasts_featured_idx').on(t.featured, t.createdAt)],
);
