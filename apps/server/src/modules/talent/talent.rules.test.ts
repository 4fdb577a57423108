import { describe, expect, it } from 'vitest';
import {
  EARLIER,
  NO_LEVEL,
  payChangePercent,
  peerShares,
  protectLine,
  splitPairs,
  summariseOffers,
  summariseSide,
  type Move,
} from './talent.rules.js';

const K = 5;

const move = (person: number, over: Partial<Move> = {}): Move => ({
  person,
  otherId: 1,
  year: 2024,
  familyId: 1,
  level: 2,
  months: 12,
  payChange: null,
  isDemo: false,
  ...over,
});

const people = (from: number, n: number) => new Set(Array.from({ length: n }, (_, i) => from + i));

describe('protectLine (primary and complementary suppression)', () => {
  it('hides a small cell and the smallest shown one beside it, until the hidden ones hold 5 people', () => {
    const v = protectLine(
      [
        { key: 'a', people: people(0, 2), items: 2 },
        { key: 'b', people: people(10, 6), items: 6 },
        { key: 'c', people: people(20, 5), items: 5 },
        { key: 'd', people: people(30, 9), items: 9 },
      ],
      K,
    );
    expect([...v]).toEqual([
      ['a', 'few-people'],
      ['b', null],
      ['c', 'complementary'],
      ['d', null],
    ]);
  });

  it('needs nothing more when the small cells hold 5 people together, and never hides an empty cell', () => {
    const v = protectLine(
      [
        { key: 'a', people: people(0, 2), items: 2 },
        { key: 'b', people: people(10, 3), items: 3 },
        { key: 'empty', people: new Set<number>(), items: 0 },
        { key: 'c', people: people(20, 7), items: 7 },
      ],
      K,
    );
    expect([...v.values()]).toEqual(['few-people', 'few-people', null, null]);
  });

  it('counts people, not cells: one person in two small cells protects no one', () => {
    // Person 1 is in both small cells: together they hold 4 people, so one more cell is hidden.
    const v = protectLine(
      [
        { key: 'a', people: new Set([1, 2]), items: 2 },
        { key: 'b', people: new Set([1, 3, 4]), items: 3 },
        { key: 'c', people: people(10, 8), items: 8 },
        { key: 'd', people: people(30, 6), items: 6 },
      ],
      K,
    );
    expect(v.get('d')).toBe('complementary');
    expect(v.get('c')).toBeNull();
  });

  it('hides every cell when nothing else can protect the small one', () => {
    const v = protectLine(
      [
        { key: 'a', people: people(0, 1), items: 1 },
        { key: 'b', people: people(10, 1), items: 1 },
      ],
      K,
    );
    expect([...v.values()]).toEqual(['few-people', 'few-people']);
  });
});

describe('splitPairs', () => {
  it('leaves out the small companies when they are fewer than 5 together, keeps them as "other" when 5 or more', () => {
    const named = Array.from({ length: 6 }, (_, i) => move(i, { otherId: 10 }));
    const few = [move(100, { otherId: 20 }), move(101, { otherId: 21 })];
    const dropped = splitPairs([...named, ...few], K);
    expect(dropped.shown.map((s) => s.otherId)).toEqual([10]);
    expect(dropped.other).toBeNull();
    expect(dropped.counted).toHaveLength(6);
    const enough = [...few, move(102, { otherId: 22 }), move(103, { otherId: 22 }), move(104, { otherId: 23 })];
    const kept = splitPairs([...named, ...enough], K);
    expect(kept.other).toHaveLength(5);
    expect(kept.counted).toHaveLength(11);
  });

  it('names a company from 5 people, however many moves: a boomerang counts twice but once as a person', () => {
    const moves = [...Array.from({ length: 4 }, (_, i) => move(i)), move(0, { year: 2025 })];
    expect(splitPairs(moves, K).shown).toEqual([]);
  });
});

