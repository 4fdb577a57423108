import { AppError, api, notFound, type SessionUser } from '@paysight/contract';
import type { Db } from '@paysight/db';
import type { CounterStore } from '../../lib/counter-store.js';
import type { EventBus } from '../../lib/events.js';
import type { LlmFallback, LlmProvider } from '../../providers/llm/llm.types.js';
import { contributionsOf, getContributionStanding } from '../contributions/contributions.service.js';
import { findListedJobForApplying, findTitleFamilies, getJobCompany, jobSummariesByIds, skillNames } from '../jobs/jobs.service.js';
import { findProfile } from '../profile/profile.service.js';
import { payFactsOfStanding, type PayFacts } from '../roast/roast.rules.js';
import {
  analysisPrompt,
  analysisSystemPrompt,
  figureRecord,
  figuresOf,
  focusUsable,
  huntFromProfile,
  namesOf,
  traitWordsOf,
  writeOfflineAnalysis,
  type AnalysisFacts,
  type CompanyMedianFacts,
  type JobPayFacts,
} from './ai-analysis.rules.js';
import { NO_SUCH_APPLICATION } from './applications.service.js';
import { explainAll, huntForMatching, ownHunt, type JobGptDeps } from './hunts.service.js';
import { findApplicationRow, findHuntRow, listHuntRows, type JobHuntRow } from './jobgpt.queries.js';
import { findJobForMatching } from '../jobs/listed-jobs.service.js';
import type { HuntForMatching, JobFeatures } from './match.rules.js';

/**
 * JobGPT's AI analysis of one job (SPEC §7 Jobs; docs/decisions/025-llm-provider.md): fit, gaps,
 * a cover note or interview questions, written by the configured model or offline from templates,
 * over the member's own figures (the match part by part, their years, their pay's percentile in its
 * slice) and our aggregates (the job's pay or our estimate, the company's median for the title when
 * at least MIN_SLICE salaries stand behind it). A model's text quoting any other figure, or naming a
 * protected trait, is replaced by the offline text, and the answer says so.
 */

export interface AiAnalysisDeps extends JobGptDeps {
  llm: LlmProvider;
  /** What the contributions module's standing call takes (it reads only the database). */
  events: EventBus;
  /** Counts analyses per member and day, shared by every server (the database's rate counters, or Redis). */
  counters: CounterStore;
}

const DAY_MS = 86_400_000;

const FALLBACK_NOTES: Record<LlmFallback, string> = {
  unavailable: 'The writing model did not answer in time, so this analysis was written offline from templates.',
  empty: 'The writing model answered with nothing, so this analysis was written offline from templates.',
  'unsupported-figures': 'The writing model quoted a figure that is not yours, so this analysis was written offline from templates.',
  'refused-by-check': 'The writing model strayed from your career, so this analysis was written offline from templates.',
};
const PROFILE_NOTE = 'Matched with your profile’s skills and years: start a job hunt to match with the titles, places and pay you want.';
const FOCUS_LEFT_OUT = 'Your focus note was left out: it names a personal trait, and analyses never use those.';

/** POST /jobs/{id}/ai-analysis: a listed job, matched with the hunt asked for, else the member's latest active hunt, else their profile. */
export async function analyzeJob(
  deps: AiAnalysisDeps,
  user: SessionUser,
  jobId: number,
  body: api.AiAnalysisBody,
): Promise<api.AiAnalysis> {
  const listed = await findListedJobForApplying(deps.db, jobId, deps.now());
  if (!listed) throw notFound('This job is not listed: it was filled, withdrawn or not updated for a month');
  const hunt = await huntOf(deps, user, body.extras?.jobHuntId, null);
  return analyze(deps, user, { jobId, listed: true, hunt, body });
}

/** POST /job-applications/{id}/ai-analysis: the member's own application's job (listed or not), matched with its hunt unless another is asked for. */
export async function analyzeApplication(
  deps: AiAnalysisDeps,
  user: SessionUser,
  applicationId: number,
  body: api.AiAnalysisBody,
): Promise<api.AiAnalysis> {
  const application = await findApplicationRow(deps.db, user.id, applicationId);
  if (!application) throw notFound(NO_SUCH_APPLICATION);
  const [listed, hunt] = await Promise.all([
    findListedJobForApplying(deps.db, application.jobId, deps.now()),
    huntOf(deps, user, body.extras?.jobHuntId, application.jobHuntId),
  ]);
  return analyze(deps, user, { jobId: application.jobId, listed: listed !== null, hunt, body });
}

/** The hunt asked for (the member's own, else 404), else the application's, else the member's most recently changed active one; or none. */
async function huntOf(
  deps: AiAnalysisDeps,
  user: SessionUser,
  asked: number | undefined,
  ofApplication: number | null,
): Promise<JobHuntRow | null> {
  if (asked !== undefined) return ownHunt(deps.db, user.id, asked);
  if (ofApplication !== null) {
    const row = await findHuntRow(deps.db, user.id, ofApplication);
    if (row) return row;
  }
  const active = (await listHuntRows(deps.db, user.id))
    .filter((r) => r.status === 'active')
    .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime());
  return active[0] ?? null;
}

