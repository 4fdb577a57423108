import type { api } from '@paysight/contract';
import { formatCompact, groupDigits, type BenefitItem, type CountryCode } from '@paysight/contract/core';

/** One company's figure for one item as the page says it: "80 % yes", "₹5.0 L", "26 weeks", "Free (60 %)". */
export function figureText(item: BenefitItem, f: api.BenefitFigure, cc: CountryCode): string | null {
  if (f.count === null) return null;
  if (item.kind === 'yes-no') return `${f.yesShare} % yes`;
  if (item.kind === 'choice') {
    const top = f.choices?.[0];
    if (!top) return null;
    const label = item.choices?.find((c) => c.value === top.value)?.label ?? top.value;
    return top.share === 100 ? label : `${label} (${top.share} %)`;
  }
  if (f.median === null) return null;
  if (item.kind === 'money') return f.median === 0 ? 'None' : formatCompact(f.median, cc);
  return item.unit === '%' ? `${f.median} %` : `${f.median} ${item.unit ?? ''}`.trim();
}

/** The spread under a number's median ("middle half 20–24 days"), when it has one. */
export function spreadText(item: BenefitItem, f: api.BenefitFigure, cc: CountryCode): string | null {
  if (f.count === null || f.p25 === null || f.p75 === null || f.p25 === f.p75) return null;
  if (item.kind === 'money') return `middle half ${formatCompact(f.p25, cc)}–${formatCompact(f.p75, cc)}`;
  if (item.kind === 'number') return `middle half ${f.p25}–${f.p75}${item.unit === '%' ? ' %' : ''}`;
  return null;
}

export const reportsText = (n: number) => `${groupDigits(n)} ${n === 1 ? 'report' : 'reports'}`;

/** The label of an item with its unit where the figure does not say it ("Learning budget, per year"). */
export const itemLabel = (item: BenefitItem) => (item.kind === 'money' && item.unit ? `${item.label}, ${item.unit}` : item.label);

export function benefitsHeading(companies: readonly { name: string }[], cc: CountryCode): string {
  const where = cc === 'in' ? 'India' : 'the US';
  if (companies.length === 0) return `Employee benefits in ${where}`;
  return `${companies.map((c) => c.name).join(' vs ')} benefits in ${where}`;
}

export function benefitsDescription(view: api.BenefitsView): string {
  const names = view.compare.map((c) => c.company.name);
  const what = 'health cover, parental leave, retirement, equity, leave and allowances';
  return names.length > 0
    ? `${names.join(', ')}: ${what} as employees report them on Paysight, each figure from ${view.minSlice} or more reports.`
    : `Employee benefits by company: ${what} as employees report them on Paysight, each figure from ${view.minSlice} or more reports.`;
}
