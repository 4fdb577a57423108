import { z } from 'zod';
import { API_BASE } from '../constants.js';
import { applicationIdParam } from './jobgpt.js';
import { jobIdParam } from './jobs.js';
import { countQuery, idParam, named, pageOf, routesOf } from './schemas.js';

/**
 * Tailored resumes (SPEC §2.1 /jobgpt/resumes; §7 Jobs: POST /jobs/{id}/custom-resume, GET
 * /jobs/resumes/{id}, GET /jobs/resumes?manualTrigger, POST /job-applications/{id}/custom-resume). A resume
 * per job, made from the member's
 * own profile and stored sources as a JSON Resume (https://jsonresume.org/schema), reordered and
 * emphasised for the job and rendered to a PDF kept in private storage. It never adds a fact:
 * every company, title, date, school and skill in it is one the member stored.
 */

/** Resumes listed per page. */
export const RESUMES_PAGE_SIZE = 10;
export const RESUMES_MAX_PAGE = 1000;

/** The names of the skill groups a tailored resume shows: the job's skills the member has, then the rest. */
export const RESUME_SKILL_GROUPS = { matching: 'Relevant skills', other: 'Other skills', all: 'Skills' } as const;

/** JSON Resume, the parts a tailored resume fills. Dates are ISO 8601: YYYY or YYYY-MM; no endDate means current. */
export const jsonResume = z.object({
  $schema: z.string().optional(),
  basics: z.object({
    name: z.string(),
    /** The member's current (or latest) title. */
    label: z.string().optional(),
    email: z.string().optional(),
    phone: z.string().optional(),
    summary: z.string().optional(),
    profiles: z.array(z.object({ network: z.string(), url: z.string() })).optional(),
  }),
  work: z.array(
    z.object({
      name: z.string(),
      position: z.string().optional(),
      startDate: z.string().optional(),
      endDate: z.string().optional(),
      highlights: z.array(z.string()),
    }),
  ),
  education: z.array(z.object({ institution: z.string() })),
  /** Groups (RESUME_SKILL_GROUPS): `name` is the group, `keywords` its skills. */
  skills: z.array(z.object({ name: z.string(), keywords: z.array(z.string()) })),
  meta: z
    .object({
      version: z.string(),
      lastModified: z.string(),
      /** The first this many `work` entries are the positions closest to the job (shown as relevant experience). */
      relevantWork: z.number().int().min(0),
    })
    .optional(),
});
export type JsonResume = z.infer<typeof jsonResume>;

export const generatedResumeSummary = z.object({
  id: z.number().int(),
  /** The member's resumes for this job counted from 1. */
  version: z.number().int(),
  /** Asked for by the member (the button), not made for an application. */
  manualTrigger: z.boolean(),
  applicationId: z.number().int().nullable(),
  /** The job it was made for; null when that job has since been removed. */
  job: z
    .object({
      id: z.number().int(),
      title: z.string(),
      company: named,
      /** The job's page. */
      path: z.string(),
    })
    .nullable(),
  createdAt: z.string(),
  /** Where the PDF downloads (the member's own session). */
  pdfPath: z.string(),
  pdfSize: z.number().int(),
});
export type GeneratedResumeSummary = z.infer<typeof generatedResumeSummary>;

export const generatedResume = generatedResumeSummary.extend({ resume: jsonResume });
export type GeneratedResume = z.infer<typeof generatedResume>;

export const generatedResumesPage = pageOf(generatedResumeSummary);
export type GeneratedResumesPage = z.infer<typeof generatedResumesPage>;

export const generatedResumeIdParam = idParam('id must be a resume id');

export const generatedResumesQuery = z.object({
  /** true: the ones the member asked for; false: the ones made for applications; absent: all. */
  manualTrigger: z
    .enum(['true', 'false'], { error: 'manualTrigger must be true or false' })
    .transform((v) => v === 'true')
    .optional(),
  page: countQuery('page', RESUMES_MAX_PAGE, 1),
});

/** The PDF's download path for a resume id. */
export const generatedResumePdfPath = (id: number) => `${API_BASE}/jobs/resumes/${id}/pdf`;

const jobgptRoutes = routesOf('jobgpt', 'member');

export const createCustomResume = jobgptRoutes.post('/jobs/:id/custom-resume', generatedResumeSummary, {
  summary:
    'Make a resume tailored to a listed job from the member’s own profile and stored sources (the job’s skills first, the closest positions emphasised, nothing added); a new version each time',
  params: jobIdParam,
});

const onApplication = jobgptRoutes.with({ params: applicationIdParam });

export const createApplicationResume = onApplication.post('/job-applications/:id/custom-resume', generatedResumeSummary, {
  summary:
    'Make a new tailored resume for the job of one of the member’s applications (linked to the application, asked for by the member); another member’s application is 404',
});

export const getApplicationResume = onApplication.get('/job-applications/:id/resume', generatedResume, {
  summary:
    'The resume of one of the member’s applications: the newest linked to it (the apply pack’s, or one the member made for it since); 404 when none was made',
});

export const listGeneratedResumes = jobgptRoutes.get('/jobs/resumes', generatedResumesPage, {
  summary: `The member’s tailored resumes, newest first, ${RESUMES_PAGE_SIZE} a page; manualTrigger=true lists the ones they asked for, false the ones made for applications`,
  querystring: generatedResumesQuery,
});

export const getGeneratedResume = jobgptRoutes.get('/jobs/resumes/:id', generatedResume, {
  summary: 'One of the member’s tailored resumes: the JSON Resume and where its PDF downloads (another member’s is 404)',
  params: generatedResumeIdParam,
});

export const generatedResumePdf = jobgptRoutes.file('/jobs/resumes/:id/pdf', {
  summary: 'One of the member’s tailored resumes as a PDF (another member’s is 404)',
  params: generatedResumeIdParam,
  produces: ['application/pdf'],
});
