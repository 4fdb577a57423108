import jstat from 'jstat';
import { Matrix, SingularValueDecomposition, inverse } from 'ml-matrix';

/**
 * Pay equity, pure (docs/decisions/055-pay-equity.md): unadjusted gaps, the UK quartile rule, the
 * adjusted gap (OLS on ln pay with gender and legitimate factors), the fix priced three ways and the
 * EU Pay Transparency Directive's indicators. Gaps are fractions of men's pay: 0.1 = women are paid
 * 10 % less than men; a negative gap favours women. Nothing here suppresses: `reportable` says
 * whether a group may be shown, and the service applies it.
 */

export type Gender = 'female' | 'male' | 'non-binary';

export interface EquityPerson {
  ref: string;
  gender: Gender | null;
  /** Job family slug. */
  family: string;
  level: number;
  location: string;
  /** Yearly base, in the payroll's currency. */
  base: number;
  /** Yearly variable and complementary pay: bonus target + equity. */
  variable: number;
  /** Full-time equivalent, 0–1; null counts as 1. */
  fte: number | null;
  /** YYYY-MM-DD, or null when unknown. */
  hireDate: string | null;
  /** Performance rating, or null when unknown. */
  rating: string | null;
}

/** The fewest women and the fewest men a group may rest on to be reported. */
export const MIN_PER_GENDER = 5;
/** Hours of a full-time year (52 × 40): hourly pay = yearly pay ÷ (FTE × this). */
export const FULL_TIME_HOURS = 2080;
/** Article 10 of the Directive: a category's average gap of at least 5 % asks for a joint pay assessment. */
export const EU_FLAG_THRESHOLD = 0.05;

export const COMPONENTS = ['base', 'variable', 'total'] as const;
export type Component = (typeof COMPONENTS)[number];
export const BASES = ['annual', 'hourly'] as const;
export type Basis = (typeof BASES)[number];
export const FACTORS = ['level', 'family', 'location', 'tenure', 'rating'] as const;
export type Factor = (typeof FACTORS)[number];

const fteOf = (p: EquityPerson) => (p.fte && p.fte > 0 ? p.fte : 1);

/** A person's pay of one component, yearly as paid or per hour worked. */
export function payOf(p: EquityPerson, component: Component, basis: Basis): number {
  const amount = component === 'base' ? p.base : component === 'variable' ? p.variable : p.base + p.variable;
  return basis === 'annual' ? amount : amount / (fteOf(p) * FULL_TIME_HOURS);
}

export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

export interface Gap {
  men: number;
  women: number;
  /** (men's mean − women's mean) ÷ men's mean; null without both. */
  mean: number | null;
  median: number | null;
  /** At least MIN_PER_GENDER of each. */
  reportable: boolean;
}

/** The unadjusted gap between two lists of pay. */
export function gapOf(men: readonly number[], women: readonly number[]): Gap {
  const both = men.length > 0 && women.length > 0;
  const mm = both ? mean(men) : 0;
  const md = both ? median(men) : 0;
  return {
    men: men.length,
    women: women.length,
    mean: both && mm > 0 ? (mm - mean(women)) / mm : null,
    median: both && md > 0 ? (md - median(women)) / md : null,
    reportable: men.length >= MIN_PER_GENDER && women.length >= MIN_PER_GENDER,
  };
}

/** Women and men only: the gap compares the two (others are counted apart). */
export const comparable = (people: readonly EquityPerson[]) => people.filter((p) => p.gender === 'female' || p.gender === 'male');

/**
 * The gap of one component on one basis. Variable pay compares those who receive any (as the UK
 * bonus gap does); base and total compare everyone.
 */
export function componentGap(people: readonly EquityPerson[], component: Component, basis: Basis): Gap {
  const men: number[] = [];
  const women: number[] = [];
  for (const p of people) {
    if (p.gender !== 'female' && p.gender !== 'male') continue;
    if (component === 'variable' && p.variable <= 0) continue;
    (p.gender === 'male' ? men : women).push(payOf(p, component, basis));
  }
  return gapOf(men, women);
}

export type GapTable = Record<Basis, Record<Component, Gap>>;

export function gapTable(people: readonly EquityPerson[]): GapTable {
  const table = {} as GapTable;
  for (const basis of BASES) {
    table[basis] = {} as Record<Component, Gap>;
    for (const c of COMPONENTS) table[basis][c] = componentGap(people, c, basis);
  }
  return table;
}

export interface Category {
  family: string;
  level: number;
  men: number;
  women: number;
  gaps: GapTable;
}

