/**
 * Talent intelligence's figures and privacy rule (docs/decisions/058-talent-intelligence.md), pure.
 *
 * Primary suppression: a cell is shown only from at least `minSlice` distinct people.
 * Secondary (complementary) suppression: the cells of a line add up to a total that is shown (a
 * direction's years and families, a family's levels, the offers' families), so the total minus the
 * shown cells is the hidden cells' sum. `protectLine` hides further cells, the smallest first,
 * until the hidden cells together hold no one or at least `minSlice` people: no difference of two
 * shown figures can then single out fewer. Hidden cells carry no figure, not even a count.
 *
 * The named companies of a direction are a line too, but each pair of companies is the same cell in
 * both companies' reports (C's hires from A are A's leavers to C), so hiding a pair in one report
 * would not hide it: instead, when the small pairs hold fewer than `minSlice` people together, their
 * moves are left out of every figure of that direction (`splitPairs`). The peer table is built only
 * from pairs that are shown anyway, so it adds no cell of its own.
 *
 * Medians interpolate between the two middle values (percentile_cont's rule), as on the salary
 * pages and the switch pages.
 */

export type Hidden = 'few-people' | 'complementary';

export interface Move {
  person: number;
  otherId: number;
  year: number;
  familyId: number;
  level: number | null;
  months: number;
  /** Percent; null when either pay is unknown. */
  payChange: number | null;
  isDemo: boolean;
}

export interface Figures {
  count: number;
  people: number;
  medianMonthsInRole: number | null;
  medianPayChangePercent: number | null;
  payChangeCount: number | null;
}

export interface Cell<K> {
  key: K;
  figures: Figures | null;
  hidden: Hidden | null;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = (sorted.length - 1) / 2;
  const lo = sorted[Math.floor(mid)]!;
  const hi = sorted[Math.ceil(mid)]!;
  return lo + (hi - lo) * (mid - Math.floor(mid));
}

const round1 = (v: number) => Math.round(v * 10) / 10;
const round3 = (v: number) => Math.round(v * 1000) / 1000;

const peopleOf = <T extends { person: P }, P>(list: readonly T[]) => new Set(list.map((m) => m.person));

/**
 * Which cells of a line to hide: those under `minSlice` people (few-people), then, while the hidden
 * cells hold between 1 and minSlice − 1 people together, the shown cell with the fewest people
 * (then the fewest items, then the first in order) as well (complementary). An empty cell is
 * never hidden: it shows 0, and hiding it would protect no one.
 */
export function protectLine<K, P>(
  cells: readonly { key: K; people: ReadonlySet<P>; items: number }[],
  minSlice: number,
): Map<K, Hidden | null> {
  const out = new Map<K, Hidden | null>();
  const hiddenPeople = new Set<P>();
  for (const c of cells) {
    const small = c.people.size > 0 && c.people.size < minSlice;
    out.set(c.key, small ? 'few-people' : null);
    if (small) for (const p of c.people) hiddenPeople.add(p);
  }
  while (hiddenPeople.size > 0 && hiddenPeople.size < minSlice) {
    const candidates = cells.filter((c) => out.get(c.key) === null && c.people.size > 0);
    if (candidates.length === 0) break;
    let pick = candidates[0]!;
    for (const c of candidates) {
      if (c.people.size < pick.people.size || (c.people.size === pick.people.size && c.items < pick.items)) pick = c;
    }
    out.set(pick.key, 'complementary');
    for (const p of pick.people) hiddenPeople.add(p);
  }
  return out;
}

/** The figures of a group of moves (shown only when it passed the line's rule). */
export function figuresOf(moves: readonly Move[], minSlice: number): Figures {
  const paid = moves.filter((m) => m.payChange !== null);
  const paidPeople = peopleOf(paid).size;
  return {
    count: moves.length,
    people: peopleOf(moves).size,
    medianMonthsInRole: moves.length === 0 ? null : round1(median(moves.map((m) => m.months))),
    medianPayChangePercent: paidPeople >= minSlice ? round1(median(paid.map((m) => m.payChange!))) : null,
    payChangeCount: paidPeople >= minSlice ? paid.length : null,
  };
}

