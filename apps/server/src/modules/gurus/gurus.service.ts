import {
  AppError,
  GURU_HOLD_MINUTES,
  GURU_HORIZON_DAYS,
  GURU_MAX_HOLDS,
  GURU_NOTICE_HOURS,
  GURU_PRICE_LIMITS,
  api,
  formatMoney,
  formatSessionTime,
  regionTimeZone,
  type CountryCode,
  type SessionUser,
} from '@paysight/contract';
import { guruCoaches, guruSlots, isUniqueViolation, type Db } from '@paysight/db';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { WorkQueue } from '../../lib/work-queue.js';
import type { MailProvider } from '../../providers/mail/mail.provider.js';
import type { OrderFulfilment, PricedItem } from '../billing/fulfilment.service.js';
import { refundsOfOrders, requestRefund } from '../billing/refunds.service.js';
import { notify, pushNotification, type Notification, type NotifyDeps } from '../notifications/notifications.service.js';
import { proofAt } from '../referrals/employment-proof.service.js';
import {
  candidateBookings,
  claimReminders,
  coachFacets,
  coachSlots,
  countHolds,
  currentCompany,
  findBooking,
  freeSlotsOf,
  insertHold,
  listCoaches,
  lockMember,
  ownHold,
  ownCoach,
  releaseLapsedHolds,
  slotForBooking,
  slotHeldByOther,
  type BookingRow,
  type CoachFilters,
  type CoachRow,
  type FreeSlotRow,
  type OwnSlotRow,
} from './gurus.queries.js';
import { bookable, cancellationRefund, outcomeProblem, reliabilityPercent, slotStartProblem, type Outcome } from './gurus.rules.js';

/**
 * Gurus (docs/decisions/052-gurus-mock-interviews.md). Who may coach is the referrals' rule
 * (employment-proof.service.ts), checked at every read and write. A booking is made by billing's
 * cart, which asks this module (its fulfilment of `interview` orders) to price the slot and hold
 * it in the order's transaction; settling the payment confirms it; a failed payment, or a hold that
 * ran out, frees it. Cancelling refunds by the rules of gurus.rules.ts through billing's refunds.
 * Every booking is its candidate's and its coach's: anyone else asking about it is answered 404.
 */

export interface GurusDeps {
  db: Db;
  now: () => Date;
  minSlice: number;
  mail: MailProvider;
  notifications: NotifyDeps;
  queue: Pick<WorkQueue, 'enqueue' | 'kick'>;
  origin: string;
  log: Pick<FastifyBaseLogger, 'error'>;
}

export const NO_SUCH_SLOT = 'No such slot';
export const NO_SUCH_BOOKING = 'No such booking';
const HOUR = 3_600_000;
const iso = (d: Date | string) => new Date(d).toISOString();
const asDb = (t: unknown) => t as Db;
const regionOfCurrency = (currency: 'INR' | 'USD'): CountryCode => (currency === 'INR' ? 'in' : 'us');
const sessionTime = (startsAt: Date | string, currency: 'INR' | 'USD') =>
  formatSessionTime(startsAt, regionTimeZone(regionOfCurrency(currency)));

function windowOf(now: Date) {
  return {
    now,
    notice: new Date(now.getTime() + GURU_NOTICE_HOURS * HOUR),
    horizon: new Date(now.getTime() + GURU_HORIZON_DAYS * 24 * HOUR),
  };
}

const reliability = (held: number, missed: number, minSlice: number) => ({
  held,
  missed,
  percent: reliabilityPercent(held, missed, minSlice),
});

const toSlot = (s: FreeSlotRow): api.GuruSlot => ({
  id: s.id,
  startsAt: iso(s.starts_at),
  minutes: s.minutes,
  price: s.price,
  currency: s.currency,
});

function toCoach(deps: GurusDeps, c: CoachRow, slots: FreeSlotRow[]): api.GuruCoach {
  return {
    id: c.id,
    name: c.name,
    headline: c.headline,
    company: { name: c.company_name, slug: c.company_slug },
    title: c.title,
    family: c.family_slug ? { name: c.family_name!, slug: c.family_slug } : null,
    region: c.region,
    currency: GURU_PRICE_LIMITS[c.region].currency,
    isDemo: c.is_demo,
    reliability: reliability(c.held, c.missed, deps.minSlice),
    priceFrom: c.price_from,
    slots: slots.filter((s) => s.coach_id === c.id).map(toSlot),
    freeSlots: c.free_slots,
  };
}

