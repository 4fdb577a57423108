import { describe, expect, it } from 'vitest';
import {
  adjustedGap,
  categoriesOf,
  componentGap,
  type EquityPerson,
  euReport,
  gapOf,
  payOf,
  priceFix,
  quartilesOf,
} from './pay-equity.rules.js';

let seq = 0;
const person = (over: Partial<EquityPerson> & Pick<EquityPerson, 'gender' | 'base'>): EquityPerson => ({
  ref: `E${++seq}`,
  family: 'software-engineering',
  level: 1,
  location: 'Bengaluru',
  variable: 0,
  fte: null,
  hireDate: '2022-01-01',
  rating: null,
  ...over,
});

/** The oracle: L1 men {100}, women {95, 95}; L2 men {150, 150}, women {145} (thousands). */
const oracle = (times = 1): EquityPerson[] =>
  Array.from({ length: times }, () => [
    person({ gender: 'male', level: 1, base: 100_000 }),
    person({ gender: 'female', level: 1, base: 95_000 }),
    person({ gender: 'female', level: 1, base: 95_000 }),
    person({ gender: 'male', level: 2, base: 150_000 }),
    person({ gender: 'male', level: 2, base: 150_000 }),
    person({ gender: 'female', level: 2, base: 145_000 }),
  ]).flat();

const pct = (x: number | null) => Math.round(x! * 10_000) / 100;

describe('the unadjusted gap', () => {
  it('oracle: the median gap is 36.7 % ((150 − 95) ÷ 150) and the mean gap 16.25 %', () => {
    const g = componentGap(oracle(), 'total', 'annual');
    expect(g.median).toBeCloseTo(55 / 150, 12);
    expect(pct(g.median)).toBe(36.67);
    expect(pct(g.mean)).toBe(16.25);
    expect(g).toMatchObject({ men: 3, women: 3, reportable: false });
  });

  it('a group with fewer than 5 women or 5 men is not reportable; 5 of each is', () => {
    expect(gapOf([1, 1, 1, 1, 1], [1, 1, 1, 1]).reportable).toBe(false);
    expect(gapOf([1, 1, 1, 1, 1], [1, 1, 1, 1, 1]).reportable).toBe(true);
    expect(componentGap(oracle(5), 'total', 'annual')).toMatchObject({ men: 15, women: 15, reportable: true });
  });

  it('hourly pay divides by FTE: a half-time woman on 50,000 earns the hourly rate of a full-time man on 100,000', () => {
    const people = [person({ gender: 'male', base: 100_000 }), person({ gender: 'female', base: 50_000, fte: 0.5 })];
    expect(payOf(people[1]!, 'base', 'hourly')).toBeCloseTo(100_000 / 2080, 9);
    expect(componentGap(people, 'base', 'hourly').mean).toBeCloseTo(0, 12);
    expect(componentGap(people, 'base', 'annual').mean).toBeCloseTo(0.5, 12);
  });

  it('the variable gap compares those who receive any; the total gap counts everyone', () => {
    const people = [
      person({ gender: 'male', base: 100, variable: 20 }),
      person({ gender: 'male', base: 100, variable: 0 }),
      person({ gender: 'female', base: 100, variable: 10 }),
    ];
    expect(componentGap(people, 'variable', 'annual')).toMatchObject({ men: 1, women: 1, mean: 0.5 });
    expect(componentGap(people, 'total', 'annual').mean).toBeCloseTo((110 - 110) / 110, 12);
  });

  it('categories are family × level, each with its own gap; non-binary and unknown people are not compared', () => {
    const cats = categoriesOf([...oracle(), person({ gender: 'non-binary', base: 1 }), person({ gender: null, base: 1 })]);
    expect(cats.map((c) => [c.level, c.men, c.women])).toEqual([
      [1, 1, 2],
      [2, 2, 1],
    ]);
    expect(cats[0]!.gaps.annual.total.mean).toBeCloseTo(0.05, 12);
    expect(cats[1]!.gaps.annual.total.mean).toBeCloseTo(5 / 150, 12);
  });
});

