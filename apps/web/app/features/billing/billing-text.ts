import type { api } from '@paysight/contract';
import { formatDate, formatMoney, safeReturnUrl, type CountryCode } from '@paysight/contract/core';

/** Words and figures of the pricing, checkout and account pages: pure, so tests read them directly. */

type Product = api.PricingProduct;

/** "₹3,999" with what it is for: "/ month", "/ year", or nothing for a one-off. */
export const priceOf = (p: Pick<Product, 'amount' | 'currency'>) => formatMoney(p.amount, p.currency);

export const periodOf = (p: Pick<Product, 'interval'>) =>
  p.interval === 'month' ? 'per month' : p.interval === 'year' ? 'per year' : 'once';

/**
 * The yearly plan against twelve monthly payments: "₹333 a month, 33% less than monthly".
 * Null when either plan is missing or the year is not cheaper.
 */
export function yearlySaving(yearly: Product | undefined, monthly: Product | undefined): string | null {
  if (!yearly || !monthly || yearly.interval !== 'year' || monthly.interval !== 'month') return null;
  const twelve = monthly.amount * 12;
  if (yearly.amount >= twelve) return null;
  const perMonth = Math.round(yearly.amount / 12 / 100) * 100;
  const saving = Math.round((1 - yearly.amount / twelve) * 100);
  return `${formatMoney(perMonth, yearly.currency)} a month, ${saving}% less than paying monthly`;
}

/** A credit pack's price per credit: "₹9.98 a credit". */
export function perCredit(p: Product): string | null {
  if (!p.credits) return null;
  return `${formatMoney(Math.round(p.amount / p.credits), p.currency)} a credit`;
}

/** The tax line a product or receipt carries, or null where none is charged. */
export function taxLine(p: { taxAmount: number; taxLabel: string | null; currency: 'INR' | 'USD' }): string | null {
  if (!p.taxLabel) return null;
  return `${p.taxLabel}: ${formatMoney(p.taxAmount, p.currency)}`;
}

export const PROVIDER_NAMES: Record<api.PaymentProviderId, string> = {
  stripe: 'Card (Stripe)',
  razorpay: 'UPI, cards or netbanking (Razorpay)',
  sandbox: 'Test mode',
};

/** What the pay button of a provider says, in the region. */
export function payButtonText(provider: api.CheckoutProvider, primary: boolean): string {
  if (provider === 'razorpay') return 'Pay with UPI, card or netbanking';
  return primary ? 'Pay by card' : 'Pay by international card';
}

/** The pricing page's own URL: the region and where to come back to. */
export function pricingHref(query: { region?: CountryCode | undefined; returnUrl?: string | null | undefined; cancelled?: boolean }) {
  const params = new URLSearchParams();
  if (query.region) params.set('region', query.region);
  if (query.returnUrl) params.set('returnUrl', query.returnUrl);
  if (query.cancelled) params.set('cancelled', '1');
  const qs = params.toString();
  return qs ? `/pricing?${qs}` : '/pricing';
}

/** The returnUrl query, when it is a path on this site; never the pricing page itself (that would loop). */
export function parseReturnUrl(value: string | null): string | null {
  const url = safeReturnUrl(value, '');
  if (!url || url === '/pricing' || url.startsWith('/pricing?') || url.startsWith('/checkout/')) return null;
  return url.slice(0, 500);
}

/** A subscription's state in words: "Renews on 24 Dec 2026", "Ends on 24 Dec 2026", "Ended". */
export function subscriptionState(s: Pick<api.MemberSubscription, 'status' | 'currentPeriodEnd' | 'cancelAtPeriodEnd'>): string {
  const day = formatDate(s.currentPeriodEnd);
  if (s.status === 'ended') return `Ended on ${day}`;
  if (s.status === 'past-due') return `Payment overdue: premium runs until ${day} unless the renewal goes through`;
  if (s.cancelAtPeriodEnd || s.status === 'cancelling') return `Cancelled: premium runs until ${day}, then stops`;
  return `Renews on ${day}`;
}

/** A ledger reason as the member reads it. */
export function creditReason(reason: string): string {
  const known: Record<string, string> = {
    purchase: 'Credit pack',
    refund: 'Refunded pack',
    'jobgpt-application': 'JobGPT application',
    'referral-bundle': 'Referral bundle',
  };
  return known[reason] ?? reason.replace(/-/g, ' ');
}