/** GET /gurus/interviewers: coaches who may coach now, their next free slots, filtered by company, family and region. */
export async function listInterviewers(deps: GurusDeps, query: api.GuruInterviewersQuery): Promise<api.GuruInterviewers> {
  const w = windowOf(deps.now());
  const pageSize = api.GURUS_PAGE_SIZE;
  const filters: CoachFilters = { company: query.company, family: query.family, region: query.region };
  const [rows, facets] = await Promise.all([listCoaches(deps.db, filters, w, pageSize, (query.page - 1) * pageSize), coachFacets(deps.db)]);
  const slots = await freeSlotsOf(
    deps.db,
    rows.map((r) => r.id),
    w,
    api.GURUS_LIST_SLOTS,
  );
  return {
    items: rows.map((r) => toCoach(deps, r, slots)),
    total: rows[0]?.total ?? 0,
    page: query.page,
    pageSize,
    minSlice: deps.minSlice,
    ...facets,
  };
}

/** GET /gurus/interviewers/:id: a coach who may coach now, with all their free slots. */
export async function getInterviewer(deps: GurusDeps, id: number): Promise<api.GuruCoach> {
  const w = windowOf(deps.now());
  const [row] = await listCoaches(deps.db, { id }, w, 1, 0);
  if (!row) throw new AppError(404, 'No such coach');
  return toCoach(deps, row, await freeSlotsOf(deps.db, [row.id], w, null));
}

function coachReason(company: { name: string } | undefined, proof: { current: boolean; proved: boolean }): string | null {
  if (!company) return 'Set your current company on your profile (your career history): you coach for the company you work at.';
  if (!proof.current) return `${company.name} is not your current company: you coach for the company you work at now.`;
  if (!proof.proved)
    return `Prove you work at ${company.name}: sign in with a verified work email at its domain, or get a salary at ${company.name} verified on /verified.`;
  return null;
}

function slotState(s: OwnSlotRow, now: Date): api.GuruCoachView['slots'][number]['state'] {
  const live = s.status !== null && !(s.status === 'held' && s.held_until !== null && new Date(s.held_until) <= now);
  if (live && s.status === 'held') return 'held';
  if (live) return 'booked';
  return new Date(s.starts_at) <= now ? 'past' : 'free';
}

function toOwnSlot(s: OwnSlotRow, now: Date): api.GuruCoachView['slots'][number] {
  const state = slotState(s, now);
  const booked = state === 'booked' && s.booking_id !== null;
  const session = { startsAt: new Date(s.starts_at), minutes: s.minutes };
  const confirmed = s.status === 'confirmed';
  return {
    id: s.id,
    startsAt: iso(s.starts_at),
    minutes: s.minutes,
    price: s.price,
    currency: s.currency,
    state,
    session: booked
      ? {
          bookingId: s.booking_id!,
          status: s.status as api.GuruBookingStatus,
          candidate: s.candidate_name !== null ? { name: s.candidate_name, email: s.candidate_email ?? '' } : null,
          mayComplete: confirmed && outcomeProblem('completed', session, now) === null,
          mayReportCandidateAbsent: confirmed && outcomeProblem('candidate-absent', session, now) === null,
          mayCancel: confirmed && session.startsAt > now,
        }
      : null,
  };
}

