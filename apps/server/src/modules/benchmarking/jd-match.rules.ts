/**
 * The job-description matcher behind `POST /benchmarking/jd`: a posting (full text, or a title
 * with a few lines) → the three likeliest (job family, standard level) pairs, each with a score in
 * 0..1 and the words that decided it; "needs review" instead of a guess when the evidence is thin
 * or split. Pure and deterministic: no model weights, network or database; one scan of the text
 * (the first 20,000 characters), a few milliseconds for a long posting.
 *
 * How it reads a posting, and why:
 *  - Tokens are words lower-cased and folded (accents dropped, a plural "s" stemmed), each keeping
 *    its place in the text, so the words we show are the posting's own spelling.
 *  - A weighted lexicon per family, matched greedily longest-first over the tokens. Longest-first
 *    is what tells "Product Engineer" (software) from "Product Manager", "Sales Engineer" from
 *    "Software Engineer" and "Solutions Consultant" (sales) from "Consultant". Title phrases weigh
 *    most (5), then tools and duties (0.5–2.5). Off-catalogue roles ("Civil Engineer", "Chef",
 *    "Data Entry Operator") are in the lexicon too, as evidence for "none of ours"; employer
 *    boilerplate ("health insurance", "data-driven") is matched so that it counts for nobody.
 *  - Where a title sits matters more than how often words repeat. The heading (a "Job Title:"
 *    line, else a short first line; when that holds no title, the first title the body names)
 *    counts double, and the families it does not name keep 60 % of their evidence: a software
 *    posting at a hospital company talks about patients. A plural or collaborator mention ("work
 *    with product managers", "report to the Director of Engineering") counts a fraction; a phrase's
 *    repeats add ½ then ¼ and stop. An engineering manager's posting lists the team's stack, so
 *    engineering management borrows 40 % of the software tools once it has a title of its own.
 *  - A domain word led by a leader word becomes a title: "Head of Marketing", "VP, Sales",
 *    "Director, Data Science", "Manager - Talent Acquisition", "Design Lead".
 *  - Levels come from votes, not a first-match rule: a seniority word or code next to a title
 *    ("Senior", "Sr.", "Staff", "SDE-2", "Engineer III", "L5") votes strongly for that title's
 *    family; manager titles carry their own level (Engineering Manager 4, Director 6) that
 *    "Senior"/"Associate" shift; the heading's other seniority words, years of experience
 *    ("5+ years", "3-5 yrs", "0-1 yrs"), fresher cues (freshers, "2025 batch", new grad) and scope
 *    ("manage managers", "multiple teams") vote less, and half as much once a title has spoken.
 *    Colleagues' titles do not vote. A broad prior centred on Mid keeps a posting without cues
 *    from looking certain.
 *  - Scores: a family's share of all evidence, with a constant for "anything else" in the
 *    denominator so a single weak word never scores high: share = S_f / (ΣS + S_other + 3). A pair
 *    scores share × P(level | family). The threshold applies to the best pair; review is also asked
 *    when the runner-up family has ≥ 80 % of the leader's evidence, when an off-catalogue role
 *    out-scores every family, or when there is too little evidence at all.
 * Families come from the database with their titles, each also under the catalogue's other names
 * for it ("SDE", "SDET": catalog/aliases.rules.ts, so the lexicon does not repeat them); one without
 * a lexicon is matched on its own name and titles; a lexicon family the database lacks counts as
 * off-catalogue.
 */

import { aliasesOf } from '../catalog/aliases.rules.js';
import { stripMarks } from '../catalog/fold.rules.js';
import words from './jd-match.words.json' with { type: 'json' };

export interface FamilyRef {
  slug: string;
  name: string;
  titles: string[];
}
export interface JdCandidate {
  family: string;
  level: number;
  score: number;
  words: string[];
}
export interface JdResult {
  status: 'matched' | 'needs-review';
  candidates: JdCandidate[];
  reason: string | null;
}

/**
 * The best pair must score at least this to be answered (chosen on the development set,
 * test/fixtures/jd-match/jd-dev.json). With no level cue P(Mid) is about 0.4, so a posting answers
 * only when its family holds ~60 % of the evidence; split or thin postings score lower and go to
 * review.
 */
export const JD_THRESHOLD = 0.25;
/** Review when the runner-up family has at least this share of the leader's evidence. */
const CLOSE_RATIO = 0.8;
/** Less raw evidence than this (about one title said once, or two tools) is too little to answer. */
const MIN_EVIDENCE = 3;
/** Evidence mass for "some job we have no words for", so that a lone weak word scores low. */
const UNKNOWN_MASS = 3;
const OTHER = '(other)';

