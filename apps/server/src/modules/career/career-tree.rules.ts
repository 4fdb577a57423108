/**
 * The career tree (GET /career/tree): from everyone's ordered positions, the roles people took
 * after a title, and after those. A "role" is a title: consecutive positions with the same title
 * (a promotion in level, or the same title at the next company) are one stay in it, so a branch is
 * always a change of title. Pure, so it is tested on hand-built histories.
 */

export interface TreePosition {
  personId: number;
  isDemo: boolean;
  companyId: number;
  titleId: number;
  startDate: string;
  payTotal: number | null;
  /** What the position paid when it began, when known: the move's pay change is read against it. */
  startPayTotal?: number | null;
}

export interface TreeBranch {
  titleId: number;
  people: number;
  medianMonthsBefore: number | null;
  medianPayChangePct: number | null;
  changedCompanyPct: number;
  next: TreeBranch[];
}

export interface TreeResult {
  people: number;
  movedOn: number;
  isDemo: boolean;
  next: TreeBranch[];
  hiddenMoves: number;
}

interface Move {
  personId: number;
  toTitle: number;
  months: number;
  payChangePct: number | null;
  changedCompany: boolean;
  /** Index of the role moved to, in the person's positions: where the next level starts. */
  at: number;
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const monthIndex = (isoDate: string) => Number(isoDate.slice(0, 4)) * 12 + Number(isoDate.slice(5, 7)) - 1;

/** The move out of the stay in a title that starts at `from`; null when the person never left the title. */
function moveFrom(positions: readonly TreePosition[], from: number): Move | null {
  const title = positions[from]!.titleId;
  let last = from;
  while (last + 1 < positions.length && positions[last + 1]!.titleId === title) last++;
  const next = positions[last + 1];
  if (!next) return null;
  const before = positions[last]!;
  return {
    personId: next.personId,
    toTitle: next.titleId,
    months: monthIndex(next.startDate) - monthIndex(positions[from]!.startDate),
    // The pay left (the last position's latest) against the pay the move began with (raises inside the new job are not the move's).
    payChangePct: payChange(before.payTotal, next.startPayTotal ?? next.payTotal),
    changedCompany: next.companyId !== before.companyId,
    at: last + 1,
  };
}

const payChange = (left: number | null, began: number | null) => (left && began ? ((began - left) / left) * 100 : null);

const round1 = (x: number | null) => (x === null ? null : Math.round(x * 10) / 10);

/**
 * Groups moves by the title moved to; branches of fewer than `minSlice` people are left out, the
 * rest sorted by people (then title id, for a stable order) and cut to `branches`. `descend` builds
 * a branch's own next level from the moves into it.
 */
function branchesOf(
  moves: readonly Move[],
  options: { minSlice: number; branches: number },
  descend: (into: readonly Move[]) => TreeBranch[],
): { shown: TreeBranch[]; hiddenMoves: number } {
  const byTitle = new Map<number, Move[]>();
  for (const m of moves) byTitle.set(m.toTitle, [...(byTitle.get(m.toTitle) ?? []), m]);
  let hiddenMoves = 0;
  const kept: Array<[number, Move[]]> = [];
  for (const [titleId, group] of byTitle) {
    if (group.length >= options.minSlice) kept.push([titleId, group]);
    else hiddenMoves += group.length;
  }
  kept.sort((a, b) => b[1].length - a[1].length || a[0] - b[0]);
  const shown = kept.slice(0, options.branches).map(([titleId, group]) => {
    const pay = group.map((m) => m.payChangePct).filter((x): x is number => x !== null);
    return {
      titleId,
      people: group.length,
      medianMonthsBefore: median(group.map((m) => m.months)),
      medianPayChangePct: pay.length >= options.minSlice ? round1(median(pay)) : null,
      changedCompanyPct: Math.round((group.filter((m) => m.changedCompany).length / group.length) * 100),
      next: descend(group),
    };
  });
  for (const [, group] of kept.slice(options.branches)) hiddenMoves += group.length;
  return { shown, hiddenMoves };
}

/**
 * The tree under `titleId` (held at `companyId` when given) from positions ordered by person, then
 * start. A person counts once per level: their first stay in the title, and the role after it.
 */
export function careerTree(
  positions: readonly TreePosition[],
  root: { titleId: number; companyId: number | null },
  options: { minSlice: number; depth: number; branches: number },
): TreeResult {
  const byPerson = new Map<number, TreePosition[]>();
  for (const p of positions) {
    const list = byPerson.get(p.personId);
    if (list) list.push(p);
    else byPerson.set(p.personId, [p]);
  }
  let people = 0;
  let isDemo = false;
  const firstMoves: Move[] = [];
  for (const list of byPerson.values()) {
    const start = list.findIndex((p) => p.titleId === root.titleId && (root.companyId === null || p.companyId === root.companyId));
    if (start < 0) continue;
    people++;
    if (list[0]!.isDemo) isDemo = true;
    const move = moveFrom(list, start);
    if (move) firstMoves.push(move);
  }
  const descend =
    (level: number) =>
    (into: readonly Move[]): TreeBranch[] => {
      if (level >= options.depth) return [];
      const onward = into.map((m) => moveFrom(byPerson.get(m.personId)!, m.at)).filter((m): m is Move => m !== null);
      return branchesOf(onward, options, descend(level + 1)).shown;
    };
  const { shown, hiddenMoves } = branchesOf(firstMoves, options, descend(1));
  return { people, movedOn: firstMoves.length, isDemo, next: shown, hiddenMoves };
}
