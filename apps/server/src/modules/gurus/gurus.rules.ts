import {
  GURU_ABSENCE_AFTER_MINUTES,
  GURU_ABSENCE_REPORT_DAYS,
  GURU_HORIZON_DAYS,
  GURU_NOTICE_HOURS,
  GURU_SLOT_STEP_MINUTES,
  guruRefundAmount,
  guruRefundPercent,
  type GuruCancelledBy,
} from '@paysight/contract';

/** Pure rules of gurus (docs/decisions/052-gurus-mock-interviews.md): timing, refunds, reliability. */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Why a start time cannot be offered, or null when it can: on the quarter hour, from 2 hours to 90 days ahead. */
export function slotStartProblem(startsAt: Date, now: Date): string | null {
  if (startsAt.getTime() % (GURU_SLOT_STEP_MINUTES * MINUTE) !== 0)
    return `body.startsAt: a slot starts on the quarter hour (:00, :15, :30 or :45)`;
  if (startsAt.getTime() < now.getTime() + GURU_NOTICE_HOURS * HOUR)
    return `body.startsAt: a slot starts at least ${GURU_NOTICE_HOURS} hours from now, so members can book it`;
  if (startsAt.getTime() > now.getTime() + GURU_HORIZON_DAYS * DAY) return `body.startsAt: a slot starts within ${GURU_HORIZON_DAYS} days`;
  return null;
}

/** Whether a slot can still be booked: it starts at least the notice ahead. */
export const bookable = (startsAt: Date, now: Date) => startsAt.getTime() >= now.getTime() + GURU_NOTICE_HOURS * HOUR;

/** What cancelling now gives back, for the side that cancels; null once the session has started. */
export function cancellationRefund(
  booking: { amount: number; startsAt: Date },
  by: GuruCancelledBy,
  now: Date,
): { percent: number; amount: number } | null {
  const hoursBefore = (booking.startsAt.getTime() - now.getTime()) / HOUR;
  if (hoursBefore <= 0) return null;
  const percent = guruRefundPercent(hoursBefore, by);
  return { percent, amount: guruRefundAmount(booking.amount, percent) };
}

export type Outcome = 'completed' | 'candidate-absent' | 'coach-absent';

/**
 * When each side may record how a session went: the coach that it was completed once it has ended,
 * or that the candidate did not come from 15 minutes after the start; the candidate that the coach
 * did not come from 15 minutes after the start until a week after its end. Null when allowed now.
 */
export function outcomeProblem(outcome: Outcome, session: { startsAt: Date; minutes: number }, now: Date): string | null {
  const start = session.startsAt.getTime();
  const end = start + session.minutes * MINUTE;
  const absentFrom = start + GURU_ABSENCE_AFTER_MINUTES * MINUTE;
  if (outcome === 'completed') return now.getTime() >= end ? null : 'A session is marked completed once it has ended';
  if (now.getTime() < absentFrom) return `An absence is recorded from ${GURU_ABSENCE_AFTER_MINUTES} minutes after the start`;
  if (outcome === 'coach-absent' && now.getTime() > end + GURU_ABSENCE_REPORT_DAYS * DAY)
    return `A coach’s absence is reported within ${GURU_ABSENCE_REPORT_DAYS} days of the session`;
  return null;
}

/**
 * A coach's reliability: sessions held (completed, or the candidate did not come) of those due
 * (held, the coach did not come, or the coach cancelled under 48 hours before), as a whole percent;
 * null under `minSessions` sessions due (too few to say anything, and too few people).
 */
export function reliabilityPercent(held: number, missed: number, minSessions: number): number | null {
  const due = held + missed;
  return due >= minSessions && due > 0 ? Math.round((held * 100) / due) : null;
}