// ---------------------------------------------------------------------------------------------
// Lexicon and cue words

/**
 * The matcher's words (jd-match.words.json), kept as data: tuning the matcher is mostly editing
 * these lists. `families`: per family slug, and "(other)" for roles outside the catalogue, groups
 * of phrases with their kind (a title; a domain word, which a leader word next to it makes a title;
 * a skill or duty), their weight (a title 5, one only usually of this family 3, a title word that
 * says little alone such as "engineer" 2; 0 consumes a phrase so that it counts for nobody) and the
 * level a title states by itself, or null. `seniority`: seniority words and what they do to a title
 * (see Modifier). `trailingLeaders`: words after a domain that make it a title, with their level.
 * `scopeCues`: level cues outside the heading. The rest are sets of single words, described where
 * they are read below.
 */
interface Words {
  families: Record<string, readonly { kind: Kind; weight: number; level: number | null; phrases: readonly string[] }[]>;
  seniority: readonly (Modifier & { phrases: readonly string[] })[];
  trailingLeaders: Record<string, number>;
  fillers: readonly string[];
  collaboratorCues: readonly string[];
  hiringCues: readonly string[];
  scopeCues: readonly { phrase: string; level: number; weight: number }[];
  notPlurals: readonly string[];
}
const WORDS = words as Words;

type Kind = 'title' | 'domain' | 'skill';

const T = 5; // a title
const T2 = 3; // a title that is only usually this family

const LEXICON = WORDS.families;

// ---------------------------------------------------------------------------------------------
// Seniority words

/**
 * What a seniority word means: `level` before an IC title ("Senior" → 3); `relative` what it does to
 * a title that carries its own level ("Senior Engineering Manager" → 4 + 1); leaders turn a domain
 * word into a title ("Head of Marketing").
 */
type Modifier = { level: number; relative: number; leader: boolean };

const MODIFIERS: readonly (readonly [string, Modifier])[] = WORDS.seniority.flatMap(({ phrases, level, relative, leader }) =>
  phrases.map((phrase) => [phrase, { level, relative, leader }] as const),
);

/** Words that may stand after a domain and make it a title ("Marketing Director", "Design Lead"). */
const TRAILING_LEADERS = new Map(Object.entries(WORDS.trailingLeaders));
/** Level codes after a title or in the heading: "Engineer II", "SDE-3", "L5" (Google's ladder), "E5" (Meta's). */
const CODE_LEVELS = new Map<string, number>([
  ...(['i', 'ii', 'iii', 'iv', 'v'] as const).map((c, k) => [c, k + 1] as const),
  ...(['1', '2', '3', '4'] as const).map((c, k) => [c, k + 1] as const),
  ...[3, 4, 5, 6, 7, 8, 9, 10].map((n) => [`l${n}`, n - 2] as const),
  ...[3, 4, 5, 6, 7, 8, 9].map((n) => [`e${n}`, n - 2] as const),
]);

/** Words between a seniority word and its title that do not break the link ("Head of Sales"). */
const FILLERS = new Set(WORDS.fillers);
/**
 * A title right after these words is someone the hire works with, not the hire ("partner with
 * product managers", "report to the Director of Engineering", "mentor junior engineers").
 */
const COLLABORATOR_CUES = new Set(WORDS.collaboratorCues);

/** Words that introduce the job being offered: "looking for a…", "join us as…", "Role: …". */
const HIRING_CUES = new Set(WORDS.hiringCues);

// ---------------------------------------------------------------------------------------------
// Tokens

interface Token {
  /** Lower case, accents dropped. */
  norm: string;
  /** `norm` with a plural "s" dropped: what the lexicon is matched on. */
  stem: string;
  start: number;
  end: number;
  /** Index of the line the token is on (headings are lines). */
  line: number;
}

const fold = (w: string) => stripMarks(w).toLowerCase();

/** Words whose final "s" is not a plural ("ios", "sales", "okrs" counted whole). */
const KEEP_S = new Set(WORDS.notPlurals);
function stemOf(norm: string): string {
  if (norm.length <= 3 || KEEP_S.has(norm) || !norm.endsWith('s') || norm.endsWith('ss') || norm.endsWith('us') || norm.endsWith('is'))
    return norm;
  if (norm.endsWith('ies') && norm.length > 4) return `${norm.slice(0, -3)}y`;
  return norm.slice(0, -1);
}

