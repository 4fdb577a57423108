import { z } from 'zod';
import { COUNTRY_CODES } from '../constants.js';
import { GURU_SLOT_MINUTES } from '../gurus.js';
import { currency, named, routesOf, serialId, slugText } from './schemas.js';

/**
 * Gurus (SPEC §7 Other: GET /gurus/interviewers; docs/decisions/052-gurus-mock-interviews.md): mock
 * interviews with members proved at the company they coach for — a verified work email at one of
 * its domains or a verified, published salary there, at their current company (the referrals'
 * rule, checked at every read and write). Coaches offer slots (a start, a length, a price in their
 * region's currency); members book one through the cart (POST /cart/interviews with the slot) and
 * checkout, which holds the slot while the order is open and confirms the booking when it is paid.
 * Cancelling 48 hours or more before gives the whole price back, later half; a coach who cancels or
 * does not come gives it all back and their reliability (sessions held ÷ sessions due, shown from
 * MIN_SLICE sessions) drops.
 */

const region = z.enum(COUNTRY_CODES, { error: 'region must be in or us' });
const instant = z.string();
const companySlug = slugText('company must be a company slug');
const familySlug = slugText('family must be a job family slug');

/** What a candidate sees of a coach's record: their reliability once it rests on enough sessions. */
export const guruReliability = z.object({
  /** Sessions the coach held (completed, or the candidate did not come). */
  held: z.number().int(),
  /** Sessions the coach missed: did not come, or cancelled under 48 hours before. */
  missed: z.number().int(),
  /** held ÷ (held + missed) as a whole percent; null under MIN_SLICE sessions. */
  percent: z.number().int().nullable(),
});

/** A free slot, as a candidate books it. */
export const guruSlot = z.object({
  id: z.number().int(),
  startsAt: instant,
  minutes: z.number().int(),
  /** Tax included, minor units of `currency`. */
  price: z.number().int(),
  currency,
});
export type GuruSlot = z.infer<typeof guruSlot>;

export const guruCoach = z.object({
  id: z.number().int(),
  /** The coach's name as they gave it ("Demo coach" for demo coaches). */
  name: z.string(),
  headline: z.string(),
  company: named,
  /** Their current title and its family, from their profile; null when it names none. */
  title: z.string().nullable(),
  family: named.nullable(),
  region,
  currency,
  /** A demo coach (a demo member who cannot sign in): labelled, never bookable. */
  isDemo: z.boolean(),
  reliability: guruReliability,
  /** The lowest price of their free slots; null when none is free. */
  priceFrom: z.number().int().nullable(),
  /** Free slots, soonest first (the list: the next few; a coach's own answer: all of them). */
  slots: z.array(guruSlot),
  freeSlots: z.number().int(),
});
export type GuruCoach = z.infer<typeof guruCoach>;

export const GURUS_PAGE_SIZE = 12;
/** Free slots each coach of the list shows. */
export const GURUS_LIST_SLOTS = 3;

export const guruInterviewersQuery = z.object({
  company: companySlug.optional(),
  family: familySlug.optional(),
  region: region.optional(),
  page: z.coerce
    .number({ error: 'page must be a number' })
    .int('page must be a whole number')
    .min(1, 'page starts at 1')
    .max(500)
    .default(1),
});

export type GuruInterviewersQuery = z.infer<typeof guruInterviewersQuery>;

export const guruInterviewers = z.object({
  items: z.array(guruCoach),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Sessions a reliability needs before it is shown. */
  minSlice: z.number().int(),
  /** The filters' choices: companies and families that have coaches now (with how many). */
  companies: z.array(named.extend({ coaches: z.number().int() })),
  families: z.array(named.extend({ coaches: z.number().int() })),
});
export type GuruInterviewers = z.infer<typeof guruInterviewers>;

export const GURU_BOOKING_STATUSES = [
  /** Held while its order is unpaid. */
  'held',
  /** The hold ran out (or the payment failed) before it was paid: the slot is free again. */
  'released',
  'confirmed',
  'cancelled',
  'completed',
  'candidate-absent',
  'coach-absent',
] as const;
export type GuruBookingStatus = (typeof GURU_BOOKING_STATUSES)[number];

