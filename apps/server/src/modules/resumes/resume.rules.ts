import { api } from '@paysight/contract';
import type { ProfileSourceData } from '@paysight/db';

/**
 * A member's resume as a JSON Resume (https://jsonresume.org/schema) and its tailoring to a job.
 * Pure: everything comes in as data. The one rule above the others: a tailored resume never adds a
 * fact. Every company, title, date, school and skill in it is one the member stored (their account,
 * profile, uploaded resume, professional-network export); tailoring only chooses the order, which
 * group a skill is shown in and which positions are shown as relevant, and writes sentences that
 * restate stored facts (the summary; a relevant position's length from its own dates).
 */

export type JsonResume = api.JsonResume;
type Work = JsonResume['work'][number];

/** What the member stored, as the service read it. */
export interface MemberData {
  /** The account's name ('' when none was given) and sign-in email. */
  name: string;
  email: string;
  /** The profile's fields, catalogue names resolved. */
  company: string | null;
  school: string | null;
  /** The profile's skills in the member's order. */
  skills: string[];
  experience: number | null;
  phoneNo: string | null;
  contactNo: string | null;
  linkedinUrl: string | null;
  /** The stored sources: the professional-network export first (structured), then the resume. */
  sources: ProfileSourceData[];
}

/** What tailoring reads of a job. */
export interface JobData {
  id: number;
  title: string;
  /** The catalogue title the posting was matched to (Software Engineer), when one was. */
  catalogTitle: string | null;
  company: string;
  /** Catalogue skills the description names. */
  skills: string[];
  descriptionText: string;
}

/** The facts a resume states, by kind. */
export interface Facts {
  companies: string[];
  titles: string[];
  dates: string[];
  schools: string[];
  skills: string[];
}

/** Kept to one or two pages. */
export const RESUME_LIMITS = { work: 12, skills: 40, education: 5, summarySkills: 3 } as const;

/** A position is shown as relevant when its title shares more than half its words with the job’s (QA Engineer is not close to Software Engineer). */
export const RELEVANT_TITLE_SCORE = 0.6;

const JSON_RESUME_SCHEMA = 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json';

/** Facts compare without case, surrounding or repeated spaces. */
export const normFact = (s: string) => s.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();

const clean = (s: string | null | undefined) => (s ?? '').trim().replace(/\s+/g, ' ');
/** A date as JSON Resume takes it (YYYY, YYYY-MM or YYYY-MM-DD); anything else is not used. */
const isoDate = (s: string | null | undefined) => (s && /^\d{4}(-\d{2}(-\d{2})?)?$/.test(s) ? s : undefined);