describe('summariseSide', () => {
  it('lists ten years and "earlier", a future start in the last year, with medians from 5 people', () => {
    const moves = [
      ...Array.from({ length: 5 }, (_, i) => move(i, { year: 2010, months: 10 + i, payChange: i * 10 })),
      ...Array.from({ length: 5 }, (_, i) => move(10 + i, { year: 2027, months: 30 })),
    ];
    const s = summariseSide(moves, K, { from: 2017, to: 2026 });
    expect(s.byYear.map((c) => c.key)).toEqual([EARLIER, ...Array.from({ length: 10 }, (_, i) => String(2017 + i))]);
    expect(s.byYear[0]!.figures).toEqual({ count: 5, people: 5, medianMonthsInRole: 12, medianPayChangePercent: 20, payChangeCount: 5 });
    expect(s.byYear.at(-1)!.figures!.count).toBe(5);
    expect(s.total).toEqual({ count: 10, people: 10, medianMonthsInRole: 22, medianPayChangePercent: 20, payChangeCount: 5 });
    // A cell with pay known for 4 people shows no pay median and no count of them.
    const fourPaid = summariseSide(
      Array.from({ length: 6 }, (_, i) => move(i, { payChange: i < 4 ? 5 : null })),
      K,
      { from: 2017, to: 2026 },
    );
    expect(fourPaid.total).toMatchObject({ medianPayChangePercent: null, payChangeCount: null });
  });

  it('shows nothing of a direction from fewer than 5 people', () => {
    const s = summariseSide([move(1), move(2), move(3), move(4)], K, { from: 2017, to: 2026 });
    expect(s).toEqual({ total: null, companies: [], other: null, byYear: [], byFamily: [], isDemo: false });
  });

  it('keeps "level not given" last and hides a hidden family’s levels', () => {
    const moves = [
      ...Array.from({ length: 6 }, (_, i) => move(i, { level: null })),
      ...Array.from({ length: 6 }, (_, i) => move(10 + i, { level: 3 })),
      ...Array.from({ length: 2 }, (_, i) => move(20 + i, { familyId: 2 })),
    ];
    const s = summariseSide(moves, K, { from: 2017, to: 2026 });
    // Family 2 (2 people) hidden, family 1 hidden beside it (the only other): no levels under either.
    expect(s.byFamily.map((f) => [f.key, f.hidden, f.levels.length])).toEqual([
      [1, 'complementary', 0],
      [2, 'few-people', 0],
    ]);
    const wide = summariseSide(moves.slice(0, 12), K, { from: 2017, to: 2026 });
    expect(wide.byFamily[0]!.levels.map((l) => l.key)).toEqual(['3', NO_LEVEL]);
  });

  /**
   * The differencing attack on random companies: every line's hidden cells hold no one or at least
   * 5 people, so a total (or a family) minus what is shown under it never singles out fewer.
   */
  it('never leaves fewer than 5 people in any difference of a total and its shown cells (random histories)', () => {
    let seed = 12345;
    const rand = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    for (let round = 0; round < 300; round++) {
      const count = 5 + rand(80);
      const moves: Move[] = [];
      for (let i = 0; i < count; i++) {
        moves.push(
          move(rand(count), {
            otherId: rand(6),
            year: 2012 + rand(16),
            familyId: rand(4),
            level: rand(5) === 0 ? null : 1 + rand(6),
            payChange: rand(3) === 0 ? null : rand(50),
          }),
        );
      }
      const split = splitPairs(moves, K);
      const s = summariseSide(moves, K, { from: 2017, to: 2026 });
      if (!s.total) continue;
      const byPerson = (list: Move[]) => new Set(list.map((m) => m.person)).size;
      const hiddenPeople = (keys: Set<string>, keyOf: (m: Move) => string, within: Move[]) =>
        byPerson(within.filter((m) => keys.has(keyOf(m))));
      const yearOf = (m: Move) => (m.year < 2017 ? EARLIER : String(Math.min(m.year, 2026)));
      const hiddenYears = new Set(s.byYear.filter((c) => c.hidden).map((c) => c.key));
      const h = hiddenPeople(hiddenYears, yearOf, split.counted);
      expect(h === 0 || h >= K, `round ${round}: ${h} people in hidden years`).toBe(true);
      const hiddenFamilies = new Set(s.byFamily.filter((c) => c.hidden).map((c) => String(c.key)));
      const f = hiddenPeople(hiddenFamilies, (m) => String(m.familyId), split.counted);
      expect(f === 0 || f >= K, `round ${round}: ${f} people in hidden families`).toBe(true);
      for (const fam of s.byFamily.filter((c) => !c.hidden)) {
        const within = split.counted.filter((m) => m.familyId === fam.key);
        const hiddenLevels = new Set(fam.levels.filter((c) => c.hidden).map((c) => c.key));
        const l = hiddenPeople(hiddenLevels, (m) => (m.level === null ? NO_LEVEL : String(m.level)), within);
        expect(l === 0 || l >= K, `round ${round}: ${l} people in hidden levels`).toBe(true);
      }
      for (const c of [...s.byYear, ...s.byFamily, ...s.byFamily.flatMap((x) => x.levels)]) {
        if (c.figures && c.figures.count > 0) expect(c.figures.people).toBeGreaterThanOrEqual(K);
      }
      expect(s.companies.reduce((n, c) => n + c.figures.count, 0) + (s.other?.count ?? 0)).toBe(s.total.count);
    }
  });
});

describe('peerShares', () => {
  it('counts only pairs of 5 people, one direction at a time', () => {
    const pair = (from: number, to: number, n: number, first: number) =>
      Array.from({ length: n }, (_, i) => ({ from, to, person: first + i, isDemo: false }));
    const r = peerShares([...pair(1, 2, 5, 0), ...pair(2, 1, 4, 10), ...pair(3, 1, 6, 20), ...pair(9, 1, 9, 40)], [1, 2, 3], K);
    expect(r.moves).toBe(11);
    expect(r.rows).toEqual([
      { companyId: 1, hires: 6, leavers: 5, net: 1, shareOfHires: 0.545, shareOfLeavers: 0.455 },
      { companyId: 2, hires: 5, leavers: 0, net: 5, shareOfHires: 0.455, shareOfLeavers: 0 },
      { companyId: 3, hires: 0, leavers: 6, net: -6, shareOfHires: 0, shareOfLeavers: 0.545 },
    ]);
  });
});

describe('summariseOffers and payChangePercent', () => {
  it('takes the median ratio from 5 people and protects the family line', () => {
    const items = [1, 1.1, 1.2, 0.9, 1.05].map((ratio, i) => ({ person: `u:${i}`, familyId: 1, ratio, isDemo: false }));
    expect(summariseOffers(items.slice(0, 4), K).total).toBeNull();
    const r = summariseOffers(items, K);
    expect(r.total).toEqual({ count: 5, people: 5, medianRatio: 1.05 });
    expect(r.byFamily).toEqual([{ key: 1, hidden: null, figures: { count: 5, people: 5, medianRatio: 1.05 } }]);
  });

  it('reads a pay change only from two known pays, the old one positive', () => {
    expect(payChangePercent(100, 125)).toBe(25);
    expect(payChangePercent(null, 125)).toBeNull();
    expect(payChangePercent(100, null)).toBeNull();
    expect(payChangePercent(0, 10)).toBeNull();
  });
});
