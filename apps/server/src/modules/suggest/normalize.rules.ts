/**
 * Text folding for typeahead: what a name is compared as. Pure functions, no database.
 *
 * A name is folded to lower case, accents removed ("Nestlé" → "nestle"), apostrophes dropped
 * ("McDonald's" → "mcdonalds") and every other run of punctuation turned into one space. Letters
 * of any script are kept.
 */

const COMBINING_MARKS = /\p{M}+/gu;
const APOSTROPHES = /['’`´]/g;
const SEPARATORS = /[^\p{L}\p{N}]+/gu;

const ASCII = /^[\x20-\x7e]*$/;

export function fold(text: string): string {
  // Most names are plain ASCII: skip the Unicode decomposition and property classes for them.
  const ascii = ASCII.test(text);
  let s = ascii ? text.toLowerCase() : text.normalize('NFKD').replace(COMBINING_MARKS, '').toLowerCase();
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

const CAMEL = /\p{Ll}\p{Lu}|\p{Lu}\p{Lu}\p{Ll}/u;

/** Words a camel-cased brand hides: "LinkedIn" → linked, in; "HCLTech" → hcl, tech; "JPMorgan" → jp, morgan. */
export function camelWords(name: string): string[] {
  if (!CAMEL.test(name)) return [];
  const out: string[] = [];
  for (const token of name.split(/[^\p{L}\p{N}]+/u)) {
    const parts = token.split(/(?<=\p{Ll})(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u);
    if (parts.length > 1) for (const part of parts) out.push(fold(part));
  }
  return out.filter((w) => w.length > 0);
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

/**
 * One searchable name, prepared once when the index is built.
 * - `norm`: the folded name (for employers without legal forms), words joined by one space;
 * - `compact`: `norm` without spaces, so "sales force" finds "Salesforce" and "att" finds "AT&T";
 * - `words`: the name's words, its camel-case parts and its aliases' words (word-prefix matches);
 * - `aliases`: other full names, matched like the name (exact, prefix);
 * - `acronyms`: short forms matched only whole ("tcs");
 * - `extraWords`: secondary words (a city's state), which match below the name's own words.
 */
export interface Doc {
  norm: string;
  compact: string;
  words: string[];
  aliases: string[];
  acronyms: string[];
  extraWords: string[];
}

export interface DocOptions {
  aliases?: readonly string[];
  /** Secondary text matched at a lower tier (a city's state). */
  extra?: string;
  /** Ignore legal forms (Inc, Ltd, Pvt Ltd…) at the end of the name: employers. */
  legalForms?: boolean;
  /** Add the initials of a multi-word name as an acronym. */
  initials?: boolean;
  /** Add "sde 2" for "SDE II" and back: ladder names. */
  numerals?: boolean;
}

const unique = <T>(xs: Iterable<T>) => [...new Set(xs)];

export function makeDoc(name: string, options: DocOptions = {}): Doc {
  const folded = fold(name);
  let words = folded ? folded.split(' ') : [];
  const aliases: string[] = [];
  if (options.legalForms) {
    const stripped = stripLegalSuffixes(words);
    if (stripped.length !== words.length) aliases.push(folded);
    words = stripped;
  }
  const norm = words.join(' ');
  for (const alias of options.aliases ?? []) {
    const a = fold(alias);
    if (a && a !== norm) aliases.push(a);
  }
  if (options.numerals) {
    const variant = numeralVariant(norm);
    if (variant) aliases.push(variant);
  }
  const acronyms: string[] = [];
  if (options.initials) {
    const abbreviation = initials(words);
    if (abbreviation && abbreviation.length >= 2) acronyms.push(abbreviation);
  }
  const aliasWords = aliases.flatMap((a) => a.split(' '));
  return {
    norm,
    compact: norm.replace(/ /g, ''),
    words: unique([...words, ...camelWords(name), ...aliasWords]).filter((w) => w.length > 0),
    aliases: unique(aliases).filter((a) => a !== norm),
    acronyms: unique(acronyms),
    extraWords: options.extra ? unique(fold(options.extra).split(' ')).filter((w) => w.length > 0) : [],
  };
}

/** What was typed, prepared once per request. */
export interface PreparedQuery {
  norm: string;
  compact: string;
  tokens: string[];
  /** Typos tolerated: 0 under 4 characters, 1 for 4–7, 2 for 8 or more. */
  maxTypos: number;
}

export function typoBudget(length: number): number {
  if (length >= 8) return 2;
  if (length >= 4) return 1;
  return 0;
}

/**
 * Folds the query the way names were folded. Returns null when nothing searchable is left (e.g.
 * "%" or "_"): such a query matches nothing rather than everything.
 */
export function prepareQuery(q: string, options: { legalForms?: boolean } = {}): PreparedQuery | null {
  const folded = fold(q);
  if (!folded) return null;
  let tokens = folded.split(' ');
  if (options.legalForms) tokens = stripLegalSuffixes(tokens);
  const norm = tokens.join(' ');
  const compact = norm.replace(/ /g, '');
  return { norm, compact, tokens, maxTypos: typoBudget(compact.length) };
}
