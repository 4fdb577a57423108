import { AppError, api, currencyForCountry, standardLevelName, type SessionUser } from '@paysight/contract';
import { toCsv } from '../benchmarking/exports.rules.js';
import { employeeDataset, jobFamilyCatalogue, type EmployeeRow } from '../benchmarking/payroll.service.js';
import { assertRegion, workspaceOf, type WorkspaceDeps } from '../workspaces/workspaces.service.js';
import {
  adjustedGap,
  categoriesOf,
  comparable,
  EU_FLAG_THRESHOLD,
  euReport,
  gapTable,
  MIN_PER_GENDER,
  priceFix,
  quartilesOf,
  type AdjustedModel,
  type EquityPerson,
  type Factor,
  type FixWay,
  type Gap,
  type GapTable,
} from './pay-equity.rules.js';

/**
 * Pay equity over the workspace's payroll (docs/decisions/055-pay-equity.md). Every call checks the
 * workspace and the analyst role first (every figure here is derived from gender), then reads that
 * workspace's payroll only; a payroll id of another workspace answers 404. Groups with fewer than 5
 * women or 5 men keep their counts and lose their figures.
 */

export type PayEquityDeps = WorkspaceDeps;

export const NO_PAYROLL = 'No payroll to report on: upload one on the peer benchmarking page first';
export const EU_RULE =
  "A category is flagged when its women's and men's average hourly pay differ by 5 % or more of men's pay, either way: " +
  'Article 10 of the Directive speaks of a difference in average pay level between female and male workers, so a gap ' +
  'favouring women is flagged too and marked as favouring women. Categories with fewer than 5 women or 5 men are not reported and not flagged.';

const r4 = (x: number | null) => (x === null ? null : Math.round(x * 10_000) / 10_000);
const r2 = (x: number) => Math.round(x * 100) / 100;

type Dataset = NonNullable<Awaited<ReturnType<typeof employeeDataset>>>;
/** An employee of the payroll with their job family. */
type EquityRow = EmployeeRow & { family: { slug: string; name: string } };

interface Loaded {
  upload: Dataset['upload'];
  rows: EquityRow[];
  people: EquityPerson[];
  byRef: Map<string, EquityRow>;
  asOf: string;
}

async function load(deps: PayEquityDeps, user: SessionUser | null, uploadId?: number): Promise<Loaded> {
  const ctx = await workspaceOf(deps, user, 'analyst');
  const dataset = await employeeDataset(deps, ctx, { uploadId });
  if (!dataset) throw new AppError(404, uploadId === undefined ? NO_PAYROLL : 'No such payroll');
  const { upload } = dataset;
  assertRegion(ctx, upload.countryCode);
  const familyById = new Map((await jobFamilyCatalogue(deps)).map((f) => [f.id, { slug: f.slug, name: f.name }]));
  const rows = dataset.employees.map((e): EquityRow => ({ ...e, family: familyById.get(e.familyId)! }));
  const people = rows.map((r): EquityPerson => ({
    ref: r.employeeRef,
    gender: r.gender,
    family: r.family.slug,
    level: r.level,
    location: r.metro,
    base: r.base,
    variable: r.bonusTarget + r.equity,
    fte: r.fte,
    hireDate: r.hireDate,
    rating: r.performanceRating?.trim() || null,
  }));
  return { upload, rows, people, byRef: new Map(rows.map((r) => [r.employeeRef, r])), asOf: deps.now().toISOString().slice(0, 10) };
}

function restsOn(people: readonly EquityPerson[]): api.PayEquityReport['restsOn'] {
  const women = people.filter((p) => p.gender === 'female').length;
  const men = people.filter((p) => p.gender === 'male').length;
  return { people: people.length, women, men, notCompared: people.length - women - men };
}

const gapOut = (g: Gap): api.PayEquityGap => ({
  women: g.women,
  men: g.men,
  reportable: g.reportable,
  mean: g.reportable ? r4(g.mean) : null,
  median: g.reportable ? r4(g.median) : null,
});

const tableOut = (t: GapTable) => ({
  annual: { base: gapOut(t.annual.base), variable: gapOut(t.annual.variable), total: gapOut(t.annual.total) },
  hourly: { base: gapOut(t.hourly.base), variable: gapOut(t.hourly.variable), total: gapOut(t.hourly.total) },
});