describe('pay quartiles (UK rule)', () => {
  it('counts add up to the headcount and split a rate spanning two quartiles in the same proportion', () => {
    // 8 people, quartiles of 2. The rate 10 is held by 3 people (2 women, 1 man) over ranks 0–2:
    // 2 of its 3 places fall in quartile 1, 1 in quartile 2.
    const people = [
      person({ gender: 'female', base: 10 }),
      person({ gender: 'female', base: 10 }),
      person({ gender: 'male', base: 10 }),
      person({ gender: 'male', base: 20 }),
      person({ gender: 'female', base: 30 }),
      person({ gender: 'male', base: 30 }),
      person({ gender: 'male', base: 40 }),
      person({ gender: 'female', base: 50 }),
    ];
    const q = quartilesOf(people, 'annual');
    expect(q[0]!.women).toBeCloseTo(4 / 3, 12);
    expect(q[0]!.men).toBeCloseTo(2 / 3, 12);
    expect(q[1]!.women).toBeCloseTo(2 / 3, 12);
    expect(q[1]!.men).toBeCloseTo(1 / 3 + 1, 12);
    // The rate keeps the same proportion (two women to one man) in each quartile it spans.
    expect(q[0]!.women / q[0]!.men).toBeCloseTo(2, 12);
    expect(q.map((x) => x.women + x.men).reduce((a, b) => a + b)).toBeCloseTo(8, 12);
    expect(q.reduce((s, x) => s + x.women, 0)).toBeCloseTo(4, 12);
    expect(q[3]).toMatchObject({ women: 1, men: 1, womenShare: 0.5, from: 40, to: 50 });
  });

  it('a headcount not divisible by four gives the extra people to the lowest quartiles', () => {
    const people = [1, 2, 3, 4, 5, 6, 7].map((b, i) => person({ gender: i % 2 ? 'male' : 'female', base: b }));
    const q = quartilesOf(people, 'annual');
    expect(q.map((x) => x.women + x.men)).toEqual([2, 2, 2, 1]);
  });

  it('everyone on one rate: each quartile holds the whole workforce mix', () => {
    const people = [...Array(6)].map((_, i) => person({ gender: i < 2 ? 'female' : 'male', base: 100 }));
    for (const x of quartilesOf(people, 'annual')) expect(x.womenShare).toBeCloseTo(1 / 3, 12);
  });
});

