import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { memberSetNull, userIdRef } from './accounts.js';
import { orders, refunds } from './billing.js';
import { companyIdRef, titles } from './catalog.js';
import { currencyColumn, isDemoColumn, parentRef, timestampNow } from './columns.js';

/**
 * Gurus (SPEC §7 Other: /gurus/interviewers; docs/decisions/052-gurus-mock-interviews.md): members
 * proved at a company coach mock interviews for it. A coach offers slots; a member books one
 * through the cart, which holds it while the order is open. Whether a coach may coach (their
 * current company, proved by a verified work email or a verified salary there) is decided when read,
 * as for referrers, so a coach who moves stops being listed and cannot offer or be booked.
 */

export const GURU_BOOKING_STATUSES = [
  'held',
  'released',
  'confirmed',
  'cancelled',
  'completed',
  'candidate-absent',
  'coach-absent',
] as const;
/** Who ended a booking before it happened: the candidate, the coach, or a refund made at the provider. */
export const GURU_CANCELLED_BY = ['candidate', 'coach', 'refund'] as const;

export const guruCoaches = pgTable(
  'guru_coaches',
  {
    id: serial('id').primaryKey(),
    userId: userIdRef(),
    /** The company they coach for: their current one when they became a coach. */
    companyId: companyIdRef(),
    /** The region whose members they coach; their slots are priced in its currency. */
    region: text('region', { enum: ['in', 'us'] }).notNull(),
    headline: text('headline').notNull(),
    /** A demo coach's title (a member's is read from their profile, live). */
    titleId: integer('title_id').references(() => titles.id),
    /** A demo coach (a demo member who cannot sign in): labelled, never bookable. */
    isDemo: isDemoColumn(),
    createdAt: timestampNow('created_at'),
    updatedAt: timestampNow('updated_at'),
  },
  (t) => [uniqueIndex('guru_coaches_user_uq').on(t.userId), index('guru_coaches_company_idx').on(t.companyId)],
);

export const guruSlots = pgTable(
  'guru_slots',
  {
    id: serial('id').primaryKey(),
    coachId: parentRef('coach_id', () => guruCoaches.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    minutes: smallint('minutes').notNull(),
    /** Tax included, in the minor units of the coach's currency. */
    price: integer('price').notNull(),
    currency: currencyColumn(),
    /** Withdrawn by the coach (only while nobody held or booked it). */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    createdAt: timestampNow('created_at'),
  },
  (t) => [
    uniqueIndex('guru_slots_coach_start_uq').on(t.coachId, t.startsAt),
    index('guru_slots_starts_idx').on(t.startsAt),
    check('guru_slots_price_ck', sql`${t.price} > 0`),
    check('guru_slots_minutes_ck', sql`${t.minutes} in (30, 45, 60, 90)`),
  ],
);

/**
 * A member's booking of a slot. At most one live booking per slot (held, confirmed or held already):
 * the partial unique index decides between two members booking at once, not a read.
 */
export const guruBookings = pgTable(
  'guru_bookings',
  {
    id: serial('id').primaryKey(),
    slotId: parentRef('slot_id', () => guruSlots.id),
    candidateId: memberSetNull('candidate_id'),
    /** The cart's order that pays for it (none for demo history). */
    orderId: uuid('order_id').references(() => orders.id),
    status: text('status', { enum: GURU_BOOKING_STATUSES }).notNull().default('held'),
    /** The order's amount and currency (the slot's price when it was booked). */
    amount: integer('amount').notNull(),
    currency: currencyColumn(),
    /** While held: until when the slot waits for the payment. */
    heldUntil: timestamp('held_until', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: text('cancelled_by', { enum: GURU_CANCELLED_BY }),
    /** The share refunded (cancelled, or the coach did not come) and the billing refund that carries it. */
    refundPercent: smallint('refund_percent'),
    refundId: integer('refund_id').references(() => refunds.id),
    /** When the outcome (completed, an absence) was recorded. */
    outcomeAt: timestamp('outcome_at', { withTimezone: true }),
    /** Reminders sent (a day and an hour before): claimed in one UPDATE, so each goes once. */
    remindedDayAt: timestamp('reminded_day_at', { withTimezone: true }),
    remindedHourAt: timestamp('reminded_hour_at', { withTimezone: true }),
    isDemo: isDemoColumn(),
    createdAt: timestampNow('created_at'),
  },
  (t) => [
    uniqueIndex('guru_bookings_live_slot_uq')
      .on(t.slotId)
      .where(sql`${t.status} in ('held', 'confirmed', 'completed', 'candidate-absent', 'coach-absent')`),
    uniqueIndex('guru_bookings_order_uq').on(t.orderId),
    index('guru_bookings_candidate_idx').on(t.candidateId, t.createdAt),
    index('guru_bookings_confirmed_idx')
      .on(t.slotId)
      .where(sql`${t.status} = 'confirmed'`),
    check('guru_bookings_order_ck', sql`${t.orderId} is not null or ${t.isDemo}`),
  ],
);

export type GuruCoachRow = typeof guruCoaches.$inferSelect;
export type GuruSlotRow = typeof guruSlots.$inferSelect;
export type GuruBookingRow = typeof guruBookings.$inferSelect;
