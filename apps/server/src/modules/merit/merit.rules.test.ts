import { describe, expect, it } from 'vitest';
import {
  approverOf,
  chainOf,
  columnFor,
  convertMinor,
  eligibilityOf,
  guidelineFor,
  largestRemainder,
  poolBudget,
  poolMembers,
  positionInRange,
  prorationFactor,
  raiseMinor,
  rollUp,
  splitAtMax,
  stagesFor,
  wholeMonths,
  type ApprovalStage,
  type BudgetPerson,
  type MeritMatrix,
  type Pool,
} from './merit.rules.js';

const YEAR_2025 = { start: '2025-01-01', end: '2025-12-31' };
const pct = (p: number) => Math.round(p * 100); // 4 (%) → 400 ten-thousandths
const flat = (p: number) => ({ min: pct(p), target: pct(p), max: pct(p) });

/** Ratings 1–5 by compa-ratio columns below 0.9, [0.9, 1.0), [1.0, 1.1), 1.1 and above. */
const MATRIX: MeritMatrix = {
  positionBy: 'compa-ratio',
  bounds: [9000, 10_000, 11_000],
  ratings: ['1', '2', '3', '4', '5'],
  cells: [
    [flat(0), flat(0), flat(0), flat(0)],
    [flat(2), flat(1.5), flat(1), flat(0)],
    [flat(3.5), flat(3), flat(2.5), flat(2)],
    [flat(5), { min: pct(3), target: pct(4), max: pct(5) }, flat(3.5), flat(3)],
    [flat(6), flat(5), flat(4), flat(3)],
  ],
};

describe('proration', () => {
  const hired = '2025-07-01';
  it('day-based: 184 days of 365 from 1 July is 0.5041, and 90,000 at 4 % gets 1,814.76', () => {
    const f = prorationFactor({ kind: 'day' }, YEAR_2025, hired, null);
    expect(f).toBe(5041);
    expect(raiseMinor(90_000, pct(4), f)).toBe(181_476);
  });

  it('month-based: July to December is 6 of 12 months, 1,800.00; a hire on 2 July counts from August', () => {
    const f = prorationFactor({ kind: 'month' }, YEAR_2025, hired, null);
    expect(f).toBe(5000);
    expect(raiseMinor(90_000, pct(4), f)).toBe(180_000);
    expect(prorationFactor({ kind: 'month' }, YEAR_2025, '2025-07-02', null)).toBe(4167); // 5 ÷ 12
  });

  it('cut-off 2025-06-30: hired after it, nothing; on it, the whole raise', () => {
    expect(raiseMinor(90_000, pct(4), prorationFactor({ kind: 'cutoff', cutoff: '2025-06-30' }, YEAR_2025, hired, null))).toBe(0);
    expect(prorationFactor({ kind: 'cutoff', cutoff: '2025-06-30' }, YEAR_2025, '2025-06-30', null)).toBe(10_000);
  });

  it('runs from the later of hire and last change; before the period is whole, after it is nothing', () => {
    expect(prorationFactor({ kind: 'day' }, YEAR_2025, '2019-03-04', '2025-07-01')).toBe(5041);
    expect(prorationFactor({ kind: 'day' }, YEAR_2025, '2019-03-04', '2024-07-01')).toBe(10_000);
    expect(prorationFactor({ kind: 'day' }, YEAR_2025, '2025-01-01', null)).toBe(10_000);
    expect(prorationFactor({ kind: 'day' }, YEAR_2025, '2025-12-31', null)).toBe(27); // 1 ÷ 365 = 0.0027
    expect(prorationFactor({ kind: 'day' }, YEAR_2025, '2026-01-01', null)).toBe(0);
    expect(prorationFactor({ kind: 'month' }, YEAR_2025, '2026-01-01', null)).toBe(0);
    // A leap year's period: 184 of 366.
    expect(prorationFactor({ kind: 'day' }, { start: '2024-01-01', end: '2024-12-31' }, '2024-07-01', null)).toBe(5027);
  });
});