/** What the caller would get back by cancelling now (null when they cannot cancel). */
const refundQuote = z.object({ percent: z.number().int(), amount: z.number().int() }).nullable();

/** One of the member's bookings, as the candidate sees it. */
export const guruBooking = z.object({
  id: z.number().int(),
  slotId: z.number().int(),
  status: z.enum(GURU_BOOKING_STATUSES),
  coach: z.object({
    id: z.number().int(),
    name: z.string(),
    company: named,
    /** Their address once the booking is paid, to agree the call. */
    email: z.string().nullable(),
  }),
  startsAt: instant,
  minutes: z.number().int(),
  amount: z.number().int(),
  currency,
  /** The cart's order: pay it while the hold lasts. */
  orderId: z.string().nullable(),
  heldUntil: instant.nullable(),
  /** Cancelling now gives back this (a confirmed session not yet started); null otherwise. */
  refundIfCancelled: refundQuote,
  /** May the member say the coach did not come (from 15 minutes after the start, for a week after the end). */
  mayReportCoachAbsent: z.boolean(),
  /** What was refunded (percent of the price and the amount), once cancelled or the coach did not come. */
  refund: z.object({ percent: z.number().int(), amount: z.number().int(), status: z.enum(['pending', 'sent', 'failed']) }).nullable(),
  cancelledBy: z.enum(['candidate', 'coach', 'refund']).nullable(),
  createdAt: instant,
});
export type GuruBooking = z.infer<typeof guruBooking>;

export const guruBookings = z.object({ items: z.array(guruBooking) });
export type GuruBookings = z.infer<typeof guruBookings>;

/** What a cancellation or an outcome changed: the booking's state and what is refunded. */
export const guruBookingChange = z.object({
  id: z.number().int(),
  status: z.enum(GURU_BOOKING_STATUSES),
  refund: guruBooking.shape.refund,
});
export type GuruBookingChange = z.infer<typeof guruBookingChange>;

/** A session on the coach's side: the candidate is named once the booking is paid. */
export const guruSession = z.object({
  bookingId: z.number().int(),
  status: z.enum(GURU_BOOKING_STATUSES),
  candidate: z.object({ name: z.string(), email: z.string() }).nullable(),
  /** May the coach record how it went now: completed (after its end), the candidate absent (15 minutes after the start). */
  mayComplete: z.boolean(),
  mayReportCandidateAbsent: z.boolean(),
  /** May the coach still cancel it (before the start; the member gets everything back). */
  mayCancel: z.boolean(),
});

export const guruOwnSlot = z.object({
  id: z.number().int(),
  startsAt: instant,
  minutes: z.number().int(),
  price: z.number().int(),
  currency,
  /** free: nobody holds it; held: a member is paying; booked: paid. */
  state: z.enum(['free', 'held', 'booked', 'past']),
  session: guruSession.nullable(),
});

/** The member as a coach: whether they may coach, at which company, and their slots and sessions. */
export const guruCoachView = z.object({
  /** Their current company (from their profile), and whether they proved they work there. */
  company: named.nullable(),
  eligible: z.boolean(),
  /** Why they may not coach, when they may not. */
  reason: z.string().nullable(),
  coach: z
    .object({
      id: z.number().int(),
      headline: z.string(),
      region,
      currency,
      company: named,
      reliability: guruReliability,
    })
    .nullable(),
  slots: z.array(guruOwnSlot),
  priceLimits: z.object({ min: z.number().int(), max: z.number().int(), currency }),
});
export type GuruCoachView = z.infer<typeof guruCoachView>;

export const guruCoachBody = z
  .object({
    /** The region whose members they coach: their slots are priced in its currency. */
    region,
    headline: z
      .string({ error: 'headline is required' })
      .trim()
      .min(10, 'headline: say in a few words what you interview for (at least 10 characters)')
      .max(140, 'headline must be at most 140 characters'),
  })
  .strict();