const LETTER = /[\p{L}\p{N}]/u;
/** A letter or digit: ASCII by its code, anything else by its Unicode class. */
function isWordChar(code: number, ch: string): boolean {
  if (code < 128) return (code >= 48 && code <= 57) || (code >= 97 && code <= 122) || (code >= 65 && code <= 90);
  return LETTER.test(ch);
}

/** Words (letters and digits, then any "+" or "#": "C++", "C#") and ".NET", in one scan of the text. */
function tokenize(text: string): Token[] {
  const out: Token[] = [];
  let line = 0;
  let i = 0;
  const n = text.length;
  while (i < n) {
    const code = text.charCodeAt(i);
    if (code === 10) line++;
    const dotNet =
      code === 46 &&
      (i === 0 || !isWordChar(text.charCodeAt(i - 1), text[i - 1]!)) &&
      text.slice(i + 1, i + 4).toLowerCase() === 'net' &&
      !(i + 4 < n && isWordChar(text.charCodeAt(i + 4), text[i + 4]!));
    if (!dotNet && !isWordChar(code, text[i]!)) {
      i++;
      continue;
    }
    const start = i;
    let ascii = true;
    i = dotNet ? i + 4 : i + 1;
    while (i < n) {
      const c = text.charCodeAt(i);
      if (!isWordChar(c, text[i]!)) break;
      if (c >= 128) ascii = false;
      i++;
    }
    if (!dotNet) while (i < n && (text.charCodeAt(i) === 43 || text.charCodeAt(i) === 35)) i++;
    const raw = text.slice(start, i);
    const norm = ascii && code < 128 ? raw.toLowerCase() : fold(raw);
    out.push({ norm, stem: stemOf(norm), start, end: i, line });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// The compiled matcher for a list of families

interface Entry {
  family: string;
  weight: number;
  kind: 'title' | 'skill';
  base: number | null;
  /** A domain word: a title when a leader word stands next to it ("Head of Marketing"). */
  domain: boolean;
  /** The phrase as the lexicon spells it: "Accounts Executive" (finance) is not "Account Executive" (sales). */
  form: string;
}
interface Node {
  next: Map<string, Node>;
  entries: Entry[] | null;
  /** The phrase's stems, its key in the evidence. */
  key: string;
  /** A title's last word as the lexicon spells it (to tell "engineers" from "engineer"). */
  last: string;
}
/** Multiword cues by their key, with the words they can start with (most tokens start none). */
interface CueTable<V> {
  byKey: Map<string, V>;
  firstWords: Set<string>;
  max: number;
}
interface Compiled {
  phrases: Node;
  modifiers: CueTable<Modifier>;
  scope: CueTable<readonly [number, number]>;
  names: Map<string, string>;
}

const newNode = (): Node => ({ next: new Map(), entries: null, key: '', last: '' });
const phraseKey = (phrase: string) =>
  tokenize(phrase)
    .map((t) => t.stem)
    .join(' ');

function addPhrase(root: Node, phrase: string, entry: Omit<Entry, 'form'>): void {
  const toks = tokenize(phrase);
  if (toks.length === 0) return;
  let node = root;
  for (const t of toks) {
    let child = node.next.get(t.stem);
    if (!child) node.next.set(t.stem, (child = newNode()));
    node = child;
  }
  node.key = toks.map((t) => t.stem).join(' ');
  if (entry.kind === 'title' && !node.last) node.last = toks[toks.length - 1]!.norm;
  // One entry per family and phrase: the heaviest weight, a title over a skill, the domain mark kept.
  const entries = (node.entries ??= []);
  const same = entries.find((e) => e.family === entry.family);
  if (!same) {
    entries.push({ ...entry, form: toks.map((t) => t.norm).join(' ') });
    return;
  }
  same.domain ||= entry.domain;
  if (entry.kind === 'title' && same.kind !== 'title') Object.assign(same, { kind: 'title', weight: entry.weight, base: entry.base });
  else if (entry.kind === same.kind) {
    same.weight = Math.max(same.weight, entry.weight);
    same.base ??= entry.base;
  }
}

function cueTable<V>(list: readonly (readonly [string, V])[], field: 'stem' | 'norm'): CueTable<V> {
  const table: CueTable<V> = { byKey: new Map(), firstWords: new Set(), max: 1 };
  for (const [phrase, value] of list) {
    const words = tokenize(phrase).map((t) => t[field]);
    table.byKey.set(words.join(' '), value);
    table.firstWords.add(words[0]!);
    table.max = Math.max(table.max, words.length);
  }
  return table;
}

const compiledCache = new WeakMap<readonly FamilyRef[], Compiled>();

function compile(families: readonly FamilyRef[]): Compiled {
  const cached = compiledCache.get(families);
  if (cached) return cached;
  const root = newNode();
  const known = new Set(families.map((f) => f.slug));
  const names = new Map(families.map((f) => [f.slug, f.name]));
  // The database's own titles, their other names in the catalogue ("SDE", "SDET": catalog/aliases.rules.ts)
  // and the families' names: evidence for every family, the only one for a new family.
  const dbPhrases = new Set<string>();
  for (const f of families) {
    for (const title of f.titles.flatMap((t) => [t, ...aliasesOf('title', t)])) {
      addPhrase(root, title, { family: f.slug, weight: T, kind: 'title', base: null, domain: false });
      dbPhrases.add(phraseKey(title));
    }
    if (!LEXICON[f.slug]) {
      addPhrase(root, f.name, { family: f.slug, weight: 2, kind: 'skill', base: null, domain: true });
      dbPhrases.add(phraseKey(f.name));
    }
  }
  for (const [slug, groups] of Object.entries(LEXICON)) {
    // A lexicon family the database does not have is a role outside the catalogue.
    const family = slug === OTHER || known.has(slug) ? slug : OTHER;
    for (const { kind, weight, level: base, phrases } of groups) {
      for (const phrase of phrases) {
        if (family === OTHER && dbPhrases.has(phraseKey(phrase))) continue;
        if (family === slug)
          addPhrase(root, phrase, { family, weight, kind: kind === 'domain' ? 'skill' : kind, base, domain: kind === 'domain' });
        else
          addPhrase(root, phrase, {
            family,
            weight: kind === 'title' ? T : weight,
            kind: kind === 'title' ? 'title' : 'skill',
            base: null,
            domain: false,
          });
      }
    }
  }
  const modifiers = cueTable(MODIFIERS, 'stem');
  const scope = cueTable(
    WORDS.scopeCues.map(({ phrase, level, weight }) => [phrase, [level, weight] as const] as const),
    'norm',
  );
  const compiled = { phrases: root, modifiers, scope, names };
  compiledCache.set(families, compiled);
  return compiled;
}

// ---------------------------------------------------------------------------------------------
// Reading a text

interface PhraseHit {
  start: number; // token index
  end: number; // exclusive
  node: Node;
  plural: boolean;
}
interface LevelVote {
  level: number;
  weight: number;
  /** Null: a vote for every family; otherwise for the family of the title it stands next to. */
  family: string | null;
  words: string[];
}
interface Evidence {
  family: string;
  weight: number;
  /** The phrase (its stems): repeats of one phrase are counted together. */
  key: string;
  word: string;
}

/** Greedy longest match of the lexicon, left to right: each token belongs to at most one phrase. */
function findPhrases(tokens: readonly Token[], root: Node): PhraseHit[] {
  const hits: PhraseHit[] = [];
  let i = 0;
  while (i < tokens.length) {
    let node: Node | undefined = root;
    let best: { end: number; node: Node } | null = null;
    for (let j = i; j < tokens.length && node; j++) {
      node = node.next.get(tokens[j]!.stem);
      if (node?.entries) best = { end: j + 1, node };
    }
    if (best) {
      const last = tokens[best.end - 1]!;
      hits.push({
        start: i,
        end: best.end,
        node: best.node,
        plural: best.node.last !== '' && last.norm !== best.node.last && last.stem !== last.norm,
      });
      i = best.end;
    } else i++;
  }
  return hits;
}

/** The heading: a "Job title:" line, else the first line when it is short, else the first 8 words. */
function headingOf(text: string, tokens: readonly Token[]): Set<number> {
  const heading = new Set<number>();
  if (tokens.length === 0) return heading;
  for (let i = 0; i + 1 < tokens.length && i < 200; i++) {
    const a = tokens[i]!.norm;
    const labelEnd =
      a === 'job' && ['title', 'role', 'position'].includes(tokens[i + 1]!.norm)
        ? i + 2
        : ['position', 'role', 'designation', 'title'].includes(a)
          ? i + 1
          : -1;
    const startsLine = i === 0 || tokens[i - 1]!.line !== tokens[i]!.line;
    const first = tokens[labelEnd];
    if (labelEnd < 0 || !startsLine || !first || first.line !== tokens[i]!.line) continue;
    if (!/^[\s*_]*[:\-–|]/.test(text.slice(tokens[labelEnd - 1]!.end, first.start))) continue;
    for (let j = labelEnd; j < tokens.length && tokens[j]!.line === first.line && j < labelEnd + 15; j++) heading.add(j);
    return heading;
  }
  const firstLine = tokens[0]!.line;
  let n = 0;
  while (n < tokens.length && tokens[n]!.line === firstLine) n++;
  const limit = n <= 15 ? n : 8;
  for (let j = 0; j < limit; j++) heading.add(j);
  return heading;
}

/** Bounded gaps (never `\s*` twice in a row) keep the scan linear on any input. */
const YEARS = /(\d{1,2})(?:\.\d)?\s{0,2}\+?\s{0,2}(?:(?:-|–|—|to)\s{0,2}(\d{1,2})(?:\.\d)?\s{0,2}\+?\s{0,2})?(?:years?|yrs?|yoe)\b/gi;

/** Standard level for years of experience asked for (the posting's minimum, or a narrow range's middle). */
function levelForYears(years: number): number {
  if (years <= 1) return 1;
  if (years <= 3) return 2;
  if (years <= 7) return 3;
  if (years <= 10) return 4;
  if (years <= 13) return 5;
  if (years <= 17) return 6;
  return 7;
}

/** The first years-of-experience requirement: "5+ years of experience", "Experience: 3-5 yrs". */
function yearsVote(text: string): LevelVote | null {
  for (const m of text.matchAll(YEARS)) {
    const around = text.slice(Math.max(0, m.index - 40), m.index + m[0].length + 50).toLowerCase();
    const low = Number(m[1]);
    const high = m[2] === undefined ? null : Number(m[2]);
    // A range or "5+ years" is experience asked for; a bare "5 years" only next to "experience", "minimum".
    const asked = high !== null || m[0].includes('+') || /\bexp|\bminimum\b|\bat least\b|\bmin\b|\byoe\b/.test(around);
    if (!asked) continue;
    if (high !== null && high < low) continue;
    // A range reads as its middle, but no more than a year above its floor ("3-5 yrs" → 4, "5-9 yrs" → 6).
    const years = high !== null ? Math.floor(Math.min((low + high) / 2, low + 1)) : low;
    if (years > 40) continue;
    return { level: levelForYears(years), weight: 1.5, family: null, words: [m[0].trim()] };
  }
  return null;
}

/** A multiword cue (seniority word, scope phrase) starting at token i, longest first, outside phrases. */
function cueAt<V>(
  tokens: readonly Token[],
  i: number,
  table: CueTable<V>,
  taken: Uint8Array | null,
  field: 'stem' | 'norm',
): { value: V; end: number } | null {
  if (!table.firstWords.has(tokens[i]![field])) return null;
  for (let len = Math.min(table.max, tokens.length - i); len >= 1; len--) {
    let key = '';
    let free = true;
    for (let k = i; k < i + len; k++) {
      if (taken?.[k]) free = false;
      key += k === i ? tokens[k]![field] : ` ${tokens[k]![field]}`;
    }
    const value = free ? table.byKey.get(key) : undefined;
    if (value !== undefined) return { value, end: i + len };
  }
  return null;
}

/** Families that a posting's tools also speak for, at a fraction: a manager of engineers lists their stack. */
const AFFINITY: readonly (readonly [string, string, number])[] = [['engineering-management', 'software-engineering', 0.4]];

/** What the families not named in the heading's title keep of their evidence. */
const HEADING_OTHERS = 0.6;

interface Reading {
  tokens: Token[];
  scores: Map<string, number>;
  evidence: Evidence[];
  votes: LevelVote[];
}

function readText(text: string, compiled: Compiled): Reading {
  const tokens = tokenize(text);
  const heading = headingOf(text, tokens);
  const hits = findPhrases(tokens, compiled.phrases);
  const taken = new Uint8Array(tokens.length);
  for (const h of hits) for (let k = h.start; k < h.end; k++) taken[k] = 1;

  // Seniority words not inside a phrase, by the token they end on / start at.
  const modifierEndingAt = new Map<number, { m: Modifier; start: number }>();
  const modifierStartingAt = new Map<number, { m: Modifier; end: number }>();
  for (let i = 0; i < tokens.length; i++) {
    const cue = cueAt(tokens, i, compiled.modifiers, taken, 'stem');
    if (cue) {
      modifierEndingAt.set(cue.end - 1, { m: cue.value, start: i });
      modifierStartingAt.set(i, { m: cue.value, end: cue.end });
      i = cue.end - 1;
    }
  }
  const codeAt = (i: number): number | null => {
    const t = tokens[i];
    if (!t || taken[i]) return null;
    // A lone "I" is a pronoun unless written as the capital numeral; "3 years" is experience, not a grade.
    if (t.norm === 'i' && text.slice(t.start, t.end) !== 'I') return null;
    const next = tokens[i + 1];
    if (/^\d$/.test(t.norm) && next && (next.norm.startsWith('y') || /^\d/.test(next.norm) || next.norm === 'to')) return null;
    return CODE_LEVELS.get(t.norm) ?? null;
  };
  const wordsOf = (from: number, to: number) => text.slice(tokens[from]!.start, tokens[to - 1]!.end);

  const votes: LevelVote[] = [];
  const usedModifier = new Set<number>();
  const usedCode = new Set<number>();
  const evidence: Evidence[] = [];
  const titleFamilies = new Set<string>();
  const headingFamilies = new Set<string>();
  let collaboratorUntil = -1;
  // A heading without a title ("About the job", the company's name): a title the body names stands
  // in for it, the first after "looking for", "as a", "hiring" if any ("Our Engineering Manager
  // leads the team… we are hiring a Backend Engineer"), else the first.
  const isTitle = (h: PhraseHit) => (h.node.entries ?? []).some((e) => e.kind === 'title' && e.weight >= T2);
  const before = (h: PhraseHit, n: number) => tokens.slice(Math.max(0, h.start - n), h.start);
  let standIn: PhraseHit | undefined;
  if (!hits.some((h) => heading.has(h.start) && isTitle(h))) {
    const named = hits.filter((h) => isTitle(h) && !h.plural && !before(h, 4).some((t) => COLLABORATOR_CUES.has(t.norm)));
    standIn = named.find((h) => before(h, 5).some((t) => HIRING_CUES.has(t.norm))) ?? named[0];
  }
  for (const hit of hits) {
    const inHeading = heading.has(hit.start) || hit === standIn;
    const line = tokens[hit.start]!.line;
    // The seniority word just before (across "of", "the"), and a code or leader word just after.
    let pre: { m: Modifier; start: number } | undefined;
    for (let k = hit.start - 1; k >= 0 && k >= hit.start - 3 && tokens[k]!.line === line && !taken[k]; k--) {
      pre = modifierEndingAt.get(k);
      if (pre || !FILLERS.has(tokens[k]!.norm)) break;
    }
    const afterToken = tokens[hit.end];
    const sameLine = afterToken !== undefined && afterToken.line === tokens[hit.end - 1]!.line;
    const post = sameLine && !taken[hit.end] ? TRAILING_LEADERS.get(afterToken.norm) : undefined;
    let codeIndex = sameLine ? hit.end : -1;
    if (sameLine && ['sde', 'level', 'grade'].includes(afterToken.norm) && tokens[hit.end + 1]?.line === afterToken.line)
      codeIndex = hit.end + 1;
    const code = codeIndex >= 0 ? codeAt(codeIndex) : null;
    // Someone the hire works with: after "with", "report to", "mentor", or listed along with such a mention.
    const contextStart = pre ? pre.start : hit.start;
    let collaborator = contextStart <= collaboratorUntil + 2 && collaboratorUntil >= 0;
    for (let k = Math.max(0, contextStart - 3); k < contextStart; k++) if (COLLABORATOR_CUES.has(tokens[k]!.norm)) collaborator = true;
    if (collaborator && !inHeading) collaboratorUntil = hit.end - 1;

    let all = hit.node.entries ?? [];
    if (all.length > 1) {
      // Families share a phrase only up to a plural: the one spelt as in the text wins.
      const form = tokens
        .slice(hit.start, hit.end)
        .map((t) => t.norm)
        .join(' ');
      const exact = all.filter((e) => e.form === form);
      if (exact.length > 0) all = exact;
    }
    const leaderLevel = pre?.m.leader ? pre.m.level : post;
    const led = leaderLevel !== undefined && !hit.plural && all.some((e) => e.domain);
    const entries: Entry[] = led ? all.filter((e) => e.domain).map((e) => ({ ...e, kind: 'title', weight: T, base: leaderLevel })) : all;
    let factor = inHeading ? 2 : 1;
    if (hit.plural) factor *= 0.5;
    // A CFO or VP named in the body is mostly someone the hire reports to.
    if (!inHeading && entries.some((e) => (e.base ?? 0) >= 7)) factor *= 0.5;
    if (collaborator && !inHeading) factor *= 0.25;
    const titled = entries.some((e) => e.kind === 'title');
    const from = pre && titled ? pre.start : hit.start;
    const ledFromBehind = led && !pre?.m.leader;
    const to = ledFromBehind ? hit.end + 1 : code !== null && titled ? codeIndex + 1 : hit.end;
    const word = wordsOf(from, to);
    for (const e of entries) {
      if (e.weight <= 0) continue;
      evidence.push({ family: e.family, weight: e.weight * factor, key: hit.node.key, word });
      if (e.kind !== 'title') continue;
      if (factor >= 1) titleFamilies.add(e.family);
      if (inHeading && e.weight >= T2) headingFamilies.add(e.family);
      // What this title says about the level, for its own family.
      let level: number | null = null;
      if (pre && !led) level = e.base !== null ? clampLevel(e.base + pre.m.relative) : pre.m.level;
      else if (e.base !== null) level = e.base;
      if (code !== null && e.base === null) level = Math.max(code, level ?? 0);
      if (!led && post !== undefined && post <= 1) level = post;
      // Colleagues ("work with product managers") and plurals ("lead engineers") are not the hire.
      if (level !== null && (inHeading || (!collaborator && !hit.plural)))
        votes.push({ level, weight: 3 * Math.min(1, factor), family: e.family, words: [word] });
    }
    if (pre && titled) usedModifier.add(pre.start);
    if (ledFromBehind) usedModifier.add(hit.end);
    if (code !== null && titled) usedCode.add(codeIndex);
  }
  // The heading's other seniority words and grade codes ("Data Scientist – Senior", "L5").
  for (const i of heading) {
    const start = modifierStartingAt.get(i);
    if (start && !usedModifier.has(i)) votes.push({ level: start.m.level, weight: 2.5, family: null, words: [wordsOf(i, start.end)] });
    if (!usedCode.has(i) && /^(ii|iii|iv|l\d+|e\d)$/.test(tokens[i]!.norm)) {
      const code = codeAt(i);
      if (code !== null) votes.push({ level: code, weight: 2, family: null, words: [wordsOf(i, i + 1)] });
    }
  }
  const years = yearsVote(text);
  if (years) votes.push(years);
  for (let i = 0; i < tokens.length; i++) {
    const cue = cueAt(tokens, i, compiled.scope, null, 'norm');
    if (cue) {
      votes.push({ level: cue.value[0], weight: cue.value[1], family: null, words: [wordsOf(i, cue.end)] });
      i = cue.end - 1;
    }
  }

  // A phrase counts in full once, then ½ and ¼ for repeats: saying "Python" ten times is not ten skills.
  type Repeats = { family: string; key: string; word: string; top: [number, number, number] };
  const byPhrase = new Map<string, Repeats[]>();
  for (const e of evidence) {
    let list = byPhrase.get(e.key);
    if (!list) byPhrase.set(e.key, (list = []));
    let seen = list.find((r) => r.family === e.family);
    if (!seen) list.push((seen = { family: e.family, key: e.key, word: e.word, top: [0, 0, 0] }));
    const top = seen.top;
    if (e.weight > top[0]) {
      seen.word = e.word;
      seen.top = [e.weight, top[0], top[1]];
    } else if (e.weight > top[1]) seen.top = [top[0], e.weight, top[1]];
    else if (e.weight > top[2]) top[2] = e.weight;
  }
  const scores = new Map<string, number>();
  const merged: Evidence[] = [];
  for (const list of byPhrase.values())
    for (const { family, key, word, top } of list) {
      const total = top[0] + 0.5 * top[1] + 0.25 * top[2];
      scores.set(family, (scores.get(family) ?? 0) + total);
      merged.push({ family, weight: total, key, word });
    }
  // The heading's title decides; other families' words in the body mostly describe the employer.
  if (headingFamilies.size > 0)
    for (const [family, score] of scores) if (!headingFamilies.has(family) && family !== OTHER) scores.set(family, score * HEADING_OTHERS);
  for (const [family, source, share] of AFFINITY) {
    if (!scores.has(family) || !titleFamilies.has(family)) continue;
    const borrowed = merged.filter((e) => e.family === source && e.weight < T).reduce((a, e) => a + e.weight, 0);
    scores.set(family, (scores.get(family) ?? 0) + share * borrowed);
  }
  return { tokens, scores, evidence: merged, votes };
}

const clampLevel = (l: number) => Math.max(1, Math.min(8, l));

/** Without any cue a posting is most likely Mid, but not much more likely than Entry or Senior. */
const LEVEL_PRIOR = [0, 0.25, 0.4, 0.25, 0.1, 0, 0, 0, 0];

/**
 * P(level | family) from the votes: each vote counts in full at its level and a quarter next to it.
 * When a title of the family states its level, years and scope count half: a director asks for more
 * years than an engineer at the same level.
 */
function levelDistribution(votes: readonly LevelVote[], family: string): { p: number[]; words: string[][] } {
  const mass = [...LEVEL_PRIOR];
  const words: string[][] = Array.from({ length: 9 }, () => []);
  const titled = votes.some((v) => v.family === family && v.weight >= 2);
  for (const v of votes) {
    if (v.family !== null && v.family !== family) continue;
    const weight = titled && v.family === null ? v.weight / 2 : v.weight;
    mass[v.level] = (mass[v.level] ?? 0) + weight;
    if (v.level > 1) mass[v.level - 1] = (mass[v.level - 1] ?? 0) + weight / 4;
    if (v.level < 8) mass[v.level + 1] = (mass[v.level + 1] ?? 0) + weight / 4;
    words[v.level]!.push(...v.words);
  }
  const total = mass.reduce((a, b) => a + b, 0);
  return { p: mass.map((m) => m / total), words };
}

const round3 = (x: number) => Math.round(x * 1000) / 1000;
/** Code-unit order: the same on every machine, unlike localeCompare. */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function uniqueWords(list: readonly string[], max: number): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const w of list) {
    const key = w.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(w);
    if (out.length === max) break;
  }
  return out;
}

