/**
 * Levels in text, on the standard scale (1 entry … 8 distinguished): what a title states ("Sr.",
 * "SDE 2", "Staff"), what a level column holds ("3", "Senior Staff", "Sr"), and the keys a
 * company's own level name is compared by ("SDE 2" is Amazon's "SDE II"). Pure.
 */
import { STANDARD_LEVELS } from '@paysight/contract';
import { fold, numeralVariant } from './fold.rules.js';

/** Seniority words, most specific first ("senior staff" before "staff" and "senior"). */
const SENIORITY: [RegExp, number][] = [
  [/\b(distinguished|fellow)\b/, 8],
  [/\bsenior principal\b/, 7],
  [/\bprincipal\b/, 6],
  [/\bsenior staff\b/, 5],
  [/\b(staff|lead)\b/, 4],
  [/\b(senior|sr)\b|\b(iii)\b/, 3],
  [/\b(mid level|ii)\b/, 2],
  [/\b(junior|jr|entry level|graduate|new grad|associate|intern|internship|i)\b/, 1],
];

/** A ladder's number after the title ("SDE 2", "Software Engineer 3"): read as its Roman numeral. */
const TRAILING_NUMBER = /^(.*\S) ([1-3])$/;
const ROMAN = ['', 'i', 'ii', 'iii'];

/** The standard level a title states ("Senior Software Engineer" → 3, "SDE 2" → 2); null when it states none. */
export function seniorityOf(title: string): number | null {
  let t = fold(title);
  const numbered = TRAILING_NUMBER.exec(t);
  if (numbered) t = `${numbered[1]} ${ROMAN[Number(numbered[2])]}`;
  for (const [pattern, level] of SENIORITY) if (pattern.test(t)) return level;
  return null;
}

const LEVEL_BY_NAME = new Map(STANDARD_LEVELS.map((l) => [fold(l.name), l.level]));

/**
 * A level as a level column or field holds it: the standard level's number (1–8) or name ("Senior
 * Staff"), else the seniority the words state ("Sr" → 3, "Lead" → 4). A company's own names ("L5")
 * mean nothing here.
 */
export function parseStandardLevel(text: string | number): number | null {
  const s = String(text).trim().toLowerCase();
  if (/^[1-8](\.0+)?$/.test(s)) return Number(s);
  return LEVEL_BY_NAME.get(fold(s)) ?? seniorityOf(s);
}

/** The keys a company's own level name is compared by: folded, and with its numeral in the other spelling ("sde 2", "sde ii"). */
export function levelNameKeys(name: string): string[] {
  const f = fold(name);
  if (!f) return [];
  const variant = numeralVariant(f);
  return variant ? [f, variant] : [f];
}

/** The standard level of a company's own level name among its rungs ("SDE 2" is the rung "SDE II"); null when it has no such rung. */
export function rungLevelOf(rungs: readonly { name: string; standardLevel: number }[], name: string): number | null {
  const keys = new Set(levelNameKeys(name));
  return rungs.find((r) => levelNameKeys(r.name).some((k) => keys.has(k)))?.standardLevel ?? null;
}