describe('eligibility', () => {
  const who = { hireDate: '2025-07-01', level: 3, metro: 'Bengaluru', fte: 1 };
  it('tenure, hire-date cut-off, level, location and employment type each leave someone out', () => {
    expect(eligibilityOf(who, {}, '2026-04-01')).toEqual({ eligible: true, reason: null });
    expect(wholeMonths('2025-07-01', '2026-04-01')).toBe(9);
    expect(eligibilityOf(who, { minTenureMonths: 9 }, '2026-04-01').eligible).toBe(true);
    expect(eligibilityOf(who, { minTenureMonths: 10 }, '2026-04-01')).toMatchObject({ eligible: false, reason: /tenure/ });
    expect(eligibilityOf(who, { hiredOnOrBefore: '2025-06-30' }, '2026-04-01')).toMatchObject({ eligible: false, reason: /Hired after/ });
    expect(eligibilityOf(who, { levels: [2, 4] }, '2026-04-01').eligible).toBe(false);
    expect(eligibilityOf(who, { locations: ['bengaluru'] }, '2026-04-01').eligible).toBe(true);
    expect(eligibilityOf(who, { locations: ['Pune'] }, '2026-04-01').eligible).toBe(false);
    expect(eligibilityOf({ ...who, fte: 0.5 }, { employmentTypes: ['full-time'] }, '2026-04-01').eligible).toBe(false);
    expect(eligibilityOf({ ...who, fte: 0.5 }, { employmentTypes: ['part-time'] }, '2026-04-01').eligible).toBe(true);
  });
});

describe('the merit matrix', () => {
  it('pay 90,000 against a 100,000 mid, rating 4: the [0.9, 1.0) column, 4 %, 93,600', () => {
    const band = { min: 80_000, mid: 100_000, max: 120_000 };
    expect(positionInRange(90_000, band, 'compa-ratio')).toBe(0.9);
    const g = guidelineFor(MATRIX, '4', columnFor(MATRIX.bounds, 90_000, band, 'compa-ratio'));
    expect(g).toMatchObject({ found: true, row: 3, column: 1, guideline: { min: 300, target: 400, max: 500 } });
    const raise = raiseMinor(90_000, g.found ? g.guideline.target : 0, 10_000);
    expect(90_000 + raise / 100).toBe(93_600);
  });

  it('columns are half-open with the lower bound inclusive', () => {
    const col = (pay: number) => columnFor(MATRIX.bounds, pay, { min: 80_000, mid: 100_000, max: 120_000 }, 'compa-ratio');
    expect(col(89_999)).toBe(0);
    expect(col(90_000)).toBe(1);
    expect(col(99_999)).toBe(1);
    expect(col(100_000)).toBe(2);
    expect(col(110_000)).toBe(3);
    expect(col(500_000)).toBe(3);
    // By penetration (60k/80k/100k): bounds at 0 %, 50 % and 100 % are the min, the mid and the max; 125 % is 105k.
    const pen = (pay: number) => columnFor([0, 5000, 10_000, 12_500], pay, { min: 60_000, mid: 80_000, max: 100_000 }, 'penetration');
    expect([59_999, 60_000, 79_999, 80_000, 100_000, 104_999, 105_000].map(pen)).toEqual([0, 1, 1, 2, 3, 3, 4]);
    expect(columnFor(MATRIX.bounds, 90_000, { min: 0, mid: 0, max: 0 }, 'compa-ratio')).toBeNull();
  });

  it('reads ratings ignoring case and spaces, and says why there is no cell', () => {
    const words: MeritMatrix = { ...MATRIX, ratings: ['Below', 'Meets', 'Exceeds', 'Far exceeds', 'Outstanding'] };
    expect(guidelineFor(words, '  far  EXCEEDS ', 1)).toMatchObject({ found: true, row: 3 });
    expect(guidelineFor(words, null, 1)).toMatchObject({ found: false, reason: 'No performance rating in the roster' });
    expect(guidelineFor(words, 'Stellar', 1)).toMatchObject({ found: false, reason: 'Rating "Stellar" is not a row of the matrix' });
    expect(guidelineFor(words, 'Meets', null)).toMatchObject({ found: false, row: 1, reason: 'No pay band to place them in' });
  });

  it('by range penetration: 60k/80k/100k, 90k sits at 0.75', () => {
    expect(positionInRange(90_000, { min: 60_000, mid: 80_000, max: 100_000 }, 'penetration')).toBe(0.75);
  });
});