/** Groups `moves` by `keyOf` into cells in `keys`' order, and applies the line's rule. */
export function lineOf<K>(
  moves: readonly Move[],
  keys: readonly K[],
  keyOf: (m: Move) => K,
  minSlice: number,
): { cells: Cell<K>[]; groups: Map<K, Move[]> } {
  const groups = new Map<K, Move[]>(keys.map((k) => [k, []]));
  for (const m of moves) groups.get(keyOf(m))?.push(m);
  const verdicts = protectLine(
    keys.map((key) => ({ key, people: peopleOf(groups.get(key)!), items: groups.get(key)!.length })),
    minSlice,
  );
  const cells = keys.map((key) => {
    const hidden = verdicts.get(key) ?? null;
    return { key, hidden, figures: hidden ? null : figuresOf(groups.get(key)!, minSlice) };
  });
  return { cells, groups };
}

export interface PairSplit {
  /** Companies of at least minSlice people, most moves first. */
  shown: { otherId: number; moves: Move[] }[];
  /** The smaller companies' moves together, when they hold at least minSlice people; else null. */
  other: Move[] | null;
  /** The moves every figure of the direction counts: the shown companies' and, when shown, the others'. */
  counted: Move[];
}

/** Named companies of a direction, and the rule for the rest (see the file's comment). */
export function splitPairs(moves: readonly Move[], minSlice: number): PairSplit {
  const byOther = new Map<number, Move[]>();
  for (const m of moves) {
    const list = byOther.get(m.otherId);
    if (list) list.push(m);
    else byOther.set(m.otherId, [m]);
  }
  const shown: PairSplit['shown'] = [];
  const rest: Move[] = [];
  for (const [otherId, list] of byOther) {
    if (peopleOf(list).size >= minSlice) shown.push({ otherId, moves: list });
    else rest.push(...list);
  }
  shown.sort((a, b) => b.moves.length - a.moves.length || a.otherId - b.otherId);
  const other = rest.length > 0 && peopleOf(rest).size >= minSlice ? rest : null;
  return { shown, other, counted: [...shown.flatMap((s) => s.moves), ...(other ?? [])] };
}

export const EARLIER = 'earlier';
export const NO_LEVEL = 'none';

export interface SideSummary {
  total: Figures | null;
  companies: { otherId: number; figures: Figures }[];
  other: Figures | null;
  byYear: Cell<string>[];
  byFamily: (Cell<number> & { levels: Cell<string>[] })[];
  isDemo: boolean;
}

/**
 * One direction of a company (hires or leavers): the named companies and the rest, then every
 * breakdown over the same counted moves. `years` are the calendar years listed one by one; moves
 * before them are `earlier`, moves after the last (a future start) count in the last.
 */
export function summariseSide(moves: readonly Move[], minSlice: number, years: { from: number; to: number }): SideSummary {
  const split = splitPairs(moves, minSlice);
  const counted = split.counted;
  if (peopleOf(counted).size < minSlice) {
    return { total: null, companies: [], other: null, byYear: [], byFamily: [], isDemo: false };
  }
  const yearKeys: string[] = [];
  if (counted.some((m) => m.year < years.from)) yearKeys.push(EARLIER);
  for (let y = years.from; y <= years.to; y++) yearKeys.push(String(y));
  const yearOf = (m: Move) => (m.year < years.from ? EARLIER : String(Math.min(m.year, years.to)));
  const byYear = lineOf(counted, yearKeys, yearOf, minSlice).cells;

  const familyIds = [...new Set(counted.map((m) => m.familyId))].sort((a, b) => a - b);
  const families = lineOf(counted, familyIds, (m) => m.familyId, minSlice);
  const byFamily = families.cells.map((cell) => {
    if (cell.hidden) return { ...cell, levels: [] };
    const list = families.groups.get(cell.key)!;
    const levelKeys = [...new Set(list.map((m) => (m.level === null ? NO_LEVEL : String(m.level))))].sort(levelOrder);
    const levels = lineOf(list, levelKeys, (m) => (m.level === null ? NO_LEVEL : String(m.level)), minSlice).cells;
    return { ...cell, levels };
  });
  byFamily.sort((a, b) => (b.figures?.count ?? -1) - (a.figures?.count ?? -1) || a.key - b.key);
  return {
    total: figuresOf(counted, minSlice),
    companies: split.shown.map((s) => ({ otherId: s.otherId, figures: figuresOf(s.moves, minSlice) })),
    other: split.other ? figuresOf(split.other, minSlice) : null,
    byYear,
    byFamily,
    isDemo: counted.some((m) => m.isDemo),
  };
}

