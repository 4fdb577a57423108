import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { userIdRef, users, memberRef } from './accounts.js';
import { companies, companyIdRef, locations, schools, titles } from './catalog.js';
import { companyLevels } from './salaries.js';
import { countryCodeColumn, timestampNow, requiredRef, parentRef, writtenAt, isDemoColumn, versionTable } from './columns.js';

/**
 * Career intelligence (SPEC §1, §7 Career, Compare and switch): career histories (positions and
 * education) of members and of demo people, members' company ratings, the rankings computed from
 * the move network, and the public research data the career path reads (AI exposure, O*NET
 * alternate titles, BLS OEWS wages).
 */

/**
 * Whose history it is: a member (userId, removed with the account) or a generated demo person
 * (isDemo, no user). Flows, rankings and the tree read everyone's history the same way.
 */
export const careerPeople = pgTable(
  'career_people',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    isDemo: isDemoColumn(),
    countryCode: countryCodeColumn(),
    createdAt: timestampNow('created_at'),
  },
  (t) => [uniqueIndex('career_people_user_uq').on(t.userId), check('career_people_owner', sql`(${t.userId} is not null) <> ${t.isDemo}`)],
);

/**
 * One job held: company, title and level, from start to end (null end: current). Dates are the
 * first of a month (histories are known to the month). payTotal is the yearly total at the
 * position in the region's currency, the latest known (for demo people the total of the salary
 * record generated for it, or its pay when left); startPayTotal the pay it began with. The pay
 * change on a move is read from these.
 */
