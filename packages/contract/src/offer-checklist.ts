import type { ChecklistItem, NegotiateChecklist, OfferAnalysis, OfferComponent } from './api/offers.js';
import type { CountryCode } from './constants.js';
import { formatCompact } from './format.js';
import { DEFAULT_VESTING_YEARS } from './vesting.js';

/**
 * The negotiation checklist of an offer, derived from its analysis alone (ADR 014): the server's
 * GET /offers/:id/negotiate-checklist and the offers page, which has the analysis already, build it
 * with this one function.
 */

export interface ChecklistContext {
  analysis: OfferAnalysis;
  deadline: string | null;
  /** Today (YYYY-MM-DD). */
  today: string;
  /** The member's notice period from the profile, when they gave one. */
  noticePeriodDays: number | null;
  /** The company's name as the member sees it. */
  companyName: string;
}

/** Components a member can ask to change, and the totals that only summarise them. */
const ASKABLE: OfferComponent[] = ['base', 'stock', 'bonus', 'signing'];

/** 1st, 2nd, 3rd, 11th, 22nd … */
export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** "2026-11-29" → "29 Nov 2026". */
export function longDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d} ${MONTHS[(m ?? 1) - 1]} ${y}`;
}

/** Every year vests the same share. */
const isEven = (schedule: Array<{ percent: number }>) => schedule.every((y) => Math.abs(y.percent - schedule[0]!.percent) < 0.01);

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * What to ask for, in order: the components below the slice median, largest gap first (stock
 * before base where stock is a large part of pay); a signing bonus for what the member leaves
 * behind; relocation; in India the notice-period buyout; stock refreshers; and the deadline.
 */
export function buildChecklist(ctx: ChecklistContext): NegotiateChecklist {
  const { analysis } = ctx;
  const cc: CountryCode = analysis.countryCode;
  // Compact, as the rest of the offers page and the item's own target: ₹10.9 L, $185k.
  const money = (v: number) => formatCompact(v, cc);
  const byKey = new Map(analysis.components.map((c) => [c.key, c]));

  const belowMedian = analysis.components
    .filter((c) => c.market && c.value < c.market.p50)
    .map((c) => ({
      component: c.key,
      label: c.label,
      gap: c.market!.p50 - c.value,
      gapPercent: Math.round(((c.market!.p50 - c.value) / c.market!.p50) * 1000) / 10,
    }))
    .sort((a, b) => b.gap - a.gap);

  const items: ChecklistItem[] = [];
  const sliceName = analysis.slice.label;

  if (!analysis.slice.comparable) {
    items.push({
      kind: 'market',
      component: null,
      ask: 'Gather market figures before you counter',
      reason: analysis.slice.note,
      target: null,
      gap: null,
    });
  }

  // Stock counts for much of pay at this company (its median yearly stock is a quarter or more of the median total).
  const stockMarket = byKey.get('stock')?.market;
  const totalMarket = byKey.get('total')?.market;
  const stockHeavy = Boolean(stockMarket && totalMarket && stockMarket.p50 >= 0.25 * totalMarket.p50);

  const gaps = belowMedian.filter((b) => ASKABLE.includes(b.component) && b.component !== 'signing');
  if (stockHeavy) {
    const stockIdx = gaps.findIndex((g) => g.component === 'stock');
    if (stockIdx > 0) gaps.unshift(...gaps.splice(stockIdx, 1));
  }
  for (const g of gaps) {
    const c = byKey.get(g.component)!;
    const m = c.market!;
    const what = g.component === 'stock' ? 'stock worth' : g.component === 'bonus' ? 'a target bonus of' : 'a base of';
    const years = analysis.vesting?.schedule.length ?? DEFAULT_VESTING_YEARS;
    const perYear = g.component === 'stock' ? ` a year` : '';
    const grant = g.component === 'stock' ? `: a grant of about ${money(m.p75 * years)} over ${years} years` : '';
    const heavy =
      g.component === 'stock' && stockHeavy
        ? ' Stock is a large part of pay here, so ask for it first: companies often have more room in the grant than in base.'
        : '';
    items.push({
      kind: g.component === 'stock' && stockHeavy ? 'stock-first' : 'component',
      component: g.component,
      ask: `Ask for ${what} ${money(m.p75)}${perYear} (the 75th percentile)${grant}`,
      reason: `Your ${c.label.toLowerCase()} of ${money(c.value)} is ${money(g.gap)} (${g.gapPercent}%) below the median of ${money(m.p50)} for ${sliceName}; you are at the ${ordinal(c.percentileRank ?? 0)} percentile.${heavy}`,
      target: m.p75,
      gap: g.gap,
    });
  }

  const signing = byKey.get('signing');
  const signingMarket = signing?.market;
  const signingTarget = signingMarket && signing!.value < signingMarket.p50 ? signingMarket.p75 : null;
  items.push({
    kind: 'signing',
    component: 'signing',
    ask:
      signingTarget !== null
        ? `Ask for a joining bonus of ${money(signingTarget)} to cover what you leave behind`
        : 'Ask for a joining bonus to cover what you leave behind',
    reason:
      `Unvested stock, a bonus due soon or a retention payment at your current employer are lost when you move; a one-time joining bonus is the usual way to cover them.` +
      (signingMarket
        ? ` Signing bonuses for ${sliceName}: median ${money(signingMarket.p50)}, 75th percentile ${money(signingMarket.p75)}.`
        : ''),
    target: signingTarget,
    gap: signingMarket && signing!.value < signingMarket.p50 ? signingMarket.p50 - signing!.value : null,
  });

  items.push({
    kind: 'relocation',
    component: null,
    ask: 'Ask for relocation support if you are moving',
    reason:
      'Travel, temporary housing, a deposit and moving your things are commonly paid apart from salary, as a lump sum or a relocation package.',
    target: null,
    gap: null,
  });

  if (analysis.countryCode === 'in' && ctx.noticePeriodDays !== 0) {
    const days = ctx.noticePeriodDays;
    items.push({
      kind: 'notice-buyout',
      component: null,
      ask: `Ask ${ctx.companyName} to buy out your notice period`,
      reason:
        (days ? `Your profile says your notice period is ${days} days. ` : 'If your current job has a notice period, ') +
        'Indian employers often pay the buyout (your salary for the days you would otherwise serve) so you can join sooner; ask for it in the offer, not after.',
      target: null,
      gap: null,
    });
  }

  const vest = analysis.vesting;
  if (vest) {
    const backLoaded = vest.schedule[0] && vest.schedule[0].percent < 100 / vest.schedule.length - 0.01;
    items.push({
      kind: 'refreshers',
      component: 'stock',
      ask: 'Ask how stock refreshers work',
      reason:
        `Your grant vests over ${vest.schedule.length} years${vest.assumed ? (isEven(vest.schedule) ? ' (an even split is assumed)' : ' (the company’s usual schedule is assumed)') : ''}; without yearly refreshers your pay drops once it is vested.` +
        (backLoaded
          ? ` The schedule is back-loaded (${vest.schedule[0]!.percent}% in year one), so also ask for a larger joining bonus or a first-year cash top-up.`
          : ''),
      target: null,
      gap: null,
    });
  }

  const left = ctx.deadline ? daysBetween(ctx.today, ctx.deadline) : null;
  items.push({
    kind: 'deadline',
    component: null,
    ask: ctx.deadline ? `Answer before ${longDate(ctx.deadline)}` : 'Ask by when they need your answer',
    reason:
      left === null
        ? 'Knowing the deadline lets you line up other offers; if you need more time, ask for it early and say why.'
        : left < 0
          ? `The deadline passed ${-left} days ago: ask whether the offer still stands before you negotiate.`
          : `${left} day${left === 1 ? '' : 's'} left. Negotiate before the deadline, not on it; if you are waiting on other offers, ask for more time now.`,
    target: null,
    gap: null,
  });

  return { offerId: analysis.offerId, currency: analysis.currency, belowMedian, items };
}