/** GET /gurus/coach: whether the member may coach (at their current company, proved), their slots and sessions. */
export async function coachView(deps: GurusDeps, user: SessionUser): Promise<api.GuruCoachView> {
  const now = deps.now();
  const [company, coach] = await Promise.all([currentCompany(deps.db, user.id), ownCoach(deps.db, user.id)]);
  // A coach is proved at the company they coach for; one who has moved is told so (and listed nowhere).
  const at = coach ? { id: coach.company_id, name: coach.company_name } : company;
  const proof = at ? await proofAt(deps.db, user.id, at.id) : { current: false, proved: false };
  const reason = coachReason(at, proof);
  const region = coach?.region ?? 'in';
  const slots = coach ? await coachSlots(deps.db, coach.id, new Date(now.getTime() - 8 * 24 * HOUR)) : [];
  return {
    company: company ? { name: company.name, slug: company.slug } : null,
    eligible: reason === null,
    reason,
    coach: coach
      ? {
          id: coach.id,
          headline: coach.headline,
          region: coach.region,
          currency: GURU_PRICE_LIMITS[coach.region].currency,
          company: { name: coach.company_name, slug: coach.company_slug },
          reliability: reliability(coach.held, coach.missed, deps.minSlice),
        }
      : null,
    slots: slots.map((s) => toOwnSlot(s, now)),
    priceLimits: GURU_PRICE_LIMITS[region],
  };
}

/** PUT /gurus/coach: coach at one's current company, once proved there; again to change the region and headline (or, moved, the company). */
export async function becomeCoach(deps: GurusDeps, user: SessionUser, body: api.GuruCoachBody): Promise<api.GuruCoachView> {
  const company = await currentCompany(deps.db, user.id);
  const reason = coachReason(company, company ? await proofAt(deps.db, user.id, company.id) : { current: false, proved: false });
  if (reason) throw new AppError(403, reason);
  const now = deps.now();
  const values = { companyId: company!.id, region: body.region, headline: body.headline, updatedAt: now };
  await deps.db
    .insert(guruCoaches)
    .values({ userId: user.id, ...values, createdAt: now })
    .onConflictDoUpdate({ target: guruCoaches.userId, set: values });
  return coachView(deps, user);
}

/** The member's coach row, when they may coach now; a 403 saying why otherwise. */
async function eligibleCoach(deps: GurusDeps, user: SessionUser) {
  const coach = await ownCoach(deps.db, user.id);
  if (!coach) throw new AppError(403, 'Become a coach first (PUT /gurus/coach): you coach for the company you work at and proved.');
  if (!coach.eligible) {
    const proof = await proofAt(deps.db, user.id, coach.company_id);
    throw new AppError(403, coachReason({ name: coach.company_name }, proof) ?? `You may not coach for ${coach.company_name} now.`);
  }
  return coach;
}

/** POST /gurus/slots: a proved coach offers a slot at a price in their currency, not overlapping their others. */
export async function offerSlot(deps: GurusDeps, user: SessionUser, body: api.GuruSlotBody) {
  const coach = await eligibleCoach(deps, user);
  const now = deps.now();
  const startsAt = new Date(body.startsAt);
  const problem = slotStartProblem(startsAt, now);
  if (problem) throw new AppError(400, problem);
  const limits = GURU_PRICE_LIMITS[coach.region];
  if (body.price < limits.min || body.price > limits.max)
    throw new AppError(
      400,
      `body.price: a session costs from ${formatMoney(limits.min, limits.currency)} to ${formatMoney(limits.max, limits.currency)} (${limits.currency}, in its minor units)`,
    );
  const ends = new Date(startsAt.getTime() + body.minutes * 60_000);
  const id = await deps.db.transaction(async (t) => {
    const tx = asDb(t);
    // One coach's slots are offered one at a time (a lock on their row), so two overlapping ones cannot both pass.
    await tx.execute(sql`select id from guru_coaches where id = ${coach.id} for update`);
    const [overlap] = await tx
      .select({ id: guruSlots.id, startsAt: guruSlots.startsAt })
      .from(guruSlots)
      .where(
        and(
          eq(guruSlots.coachId, coach.id),
          isNull(guruSlots.withdrawnAt),
          sql`${guruSlots.startsAt} < ${ends.toISOString()}::timestamptz`,
          sql`${guruSlots.startsAt} + make_interval(mins => ${guruSlots.minutes}) > ${startsAt.toISOString()}::timestamptz`,
        ),
      )
      .limit(1);
    if (overlap) throw new AppError(409, `This overlaps your slot at ${sessionTime(overlap.startsAt, limits.currency)}: pick another time`);
    const [row] = await tx
      .insert(guruSlots)
      .values({ coachId: coach.id, startsAt, minutes: body.minutes, price: body.price, currency: limits.currency, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: guruSlots.id });
    if (!row) throw new AppError(409, 'You already offered a slot at that time');
    return row.id;
  });
  const view = await coachView(deps, user);
  return view.slots.find((s) => s.id === id)!;
}