describe('caps', () => {
  it('118,000 against a 120,000 max, rating 5 at 3 %: base 120,000 and a 1,540 lump sum', () => {
    const g = guidelineFor(MATRIX, '5', columnFor(MATRIX.bounds, 118_000, { min: 80_000, mid: 100_000, max: 120_000 }, 'compa-ratio'));
    expect(g).toMatchObject({ found: true, column: 3, guideline: { target: 300 } });
    const raise = raiseMinor(118_000, 300, 10_000);
    expect(raise).toBe(354_000);
    const split = splitAtMax(raise, 118_000, 120_000, 1);
    expect(split).toEqual({ baseMinor: 200_000, lumpMinor: 154_000 });
    expect(118_000 + split.baseMinor / 100).toBe(120_000);
  });

  it('inside the band nothing is split; past the max all is lump sum; part-timers against max × FTE', () => {
    expect(splitAtMax(300_000, 100_000, 120_000, 1)).toEqual({ baseMinor: 300_000, lumpMinor: 0 });
    expect(splitAtMax(300_000, 125_000, 120_000, 1)).toEqual({ baseMinor: 0, lumpMinor: 300_000 });
    expect(splitAtMax(177_000, 59_000, 120_000, 0.5)).toEqual({ baseMinor: 100_000, lumpMinor: 77_000 });
    expect(splitAtMax(300_000, 100_000, null, 1)).toEqual({ baseMinor: 300_000, lumpMinor: 0 });
  });
});

describe('rounding that adds up', () => {
  it('largest remainder: three thirds of 100 are 34, 33, 33', () => {
    expect(largestRemainder(100n, [100n, 100n, 100n], 3n)).toEqual([34n, 33n, 33n]);
    expect(largestRemainder(10n, [25n, 35n, 40n], 10n)).toEqual([3n, 3n, 4n]); // 2.5, 3.5, 4: the tie goes to the earlier
  });
});

const person = (ref: string, managerRef: string | null, base: number, over: Partial<BudgetPerson> = {}): BudgetPerson => ({
  ref,
  managerRef,
  currency: 'INR',
  base,
  proration: 10_000,
  family: 'software-engineering',
  level: 3,
  metro: 'Bengaluru',
  ...over,
});
const meritPool = (percent: number, scope: Pool['scope'] = {}): Pool => ({
  kind: 'merit',
  name: 'Merit',
  basis: 'percent',
  value: pct(percent),
  scope,
});

