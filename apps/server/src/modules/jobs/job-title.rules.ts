import { stripMarks } from '../catalog/fold.rules.js';

/**
 * What a posted title says that the catalogue does not: a key that tells the same job apart on two
 * boards, and its words for comparing titles. Which catalogue title and level a title is, is the
 * catalogue's (catalog.rules.ts createTitleMatcher, levels.rules.ts seniorityOf).
 */

// The key keeps "+" and "#" ("C++", "C#") and reads "&" as "and": keys already stored were made so.
const fold = (s: string) =>
  stripMarks(s)
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9+#]+/g, ' ')
    .trim();

/**
 * The same job's title on two boards folds to one key: lower case, punctuation and seniority kept
 * (a senior and a junior opening are two jobs), parenthesised remarks ("(Remote)") and requisition
 * numbers dropped.
 */
export function titleKey(title: string): string {
  return fold(title.replace(/\([^)]*\)|\[[^\]]*\]/g, ' ').replace(/\b(req|r|jr)?[-#]?\d{4,}\b/gi, ' '))
    .replace(/\b(remote|hybrid)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A title's words for comparing titles (matching's title part): lower case, seniority and filler words dropped. */
export const titleWordsOf = (title: string): string[] =>
  title
    .toLowerCase()
    .split(/[^a-z0-9+#]+/)
    .filter((w) => w.length > 1 && !STOP_WORDS.has(w));
const STOP_WORDS = new Set([
  'and',
  'of',
  'the',
  'for',
  'in',
  'at',
  'to',
  'ii',
  'iii',
  'iv',
  'sr',
  'jr',
  'senior',
  'junior',
  'lead',
  'staff',
  'principal',
]);
