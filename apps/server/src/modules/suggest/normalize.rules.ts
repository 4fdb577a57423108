/**
 * Typeahead documents and queries: a name prepared once for the index, what was typed prepared
 * once per request. Folding is the catalogue's (catalog/fold.rules.ts), so a name is compared as
 * it is everywhere else.
 */
import { fold, initials, numeralVariant, stripLegalSuffixes } from '../catalog/fold.rules.js';

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