function uniqueBy<T>(items: T[], key: (t: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((t) => {
    const k = key(t);
    if (!k || seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

interface Position {
  company: string;
  title: string;
  from?: string;
  /** null: current; undefined: not stated. */
  to?: string | null;
}

/** The member's positions from every source, once each, most recent first. */
function positionsOf(member: MemberData): Position[] {
  const all: Position[] = member.sources.flatMap((s) =>
    (s.positions ?? []).flatMap((p) => {
      const company = clean(p.company);
      if (!company) return [];
      const from = isoDate(p.from);
      const to = p.to === null ? null : isoDate(p.to);
      return [{ company, title: clean(p.title), ...(from ? { from } : {}), ...(to !== undefined ? { to } : {}) }];
    }),
  );
  // The same position in two sources is one: the copy stating more of its dates wins, whole (dates
  // are never mixed from two sources). Two stints with different start dates stay two.
  const dateInfo = (p: Position) => (p.from ? 2 : 0) + (p.to !== undefined ? 1 : 0);
  const kept: Position[] = [];
  for (const p of all) {
    const same = kept.findIndex(
      (k) =>
        normFact(k.company) === normFact(p.company) && normFact(k.title) === normFact(p.title) && !(k.from && p.from && k.from !== p.from),
    );
    if (same === -1) kept.push(p);
    else if (dateInfo(p) > dateInfo(kept[same]!)) kept[same] = p;
  }
  // Current first, then by end (else start) date, latest first; undated ones keep their place at the end.
  const endKey = (p: Position) => (p.to === null ? '9999' : (p.to ?? p.from ?? ''));
  return kept
    .map((p, i) => ({ p, i }))
    .sort((a, b) => {
      const ea = endKey(a.p);
      const eb = endKey(b.p);
      if (ea !== eb) return ea === '' ? 1 : eb === '' ? -1 : eb.localeCompare(ea);
      return (b.p.from ?? '').localeCompare(a.p.from ?? '') || a.i - b.i;
    })
    .map(({ p }) => p);
}

function skillsOf(member: MemberData): string[] {
  return uniqueBy([...member.skills, ...member.sources.flatMap((s) => s.skills)].map(clean), normFact);
}

function schoolsOf(member: MemberData): string[] {
  return uniqueBy([member.school ?? '', ...member.sources.flatMap((s) => s.schools)].map(clean), normFact);
}

function yearsOf(member: MemberData): number | null {
  if (member.experience !== null && member.experience > 0) return member.experience;
  const stated = member.sources.map((s) => s.yearsOfExperience ?? 0).filter((n) => n > 0);
  return stated.length > 0 ? Math.max(...stated) : null;
}

/** Every fact the member stored, by kind: what a resume may state. */
export function memberFacts(member: MemberData): Facts {
  const positions = member.sources.flatMap((s) => s.positions ?? []);
  return {
    companies: uniqueBy(
      [member.company ?? '', ...member.sources.flatMap((s) => s.companies), ...positions.map((p) => p.company)].map(clean),
      normFact,
    ),
    titles: uniqueBy([...member.sources.flatMap((s) => s.titles), ...positions.map((p) => p.title)].map(clean), normFact),
    dates: uniqueBy(positions.flatMap((p) => [p.from ?? '', p.to ?? '']).map(clean), normFact),
    schools: schoolsOf(member),
    skills: skillsOf(member),
  };
}

/** Every company, title, date, school and skill a resume states. */
export function factsOf(resume: JsonResume): Facts {
  const list = (items: Array<string | undefined>) => uniqueBy(items.map(clean), normFact);
  return {
    companies: list(resume.work.map((w) => w.name)),
    titles: list([resume.basics.label, ...resume.work.map((w) => w.position)]),
    dates: list(resume.work.flatMap((w) => [w.startDate, w.endDate])),
    schools: list(resume.education.map((e) => e.institution)),
    skills: list(resume.skills.flatMap((s) => s.keywords)),
  };
}

/** The facts of `stated` that `stored` does not have, by kind (all empty when none was added). */
export function addedFacts(stated: Facts, stored: Facts): Facts {
  const missing = (a: string[], b: string[]) => {
    const have = new Set(b.map(normFact));
    return a.filter((x) => !have.has(normFact(x)));
  };
  return {
    companies: missing(stated.companies, stored.companies),
    titles: missing(stated.titles, stored.titles),
    dates: missing(stated.dates, stored.dates),
    schools: missing(stated.schools, stored.schools),
    skills: missing(stated.skills, stored.skills),
  };
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function listed(items: string[]) {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** Whole months from a position's start to its end (or `now` while current); null without both dates to the month. */
export function monthsIn(w: Pick<Work, 'startDate' | 'endDate'>, now: Date): number | null {
  const month = (s: string) => {
    const m = /^(\d{4})-(\d{2})/.exec(s);
    return m ? Number(m[1]) * 12 + Number(m[2]) - 1 : null;
  };
  const start = w.startDate ? month(w.startDate) : null;
  const end = w.endDate === undefined ? now.getUTCFullYear() * 12 + now.getUTCMonth() : month(w.endDate);
  if (start === null || end === null || end < start) return null;
  return end - start + 1;
}

/** "3 years 2 months" (or "8 months"); a position's length as its dates state it. */
export function lengthText(months: number) {
  const y = Math.floor(months / 12);
  const m = months % 12;
  return [y > 0 ? plural(y, 'year') : '', m > 0 ? plural(m, 'month') : ''].filter(Boolean).join(' ');
}

/** The summary: only the member's title (and current company), stated years and skills. */
export function summaryOf(f: { title: string | null; company: string | null; years: number | null; skills: string[] }): string {
  const parts: string[] = [];
  const years = f.years !== null && f.years > 0 ? `${plural(f.years, 'year')} of experience` : null;
  if (f.title) parts.push(`${f.title}${f.company ? ` at ${f.company}` : ''}${years ? ` with ${years}` : ''}.`);
  else if (years) parts.push(`${years[0]!.toUpperCase()}${years.slice(1)}.`);
  if (f.skills.length > 0) parts.push(`Skilled in ${listed(f.skills)}.`);
  return parts.join(' ');
}

const WORD = /[a-z0-9+#]+/g;
/** Seniority and filler words do not make two titles closer. */
const TITLE_NOISE = new Set([
  'senior',
  'sr',
  'junior',
  'jr',
  'staff',
  'principal',
  'lead',
  'associate',
  'i',
  'ii',
  'iii',
  'iv',
  'of',
  'and',
  'the',
  'a',
  'at',
]);
const titleWords = (s: string) => new Set((s.toLowerCase().match(WORD) ?? []).filter((w) => !TITLE_NOISE.has(w)));

/** How close a position's title is to the job's (0–1): the share of words they have in common. */
export function titleCloseness(position: string, job: Pick<JobData, 'title' | 'catalogTitle'>): number {
  const p = titleWords(position);
  if (p.size === 0) return 0;
  return Math.max(
    ...[job.title, job.catalogTitle ?? ''].map((t) => {
      const j = titleWords(t);
      if (j.size === 0) return 0;
      const common = [...p].filter((w) => j.has(w)).length;
      return common / Math.max(p.size, j.size);
    }),
  );
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The job's wanted skills: its catalogue skills first (their order), then member skills its description names. */
function wantedSkillIndex(job: JobData, memberSkills: string[]): Map<string, number> {
  const order = new Map<string, number>();
  for (const s of job.skills) if (!order.has(normFact(s))) order.set(normFact(s), order.size);
  const text = job.descriptionText.normalize('NFKC');
  for (const s of memberSkills) {
    if (order.has(normFact(s)) || s.length < 2) continue;
    if (new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(s)}(?![\\p{L}\\p{N}+#])`, 'iu').test(text)) order.set(normFact(s), order.size);
  }
  return order;
}

/**
 * The member's resume, tailored to `job` when one is given. Always: contact details they stored,
 * schools, and a summary sentence from stored facts. Untailored: positions most recent first and
 * skills in the member's own order. Tailored: the job's skills the member has first, in their own
 * group; the positions whose titles are closest to the job's first (shown as relevant experience,
 * each with its length from its own dates), the others after, both most recent first; the summary
 * naming the member's skills the job asks for. Nothing is added: only stored facts, reordered.
 */
export function buildResume(member: MemberData, now: Date, job: JobData | null = null): JsonResume {
  const positions = positionsOf(member);
  let work: Work[] = positions.map((p) => ({
    name: p.company,
    ...(p.title ? { position: p.title } : {}),
    ...(p.from ? { startDate: p.from } : {}),
    // No end date is the JSON Resume way of saying current; an unstated end is left out too.
    ...(typeof p.to === 'string' ? { endDate: p.to } : {}),
    highlights: [],
  }));
  // The profile's company, when no position names it and none is current: where the member works now.
  const company = clean(member.company);
  if (company && !positions.some((p) => p.to === null) && !positions.some((p) => normFact(p.company) === normFact(company))) {
    work.unshift({ name: company, highlights: [] });
  }
  work = work.slice(0, RESUME_LIMITS.work);

  const skills = skillsOf(member).slice(0, RESUME_LIMITS.skills);
  let skillGroups: JsonResume['skills'] = skills.length > 0 ? [{ name: api.RESUME_SKILL_GROUPS.all, keywords: skills }] : [];
  let summarySkills = skills;
  let relevantWork = 0;
  if (job) {
    const wanted = wantedSkillIndex(job, skills);
    const matching = skills.filter((s) => wanted.has(normFact(s))).sort((a, b) => wanted.get(normFact(a))! - wanted.get(normFact(b))!);
    const other = skills.filter((s) => !wanted.has(normFact(s)));
    if (matching.length > 0) {
      skillGroups = [
        { name: api.RESUME_SKILL_GROUPS.matching, keywords: matching },
        ...(other.length > 0 ? [{ name: api.RESUME_SKILL_GROUPS.other, keywords: other }] : []),
      ];
      summarySkills = matching;
    }
    const relevant: Work[] = [];
    const rest: Work[] = [];
    for (const w of work) {
      if (w.position && titleCloseness(w.position, job) >= RELEVANT_TITLE_SCORE) {
        const months = monthsIn(w, now);
        relevant.push({ ...w, highlights: months ? [`${lengthText(months)} as ${w.position}`] : [] });
      } else rest.push(w);
    }
    work = [...relevant, ...rest];
    // Shown as a group of its own only when there are others to set it apart from.
    relevantWork = rest.length > 0 ? relevant.length : 0;
  }

  const current = positions.find((p) => p.to === null && p.title);
  const label = current?.title || positions.find((p) => p.title)?.title || clean(member.sources.flatMap((s) => s.titles)[0]);
  const name = clean(member.name) || clean(member.sources.find((s) => clean(s.name))?.name);
  const phone = clean(member.phoneNo) || clean(member.contactNo);
  const summary = summaryOf({
    title: label || null,
    company: current ? current.company : null,
    years: yearsOf(member),
    skills: summarySkills.slice(0, RESUME_LIMITS.summarySkills),
  });
  return {
    $schema: JSON_RESUME_SCHEMA,
    basics: {
      name,
      ...(label ? { label } : {}),
      ...(clean(member.email) ? { email: clean(member.email) } : {}),
      ...(phone ? { phone } : {}),
      ...(summary ? { summary } : {}),
      ...(member.linkedinUrl ? { profiles: [{ network: 'LinkedIn', url: member.linkedinUrl }] } : {}),
    },
    work,
    education: schoolsOf(member)
      .slice(0, RESUME_LIMITS.education)
      .map((institution) => ({ institution })),
    skills: skillGroups,
    meta: { version: 'v1.0.0', lastModified: now.toISOString(), relevantWork },
  };
}

/** "Asha-Rao-resume-v2.pdf": the member's name in plain letters, the version. */
export function resumeFileName(name: string, version: number) {
  const base = name
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${base ? `${base}-` : ''}resume-v${version}.pdf`;
}
