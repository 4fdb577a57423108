import type { api } from '@paysight/contract';
import { describe, expect, it } from 'vitest';
import { bandSections, chartPoints, findingAnchor, marketFigures, scenarioTables } from './pay-bands-model';
import { comparePicks, parsePayBandsQuery, parsePick, payBandsSearch, pickLabel, picksFromForm } from './pay-bands-query';
import { levelsText, percent, signedPercent, sortFindings } from './pay-bands-text';
import { numberOf, percentText, readPlanForm, versionToForm } from './plan-form';

const band = (level: number, mid: number, location = 'Bengaluru', source: api.PayBand['source'] = 'market'): api.PayBand => ({
  family: { slug: 'software-engineering', name: 'Software Engineering' },
  level,
  levelName: `L${level}`,
  location,
  min: mid / 1.25,
  mid,
  max: mid * 1.2,
  source,
});

const finding = (rule: api.PayBandFinding['rule'], levels: number[], location = 'Bengaluru'): api.PayBandFinding => ({
  family: 'software-engineering',
  location,
  rule,
  levels,
  value: 0.3,
  message: `${rule} at ${levels.join('→')}`,
});

const plan: api.PayBandPlan = {
  metric: 'base',
  targetPercentile: 50,
  width: 0.5,
  progression: 0.15,
  rounding: 1000,
  families: ['software-engineering'],
  locations: ['Bengaluru', 'Pune'],
  differentials: { Pune: 0.9 },
  lint: { progressionMin: 0.1, progressionMax: 0.2, maxOverlap: 0.7 },
  steps: 'plan',
};

const version: api.PayBandVersion = {
  version: 2,
  effectiveDate: '2026-11-01',
  plan,
  bands: [band(2, 120_000), band(1, 100_000), band(3, 110_000), band(1, 90_000, 'Pune'), band(3, 140_000, 'Pune', 'manual')],
  findings: [finding('width-shrinks', [2, 3]), finding('inverted-midpoint', [2, 3]), finding('progression-high', [1, 2])],
  steps: [],
  differentials: [
    { family: 'software-engineering', location: 'Bengaluru', factor: 1, source: 'reference' },
    { family: 'software-engineering', location: 'Pune', factor: 0.9, source: 'plan' },
  ],
  note: null,
  createdAt: '2026-11-02T10:00:00.000Z',
  createdBy: 'Arjun',
};

describe('the /comp-bands URL', () => {
  it('reads the group, its version and two or three distinct scenario picks', () => {
    expect(parsePayBandsQuery(new URLSearchParams('group=4&version=2&compare=p50-w50-g15,p75-w40-gnone,p50-w50-g15,p90-w60-g10'))).toEqual({
      group: 4,
      version: 2,
      compare: [
        { percentile: 50, width: 50, progression: 15 },
        { percentile: 75, width: 40, progression: null },
        { percentile: 90, width: 60, progression: 10 },
      ],
    });
    // One scenario is no comparison; picks out of the API's limits are dropped; no group, nothing else.
    expect(parsePayBandsQuery(new URLSearchParams('group=4&compare=p50-w50-g15'))).toEqual({ group: 4, compare: [] });
    expect(parsePick('p60-w50-g15')).toBeUndefined();
    expect(parsePick('p50-w4-g15')).toBeUndefined();
    expect(parsePick('p50-w201-g15')).toBeUndefined();
    expect(parsePick('p50-w50-g101')).toBeUndefined();
    expect(parsePayBandsQuery(new URLSearchParams('version=2&compare=p50-w50-g15,p75-w50-g15'))).toEqual({ compare: [] });
    expect(parsePayBandsQuery(new URLSearchParams('group=0&version=x'))).toEqual({ compare: [] });
  });

  it('writes it back, and labels a pick within the API’s 60 characters', () => {
    const q = { group: 4, version: 2, compare: [parsePick('p50-w50-g15')!, parsePick('p75-w40-gnone')!] };
    expect(payBandsSearch(q)).toBe('?group=4&version=2&compare=p50-w50-g15%2Cp75-w40-gnone');
    expect(parsePayBandsQuery(new URLSearchParams(payBandsSearch(q)))).toEqual(q);
    expect(payBandsSearch({ compare: [] })).toBe('');
    expect(pickLabel({ percentile: 75, width: 40, progression: null })).toBe('P75 · 40 % wide · no steps');
    expect(pickLabel({ percentile: 90, width: 200, progression: 100 }).length).toBeLessThanOrEqual(60);
  });

  it('turns the comparison form into picks, leaving out an unpicked third scenario', () => {
    const form = new URLSearchParams('s1p=50&s1w=50&s1g=15&s2p=75&s2w=40&s2g=&s3p=&s3w=50&s3g=');
    expect(picksFromForm(form)).toEqual([
      { percentile: 50, width: 50, progression: 15 },
      { percentile: 75, width: 40, progression: null },
    ]);
    expect(picksFromForm(new URLSearchParams('s1p=50&s1w=50&s2p=50&s2w=50'))).toEqual([]);
    expect(comparePicks([undefined, parsePick('p50-w50-g15')])).toEqual([]);
  });
});