describe('the adjusted gap', () => {
  it('oracle: gender + level gives 4.17 % (1 − e^β, β the mean of ln 0.95 and ln(145/150))', () => {
    const m = adjustedGap(oracle(), ['level'], '2026-01-01');
    expect(pct(m.gap)).toBe(4.17);
    expect(m.beta).toBeCloseTo((Math.log(0.95) + Math.log(145 / 150)) / 2, 12);
    expect(m.factors.find((f) => f.factor === 'level')!.used).toBe(true);
    expect(m.low!).toBeLessThan(m.gap!);
    expect(m.high!).toBeGreaterThan(m.gap!);
    expect(m.reportable).toBe(false); // 3 women and 3 men: computed, never shown
  });

  it('the same people five times over: the same gap, reportable, with a narrower interval', () => {
    const one = adjustedGap(oracle(), ['level'], '2026-01-01');
    const five = adjustedGap(oracle(5), ['level'], '2026-01-01');
    expect(five.gap).toBeCloseTo(one.gap!, 12);
    expect(five.reportable).toBe(true);
    expect(five.high! - five.low!).toBeLessThan(one.high! - one.low!);
  });

  it('without factors, the adjusted gap is the gap of geometric means', () => {
    const m = adjustedGap(oracle(), [], '2026-01-01');
    const gm = (xs: number[]) => Math.exp(xs.reduce((s, x) => s + Math.log(x), 0) / xs.length);
    expect(m.gap).toBeCloseTo(1 - gm([95, 95, 145]) / gm([100, 150, 150]), 12);
  });

  it('leaves out a factor with one value or unknown for someone, and says why', () => {
    const m = adjustedGap(oracle(), ['level', 'family', 'rating', 'tenure'], '2026-01-01');
    const why = Object.fromEntries(m.factors.map((f) => [f.factor, f.used ? 'used' : f.why]));
    expect(why).toMatchObject({
      level: 'used',
      family: 'Everyone shares one job family',
      rating: 'Performance rating not known for everyone',
      tenure: 'Everyone has the same tenure',
      location: 'Not chosen',
    });
    expect(m.gap).toBeCloseTo(adjustedGap(oracle(), ['level'], '2026-01-01').gap!, 12);
  });

  it('uses rating and tenure when known', () => {
    const people = oracle(2).map((p, i) => ({ ...p, rating: i % 3 === 0 ? 'exceeds' : 'meets', hireDate: `20${10 + (i % 7)}-03-01` }));
    const m = adjustedGap(people, ['level', 'rating', 'tenure'], '2026-01-01');
    expect(m.factors.filter((f) => f.used).map((f) => f.factor)).toEqual(['level', 'tenure', 'rating']);
    expect(m.gap).not.toBeNull();
  });

  it('cannot tell a gap when the factors alone separate women from men', () => {
    const people = [person({ gender: 'male', level: 1, base: 100 }), person({ gender: 'female', level: 2, base: 90 })];
    expect(adjustedGap(people, ['level'], '2026-01-01').gap).toBeNull();
  });
});

describe('the fix, priced', () => {
  const model = adjustedGap(oracle(), ['level'], '2026-01-01');

  it('the same % to every woman: (1 − target) ÷ (1 − gap) − 1, and the gap lands on the target', () => {
    const fix = priceFix(model, 0, { cap: 0.2 });
    expect(fix.group).toBe('women');
    expect(fix.uniform!.percent).toBeCloseTo(1 / (1 - model.gap!) - 1, 12);
    expect(fix.uniform!.cost).toBeCloseTo(335_000 * fix.uniform!.percent, 6);
    expect(fix.uniform!.gapAfter).toBeCloseTo(0, 12);
    expect(fix.uniform!.people).toBe(3);
  });

  it('the cheapest fix reaches the target gap exactly, for less than the uniform one', () => {
    for (const target of [0, 0.01, 0.02]) {
      const fix = priceFix(model, target, { cap: 0.2 });
      expect(fix.cheapest!.gapAfter).toBeCloseTo(target, 12);
      expect(fix.cheapest!.cost).toBeLessThanOrEqual(fix.uniform!.cost + 1e-6);
      // Paid through the model again: the raised pay gives the target gap.
      const raised = new Map(fix.cheapest!.raises.map((r) => [r.ref, r.raise]));
      const after = adjustedGap(
        oracle().map((p, i) => ({ ...p, ref: model.rows[i]!.person.ref, base: p.base + (raised.get(model.rows[i]!.person.ref) ?? 0) })),
        ['level'],
        '2026-01-01',
      );
      expect(after.gap).toBeCloseTo(target, 9);
    }
  });

  it('no raise when the gap already meets the target', () => {
    expect(priceFix(model, 0.05, { cap: 0.2 })).toMatchObject({ group: null, uniform: null, cheapest: null, fairPay: null });
  });

  it('a gap favouring women raises men', () => {
    const flipped = oracle().map((p) => ({ ...p, gender: p.gender === 'male' ? ('female' as const) : ('male' as const) }));
    const m = adjustedGap(flipped, ['level'], '2026-01-01');
    expect(m.gap!).toBeLessThan(0);
    const fix = priceFix(m, 0, { cap: 0.2 });
    expect(fix.group).toBe('men');
    expect(fix.cheapest!.gapAfter).toBeCloseTo(0, 12);
    expect(fix.uniform!.gapAfter).toBeCloseTo(0, 12);
  });

  it('fair pay: each woman raised toward what the model predicts for a man like her, raises only up, capped, deepest first', () => {
    const fix = priceFix(model, 0, { cap: 0.2 });
    const fair = fix.fairPay!;
    expect(fair.raises.length).toBe(3);
    for (const r of fair.raises) {
      expect(r.raise).toBeGreaterThan(0);
      expect(r.raise).toBeLessThanOrEqual(r.current * 0.2 + 1e-9);
      expect(r.current + r.raise).toBeCloseTo(r.fair!, 6);
    }
    const depth = fair.raises.map((r) => r.raise / r.current);
    expect([...depth].sort((a, b) => b - a)).toEqual(depth);
    // Each woman at the pay predicted for a man like her closes the gap but for the men's own residuals.
    expect(Math.abs(fair.gapAfter)).toBeLessThan(model.gap! / 10);
    // The cheapest fix spends where a raise moves the gap most: here less than the fair-pay raises.
    expect(priceFix(model, 0, { cap: 0.2 }).cheapest!.cost).toBeLessThan(fair.cost);
    // A 1 % cap holds every raise under 1 %; the gap closes only part way.
    const capped = priceFix(model, 0, { cap: 0.01 }).fairPay!;
    for (const r of capped.raises) expect(r.raise).toBeCloseTo(r.current * 0.01, 9);
    expect(capped.gapAfter).toBeGreaterThan(0);
    // A budget pays the deepest deficits first and stops.
    const first = priceFix(model, 0, { cap: 0.2, budget: 1000 }).fairPay!;
    expect(first.cost).toBeCloseTo(1000, 9);
    expect(first.raises[0]!.ref).toBe(fair.raises[0]!.ref);
  });
});