/** DELETE /gurus/slots/:id: the coach withdraws a free slot of theirs (a held or booked one stays; another coach's is 404). */
export async function withdrawSlot(deps: GurusDeps, user: SessionUser, slotId: number) {
  const coach = await ownCoach(deps.db, user.id);
  const now = deps.now();
  await deps.db.transaction(async (t) => {
    const tx = asDb(t);
    const [slot] = await tx
      .select()
      .from(guruSlots)
      .where(and(eq(guruSlots.id, slotId), eq(guruSlots.coachId, coach?.id ?? -1), isNull(guruSlots.withdrawnAt)))
      .for('update');
    if (!slot) throw new AppError(404, NO_SUCH_SLOT);
    await releaseLapsedHolds(tx, now, slotId);
    if (await slotHeldByOther(tx, slotId, -1, now))
      throw new AppError(409, 'A member holds or booked this slot: it stays (cancel the session instead, refunding them in full)');
    await tx.update(guruSlots).set({ withdrawnAt: now }).where(eq(guruSlots.id, slotId));
  });
  return { deleted: true as const };
}

/** What the refund of a booking stands at (its billing refund, by order). */
async function refundsByOrder(deps: GurusDeps, rows: BookingRow[]) {
  const byOrder = await refundsOfOrders(
    deps.db,
    rows.flatMap((r) => (r.order_id && r.refund_percent !== null ? [r.order_id] : [])),
  );
  return (r: BookingRow): api.GuruBooking['refund'] => {
    if (r.refund_percent === null || !r.order_id) return null;
    const refund = byOrder.get(r.order_id);
    if (!refund) return null;
    return { percent: r.refund_percent, amount: refund.amount, status: refund.status };
  };
}

function toBooking(r: BookingRow, now: Date, refund: api.GuruBooking['refund']): api.GuruBooking {
  const startsAt = new Date(r.starts_at);
  const lapsed = r.status === 'held' && r.held_until !== null && new Date(r.held_until) <= now;
  const status = lapsed ? 'released' : r.status;
  const paid = ['confirmed', 'completed', 'candidate-absent', 'coach-absent'].includes(status);
  return {
    id: r.id,
    slotId: r.slot_id,
    status,
    coach: {
      id: r.coach_id,
      name: r.coach_name,
      company: { name: r.company_name, slug: r.company_slug },
      email: paid ? r.coach_email : null,
    },
    startsAt: iso(startsAt),
    minutes: r.minutes,
    amount: r.amount,
    currency: r.currency,
    orderId: status === 'held' ? r.order_id : null,
    heldUntil: status === 'held' && r.held_until ? iso(r.held_until) : null,
    refundIfCancelled: status === 'confirmed' ? cancellationRefund({ amount: r.amount, startsAt }, 'candidate', now) : null,
    mayReportCoachAbsent: status === 'confirmed' && outcomeProblem('coach-absent', { startsAt, minutes: r.minutes }, now) === null,
    refund,
    cancelledBy: r.cancelled_by,
    createdAt: iso(r.created_at),
  };
}

/** GET /gurus/bookings: the member's bookings, each with what cancelling now would give back. */
export async function listBookings(deps: GurusDeps, user: SessionUser): Promise<api.GuruBookings> {
  const now = deps.now();
  const rows = await candidateBookings(deps.db, user.id, now);
  const refundOf = await refundsByOrder(deps, rows);
  return { items: rows.map((r) => toBooking(r, now, refundOf(r))) };
}

interface Told {
  raised: Array<{ userId: string; notification: Notification }>;
  mails: Array<{ to: string; subject: string; text: string }>;
}