describe('budgets and the manager chain', () => {
  // VP V; managers A (150k) and B (140k) report to V; A has 100k and 80k, B has 120k at half the period and 60k.
  const team = [
    person('V', null, 300_000),
    person('A', 'V', 150_000),
    person('B', 'V', 140_000),
    person('a1', 'A', 100_000),
    person('a2', 'A', 80_000),
    person('b1', 'B', 120_000, { proration: 5000 }),
    person('b2', 'B', 60_000),
  ];

  it('the roll-up at 4 %: A 7,200, B 4,800, V 23,600', () => {
    const members = team.filter((p) => p.ref !== 'V'); // V's own raise is their manager's to fund
    const budget = poolBudget(meritPool(4), members, 'INR', { usdInr: 83 });
    expect(budget.total).toBe(23_600);
    const pools = rollUp(team, budget.shares);
    expect(pools.get('A')).toBe(7_200);
    expect(pools.get('B')).toBe(4_800);
    expect(pools.get('V')).toBe(23_600);
    expect(pools.get('a1')).toBeUndefined();
  });

  it('bottom-up: the sum of recommendations through the chain', () => {
    const spend = new Map([
      ['a1', 5_000],
      ['a2', 2_000],
      ['b1', 3_000],
      ['A', 6_000],
    ]);
    const up = rollUp(team, spend);
    expect([up.get('A'), up.get('B'), up.get('V')]).toEqual([7_000, 3_000, 16_000]);
  });

  it('a loop in the chain stops where it meets itself', () => {
    const loop = [person('x', 'y', 100), person('y', 'x', 100)];
    expect(rollUp(loop, new Map([['x', 5]]))).toEqual(new Map([['y', 5]]));
    expect(
      chainOf(
        'x',
        new Map([
          ['x', 'y'],
          ['y', 'x'],
        ]),
      ),
    ).toEqual(['y']);
  });

  it('scoped pools: a person belongs to the first pool of a kind that holds them', () => {
    const pools: Pool[] = [
      meritPool(5, { levels: [4] }),
      meritPool(3),
      { kind: 'promotion', name: 'Promotions', basis: 'amount', value: 10_000, scope: { families: ['software-engineering'] } },
    ];
    const people = [
      person('p1', null, 100_000, { level: 4 }),
      person('p2', null, 100_000),
      person('p3', null, 100_000, { family: 'sales' }),
    ];
    expect(poolMembers(pools, people)).toEqual([['p1'], ['p2', 'p3'], ['p1', 'p2']]);
  });

  it('an amount pool is split by prorated payroll and its parts add up to it', () => {
    const people = [person('p1', null, 100_000), person('p2', null, 100_000), person('p3', null, 100_000, { proration: 5000 })];
    const b = poolBudget({ kind: 'one-off', name: 'Spot', basis: 'amount', value: 10_001, scope: {} }, people, 'INR', { usdInr: 83 });
    expect([...b.shares.values()]).toEqual([4001, 4000, 2000]);
  });

  it('two currencies at the frozen rate: a USD cycle over rupee and dollar pay', () => {
    const fx = { usdInr: 83.25 };
    const people = [person('in1', null, 8_325_000), person('us1', null, 100_000, { currency: 'USD' })];
    const b = poolBudget(meritPool(4), people, 'USD', fx);
    expect(b.total).toBe(8_000);
    expect([...b.shares.values()]).toEqual([4_000, 4_000]);
    // The same pool in rupees: 333,000 + 333,000.
    expect(poolBudget(meritPool(4), people, 'INR', fx).total).toBe(666_000);
    expect(convertMinor(333_000, 'INR', 'USD', fx)).toBe(4_000); // ₹3,330.00 = $40.00
    expect(convertMinor(4_000, 'USD', 'INR', fx)).toBe(333_000);
    expect(convertMinor(100, 'INR', 'USD', fx)).toBe(1); // ₹1 = $0.0120 → 1 cent
  });
});

