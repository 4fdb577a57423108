/** Pure rules of billing: receipt numbers and premium periods. */

/** "PS-2026-000042": the year it was paid and the payment's id, padded to six digits. */
export const receiptNumber = (payment: { id: number; paidAt: Date }) =>
  `PS-${payment.paidAt.getUTCFullYear()}-${String(payment.id).padStart(6, '0')}`;

/**
 * The end of a period of one month or one year from `from` (UTC), as the sandbox grants it: the
 * same day of the next month or year, or that month's last day when it has no such day
 * (31 January + 1 month = 28 or 29 February).
 */
export function addInterval(from: Date, interval: 'month' | 'year'): Date {
  const months = interval === 'month' ? 1 : 12;
  const target = new Date(from.getTime());
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(from.getUTCDate(), lastDay));
  return target;
}

export const PROVIDER_NAMES = { stripe: 'Stripe', razorpay: 'Razorpay', sandbox: 'the test-mode sandbox' } as const;

/** What a paid one-off service is followed by: the order is the booking (a mock interview's own sentence comes from its slot's booking). */
export const BOOKING_FOLLOW_UP = {
  negotiation: 'A coach will write to you within 2 working days to review your offer and draft the counter with you.',
  interview: 'Your mock interview is booked.',
} as const;
