import { z } from 'zod';
import { JOBS_FILE_PAGE_SIZE } from '../constants.js';
import { countField, currency, named, pageOf, routesOf } from './schemas.js';

/**
 * Jobs (SPEC §2.1 /jobs, /jobs-search; §7 Jobs: POST /jobs/search, GET /jobs/{id},
 * /jobs/{id}/company, /job-boards). Postings come from public job boards (Greenhouse, Lever,
 * Ashby) and, in the demo, from the generator; each is listed while a board updated it within the
 * last month (SPEC §9). Pay is the employer's when the posting shows it; otherwise our estimate
 * from the salary data, always labelled as ours, with its count.
 */

export const JOB_REMOTE_KINDS = ['full', 'hybrid', 'none'] as const;
export type JobRemoteKind = (typeof JOB_REMOTE_KINDS)[number];
export const JOB_EMPLOYMENT_TYPES = ['full-time', 'part-time', 'contract', 'internship', 'temporary'] as const;
export const JOB_PAY_INTERVALS = ['year', 'month', 'hour'] as const;
/** The "posted within" filter's choices, in days. */
export const JOB_POSTED_WITHIN = [1, 3, 7, 14, 30] as const;
/** Deeper than this a search is refined, not paged (page × 10 rows are skipped each time). */
export const JOBS_MAX_PAGE = 100;

export const jobPay = z.object({
  min: z.number().int(),
  max: z.number().int(),
  currency: z.string(),
  interval: z.enum(JOB_PAY_INTERVALS),
});

/** Our estimate of yearly base pay from the salary data: never the employer's figure. */
export const jobPayEstimate = z.object({
  currency,
  p25: z.number().int(),
  p50: z.number().int(),
  p75: z.number().int(),
  count: z.number().int(),
  basis: z.enum(['company-title-location', 'company-title', 'title-location']),
});
export type JobPayEstimate = z.infer<typeof jobPayEstimate>;

/** What every list of jobs shows of one: its page, title, company, places and kind. */
export const jobListing = z.object({
  id: z.number().int(),
  /** The job's page in the product: /jobs/{id}-{title-and-company}. */
  path: z.string(),
  title: z.string(),
  company: named,
  /** Places as posted ("Bengaluru, Karnataka, India"); empty when the posting names none. */
  locations: z.array(z.string()),
  remote: z.enum(JOB_REMOTE_KINDS),
  employmentType: z.enum(JOB_EMPLOYMENT_TYPES).nullable(),
});

export const jobSummary = jobListing.extend({
  pay: jobPay.nullable(),
  payEstimate: jobPayEstimate.nullable(),
  /** Catalogue skills the description names. */
  skills: z.array(z.string()),
  postedAt: z.string(),
  updatedAt: z.string(),
  isDemo: z.boolean(),
});
export type JobSummary = z.infer<typeof jobSummary>;

const trimmed = (name: string, max: number) =>
  z
    .string({ error: `${name} must be text` })
    .trim()
    .max(max, `${name} must be at most ${max} characters`);

/** The search's filters. Every one is optional; empty strings mean "any" (what a plain form sends). */
export const jobsSearchBody = z
  .object({
    title: trimmed('title', 100).optional(),
    location: trimmed('location', 100).optional(),
    /** A company's name or slug. */
    company: trimmed('company', 100).optional(),
    remote: z.enum(JOB_REMOTE_KINDS, { error: `remote must be one of ${JOB_REMOTE_KINDS.join(', ')}` }).optional(),
    /** Which region's jobs and currency: in (rupees) or us (dollars); both when absent. */
    region: z.enum(['in', 'us'], { error: 'region must be in or us' }).optional(),
    /** Yearly pay at least this much in the region's currency (posted pay, else our estimate). Needs region. */
    payMin: z
      .number({ error: 'payMin must be a number' })
      .int('payMin must be a whole number')
      .min(0, 'payMin must not be negative')
      .max(1_000_000_000, 'payMin is too large')
      .optional(),
    postedWithin: z
      .number({ error: 'postedWithin must be a number of days' })
      .refine((d) => (JOB_POSTED_WITHIN as readonly number[]).includes(d), `postedWithin must be one of ${JOB_POSTED_WITHIN.join(', ')}`)
      .optional(),
    page: countField('page', JOBS_MAX_PAGE, 1),
  })
  .strict()
  .refine((b) => b.payMin === undefined || b.region !== undefined, {
    message: 'payMin needs a region (in or us) for its currency',
    path: ['payMin'],
  });
