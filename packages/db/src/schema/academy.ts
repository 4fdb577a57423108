import { api } from '@paysight/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { memberSetNull, userIdRef } from './accounts.js';
import { companies, titles } from './catalog.js';
import { isDemoColumn, writtenAt } from './columns.js';

/**
 * The interview academy (docs/decisions/053-interview-academy.md).
 *
 * Members' interview reports, held for an admin's review: the report as the member wrote it
 * (`rounds`, never edited) and its questions one row each (`interview_questions`, with the text
 * they are merged on), so questions are grouped and counted in SQL. Only approved reports count.
 *
 * The seed questions: openly licensed sets shipped with the product (reference-data/academy),
 * loaded at start and replaced whole when the shipped file changes.
 */

export const interviewReports = pgTable(
  'interview_reports',
  {
    id: serial('id').primaryKey(),
    userId: userIdRef(),
    /** The catalogue company the text resolved to; null when the resolver abstained. */
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    /** The company as the member typed it (or the picked company's name). */
    companyName: text('company_name').notNull(),
    /** The catalogue title (its family is the report's title family); null when unknown. */
    titleId: integer('title_id').references(() => titles.id, { onDelete: 'set null' }),
    titleName: text('title_name').notNull(),
    level: text('level'),
    /** The month of the interview, YYYY-MM. */
    month: text('month').notNull(),
    applied: text('applied', { enum: api.INTERVIEW_APPLIED_VIA }).notNull(),
    outcome: text('outcome', { enum: api.INTERVIEW_OUTCOMES }).notNull(),
    experience: text('experience', { enum: api.INTERVIEW_EXPERIENCES }).notNull(),
    /** 1 (easy) to 5 (very hard). */
    difficulty: smallint('difficulty').notNull(),
    processDays: smallint('process_days'),
    /** The rounds as the member wrote them, in order: each round's type and questions. */
    rounds: jsonb('rounds').$type<{ type: api.InterviewRoundType; questions: string[] }[]>().notNull(),
    status: text('status', { enum: api.INTERVIEW_REPORT_STATUSES }).notNull().default('pending'),
    /** Why an admin rejected it; null otherwise. */
    reviewReason: text('review_reason'),
    reviewedBy: memberSetNull('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    isDemo: isDemoColumn(),
    ...writtenAt(),
  },
  (t) => [
    index('interview_reports_shown_idx').on(t.status, t.companyId),
    index('interview_reports_user_idx').on(t.userId, t.status),
    check('interview_reports_difficulty', sql`${t.difficulty} between 1 and 5`),
    check('interview_reports_process_days', sql`${t.processDays} is null or ${t.processDays} between 1 and 365`),
    check('interview_reports_month', sql`${t.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    check('interview_reports_rounds', sql`jsonb_typeof(${t.rounds}) = 'array'`),
  ],
);

export type InterviewReportRow = typeof interviewReports.$inferSelect;

/** Each question of a report, in its round: the text as written and the text it is merged on. */
export const interviewQuestions = pgTable(
  'interview_questions',
  {
    id: serial('id').primaryKey(),
    reportId: integer('report_id')
      .notNull()
      .references(() => interviewReports.id, { onDelete: 'cascade' }),
    /** The round's place in the report, from 1. */
    round: smallint('round').notNull(),
    roundType: text('round_type', { enum: api.INTERVIEW_ROUND_TYPES }).notNull(),
    text: text('text').notNull(),
    /** normaliseQuestion(text): questions with the same one are one question. */
    norm: text('norm').notNull(),
  },
  (t) => [index('interview_questions_norm_idx').on(t.norm), index('interview_questions_report_idx').on(t.reportId)],
);

/** A seed set: where its questions come from and under which licence (one row per set of the shipped file). */
export const academySeedSets = pgTable('academy_seed_sets', {
  key: text('key').primaryKey(),
  title: text('title').notNull(),
  repository: text('repository').notNull(),
  url: text('url').notNull(),
  commit: text('commit').notNull(),
  licence: text('licence').notNull(),
  licenceUrl: text('licence_url').notNull(),
  /** The attribution or copyright notice the licence requires. */
  notice: text('notice').notNull(),
});

/** A seed question from an openly licensed set, in the order of the shipped file. */
export const academySeedQuestions = pgTable(
  'academy_seed_questions',
  {
    id: serial('id').primaryKey(),
    setKey: text('set_key')
      .notNull()
      .references(() => academySeedSets.key, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    topic: text('topic').notNull(),
    roundType: text('round_type', { enum: api.INTERVIEW_ROUND_TYPES }).notNull(),
    /** The job family slug it is for; null for every family. */
    familySlug: text('family_slug'),
    difficulty: text('difficulty', { enum: api.QUESTION_DIFFICULTIES }),
    text: text('text').notNull(),
    detail: text('detail'),
    code: text('code'),
    choices: jsonb('choices').$type<string[]>().notNull(),
    answer: text('answer'),
    url: text('url').notNull(),
    /** normaliseQuestion of the text (and code): members' questions with the same one merge with it. */
    norm: text('norm').notNull(),
  },
  (t) => [uniqueIndex('academy_seed_questions_norm_uq').on(t.norm), index('academy_seed_questions_position_idx').on(t.position)],
);