/** At most AI_ANALYSIS_DAILY_LIMIT analyses a member in a day, counted where every server sees the count. */
async function checkDailyLimit(deps: AiAnalysisDeps, user: SessionUser) {
  const { count, resetAt } = await deps.counters.hit(`ai-analysis:${user.id}`, DAY_MS);
  if (count > api.AI_ANALYSIS_DAILY_LIMIT) {
    const hours = Math.max(1, Math.ceil((resetAt.getTime() - deps.now().getTime()) / 3_600_000));
    throw new AppError(
      429,
      `You can ask JobGPT for at most ${api.AI_ANALYSIS_DAILY_LIMIT} analyses a day; try again in ${hours === 1 ? 'an hour' : `${hours} hours`}`,
    );
  }
}

/** Where the member's current pay stands in its slice (contributions: the one standing rule, MIN_SLICE kept), and its title. */
async function memberPayOf(
  deps: AiAnalysisDeps,
  user: SessionUser,
): Promise<{ pay: PayFacts; titleId: number | null; title: string | null }> {
  const current = (await contributionsOf(deps.db, user.id)).find((r) => r.entry.isCurrent) ?? null;
  if (!current) return { pay: { outcome: 'none' }, titleId: null, title: null };
  const named = { titleId: current.entry.titleId, title: current.title.name };
  const standing = await getContributionStanding(deps, user, current.entry.id);
  return { ...named, pay: payFactsOfStanding(standing, deps.minSlice) };
}

/** A hunt made of the member's profile: their skills and years, the title of their current pay. */
async function profileHunt(db: Db, skillIds: readonly number[], years: number | null, titleId: number | null): Promise<HuntForMatching> {
  const titles = titleId !== null ? await findTitleFamilies(db, [titleId]) : [];
  return huntFromProfile({ skillIds, years, titles: titles.map((t) => ({ id: t.id, name: t.name, familyId: t.family_id })) });
}

function jobPayOf(job: JobFeatures): JobPayFacts | null {
  if (job.payYearly) return { source: 'posted', min: job.payYearly.min, max: job.payYearly.max, currency: job.payYearly.currency };
  if (job.payEstimate)
    return { source: 'estimate', min: job.payEstimate.p25, max: job.payEstimate.p75, currency: job.payEstimate.currency };
  return null;
}

async function companyMedianOf(deps: AiAnalysisDeps, jobId: number, listed: boolean): Promise<CompanyMedianFacts | null> {
  // The company's figures are given for listed jobs (the job page's rule); none from fewer than MIN_SLICE salaries.
  if (!listed) return null;
  const { salary } = await getJobCompany({ db: deps.db, now: deps.now, minSlice: deps.minSlice }, jobId);
  return salary && salary.count >= deps.minSlice
    ? { title: salary.title, medianTotal: salary.medianTotal, count: salary.count, currency: salary.currency }
    : null;
}

async function analyze(
  deps: AiAnalysisDeps,
  user: SessionUser,
  input: { jobId: number; listed: boolean; hunt: JobHuntRow | null; body: api.AiAnalysisBody },
): Promise<api.AiAnalysis> {
  const job = await findJobForMatching(deps.db, input.jobId);
  if (!job) throw notFound('No such job');
  await checkDailyLimit(deps, user);
  const now = deps.now();
  // Only these fields of the profile are read: skills and years (never gender, birth date or ethnicity).
  const [profile, memberPay, companyMedian, jobSkills, summaries] = await Promise.all([
    findProfile(deps.db, user.id).then((p) => ({ skillIds: p?.skillIds ?? [], years: p?.experience ?? null })),
    memberPayOf(deps, user),
    companyMedianOf(deps, input.jobId, input.listed),
    skillNames(deps.db, job.skillIds),
    jobSummariesByIds(deps.db, [job.id]),
  ]);
  const matching = input.hunt
    ? await huntForMatching(deps.db, input.hunt)
    : await profileHunt(deps.db, profile.skillIds, profile.years, memberPay.titleId);
  const match = (await explainAll(deps.db, [job], matching, now)).get(job.id)!;

  const facts: AnalysisFacts = {
    job: {
      title: job.title,
      company: summaries.get(job.id)?.company.name ?? '',
      skills: job.skillIds.flatMap((id) => jobSkills.get(id) ?? []),
      skillCount: job.skillIds.length,
      daysSinceUpdate: Math.max(0, Math.floor((now.getTime() - job.updatedAt) / DAY_MS)),
    },
    member: { title: memberPay.title, years: profile.years },
    match,
    basis: input.hunt ? { kind: 'hunt', name: input.hunt.name } : { kind: 'profile' },
    minPay: matching.minBasePay,
    jobPay: jobPayOf(job),
    companyMedian,
    pay: memberPay.pay,
  };

  const command = input.body.command;
  const focus = focusUsable(input.body.extras?.focus);
  const figures = figuresOf(facts);
  const names = namesOf(facts);
  const written = await deps.llm.write({
    system: analysisSystemPrompt(command),
    prompt: analysisPrompt(facts, figures, focus),
    facts: { values: figures.map((f) => f.value), names },
    template: () => writeOfflineAnalysis(command, facts, focus),
    check: (text) => (traitWordsOf(text, names).length > 0 ? 'protected traits' : null),
    maxTokens: 700,
  });

  const notes = [
    written.fallback ? FALLBACK_NOTES[written.fallback] : null,
    input.hunt ? null : PROFILE_NOTE,
    input.body.extras?.focus?.trim() && !focus ? FOCUS_LEFT_OUT : null,
  ].filter((n): n is string => n !== null);
  return {
    command,
    text: written.text,
    writer: written.writer,
    figures: figureRecord(facts, figures),
    match,
    ...(notes.length > 0 ? { note: notes.join(' ') } : {}),
  };
}
