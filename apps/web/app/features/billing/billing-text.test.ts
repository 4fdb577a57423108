import { formatDate } from '@paysight/contract/core';
import type { api } from '@paysight/contract';
import { describe, expect, it } from 'vitest';
import { parseReturnUrl, perCredit, pricingHref, subscriptionState, taxLine, yearlySaving } from './billing-text';
import { completeHref, parseCompleteQuery } from './checkout-query';

const product = (over: Partial<api.PricingProduct>): api.PricingProduct => ({
  id: 'premium-monthly',
  kind: 'premium',
  name: 'Premium monthly',
  description: '',
  region: 'in',
  currency: 'INR',
  amount: 49_900,
  taxAmount: 7_612,
  taxLabel: 'GST 18% (included)',
  interval: 'month',
  credits: null,
  features: [],
  highlight: false,
  ...over,
});

describe('pricing words', () => {
  it('says what the yearly plan saves against twelve months', () => {
    const monthly = product({});
    const yearly = product({ id: 'premium-yearly', interval: 'year', amount: 399_900 });
    expect(yearlySaving(yearly, monthly)).toBe('₹333 a month, 33% less than paying monthly');
    expect(yearlySaving(product({ interval: 'year', amount: 600_000 }), monthly)).toBeNull();
    expect(yearlySaving(undefined, monthly)).toBeNull();
  });

  it('prices a credit and names the tax inside a price', () => {
    expect(perCredit(product({ kind: 'credits', interval: null, credits: 50, amount: 49_900 }))).toBe('₹9.98 a credit');
    expect(perCredit(product({}))).toBeNull();
    expect(taxLine(product({}))).toBe('GST 18% (included): ₹76.12');
    expect(taxLine({ taxAmount: 0, taxLabel: null, currency: 'USD' })).toBeNull();
  });

  it('keeps a return page on this site and never loops back to pricing or checkout', () => {
    expect(parseReturnUrl('/in/salary/google--software-engineer?level=3')).toBe('/in/salary/google--software-engineer?level=3');
    expect(parseReturnUrl('https://evil.example/')).toBeNull();
    expect(parseReturnUrl('//evil.example/')).toBeNull();
    expect(parseReturnUrl('/pricing?region=us')).toBeNull();
    expect(parseReturnUrl('/checkout/complete?session_id=x')).toBeNull();
    expect(pricingHref({ region: 'us', returnUrl: '/offers' })).toBe('/pricing?region=us&returnUrl=%2Foffers');
  });

  it('says where a subscription stands, in UTC days', () => {
    const end = '2026-12-24T10:00:00.000Z';
    expect(formatDate(end)).toBe('24 Dec 2026');
    expect(subscriptionState({ status: 'active', cancelAtPeriodEnd: false, currentPeriodEnd: end })).toBe('Renews on 24 Dec 2026');
    expect(subscriptionState({ status: 'cancelling', cancelAtPeriodEnd: true, currentPeriodEnd: end })).toBe(
      'Cancelled: premium runs until 24 Dec 2026, then stops',
    );
    expect(subscriptionState({ status: 'ended', cancelAtPeriodEnd: true, currentPeriodEnd: end })).toBe('Ended on 24 Dec 2026');
  });
});

describe('checkout return query', () => {
  it('round-trips a card session and a Razorpay result', () => {
    const card = new URL(`http://x${completeHref({ sessionId: 'cs_test_123' })}`);
    expect(parseCompleteQuery(card.searchParams)).toEqual({ kind: 'session', sessionId: 'cs_test_123' });
    const rzp = new URL(
      `http://x${completeHref({ orderId: 'o1', paymentId: 'pay_1', signature: 'ab', razorpayOrderId: 'order_1', razorpaySubscriptionId: null })}`,
    );
    expect(parseCompleteQuery(rzp.searchParams)).toEqual({
      kind: 'razorpay',
      orderId: 'o1',
      paymentId: 'pay_1',
      signature: 'ab',
      razorpayOrderId: 'order_1',
      razorpaySubscriptionId: null,
    });
    expect(parseCompleteQuery(new URLSearchParams('orderId=o1'))).toBeNull();
  });
});
