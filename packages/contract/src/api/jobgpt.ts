import { z } from 'zod';
import { JOB_REMOTE_KINDS, jobCompanyContext, jobIdParam, jobSummary } from './jobs.js';
import { countField, idParam, pageOf, routesOf } from './schemas.js';

/**
 * JobGPT (SPEC §1, §2.1 /jobgpt, /jobgpt/list; §7 Jobs): a member's job hunts, their explained
 * matches (docs/decisions/023-match-score.md), applications with their log, and the member's job
 * stats. Every call acts on the signed-in member's own records: another member's hunt or
 * application answers 404, as if it did not exist.
 */

export const JOB_HUNT_DAILY_LIMIT_MAX = 100;
export const JOB_HUNT_DAILY_LIMIT_DEFAULT = 5;
export const JOB_HUNT_MIN_SCORE_DEFAULT = 0.7;
/** A member's hunts at once: enough for distinct searches, few enough that each stays looked after. */
export const JOB_HUNTS_MAX = 10;
/** Matches one POST /jobs/match returns at most. */
export const JOB_MATCH_LIMIT_MAX = 50;

export const JOB_APPLICATION_STATUSES = ['pending', 'ready', 'applied', 'interview', 'offer', 'rejected'] as const;
export type JobApplicationStatus = (typeof JOB_APPLICATION_STATUSES)[number];
/** Statuses the member sets (the first two are JobGPT's: preparing, then the pack is ready). */
export const JOB_APPLICATION_MEMBER_STATUSES = ['applied', 'interview', 'offer', 'rejected'] as const;

const name = (what: string, max = 100) =>
  z
    .string({ error: `${what} must be text` })
    .trim()
    .min(1, `${what} must not be empty`)
    .max(max, `${what} must be at most ${max} characters`);
const names = (what: string, max: number) => z.array(name(what), { error: `${what}s must be a list` }).max(max, `at most ${max} ${what}s`);

/**
 * What a hunt looks for, by name (as the typeaheads offer them): the server resolves every name
 * against the catalogue and refuses one it does not know, saying which.
 */
export const jobHuntFilters = z
  .object({
    titles: names('title', 10).default([]),
    /** Cities ("Bengaluru", "San Francisco"); empty with no countries means anywhere. */
    locations: names('location', 20).default([]),
    countries: z
      .array(z.enum(['in', 'us'], { error: 'countries must be in or us' }))
      .max(2)
      .default([]),
    companies: names('company', 50).default([]),
    excludedCompanies: names('excluded company', 200).default([]),
    skills: names('skill', 50).default([]),
    /** Work places accepted: full (remote), hybrid, none (on site); empty means any. */
    remote: z
      .array(z.enum(JOB_REMOTE_KINDS, { error: `remote must be among ${JOB_REMOTE_KINDS.join(', ')}` }))
      .max(3)
      .default([]),
    /** Yearly base pay at least this much, in whole rupees or dollars. */
    minBasePay: z
      .object({
        amount: z
          .number({ error: 'minBasePay.amount must be a number' })
          .int('minBasePay.amount must be a whole number')
          .min(0, 'minBasePay.amount must not be negative')
          .max(1_000_000_000, 'minBasePay.amount is too large'),
        currency: z.enum(['INR', 'USD'], { error: 'minBasePay.currency must be INR or USD' }),
      })
      .strict()
      .nullable()
      .default(null),
    /** Standard levels (1 entry … 8 distinguished); empty means any. */
    experienceLevels: z
      .array(z.number().int('experience levels are whole numbers').min(1, 'experience levels run 1–8').max(8, 'experience levels run 1–8'))
      .max(8)
      .default([]),
    needsVisaSponsorship: z.boolean({ error: 'needsVisaSponsorship must be true or false' }).default(false),
  })
  .strict();
export type JobHuntFilters = z.infer<typeof jobHuntFilters>;
export type JobHuntFiltersInput = z.input<typeof jobHuntFilters>;

export const jobHuntSettings = z
  .object({
    /** On: matches at or above the minimum score are applied to without asking. Off (default): they wait for approval. */
    autoMode: z.boolean({ error: 'autoMode must be true or false' }).default(false),
    dailyLimit: countField('dailyLimit', JOB_HUNT_DAILY_LIMIT_MAX, JOB_HUNT_DAILY_LIMIT_DEFAULT),
    /** 0–1, two decimals. */
    minScore: z
      .number({ error: 'minScore must be a number' })
      .min(0, 'minScore must be between 0 and 1')
      .max(1, 'minScore must be between 0 and 1')
      .default(JOB_HUNT_MIN_SCORE_DEFAULT),
    tailoredResume: z.boolean({ error: 'tailoredResume must be true or false' }).default(true),
  })
  .strict();
export type JobHuntSettings = z.infer<typeof jobHuntSettings>;

