import type { api } from '@paysight/contract';

/** The academy's words for the contract's values (packages/contract/src/api/academy.ts). */

export const ROUND_LABELS = {
  screen: 'Recruiter or phone screen',
  'online-assessment': 'Online assessment',
  coding: 'Coding',
  technical: 'Technical knowledge',
  'system-design': 'System design',
  'case-study': 'Case study',
  'take-home': 'Take-home assignment',
  behavioural: 'Behavioural',
  'hiring-manager': 'Hiring manager',
} satisfies Record<api.InterviewRoundType, string>;

export const APPLIED_LABELS = {
  online: 'Applied online',
  referral: 'Employee referral',
  recruiter: 'A recruiter reached out',
  campus: 'Campus placement',
  agency: 'Staffing agency',
  other: 'Another way',
} satisfies Record<api.InterviewAppliedVia, string>;

export const OUTCOME_LABELS = {
  'offer-accepted': 'Offer, accepted',
  'offer-declined': 'Offer, declined',
  'no-offer': 'No offer',
  withdrew: 'I withdrew',
  waiting: 'Still waiting',
} satisfies Record<api.InterviewOutcome, string>;

export const EXPERIENCE_LABELS = {
  positive: 'Positive',
  neutral: 'Neutral',
  negative: 'Negative',
} satisfies Record<api.InterviewExperience, string>;

export const DIFFICULTY_LABELS = {
  easy: 'Easy',
  medium: 'Medium',
  hard: 'Hard',
} satisfies Record<api.QuestionDifficulty, string>;

/** A report's 1–5 difficulty, as the form offers it. */
export const DIFFICULTY_SCALE = [
  { value: '1', label: '1 — very easy' },
  { value: '2', label: '2 — easy' },
  { value: '3', label: '3 — average' },
  { value: '4', label: '4 — hard' },
  { value: '5', label: '5 — very hard' },
] as const;

export const STATUS_LABELS = {
  pending: 'Waiting for review',
  approved: 'Approved: its questions are counted',
  rejected: 'Not accepted',
} satisfies Record<api.InterviewReportStatus, string>;

const months = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
/** "2026-10" → "Oct 2026". */
export const formatMonth = (month: string) => months.format(new Date(`${month}-01T00:00:00Z`));

const counts = new Intl.NumberFormat('en-US');
export const plural = (n: number, one: string, many = `${one}s`) => `${counts.format(n)} ${n === 1 ? one : many}`;

/** "Asked in 3 reports", or where a question comes from when no member reported it yet. */
export const askedText = (q: api.AcademyQuestion) =>
  q.count > 0 ? `Asked in ${plural(q.count, 'report')}` : 'From an open question set, not yet in a member’s report';