describe('the plan form', () => {
  const posted = (entries: [string, string][]) => {
    const form = new FormData();
    for (const [k, v] of entries) form.append(k, v);
    return form;
  };
  const base: [string, string][] = [
    ['metric', 'base'],
    ['targetPercentile', '75'],
    ['width', '50'],
    ['steps', 'market'],
    ['progression', '12.5'],
    ['rounding', '1000'],
    ['families', 'software-engineering'],
    ['families', 'data-and-ai'],
    ['reference', 'Bengaluru'],
    ['locations', 'Pune'],
    ['locations', 'Bengaluru'],
    ['diff.Pune', '0.9'],
    ['width.3', '60'],
    ['lintProgressionMin', '10'],
    ['lintProgressionMax', '20'],
    ['lintMaxOverlap', '70'],
    ['effectiveDate', '2026-12-01'],
    ['note', ' wider senior band '],
  ];

  it('reads whole percent as the API’s fractions, the reference location first', () => {
    const read = readPlanForm(
      posted([
        ...base,
        ['override.0.family', 'software-engineering'],
        ['override.0.level', '4'],
        ['override.0.location', 'Pune'],
        ['override.0.min', '1,00,000'],
        ['override.0.max', '150000'],
        // The spare row, left empty, is not an override.
        ['override.1.family', ''],
        ['override.1.min', ''],
      ]),
    );
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.body).toEqual({
      effectiveDate: '2026-12-01',
      note: 'wider senior band',
      plan: {
        metric: 'base',
        targetPercentile: 75,
        width: 0.5,
        widths: { '3': 0.6 },
        progression: 0.125,
        rounding: 1000,
        families: ['software-engineering', 'data-and-ai'],
        locations: ['Bengaluru', 'Pune'],
        differentials: { Pune: 0.9 },
        lint: { progressionMin: 0.1, progressionMax: 0.2, maxOverlap: 0.7 },
        steps: 'market',
      },
      overrides: [{ family: 'software-engineering', level: 4, location: 'Pune', min: 100_000, max: 150_000 }],
    });
  });

  it('an empty progression is none; text that is not a number is named', () => {
    const none = readPlanForm(posted(base.map(([k, v]) => [k, k === 'progression' ? '' : v])));
    expect(none.ok && none.body.plan.progression).toBeNull();
    const bad = readPlanForm(posted(base.map(([k, v]) => [k, k === 'width' ? 'wide' : k === 'families' ? '' : v])));
    expect(bad).toMatchObject({ ok: false, message: 'Width must be a number; Pick at least one job family' });
    expect(bad.values.width).toBe('wide');
    expect(numberOf('1,00,000')).toBe(100_000);
    expect(numberOf('')).toBeNull();
    expect(numberOf('12e3')).toBeNaN();
  });

  it('starts the next version from a saved one: its plan in percent and its manual bands', () => {
    const values = versionToForm(version, '2026-11-24');
    expect(values).toMatchObject({
      width: '50',
      progression: '15',
      reference: 'Bengaluru',
      locations: ['Pune'],
      differentials: { Pune: '0.9' },
      lintMaxOverlap: '70',
      effectiveDate: '2026-11-24',
      overrides: [{ family: 'software-engineering', level: '3', location: 'Pune', min: '112000', max: '168000' }],
    });
    expect(percentText(0.1 + 0.2)).toBe('30');
  });
});