const FACTOR_WORDS: Record<Factor, string> = {
  level: 'level',
  family: 'job family',
  location: 'location',
  tenure: 'tenure',
  rating: 'rating',
};
const list = (words: string[]) => (words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`);

function adjustedOut(m: AdjustedModel): api.PayEquityAdjusted {
  const used = m.factors.filter((f) => f.used).map((f) => FACTOR_WORDS[f.factor]);
  const left = m.factors.filter((f) => !f.used && f.why !== 'Not chosen').map((f) => `${FACTOR_WORDS[f.factor]} (${f.why.toLowerCase()})`);
  let note = used.length
    ? `The gap between women and men of the same ${list(used)}: these explain pay for reasons other than gender, so what remains is the gap they leave.`
    : 'No factor used: the gap of geometric means of pay, before anything explains it.';
  if (left.length) note += ` Left out: ${list(left)}.`;
  if (!m.reportable) note = `Not reported: fewer than ${MIN_PER_GENDER} women or ${MIN_PER_GENDER} men.`;
  else if (m.gap === null) note += ' The chosen factors alone tell women from men here, so no gap can be estimated: choose fewer.';
  const shown = m.reportable && m.gap !== null;
  return {
    people: m.n,
    women: m.women,
    men: m.men,
    reportable: m.reportable,
    gap: shown ? r4(m.gap) : null,
    low: shown ? r4(m.low) : null,
    high: shown ? r4(m.high) : null,
    rSquared: shown ? r4(m.rSquared) : null,
    factors: m.factors,
    note,
  };
}

const factorsOr = (f: readonly Factor[] | undefined) => [...(f ?? api.PAY_EQUITY_DEFAULT_FACTORS)];

export async function getPayEquity(deps: PayEquityDeps, user: SessionUser | null, query: api.PayEquityQuery): Promise<api.PayEquityReport> {
  const { upload, rows, people, asOf } = await load(deps, user, query.uploadId);
  const names = new Map(rows.map((r) => [r.family.slug, r.family.name]));
  const family = (slug: string) => ({ slug, name: names.get(slug) ?? slug });
  const cmp = comparable(people);
  const overall = gapTable(cmp);
  const eu = euReport(cmp);
  const whole = overall.hourly.total.reportable;
  const euCategories = eu.categories.map((c) => ({
    family: family(c.family),
    level: c.level,
    levelName: standardLevelName(c.level),
    women: c.women,
    men: c.men,
    reportable: c.reportable,
    base: gapOut(c.base),
    variable: gapOut(c.variable),
    average: c.reportable ? r4(c.average) : null,
    flagged: c.flagged,
    favours: c.reportable ? c.favours : null,
  }));
  return {
    restsOn: restsOn(people),
    payroll: {
      uploadId: upload.id,
      fileName: upload.fileName,
      uploadedAt: upload.createdAt.toISOString(),
      countryCode: upload.countryCode,
      currency: currencyForCountry(upload.countryCode),
    },
    asOf,
    minPerGender: MIN_PER_GENDER,
    overall: tableOut(overall),
    categories: categoriesOf(cmp).map((c) => ({
      family: family(c.family),
      level: c.level,
      levelName: standardLevelName(c.level),
      women: c.women,
      men: c.men,
      gaps: tableOut(c.gaps),
    })),
    quartiles: whole
      ? quartilesOf(cmp, 'hourly').map((q) => ({
          ...q,
          from: r2(q.from),
          to: r2(q.to),
          women: r2(q.women),
          men: r2(q.men),
          womenShare: r4(q.womenShare)!,
          menShare: r4(q.menShare)!,
        }))
      : [],
    adjusted: adjustedOut(adjustedGap(cmp, factorsOr(query.factors), asOf)),
    eu: {
      gap: gapOut(eu.gap),
      variableGap: gapOut(eu.variableGap),
      receivingVariable: whole ? { women: r4(eu.receivingVariable.women)!, men: r4(eu.receivingVariable.men)! } : null,
      categories: euCategories,
      flagged: euCategories.filter((c) => c.flagged).length,
      rule: EU_RULE,
    },
  };
}

function wayOut(way: FixWay, byRef: Map<string, EquityRow>) {
  const raises = way.raises.map((r) => {
    const row = byRef.get(r.ref)!;
    const current = Math.round(r.current);
    // Up to the next whole unit, so the rounded raises still reach what the way promises.
    const raise = Math.ceil(r.raise - 1e-6);
    return {
      employeeId: r.ref,
      title: row.title,
      family: row.family,
      level: row.level,
      current,
      raise,
      after: current + raise,
      fair: r.fair === null ? null : Math.round(r.fair),
    };
  });
  return { cost: raises.reduce((s, r) => s + r.raise, 0), people: raises.length, gapAfter: r4(way.gapAfter)!, raises };
}

export async function priceEquityFix(deps: PayEquityDeps, user: SessionUser | null, body: api.PayEquityFixBody): Promise<api.PayEquityFix> {
  const { upload, people, byRef, asOf } = await load(deps, user, body.uploadId);
  const model = adjustedGap(comparable(people), factorsOr(body.factors), asOf);
  const base = {
    restsOn: restsOn(people),
    currency: currencyForCountry(upload.countryCode),
    adjusted: adjustedOut(model),
    target: body.target,
  };
  const none = (reason: string): api.PayEquityFix => ({ ...base, group: null, reason, uniform: null, cheapest: null, fairPay: null });
  if (!model.reportable) return none(`Not reported: fewer than ${MIN_PER_GENDER} women or ${MIN_PER_GENDER} men.`);
  if (model.gap === null) return none('The chosen factors alone tell women from men, so no gap can be estimated: choose fewer.');
  const fix = priceFix(model, body.target, { cap: body.cap, budget: body.budget ?? null });
  if (!fix.group) return none('The adjusted gap is already within the target: nothing to fix.');
  return {
    ...base,
    group: fix.group,
    reason: null,
    uniform: fix.uniform && { ...wayOut(fix.uniform, byRef), percent: r4(fix.uniform.percent)! },
    cheapest: fix.cheapest && wayOut(fix.cheapest, byRef),
    fairPay: fix.fairPay && { ...wayOut(fix.fairPay, byRef), cap: fix.fairPay.cap, budget: fix.fairPay.budget },
  };
}

export interface PayEquityFile {
  filename: string;
  contentType: string;
  body: string;
}

const pctText = (x: number | null) => (x === null ? null : r2(x * 100));

export async function exportPayEquity(deps: PayEquityDeps, user: SessionUser | null, q: api.PayEquityExportQuery): Promise<PayEquityFile> {
  const contentType = 'text/csv; charset=utf-8';
  if (q.file === 'raises') {
    const fix = await priceEquityFix(deps, user, { factors: q.factors, uploadId: q.uploadId, target: q.target, cap: q.cap });
    const way = q.way === 'uniform' ? fix.uniform : q.way === 'cheapest' ? fix.cheapest : fix.fairPay;
    const rows: (string | number | null)[][] = [
      ['Pay equity fix', q.way],
      ['Currency', fix.currency],
      ['People in the payroll', fix.restsOn.people],
      ['Adjusted gap %', pctText(fix.adjusted.gap)],
      ['Target gap %', pctText(fix.target)],
      ['Gap after %', way ? pctText(way.gapAfter) : null],
      ['Total cost', way ? way.cost : null],
      ...(fix.reason ? [['Note', fix.reason]] : []),
      [],
      ['Employee ID', 'Title', 'Family', 'Level', 'Current pay', 'Raise', 'Pay after', 'Fair pay'],
      ...(way?.raises ?? []).map((r) => [r.employeeId, r.title, r.family.name, r.level, r.current, r.raise, r.after, r.fair]),
    ];
    return { filename: `pay-equity-raises-${q.way}.csv`, contentType, body: toCsv(rows) };
  }
  const rep = await getPayEquity(deps, user, { factors: q.factors, uploadId: q.uploadId });
  const gapRow = (label: string, g: api.PayEquityGap) => [label, g.women, g.men, pctText(g.mean), pctText(g.median)];
  const rows: (string | number | null)[][] = [
    ['Pay equity report (EU Pay Transparency Directive, Article 9)'],
    ['Payroll', rep.payroll.fileName],
    ['As of', rep.asOf],
    ['Currency', rep.payroll.currency],
    ['People', rep.restsOn.people],
    ['Women', rep.restsOn.women],
    ['Men', rep.restsOn.men],
    ['Not compared (non-binary or gender not given)', rep.restsOn.notCompared],
    ['Figures of a group with fewer than 5 women or 5 men are left empty'],
    [],
    ['Indicator', 'Women', 'Men', 'Mean gap %', 'Median gap %'],
    gapRow('(a) and (c) Hourly pay', rep.eu.gap),
    gapRow('(b) and (d) Variable pay (those receiving any)', rep.eu.variableGap),
    ['(e) Receiving variable pay %', pctText(rep.eu.receivingVariable?.women ?? null), pctText(rep.eu.receivingVariable?.men ?? null)],
    [
      'Adjusted gap %',
      pctText(rep.adjusted.gap),
      `95 % interval ${pctText(rep.adjusted.low) ?? ''} to ${pctText(rep.adjusted.high) ?? ''}`,
    ],
    ['Adjusted for', rep.adjusted.note],
    [],
    ['(f) Quartile', 'Women', 'Men', 'Women %', 'Men %'],
    ...rep.quartiles.map((x) => [String(x.quartile), x.women, x.men, pctText(x.womenShare), pctText(x.menShare)]),
    [],
    [
      '(g) Family',
      'Level',
      'Women',
      'Men',
      'Base mean gap %',
      'Base median gap %',
      'Variable mean gap %',
      'Variable median gap %',
      'Average gap %',
      'Flag',
    ],
    ...rep.eu.categories.map((c) => [
      c.family.name,
      c.levelName,
      c.women,
      c.men,
      pctText(c.base.mean),
      pctText(c.base.median),
      pctText(c.variable.mean),
      pctText(c.variable.median),
      pctText(c.average),
      !c.reportable ? 'too few to report' : c.flagged ? `5 % or more, favours ${c.favours}` : '',
    ]),
    [],
    ['Rule', rep.eu.rule],
    ['Flag threshold %', EU_FLAG_THRESHOLD * 100],
  ];
  return { filename: 'pay-equity-report.csv', contentType, body: toCsv(rows) };
}
