import { describe, expect, it } from 'vitest';
import { careerTree, median, type TreePosition } from './career-tree.rules.js';

const SWE = 1;
const SENIOR = 2;
const EM = 3;
const PM = 4;
const DIRECTOR = 5;

/** A person's history: [title, company, 'YYYY-MM', pay] per position, in order. */
function person(id: number, steps: Array<[number, number, string, number | null]>, isDemo = false): TreePosition[] {
  return steps.map(([titleId, companyId, month, payTotal]) => ({
    personId: id,
    isDemo,
    titleId,
    companyId,
    startDate: `${month}-01`,
    payTotal,
  }));
}

const options = { minSlice: 5, depth: 2, branches: 6 };

describe('career tree', () => {
  it('follows each person from their first stay in the title to the next title, and the one after', () => {
    const positions = [
      // Five engineers become engineering managers after 36 months, paid 20 % more; three of them later directors.
      ...[1, 2, 3, 4, 5].flatMap((id) =>
        person(id, [
          [SWE, 10, '2018-01', 100],
          [EM, 10, '2021-01', 120],
          ...(id <= 5 ? ([[DIRECTOR, 11, '2024-01', 180]] as Array<[number, number, string, number]>) : []),
        ]),
      ),
      // Four become product managers: under the floor, left out and counted as hidden.
      ...[6, 7, 8, 9].flatMap((id) =>
        person(id, [
          [SWE, 10, '2019-01', 100],
          [PM, 12, '2020-01', 130],
        ]),
      ),
      // One stays an engineer at two companies: the same title is one stay, not a move.
      ...person(10, [
        [SWE, 10, '2019-01', 100],
        [SWE, 12, '2021-01', 140],
      ]),
    ];
    const tree = careerTree(positions, { titleId: SWE, companyId: null }, options);
    expect(tree.people).toBe(10);
    expect(tree.movedOn).toBe(9);
    expect(tree.hiddenMoves).toBe(4);
    expect(tree.next).toHaveLength(1);
    const [em] = tree.next;
    expect(em).toMatchObject({ titleId: EM, people: 5, medianMonthsBefore: 36, medianPayChangePct: 20, changedCompanyPct: 0 });
    expect(em!.next).toEqual([
      { titleId: DIRECTOR, people: 5, medianMonthsBefore: 36, medianPayChangePct: 50, changedCompanyPct: 100, next: [] },
    ]);
  });

  it('measures the stay from its first position and the pay from its last, across a level change in the same title', () => {
    const positions = [1, 2, 3, 4, 5].flatMap((id) =>
      person(id, [
        [SWE, 10, '2016-01', 100],
        [SWE, 10, '2018-01', 150],
        [SENIOR, 11, '2020-07', 195],
      ]),
    );
    const [senior] = careerTree(positions, { titleId: SWE, companyId: null }, options).next;
    expect(senior).toMatchObject({ titleId: SENIOR, medianMonthsBefore: 54, medianPayChangePct: 30, changedCompanyPct: 100 });
  });

  it('reads the move against the pay the new role began with, not its later raises', () => {
    const positions = [1, 2, 3, 4, 5].flatMap((id) => [
      { personId: id, isDemo: true, titleId: SWE, companyId: 10, startDate: '2018-01-01', payTotal: 100, startPayTotal: 80 },
      { personId: id, isDemo: true, titleId: EM, companyId: 11, startDate: '2021-01-01', payTotal: 170, startPayTotal: 135 },
    ]);
    const [em] = careerTree(positions, { titleId: SWE, companyId: null }, options).next;
    expect(em!.medianPayChangePct).toBe(35);
  });

  it('gives no pay change when fewer than the floor of moves have pay on both sides', () => {
    const positions = [1, 2, 3, 4, 5].flatMap((id) =>
      person(id, [
        [SWE, 10, '2016-01', id <= 4 ? 100 : null],
        [EM, 11, '2019-01', 130],
      ]),
    );
    const [em] = careerTree(positions, { titleId: SWE, companyId: null }, options).next;
    expect(em!.people).toBe(5);
    expect(em!.medianPayChangePct).toBeNull();
  });

  it('narrows to people who held the title at the company, and says when the histories are demo', () => {
    const positions = [
      ...[1, 2, 3, 4, 5].flatMap((id) =>
        person(
          id,
          [
            [SWE, 10, '2016-01', 100],
            [EM, 10, '2019-01', 110],
          ],
          true,
        ),
      ),
      ...[6, 7, 8, 9, 10].flatMap((id) =>
        person(id, [
          [SWE, 20, '2016-01', 100],
          [PM, 21, '2019-01', 110],
        ]),
      ),
    ];
    const atTen = careerTree(positions, { titleId: SWE, companyId: 10 }, options);
    expect(atTen.people).toBe(5);
    expect(atTen.isDemo).toBe(true);
    expect(atTen.next.map((b) => b.titleId)).toEqual([EM]);
    const atTwenty = careerTree(positions, { titleId: SWE, companyId: 20 }, options);
    expect(atTwenty.isDemo).toBe(false);
    expect(atTwenty.next.map((b) => b.titleId)).toEqual([PM]);
  });

  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNull();
  });
});