export const careerPositions = pgTable(
  'career_positions',
  {
    id: serial('id').primaryKey(),
    personId: parentRef('person_id', () => careerPeople.id),
    companyId: companyIdRef(),
    titleId: requiredRef('title_id', () => titles.id),
    levelId: integer('level_id').references(() => companyLevels.id),
    standardLevel: smallint('standard_level'),
    locationId: integer('location_id').references(() => locations.id),
    countryCode: countryCodeColumn(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    payTotal: integer('pay_total'),
    /**
     * The yearly total when the position began, when known (demo people; a member may not say): the
     * pay change on a move is this against the previous position's payTotal (its pay when left), so
     * raises inside the new job are not counted as the move's.
     */
    startPayTotal: integer('start_pay_total'),
    ...writtenAt(),
  },
  (t) => [
    index('career_positions_person_idx').on(t.personId, t.startDate),
    index('career_positions_company_idx').on(t.companyId),
    check('career_positions_dates', sql`${t.endDate} is null or ${t.endDate} >= ${t.startDate}`),
    check('career_positions_level', sql`${t.standardLevel} is null or ${t.standardLevel} between 1 and 8`),
  ],
);

/** A school attended: degree ("B.Tech", "MS"), major ("Computer Science", with its slug for /switch/major) and years. */
export const careerEducation = pgTable(
  'career_education',
  {
    id: serial('id').primaryKey(),
    personId: parentRef('person_id', () => careerPeople.id),
    schoolId: requiredRef('school_id', () => schools.id),
    degree: text('degree'),
    major: text('major'),
    majorSlug: text('major_slug'),
    startYear: smallint('start_year'),
    endYear: smallint('end_year'),
    createdAt: timestampNow('created_at'),
  },
  (t) => [
    index('career_education_person_idx').on(t.personId),
    index('career_education_school_idx').on(t.schoolId),
    index('career_education_major_idx').on(t.majorSlug),
    check('career_education_years', sql`${t.endYear} is null or ${t.startYear} is null or ${t.endYear} >= ${t.startYear}`),
  ],
);

/**
 * The version of career histories: one row, bumped by a statement trigger on career_positions
 * (migration 0016, as records_version and jobs_version), so the move network is rebuilt in the
 * background when the value it was built from is no longer current.
 */
export const careerVersion = versionTable('career_version');

/** Rankings computed from the move network, one row per scope ("in", "us", "in:Fintech"), kept across restarts. */
export const careerRankings = pgTable('career_rankings', {
  scope: text('scope').primaryKey(),
  careerVersion: bigint('career_version', { mode: 'number' }).notNull(),
  computedAt: timestampNow('computed_at'),
  payload: jsonb('payload').notNull(),
});

export const RATING_ASPECTS = ['workLife', 'culture', 'growth', 'management', 'compensation'] as const;

/** A member's rating of their own current or past company: one per member, company and year; each aspect 1–5. */
export const companyRatings = pgTable(
  'company_ratings',
  {
    id: serial('id').primaryKey(),
    userId: userIdRef(),
    companyId: companyIdRef(),
    year: smallint('year').notNull(),
    workLife: smallint('work_life').notNull(),
    culture: smallint('culture').notNull(),
    growth: smallint('growth').notNull(),
    management: smallint('management').notNull(),
    compensation: smallint('compensation').notNull(),
    ...writtenAt(),
  },
  (t) => [
    uniqueIndex('company_ratings_uq').on(t.userId, t.companyId, t.year),
    index('company_ratings_company_idx').on(t.companyId),
    check(
      'company_ratings_range',
      sql`${t.workLife} between 1 and 5 and ${t.culture} between 1 and 5 and ${t.growth} between 1 and 5 and ${t.management} between 1 and 5 and ${t.compensation} between 1 and 5`,
    ),
  ],
);

// Public research data (../shared/data README): one table per source, replaced whole by its importer.

/** Eloundou et al. 2023 ("GPTs are GPTs"): exposure to LLMs by O*NET-SOC 2019 code ("15-1252.00"); GPT-4 and human ratings, 0–1. */
export const occupationAiExposure = pgTable('occupation_ai_exposure', {
  onetSoc: text('onet_soc').primaryKey(),
  title: text('title').notNull(),
  gpt4Alpha: real('gpt4_alpha').notNull(),
  gpt4Beta: real('gpt4_beta').notNull(),
  gpt4Gamma: real('gpt4_gamma').notNull(),
  humanAlpha: real('human_alpha').notNull(),
  humanBeta: real('human_beta').notNull(),
  humanGamma: real('human_gamma').notNull(),
});

/** Tomlinson et al. 2025 (Microsoft Research): AI applicability by SOC 2018 code ("15-1252"). Applicability, not replacement. */
export const occupationAiApplicability = pgTable('occupation_ai_applicability', {
  soc: text('soc').primaryKey(),
  title: text('title').notNull(),
  score: real('score').notNull(),
});

/** O*NET alternate titles: title → O*NET-SOC code, many-to-many ("Data Scientist" has two codes). titleKey is the matching form. */
export const onetAlternateTitles = pgTable(
  'onet_alternate_titles',
  {
    id: serial('id').primaryKey(),
    onetSoc: text('onet_soc').notNull(),
    title: text('title').notNull(),
    titleKey: text('title_key').notNull(),
    shortTitle: text('short_title'),
    sources: text('sources'),
  },
  (t) => [uniqueIndex('onet_alternate_titles_uq').on(t.onetSoc, t.title), index('onet_alternate_titles_key_idx').on(t.titleKey)],
);

/** BLS OEWS national estimates by SOC code ("15-1252"): employment and annual wage percentiles (null where BLS suppresses; topCoded where it caps). */
export const occupationWages = pgTable('occupation_wages', {
  soc: text('soc').primaryKey(),
  title: text('title').notNull(),
  /** BLS's O_GROUP: total, major, minor, broad, detailed. */
  groupLevel: text('group_level').notNull(),
  employment: integer('employment'),
  annualMean: integer('annual_mean'),
  annualP10: integer('annual_p10'),
  annualP25: integer('annual_p25'),
  annualMedian: integer('annual_median'),
  annualP75: integer('annual_p75'),
  annualP90: integer('annual_p90'),
  /** Percentiles BLS reports only as "≥ $239,200" (#): the column holds that floor. */
  topCoded: text('top_coded').array(),
  /** The estimates' reference period, e.g. "May 2024". */
  period: text('period').notNull(),
});

export type CareerPerson = typeof careerPeople.$inferSelect;
export type CareerPosition = typeof careerPositions.$inferSelect;
export type NewCareerPosition = typeof careerPositions.$inferInsert;
export type CareerEducation = typeof careerEducation.$inferSelect;
export type CompanyRating = typeof companyRatings.$inferSelect;

export const INTRO_STATUSES = ['pending', 'accepted', 'declined'] as const;

/**
 * A member asks one who made a move (from → to company) for an introduction. The product picks the
 * member; neither side sees the other's name until the asked member accepts. One open request per
 * requester and move.
 */
export const careerIntros = pgTable(
  'career_intros',
  {
    id: serial('id').primaryKey(),
    requesterId: memberRef('requester_id'),
    targetId: memberRef('target_id'),
    fromCompanyId: requiredRef('from_company_id', () => companies.id),
    toCompanyId: requiredRef('to_company_id', () => companies.id),
    message: text('message').notNull(),
    status: text('status', { enum: INTRO_STATUSES }).notNull().default('pending'),
    createdAt: timestampNow('created_at'),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('career_intros_open_uq')
      .on(t.requesterId, t.fromCompanyId, t.toCompanyId)
      .where(sql`${t.status} = 'pending'`),
    uniqueIndex('career_intros_pair_uq').on(t.requesterId, t.targetId, t.fromCompanyId, t.toCompanyId),
    index('career_intros_target_idx').on(t.targetId, t.createdAt),
    check('career_intros_not_self', sql`${t.requesterId} <> ${t.targetId}`),
  ],
);

export type CareerIntro = typeof careerIntros.$inferSelect;