/** Tells a member in the bell (written in the transaction) and by mail (after it commits). */
async function tell(
  deps: GurusDeps,
  tx: Db,
  out: Told,
  to: { userId: string | null; email: string | null },
  text: string,
  subject: string,
  dedupeKey: string,
) {
  if (!to.userId) return;
  const n = await notify(
    deps.notifications,
    to.userId,
    { category: 'gurus', text, link: '/gurus', actionText: 'See your sessions', dedupeKey },
    tx,
  );
  if (n) out.raised.push({ userId: to.userId, notification: n });
  if (n && to.email) out.mails.push({ to: to.email, subject, text });
}

async function deliver(deps: GurusDeps, out: Told) {
  for (const r of out.raised) pushNotification(deps.notifications, r.userId, r.notification);
  for (const m of out.mails) {
    try {
      await deps.mail.send({ ...m, text: `${m.text}\n\n${deps.origin}/gurus`, link: `${deps.origin}/gurus` });
    } catch (err) {
      deps.log.error({ err }, 'gurus: could not mail a session update');
    }
  }
}

/** Who the caller is to a booking: its candidate, its coach, or nobody (404). */
function sideOf(user: SessionUser, b: BookingRow | undefined): 'candidate' | 'coach' {
  if (b && b.candidate_id === user.id) return 'candidate';
  if (b && b.coach_user_id === user.id) return 'coach';
  throw new AppError(404, NO_SUCH_BOOKING);
}

async function changeOf(deps: GurusDeps, id: number): Promise<api.GuruBookingChange> {
  const row = (await findBooking(deps.db, { id }))!;
  const refundOf = await refundsByOrder(deps, [row]);
  const view = toBooking(row, deps.now(), refundOf(row));
  return { id: view.id, status: view.status, refund: view.refund };
}

/**
 * A change to one booking by its candidate or coach: the booking locked in a transaction with who
 * the caller is to it (404 for anyone else); what the change tells them is collected and sent once
 * it is committed; then the booking as it now is.
 */
async function changeBooking(
  deps: GurusDeps,
  user: SessionUser,
  id: number,
  change: (tx: Db, booking: BookingRow, side: 'candidate' | 'coach', out: Told, now: Date) => Promise<void>,
): Promise<api.GuruBookingChange> {
  const now = deps.now();
  const out: Told = { raised: [], mails: [] };
  await deps.db.transaction(async (t) => {
    const tx = asDb(t);
    const b = await findBooking(tx, { id }, true);
    const side = sideOf(user, b);
    await change(tx, b!, side, out, now);
  });
  deps.queue.kick();
  await deliver(deps, out);
  return changeOf(deps, id);
}

/**
 * POST /gurus/bookings/:id/cancel. The candidate: an unpaid hold is let go; a paid session before
 * its start is cancelled and refunded by the rules (everything from 48 hours before, half later).
 * The coach: a paid session before its start, refunded in full (it counts against their
 * reliability under 48 hours before). `expectRefund`, the refund the member was shown, must still
 * be what cancelling gives now.
 */
