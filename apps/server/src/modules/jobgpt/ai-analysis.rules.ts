import { formatCompact, groupDigits, ordinal, type api } from '@paysight/contract';
import { protectedTraitWords, type PayFacts } from '../roast/roast.rules.js';
import { titleWordsOf, type HuntForMatching } from './match.rules.js';

/**
 * JobGPT's AI analysis of one job (SPEC §7 Jobs; docs/decisions/025-llm-provider.md): what a text
 * may say and the offline templates that say it. Every figure a text quotes is one of `figures`
 * (the match, the member's years and pay standing, the job's pay, the company's median for the
 * title), already displayed; a template writes no number of its own. The facts are built field by
 * field from the member's data and our aggregates: nothing about the person (gender, age, date of
 * birth, ethnicity…) is ever among them, and a template names no such trait.
 */

/** The job's yearly pay: the employer's posted range, or our estimate (p25–p75 of base) labelled as ours. */
export interface JobPayFacts {
  source: 'posted' | 'estimate';
  min: number;
  max: number;
  currency: string;
}

/** What the salary data says the job's company pays for its title (only from MIN_SLICE salaries or more). */
export interface CompanyMedianFacts {
  title: string;
  medianTotal: number;
  count: number;
  currency: 'INR' | 'USD';
}

export interface AnalysisFacts {
  job: {
    title: string;
    company: string;
    /** Catalogue skills the posting names. */
    skills: string[];
    skillCount: number;
    daysSinceUpdate: number;
  };
  member: {
    /** The title of their current salary, if they gave one. */
    title: string | null;
    years: number | null;
  };
  match: api.MatchExplanation;
  /** What the match was made with: one of the member's hunts, or their profile alone. */
  basis: { kind: 'hunt'; name: string } | { kind: 'profile' };
  /** The hunt's minimum pay (the pay part's words quote it). */
  minPay: { amount: number; currency: 'INR' | 'USD' } | null;
  jobPay: JobPayFacts | null;
  companyMedian: CompanyMedianFacts | null;
  /** Where the member's own pay stands in its slice (contributions' standing, MIN_SLICE kept). */
  pay: PayFacts;
}

/** One figure a text may quote: its value (what the guard compares) and how the text writes it. */
export interface AnalysisFigure {
  key: string;
  label: string;
  value: number;
  display: string;
}

/** Skills named one by one in a text at most. */
export const SKILLS_NAMED = 6;
/** Questions asked about the job's skills at most. */
const SKILL_QUESTIONS = 5;

const percent = (v: number) => Math.round(v * 100);
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Money as the product shows it: compact in rupees or dollars, grouped digits with the code otherwise. */
export function money(amount: number, currency: string): string {
  if (currency === 'INR') return formatCompact(amount, 'in');
  if (currency === 'USD') return formatCompact(amount, 'us');
  return `${currency} ${groupDigits(amount, 'us')}`;
}

/** Every number an analysis may quote, as the text writes it. */
export function figuresOf(facts: AnalysisFacts): AnalysisFigure[] {
  const out: AnalysisFigure[] = [];
  const add = (key: string, label: string, value: number, display: string) => out.push({ key, label, value, display });
  add('score', 'Match score (percent)', percent(facts.match.score), `${percent(facts.match.score)}%`);
  for (const part of facts.match.parts)
    add(`part-${part.key}`, `${part.label} part of the match (percent)`, percent(part.value), `${percent(part.value)}%`);
  add('skills-asked', 'Skills the posting asks for', facts.job.skillCount, String(facts.job.skillCount));
  add('skills-matching', 'Of those, skills you have', facts.match.matchingSkills.length, String(facts.match.matchingSkills.length));
  add('skills-missing', 'Of those, skills you have not listed', facts.match.missingSkills.length, String(facts.match.missingSkills.length));
  add('days-since-update', 'Days since the posting was updated', facts.job.daysSinceUpdate, String(facts.job.daysSinceUpdate));
  if (facts.member.years !== null)
    add('years', 'Your years of experience', facts.member.years, plural(facts.member.years, 'year', 'years'));
  if (facts.minPay) add('hunt-min-pay', 'Your hunt’s minimum pay', facts.minPay.amount, money(facts.minPay.amount, facts.minPay.currency));
  if (facts.jobPay) {
    const whose = facts.jobPay.source === 'posted' ? 'posted by the employer' : 'our estimate of base pay';
    add('job-pay-min', `The job’s yearly pay, low end (${whose})`, facts.jobPay.min, money(facts.jobPay.min, facts.jobPay.currency));
    add('job-pay-max', `The job’s yearly pay, high end (${whose})`, facts.jobPay.max, money(facts.jobPay.max, facts.jobPay.currency));
  }
  if (facts.companyMedian) {
    const m = facts.companyMedian;
    add('company-median', `${facts.job.company}’s median total pay for ${m.title}`, m.medianTotal, money(m.medianTotal, m.currency));
    add('company-median-count', `Salaries behind that median`, m.count, String(m.count));
  }
  const pay = facts.pay;
  if (pay.outcome === 'ranked') {
    add('pay', 'Your total pay a year', pay.total, formatCompact(pay.total, pay.countryCode));
    add('percentile', `Your percentile among ${pay.sliceLabel}`, pay.percentile, ordinal(pay.percentile));
    add('median', `The median for ${pay.sliceLabel}`, pay.median, formatCompact(pay.median, pay.countryCode));
    add('slice-count', 'Published salaries in your slice', pay.sliceCount, String(pay.sliceCount));
  } else if (pay.outcome === 'too-few') {
    add('min-slice', 'Published salaries a slice needs before we compare', pay.minSlice, String(pay.minSlice));
  }
  return out;
}

