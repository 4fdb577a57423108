import type { api } from '@paysight/contract';
import { formatDate, MATCH_PART_LABELS, MATCH_WEIGHTS, STANDARD_LEVELS } from '@paysight/contract/core';
import { jobAmount } from '~/features/jobs/jobs-text';
import { plural } from '~/features/negotiate/negotiate-text';

/** The words of the JobGPT pages, as pure functions of their data. */

/** A 0–1 score as a whole percentage: 0.868 → "87%". */
export const percent = (value: number) => `${Math.round(Math.max(0, Math.min(1, value)) * 100)}%`;

/** The badge on a job card: "87% match". */
export { matchBadgeText } from '~/features/jobs/jobs-text';

/** How a score reads at a glance (the ring's colour): strong from 80%, fair from 60%, else weak. */
export function scoreTone(score: number): 'strong' | 'fair' | 'weak' {
  if (score >= 0.8) return 'strong';
  if (score >= 0.6) return 'fair';
  return 'weak';
}
export const TONE_COLOR = { strong: 'teal', fair: 'yellow', weak: 'gray' } as const;

/**
 * One part of a match score as a row: "Skills · 35% of the score", what it says ("6 of 8 skills")
 * and how much of its weight it earned ("30 of 35 points").
 */
export function partRow(part: api.MatchPart): { label: string; weight: string; detail: string; fit: string; value: number } {
  const weight = Math.round(part.weight * 100);
  const earned = Math.round(part.weight * Math.max(0, Math.min(1, part.value)) * 100);
  return {
    label: part.label,
    weight: `${weight}% of the score`,
    detail: part.detail,
    fit: `${earned} of ${weight} points`,
    value: Math.round(Math.max(0, Math.min(1, part.value)) * 100),
  };
}

export const REMOTE_WORDS: Record<api.JobHuntFilters['remote'][number], string> = { full: 'Remote', hybrid: 'Hybrid', none: 'On-site' };
export const COUNTRY_WORDS: Record<api.JobHuntFilters['countries'][number], string> = { in: 'India', us: 'United States' };

export const levelName = (level: number) => STANDARD_LEVELS.find((l) => l.level === level)?.name ?? `Level ${level}`;

const upTo = (names: readonly string[], max = 3) =>
  names.length <= max ? names.join(', ') : `${names.slice(0, max).join(', ')} and ${names.length - max} more`;

/**
 * What a hunt looks for, in one line: "Data Scientist · Bengaluru, Pune · Remote or Hybrid ·
 * Senior · from ₹30.0 L · Python, SQL and 2 more · not Acme". "Any job" with no filters at all.
 */
export function filtersSummary(f: api.JobHuntFilters): string {
  const parts: string[] = [];
  if (f.titles.length > 0) parts.push(upTo(f.titles));
  const where = [...f.locations, ...f.countries.map((c) => COUNTRY_WORDS[c])];
  if (where.length > 0) parts.push(upTo(where));
  if (f.remote.length > 0) parts.push(f.remote.map((r) => REMOTE_WORDS[r]).join(' or '));
  if (f.experienceLevels.length > 0) parts.push(f.experienceLevels.map(levelName).join(', '));
  if (f.minBasePay) parts.push(`from ${jobAmount(f.minBasePay.amount, f.minBasePay.currency)} base`);
  if (f.companies.length > 0) parts.push(`at ${upTo(f.companies)}`);
  if (f.skills.length > 0) parts.push(upTo(f.skills));
  if (f.excludedCompanies.length > 0) parts.push(`not ${upTo(f.excludedCompanies, 2)}`);
  if (f.needsVisaSponsorship) parts.push('visa sponsorship');
  return parts.length > 0 ? parts.join(' · ') : 'Any job';
}

/** A hunt's state in words: "Active", "Paused", "Paused: no credits left". */
export function huntStatusText(hunt: Pick<api.JobHunt, 'status' | 'pausedReason'>): string {
  if (hunt.status === 'active') return 'Active';
  return hunt.pausedReason === 'no-credits' ? 'Paused: no credits left' : 'Paused';
}