export async function cancelBooking(deps: GurusDeps, user: SessionUser, id: number, body: { expectRefund?: number | undefined }) {
  return changeBooking(deps, user, id, async (tx, booking, side, out, now) => {
    if (side === 'candidate' && booking.status === 'held') {
      await tx.execute(sql`update guru_bookings set status = 'released', held_until = null where id = ${id}`);
      return;
    }
    if (booking.status !== 'confirmed') throw new AppError(409, `This session is ${booking.status.replace('-', ' ')}: nothing to cancel`);
    const refund = cancellationRefund({ amount: booking.amount, startsAt: new Date(booking.starts_at) }, side, now);
    if (!refund)
      throw new AppError(
        409,
        side === 'candidate'
          ? 'The session has started: it can no longer be cancelled (if the coach did not come, say so, and you get everything back)'
          : 'The session has started: record how it went instead',
      );
    if (body.expectRefund !== undefined && body.expectRefund !== refund.amount)
      throw new AppError(
        409,
        `Cancelling now refunds ${formatMoney(refund.amount, booking.currency)} (${refund.percent}%), not ${formatMoney(body.expectRefund, booking.currency)}: the session is now less than 48 hours away. Confirm again to cancel.`,
      );
    const when = sessionTime(booking.starts_at, booking.currency);
    const reason =
      side === 'coach'
        ? `Your coach cancelled the session of ${when}.`
        : refund.percent === 100
          ? `You cancelled the session of ${when} 48 hours or more before it.`
          : `You cancelled the session of ${when} less than 48 hours before it (half is refunded).`;
    const made = await requestRefund(tx, deps.queue, {
      orderId: booking.order_id!,
      amount: refund.amount,
      reason,
      reference: `guru-booking:${id}`,
      now,
    });
    await tx.execute(
      sql`update guru_bookings set status = 'cancelled', cancelled_at = ${now.toISOString()}::timestamptz, cancelled_by = ${side},
            refund_percent = ${refund.percent}, refund_id = ${made?.id ?? null}
          where id = ${id}`,
    );
    if (side === 'candidate')
      await tell(
        deps,
        tx,
        out,
        { userId: booking.coach_user_id, email: booking.coach_email },
        `${booking.candidate_name} cancelled your mock interview of ${when}. The slot is free again if it is still ahead.`,
        'A mock interview was cancelled',
        `guru-booking:${id}:cancelled`,
      );
    else
      await tell(
        deps,
        tx,
        out,
        { userId: booking.candidate_id, email: booking.candidate_email },
        `${booking.coach_name} (${booking.company_name}) cancelled your mock interview of ${when}. ${formatMoney(refund.amount, booking.currency)} — everything you paid — is refunded.`,
        'Your mock interview was cancelled by the coach',
        `guru-booking:${id}:cancelled`,
      );
  });
}

/**
 * POST /gurus/bookings/:id/outcome. The coach records a session completed (after it ended) or the
 * candidate absent; the candidate says the coach did not come, and gets everything back.
 */
export async function recordOutcome(deps: GurusDeps, user: SessionUser, id: number, outcome: Outcome) {
  return changeBooking(deps, user, id, async (tx, booking, side, out, now) => {
    if ((outcome === 'coach-absent') !== (side === 'candidate'))
      throw new AppError(
        403,
        side === 'candidate'
          ? 'Only the coach records a session completed or its candidate absent'
          : 'Only the member who booked says the coach did not come',
      );
    if (booking.status !== 'confirmed')
      throw new AppError(409, `This session is ${booking.status.replace('-', ' ')} already: its outcome cannot change`);
    const problem = outcomeProblem(outcome, { startsAt: new Date(booking.starts_at), minutes: booking.minutes }, now);
    if (problem) throw new AppError(409, problem);
    const when = sessionTime(booking.starts_at, booking.currency);
    let refundId: number | null = null;
    if (outcome === 'coach-absent') {
      const made = await requestRefund(tx, deps.queue, {
        orderId: booking.order_id!,
        amount: booking.amount,
        reason: `Your coach did not come to the session of ${when}.`,
        reference: `guru-booking:${id}`,
        now,
      });
      refundId = made?.id ?? null;
      await tell(
        deps,
        tx,
        out,
        { userId: booking.coach_user_id, email: booking.coach_email },
        `${booking.candidate_name} says you did not come to your mock interview of ${when}. They were refunded in full, and it counts in the reliability members see.`,
        'A member says you missed a mock interview',
        `guru-booking:${id}:coach-absent`,
      );
    } else if (outcome === 'candidate-absent') {
      await tell(
        deps,
        tx,
        out,
        { userId: booking.candidate_id, email: booking.candidate_email },
        `${booking.coach_name} recorded that you did not come to your mock interview of ${when}. Sessions missed by the member are not refunded.`,
        'Your mock interview was missed',
        `guru-booking:${id}:candidate-absent`,
      );
    }
    await tx.execute(
      sql`update guru_bookings set status = ${outcome}, outcome_at = ${now.toISOString()}::timestamptz,
            refund_percent = ${outcome === 'coach-absent' ? 100 : null}, refund_id = ${refundId}
          where id = ${id}`,
    );
  });
}

/**
 * Billing's fulfilment of `interview` orders: a mock interview is one coach's slot. Each step runs
 * inside billing's transaction (the cart's, or settle's).
 */