/** The figures as the response carries them: numbers by key, and the words that say what they are about. */
export function figureRecord(facts: AnalysisFacts, figures: AnalysisFigure[]): Record<string, string | number> {
  const record: Record<string, string | number> = Object.fromEntries(figures.map((f) => [f.key, f.value]));
  if (facts.jobPay) {
    record['job-pay-source'] = facts.jobPay.source === 'posted' ? 'posted' : 'our estimate';
    record['job-pay-currency'] = facts.jobPay.currency;
  }
  if (facts.companyMedian) record['company-median-title'] = facts.companyMedian.title;
  if (facts.pay.outcome === 'ranked') record['slice'] = facts.pay.sliceLabel;
  record['matched-with'] = facts.basis.kind === 'hunt' ? `your hunt “${facts.basis.name}”` : 'your profile';
  return record;
}

/** The names a text may repeat (digits inside them are not figures: "L5", "Web3"). */
export function namesOf(facts: AnalysisFacts): string[] {
  return [
    facts.job.title,
    facts.job.company,
    ...facts.job.skills,
    facts.member.title,
    facts.companyMedian?.title ?? null,
    facts.pay.outcome === 'ranked' ? facts.pay.sliceLabel : null,
    facts.basis.kind === 'hunt' ? facts.basis.name : null,
  ].filter((n): n is string => n !== null && n.length > 0);
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The protected-trait words a text uses, leaving out the names it was given (a company called
 * "Jain Irrigation" is a name, not a trait).
 */
export function traitWordsOf(text: string, names: string[]): string[] {
  let out = text;
  for (const name of [...new Set(names)].sort((a, b) => b.length - a.length)) out = out.replace(new RegExp(escapeRegExp(name), 'gi'), ' ');
  return protectedTraitWords(out);
}

/**
 * Whether the member's focus note may be used: a note naming a protected trait is left out for
 * every writer (the facts never hold one), the rest goes to a model as the member's own words.
 */
export function focusUsable(focus: string | undefined): string | null {
  const text = focus?.trim();
  if (!text) return null;
  return protectedTraitWords(text).length > 0 ? null : text;
}

/** The offline writer quotes the focus note back only when it holds no number (every figure comes from the facts). */
function focusLine(focus: string | null): string | null {
  if (!focus || /\p{N}/u.test(focus)) return null;
  return `You asked us to keep in mind: “${focus.replace(/[“”"]/g, '')}”.`;
}

/** "A", "A and B", "A, B and C". */
export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** Up to SKILLS_NAMED names, and "among others" when there are more (no count the figures do not hold). */
const someOf = (items: readonly string[]) =>
  items.length > SKILLS_NAMED ? `${items.slice(0, SKILLS_NAMED).join(', ')} and others` : listOf(items);

interface View {
  shown: Map<string, string>;
  at: (key: string) => string;
  role: string;
}

function viewOf(facts: AnalysisFacts): View {
  const shown = new Map(figuresOf(facts).map((f) => [f.key, f.display]));
  return { shown, at: (key) => shown.get(key) ?? '', role: `${facts.job.title} at ${facts.job.company}` };
}

function verdictOf(score: number): string {
  if (score >= 0.75) return 'a strong match';
  if (score >= 0.5) return 'a fair match';
  return 'a weak match';
}

function payLines(facts: AnalysisFacts, v: View): string[] {
  const lines: string[] = [];
  const jp = facts.jobPay;
  if (jp) {
    lines.push(
      jp.source === 'posted'
        ? `The employer posts ${v.at('job-pay-min')}–${v.at('job-pay-max')} a year for it.`
        : `It posts no pay; our estimate from the salary data is ${v.at('job-pay-min')}–${v.at('job-pay-max')} a year in base pay (ours, not the employer’s).`,
    );
  } else lines.push('It posts no pay, and we have too few salaries to estimate it.');
  if (facts.companyMedian) {
    lines.push(
      `${facts.job.company} pays a median of ${v.at('company-median')} a year in total for ${facts.companyMedian.title}, from ${v.at('company-median-count')} salaries.`,
    );
  }
  const pay = facts.pay;
  if (pay.outcome === 'ranked') {
    let compare = '';
    const payCurrency = pay.countryCode === 'in' ? 'INR' : 'USD';
    if (jp && jp.currency === payCurrency) {
      compare =
        jp.max < pay.total
          ? ' Its range tops out below what you earn now.'
          : jp.min > pay.total
            ? ' Its whole range is above what you earn now.'
            : ' What you earn now falls inside its range.';
    }
    lines.push(
      `Your own pay, ${v.at('pay')}, is at the ${v.at('percentile')} percentile of ${v.at('slice-count')} published salaries for ${pay.sliceLabel} (median ${v.at('median')}).${compare}`,
    );
  } else if (pay.outcome === 'too-few') {
    lines.push(`Your slice has fewer than ${v.at('min-slice')} published salaries, so we give your pay no percentile.`);
  }
  return lines;
}

function writeFit(facts: AnalysisFacts, v: View, focus: string | null): string {
  const m = facts.match;
  const basis = facts.basis.kind === 'hunt' ? `with your hunt “${facts.basis.name}”` : 'with your profile’s skills and years';
  const lines = [`${v.role}: ${verdictOf(m.score)}, ${v.at('score')} ${basis}.`, 'Part by part:'];
  for (const part of m.parts) lines.push(`- ${part.label} (${v.at(`part-${part.key}`)}): ${part.detail}.`);
  if (m.matchingSkills.length > 0) lines.push(`You already have ${someOf(m.matchingSkills)}.`);
  if (m.missingSkills.length > 0) lines.push(`It also asks for ${someOf(m.missingSkills)}, which you have not listed.`);
  lines.push(...payLines(facts, v));
  const weakest = [...m.parts].sort((a, b) => (1 - b.value) * b.weight - (1 - a.value) * a.weight)[0];
  if (weakest && weakest.value < 1)
    lines.push(`The part that costs you most is ${weakest.label.toLowerCase()}: ${adviceFor(weakest.key, facts)}`);
  else lines.push('Every part fits: apply while the posting is fresh.');
  const f = focusLine(focus);
  if (f) lines.push(f);
  return lines.join('\n');
}

function adviceFor(key: api.MatchPart['key'], facts: AnalysisFacts): string {
  switch (key) {
    case 'skills':
      return facts.match.missingSkills.length > 0
        ? `add the skills you do have to your profile, and close the gap on ${listOf(facts.match.missingSkills.slice(0, 2))}.`
        : 'add your skills to your profile or hunt so matching can count them.';
    case 'title':
      return `say in one line how your current work maps to ${facts.job.title}.`;
    case 'seniority':
      return 'lead with the scope of your work (the teams, systems and decisions you owned) rather than titles.';
    case 'location':
      return 'say up front whether you would move or can work from their office.';
    case 'pay':
      return 'weigh the pay before you apply, and negotiate with the salary data in hand.';
    case 'recency':
      return 'the posting is not fresh; check it is still open before you spend time on it.';
  }
}

const SKILL_ADVICE = [
  (s: string) =>
    `${s}: if you have used it, add it to your profile so matching counts it; if not, build one small project with it and describe the result.`,
  (s: string) => `${s}: take a short course or the official tutorial, then use it on a real task at work or in an open-source project.`,
  (s: string) => `${s}: pair with someone who uses it, and be ready to say in the interview how you would learn it on the job.`,
];

function writeGaps(facts: AnalysisFacts, v: View, focus: string | null): string {
  const m = facts.match;
  const lines: string[] = [];
  if (facts.job.skillCount === 0) lines.push(`The posting for ${v.role} names no skills we know, so there is no skills gap to close.`);
  else if (m.missingSkills.length === 0)
    lines.push(`You list every skill ${v.role} asks for (${v.at('skills-matching')} of ${v.at('skills-asked')}).`);
  else {
    lines.push(
      `Of the ${v.at('skills-asked')} skills ${v.role} asks for, you have not listed ${v.at('skills-missing')}: ${someOf(m.missingSkills)}.`,
      'What to do about each:',
    );
    m.missingSkills.slice(0, SKILLS_NAMED).forEach((s, i) => lines.push(`- ${SKILL_ADVICE[i % SKILL_ADVICE.length]!(s)}`));
  }
  const others = m.parts.filter((p) => p.key !== 'skills' && p.key !== 'recency' && p.value < 1);
  if (others.length > 0) {
    lines.push('Beyond skills:');
    for (const p of others) lines.push(`- ${p.label} (${v.at(`part-${p.key}`)}): ${p.detail}. ${capitalise(adviceFor(p.key, facts))}`);
  }
  if (m.missingSkills.length === 0 && others.length === 0) lines.push('Nothing else stands between you and this job in the match: apply.');
  const f = focusLine(focus);
  if (f) lines.push(f);
  return lines.join('\n');
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function writePitch(facts: AnalysisFacts, v: View): string {
  const m = facts.match;
  const member = facts.member;
  const lines = [`Dear ${facts.job.company} hiring team,`];
  const intro = [`I would like to apply for the ${facts.job.title} role.`];
  if (member.title && member.years !== null) intro.push(`I have ${v.at('years')} of experience and work today as a ${member.title}.`);
  else if (member.years !== null) intro.push(`I bring ${v.at('years')} of experience.`);
  else if (member.title) intro.push(`I work today as a ${member.title}.`);
  if (m.matchingSkills.length > 0)
    intro.push(
      `I work with ${someOf(m.matchingSkills)}: ${v.at('skills-matching')} of the ${v.at('skills-asked')} skills your posting names.`,
    );
  else if (facts.job.skills.length > 0)
    intro.push(`Your posting names ${someOf(facts.job.skills)}, and I am ready to learn what I do not know yet quickly.`);
  lines.push(intro.join(' '));
  lines.push(`I would welcome a conversation about how I can help ${facts.job.company}. Thank you for your time.`);
  return lines.join('\n\n');
}

const SKILL_QUESTION = [
  (s: string) => `How have you used ${s} in production, and what would you do differently now?`,
  (s: string) => `Describe a hard problem you solved with ${s}.`,
  (s: string) => `What are the trade-offs of ${s}, and when would you not use it?`,
];

function writeQuestions(facts: AnalysisFacts, v: View, focus: string | null): string {
  const missing = new Set(facts.match.missingSkills);
  const lines = [`Likely interview questions for ${v.role}:`];
  lines.push(`- Walk us through a project that shows you can do the work of a ${facts.job.title}.`);
  lines.push(`- Why ${facts.job.company}, and why this role now?`);
  facts.job.skills.slice(0, SKILL_QUESTIONS).forEach((s, i) => {
    lines.push(
      missing.has(s)
        ? `- The role asks for ${s}, which you have not listed: how would you get up to speed with it?`
        : `- ${SKILL_QUESTION[i % SKILL_QUESTION.length]!(s)}`,
    );
  });
  lines.push('- Tell us about a time you disagreed with a colleague on a technical decision, and how it was resolved.');
  lines.push('- What would you want to have achieved in your first months here?');
  const f = focusLine(focus);
  if (f) lines.push(f);
  return lines.join('\n');
}

/** The offline text for a command: the same for the same facts, every figure from `figuresOf`. */
export function writeOfflineAnalysis(command: api.AiAnalysisCommand, facts: AnalysisFacts, focus: string | null): string {
  const v = viewOf(facts);
  switch (command) {
    case 'fit':
      return writeFit(facts, v, focus);
    case 'gaps':
      return writeGaps(facts, v, focus);
    case 'pitch':
      return writePitch(facts, v);
    case 'questions':
      return writeQuestions(facts, v, focus);
  }
}

const COMMAND_TASK: Record<api.AiAnalysisCommand, string> = {
  fit: 'Say how well the member fits this job and why: the match score, then each part of the match in words, the skills they have and lack, and what the pay figures say. End with the one thing that would most improve the fit.',
  gaps: 'Name the skills the job asks for that the member has not listed, and for each say concretely what to do about it. Then the other parts of the match that fall short, with advice.',
  pitch:
    'Write a short cover note (under 150 words) from the member to the employer, built only from the member’s facts given here: their years, current title and the skills they have. Claim no skill they lack and quote no pay.',
  questions:
    'List the interview questions the member is most likely to be asked for this job, from its title and skills, including how they would learn the skills they lack. Use "-" bullets.',
};

/** The model's instructions: JobGPT's voice and the rules every analysis keeps. */
export function analysisSystemPrompt(command: api.AiAnalysisCommand): string {
  return [
    'You are JobGPT, a frank, practical career coach writing for one member about one job.',
    COMMAND_TASK[command],
    'Use only the facts listed. Never mention, guess or allude to gender, age, date of birth, ethnicity, race, religion, disability, marital status, family, appearance, health or nationality; address the reader as "you" (in a cover note, write as "I").',
    'Quote only the figures listed, written exactly as displayed there. Write no other number: no digits, no counts, no list numbering (use "-" bullets). Never repeat a number from the member’s own note.',
    'Plain text, no markdown headings or bold.',
  ].join('\n');
}

/** What to write about: the job, the match part by part, the figures as displayed, the member's note. */
export function analysisPrompt(facts: AnalysisFacts, figures: AnalysisFigure[], focus: string | null): string {
  const m = facts.match;
  return [
    `Job: ${facts.job.title} at ${facts.job.company}`,
    `Skills the job names: ${facts.job.skills.length > 0 ? facts.job.skills.join(', ') : 'none we know'}`,
    `Skills the member has among them: ${m.matchingSkills.length > 0 ? m.matchingSkills.join(', ') : 'none'}`,
    `Skills the member has not listed: ${m.missingSkills.length > 0 ? m.missingSkills.join(', ') : 'none'}`,
    `Member’s current title: ${facts.member.title ?? 'not given'}`,
    `Matched with: ${facts.basis.kind === 'hunt' ? `the member’s job hunt “${facts.basis.name}”` : 'the member’s profile (skills and years)'}`,
    'Match parts (label: words):',
    ...m.parts.map((p) => `- ${p.label}: ${p.detail}`),
    facts.jobPay
      ? `Job pay: ${facts.jobPay.source === 'posted' ? 'posted by the employer' : 'our estimate from salary data, say it is ours'}`
      : 'Job pay: none posted or estimated',
    facts.pay.outcome === 'ranked'
      ? `Member’s pay compared with: ${facts.pay.sliceLabel}`
      : facts.pay.outcome === 'too-few'
        ? 'Member’s pay: their slice has too few published salaries to compare'
        : 'Member’s pay: not given',
    'Figures (quote only these, as displayed):',
    ...figures.map((f) => `- ${f.label}: ${f.display}`),
    ...(focus ? [`The member’s own note (keep it in mind; quote no number from it): ${focus}`] : []),
  ].join('\n');
}

/**
 * A hunt made from the member's profile alone, for a member with no hunt: their skills and years,
 * the title of their current salary (if any) as the title they want, anywhere, any pay.
 */
export function huntFromProfile(input: {
  skillIds: readonly number[];
  years: number | null;
  titles: readonly { id: number; name: string; familyId: number }[];
}): HuntForMatching {
  return {
    titleIds: input.titles.map((t) => t.id),
    familyIds: [...new Set(input.titles.map((t) => t.familyId))],
    titleWords: input.titles.map((t) => titleWordsOf(t.name)),
    locationIds: [],
    countryCodes: [],
    companyIds: [],
    excludedCompanyIds: [],
    skillIds: [...new Set(input.skillIds)],
    remote: [],
    minBasePay: null,
    experienceLevels: [],
    yearsOfExperience: input.years,
    needsVisaSponsorship: false,
  };
}