export const jobHuntBody = z
  .object({
    name: name('name', 80),
    filters: jobHuntFilters,
    settings: jobHuntSettings.default({ autoMode: false, dailyLimit: 5, minScore: 0.7, tailoredResume: true }),
    /** Pause or resume the hunt. */
    status: z.enum(['active', 'paused'], { error: 'status must be active or paused' }).optional(),
  })
  .strict();
export type JobHuntBody = z.input<typeof jobHuntBody>;

export const jobHunt = z.object({
  id: z.number().int(),
  name: z.string(),
  filters: jobHuntFilters,
  settings: jobHuntSettings,
  status: z.enum(['active', 'paused']),
  /** Why JobGPT paused it ("no-credits"); null when active or paused by the member. */
  pausedReason: z.enum(['no-credits']).nullable(),
  /** Matches waiting for the member's approval. */
  reviewCount: z.number().int(),
  applicationCount: z.number().int(),
  lastRunOn: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type JobHunt = z.infer<typeof jobHunt>;

export const jobHuntIdParam = idParam('id must be a job hunt id');
export const applicationIdParam = idParam('id must be an application id');

/** One weighted part of a match score. */
export const matchPart = z.object({
  key: z.enum(['skills', 'title', 'seniority', 'location', 'pay', 'recency']),
  label: z.string(),
  /** Its weight; the weights sum to 1. */
  weight: z.number(),
  /** How well this part fits, 0–1. */
  value: z.number(),
  /** In words: "6 of 8 skills", "Senior role, you have 7 years". */
  detail: z.string(),
});
export type MatchPart = z.infer<typeof matchPart>;

export const matchExplanation = z.object({
  /** 0–1, two decimals: the sum of weight × value. */
  score: z.number(),
  parts: z.array(matchPart),
  matchingSkills: z.array(z.string()),
  missingSkills: z.array(z.string()),
});
export type MatchExplanation = z.infer<typeof matchExplanation>;

export const jobMatch = z.object({ job: jobSummary, match: matchExplanation });
export type JobMatch = z.infer<typeof jobMatch>;

export const jobsMatchBody = z
  .object({
    /** Which hunt; without one, the member's most recently changed active hunt. */
    jobHuntId: z.number({ error: 'jobHuntId must be a job hunt id' }).int().min(1).optional(),
    /** Score just these jobs (the cards of a search page) instead of finding new ones. */
    jobIds: z.array(z.number().int().min(1)).min(1).max(JOB_MATCH_LIMIT_MAX, `at most ${JOB_MATCH_LIMIT_MAX} jobIds`).optional(),
    limit: countField('limit', JOB_MATCH_LIMIT_MAX, 10),
    /** Mark the returned jobs seen, so the next call shows new ones. */
    markSeen: z.boolean({ error: 'markSeen must be true or false' }).default(false),
  })
  .strict();

export const jobsMatchResult = z.object({
  items: z.array(jobMatch),
  /** Jobs considered (listed now, not seen, applied to or rejected, not from an excluded company). */
  considered: z.number().int(),
});
export type JobsMatchResult = z.infer<typeof jobsMatchResult>;

/** One step of an application's log. */
export const applicationEvent = z.object({
  kind: z.string(),
  at: z.string(),
  /** What was sent, where, with which resume version; or what failed. */
  detail: z.record(z.string(), z.unknown()),
});

/** A posting's question and how the apply pack answered it. */
export const applicationAnswer = z.object({
  question: z.string(),
  /** From the member's stored facts; null when JobGPT had none and left it for the member. */
  answer: z.string().nullable(),
  /** Which stored fact answered it ("profile.phoneNo"); null when unanswered. */
  source: z.string().nullable(),
});
export type ApplicationAnswer = z.infer<typeof applicationAnswer>;

export const jobApplication = z.object({
  id: z.number().int(),
  job: jobSummary.nullable(),
  jobHuntId: z.number().int().nullable(),
  origin: z.enum(['auto', 'review', 'manual']),
  status: z.enum(JOB_APPLICATION_STATUSES),
  applyUrl: z.string(),
  resumeId: z.number().int().nullable(),
  answers: z.array(applicationAnswer),
  failure: z.string().nullable(),
  notes: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  submittedAt: z.string().nullable(),
});
export type JobApplication = z.infer<typeof jobApplication>;

export const jobApplicationDetail = jobApplication.extend({ log: z.array(applicationEvent) });

export const jobApplicationsQuery = z.object({
  jobHuntId: z.coerce.number().int().min(1).optional(),
  status: z.enum(JOB_APPLICATION_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});

export const jobApplicationsPage = pageOf(jobApplication).extend({
  /** Matches waiting for approval across the member's hunts, best first. */
  review: z.array(jobMatch.extend({ matchId: z.number().int(), jobHuntId: z.number().int() })),
});
export type JobApplicationsPage = z.infer<typeof jobApplicationsPage>;

export const createApplicationBody = z
  .object({
    jobId: z.number({ error: 'jobId must be a job id' }).int().min(1, 'jobId must be a job id'),
    jobHuntId: z.number().int().min(1).nullable().default(null),
  })
  .strict();

export const updateApplicationBody = z
  .object({
    status: z
      .enum(JOB_APPLICATION_MEMBER_STATUSES, { error: `status must be one of ${JOB_APPLICATION_MEMBER_STATUSES.join(', ')}` })
      .optional(),
    notes: z.string().trim().max(2000, 'notes must be at most 2000 characters').nullable().optional(),
  })
  .strict()
  .refine((b) => b.status !== undefined || b.notes !== undefined, 'Nothing to change: send status or notes');

export const applyBody = z.object({ jobHuntId: z.number().int().min(1).nullable().default(null) }).strict();

export const reviewDecisionBody = z
  .object({ decision: z.enum(['approve', 'reject'], { error: 'decision must be approve or reject' }) })
  .strict();

export const linkHuntBody = z
  .object({ applicationId: z.number({ error: 'applicationId must be an application id' }).int().min(1) })
  .strict();

/** The member's job search in figures (POST /jobs/stats). */
export const jobStats = z.object({
  hunts: z.number().int(),
  activeHunts: z.number().int(),
  matchesToday: z.number().int(),
  awaitingReview: z.number().int(),
  applications: z.record(z.enum(JOB_APPLICATION_STATUSES), z.number().int()),
  /** Applications created in each of the last 14 days (UTC), oldest first. */
  last14Days: z.array(z.object({ day: z.string(), applications: z.number().int() })),
  credits: z.number().int(),
  /** Jobs listed now (updated within the last month). */
  jobsListed: z.number().int(),
});
export type JobStats = z.infer<typeof jobStats>;

const ok = z.object({ ok: z.literal(true) });
const jobCompanyContextForApplication = jobCompanyContext;

const jobgptRoutes = routesOf('jobgpt', 'member');

export const listJobHunts = jobgptRoutes.get('/job-hunts', z.array(jobHunt), {
  summary: 'The member’s job hunts',
});
const onJobHunt = jobgptRoutes.with({ params: jobHuntIdParam });

export const getJobHunt = onJobHunt.get('/job-hunts/:id', jobHunt, {
  summary: 'One of the member’s job hunts',
});
export const createJobHunt = jobgptRoutes.post('/job-hunts', jobHunt, {
  summary: `Start a job hunt (at most ${JOB_HUNTS_MAX}); auto mode is off unless asked for`,
  body: jobHuntBody,
});
export const updateJobHunt = onJobHunt.put('/job-hunts/:id', jobHunt, {
  summary: 'Change a job hunt’s filters, settings or status (resuming a hunt paused for credits needs credits)',
  body: jobHuntBody,
});
export const linkJobHunt = onJobHunt.put('/job-hunts/:id/link', ok, {
  summary: 'File one of the member’s applications under this hunt',
  body: linkHuntBody,
});
export const matchJobs = jobgptRoutes.post('/jobs/match', jobsMatchResult, {
  summary: 'Jobs the member has not seen, applied to or rejected, best match first, each score explained',
  body: jobsMatchBody,
});
export const jobStatsRoute = jobgptRoutes.post('/jobs/stats', jobStats, {
  summary: 'The member’s job search in figures: hunts, matches, applications by status, credits',
});

export const listJobApplications = jobgptRoutes.get('/job-applications', jobApplicationsPage, {
  summary: 'The member’s applications, newest first (10 a page; by hunt or status), and the matches waiting for approval',
  querystring: jobApplicationsQuery,
});
const onApplication = jobgptRoutes.with({ params: applicationIdParam });

export const getJobApplication = onApplication.get('/job-applications/:id', jobApplicationDetail, {
  summary: 'One of the member’s applications with its log: what was sent, where, when, with which resume version',
});
export const createJobApplication = jobgptRoutes.post('/job-applications', jobApplication, {
  summary: 'Apply to a listed job (once per job): JobGPT prepares the apply pack, then the application is ready to submit',
  body: createApplicationBody,
});
export const updateJobApplication = onApplication.put('/job-applications/:id', jobApplication, {
  summary: 'Record what happened (applied, interview, offer, rejected) or keep notes',
  body: updateApplicationBody,
});
export const getJobApplicationCompany = onApplication.get('/job-applications/:id/company', jobCompanyContextForApplication, {
  summary: 'The company of an application’s job and what the salary data says it pays for the title',
});
const onJob = jobgptRoutes.with({ params: jobIdParam });

export const applyToJob = onJob.post('/jobs/:id/apply', jobApplication, {
  summary: 'Apply to this job (approving it when it waits in a hunt’s review queue)',
  body: applyBody,
});
export const dismissJob = onJob.post('/jobs/:id/dismiss', ok, {
  summary: 'Not interested: the job leaves the review queue and never comes back in matches',
});
