import { typoBudget, type Doc, type PreparedQuery } from './normalize.rules.js';

/**
 * The typeahead matcher: an in-memory index over prepared names (see normalize.ts) that answers
 * one query in well under a millisecond for tens of thousands of names. Pure: no database, no clock.
 *
 * Match tiers, best first:
 *   0 exact       the whole name, an alias or a (3+ letter) acronym equals what was typed;
 *   1 prefix      the name or an alias starts with it;
 *   2 word        every typed word starts a word of the name ("soft eng" → Software Engineer);
 *   3 substring   the name contains it (3+ characters), or the typed words start secondary words
 *                 (a city's state);
 *   4 typo ≤ 1    the typed text is one edit (insert, delete, substitute, swap two neighbours)
 *                 from a name word (one typed word) or from the name from some word on (several
 *                 typed words), compared with the prefix of the same length (so "micros0ft" and
 *                 "gogl" still match while typing);
 *   5 typo ≤ 2    two edits; only for 8+ typed characters (4–7 allow one, under 4 none).
 * Within a tier the caller's ranking decides (popularity, then shorter name, then alphabetical).
 * Typos are looked for only when the better tiers leave the list short of `limit`.
 */

export const TIER = { exact: 0, prefix: 1, word: 2, substring: 3, typo1: 4, typo2: 5 } as const;

// ---------------------------------------------------------------------------------------------
// Edit distance

let rowA = new Int32Array(128);
let rowB = new Int32Array(128);
let rowC = new Int32Array(128);

/**
 * Optimal-string-alignment (restricted Damerau–Levenshtein) distance between `q` and `t`, or
 * between `q` and the closest prefix of `t` when `prefix` is set. Computed in a band of width
 * 2k+1 and abandoned as soon as a whole row exceeds k; returns k + 1 for "more than k".
 */
