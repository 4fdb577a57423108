import { z } from 'zod';
import { routesOf } from './schemas.js';
import { applicationIdParam, matchExplanation } from './jobgpt.js';
import { jobIdParam } from './jobs.js';

/**
 * JobGPT's AI analysis of one job (SPEC §7 Jobs: POST /jobs/{id}/ai-analysis and
 * /job-applications/{id}/ai-analysis). A command says what to write; the text quotes only the
 * figures returned with it (the member's own data and our aggregates: the match score and its
 * parts, skills, years, the job's pay, the company's median for the title, the member's pay
 * percentile in their slice), never a protected trait (docs/decisions/025-llm-provider.md).
 *
 * - `fit`: how well the member fits the job and why: the match score and each of its parts in words.
 * - `gaps`: the skills the job asks for that the member has not listed, and what to do about each.
 * - `pitch`: a short cover note built only from the member's stored facts (years, title, matching skills).
 * - `questions`: likely interview questions from the job's skills and title.
 *
 * The match uses `extras.jobHuntId` (the member's own), else the application's hunt, else the
 * member's most recently changed active hunt; with none, the member's profile (skills, years).
 */

export const AI_ANALYSIS_COMMANDS = ['fit', 'gaps', 'pitch', 'questions'] as const;
export type AiAnalysisCommand = (typeof AI_ANALYSIS_COMMANDS)[number];
/** The longest focus note a member may add. */
export const AI_ANALYSIS_FOCUS_MAX = 300;
/** Analyses a member may ask for in a day. */
export const AI_ANALYSIS_DAILY_LIMIT = 30;

export const aiAnalysisBody = z
  .object({
    command: z.enum(AI_ANALYSIS_COMMANDS, { error: `command must be one of ${AI_ANALYSIS_COMMANDS.join(', ')}` }),
    extras: z
      .object({
        /** Match with this hunt of the member's (another member's is 404). */
        jobHuntId: z
          .number({ error: 'extras.jobHuntId must be a job hunt id' })
          .int('extras.jobHuntId must be a job hunt id')
          .min(1, 'extras.jobHuntId must be a job hunt id')
          .optional(),
        /** The member's own words for the writer to keep in mind ("I am switching from QA"). */
        focus: z
          .string({ error: 'extras.focus must be text' })
          .trim()
          .max(AI_ANALYSIS_FOCUS_MAX, `extras.focus must be at most ${AI_ANALYSIS_FOCUS_MAX} characters`)
          .optional(),
      })
      .strict()
      .optional(),
  })
  .strict();
export type AiAnalysisBody = z.infer<typeof aiAnalysisBody>;
export type AiAnalysisInput = z.input<typeof aiAnalysisBody>;

export const aiAnalysis = z.object({
  command: z.enum(AI_ANALYSIS_COMMANDS),
  text: z.string(),
  /** 'offline' (written from templates) or the model's name. */
  writer: z.string(),
  /** Every figure the text may quote, by key ("score": 72, "job-pay-min": 2500000, "slice": "Software Engineer at Acme"). */
  figures: z.record(z.string(), z.union([z.string(), z.number()])),
  /** The match the text explains, part by part. */
  match: matchExplanation.nullable(),
  /** What the member should know about how it was written: a model's text refused, matched from the profile, a focus note left out. */
  note: z.string().optional(),
});
export type AiAnalysis = z.infer<typeof aiAnalysis>;

const jobgptRoutes = routesOf('jobgpt', 'member');

export const analyzeJob = jobgptRoutes.post('/jobs/:id/ai-analysis', aiAnalysis, {
  summary: `JobGPT on a listed job: fit, gaps, pitch or questions, from the member's own figures (at most ${AI_ANALYSIS_DAILY_LIMIT} a day)`,
  params: jobIdParam,
  body: aiAnalysisBody,
});

export const analyzeJobApplication = jobgptRoutes.post('/job-applications/:id/ai-analysis', aiAnalysis, {
  summary: `JobGPT on one of the member's applications (its job, listed or not): fit, gaps, pitch or questions (at most ${AI_ANALYSIS_DAILY_LIMIT} a day)`,
  params: applicationIdParam,
  body: aiAnalysisBody,
});