/** mulberry32: a small seeded generator, so the roster is the same on every run. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

describe('a 1,000-employee roster with mixed proration', () => {
  const random = seeded(30);
  const rules = [{ kind: 'day' }, { kind: 'month' }, { kind: 'cutoff', cutoff: '2025-09-30' }] as const;
  // A CEO, 9 VPs, 60 managers and 930 people under them; hires spread over 2015–2025, a few changes mid-year.
  const people: BudgetPerson[] = [];
  for (let i = 0; i < 1000; i++) {
    const managerRef = i === 0 ? null : i < 10 ? 'E0' : i < 70 ? `E${1 + (i % 9)}` : `E${10 + (i % 60)}`;
    const year = 2015 + Math.floor(random() * 11);
    const hire = `${year}-${String(1 + Math.floor(random() * 12)).padStart(2, '0')}-${String(1 + Math.floor(random() * 28)).padStart(2, '0')}`;
    const change = random() < 0.2 ? `2025-${String(1 + Math.floor(random() * 12)).padStart(2, '0')}-15` : null;
    const rule = rules[i % 3]!;
    people.push(
      person(`E${i}`, managerRef, 300_000 + Math.floor(random() * 5_000_000), {
        proration: prorationFactor(rule, YEAR_2025, hire, change),
        currency: i % 7 === 0 ? 'USD' : 'INR',
        level: 1 + (i % 8),
      }),
    );
  }
  const fx = { usdInr: 84.1234 };

  it('has the proration mixed: whole, part and none', () => {
    const factors = new Set(people.map((p) => (p.proration === 10_000 ? 'whole' : p.proration === 0 ? 'none' : 'part')));
    expect(factors).toEqual(new Set(['whole', 'part', 'none']));
  });

  for (const currency of ['INR', 'USD'] as const) {
    it(`reconciles to one unit in ${currency}: the parts add up to the pool, every manager's pool to its reports'`, () => {
      const members = people.filter((p) => p.ref !== 'E0');
      const b = poolBudget(meritPool(3.7), members, currency, fx);
      const shares = [...b.shares.values()];
      expect(shares.reduce((s, v) => s + v, 0)).toBe(b.total);
      expect(Math.abs(b.total * 100 - b.exactMinor)).toBeLessThanOrEqual(50);
      const pools = rollUp(people, b.shares);
      expect(pools.get('E0')).toBe(b.total);
      for (const [manager, pool] of pools) {
        const direct = people.filter((p) => p.managerRef === manager);
        const fromReports = direct.reduce((s, p) => s + (b.shares.get(p.ref) ?? 0) + (pools.get(p.ref) ?? 0), 0);
        expect(fromReports, manager).toBe(pool);
      }
      // The VPs' pools add up to the CEO's, less the VPs' own shares.
      const vps = people.slice(1, 10);
      expect(vps.reduce((s, p) => s + (pools.get(p.ref) ?? 0) + (b.shares.get(p.ref) ?? 0), 0)).toBe(b.total);
    });
  }
});

describe('approvals', () => {
  const stages: ApprovalStage[] = [
    { name: 'Manager', approver: { kind: 'chain', levelsUp: 1 }, when: { kind: 'always' } },
    { name: 'Skip level', approver: { kind: 'chain', levelsUp: 2 }, when: { kind: 'cost-above', amount: 10_000 } },
    { name: 'HR', approver: { kind: 'person', email: 'hr@co.example' }, when: { kind: 'outside-guideline' } },
  ];

  it('a stage by cost when the cost is above its amount, by guideline when outside it', () => {
    expect(stagesFor(stages, { costMinor: 1_000_000, outsideGuideline: false })).toEqual([0]);
    expect(stagesFor(stages, { costMinor: 1_000_001, outsideGuideline: false })).toEqual([0, 1]);
    expect(stagesFor(stages, { costMinor: 0, outsideGuideline: true })).toEqual([0, 2]);
  });

  it('the chain names the approver; past its top, the fallback', () => {
    const emails = new Map([
      ['A', 'a@co.example'],
      ['V', 'v@co.example'],
    ]);
    const emailOf = (ref: string) => emails.get(ref) ?? null;
    expect(approverOf(stages[0]!, ['A', 'V'], emailOf, 'fallback@co.example')).toBe('a@co.example');
    expect(approverOf(stages[1]!, ['A', 'V'], emailOf, 'fallback@co.example')).toBe('v@co.example');
    expect(approverOf(stages[1]!, ['A'], emailOf, 'fallback@co.example')).toBe('fallback@co.example');
    expect(approverOf(stages[0]!, ['X'], emailOf, 'fallback@co.example')).toBe('fallback@co.example');
    expect(approverOf(stages[2]!, ['A'], emailOf, 'fallback@co.example')).toBe('hr@co.example');
  });
});
