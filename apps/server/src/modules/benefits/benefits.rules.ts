import { benefitItemsOf, type api, type BenefitItem, type Region } from '@paysight/contract';
import { percentileOfSorted } from '../benchmarking/benchmark.rules.js';

/** One report as the figures use it: its answers by item key. */
export interface ReportAnswers {
  items: Readonly<Record<string, unknown>>;
}

const percent = (part: number, whole: number) => Math.round((part / whole) * 100);
const hidden = (key: string): api.BenefitFigure =>
  ({ key, count: null, yesShare: null, p25: null, median: null, p75: null, choices: null }) as api.BenefitFigure;

/**
 * One item's figure from the answers members gave it, or nulls when fewer than `minSlice` answered
 * (its count hidden too). Amounts are rounded to whole units, numbers to one decimal.
 */
export function itemFigure(item: BenefitItem, answers: readonly (boolean | number | string)[], minSlice: number): api.BenefitFigure {
  const n = answers.length;
  if (n < minSlice) return hidden(item.key);
  const figure = { ...hidden(item.key), count: n };
  if (item.kind === 'yes-no') return { ...figure, yesShare: percent(answers.filter((a) => a === true).length, n) };
  if (item.kind === 'choice') {
    const counts = new Map<string, number>();
    for (const a of answers) counts.set(String(a), (counts.get(String(a)) ?? 0) + 1);
    const order = item.choices!.map((c) => c.value);
    const choices = [...counts]
      .sort((a, b) => b[1] - a[1] || order.indexOf(a[0]) - order.indexOf(b[0]))
      .map(([value, count]) => ({ value, share: percent(count, n) }));
    return { ...figure, choices };
  }
  const sorted = Float64Array.from(answers as number[]).sort();
  const round = item.kind === 'money' ? Math.round : (v: number) => Math.round(v * 10) / 10;
  return {
    ...figure,
    p25: round(percentileOfSorted(sorted, 0.25)),
    median: round(percentileOfSorted(sorted, 0.5)),
    p75: round(percentileOfSorted(sorted, 0.75)),
  };
}

/** Every item of the region's taxonomy from the reports, in the taxonomy's order; an answer of the wrong type is not counted. */
export function benefitFigures(region: Region, reports: readonly ReportAnswers[], minSlice: number): api.BenefitFigure[] {
  return benefitItemsOf(region).map((item) => {
    const answers = reports.map((r) => r.items[item.key]).filter((a): a is boolean | number | string => fitsKind(item, a));
    return itemFigure(item, answers, minSlice);
  });
}

function fitsKind(item: BenefitItem, a: unknown): boolean {
  if (item.kind === 'yes-no') return typeof a === 'boolean';
  if (item.kind === 'choice') return typeof a === 'string' && item.choices!.some((c) => c.value === a);
  return typeof a === 'number' && Number.isFinite(a);
}