/** A hunt's settings in words: "Auto mode on · up to 5 a day · from 70% match". */
export function settingsSummary(s: api.JobHuntSettings): string {
  return [
    s.autoMode ? 'Auto mode on' : 'Auto mode off (you approve each)',
    `up to ${plural(s.dailyLimit, 'application', 'applications')} a day`,
    `from ${percent(s.minScore)} match`,
    s.tailoredResume ? 'tailored resume' : 'profile resume',
  ].join(' · ');
}

export const APPLICATION_STATUS_LABEL: Record<api.JobApplicationStatus, string> = {
  pending: 'Preparing',
  ready: 'Ready to submit',
  applied: 'Applied',
  interview: 'Interview',
  offer: 'Offer',
  rejected: 'Rejected',
};

export const APPLICATION_STATUS_COLOR: Record<api.JobApplicationStatus, string> = {
  pending: 'gray',
  ready: 'blue',
  applied: 'indigo',
  interview: 'grape',
  offer: 'teal',
  rejected: 'red',
};

export const ORIGIN_LABEL: Record<api.JobApplication['origin'], string> = {
  auto: 'Applied automatically',
  review: 'Approved from review',
  manual: 'Applied by you',
};

/** The apply pack's questions: how many JobGPT answered from the member's facts, and which it left for them. */
export function answersSummary(answers: readonly api.ApplicationAnswer[]): { answered: number; left: string[]; text: string } {
  const left = answers.filter((a) => a.answer === null).map((a) => a.question);
  const answered = answers.length - left.length;
  if (answers.length === 0) return { answered, left, text: 'The posting asks no questions.' };
  const text =
    left.length === 0
      ? answers.length === 1
        ? 'Its one question answered from your profile.'
        : `All ${answers.length} questions answered from your profile.`
      : `${answered} of ${plural(answers.length, 'question', 'questions')} answered from your profile; ${left.length} left for you.`;
  return { answered, left, text };
}

/**
 * What the member does with an application that is ready to submit: public job boards take
 * applications only with the employer's key, so the member submits it on the employer's page,
 * with what JobGPT prepared, and then tells us it went.
 */
export function readyNextSteps(application: Pick<api.JobApplication, 'answers' | 'resumeId'>, external: boolean): string[] {
  const { left } = answersSummary(application.answers);
  return [
    external ? 'Open the employer’s page with the button below: you submit there, not here.' : 'Open the job’s page with the button below.',
    left.length > 0
      ? `Copy JobGPT’s answers into the form, and answer the ${plural(left.length, 'question', 'questions')} left for you yourself.`
      : 'Copy JobGPT’s answers into the form.',
    application.resumeId !== null ? 'Attach the tailored resume (the PDF above).' : 'Attach your resume.',
    'Submit it there, then set Status to Applied below and save, so your applications and figures count it.',
  ];
}

/**
 * Why a hunt's best matches are not among its new matches: the daily run moved them to the review
 * queue (auto mode off), where they wait for the member. Null when none wait. `today` is the UTC
 * day (YYYY-MM-DD), as the run records it.
 */
export function reviewQueueNote(hunt: Pick<api.JobHunt, 'reviewCount' | 'lastRunOn'>, today: string): string | null {
  if (hunt.reviewCount === 0) return null;
  const run = hunt.lastRunOn === today ? 'Today’s run' : 'JobGPT’s daily run';
  return `${run} moved this hunt’s best matches to your review queue, so they are not in this list: ${plural(
    hunt.reviewCount,
    'match waits',
    'matches wait',
  )} for your approval there.`;
}

/** Where the tailored resume of an application is read. */
export const resumePdfHref = (resumeId: number) => `/api/v1/jobs/resumes/${resumeId}/pdf`;

const EVENT_WORDS: Record<string, string> = {
  created: 'Application started',
  prepared: 'Apply pack prepared',
  submitted: 'Submitted',
  failed: 'Preparation failed',
  status: 'Status changed',
  notes: 'Notes saved',
};

const statusWord = (v: unknown) =>
  typeof v === 'string' && v in APPLICATION_STATUS_LABEL ? APPLICATION_STATUS_LABEL[v as api.JobApplicationStatus] : String(v);