export function interviewFulfilment(deps: GurusDeps): OrderFulfilment {
  return {
    async reserve(tx, user, request, now, place) {
      const { slotId } = request as { slotId: number };
      const slot = await slotForBooking(tx, slotId);
      // A withdrawn slot, or one of a coach who may not coach now (moved, or never proved): as if it did not exist.
      if (!slot || slot.withdrawn_at !== null || !slot.eligible) throw new AppError(404, NO_SUCH_SLOT);
      if (slot.is_demo) throw new AppError(409, 'This is a demo coach, who cannot take sessions: book a real coach');
      if (slot.coach_user_id === user.id) throw new AppError(400, 'body.slotId: this is your own slot');
      if (!bookable(new Date(slot.starts_at), now))
        throw new AppError(409, `This slot starts in less than ${GURU_NOTICE_HOURS} hours: book a later one`);
      await lockMember(tx, user.id);
      await releaseLapsedHolds(tx, now, slotId);
      // Their own hold on it (they left the checkout and came back): that order is paid, its hold renewed.
      const own = await ownHold(tx, slotId, user.id);
      if (own) {
        await tx.execute(
          sql`update guru_bookings set held_until = ${new Date(now.getTime() + GURU_HOLD_MINUTES * 60_000).toISOString()}::timestamptz where id = ${own.id}`,
        );
        return { heldByOrder: own.order_id };
      }
      if ((await countHolds(tx, user.id, now)) >= GURU_MAX_HOLDS)
        throw new AppError(409, `You are paying for ${GURU_MAX_HOLDS} slots already: finish or cancel one of them first`);
      const item: PricedItem = {
        region: regionOfCurrency(slot.currency),
        currency: slot.currency,
        amount: slot.price,
        description: `Mock interview with ${slot.coach_name} (${slot.company_name}), ${sessionTime(slot.starts_at, slot.currency)}, ${slot.minutes} min`,
      };
      const order = await place(item);
      const held = await insertHold(tx, {
        slotId,
        candidateId: user.id,
        orderId: order.id,
        amount: slot.price,
        currency: slot.currency,
        heldUntil: new Date(now.getTime() + GURU_HOLD_MINUTES * 60_000),
        now,
      });
      // Another member holds or booked it (the unique index decided): nothing of this order is kept.
      if (held === null) throw new AppError(409, 'Someone else just booked this slot: pick another');
      return order;
    },

    async beforeCheckout(db, order, now) {
      const booking = await findBooking(db, { orderId: order.id });
      if (!booking) throw new AppError(409, 'This order holds no slot: book one on /gurus');
      if (new Date(booking.starts_at) <= now) throw new AppError(409, 'This session has started: book another slot');
      const heldUntil = new Date(now.getTime() + GURU_HOLD_MINUTES * 60_000);
      if (booking.status === 'held') {
        await db.execute(sql`update guru_bookings set held_until = ${heldUntil.toISOString()}::timestamptz where id = ${booking.id}`);
        return;
      }
      if (booking.status !== 'released') throw new AppError(409, `This booking is ${booking.status}: there is nothing to pay`);
      // The hold ran out: taken again when nobody else took the slot meanwhile (the unique index decides a race).
      if (booking.withdrawn_at !== null || (await slotHeldByOther(db, booking.slot_id, booking.id, now)))
        throw new AppError(409, 'Your hold on this slot ran out and it went to someone else: pick another slot');
      try {
        await db.execute(
          sql`update guru_bookings set status = 'held', held_until = ${heldUntil.toISOString()}::timestamptz where id = ${booking.id}`,
        );
      } catch (err) {
        if (isUniqueViolation(err))
          throw new AppError(409, 'Your hold on this slot ran out and it went to someone else: pick another slot');
        throw err;
      }
    },

    async paid(tx, order, now, later) {
      const booking = await findBooking(tx, { orderId: order.id }, true);
      if (!booking) throw new Error(`interview order ${order.id} holds no booking`);
      const when = sessionTime(booking.starts_at, booking.currency);
      const booked = `Your mock interview with ${booking.coach_name} (${booking.company_name}) on ${when} is booked. They will write to you at your address to agree the call; you can write to them at ${booking.coach_email}.`;
      if (booking.status !== 'held' && booking.status !== 'released') return { followUp: booked };
      if (booking.status === 'released') {
        // Paid after the hold ran out: the slot is taken again if nobody else has it and it is still ahead.
        const gone =
          booking.withdrawn_at !== null ||
          new Date(booking.starts_at) <= now ||
          (await slotHeldByOther(tx, booking.slot_id, booking.id, now));
        if (gone) {
          await tx.execute(sql`update guru_bookings set refund_percent = 100 where id = ${booking.id}`);
          const reason = `Your hold on the slot of ${when} ran out before the payment arrived and the slot went to someone else.`;
          return { followUp: `${reason} Everything you paid is refunded.`, refundInFull: reason };
        }
      }
      await tx.execute(
        sql`update guru_bookings set status = 'confirmed', held_until = null, confirmed_at = ${now.toISOString()}::timestamptz
            where id = ${booking.id}`,
      );
      const out: Told = { raised: [], mails: [] };
      await tell(
        deps,
        tx,
        out,
        { userId: booking.coach_user_id, email: booking.coach_email },
        `${booking.candidate_name} booked your mock interview of ${when} (${booking.minutes} minutes). Write to them at ${booking.candidate_email} to agree the call.`,
        'Your mock interview slot was booked',
        `guru-booking:${booking.id}:booked`,
      );
      later(() => deliver(deps, out));
      return { followUp: booked };
    },

    async failed(tx, order) {
      await tx.execute(
        sql`update guru_bookings set status = 'released', held_until = null where order_id = ${order.id} and status = 'held'`,
      );
    },

    async refunded(tx, order, now) {
      // A full refund made at the provider (an operator's) cancels a session still to come.
      await tx.execute(
        sql`update guru_bookings set status = 'cancelled', cancelled_by = 'refund', cancelled_at = ${now.toISOString()}::timestamptz,
              refund_percent = coalesce(refund_percent, 100)
            where order_id = ${order.id} and status = 'confirmed'`,
      );
    },
  };
}

