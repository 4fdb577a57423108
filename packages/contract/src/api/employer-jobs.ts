import { z } from 'zod';
import { API_BASE } from '../constants.js';
import { applicationAnswer, applicationIdParam } from './jobgpt.js';
import { JOB_EMPLOYMENT_TYPES, JOB_PAY_INTERVALS, JOB_REMOTE_KINDS, jobIdParam, jobListing } from './jobs.js';
import { idParam, serialId, routesOf } from './schemas.js';

/**
 * Jobs employers publish on Paysight (SPEC §7 Jobs: GET /jobs/{id}/recruiters, GET
 * /job-applications/{id}/recruiters). An enterprise user publishes a job for their organisation;
 * it is listed with the jobs read from public boards, members apply to it directly (JobGPT submits
 * the apply pack on Paysight, every step logged), and the organisation reads the applications and
 * their resumes. Its recruiters are the organisation's users who posted it; jobs from public boards
 * have none on Paysight.
 */

export const EMPLOYER_JOB_TITLE_MAX = 120;
export const EMPLOYER_JOB_DESCRIPTION_MAX = 20_000;
export const EMPLOYER_JOB_MAX_LOCATIONS = 10;
export const EMPLOYER_JOB_MAX_SKILLS = 30;
export const EMPLOYER_JOB_PAY_CURRENCIES = ['INR', 'USD'] as const;

const PAY_MAX = 1_000_000_000;

const payAmount = (name: string) =>
  z
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(0, `${name} must not be negative`)
    .max(PAY_MAX, `${name} is too large`);

export const publishJobBody = z
  .object({
    title: z
      .string({ error: 'title must be text' })
      .trim()
      .min(1, 'title is required')
      .max(EMPLOYER_JOB_TITLE_MAX, `title must be at most ${EMPLOYER_JOB_TITLE_MAX} characters`),
    /** Catalogue city names ("Bengaluru", or "Portland, Oregon" where a name is in two states). */
    locations: z
      .array(
        z.string({ error: 'each location must be text' }).trim().min(1, 'a location must not be empty').max(100, 'a location is too long'),
        {
          error: 'locations must be a list of cities',
        },
      )
      .max(EMPLOYER_JOB_MAX_LOCATIONS, `at most ${EMPLOYER_JOB_MAX_LOCATIONS} locations`),
    remote: z.enum(JOB_REMOTE_KINDS, { error: `remote must be one of ${JOB_REMOTE_KINDS.join(', ')}` }),
    employmentType: z.enum(JOB_EMPLOYMENT_TYPES, { error: `employmentType must be one of ${JOB_EMPLOYMENT_TYPES.join(', ')}` }),
    /** Plain text; blank lines separate paragraphs. */
    description: z
      .string({ error: 'description must be text' })
      .max(EMPLOYER_JOB_DESCRIPTION_MAX, `description must be at most ${EMPLOYER_JOB_DESCRIPTION_MAX.toLocaleString('en-US')} characters`)
      .refine((s) => s.trim().length > 0, 'description is required'),
    /** Catalogue skill names. */
    skills: z
      .array(z.string({ error: 'each skill must be text' }).trim().min(1, 'a skill must not be empty').max(100, 'a skill is too long'), {
        error: 'skills must be a list of skill names',
      })
      .max(EMPLOYER_JOB_MAX_SKILLS, `at most ${EMPLOYER_JOB_MAX_SKILLS} skills`)
      .default([]),
    pay: z
      .object({
        min: payAmount('pay.min'),
        max: payAmount('pay.max'),
        currency: z.enum(EMPLOYER_JOB_PAY_CURRENCIES, { error: 'pay.currency must be INR or USD' }),
        interval: z.enum(JOB_PAY_INTERVALS, { error: `pay.interval must be one of ${JOB_PAY_INTERVALS.join(', ')}` }),
      })
      .strict()
      .refine((p) => p.min <= p.max, { message: 'pay.min must not be more than pay.max', path: ['min'] })
      .nullable()
      .optional(),
  })
  .strict()
  .refine((b) => b.remote === 'full' || b.locations.length > 0, {
    message: 'locations must name at least one city unless the job is fully remote',
    path: ['locations'],
  });
export type PublishJobBody = z.input<typeof publishJobBody>;

export const employerJob = jobListing.extend({
  postedAt: z.string(),
  /** Listed while updated within the last month. */
  listed: z.boolean(),
  /** Applications submitted to it. */
  applications: z.number().int(),
});
export type EmployerJob = z.infer<typeof employerJob>;

export const employerApplication = z.object({
  id: z.number().int(),
  applicant: z.object({ name: z.string(), email: z.string() }),
  status: z.string(),
  submittedAt: z.string().nullable(),
  /** The apply pack's answers to the standard questions (null: the applicant had none stored). */
  answers: z.array(applicationAnswer),
  /** Where the application's resume PDF downloads (the organisation's session); null without one. */
  resumePath: z.string().nullable(),
});
export type EmployerApplication = z.infer<typeof employerApplication>;

export const employerApplications = z.object({
  job: employerJob,
  items: z.array(employerApplication),
});
export type EmployerApplications = z.infer<typeof employerApplications>;

/** A recruiter of a job published on Paysight: a name and company, never an email. */
export const jobRecruiter = z.object({ name: z.string(), company: z.string() });
export type JobRecruiter = z.infer<typeof jobRecruiter>;

export const employerJobIdParam = idParam('id must be a job id');

export const employerApplicationParams = employerJobIdParam.extend({
  applicationId: serialId('applicationId must be an application id'),
});

/** Where an application's resume downloads for the job's organisation. */
export const employerApplicationResumePath = (jobId: number, applicationId: number) =>
  `${API_BASE}/enterprise/jobs/${jobId}/applications/${applicationId}/resume`;

const employerJobsRoutes = routesOf('employer jobs', 'enterprise');
const jobsRoutes = routesOf('jobs', 'public');
const jobgptRoutes = routesOf('jobgpt', 'member');

export const publishJob = employerJobsRoutes.post('/enterprise/jobs', employerJob, {
  summary: 'Publish a job for your organisation: listed with the other jobs, applied to directly on Paysight, you as its recruiter',
  body: publishJobBody,
});

export const listEmployerJobs = employerJobsRoutes.get('/enterprise/jobs', z.array(employerJob), {
  summary: 'Your organisation’s published jobs, newest first, each with its number of applications',
});

export const listEmployerJobApplications = employerJobsRoutes.get('/enterprise/jobs/:id/applications', employerApplications, {
  summary:
    'Applications to one of your organisation’s jobs: the applicant, when submitted, the answers and the resume; another organisation’s job is 404',
  params: employerJobIdParam,
});

export const employerApplicationResume = employerJobsRoutes.file('/enterprise/jobs/:id/applications/:applicationId/resume', {
  summary: 'The resume sent with an application to one of your organisation’s jobs, as a PDF',
  params: employerApplicationParams,
  produces: ['application/pdf'],
});

export const getJobRecruiters = jobsRoutes.get('/jobs/:id/recruiters', z.array(jobRecruiter), {
  summary:
    'The job’s recruiters on Paysight (name and company, never an email) for jobs employers published here; an empty list for jobs read from public boards',
  params: jobIdParam,
});

export const getJobApplicationRecruiters = jobgptRoutes.get('/job-applications/:id/recruiters', z.array(jobRecruiter), {
  summary:
    'The recruiters on Paysight of your application’s job (empty for jobs read from public boards); another member’s application is 404',
  params: applicationIdParam,
});
