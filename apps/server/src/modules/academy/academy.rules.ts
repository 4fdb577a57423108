import type { api } from '@paysight/contract';

/**
 * The academy's pure rules (docs/decisions/053-interview-academy.md): the automated checks a
 * member's interview report passes before an admin sees it, and the month arithmetic of "asked
 * recently". The checks catch the usual forms; the admin's review catches the rest, and never
 * edits the text: a report is approved or rejected as written.
 */

export type ScreenKind = 'email' | 'phone' | 'link' | 'name';
export interface ScreenProblem {
  /** Where: "The title", "Round 2, question 1". */
  where: string;
  kind: ScreenKind;
  /** The part of the text that tripped the check, for the member to find it. */
  found: string;
}

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/u;

/** A scheme or www link, or a domain with a path ("linkedin.com/in/…", "bit.ly/x"); a bare "Booking.com" is a company's name. */
const LINK =
  /(?:\bhttps?:\/\/\S+|\bwww\.[\p{L}\p{N}-]+\.\S+|\b[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.(?:com|in|io|org|net|co|ai|dev|me|ly|gg|app|info|biz|xyz|us|uk|tech|so|to)\/\S*)/iu;

/**
 * Phone numbers: an international one (+ and 8 digits or more), a US one written 3-3-4 with
 * separators, an Indian mobile (10 digits from 6 to 9). A puzzle's 1000000007 is none of them.
 */
const PHONES = [/\+\s?\d(?:[\s().-]?\d){7,14}/, /(?:\(\d{3}\)\s?|\b\d{3}[\s.-])\d{3}[\s.-]\d{4}\b/, /(?<!\d)[6-9]\d{4}[\s-]?\d{5}(?!\d)/];

/** An honorific and a name: "Mr. Sharma", "Dr Lee". */
const HONORIFIC = /\b(?:Mr|Mrs|Ms|Mx|Miss|Dr|Shri|Smt)\.?\s+\p{Lu}\p{Ll}+/u;
/** The person who interviewed, named: "the interviewer, Rahul,", "recruiter named Jo", "HR was Anita". */
const ROLE_NAMED =
  /\b(?:interviewer|recruiter|hiring manager|panell?ist|HR(?: person| manager)?|my manager)\b[\s,:–-]*(?:(?:was|is|named|called)\s+)?(\p{Lu}\p{Ll}{1,})\b/u;
const MY_NAME = /\bmy name is\s+\S+/iu;
/** Capitalised words the role rule may meet that are not names. */
const NOT_NAMES = new Set([
  'The',
  'He',
  'She',
  'They',
  'It',
  'I',
  'We',
  'And',
  'But',
  'Then',
  'Asked',
  'Round',
  'Question',
  'Team',
  'Was',
  'Is',
]);

/**
 * Common first names in India and the US that are not also English words or technologies (no
 * Will, Mark, Grace, Ruby, Julia): one standing alone, capitalised, is a person named in the text.
 */
const FIRST_NAMES = new Set(
  `Aarav Abhishek Aditya Ajay Akash Amit Anand Ananya Anil Anjali Ankit Ankita Anushka Arjun Arun Ashish Deepak Deepika Divya Gaurav
  Harish Kavya Karthik Lakshmi Manish Meera Mohan Neha Nikhil Nitin Pooja Pradeep Prakash Pranav Priya Rahul Rajesh Ramesh Ravi Rohit
  Sachin Sandeep Sanjay Saurabh Shreya Shruti Siddharth Sneha Sunil Suresh Swati Varun Vijay Vikram Vinay Vivek
  James John Robert Michael David Richard Joseph Thomas Christopher Daniel Matthew Anthony Steven Andrew Joshua Kevin Brian Jason Ryan
  Eric Jennifer Jessica Sarah Emily Ashley Michelle Amanda Stephanie Nicole Elizabeth Rebecca Laura Rachel Megan Lauren Emma Olivia
  Sophia Linda Susan Karen Lisa Nancy`
    .split(/\s+/)
    .filter(Boolean),
);
const CAPITALISED_WORD = /\p{Lu}\p{Ll}+/gu;

/**
 * The member's own full name (two words or more: a one-word name may be any word, "Member") and
 * their address's local part when it cannot be an ordinary word ("priya.sharma", "jdoe88"), which
 * a report must not carry.
 */
export function ownNameParts(member: { name: string; email: string }): string[] {
  const parts: string[] = [];
  const name = member.name.trim().replace(/\s+/g, ' ');
  if (name.split(' ').length >= 2 && name.length >= 5 && name.toLowerCase() !== 'demo member') parts.push(name);
  const local = member.email.split('@')[0] ?? '';
  if (local.length >= 4 && /[._\d-]/.test(local) && /\p{L}{3}/u.test(local)) parts.push(local);
  return parts;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The first thing in `text` that a report must not carry, or null. */
export function screenText(text: string, options: { names: boolean; own: readonly string[] }): { kind: ScreenKind; found: string } | null {
  const email = EMAIL.exec(text);
  if (email) return { kind: 'email', found: email[0] };
  const link = LINK.exec(text);
  if (link) return { kind: 'link', found: link[0] };
  for (const pattern of PHONES) {
    const phone = pattern.exec(text);
    if (phone) return { kind: 'phone', found: phone[0].trim() };
  }
  for (const own of options.own) {
    const match = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(own)}(?![\\p{L}\\p{N}])`, 'iu').exec(text);
    if (match) return { kind: 'name', found: match[0] };
  }
  if (!options.names) return null;
  const honorific = HONORIFIC.exec(text);
  if (honorific) return { kind: 'name', found: honorific[0] };
  const role = ROLE_NAMED.exec(text);
  if (role && !NOT_NAMES.has(role[1]!)) return { kind: 'name', found: role[1]! };
  const mine = MY_NAME.exec(text);
  if (mine) return { kind: 'name', found: mine[0] };
  for (const word of text.match(CAPITALISED_WORD) ?? []) if (FIRST_NAMES.has(word)) return { kind: 'name', found: word };
  return null;
}

const WHAT: Record<ScreenKind, string> = {
  email: 'an email address',
  phone: 'a phone number',
  link: 'a link',
  name: 'a person’s name',
};

/**
 * Every problem of a report: its company (contacts and links only: company names may be people's,
 * "Morgan Stanley"), title, level and each question, in the order of the form.
 */
export function screenReport(body: api.InterviewReportBody, member: { name: string; email: string }): ScreenProblem[] {
  const own = ownNameParts(member);
  const problems: ScreenProblem[] = [];
  const check = (where: string, text: string | undefined, names = true) => {
    if (!text) return;
    const found = screenText(text, { names, own: names ? own : [] });
    if (found) problems.push({ where, ...found });
  };
  check('The company', body.company, false);
  check('The title', body.title);
  check('The level', body.level);
  body.rounds.forEach((round, r) => round.questions.forEach((question, q) => check(`Round ${r + 1}, question ${q + 1}`, question)));
  return problems;
}

/** The refusal a member reads: each problem with the text that tripped it, and what to do. */
export function screenMessage(problems: readonly ScreenProblem[]): string {
  const listed = problems
    .slice(0, 3)
    .map((p) => `${p.where} has ${WHAT[p.kind]} ("${p.found}")`)
    .join('; ');
  const more = problems.length > 3 ? ` and ${problems.length - 3} more` : '';
  return `${listed}${more}. Interview reports must not carry names, contact details or links: remove them and send again.`;
}

// ---- Months -------------------------------------------------------------------------------------

export const monthOf = (d: Date) => d.toISOString().slice(0, 7);

/** The month `months` before `month` (YYYY-MM). */
export function monthsBefore(month: string, months: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) - months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The first month that counts as "asked recently" at `now`: `months` months, the current one included (6 in November: June). */
export const recentFrom = (now: Date, months: number) => monthsBefore(monthOf(now), months - 1);

/** A mean of 1–5 difficulties as a band: under 2.5 easy, under 3.5 medium, else hard. */
export const meanBand = (mean: number): api.QuestionDifficulty => (mean < 2.5 ? 'easy' : mean < 3.5 ? 'medium' : 'hard');
