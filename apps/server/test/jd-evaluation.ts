import { readFileSync } from 'node:fs';
import { titleSlug } from '@paysight/contract';
import { DEMO_TITLES } from '@paysight/db/demo';
import { matchJobDescription, type FamilyRef } from '../src/modules/benchmarking/jd-match.rules.js';

/**
 * Measuring the job-description matcher (jd-match.rules.ts) on labelled sets: shared by its unit
 * test and the bench (bench/benchmarking-seed.ts), so that both report the same figures.
 */

/**
 * A job description labelled by hand with its job family (a slug) and standard level (1 Entry … 8
 * Distinguished, STANDARD_LEVELS in the contract). `family: null, level: null`: a text an analyst
 * would send back for review (too vague, outside every family, or two roles at once); `level: null`
 * alone: the family is clear but the level cannot be told (one posting for every level). `note`
 * gives the reason for a label that is not obvious from the text. Fictional companies throughout;
 * ids are stable.
 */
export interface LabelledJd {
  id: string;
  text: string;
  family: string | null;
  level: number | null;
  note?: string;
}

const readSet = (name: string): readonly LabelledJd[] =>
  JSON.parse(readFileSync(new URL(`./fixtures/jd-match/${name}`, import.meta.url), 'utf8')) as LabelledJd[];

/**
 * The held-out set, written without sight of the matcher as a realistic sample of what employers
 * paste: full postings, two-line ones, Indian and US conventions, recruiter-speak, typos, and titles
 * that mislead. Labels are what a compensation analyst would choose: scope and years decide the
 * level where they disagree with the title; managers map by scope (one team ≈ 4, senior manager ≈ 5,
 * director ≈ 6, senior director / VP ≈ 7).
 */
export const JD_LABELLED = readSet('jd-labelled.json');

/**
 * The development set: postings written to look like real ones (Indian and US boards, full texts and
 * title-plus-a-few-lines), labelled by hand. The matcher's lexicon and threshold were tuned on these;
 * the held-out set measures it honestly. Ids starting "late-" were written after the matcher and
 * added whatever it answered. A null family: the posting should not be answered (off-catalogue,
 * vague, gibberish).
 */
export const JD_DEV = readSet('jd-dev.json');

export interface JdEvaluation {
  total: number;
  answered: number;
  abstained: number;
  abstentionRate: number;
  precisionFamily: number;
  precisionFamilyLevel: number;
  levelWithinOne: number;
  nullsAbstained: number;
  nulls: number;
}

/** The product's job families as the demo catalogue seeds them (slug from the name, as insertJobFamily makes it). */
export const DEMO_FAMILIES: readonly FamilyRef[] = Object.entries(DEMO_TITLES).map(([name, titles]) => ({
  slug: titleSlug(name),
  name,
  titles,
}));

const round3 = (x: number) => Math.round(x * 1000) / 1000;

/** Precision and abstention over a labelled set (labels of null mean "should not be answered"). */
export function evaluateJdMatcher(
  set: readonly { text: string; family: string | null; level: number | null }[],
  families: readonly FamilyRef[],
): JdEvaluation {
  let answered = 0;
  let familyLabelled = 0;
  let familyRight = 0;
  let levelLabelled = 0;
  let pairRight = 0;
  let withinOne = 0;
  let nulls = 0;
  let nullsAbstained = 0;
  for (const entry of set) {
    const result = matchJobDescription(entry.text, families);
    const top = result.status === 'matched' ? result.candidates[0] : undefined;
    if (entry.family === null) {
      nulls++;
      if (!top) nullsAbstained++;
    }
    if (!top) continue;
    answered++;
    if (entry.family === null) continue;
    familyLabelled++;
    if (top.family === entry.family) familyRight++;
    if (entry.level === null) continue;
    levelLabelled++;
    if (top.family === entry.family && top.level === entry.level) pairRight++;
    if (top.family === entry.family && Math.abs(top.level - entry.level) <= 1) withinOne++;
  }
  const ratio = (a: number, b: number) => (b === 0 ? 0 : round3(a / b));
  return {
    total: set.length,
    answered,
    abstained: set.length - answered,
    abstentionRate: ratio(set.length - answered, set.length),
    precisionFamily: ratio(familyRight, familyLabelled),
    precisionFamilyLevel: ratio(pairRight, levelLabelled),
    levelWithinOne: ratio(withinOne, levelLabelled),
    nullsAbstained,
    nulls,
  };
}