/** Every category of workers (family × level) with its gaps, by family then level. */
export function categoriesOf(people: readonly EquityPerson[]): Category[] {
  const groups = new Map<string, EquityPerson[]>();
  for (const p of people) {
    const key = `${p.family}\u0000${p.level}`;
    const list = groups.get(key);
    if (list) list.push(p);
    else groups.set(key, [p]);
  }
  return [...groups.values()]
    .map((list) => ({
      family: list[0]!.family,
      level: list[0]!.level,
      men: list.filter((p) => p.gender === 'male').length,
      women: list.filter((p) => p.gender === 'female').length,
      gaps: gapTable(list),
    }))
    .sort((a, b) => a.family.localeCompare(b.family) || a.level - b.level);
}

// ---------------------------------------------------------------------------------------------
// Quartiles

export interface Quartile {
  /** 1 (lowest paid) to 4. */
  quartile: number;
  /** Lowest and highest rate in it. */
  from: number;
  to: number;
  /** Possibly fractional where a rate spans two quartiles. */
  women: number;
  men: number;
  /** women ÷ (women + men). */
  womenShare: number;
  menShare: number;
}

/**
 * Women and men in each pay quartile, ranked by `basis` total pay. Quartiles are as equal as whole
 * people allow (the extra ones go to the lowest quartiles first). People on one rate who span two
 * quartiles are split in proportion: each quartile takes the same share of that rate's women as of
 * its men (the UK gender pay gap rule), so women + men over the quartiles is the headcount.
 */
