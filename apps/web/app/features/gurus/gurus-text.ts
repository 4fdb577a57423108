import type { api } from '@paysight/contract';
import {
  COUNTRY_CODES,
  GURU_FULL_REFUND_HOURS,
  GURU_TIME_ZONES,
  formatMoney,
  formatSessionTime,
  isGuruTimeZone,
  regionTimeZone,
  type CountryCode,
  type GuruTimeZone,
} from '@paysight/contract/core';

/** What /gurus shows of coaches, slots and bookings, in words. */

export const money = (amount: number, currency: 'INR' | 'USD') => formatMoney(amount, currency);

/** "Thu 3 Dec 2026, 19:00 IST · 60 min". */
export const slotWhen = (slot: { startsAt: string; minutes: number }, zone: GuruTimeZone) =>
  `${formatSessionTime(slot.startsAt, zone)} · ${slot.minutes} min`;

/** The coach's record as a candidate reads it, or how many sessions it waits for. */
export function reliabilityText(r: api.GuruCoach['reliability'], minSlice: number): string {
  const due = r.held + r.missed;
  if (r.percent === null) return due === 0 ? 'New coach: no sessions yet' : `Reliability shown from ${minSlice} sessions (${due} so far)`;
  return `Came to ${r.held} of ${due} sessions (${r.percent}%)`;
}

export const BOOKING_STATUS_TEXT: Record<api.GuruBookingStatus, string> = {
  held: 'Waiting for your payment',
  released: 'Not paid: the slot was let go',
  confirmed: 'Booked',
  cancelled: 'Cancelled',
  completed: 'Completed',
  'candidate-absent': 'You did not come',
  'coach-absent': 'The coach did not come',
};

export const SESSION_STATUS_TEXT: Record<api.GuruBookingStatus, string> = {
  ...BOOKING_STATUS_TEXT,
  held: 'A member is paying',
  confirmed: 'Booked',
  'candidate-absent': 'The member did not come',
  'coach-absent': 'The member says you did not come',
};

const REFUND_STATE: Record<NonNullable<api.GuruBooking['refund']>['status'], string> = {
  pending: 'on its way',
  sent: 'refunded',
  failed: 'delayed: we have been alerted and will send it',
};

/** "₹2,500 (100%) refunded", "₹1,250 (50%) on its way". */
export const refundText = (refund: NonNullable<api.GuruBooking['refund']>, currency: 'INR' | 'USD') =>
  `${money(refund.amount, currency)} (${refund.percent}%) ${REFUND_STATE[refund.status]}`;

/** Why cancelling now gives what it gives, for the confirmation. */
export const refundRuleText = (percent: number) =>
  percent === 100
    ? `everything back: it is ${GURU_FULL_REFUND_HOURS} hours or more before the start`
    : `half back: it is less than ${GURU_FULL_REFUND_HOURS} hours before the start`;

export const CANCELLED_BY_TEXT: Record<NonNullable<api.GuruBooking['cancelledBy']>, string> = {
  candidate: 'by you',
  coach: 'by the coach',
  refund: 'refunded by Paysight',
};

export const TIME_ZONE_OPTIONS = GURU_TIME_ZONES.map((z) => ({ value: z.id, label: z.label }));
export const REGION_OPTIONS = [
  { value: '', label: 'Both regions' },
  { value: 'in', label: 'India (₹)' },
  { value: 'us', label: 'United States ($)' },
];

export const isRegion = (value: string | null | undefined): value is CountryCode =>
  (COUNTRY_CODES as readonly string[]).includes(value ?? '');

/** The zone the page shows times in: the reader's pick, else their region filter's, else India's. */
export const zoneOf = (tz: string | null, region: CountryCode | null): GuruTimeZone =>
  isGuruTimeZone(tz) ? tz : regionTimeZone(region ?? 'in');