/** Order for the reminders: a day before, then an hour before. */
const REMINDERS = [
  { column: 'reminded_day_at', hours: 24, afterHours: 1, lead: 'tomorrow' },
  { column: 'reminded_hour_at', hours: 1, afterHours: 0, lead: 'in an hour' },
] as const;

/**
 * The sweep (every 5 minutes in the cluster): frees slots whose hold ran out unpaid, and reminds both
 * sides of each confirmed session a day and an hour before (bell and mail), each reminder once.
 */
export async function sweepSessions(deps: GurusDeps): Promise<{ released: number; reminded: number }> {
  const now = deps.now();
  const released = await releaseLapsedHolds(deps.db, now);
  let reminded = 0;
  for (const r of REMINDERS) {
    const out: Told = { raised: [], mails: [] };
    const ids = await deps.db.transaction(async (t) => {
      const tx = asDb(t);
      const claimed = await claimReminders(tx, r.column, now, { hours: r.hours, afterHours: r.afterHours });
      for (const id of claimed) {
        const b = (await findBooking(tx, { id }))!;
        const when = sessionTime(b.starts_at, b.currency);
        await tell(
          deps,
          tx,
          out,
          { userId: b.candidate_id, email: b.candidate_email },
          `Reminder: your mock interview with ${b.coach_name} (${b.company_name}) is ${r.lead}, ${when}. Their address: ${b.coach_email}.`,
          `Your mock interview is ${r.lead}`,
          `guru-booking:${id}:${r.column}`,
        );
        await tell(
          deps,
          tx,
          out,
          { userId: b.coach_user_id, email: b.coach_email },
          `Reminder: you coach ${b.candidate_name} ${r.lead}, ${when}. Their address: ${b.candidate_email}.`,
          `Your mock interview is ${r.lead}`,
          `guru-booking:${id}:${r.column}`,
        );
      }
      return claimed;
    });
    reminded += ids.length;
    await deliver(deps, out);
  }
  return { released, reminded };
}