function bandedOsa(q: string, t: string, k: number, prefix: boolean): number {
  const n = q.length;
  const m = prefix ? Math.min(t.length, n + k) : t.length;
  const over = k + 1;
  if (prefix ? m < n - k : Math.abs(m - n) > k) return over;
  if (m === 0 || n === 0) return Math.max(n, m) <= k ? Math.max(n, m) : over;
  if (rowA.length < m + 2) {
    rowA = new Int32Array(2 * m + 2);
    rowB = new Int32Array(2 * m + 2);
    rowC = new Int32Array(2 * m + 2);
  }
  let prev2 = rowA;
  let prev = rowB;
  let cur = rowC;
  for (let j = 0; j <= m; j++) prev[j] = j <= k ? j : over;
  for (let i = 1; i <= n; i++) {
    const lo = Math.max(1, i - k);
    const hi = Math.min(m, i + k);
    if (lo > hi) return over;
    const qi = q.charCodeAt(i - 1);
    const qBefore = i > 1 ? q.charCodeAt(i - 2) : -1;
    let rowMin = (cur[lo - 1] = lo === 1 && i <= k ? i : over);
    for (let j = lo; j <= hi; j++) {
      const tj = t.charCodeAt(j - 1);
      let v = prev[j - 1]! + (qi === tj ? 0 : 1);
      const del = prev[j]! + 1;
      if (del < v) v = del;
      const ins = cur[j - 1]! + 1;
      if (ins < v) v = ins;
      if (j > 1 && qBefore === tj && qi === t.charCodeAt(j - 2)) {
        const swap = prev2[j - 2]! + 1;
        if (swap < v) v = swap;
      }
      if (v > over) v = over;
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (hi < m) cur[hi + 1] = over;
    if (rowMin > k) return over;
    const spare = prev2;
    prev2 = prev;
    prev = cur;
    cur = spare;
  }
  if (!prefix) return prev[m]! <= k ? prev[m]! : over;
  let best = over;
  for (let j = Math.max(0, n - k); j <= m; j++) if (prev[j]! < best) best = prev[j]!;
  return best;
}

/** OSA distance between two strings, or k + 1 when it exceeds k. */
export const osaDistance = (a: string, b: string, k: number) => bandedOsa(a, b, k, false);

/** OSA distance between `q` and the closest prefix of `t` (what `q` may become once typed on), or k + 1. */
export const prefixDistance = (q: string, t: string, k: number) => bandedOsa(q, t, k, true);

// ---------------------------------------------------------------------------------------------
// Character masks: a cheap necessary condition before computing a distance. With at most k edits,
// at most k distinct typed characters can be missing from the compared text.

function charBit(code: number): number {
  if (code >= 97 && code <= 122) return 1 << (code - 97);
  if (code >= 48 && code <= 57) return 1 << (26 + ((code - 48) % 6));
  if (code === 32) return 0;
  return 1 << (code % 32);
}

function maskOf(text: string, length = text.length): number {
  let mask = 0;
  for (let i = 0; i < length; i++) mask |= charBit(text.charCodeAt(i));
  return mask;
}

function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

// ---------------------------------------------------------------------------------------------
// Ranking: the order within a tier.

export interface Ranking {
  /** rank[doc] = position of the document in `order`. */
  rank: Int32Array;
  /** Documents, best first: what an empty query lists. */
  order: Int32Array;
}

export function makeRanking(size: number, compare: (a: number, b: number) => number): Ranking {
  const order = new Int32Array(size);
  for (let i = 0; i < size; i++) order[i] = i;
  order.sort(compare);
  const rank = new Int32Array(size);
  for (let i = 0; i < size; i++) rank[order[i]!] = i;
  return { rank, order };
}

/** More records first, then the shorter name, then alphabetical. */
export function byPopularity(weights: ArrayLike<number>, names: readonly string[]): (a: number, b: number) => number {
  const lower = names.map((n) => n.toLowerCase());
  return (a, b) => {
    const w = weights[b]! - weights[a]!;
    if (w !== 0) return w;
    const l = lower[a]!.length - lower[b]!.length;
    if (l !== 0) return l;
    return lower[a]! < lower[b]! ? -1 : lower[a]! > lower[b]! ? 1 : a - b;
  };
}

// ---------------------------------------------------------------------------------------------
// The index

/** Prefix masks are kept for compared lengths up to this; longer comparisons use the whole text's mask. */
const MASK_PREFIXES = 24;

/**
 * A 3-character run as a small integer (a cheap map key): exact for ASCII, hashed otherwise. Runs
 * found through it are always checked against the text, so a collision costs nothing but time.
 */
function trigram(text: string, at: number): number {
  const a = text.charCodeAt(at);
  const b = text.charCodeAt(at + 1);
  const c = text.charCodeAt(at + 2);
  if (a < 128 && b < 128 && c < 128) return (a << 14) | (b << 7) | c;
  return (1 << 21) | ((((a * 31 + b) * 31 + c) >>> 0) % 0x3fe00000);
}

function lowerBound(sorted: readonly string[], key: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Keys with their documents in one flat array: the documents of keys[i] are docs[start[i] .. start[i + 1]). */
interface Postings {
  keys: string[];
  start: Int32Array;
  docs: Int32Array;
}

/** Postings lists are built in document order, so a repeat of the last document is the only duplicate possible. */
function addPosting<K>(map: Map<K, number[]>, key: K, doc: number) {
  const list = map.get(key);
  if (!list) map.set(key, [doc]);
  else if (list[list.length - 1] !== doc) list.push(doc);
}

function freeze(map: Map<string, number[]>, sorted: boolean): Postings {
  const keys = [...map.keys()];
  if (sorted) keys.sort();
  const start = new Int32Array(keys.length + 1);
  let total = 0;
  for (const list of map.values()) total += list.length;
  const docs = new Int32Array(total);
  let offset = 0;
  keys.forEach((key, i) => {
    start[i] = offset;
    for (const d of map.get(key)!) docs[offset++] = d;
  });
  start[keys.length] = offset;
  return { keys, start, docs };
}

function toTyped<K>(map: Map<K, number[]>): Map<K, Int32Array> {
  const out = new Map<K, Int32Array>();
  for (const [key, docs] of map) out.set(key, Int32Array.from(docs));
  return out;
}

/** Typo targets with what the scan reads first kept in typed arrays: lengths and character masks. */
interface TypoTargets extends Postings {
  lengths: Int32Array;
  /** Per target, MASK_PREFIXES + 1 masks: [0] the whole text, [l] its first l characters. */
  masks: Int32Array;
}

function typoTargets(map: Map<string, number[]>): TypoTargets {
  const postings = freeze(map, false);
  const stride = MASK_PREFIXES + 1;
  const lengths = new Int32Array(postings.keys.length);
  const masks = new Int32Array(postings.keys.length * stride);
  postings.keys.forEach((target, v) => {
    lengths[v] = target.length;
    let mask = 0;
    for (let l = 0; l < target.length; l++) {
      mask |= charBit(target.charCodeAt(l));
      if (l < MASK_PREFIXES) masks[v * stride + l + 1] = mask;
    }
    masks[v * stride] = mask;
  });
  return { ...postings, lengths, masks };
}

export interface SearchOptions {
  ranking: Ranking;
  limit: number;
  /** Keeps only the documents it returns true for (a region, a company, records only…). */
  accept?: (doc: number) => boolean;
}

export class TextIndex {
  readonly size: number;
  private readonly docs: readonly Doc[];
  /** Names, compact names and aliases, sorted: exact and prefix matches by binary search. */
  private readonly names: Postings;
  private readonly acronyms: Map<string, Int32Array>;
  /** Every word of every name, sorted; and secondary words (a city's state) apart. */
  private readonly words: Postings;
  private readonly extraWords: Postings;
  /** Documents whose compact name holds a given 3-character run. */
  private readonly grams: Map<number, Int32Array>;
  /**
   * Typo targets, each with its documents: single words (for one typed word), and the name and
   * aliases from each word on while two or more words remain (for several typed words).
   */
  private readonly wordTargets: TypoTargets;
  private readonly phraseTargets: TypoTargets;
  /** Phrase targets by their first word: a typo search over several words starts from the first one. */
  private readonly phrasesByFirstWord: Map<string, Int32Array>;

  // Scratch space for one search (searches are synchronous, so one set per index suffices).
  private readonly best: Uint8Array;
  private readonly touched: Int32Array;
  private touchedCount = 0;
  private readonly seen: Int32Array;
  private stamp = 0;

  constructor(docs: readonly Doc[]) {
    this.docs = docs;
    this.size = docs.length;
    const names = new Map<string, number[]>();
    const words = new Map<string, number[]>();
    const extraWords = new Map<string, number[]>();
    const acronyms = new Map<string, number[]>();
    const grams = new Map<number, number[]>();
    const wordTargets = new Map<string, number[]>();
    const phraseTargets = new Map<string, number[]>();
    docs.forEach((doc, i) => {
      if (doc.norm) {
        addPosting(names, doc.norm, i);
        addPosting(names, doc.compact, i);
      }
      for (const a of doc.acronyms) addPosting(acronyms, a, i);
      for (const w of doc.words) {
        addPosting(words, w, i);
        addPosting(wordTargets, w, i);
      }
      for (const w of doc.extraWords) addPosting(extraWords, w, i);
      for (let p = 0; p + 3 <= doc.compact.length; p++) addPosting(grams, trigram(doc.compact, p), i);
      for (const text of doc.aliases.length ? [doc.norm, ...doc.aliases] : [doc.norm]) {
        if (!text) continue;
        if (text !== doc.norm) addPosting(names, text, i);
        // From each word start while a later word remains: "tata consultancy services", "consultancy services".
        for (let p = -1, next = text.indexOf(' '); next >= 0; p = next, next = text.indexOf(' ', next + 1)) {
          addPosting(phraseTargets, text.slice(p + 1), i);
        }
      }
    });
    this.names = freeze(names, true);
    this.words = freeze(words, true);
    this.extraWords = freeze(extraWords, true);
    this.acronyms = toTyped(acronyms);
    this.grams = toTyped(grams);
    this.wordTargets = typoTargets(wordTargets);
    this.phraseTargets = typoTargets(phraseTargets);
    const byFirstWord = new Map<string, number[]>();
    this.phraseTargets.keys.forEach((phrase, v) => addPosting(byFirstWord, phrase.slice(0, phrase.indexOf(' ')), v));
    this.phrasesByFirstWord = toTyped(byFirstWord);

    this.best = new Uint8Array(this.size);
    this.touched = new Int32Array(this.size);
    this.seen = new Int32Array(this.size);
  }

  /** Document indices, best first: by tier, then by the ranking. A null query lists the ranking's head. */
  search(query: PreparedQuery | null, options: SearchOptions): number[] {
    const { ranking, limit, accept } = options;
    if (limit <= 0) return [];
    if (!query) {
      const out: number[] = [];
      for (let i = 0; i < ranking.order.length && out.length < limit; i++) {
        const d = ranking.order[i]!;
        if (!accept || accept(d)) out.push(d);
      }
      return out;
    }
    try {
      this.collectDirect(query);
      let picked = this.select(ranking.rank, limit, accept);
      if (picked.length < limit && query.maxTypos > 0) {
        this.collectTypos(query);
        picked = this.select(ranking.rank, limit, accept);
      }
      return picked;
    } finally {
      this.reset();
    }
  }

  /** The best tier each document reached in the last collect; for tests and diagnostics. */
  tierOf(query: PreparedQuery, doc: number): number | null {
    try {
      this.collectDirect(query);
      if (this.best[doc] === 0 && query.maxTypos > 0) this.collectTypos(query);
      return this.best[doc] === 0 ? null : this.best[doc]! - 1;
    } finally {
      this.reset();
    }
  }

  private mark(doc: number, tier: number) {
    const current = this.best[doc]!;
    if (current === 0) {
      this.touched[this.touchedCount++] = doc;
      this.best[doc] = tier + 1;
    } else if (tier + 1 < current) {
      this.best[doc] = tier + 1;
    }
  }

  private reset() {
    for (let i = 0; i < this.touchedCount; i++) this.best[this.touched[i]!] = 0;
    this.touchedCount = 0;
  }

  private collectDirect(q: PreparedQuery) {
    // Exact and prefix: the name, the compact name or an alias.
    const names = this.names;
    for (const key of q.compact === q.norm ? [q.norm] : [q.norm, q.compact]) {
      for (let i = lowerBound(names.keys, key); i < names.keys.length && names.keys[i]!.startsWith(key); i++) {
        const tier = names.keys[i]!.length === key.length ? TIER.exact : TIER.prefix;
        for (let p = names.start[i]!; p < names.start[i + 1]!; p++) this.mark(names.docs[p]!, tier);
      }
    }
    const acronymDocs = this.acronyms.get(q.compact);
    if (acronymDocs) for (const d of acronymDocs) this.mark(d, q.compact.length >= 3 ? TIER.exact : TIER.word);

    // Every typed word starts a word of the name (or, one tier lower, a secondary word).
    if (q.tokens.length === 1) {
      const token = q.tokens[0]!;
      this.eachWordStartingWith(this.words, token, (d) => this.mark(d, TIER.word));
      this.eachWordStartingWith(this.extraWords, token, (d) => this.mark(d, TIER.substring));
    } else {
      // Candidates from the typed word with the fewest matching words; the others checked per candidate.
      let rarest = q.tokens[0]!;
      let fewest = Infinity;
      for (const token of q.tokens) {
        const n = this.postingsStartingWith(this.words, token) + this.postingsStartingWith(this.extraWords, token);
        if (n < fewest) {
          fewest = n;
          rarest = token;
        }
      }
      const s = ++this.stamp;
      const candidates: number[] = [];
      const collect = (d: number) => {
        if (this.seen[d] !== s) {
          this.seen[d] = s;
          candidates.push(d);
        }
      };
      this.eachWordStartingWith(this.words, rarest, collect);
      this.eachWordStartingWith(this.extraWords, rarest, collect);
      for (const d of candidates) {
        const doc = this.docs[d]!;
        let inName = true;
        let anywhere = true;
        for (const token of q.tokens) {
          if (doc.words.some((w) => w.startsWith(token))) continue;
          inName = false;
          if (!doc.extraWords.some((w) => w.startsWith(token))) {
            anywhere = false;
            break;
          }
        }
        if (inName) this.mark(d, TIER.word);
        else if (anywhere) this.mark(d, TIER.substring);
      }
    }

    // Anywhere inside the name (3+ characters): candidates from the rarest 3-character run, then checked.
    const c = q.compact;
    if (c.length >= 3) {
      let candidates: Int32Array | undefined;
      for (let p = 0; p + 3 <= c.length; p++) {
        const list = this.grams.get(trigram(c, p));
        if (!list) {
          candidates = undefined;
          break;
        }
        if (!candidates || list.length < candidates.length) candidates = list;
      }
      if (candidates) {
        for (const d of candidates) {
          const current = this.best[d]!;
          if (current !== 0 && current <= TIER.substring + 1) continue;
          if (this.docs[d]!.compact.includes(c)) this.mark(d, TIER.substring);
        }
      }
    }
  }

  /** How many (word, document) pairs have a word starting with `prefix`. */
  private postingsStartingWith(words: Postings, prefix: string): number {
    const { keys, start } = words;
    const lo = lowerBound(keys, prefix);
    let hi = lo;
    while (hi < keys.length && keys[hi]!.startsWith(prefix)) hi++;
    return start[hi]! - start[lo]!;
  }

  private eachWordStartingWith(words: Postings, prefix: string, visit: (doc: number) => void) {
    const { keys, start, docs } = words;
    for (let i = lowerBound(keys, prefix); i < keys.length && keys[i]!.startsWith(prefix); i++) {
      for (let p = start[i]!; p < start[i + 1]!; p++) visit(docs[p]!);
    }
  }

  private collectTypos(q: PreparedQuery) {
    const k = q.maxTypos;
    const tier = (d: number) => (d <= 1 ? TIER.typo1 : TIER.typo2);
    if (q.tokens.length === 1) {
      this.scanTargets(this.wordTargets, q.norm, k, null, (v, d) => this.markTarget(this.wordTargets, v, tier(d)));
      return;
    }
    const first = q.tokens[0]!;
    if (first.length < 3) {
      // A very short first word is close to almost every word: compare with every phrase.
      this.scanTargets(this.phraseTargets, q.norm, k, null, (v, d) => this.markTarget(this.phraseTargets, v, tier(d)));
      return;
    }
    // With the spaces where they were typed, the first typed word is close to the phrase's first
    // word (within its own length's budget): find those words, then compare the whole text with
    // their phrases only.
    const phrases: number[] = [];
    this.scanTargets(this.wordTargets, first, Math.min(k, typoBudget(first.length)), null, (v) => {
      const list = this.phrasesByFirstWord.get(this.wordTargets.keys[v]!);
      if (list) for (const p of list) phrases.push(p);
    });
    this.scanTargets(this.phraseTargets, q.norm, k, phrases, (v, d) => this.markTarget(this.phraseTargets, v, tier(d)));
  }

  private markTarget(targets: TypoTargets, v: number, tier: number) {
    for (let p = targets.start[v]!; p < targets.start[v + 1]!; p++) this.mark(targets.docs[p]!, tier);
  }

  /**
   * Calls `found` for each target (all, or those listed in `only`) whose closest prefix is within
   * k edits of `text`, after the length and character-mask filters.
   */
  private scanTargets(
    targets: TypoTargets,
    text: string,
    k: number,
    only: readonly number[] | null,
    found: (target: number, distance: number) => void,
  ) {
    const { keys, lengths, masks } = targets;
    const qMask = maskOf(text);
    const stride = MASK_PREFIXES + 1;
    const shortest = text.length - k;
    const compared = text.length + k;
    const count = only ? only.length : lengths.length;
    for (let i = 0; i < count; i++) {
      const v = only ? only[i]! : i;
      const length = lengths[v]!;
      if (length < shortest) continue;
      const mask = masks[v * stride + (compared > MASK_PREFIXES ? 0 : length < compared ? length : compared)]!;
      if (popcount(qMask & ~mask) > k) continue;
      const d = bandedOsa(text, keys[v]!, k, true);
      if (d <= k) found(v, d);
    }
  }

  /** The `limit` best marked documents by (tier, rank), accepted ones only. */
  private select(rank: Int32Array, limit: number, accept?: (doc: number) => boolean): number[] {
    const size = this.size;
    const picked: number[] = [];
    const scores: number[] = [];
    for (let i = 0; i < this.touchedCount; i++) {
      const d = this.touched[i]!;
      const score = (this.best[d]! - 1) * size + rank[d]!;
      if (picked.length === limit && score >= scores[limit - 1]!) continue;
      if (accept && !accept(d)) continue;
      let at = picked.length;
      while (at > 0 && scores[at - 1]! > score) at--;
      picked.splice(at, 0, d);
      scores.splice(at, 0, score);
      if (picked.length > limit) {
        picked.pop();
        scores.pop();
      }
    }
    return picked;
  }
}
