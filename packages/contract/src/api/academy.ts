import { z } from 'zod';
import { countQuery, named, routesOf, serialId, slugText } from './schemas.js';

/**
 * The interview academy (SPEC §1 interview questions, §7 Other: GET /academy/questions,
 * /academy/questions/companies; docs/decisions/053-interview-academy.md).
 *
 * Questions come from two places, merged when their normalised text is the same
 * (`normaliseQuestion`): seed questions from openly licensed sets, each with its source and licence,
 * and the questions of members' interview reports once an admin approved them. A question's count
 * is the approved reports that asked it; "asked recently" means one of them was in the last
 * ACADEMY_RECENT_MONTHS months. A pending or rejected report never shows or counts anywhere.
 *
 * The privacy floor: a view narrowed to one company shows members' questions only when MIN_SLICE
 * approved reports (matching the view's other filters) back it; under it the answer says so and
 * lists none. A company's figures (/academy/questions/companies) are shown only from MIN_SLICE
 * approved reports.
 *
 * - `GET /academy/questions`: page, difficulty, company, family (a job family's slug), round.
 * - `GET /academy/questions/companies`: companies with MIN_SLICE approved reports or more, with
 *   their counts and figures; the companies under the floor are counted together, never named.
 * - `POST /academy/reports` (member): an interview report, held for review after the automated
 *   checks (no names, contact details or links; a type for every round).
 * - `GET /academy/reports/mine` (member): the member's own reports with their review status.
 * - `GET /academy/reports/queue`, `POST /academy/reports/{id}/review` (admins): the reports
 *   waiting, oldest first; approve, or reject with a reason. The text is never edited.
 */

/** The kinds of interview round, in the order a process usually runs. */
export const INTERVIEW_ROUND_TYPES = [
  'screen',
  'online-assessment',
  'coding',
  'technical',
  'system-design',
  'case-study',
  'take-home',
  'behavioural',
  'hiring-manager',
] as const;
export type InterviewRoundType = (typeof INTERVIEW_ROUND_TYPES)[number];

/** How the member came to interview. */
export const INTERVIEW_APPLIED_VIA = ['online', 'referral', 'recruiter', 'campus', 'agency', 'other'] as const;
export type InterviewAppliedVia = (typeof INTERVIEW_APPLIED_VIA)[number];

/** How it ended. An offer is "offer-accepted" or "offer-declined"; "waiting" has no answer yet. */
export const INTERVIEW_OUTCOMES = ['offer-accepted', 'offer-declined', 'no-offer', 'withdrew', 'waiting'] as const;
export type InterviewOutcome = (typeof INTERVIEW_OUTCOMES)[number];

export const INTERVIEW_EXPERIENCES = ['positive', 'neutral', 'negative'] as const;
export type InterviewExperience = (typeof INTERVIEW_EXPERIENCES)[number];

/** A question's difficulty: a report's 1–5 in three bands (1–2 easy, 3 medium, 4–5 hard), a seed set's own marks. */
export const QUESTION_DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type QuestionDifficulty = (typeof QUESTION_DIFFICULTIES)[number];

export const INTERVIEW_REPORT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type InterviewReportStatus = (typeof INTERVIEW_REPORT_STATUSES)[number];

export const MAX_INTERVIEW_ROUNDS = 8;
export const MAX_ROUND_QUESTIONS = 10;
export const MAX_QUESTION_LENGTH = 500;
export const MIN_QUESTION_LENGTH = 8;
export const MAX_PROCESS_DAYS = 365;
/** The earliest month a report may be about. */
export const FIRST_INTERVIEW_MONTH = '2010-01';
/** Reports one member may have waiting for review at once. */
export const MAX_PENDING_INTERVIEW_REPORTS = 5;
export const MAX_INTERVIEW_REVIEW_REASON = 300;
/** A question is "asked recently" when an approved report asked it this many months back or less. */
export const ACADEMY_RECENT_MONTHS = 6;
export const ACADEMY_PAGE_SIZE = 20;

