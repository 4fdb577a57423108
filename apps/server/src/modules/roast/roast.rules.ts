import { formatCompact, ordinal, type api, type Region } from '@paysight/contract';
import type { Persona, RoastView } from './roast-personas.rules.js';

/**
 * What a roast may say, and nothing else (docs/decisions/025-llm-provider.md). The facts of a
 * career are built field by field from the member's own data and our aggregates: title, employer,
 * years, skills, and where their pay stands in its slice. Nothing about the person (gender, age,
 * date of birth, ethnicity, religion, disability, marital status) is ever copied in, so no writer,
 * offline or model, can be told it.
 */

export type PayFacts =
  | {
      outcome: 'ranked';
      countryCode: Region;
      /** The member's yearly total pay. */
      total: number;
      /** Percent of the slice paid less (ties counting half). */
      percentile: number;
      median: number;
      /** "Software Engineer at Acme in Bengaluru": the slice compared with. */
      sliceLabel: string;
      sliceCount: number;
    }
  /** Fewer than MIN_SLICE published salaries even for the title: no figure at all. */
  | { outcome: 'too-few'; minSlice: number }
  /** Their pay is held for review: no standing yet. */
  | { outcome: 'not-counted' }
  | { outcome: 'none' };

/** What a member's contribution standing lets a writer say of their pay (nothing from a slice under MIN_SLICE). */
export function payFactsOfStanding(standing: api.ContributionStanding, minSlice: number): PayFacts {
  if (standing.outcome === 'ranked' && standing.slice && standing.market && standing.percentileRank !== null) {
    return {
      outcome: 'ranked',
      countryCode: standing.countryCode,
      total: standing.total,
      percentile: standing.percentileRank,
      median: standing.market.p50,
      sliceLabel: standing.slice.label,
      sliceCount: standing.slice.count,
    };
  }
  if (standing.outcome === 'not-counted') return { outcome: 'not-counted' };
  return { outcome: 'too-few', minSlice };
}

export interface CareerFacts {
  source: 'profile' | 'resume';
  title: string | null;
  company: string | null;
  experienceYears: number | null;
  /** The first few skills, in the member's order. */
  skills: string[];
  skillCount: number;
  /** From a resume: positions and employers it lists. */
  positionCount: number | null;
  employerCount: number | null;
  pay: PayFacts;
}

/** Skills named in a roast at most. */
export const TOP_SKILLS = 3;

/** What the career facts are built from: the allowed fields only, whatever else the caller's record holds. */
export interface CareerInput {
  source: 'profile' | 'resume';
  title?: string | null;
  company?: string | null;
  experienceYears?: number | null;
  skills?: string[];
  positionCount?: number | null;
  employerCount?: number | null;
  pay: PayFacts;
}