describe('the bands as laid out', () => {
  it('groups bands by family and location in level order, with the progression to the next level and the findings that name a level', () => {
    const market = marketFigures(
      [
        {
          family: { slug: 'software-engineering', name: 'Software Engineering' },
          level: 1,
          levelName: 'Entry',
          location: 'Bengaluru',
          shown: true,
          hidden: null,
          evidence: null,
          base: { p10: 1, p25: 2, p50: 100_000, p75: 4, p90: 5 },
          stock: null,
          bonus: null,
          total: null,
        },
      ],
      'base',
      75,
    );
    const sections = bandSections(version, market);
    expect(sections.map((s) => s.location)).toEqual(['Bengaluru', 'Pune']);
    const [blr, pune] = sections;
    expect(blr!.rows.map((r) => r.band.level)).toEqual([1, 2, 3]);
    expect(blr!.rows[0]!.progressionToNext).toBeCloseTo(0.2);
    expect(blr!.rows[1]!.progressionToNext).toBeCloseTo(110 / 120 - 1);
    expect(blr!.rows[2]!.progressionToNext).toBeNull();
    expect(blr!.rows[0]!.width).toBeCloseTo(0.5);
    expect(blr!.rows[0]!.market).toEqual({ p50: 100_000, target: 4, hidden: null });
    expect(blr!.rows[1]!.market).toBeNull();
    expect(blr!.rows[1]!.findings).toEqual([0, 1, 2]);
    expect(blr!.rows[0]!.findings).toEqual([2]);
    expect(pune!.differential).toMatchObject({ factor: 0.9, source: 'plan' });
    expect(pune!.rows[1]!.nextLevel).toBeNull();
    expect(pune!.rows[0]).toMatchObject({ nextLevel: 3 });
    expect(findingAnchor(version.findings[1]!)).toBe(blr!.rows[1]!.anchor);
    expect(chartPoints(blr!.rows)[0]).toEqual({ level: 'L1', offset: 80_000, 'min to mid': 20_000, 'mid to max': 20_000 });
  });

  it('sorts findings most severe first and words them', () => {
    expect(sortFindings(version.findings).map((f) => f.rule)).toEqual(['inverted-midpoint', 'progression-high', 'width-shrinks']);
    expect(levelsText([3, 4])).toBe('Levels 3 → 4');
    expect(levelsText([5])).toBe('Level 5');
    expect(percent(0.153)).toBe('15.3 %');
    expect(signedPercent(-0.05)).toBe('−5 %');
    expect(signedPercent(0.125)).toBe('+12.5 %');
  });

  it('puts scenarios side by side per level, with the API’s mid change against the first', () => {
    const data: api.PayBandScenarios = {
      effectiveDate: '2026-11-24',
      currency: 'INR',
      scenarios: [
        { label: 'A', bands: [band(1, 100_000), band(2, 120_000)], findings: [], differentials: [], steps: [] },
        { label: 'B', bands: [band(2, 130_000), band(3, 150_000, 'Bengaluru', 'progression')], findings: [], differentials: [], steps: [] },
      ],
      comparisons: [
        {
          against: 'B',
          family: 'software-engineering',
          location: 'Bengaluru',
          levels: [
            { level: 1, a: { min: 1, mid: 100_000, max: 2, source: 'market' }, b: null, midChange: null },
            { level: 2, a: null, b: null, midChange: 0.0833 },
          ],
        },
      ],
    };
    const [table] = scenarioTables(data);
    expect(table!.rows.map((r) => r.level)).toEqual([1, 2, 3]);
    expect(table!.rows[0]!.cells[1]).toBeNull();
    expect(table!.rows[1]!.cells[1]).toMatchObject({ mid: 130_000, midChange: 0.0833 });
    expect(table!.rows[2]!.cells[0]).toBeNull();
    expect(table!.rows[2]!.cells[1]).toMatchObject({ source: 'progression' });
  });
});