/** Levels in order, "not given" last. */
const levelOrder = (a: string, b: string) => (a === NO_LEVEL ? 1 : b === NO_LEVEL ? -1 : Number(a) - Number(b));

/**
 * The pay change of a move in percent, from the pay left and the pay taken; null unless both are
 * known and the old one is positive.
 */
export function payChangePercent(oldPay: number | null, newPay: number | null): number | null {
  if (oldPay === null || newPay === null || !(oldPay > 0)) return null;
  return ((newPay - oldPay) * 100) / oldPay;
}

export interface PairMove {
  from: number;
  to: number;
  person: number;
  isDemo: boolean;
}

export interface PeerRow {
  companyId: number;
  hires: number;
  leavers: number;
  net: number;
  shareOfHires: number;
  shareOfLeavers: number;
}

/**
 * The peer table: moves between companies of `companyIds`, counted only in directed pairs of at
 * least minSlice people (each such pair is shown in both companies' reports anyway); each company's
 * hires from and leavers to the others, and its share of all counted moves. Rows in the given order.
 */
export function peerShares(
  moves: readonly PairMove[],
  companyIds: readonly number[],
  minSlice: number,
): { rows: PeerRow[]; moves: number; isDemo: boolean } {
  const inTable = new Set(companyIds);
  const pairs = new Map<string, PairMove[]>();
  for (const m of moves) {
    if (!inTable.has(m.from) || !inTable.has(m.to) || m.from === m.to) continue;
    const key = `${m.from}>${m.to}`;
    const list = pairs.get(key);
    if (list) list.push(m);
    else pairs.set(key, [m]);
  }
  const hires = new Map<number, number>();
  const leavers = new Map<number, number>();
  let total = 0;
  let isDemo = false;
  for (const list of pairs.values()) {
    if (peopleOf(list).size < minSlice) continue;
    const { from, to } = list[0]!;
    hires.set(to, (hires.get(to) ?? 0) + list.length);
    leavers.set(from, (leavers.get(from) ?? 0) + list.length);
    total += list.length;
    isDemo ||= list.some((m) => m.isDemo);
  }
  const share = (n: number) => (total === 0 ? 0 : round3(n / total));
  const rows = companyIds.map((companyId) => {
    const h = hires.get(companyId) ?? 0;
    const l = leavers.get(companyId) ?? 0;
    return { companyId, hires: h, leavers: l, net: h - l, shareOfHires: share(h), shareOfLeavers: share(l) };
  });
  return { rows, moves: total, isDemo };
}

export interface OfferItem {
  person: string;
  familyId: number;
  ratio: number;
  isDemo: boolean;
}

export interface RatioFigures {
  count: number;
  people: number;
  medianRatio: number;
}

const ratioFigures = (items: readonly OfferItem[]): RatioFigures => ({
  count: items.length,
  people: peopleOf(items).size,
  medianRatio: round3(median(items.map((i) => i.ratio))),
});

export interface RatioCell {
  key: number;
  hidden: Hidden | null;
  figures: RatioFigures | null;
}

/** The offer-to-incumbent ratio overall (from minSlice people) and by family, a line under the same rule. */
export function summariseOffers(
  items: readonly OfferItem[],
  minSlice: number,
): { total: RatioFigures | null; byFamily: RatioCell[]; isDemo: boolean } {
  if (peopleOf(items).size < minSlice) return { total: null, byFamily: [], isDemo: false };
  const familyIds = [...new Set(items.map((i) => i.familyId))].sort((a, b) => a - b);
  const groups = new Map<number, OfferItem[]>(familyIds.map((f) => [f, []]));
  for (const i of items) groups.get(i.familyId)!.push(i);
  const verdicts = protectLine(
    familyIds.map((key) => ({ key, people: peopleOf(groups.get(key)!), items: groups.get(key)!.length })),
    minSlice,
  );
  const byFamily = familyIds
    .map((key): RatioCell => {
      const hidden = verdicts.get(key) ?? null;
      return { key, hidden, figures: hidden ? null : ratioFigures(groups.get(key)!) };
    })
    .sort((a, b) => (b.figures?.count ?? -1) - (a.figures?.count ?? -1) || a.key - b.key);
  return { total: ratioFigures(items), byFamily, isDemo: items.some((i) => i.isDemo) };
}