export function careerFacts(input: CareerInput): CareerFacts {
  const skills = [...new Set((input.skills ?? []).map((s) => s.trim()).filter(Boolean))];
  const clean = (s: string | null | undefined) => (s && s.trim() ? s.trim() : null);
  return {
    source: input.source,
    title: clean(input.title),
    company: clean(input.company),
    experienceYears: input.experienceYears ?? null,
    skills: skills.slice(0, TOP_SKILLS),
    skillCount: skills.length,
    positionCount: input.positionCount ?? null,
    employerCount: input.employerCount ?? null,
    pay: input.pay,
  };
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Every number a roast may quote, as the text writes it. */
export function figuresOf(facts: CareerFacts): api.RoastFigure[] {
  const out: api.RoastFigure[] = [];
  if (facts.experienceYears !== null)
    out.push({
      key: 'experience',
      label: 'Years of experience',
      value: facts.experienceYears,
      display: plural(facts.experienceYears, 'year', 'years'),
    });
  if (facts.skillCount > 0)
    out.push({ key: 'skills', label: 'Skills listed', value: facts.skillCount, display: plural(facts.skillCount, 'skill', 'skills') });
  if (facts.positionCount !== null && facts.positionCount > 0)
    out.push({
      key: 'positions',
      label: 'Positions on the resume',
      value: facts.positionCount,
      display: plural(facts.positionCount, 'position', 'positions'),
    });
  if (facts.employerCount !== null && facts.employerCount > 0)
    out.push({
      key: 'employers',
      label: 'Employers on the resume',
      value: facts.employerCount,
      display: plural(facts.employerCount, 'employer', 'employers'),
    });
  const pay = facts.pay;
  if (pay.outcome === 'ranked') {
    const cc = pay.countryCode;
    out.push(
      { key: 'pay', label: 'Your total pay a year', value: pay.total, display: formatCompact(pay.total, cc) },
      { key: 'percentile', label: `Your percentile among ${pay.sliceLabel}`, value: pay.percentile, display: ordinal(pay.percentile) },
      { key: 'median', label: `The median for ${pay.sliceLabel}`, value: pay.median, display: formatCompact(pay.median, cc) },
      { key: 'slice-count', label: 'Published salaries in that slice', value: pay.sliceCount, display: String(pay.sliceCount) },
    );
  } else if (pay.outcome === 'too-few') {
    out.push({
      key: 'min-slice',
      label: 'Published salaries a slice needs before we compare',
      value: pay.minSlice,
      display: String(pay.minSlice),
    });
  }
  return out;
}

/** The names a roast may repeat (digits inside them are not figures: "L5", "Web3"). */
export function namesOf(facts: CareerFacts): string[] {
  return [facts.title, facts.company, ...facts.skills, facts.pay.outcome === 'ranked' ? facts.pay.sliceLabel : null].filter(
    (n): n is string => n !== null,
  );
}

const bandOf = (percentile: number): 'low' | 'mid' | 'high' => (percentile < 40 ? 'low' : percentile < 75 ? 'mid' : 'high');

/** The facts as the templates write them. */
export function viewOf(facts: CareerFacts): RoastView {
  const shown = new Map(figuresOf(facts).map((f) => [f.key, f.display]));
  const at = (key: string) => shown.get(key) ?? null;
  const pay = facts.pay;
  const top = facts.skills.length > 0 ? facts.skills.join(', ') : null;
  return {
    title: facts.title,
    company: facts.company,
    years: at('experience'),
    skillCount: at('skills'),
    topSkills: top,
    positions: at('positions'),
    employers: at('employers'),
    pay:
      pay.outcome === 'ranked'
        ? {
            outcome: 'ranked',
            band: bandOf(pay.percentile),
            total: at('pay')!,
            percentile: at('percentile')!,
            median: at('median')!,
            slice: pay.sliceLabel,
            count: at('slice-count')!,
          }
        : pay.outcome === 'too-few'
          ? { outcome: 'too-few', minSlice: at('min-slice')! }
          : pay.outcome === 'not-counted'
            ? { outcome: 'not-counted' }
            : { outcome: 'none', source: facts.source },
  };
}

/**
 * Words for protected traits. A roast never uses them: the offline templates are tested against
 * this list, and a model's text using one is replaced by the offline text.
 */
const PROTECTED_WORDS = [
  // gender
  'gender',
  'genders',
  'female',
  'male',
  'woman',
  'women',
  'man',
  'men',
  'girl',
  'girls',
  'boy',
  'boys',
  'lady',
  'ladies',
  'gentleman',
  'gentlemen',
  'non-binary',
  'nonbinary',
  'he',
  'she',
  'him',
  'her',
  'his',
  'hers',
  // age and birth
  'age',
  'aged',
  'ageing',
  'aging',
  'old',
  'older',
  'oldest',
  'young',
  'younger',
  'youngest',
  'youth',
  'elderly',
  'boomer',
  'boomers',
  'millennial',
  'millennials',
  'zoomer',
  'gen z',
  'born',
  'birth',
  'birthday',
  'dob',
  'date of birth',
  // ethnicity and race
  'ethnic',
  'ethnicity',
  'race',
  'racial',
  'caste',
  'skin',
  // religion
  'religion',
  'religious',
  'faith',
  'hindu',
  'muslim',
  'christian',
  'sikh',
  'jewish',
  'buddhist',
  'jain',
  // disability
  'disability',
  'disabled',
  'handicapped',
  'wheelchair',
  // marital status
  'marital',
  'married',
  'marriage',
  'unmarried',
  'divorced',
  'widowed',
  'spouse',
  'wife',
  'husband',
];
const PROTECTED = new RegExp(
  `(?<![\\p{L}\\p{N}-])(?:${PROTECTED_WORDS.map((w) => w.replace(/[-\s]/g, '[-\\s]?')).join('|')})(?![\\p{L}\\p{N}-])`,
  'giu',
);

/** The protected-trait words a text uses (lower case, each once). */
export function protectedTraitWords(text: string): string[] {
  return [...new Set([...text.matchAll(PROTECTED)].map((m) => m[0].toLowerCase()))];
}

/** The model's instructions: the persona's voice and the rules every roast keeps. */
export function roastSystemPrompt(persona: Persona): string {
  return [
    `You are ${persona.name}, writing a short, funny career roast. ${persona.style}`,
    'Roast the career only: the job title, the employer, the years of experience, the skills and where the pay stands in its slice.',
    'Never mention, guess or allude to gender, age, date of birth, ethnicity, race, religion, disability, marital status, family, appearance, health or nationality; address the reader as "you" only.',
    'Quote only the figures listed, written exactly as displayed there. Write no other number: no digits, no years, no counts, no list numbering.',
    'Write one paragraph of five to seven sentences, witty but never cruel, ending with one piece of useful career advice. Plain text, no markdown.',
  ].join('\n');
}

/** What to roast: the facts, each figure as displayed. */
export function roastPrompt(facts: CareerFacts, figures: api.RoastFigure[]): string {
  const pay = facts.pay;
  const lines = [
    `Source: ${facts.source === 'resume' ? 'an uploaded resume' : 'the member’s profile'}`,
    `Title: ${facts.title ?? 'not given'}`,
    `Employer: ${facts.company ?? 'not given'}`,
    `Skills named: ${facts.skills.length > 0 ? facts.skills.join(', ') : 'none'}`,
    pay.outcome === 'ranked'
      ? `Pay compared with: ${pay.sliceLabel}`
      : pay.outcome === 'too-few'
        ? 'Pay: the slice has too few published salaries to compare; say so'
        : pay.outcome === 'not-counted'
          ? 'Pay: held for review, no standing yet'
          : 'Pay: not given',
    'Figures (quote only these, as displayed):',
    ...figures.map((f) => `- ${f.label}: ${f.display}`),
  ];
  return lines.join('\n');
}