/** Match a job description to the three likeliest (family, standard level) pairs; see the module doc. */
export function matchJobDescription(text: string, families: readonly FamilyRef[]): JdResult {
  const compiled = compile(families);
  const reading = readText(text.slice(0, 20_000), compiled);
  const other = reading.scores.get(OTHER) ?? 0;
  const ranked = [...reading.scores.entries()].filter(([f, s]) => f !== OTHER && s > 0).sort((a, b) => b[1] - a[1] || byText(a[0], b[0]));
  const total = ranked.reduce((a, [, s]) => a + s, 0) + other + UNKNOWN_MASS;

  const pairs: JdCandidate[] = [];
  for (const [family, score] of ranked.slice(0, 3)) {
    const share = score / total;
    const { p, words: levelWords } = levelDistribution(reading.votes, family);
    const familyWords = reading.evidence
      .filter((e) => e.family === family)
      .sort((a, b) => b.weight - a.weight || byText(a.word, b.word))
      .map((e) => e.word);
    for (let level = 1; level <= 8; level++) {
      const ps = p[level] ?? 0;
      if (ps <= 0) continue;
      const lw = levelWords[level] ?? [];
      pairs.push({ family, level, score: round3(share * ps), words: uniqueWords([...familyWords.slice(0, 5), ...lw.slice(0, 3)], 8) });
    }
  }
  pairs.sort((a, b) => b.score - a.score || byText(a.family, b.family) || a.level - b.level);
  const candidates = pairs.slice(0, 3);

  const best = ranked[0];
  const second = ranked[1];
  const nameOf = (slug: string) => compiled.names.get(slug) ?? slug;
  let reason: string | null = null;
  if (other > 0 && other > (best?.[1] ?? 0)) {
    const word = reading.evidence.filter((e) => e.family === OTHER).sort((a, b) => b.weight - a.weight)[0]?.word;
    reason = `The text reads like a role outside the catalogue${word ? ` ("${word}")` : ''}.`;
  } else if (!best) reason = 'No job title, skill or duty of a catalogue family appears in the text.';
  else if (best[1] < MIN_EVIDENCE) reason = 'Too little to go on: no clear job title and only a few skills.';
  else if (second && second[1] >= CLOSE_RATIO * best[1]) reason = `${nameOf(best[0])} and ${nameOf(second[0])} fit almost equally well.`;
  else if ((candidates[0]?.score ?? 0) < JD_THRESHOLD)
    reason = `The best fit scores ${(candidates[0]?.score ?? 0).toFixed(2)}, under the threshold of ${JD_THRESHOLD.toFixed(2)}.`;
  return { status: reason === null ? 'matched' : 'needs-review', candidates, reason };
}