/** One fact of a log entry in words; null to leave it out. */
function detailWords(key: string, value: unknown, detail: Record<string, unknown>): string | null {
  if (value === null || value === undefined || value === '') return null;
  switch (key) {
    case 'origin':
      return typeof value === 'string' && value in ORIGIN_LABEL ? ORIGIN_LABEL[value as api.JobApplication['origin']] : String(value);
    case 'where':
      return value === 'paysight' ? 'sent on Paysight' : `for ${String(value)}`;
    case 'applyUrl':
      return `apply at ${String(value)}`;
    case 'resumeId':
      return detail.resumeVersion ? null : `resume #${String(value)}`;
    case 'resumeVersion':
      return `tailored resume, version ${String(value)}`;
    case 'answered':
      return Array.isArray(value) ? `${value.length} answered from your profile` : null;
    case 'leftForMember':
      return Array.isArray(value) && value.length > 0 ? `left for you: ${value.map(String).join('; ')}` : null;
    case 'from':
      return `from ${statusWord(value)}`;
    case 'to':
      return `to ${statusWord(value)}`;
    case 'error':
      return String(value);
    case 'by':
    case 'jobHuntId':
      return null;
    default:
      if (Array.isArray(value)) return `${key}: ${value.map((v) => (typeof v === 'object' ? JSON.stringify(v) : String(v))).join(', ')}`;
      return `${key}: ${typeof value === 'object' ? JSON.stringify(value) : String(value as string | number | boolean)}`;
  }
}

/** One log entry as a line: its kind in words and what it records ("tailored resume, version 2 · 3 answered from your profile"). */
export function logLine(event: { kind: string; at: string; detail: Record<string, unknown> }): {
  what: string;
  when: string;
  detail: string;
} {
  const what = EVENT_WORDS[event.kind] ?? event.kind.charAt(0).toUpperCase() + event.kind.slice(1).replace(/[-_]/g, ' ');
  const detail = Object.entries(event.detail)
    .map(([k, v]) => detailWords(k, v, event.detail))
    .filter((w): w is string => w !== null)
    .join(' · ');
  return { what, when: dateTime(event.at), detail };
}

/** "24 Nov 2026, 09:30 UTC": the same on the server and in the browser. */
export function dateTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return `${formatDate(d)}, ${String(d.getUTCHours()).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')} UTC`;
}

/** A day of the stats chart: "2026-11-24" → "24 Nov". */
export const dayLabel = (day: string) => formatDate(`${day}T00:00:00Z`).replace(/ \d{4}$/, '');

/** The credits line: "12 credits left: each automatic application spends one." */
export const creditsText = (credits: number) => `${plural(credits, 'credit', 'credits')} left: each automatic application spends one.`;

/** The parts of a match score and their weights (docs/decisions/023-match-score.md), as the landing page shows them. */
/** The score's parts and weights as the server uses them (the contract holds the one copy). */
export const MATCH_WEIGHTS_SHOWN = (Object.keys(MATCH_WEIGHTS) as (keyof typeof MATCH_WEIGHTS)[]).map((key) => ({
  label: MATCH_PART_LABELS[key],
  weight: MATCH_WEIGHTS[key],
}));

const FIELD_WORDS: Array<[RegExp, string]> = [
  [/\bminScore must be between 0 and 1\b/g, 'the minimum match score must be between 0 and 100%'],
  [/\bminScore\b/g, 'the minimum match score'],
  [/\bdailyLimit\b/g, 'the daily limit'],
  [/\bminBasePay\.amount\b/g, 'the minimum base pay'],
];

/** The API's refusal of a hunt in the form's words: "DailyLimit must be at most 100" → "The daily limit must be at most 100". */
export function huntRefusalText(message: string): string {
  // Each refusal ("a; b") starts lower-case for the rules, and upper-case again after them.
  let text = message.replace(/(^|;\s*)([A-Z])(?=[a-z]+[A-Z.])/g, (_, lead: string, c: string) => `${lead}${c.toLowerCase()}`);
  for (const [re, words] of FIELD_WORDS) text = text.replace(re, words);
  return text.replace(/(^|;\s*)([a-z])/g, (_, lead: string, c: string) => `${lead}${c.toUpperCase()}`);
}