export type JobsSearchBody = z.input<typeof jobsSearchBody>;

export const jobsSearchResult = pageOf(jobSummary);
export type JobsSearchResult = z.infer<typeof jobsSearchResult>;

/** What the salary data says about the job's company for its title: the context beside a posting. */
export const jobCompanyContext = z.object({
  company: z.object({
    name: z.string(),
    slug: z.string(),
    industry: z.string(),
    sizeBand: z.string().nullable(),
    headquarters: z.string().nullable(),
  }),
  /** Open jobs the company has listed (this one included). */
  openJobs: z.number().int(),
  /** The company's pay for the job's catalogue title in the job's region, when enough salaries exist. */
  salary: z
    .object({
      title: z.string(),
      region: z.enum(['in', 'us']),
      currency,
      medianTotal: z.number().int(),
      medianBase: z.number().int(),
      count: z.number().int(),
      /** The company's salary page for that title. */
      path: z.string(),
    })
    .nullable(),
});
export type JobCompanyContext = z.infer<typeof jobCompanyContext>;

export const jobDetail = jobSummary.extend({
  department: z.string().nullable(),
  /** Sanitised when it was read from the board: safe to render. */
  descriptionHtml: z.string(),
  applyUrl: z.string(),
  /** Every board the posting was found on. */
  sources: z.array(z.object({ boardType: z.string(), boardToken: z.string(), applyUrl: z.string() })),
  /** The catalogue title it was matched to, for salary links. */
  catalogTitle: z.string().nullable(),
  region: z.enum(['in', 'us']).nullable(),
});
export type JobDetail = z.infer<typeof jobDetail>;

export const jobBoard = z.object({
  boardType: z.string(),
  token: z.string(),
  company: named,
  /** Jobs from this board listed now (updated within the last month). */
  jobs: z.number().int(),
  lastSyncedAt: z.string().nullable(),
  lastError: z.string().nullable(),
});

/** A job id as it appears in a path: the number, optionally followed by "-" and words (the page's slug). */
export const jobIdParam = z.object({
  id: z
    .string()
    .regex(/^[1-9][0-9]{0,9}(-[a-z0-9-]*)?$/, 'id must be a job id')
    .transform((s) => Number.parseInt(s, 10))
    .refine((n) => n <= 2_147_483_647, 'id must be a job id'),
});

const jobsRoutes = routesOf('jobs', 'public');

export const searchJobs = jobsRoutes.post('/jobs/search', jobsSearchResult, {
  summary: `Jobs listed now (updated within the last month) matching the filters, newest first, ${JOBS_FILE_PAGE_SIZE} a page`,
  body: jobsSearchBody,
});

const onJob = jobsRoutes.with({ params: jobIdParam });

export const getJob = onJob.get('/jobs/:id', jobDetail, {
  summary: 'One listed job: description, pay (posted, or our estimate labelled as such), sources and where to apply',
});

export const getJobCompany = onJob.get('/jobs/:id/company', jobCompanyContext, {
  summary: 'The job’s company: its open jobs and what the salary data says it pays for the job’s title',
});

export const listJobBoards = jobsRoutes.get('/job-boards', z.array(jobBoard), {
  summary: 'The public job boards jobs are read from, with how many of their jobs are listed now and when each was last read',
});

const words = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');

/** A job's page: /jobs/{id}-{title}-at-{company}; the id alone finds it, the words are for people and search engines. */
export const jobPath = (id: number, title: string, companyName: string) => `/jobs/${id}-${words(`${title} at ${companyName}`)}`;
