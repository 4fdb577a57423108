import type { CountryCode } from './constants.js';

/**
 * Gurus: mock interviews with members proved at the company they coach for
 * (docs/decisions/052-gurus-mock-interviews.md). The rules both sides read: slot lengths, price
 * bounds, when a slot may be offered and booked, and how much a cancellation gives back.
 */

/** How long a session lasts, in minutes. */
export const GURU_SLOT_MINUTES = [30, 45, 60, 90] as const;
export type GuruSlotMinutes = (typeof GURU_SLOT_MINUTES)[number];

/** Slots start on the quarter hour. */
export const GURU_SLOT_STEP_MINUTES = 15;
/** A slot is offered, and booked, at least this long before it starts. */
export const GURU_NOTICE_HOURS = 2;
/** And at most this far ahead. */
export const GURU_HORIZON_DAYS = 90;
/** A slot is held for the member while they pay (then it is free again if the order was not paid). */
export const GURU_HOLD_MINUTES = 30;
/** Unpaid holds a member may have at once (nobody can sit on every slot of a coach). */
export const GURU_MAX_HOLDS = 3;

/** A coach's price for a session, tax included, in the region's currency (minor units): at least, at most. */
export const GURU_PRICE_LIMITS: Record<CountryCode, { currency: 'INR' | 'USD'; min: number; max: number }> = {
  in: { currency: 'INR', min: 50_000, max: 2_500_000 },
  us: { currency: 'USD', min: 1_000, max: 50_000 },
};

/** A member cancelling this many hours or more before the start gets everything back. */
export const GURU_FULL_REFUND_HOURS = 48;
/** What a member cancelling later gets back: under 48 hours (the 24–48 h band included) and under 24 hours, half. */
export const GURU_LATE_REFUND_PERCENT = 50;

/** Who ended a booking before it happened. */
export type GuruCancelledBy = 'candidate' | 'coach';

/**
 * The share of the price a cancellation refunds. A member: 100 % from 48 hours before the start,
 * 50 % after that (ADR 052: 24–48 hours is half, like the last day). A coach who cancels, or does
 * not come: always 100 %.
 */
export function guruRefundPercent(hoursBeforeStart: number, by: GuruCancelledBy): number {
  if (by === 'coach') return 100;
  return hoursBeforeStart >= GURU_FULL_REFUND_HOURS ? 100 : GURU_LATE_REFUND_PERCENT;
}

/** The refund of `percent` of `amount` (minor units), rounded down to the minor unit. */
export const guruRefundAmount = (amount: number, percent: number) => Math.floor((amount * percent) / 100);

/** Minutes after the start from which either side may say the other did not come. */
export const GURU_ABSENCE_AFTER_MINUTES = 15;
/** Days after the end during which a member may still say the coach did not come. */
export const GURU_ABSENCE_REPORT_DAYS = 7;

/** Reminders before a session: a day before and an hour before. */
export const GURU_REMINDER_HOURS = [24, 1] as const;

/** The time zones sessions are shown and offered in (a phone-width select; no script needed to pick one). */
export const GURU_TIME_ZONES = [
  { id: 'Asia/Kolkata', label: 'India (IST)', short: 'IST' },
  { id: 'America/New_York', label: 'US Eastern', short: 'ET' },
  { id: 'America/Chicago', label: 'US Central', short: 'CT' },
  { id: 'America/Denver', label: 'US Mountain', short: 'MT' },
  { id: 'America/Los_Angeles', label: 'US Pacific', short: 'PT' },
  { id: 'UTC', label: 'UTC', short: 'UTC' },
] as const;
export type GuruTimeZone = (typeof GURU_TIME_ZONES)[number]['id'];

export const isGuruTimeZone = (value: string | null | undefined): value is GuruTimeZone => GURU_TIME_ZONES.some((z) => z.id === value);

/** The zone a region's sessions are shown in until the reader picks another. */
export const regionTimeZone = (region: CountryCode): GuruTimeZone => (region === 'in' ? 'Asia/Kolkata' : 'America/New_York');

const zoneParts = (at: Date, zone: GuruTimeZone) => {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  return Object.fromEntries(parts.map((p) => [p.type, p.value])) as Record<string, string>;
};

/** "Thu 3 Dec 2026, 10:00 IST": a session's start in a zone, as mail, the bell and the page say it. */
export function formatSessionTime(at: Date | string, zone: GuruTimeZone): string {
  const p = zoneParts(typeof at === 'string' ? new Date(at) : at, zone);
  const short = GURU_TIME_ZONES.find((z) => z.id === zone)!.short;
  return `${p.weekday} ${p.day} ${p.month} ${p.year}, ${p.hour}:${p.minute} ${short}`;
}

/**
 * A wall-clock time in a zone ("2026-12-03T10:00", as a datetime-local field sends it) as the
 * instant it names; null when it is not such a time. A time a daylight-saving change skips (2:30
 * on a spring-forward night) lands an hour earlier.
 */
export function zonedTimeToInstant(local: string, zone: GuruTimeZone): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local.trim());
  if (!m) return null;
  const [y, mo, d, h, mi] = m.slice(1).map(Number) as [number, number, number, number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  if (Number.isNaN(wall) || new Date(wall).getUTCDate() !== d || h > 23 || mi > 59) return null;
  // The zone's offset at a moment: its wall clock there, read as if UTC, less the moment.
  const offsetAt = (instant: number) => {
    const p = zoneParts(new Date(instant), zone);
    const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
    return Date.UTC(Number(p.year), months.indexOf(p.month!), Number(p.day), Number(p.hour), Number(p.minute)) - instant;
  };
  let instant = wall - offsetAt(wall);
  instant = wall - offsetAt(instant);
  return new Date(instant);
}