export function quartilesOf(people: readonly EquityPerson[], basis: Basis = 'hourly'): Quartile[] {
  const ranked = comparable(people)
    .map((p) => ({ pay: payOf(p, 'total', basis), female: p.gender === 'female' }))
    .sort((a, b) => a.pay - b.pay);
  const n = ranked.length;
  const bounds = [0];
  for (let q = 0; q < 4; q++) bounds.push(bounds[q]! + Math.floor(n / 4) + (q < n % 4 ? 1 : 0));
  const out = [0, 1, 2, 3].map((q) => ({
    quartile: q + 1,
    from: Number.POSITIVE_INFINITY,
    to: Number.NEGATIVE_INFINITY,
    women: 0,
    men: 0,
    womenShare: 0,
    menShare: 0,
  }));
  for (let s = 0; s < n;) {
    let e = s;
    let women = 0;
    while (e < n && ranked[e]!.pay === ranked[s]!.pay) women += ranked[e++]!.female ? 1 : 0;
    const men = e - s - women;
    for (let q = 0; q < 4; q++) {
      const overlap = Math.min(e, bounds[q + 1]!) - Math.max(s, bounds[q]!);
      if (overlap <= 0) continue;
      const o = out[q]!;
      o.women += (women * overlap) / (e - s);
      o.men += (men * overlap) / (e - s);
      o.from = Math.min(o.from, ranked[s]!.pay);
      o.to = Math.max(o.to, ranked[s]!.pay);
    }
    s = e;
  }
  for (const o of out) {
    const total = o.women + o.men;
    o.womenShare = total ? o.women / total : 0;
    o.menShare = total ? o.men / total : 0;
    if (!total) o.from = o.to = 0;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// The adjusted gap

export interface FactorNote {
  factor: Factor;
  used: boolean;
  why: string;
}

export interface AdjustedModel {
  /** People in the model (women and men with pay above 0). */
  n: number;
  men: number;
  women: number;
  /** The coefficient of being a woman on ln(pay); null when gender cannot be told apart from the factors. */
  beta: number | null;
  se: number | null;
  df: number;
  /** 1 − e^β, and its 95 % interval (low ≤ high). */
  gap: number | null;
  low: number | null;
  high: number | null;
  rSquared: number | null;
  factors: FactorNote[];
  reportable: boolean;
  /** For pricing: each person in the model, their weight in β (β = Σ weight × ln pay), fitted ln pay and FTE-equivalent pay. */
  rows: { person: EquityPerson; female: boolean; pay: number; weight: number; fitted: number }[];
}

const YEAR_MS = 365.25 * 24 * 3600 * 1000;
export const tenureYears = (hireDate: string, asOf: string) => Math.max(0, (Date.parse(asOf) - Date.parse(hireDate)) / YEAR_MS);

const factorValue = (p: EquityPerson, f: Exclude<Factor, 'tenure'>): string | null =>
  f === 'level' ? String(p.level) : f === 'family' ? p.family : f === 'location' ? p.location : p.rating;

const FACTOR_NAMES: Record<Factor, string> = {
  level: 'Level',
  family: 'Job family',
  location: 'Location',
  tenure: 'Tenure',
  rating: 'Performance rating',
};

/** Columns of X'X whose submatrix has full rank: a column the earlier ones already span is left out. */
function independentColumns(xtx: Matrix, order: number[]): number[] {
  const kept: number[] = [];
  for (const c of order) {
    const trial = [...kept, c];
    const sub = xtx.selection(trial, trial);
    if (new SingularValueDecomposition(sub, { autoTranspose: true }).rank === trial.length) kept.push(c);
  }
  return kept;
}

/**
 * OLS of ln(FTE-equivalent `component` pay) on an intercept, being a woman, and the chosen factors:
 * level, family, location and rating as categories (the most common value the reference), tenure in
 * years. A factor with one value, or unknown for anyone, is left out and the note says why. The
 * gap is 1 − e^β with a 95 % interval from Student's t on n − p degrees of freedom.
 */
export function adjustedGap(
  people: readonly EquityPerson[],
  chosen: readonly Factor[],
  asOf: string,
  component: Exclude<Component, 'variable'> = 'total',
): AdjustedModel {
  const sample = comparable(people).filter((p) => payOf(p, component, 'annual') > 0);
  const notes: FactorNote[] = [];
  const columns: ((p: EquityPerson) => number)[] = [() => 1, (p) => (p.gender === 'female' ? 1 : 0)];
  for (const f of FACTORS) {
    if (!chosen.includes(f)) {
      notes.push({ factor: f, used: false, why: 'Not chosen' });
      continue;
    }
    if (f === 'tenure') {
      if (sample.some((p) => !p.hireDate)) notes.push({ factor: f, used: false, why: 'Hire date not known for everyone' });
      else if (new Set(sample.map((p) => p.hireDate)).size < 2) notes.push({ factor: f, used: false, why: 'Everyone has the same tenure' });
      else {
        notes.push({ factor: f, used: true, why: 'Years since hire, as a straight line' });
        columns.push((p) => tenureYears(p.hireDate!, asOf));
      }
      continue;
    }
    const values = sample.map((p) => factorValue(p, f));
    if (values.some((v) => v === null || v === '')) {
      notes.push({ factor: f, used: false, why: `${FACTOR_NAMES[f]} not known for everyone` });
      continue;
    }
    const counts = new Map<string, number>();
    for (const v of values) counts.set(v!, (counts.get(v!) ?? 0) + 1);
    if (counts.size < 2) {
      notes.push({ factor: f, used: false, why: `Everyone shares one ${FACTOR_NAMES[f].toLowerCase()}` });
      continue;
    }
    const ordered = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
    notes.push({ factor: f, used: true, why: `${counts.size} values, compared with ${ordered[0]![0]} (the most common)` });
    for (const [v] of ordered.slice(1)) columns.push((p) => (factorValue(p, f) === v ? 1 : 0));
  }

  const men = sample.filter((p) => p.gender === 'male').length;
  const women = sample.length - men;
  const empty: AdjustedModel = {
    n: sample.length,
    men,
    women,
    beta: null,
    se: null,
    df: 0,
    gap: null,
    low: null,
    high: null,
    rSquared: null,
    factors: notes,
    reportable: men >= MIN_PER_GENDER && women >= MIN_PER_GENDER,
    rows: [],
  };
  if (!men || !women) return empty;

  const full = new Matrix(sample.map((p) => columns.map((col) => col(p))));
  const y = Matrix.columnVector(sample.map((p) => Math.log(payOf(p, component, 'annual') / fteOf(p))));
  // Gender goes last, so a factor that separates women from men is kept and the gender column is the one left out.
  const keep = independentColumns(full.transpose().mmul(full), [0, ...columns.map((_, i) => i).slice(2), 1]).sort((a, b) => a - b);
  if (!keep.includes(1)) return empty; // the factors alone tell women from men: no gap can be estimated
  const x = full.subMatrixColumn(keep);
  const xt = x.transpose();
  const inv = inverse(xt.mmul(x));
  const coef = inv.mmul(xt).mmul(y);
  const g = keep.indexOf(1);
  const beta = coef.get(g, 0);
  const fitted = x.mmul(coef);
  const ys = y.to1DArray();
  const fs = fitted.to1DArray();
  const rss = ys.reduce((s, v, i) => s + (v - fs[i]!) ** 2, 0);
  const my = mean(ys);
  const tss = ys.reduce((s, v) => s + (v - my) ** 2, 0);
  const df = sample.length - keep.length;
  const weights = inv.getRowVector(g).mmul(xt).to1DArray();
  let se: number | null = null;
  let low: number | null = null;
  let high: number | null = null;
  if (df > 0) {
    se = Math.sqrt((rss / df) * inv.get(g, g));
    const t = jstat.jStat.studentt.inv(0.975, df);
    low = 1 - Math.exp(beta + t * se);
    high = 1 - Math.exp(beta - t * se);
  }
  return {
    ...empty,
    beta,
    se,
    df,
    gap: 1 - Math.exp(beta),
    low,
    high,
    rSquared: tss > 0 ? 1 - rss / tss : null,
    rows: sample.map((p, i) => ({
      person: p,
      female: p.gender === 'female',
      pay: Math.exp(ys[i]!),
      weight: weights[i]!,
      fitted: fs[i]!,
    })),
  };
}

// ---------------------------------------------------------------------------------------------
// The fix, priced

export interface Raise {
  ref: string;
  /** Yearly pay of the model's component, as paid. */
  current: number;
  raise: number;
  /** For the fair-pay way: the pay the model predicts for the person as the other gender (as paid). */
  fair: number | null;
}

export interface FixWay {
  /** Yearly cost, as paid (FTE-weighted). */
  cost: number;
  people: number;
  /** The adjusted gap once the raises are paid (OLS is linear in ln pay, so this is exact). */
  gapAfter: number;
  raises: Raise[];
}

export interface Fix {
  /** Who is paid less for the same factors; null when the gap already meets the target. */
  group: 'women' | 'men' | null;
  target: number;
  gapBefore: number;
  /** The same percentage to everyone in the group. */
  uniform: (FixWay & { percent: number }) | null;
  /** The least total that brings the gap to the target exactly. */
  cheapest: FixWay | null;
  /** Everyone in the group raised toward their predicted fair pay, deepest deficits first. */
  fairPay: (FixWay & { cap: number; budget: number | null }) | null;
}

const gapAfterOf = (beta: number, rows: AdjustedModel['rows'], raises: Map<EquityPerson, number>) => {
  let b = beta;
  for (const r of rows) {
    const d = raises.get(r.person);
    if (d) b += r.weight * Math.log1p(d / r.pay);
  }
  return 1 - Math.exp(b);
};

const asPaid = (r: AdjustedModel['rows'][number], amount: number) => amount * fteOf(r.person);

/**
 * The fix for an adjusted gap to reach `target` (a size, 0–1: 0.02 brings a gap of either sign to
 * ±2 %). Raises only: the group paid less is raised, nobody is cut. Amounts are FTE-equivalent in
 * the model and priced as paid (× FTE).
 */
export function priceFix(model: AdjustedModel, target: number, opts: { cap: number; budget?: number | null }): Fix {
  const gapBefore = model.gap ?? 0;
  const none: Fix = { group: null, target, gapBefore, uniform: null, cheapest: null, fairPay: null };
  if (model.beta === null || Math.abs(gapBefore) <= target) return none;
  const beta = model.beta;
  const women = beta < 0;
  // The β the target gap means, on the group's side: 1 − e^β* = ±target.
  const betaTarget = women ? Math.log(1 - target) : Math.log(1 + target);
  const delta = betaTarget - beta; // > 0 for women, < 0 for men
  const group = model.rows.filter((r) => r.female === women);

  // 1. The same % to everyone: Σ weights over the group is +1 (women) or −1 (men), so β moves by ±ln(1 + r).
  const percent = Math.exp(Math.abs(delta)) - 1;
  const uniformRaises = group.map((r) => ({ row: r, d: r.pay * percent }));
  const uniform = wayOf(model, beta, uniformRaises, null);

  // 2. The least total: minimise Σ fte·d subject to Σ |w|·ln(1 + d/p) = |Δ|, d ≥ 0. Its optimum raises
  // each helpful person to λ·|w|/fte when that is above their pay: water-filling, solved exactly.
  const helpful = group
    .filter((r) => (women ? r.weight > 0 : r.weight < 0))
    .map((r) => ({ row: r, w: Math.abs(r.weight), f: fteOf(r.person) }))
    .map((c) => ({ ...c, threshold: (c.row.pay * c.f) / c.w }))
    .sort((a, b) => a.threshold - b.threshold);
  let cheapest: FixWay | null = null;
  let sumW = 0;
  let sumTerm = 0;
  for (let k = 0; k < helpful.length; k++) {
    const c = helpful[k]!;
    sumW += c.w;
    sumTerm += c.w * (Math.log(c.w / c.f) - Math.log(c.row.pay));
    const lnLambda = (Math.abs(delta) - sumTerm) / sumW;
    const next = helpful[k + 1];
    if (next && lnLambda > Math.log(next.threshold)) continue;
    const lambda = Math.exp(lnLambda);
    const raises = helpful.slice(0, k + 1).map((h) => ({ row: h.row, d: Math.max(0, (lambda * h.w) / h.f - h.row.pay) }));
    cheapest = wayOf(model, beta, raises, null);
    break;
  }

  // 3. Fair pay: e^(fitted + |β|) is what the model predicts for the person as the other gender.
  const budget = opts.budget ?? null;
  const deficits = group
    .map((r) => {
      const fair = Math.exp(r.fitted + Math.abs(beta));
      return { row: r, fair, d: Math.min(Math.max(0, fair - r.pay), r.pay * opts.cap) };
    })
    .filter((x) => x.d > 0)
    .sort((a, b) => b.d / b.row.pay - a.d / a.row.pay || a.row.person.ref.localeCompare(b.row.person.ref));
  let left = budget ?? Number.POSITIVE_INFINITY;
  const fairRaises: { row: AdjustedModel['rows'][number]; d: number; fair: number }[] = [];
  for (const x of deficits) {
    if (left <= 0) break;
    const costed = asPaid(x.row, x.d);
    const d = costed <= left ? x.d : left / fteOf(x.row.person);
    left -= asPaid(x.row, d);
    fairRaises.push({ row: x.row, d, fair: x.fair });
  }
  const fair = wayOf(model, beta, fairRaises, fairRaises);

  return {
    group: women ? 'women' : 'men',
    target,
    gapBefore,
    uniform: { ...uniform, percent },
    cheapest,
    fairPay: { ...fair, cap: opts.cap, budget },
  };
}

function wayOf(
  model: AdjustedModel,
  beta: number,
  raises: { row: AdjustedModel['rows'][number]; d: number; fair?: number }[],
  withFair: unknown[] | null,
): FixWay {
  const paid = raises.filter((r) => r.d > 0);
  const map = new Map(paid.map((r) => [r.row.person, r.d]));
  return {
    cost: paid.reduce((s, r) => s + asPaid(r.row, r.d), 0),
    people: paid.length,
    gapAfter: gapAfterOf(beta, model.rows, map),
    raises: paid.map((r) => ({
      ref: r.row.person.ref,
      current: asPaid(r.row, r.row.pay),
      raise: asPaid(r.row, r.d),
      fair: withFair && r.fair !== undefined ? asPaid(r.row, r.fair) : null,
    })),
  };
}

// ---------------------------------------------------------------------------------------------
// The EU Pay Transparency Directive (2023/970), Article 9

export interface EuCategory {
  family: string;
  level: number;
  men: number;
  women: number;
  reportable: boolean;
  base: Gap;
  variable: Gap;
  /** The mean gap of hourly total pay, the "average pay level" Article 10 speaks of. */
  average: number | null;
  /** |average| ≥ 5 % in a reportable category: a joint pay assessment is due unless justified. */
  flagged: boolean;
  /** Which way the average gap goes: a gap favouring women is flagged the same (see the ADR). */
  favours: 'men' | 'women' | null;
}

export interface EuReport {
  /** (a) and (c): hourly total pay. */
  gap: Gap;
  /** (b) and (d): variable pay among those who receive any, yearly. */
  variableGap: Gap;
  /** (e) */
  receivingVariable: { women: number; men: number };
  /** (f) */
  quartiles: Quartile[];
  /** (g) */
  categories: EuCategory[];
}

export function euReport(people: readonly EquityPerson[]): EuReport {
  const cmp = comparable(people);
  const share = (g: Gender) => {
    const list = cmp.filter((p) => p.gender === g);
    return list.length ? list.filter((p) => p.variable > 0).length / list.length : 0;
  };
  return {
    gap: componentGap(cmp, 'total', 'hourly'),
    variableGap: componentGap(cmp, 'variable', 'annual'),
    receivingVariable: { women: share('female'), men: share('male') },
    quartiles: quartilesOf(cmp, 'hourly'),
    categories: categoriesOf(cmp).map((c) => {
      const average = c.gaps.hourly.total.mean;
      const reportable = c.gaps.hourly.total.reportable;
      return {
        family: c.family,
        level: c.level,
        men: c.men,
        women: c.women,
        reportable,
        base: c.gaps.hourly.base,
        variable: c.gaps.annual.variable,
        average,
        flagged: reportable && average !== null && Math.abs(average) >= EU_FLAG_THRESHOLD - 1e-12,
        favours: average === null || Math.abs(average) < 1e-9 ? null : average > 0 ? 'men' : 'women',
      };
    }),
  };
}