export type GuruCoachBody = z.infer<typeof guruCoachBody>;

export const guruSlotBody = z
  .object({
    startsAt: z.iso.datetime({ offset: true, error: 'startsAt must be a date and time with its offset, like 2026-12-03T10:00:00+05:30' }),
    minutes: z.union(
      GURU_SLOT_MINUTES.map((m) => z.literal(m)),
      { error: `minutes must be one of ${GURU_SLOT_MINUTES.join(', ')}` },
    ),
    /** Tax included, in the minor units of the coach's region's currency. */
    price: z.number({ error: 'price must be a whole number of paise or cents' }).int('price must be a whole number of paise or cents'),
  })
  .strict();
export type GuruSlotBody = z.infer<typeof guruSlotBody>;

export const guruCancelBody = z
  .object({
    /** The refund the member was shown; when cancelling now would give another, nothing changes (409) and they are shown it. */
    expectRefund: z.number({ error: 'expectRefund must be a number' }).int().min(0).optional(),
  })
  .strict();

export const GURU_OUTCOMES = ['completed', 'candidate-absent', 'coach-absent'] as const;
export type GuruOutcome = (typeof GURU_OUTCOMES)[number];
export const guruOutcomeBody = z
  .object({ outcome: z.enum(GURU_OUTCOMES, { error: 'outcome must be completed, candidate-absent or coach-absent' }) })
  .strict();

const gurusRoutes = routesOf('gurus', 'member');
const bookingId = z.object({ id: serialId('id must be a booking id') });

export const getGuruInterviewers = gurusRoutes.get('/gurus/interviewers', guruInterviewers, {
  access: 'public',
  summary:
    'Coaches proved at the company they coach for, with their title family, price, next free slots and reliability; filtered by company, family and region',
  querystring: guruInterviewersQuery,
});

export const getGuruInterviewer = gurusRoutes.get('/gurus/interviewers/:id', guruCoach, {
  access: 'public',
  summary: 'One coach with all their free slots (a coach who may no longer coach, or none, is 404)',
  params: z.object({ id: serialId('id must be a coach id') }),
});

export const getGuruCoach = gurusRoutes.get('/gurus/coach', guruCoachView, {
  summary: 'The member as a coach: whether they may coach at their current company (or why not), their slots and sessions',
});

export const putGuruCoach = gurusRoutes.put('/gurus/coach', guruCoachView, {
  summary: 'Coach at one’s current company (proved by a verified work email there or a verified salary), or change the region and headline',
  body: guruCoachBody,
});

export const createGuruSlot = gurusRoutes.post('/gurus/slots', guruOwnSlot, {
  summary: 'Offer a slot (a start, a length, a price in the coach’s currency); only a coach proved at their current company',
  body: guruSlotBody,
});

export const deleteGuruSlot = gurusRoutes.delete('/gurus/slots/:id', z.object({ deleted: z.literal(true) }), {
  summary: 'Withdraw one of the coach’s free slots (a held or booked one is 409; another coach’s is 404)',
  params: z.object({ id: serialId('id must be a slot id') }),
});

export const getGuruBookings = gurusRoutes.get('/gurus/bookings', guruBookings, {
  summary: 'The member’s bookings, soonest first, each with the refund cancelling now would give',
});

export const cancelGuruBooking = gurusRoutes.post('/gurus/bookings/:id/cancel', guruBookingChange, {
  summary:
    'Cancel a paid session before it starts: the member gets everything back 48 hours or more before, half later; the coach cancelling gives everything back (another member’s booking is 404)',
  params: bookingId,
  body: guruCancelBody,
});

export const recordGuruOutcome = gurusRoutes.post('/gurus/bookings/:id/outcome', guruBookingChange, {
  summary:
    'After the start: the coach records the session completed or the candidate absent; the candidate says the coach did not come (everything back; the coach’s reliability drops)',
  params: bookingId,
  body: guruOutcomeBody,
});