/** The band of a report's difficulty (1–5). */
export const difficultyBand = (difficulty: number): QuestionDifficulty => (difficulty <= 2 ? 'easy' : difficulty === 3 ? 'medium' : 'hard');

/**
 * The text two questions are merged on: Unicode-folded (NFKC), lower case, every run of characters
 * that are neither letters nor digits one space. "What is overfitting?" and "what is  overfitting"
 * are one question; "over-fitting" and "overfitting" are two.
 */
export const normaliseQuestion = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

// ---- A member's report --------------------------------------------------------------------------

/** An empty field of a form is an absent value. */
const blankless = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

const monthField = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, `${field} must be a month written YYYY-MM`);

const requiredText = (field: string, max: number) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`);

const ROUND_TYPE_LIST = INTERVIEW_ROUND_TYPES.join(', ');

export const interviewRoundBody = z
  .object({
    type: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      z.enum(INTERVIEW_ROUND_TYPES, {
        error: (issue) =>
          issue.input === undefined ? `each round needs a type: one of ${ROUND_TYPE_LIST}` : `type must be one of ${ROUND_TYPE_LIST}`,
      }),
    ),
    questions: z
      .array(
        z
          .string({ error: 'each question must be text' })
          .trim()
          .min(MIN_QUESTION_LENGTH, `a question must be at least ${MIN_QUESTION_LENGTH} characters`)
          .max(MAX_QUESTION_LENGTH, `a question must be at most ${MAX_QUESTION_LENGTH} characters`),
        { error: 'questions must be a list of questions' },
      )
      .max(MAX_ROUND_QUESTIONS, `a round may list at most ${MAX_ROUND_QUESTIONS} questions`)
      .default([]),
  })
  .strict();
export type InterviewRoundBody = z.infer<typeof interviewRoundBody>;

export const interviewReportBody = z
  .object({
    company: requiredText('company', 120),
    title: requiredText('title', 120),
    level: blankless(z.string().trim().max(60, 'level must be at most 60 characters')),
    month: monthField('month'),
    applied: z.enum(INTERVIEW_APPLIED_VIA, { error: `applied must be one of ${INTERVIEW_APPLIED_VIA.join(', ')}` }),
    outcome: z.enum(INTERVIEW_OUTCOMES, { error: `outcome must be one of ${INTERVIEW_OUTCOMES.join(', ')}` }),
    experience: z.enum(INTERVIEW_EXPERIENCES, { error: `experience must be one of ${INTERVIEW_EXPERIENCES.join(', ')}` }),
    difficulty: z.coerce
      .number({ error: 'difficulty must be a number from 1 to 5' })
      .int('difficulty must be a whole number from 1 to 5')
      .min(1, 'difficulty must be a whole number from 1 to 5')
      .max(5, 'difficulty must be a whole number from 1 to 5'),
    processDays: blankless(
      z.coerce
        .number({ error: 'processDays must be a number of days' })
        .int('processDays must be a whole number of days')
        .min(1, 'processDays must be at least 1')
        .max(MAX_PROCESS_DAYS, `processDays must be at most ${MAX_PROCESS_DAYS}`),
    ),
    rounds: z
      .array(interviewRoundBody, { error: 'rounds must be a list of rounds' })
      .min(1, 'rounds: describe at least one round')
      .max(MAX_INTERVIEW_ROUNDS, `rounds: at most ${MAX_INTERVIEW_ROUNDS}`),
  })
  .strict()
  .refine((b) => b.rounds.some((r) => r.questions.length > 0), {
    message: 'rounds: add at least one question you were asked',
    path: ['rounds'],
  });
export type InterviewReportBody = z.infer<typeof interviewReportBody>;

export const interviewRound = z.object({ type: z.enum(INTERVIEW_ROUND_TYPES), questions: z.array(z.string()) });

export const interviewReport = z.object({
  id: z.number().int(),
  /** The company as the member typed it, and the catalogue's when the resolver found it. */
  companyName: z.string(),
  company: named.nullable(),
  titleName: z.string(),
  title: named.nullable(),
  level: z.string().nullable(),
  month: z.string(),
  applied: z.enum(INTERVIEW_APPLIED_VIA),
  outcome: z.enum(INTERVIEW_OUTCOMES),
  experience: z.enum(INTERVIEW_EXPERIENCES),
  difficulty: z.number().int(),
  processDays: z.number().int().nullable(),
  rounds: z.array(interviewRound),
  createdAt: z.string(),
});
export type InterviewReport = z.infer<typeof interviewReport>;

export const myInterviewReport = interviewReport.extend({
  status: z.enum(INTERVIEW_REPORT_STATUSES),
  reviewReason: z.string().nullable(),
});
export type MyInterviewReport = z.infer<typeof myInterviewReport>;

export const pendingInterviewReport = interviewReport.extend({ member: z.object({ email: z.string() }) });
export type PendingInterviewReport = z.infer<typeof pendingInterviewReport>;

export const reviewInterviewReportBody = z
  .object({
    decision: z.enum(['approve', 'reject'], { error: 'decision must be approve or reject' }),
    reason: blankless(
      z.string().trim().max(MAX_INTERVIEW_REVIEW_REASON, `reason must be at most ${MAX_INTERVIEW_REVIEW_REASON} characters`),
    ),
  })
  .strict()
  .refine((b) => b.decision === 'approve' || (b.reason !== undefined && b.reason.length > 0), {
    message: 'reason is required to reject',
    path: ['reason'],
  });

// ---- Questions ----------------------------------------------------------------------------------

/** Where a seed question comes from: the set, its repository and licence, the notice its licence asks for. */
export const questionSource = z.object({
  set: z.string(),
  title: z.string(),
  repository: z.string(),
  /** The file the question is in, at the commit it was taken from. */
  url: z.string(),
  licence: z.string(),
  licenceUrl: z.string(),
  /** The attribution or copyright notice the licence requires. */
  notice: z.string(),
});
export type QuestionSource = z.infer<typeof questionSource>;

export const academyQuestion = z.object({
  /** Stable for the question's merged text. */
  id: z.string(),
  /** The seed's text, or the first approved report's words as the member wrote them. */
  text: z.string(),
  /** More of the question's statement (examples), one item a line; seed questions only. */
  detail: z.string().nullable(),
  /** Code the question is about; seed questions only. */
  code: z.string().nullable(),
  /** Multiple-choice options, and the letter of the right one; seed questions only. */
  choices: z.array(z.string()),
  answer: z.string().nullable(),
  topic: z.string().nullable(),
  /** The kinds of round it was asked in (members) or belongs to (seed). */
  rounds: z.array(z.enum(INTERVIEW_ROUND_TYPES)),
  difficulty: z.enum(QUESTION_DIFFICULTIES).nullable(),
  /** Approved reports (within the view's filters) that asked it; 0 for a seed question nobody reported. */
  count: z.number().int(),
  askedRecently: z.boolean(),
  /** The latest month an approved report in the view asked it. */
  lastAsked: z.string().nullable(),
  /** The seed set it comes from; null for a question only members reported. */
  source: questionSource.nullable(),
});
export type AcademyQuestion = z.infer<typeof academyQuestion>;

export const academyQuestionsQuery = z.object({
  page: countQuery('page', 10_000, 1),
  difficulty: blankless(z.enum(QUESTION_DIFFICULTIES, { error: `difficulty must be one of ${QUESTION_DIFFICULTIES.join(', ')}` })),
  company: blankless(slugText('company must be a company slug', 200)),
  family: blankless(slugText('family must be a job family slug', 200)),
  round: blankless(z.enum(INTERVIEW_ROUND_TYPES, { error: `round must be one of ${ROUND_TYPE_LIST}` })),
});
export type AcademyQuestionsQuery = z.input<typeof academyQuestionsQuery>;

export const academyQuestionsData = z.object({
  items: z.array(academyQuestion),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  totalPages: z.number().int(),
  filters: z.object({
    company: named.nullable(),
    family: named.nullable(),
    round: z.enum(INTERVIEW_ROUND_TYPES).nullable(),
    difficulty: z.enum(QUESTION_DIFFICULTIES).nullable(),
  }),
  minSlice: z.number().int(),
  recentMonths: z.number().int(),
  /**
   * With a company filter: the approved reports behind the view (null under the floor), and whether
   * members' questions were left out because fewer than MIN_SLICE reports back it.
   */
  reports: z.number().int().nullable(),
  belowFloor: z.boolean(),
  /** Whether demo reports are among those counted (the page says "Demo data"). */
  demo: z.boolean(),
});
export type AcademyQuestions = z.infer<typeof academyQuestionsData>;

export const academyCompany = z.object({
  company: named,
  /** Approved reports (always MIN_SLICE or more). */
  reports: z.number().int(),
  /** Distinct questions those reports asked. */
  questions: z.number().int(),
  /** The mean of the reports' difficulty, 1–5, to one decimal. */
  difficulty: z.number(),
  /** Percent of reports calling the experience positive. */
  positive: z.number().int(),
  /** Percent of the reports with an answer (not "waiting") that ended in an offer. */
  offers: z.number().int().nullable(),
  /** The median process length in days, from the reports that gave it (null when fewer than MIN_SLICE did). */
  medianDays: z.number().int().nullable(),
  demo: z.boolean(),
});
export type AcademyCompany = z.infer<typeof academyCompany>;

export const academyCompaniesData = z.object({
  minSlice: z.number().int(),
  /** Companies with MIN_SLICE approved reports or more, most reported first. */
  companies: z.array(academyCompany),
  /** Companies with approved reports under the floor: counted, never named. */
  hiddenCompanies: z.number().int(),
});
export type AcademyCompanies = z.infer<typeof academyCompaniesData>;

export const INTERVIEW_REPORT_ID_MESSAGE = 'id must be a report number';

const academyRoutes = routesOf('academy', 'public');
const memberRoutes = routesOf('academy', 'member');
const adminRoutes = routesOf('academy', 'admin');

export const listAcademyQuestions = academyRoutes.get('/academy/questions', academyQuestionsData, {
  summary:
    "Interview questions: openly licensed seed sets and members' approved reports merged by text, with counts and asked recently; filtered by company (under MIN_SLICE reports none of members'), job family, round and difficulty, 20 a page",
  querystring: academyQuestionsQuery,
});

export const listAcademyCompanies = academyRoutes.get('/academy/questions/companies', academyCompaniesData, {
  summary:
    'Companies with MIN_SLICE or more approved interview reports: their reports, questions, difficulty, experience, offers and process length',
});

export const createInterviewReport = memberRoutes.post('/academy/reports', myInterviewReport, {
  summary:
    'Reports an interview (company, title, level, month, how they applied, outcome, experience, difficulty 1–5, process length, rounds with their questions); checked for names, contact details and links, then held for review',
  body: interviewReportBody,
});

export const listMyInterviewReports = memberRoutes.list('/academy/reports/mine', 'reports', myInterviewReport, {
  summary: "The member's own interview reports, newest first, with their review status and reason",
});

export const listInterviewReportQueue = adminRoutes.list('/academy/reports/queue', 'reports', pendingInterviewReport, {
  summary: "Admins: members' interview reports waiting for review, oldest first, with the member's email",
});

export const reviewInterviewReport = adminRoutes.post(
  '/academy/reports/:id/review',
  z.object({ id: z.number().int(), status: z.enum(['approved', 'rejected']) }),
  {
    summary:
      'Admins: approve an interview report (its questions are shown and counted) or reject it with a reason (never shown or counted)',
    params: z.object({ id: serialId(INTERVIEW_REPORT_ID_MESSAGE) }),
    body: reviewInterviewReportBody,
  },
);