describe('the EU Pay Transparency Directive report', () => {
  it('indicators (a)–(g), a category flagged at an average gap of 5 %, either way', () => {
    const people = [
      // engineering L1: men 100, women 95 → 5 %, flagged (favours men)
      ...[...Array(5)].map(() => person({ gender: 'male', base: 100_000, variable: 10_000 })),
      ...[...Array(5)].map(() => person({ gender: 'female', base: 95_000, variable: 9_500 })),
      // design L2: women paid 10 % more → flagged, favouring women
      ...[...Array(5)].map(() => person({ gender: 'male', family: 'design', level: 2, base: 100_000 })),
      ...[...Array(5)].map(() => person({ gender: 'female', family: 'design', level: 2, base: 110_000 })),
      // design L3: 4 women only reported as too few
      ...[...Array(6)].map(() => person({ gender: 'male', family: 'design', level: 3, base: 120_000 })),
      ...[...Array(4)].map(() => person({ gender: 'female', family: 'design', level: 3, base: 100_000 })),
    ];
    const eu = euReport(people);
    expect(eu.gap.men + eu.gap.women).toBe(30);
    expect(eu.receivingVariable).toEqual({ women: 5 / 14, men: 5 / 16 });
    expect(eu.variableGap.mean).toBeCloseTo(0.05, 12);
    expect(eu.quartiles.reduce((s, q) => s + q.women + q.men, 0)).toBeCloseTo(30, 9);
    const [l2, l3, eng] = eu.categories;
    expect(l2).toMatchObject({ family: 'design', level: 2, flagged: true, favours: 'women' });
    expect(l2!.average).toBeCloseTo(-0.1, 12);
    expect(l3).toMatchObject({ level: 3, reportable: false, flagged: false });
    expect(eng).toMatchObject({ family: 'software-engineering', flagged: true, favours: 'men' });
    expect(eng!.average).toBeCloseTo(0.05, 12);
  });
});
