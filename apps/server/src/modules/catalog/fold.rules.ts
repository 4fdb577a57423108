/**
 * Text folding: what every name typed, imported or read is compared as, on every screen and in
 * every importer, so "Nestlé", "NESTLE" and "nestle" are one name. Pure functions, no database.
 *
 * A name is folded to lower case, accents removed ("Nestlé" → "nestle"), apostrophes dropped
 * ("McDonald's" → "mcdonalds") and every other run of punctuation turned into one space. Letters
 * of any script are kept.
 */

const COMBINING_MARKS = /\p{M}+/gu;
const APOSTROPHES = /['’`´]/g;
const SEPARATORS = /[^\p{L}\p{N}]+/gu;

const ASCII = /^[\x20-\x7e]*$/;

/** The text without accents ("Zoë Ångström" → "Zoe Angstrom"), case kept: the base of every fold. */
export function stripMarks(text: string): string {
  // Most names are plain ASCII: skip the Unicode decomposition for them.
  return ASCII.test(text) ? text : text.normalize('NFKD').replace(COMBINING_MARKS, '');
}

export function fold(text: string): string {
  const ascii = ASCII.test(text);
  let s = stripMarks(text).toLowerCase();
  s = s
    .replace(APOSTROPHES, '')
    .replace(/\+\+/g, 'pp') // "C++" → "cpp", not "c"
    .replace(/\b([cf])#/g, '$1sharp'); // "C#" → "csharp"
  return (ascii ? s.replace(/[^a-z0-9]+/g, ' ') : s.replace(SEPARATORS, ' ')).trim();
}

/** Legal forms at the end of an employer's name, folded; longest first. */
const LEGAL_SUFFIXES = [
  ['private', 'limited'],
  ['pvt', 'ltd'],
  ['pte', 'ltd'],
  ['pty', 'ltd'],
  ['incorporated'],
  ['corporation'],
  ['company'],
  ['limited'],
  ['private'],
  ['gmbh'],
  ['corp'],
  ['inc'],
  ['llc'],
  ['llp'],
  ['ltd'],
  ['plc'],
  ['pvt'],
  ['co'],
  ['ag'],
  ['bv'],
  ['nv'],
  ['sa'],
];

/** Drops legal forms from the end of folded words ("infosys ltd" → "infosys"); never empties the name. */
export function stripLegalSuffixes(words: readonly string[]): string[] {
  const out = [...words];
  let changed = true;
  while (changed) {
    changed = false;
    for (const suffix of LEGAL_SUFFIXES) {
      if (out.length <= suffix.length) continue;
      if (suffix.every((w, i) => out[out.length - suffix.length + i] === w)) {
        out.length -= suffix.length;
        changed = true;
      }
    }
  }
  return out;
}

const INITIALS_SKIP = new Set(['of', 'and', 'the', 'for', 'at', 'in', 'de']);

/** Initials of a multi-word name ("tata consultancy services" → "tcs"); null for one word. */
export function initials(words: readonly string[]): string | null {
  const significant = words.filter((w) => !INITIALS_SKIP.has(w));
  if (significant.length < 2) return null;
  return significant.map((w) => w[0]).join('');
}

const ROMAN: Record<string, string> = { i: '1', ii: '2', iii: '3', iv: '4', v: '5', vi: '6' };
const ARABIC: Record<string, string> = Object.fromEntries(Object.entries(ROMAN).map(([r, a]) => [a, r]));

/** "sde ii" ↔ "sde 2": the other spelling of a ladder name, or null when it has no numeral. */
export function numeralVariant(folded: string): string | null {
  const words = folded.split(' ');
  // A lone "i"/"v" only counts after another word ("sde i"), never as the whole name.
  if (words.length < 2) return null;
  let changed = false;
  const out = words.map((w, i) => {
    if (i === 0) return w;
    const swap = ROMAN[w] ?? ARABIC[w];
    if (swap) changed = true;
    return swap ?? w;
  });
  return changed ? out.join(' ') : null;
}
