import type { api } from '@paysight/contract';
import { companies, companyEmailDomains, guruBookings, notifications, orders, queryRows, refunds } from '@paysight/db';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { callApi, expectStatusMessage } from './api.js';
import { createCapturingMail, createClock, describeWithDb, useTestApp } from './helpers.js';
import { signedInUser, type SignedInUser as Member } from './users.js';

/**
 * Gurus (docs/decisions/052): mock interviews with members proved at the company they coach for,
 * booked through billing's cart and the test-mode checkout; refunds by the three rules; the
 * reliability members see; reminders once.
 */
describeWithDb('gurus: proved coaches, slots booked through checkout, refunds by the rules, reliability and reminders', () => {
  const clock = createClock(new Date('2026-12-01T10:00:00Z'));
  const mail = createCapturingMail();
  const t = useTestApp({ now: clock.now, mail });

  let ravi: Member; // coach at Infosys, proved by work email
  let meera: Member; // another coach at Infosys
  let gmail: Member; // says Infosys, proves nothing
  let asha: Member; // candidate
  let bala: Member; // candidate
  let chitra: Member; // candidate
  let stranger: Member;

  const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, who?: Member, payload?: unknown) =>
    callApi(t.app, method, url, who?.headers, payload);
  const workAt = (who: Member, company: string) =>
    call('PUT', '/profile/career', who, {
      countryCode: 'in',
      positions: [{ company, title: 'Software Engineer', start: '2021-01', end: null }],
      education: [],
    });
  const HOUR = 3_600_000;
  /** A start `hours` from the clock's now, on the quarter hour, as the API takes it (IST offset). */
  const startIn = (hours: number) => {
    const at = new Date(Math.ceil((clock.now().getTime() + hours * HOUR) / (15 * 60_000)) * 15 * 60_000);
    return new Date(at.getTime() + 5.5 * HOUR).toISOString().replace('.000Z', '+05:30');
  };
  const offer = async (who: Member, hours: number, price = 250_000, minutes = 60) => {
    const res = await call('POST', '/gurus/slots', who, { startsAt: startIn(hours), minutes, price });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as { id: number; startsAt: string; price: number; currency: string };
  };
  const runQueue = () => t.app.tasks.run('work-queue.poll');
  /** Books a slot through the cart and pays it on the test-mode checkout. */
  const bookAndPay = async (who: Member, slotId: number) => {
    const cart = await call('POST', '/cart/interviews', who, { slotId, returnUrl: '/gurus' });
    expect(cart.status, JSON.stringify(cart.body)).toBe(200);
    const session = await call('POST', '/pg/stripe/session', who, { orderId: cart.body.data.orderId });
    expect(session.status, JSON.stringify(session.body)).toBe(200);
    const paid = await call('POST', `/pg/sandbox/sessions/${session.body.data.sessionId}/pay`, who, { outcome: 'succeed' });
    expect(paid.body.data.status).toBe('paid');
    const bookings = (await call('GET', '/gurus/bookings', who)).body.data.items as Array<{ id: number; orderId: string | null }>;
    const [row] = await t.database.db.select().from(guruBookings).where(eq(guruBookings.orderId, cart.body.data.orderId));
    expect(bookings.some((b) => b.id === row!.id)).toBe(true);
    return { bookingId: row!.id, orderId: cart.body.data.orderId as string };
  };
  const booking = async (who: Member, id: number) =>
    ((await call('GET', '/gurus/bookings', who)).body.data.items as api.GuruBooking[]).find((b) => b.id === id)!;
  const refundsOf = (orderId: string) => t.database.db.select().from(refunds).where(eq(refunds.orderId, orderId));

  beforeAll(async () => {
    const { db } = t.database;
    const [infosys] = await db.select().from(companies).where(eq(companies.slug, 'infosys'));
    await db.insert(companyEmailDomains).values({ domain: 'infosys.com', companyId: infosys!.id }).onConflictDoNothing();
    const now = clock.now();
    ravi = await signedInUser(t, now, { email: 'ravi.coach@infosys.com', name: 'Ravi Coach' });
    meera = await signedInUser(t, now, { email: 'meera.coach@infosys.com', name: 'Meera Coach' });
    gmail = await signedInUser(t, now, { email: 'says.infosys@gmail.com', name: 'Unproven' });
    asha = await signedInUser(t, now, { email: 'asha@candidates.example', name: 'Asha Candidate' });
    bala = await signedInUser(t, now, { email: 'bala@candidates.example', name: 'Bala Candidate' });
    chitra = await signedInUser(t, now, { email: 'chitra@candidates.example', name: 'Chitra Candidate' });
    stranger = await signedInUser(t, now, { email: 'stranger@candidates.example', name: 'Stranger' });
    for (const m of [ravi, meera, gmail]) expect((await workAt(m, 'infosys')).status).toBe(200);
  });

  it('only a member proved at their current company coaches and offers slots, each refusal saying why', async () => {
    expect((await call('GET', '/gurus/coach')).status).toBe(401);
    expectStatusMessage(await call('PUT', '/gurus/coach', asha, { region: 'in', headline: 'Backend interviews' }), 403, /current company/);
    expectStatusMessage(
      await call('PUT', '/gurus/coach', gmail, { region: 'in', headline: 'Backend interviews at Infosys' }),
      403,
      /verified work email/,
    );
    expectStatusMessage(
      await call('POST', '/gurus/slots', gmail, { startsAt: startIn(72), minutes: 60, price: 250_000 }),
      403,
      /Become a coach/,
    );
    const view = (await call('GET', '/gurus/coach', gmail)).body.data;
    expect(view).toMatchObject({ company: { slug: 'infosys' }, eligible: false, coach: null });

    const made = await call('PUT', '/gurus/coach', ravi, { region: 'in', headline: 'Backend and system design rounds at Infosys' });
    expect(made.status).toBe(200);
    expect(made.body.data).toMatchObject({ eligible: true, coach: { company: { slug: 'infosys' }, currency: 'INR' } });
    expect((await call('PUT', '/gurus/coach', meera, { region: 'in', headline: 'Frontend rounds, React and JavaScript' })).status).toBe(
      200,
    );
    const slot = await offer(ravi, 72);
    expect(slot).toMatchObject({ price: 250_000, currency: 'INR' });

    // Anyone sees the coach, their next free slots and their company; filters by company, region and family.
    const listed = (await call('GET', '/gurus/interviewers?company=infosys')).body.data;
    const coach = listed.items.find((c: { name: string }) => c.name === 'Ravi Coach');
    expect(coach).toMatchObject({
      company: { slug: 'infosys' },
      title: 'Software Engineer',
      isDemo: false,
      priceFrom: 250_000,
      reliability: { held: 0, missed: 0, percent: null },
    });
    expect(coach.slots.map((s: { id: number }) => s.id)).toContain(slot.id);
    expect(listed.companies.some((c: { slug: string }) => c.slug === 'infosys')).toBe(true);
    expect((await call('GET', '/gurus/interviewers?company=infosys&region=us')).body.data.items).toEqual([]);
    expect((await call('GET', `/gurus/interviewers/${coach.id}`)).body.data.slots.map((s: { id: number }) => s.id)).toContain(slot.id);

    // A coach who moves company stops coaching there at once: not listed, no slot offered, none booked.
    expect((await workAt(ravi, 'wipro')).status).toBe(200);
    expect((await call('GET', '/gurus/interviewers?company=infosys')).body.data.items.some((c: { id: number }) => c.id === coach.id)).toBe(
      false,
    );
    expect((await call('GET', `/gurus/interviewers/${coach.id}`)).status).toBe(404);
    expectStatusMessage(
      await call('POST', '/gurus/slots', ravi, { startsAt: startIn(80), minutes: 60, price: 250_000 }),
      403,
      /not your current company/,
    );
    expectStatusMessage(await call('POST', '/cart/interviews', asha, { slotId: slot.id }), 404, 'No such slot');
    expect((await workAt(ravi, 'infosys')).status).toBe(200);
    expect((await call('GET', `/gurus/interviewers/${coach.id}`)).status).toBe(200);
  });

  it('a fresh install shows demo coaches, labelled, with a reliability from their past sessions when they have enough', async () => {
    const listed = (await call('GET', '/gurus/interviewers?company=flipkart')).body.data;
    expect(listed.items.length).toBeGreaterThan(0);
    for (const c of listed.items) expect(c).toMatchObject({ isDemo: true, name: 'Demo coach', region: 'in', currency: 'INR' });
    const reliabilities = listed.items.map((c: api.GuruCoach) => c.reliability);
    expect(reliabilities).toContainEqual({ held: 14, missed: 1, percent: 93 });
    expect(reliabilities).toContainEqual({ held: 6, missed: 0, percent: 100 });
    const fewer = (await call('GET', '/gurus/interviewers?company=swiggy')).body.data.items[0];
    expect(fewer.reliability).toEqual({ held: 3, missed: 0, percent: null });
    const us = (await call('GET', '/gurus/interviewers?region=us')).body.data;
    expect(us.items.every((c: api.GuruCoach) => c.currency === 'USD')).toBe(true);
    expect(us.companies.map((c: { slug: string }) => c.slug)).toEqual(expect.arrayContaining(['google', 'amazon', 'stripe', 'meta']));
    // Real coaches come first; the filters' choices name families with coaches.
    expect(listed.families.length).toBeGreaterThan(0);
  });

  it('refuses bad input with a 4xx naming the field, never half a write', async () => {
    const bad = async (body: Record<string, unknown>, status: number, message: RegExp) =>
      expectStatusMessage(await call('POST', '/gurus/slots', ravi, body), status, message);
    await bad({ startsAt: startIn(72).replace(/:\d\d:00\+/, ':07:00+'), minutes: 60, price: 250_000 }, 400, /quarter hour/);
    await bad({ startsAt: startIn(1), minutes: 60, price: 250_000 }, 400, /at least 2 hours/);
    await bad({ startsAt: startIn(24 * 100), minutes: 60, price: 250_000 }, 400, /within 90 days/);
    await bad({ startsAt: 'tomorrow at ten', minutes: 60, price: 250_000 }, 400, /startsAt must be a date and time/);
    await bad({ startsAt: startIn(72), minutes: 50, price: 250_000 }, 400, /minutes must be one of 30, 45, 60, 90/);
    await bad({ startsAt: startIn(72), minutes: 60, price: 100 }, 400, /body\.price: a session costs from ₹500 to ₹25,000/);
    await bad({ startsAt: startIn(72), minutes: 60, price: 2500.5 }, 400, /price must be a whole number/);
    await bad({ startsAt: startIn(72), minutes: 60, price: 250_000, extra: 1 }, 400, /extra|Unrecognized/i);
    // Overlapping one of the coach's slots (the one at 72 hours from the first test).
    await bad({ startsAt: startIn(72.5), minutes: 60, price: 250_000 }, 409, /overlaps your slot/);

    expectStatusMessage(await call('POST', '/cart/interviews', asha, {}), 400, /slotId/);
    expectStatusMessage(await call('POST', '/cart/interviews', asha, { slotId: 'abc' }), 400, /slotId must be a slot id/);
    expectStatusMessage(await call('POST', '/cart/interviews', asha, { slotId: 999_999 }), 404, 'No such slot');
    expectStatusMessage(await call('POST', '/cart/checkout', asha, { product: 'interview', region: 'in' }), 400, /one coach’s slot/);
    const own = await offer(ravi, 96);
    expectStatusMessage(await call('POST', '/cart/interviews', ravi, { slotId: own.id }), 400, /your own slot/);
    expectStatusMessage(
      await call('POST', '/cart/interviews', asha, { slotId: own.id, region: 'us' }),
      400,
      /body\.region: this slot is sold in India/,
    );
    expect((await call('GET', '/gurus/interviewers?region=uk')).status).toBe(400);
    expect((await call('GET', '/gurus/interviewers?company=Not_A_Slug')).status).toBe(400);
    expect((await call('POST', '/gurus/bookings/abc/cancel', asha, {})).status).toBe(400);
    expectStatusMessage(await call('POST', '/gurus/bookings/1/outcome', asha, { outcome: 'great' }), 400, /outcome must be/);
    expect((await call('POST', '/gurus/bookings/1/cancel', undefined, {})).status).toBe(401);
    // A demo coach's slot (labelled demo, cannot sign in) is never booked.
    const [demo] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select s.id from guru_slots s join guru_coaches g on g.id = s.coach_id
          where g.is_demo and s.starts_at > ${new Date(clock.now().getTime() + 3 * HOUR).toISOString()}::timestamptz limit 1`,
    );
    expect(demo, 'the demo data holds demo coaches’ slots').toBeDefined();
    expectStatusMessage(await call('POST', '/cart/interviews', asha, { slotId: demo!.id }), 409, /demo coach/);
    // Nothing of a refused booking was written.
    const held = await t.database.db.select().from(guruBookings).where(eq(guruBookings.slotId, own.id));
    expect(held).toEqual([]);
  });

  it('a slot is booked once: of two members at once one holds it; an unpaid hold runs out and frees it', async () => {
    const slot = await offer(meera, 120);
    const [first, second] = await Promise.all([
      call('POST', '/cart/interviews', asha, { slotId: slot.id }),
      call('POST', '/cart/interviews', bala, { slotId: slot.id }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const lost = first.status === 409 ? first : second;
    expect(lost.body.message).toMatch(/Someone else just booked this slot/);
    const won = first.status === 200 ? first : second;
    expect(won.body.data).toMatchObject({ status: 'pending', product: { kind: 'interview', amount: 250_000, currency: 'INR' } });
    expect(won.body.data.product.name).toMatch(/^Mock interview with Meera Coach \(Infosys\), .* IST, 60 min$/);
    // Only the winner's order was written.
    const written = await t.database.db
      .select()
      .from(orders)
      .where(and(eq(orders.kind, 'interview'), inArray(orders.userId, [asha.user.id, bala.user.id])));
    expect(written).toHaveLength(1);
    // The slot is no longer free while it is held.
    const listed = (await call('GET', '/gurus/interviewers?company=infosys')).body.data.items;
    expect(listed.flatMap((c: { slots: { id: number }[] }) => c.slots.map((s) => s.id))).not.toContain(slot.id);
    expectStatusMessage(await call('POST', '/cart/interviews', chitra, { slotId: slot.id }), 409, /Someone else/);
    // The member who holds it and comes back to pay gets the same order, never a second one.
    const winner = won === first ? asha : bala;
    expect((await call('POST', '/cart/interviews', winner, { slotId: slot.id })).body.data.orderId).toBe(won.body.data.orderId);

    // The hold runs out unpaid: the slot is free again and goes to another member; the first can no longer pay for it.
    clock.advance(31);
    expect((await call('POST', '/cart/interviews', chitra, { slotId: slot.id })).status).toBe(200);
    expectStatusMessage(
      await call('POST', '/pg/stripe/session', won === first ? asha : bala, { orderId: won.body.data.orderId }),
      409,
      /went to someone else/,
    );
    // A member holds at most three unpaid slots at once.
    const more = [await offer(meera, 130), await offer(meera, 132), await offer(meera, 134)];
    for (const s of more.slice(0, 2)) expect((await call('POST', '/cart/interviews', chitra, { slotId: s.id })).status).toBe(200);
    expectStatusMessage(await call('POST', '/cart/interviews', chitra, { slotId: more[2]!.id }), 409, /paying for 3 slots already/);
    // Letting a hold go frees the slot at once.
    const mine = (await call('GET', '/gurus/bookings', chitra)).body.data.items.find((b: { status: string }) => b.status === 'held');
    expect((await call('POST', `/gurus/bookings/${mine.id}/cancel`, chitra, {})).body.data.status).toBe('released');
    expect((await call('POST', '/cart/interviews', chitra, { slotId: more[2]!.id })).status).toBe(200);
    clock.advance(31); // every hold of this test runs out
  });

  it('refunds by the rules: everything from 48 hours before, half under 24 hours, half between; only the candidate may cancel', async () => {
    // 72 hours ahead: a full refund.
    const far = await offer(ravi, 24 * 5);
    const a = await bookAndPay(asha, far.id);
    const seen = await booking(asha, a.bookingId);
    expect(seen).toMatchObject({
      status: 'confirmed',
      amount: 250_000,
      currency: 'INR',
      refundIfCancelled: { percent: 100, amount: 250_000 },
      coach: { name: 'Ravi Coach', email: 'ravi.coach@infosys.com' },
    });
    // The coach sees who booked, once it is paid; and was told in the bell and by mail.
    const coachSlot = (await call('GET', '/gurus/coach', ravi)).body.data.slots.find((s: { id: number }) => s.id === far.id);
    expect(coachSlot).toMatchObject({
      state: 'booked',
      session: { candidate: { name: 'Asha Candidate', email: 'asha@candidates.example' } },
    });
    expect(mail.sent.some((m) => m.to === 'ravi.coach@infosys.com' && /Asha Candidate booked your mock interview/.test(m.text))).toBe(true);

    // Another member's booking is absent to them; a stale refund quote is refused, nothing changes.
    expectStatusMessage(await call('POST', `/gurus/bookings/${a.bookingId}/cancel`, stranger, {}), 404, 'No such booking');
    expectStatusMessage(
      await call('POST', `/gurus/bookings/${a.bookingId}/cancel`, asha, { expectRefund: 125_000 }),
      409,
      /refunds ₹2,500 \(100%\)/,
    );
    const cancelled = await call('POST', `/gurus/bookings/${a.bookingId}/cancel`, asha, { expectRefund: 250_000 });
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', refund: { percent: 100, amount: 250_000, status: 'pending' } });
    await runQueue();
    expect(await booking(asha, a.bookingId)).toMatchObject({ refund: { percent: 100, amount: 250_000, status: 'sent' } });
    // A full refund settles as the provider's would: the receipt is marked refunded, the order too.
    const receipts = (await call('GET', '/profile/receipts', asha)).body.data.receipts;
    expect(receipts.find((r: { description: string }) => r.description.includes('Ravi Coach'))).toMatchObject({
      refundedAt: expect.any(String),
    });
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, a.orderId));
    expect(order!.status).toBe('refunded');
    // The slot, still ahead, is free again.
    const coachId = (await booking(asha, a.bookingId)).coach.id;
    expect((await call('GET', `/gurus/interviewers/${coachId}`)).body.data.slots.map((s: { id: number }) => s.id)).toContain(far.id);
    expect(mail.sent.some((m) => m.to === 'ravi.coach@infosys.com' && /Asha Candidate cancelled/.test(m.text))).toBe(true);

    // 30 hours ahead (the 24–48 hour band): half.
    const mid = await offer(ravi, 30, 300_000);
    const b = await bookAndPay(bala, mid.id);
    expect((await booking(bala, b.bookingId)).refundIfCancelled).toEqual({ percent: 50, amount: 150_000 });
    expect((await call('POST', `/gurus/bookings/${b.bookingId}/cancel`, bala, {})).body.data.refund).toMatchObject({
      percent: 50,
      amount: 150_000,
    });

    // 10 hours ahead: half, rounded down to the paisa.
    const near = await offer(meera, 10, 249_999);
    const c = await bookAndPay(chitra, near.id);
    expect((await call('POST', `/gurus/bookings/${c.bookingId}/cancel`, chitra, {})).body.data.refund).toMatchObject({
      percent: 50,
      amount: 124_999,
    });
    await runQueue();
    expect(await refundsOf(c.orderId)).toMatchObject([
      { amount: 124_999, status: 'sent', providerRefundId: expect.stringMatching(/^rfnd_sbx_/) },
    ]);
    // A part refunded leaves the payment standing (its receipt is not refunded); the member is told what came back.
    const chitraReceipts = (await call('GET', '/profile/receipts', chitra)).body.data.receipts;
    expect(chitraReceipts.find((r: { description: string }) => r.description.includes('Meera Coach')).refundedAt).toBeNull();
    const [told] = await t.database.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, chitra.user.id), eq(notifications.dedupeKey, `refund-sent:${(await refundsOf(c.orderId))[0]!.id}`)),
      );
    expect(told!.text).toMatch(
      /^₹1,249.99 of your payment PS-\d{4}-\d{6} was refunded\. You cancelled the session of .* less than 48 hours before it/,
    );
    // Cancelling twice changes nothing.
    expectStatusMessage(await call('POST', `/gurus/bookings/${c.bookingId}/cancel`, chitra, {}), 409, /cancelled: nothing to cancel/);

    // The coach cancelling gives everything back, whenever it is.
    const late = await offer(meera, 8, 200_000);
    const d = await bookAndPay(asha, late.id);
    expect((await call('POST', `/gurus/bookings/${d.bookingId}/cancel`, meera, {})).body.data.refund).toMatchObject({
      percent: 100,
      amount: 200_000,
    });
  });

  it('a coach who does not come refunds everything and their reliability drops; shown from MIN_SLICE sessions', async () => {
    const coach = await signedInUser(t, clock.now(), { email: 'kiran.coach@infosys.com', name: 'Kiran Coach' });
    expect((await workAt(coach, 'infosys')).status).toBe(200);
    expect((await call('PUT', '/gurus/coach', coach, { region: 'in', headline: 'Data structures and algorithms rounds' })).status).toBe(
      200,
    );
    const slots = [];
    for (let i = 0; i < 5; i++) slots.push(await offer(coach, 4 + i * 2, 100_000, 30));
    const candidates = [asha, bala, chitra, stranger, asha];
    const booked = [];
    for (let i = 0; i < 5; i++) booked.push(await bookAndPay(candidates[i]!, slots[i]!.id));

    // Before the start nobody records an outcome; only the two sides may, each their own.
    expectStatusMessage(
      await call('POST', `/gurus/bookings/${booked[0]!.bookingId}/outcome`, coach, { outcome: 'completed' }),
      409,
      /once it has ended/,
    );
    expectStatusMessage(
      await call('POST', `/gurus/bookings/${booked[0]!.bookingId}/outcome`, asha, { outcome: 'coach-absent' }),
      409,
      /15 minutes after the start/,
    );
    expectStatusMessage(
      await call('POST', `/gurus/bookings/${booked[0]!.bookingId}/outcome`, meera, { outcome: 'completed' }),
      404,
      'No such booking',
    );

    clock.advance(60 * 16); // all five sessions are over
    expectStatusMessage(
      await call('POST', `/gurus/bookings/${booked[0]!.bookingId}/outcome`, asha, { outcome: 'completed' }),
      403,
      /Only the coach/,
    );
    expectStatusMessage(
      await call('POST', `/gurus/bookings/${booked[0]!.bookingId}/outcome`, coach, { outcome: 'coach-absent' }),
      403,
      /Only the member/,
    );
    for (const b of booked.slice(0, 3))
      expect((await call('POST', `/gurus/bookings/${b.bookingId}/outcome`, coach, { outcome: 'completed' })).body.data.status).toBe(
        'completed',
      );
    expect(
      (await call('POST', `/gurus/bookings/${booked[3]!.bookingId}/outcome`, coach, { outcome: 'candidate-absent' })).body.data,
    ).toMatchObject({
      status: 'candidate-absent',
      refund: null,
    });
    const coachId = (await call('GET', '/gurus/coach', coach)).body.data.coach.id;
    // Four sessions due: under MIN_SLICE (5), no percent yet.
    expect((await call('GET', `/gurus/interviewers/${coachId}`)).body.data.reliability).toEqual({ held: 4, missed: 0, percent: null });

    // The fifth: the member says the coach did not come, and gets everything back.
    const absent = await call('POST', `/gurus/bookings/${booked[4]!.bookingId}/outcome`, asha, { outcome: 'coach-absent' });
    expect(absent.body.data).toMatchObject({ status: 'coach-absent', refund: { percent: 100, amount: 100_000, status: 'pending' } });
    await runQueue();
    expect(await refundsOf(booked[4]!.orderId)).toMatchObject([{ amount: 100_000, status: 'sent' }]);
    expect((await call('GET', `/gurus/interviewers/${coachId}`)).body.data.reliability).toEqual({ held: 4, missed: 1, percent: 80 });
    expect(mail.sent.some((m) => m.to === 'kiran.coach@infosys.com' && /says you did not come/.test(m.text))).toBe(true);
    // Recorded once: it cannot change.
    expectStatusMessage(
      await call('POST', `/gurus/bookings/${booked[4]!.bookingId}/outcome`, asha, { outcome: 'coach-absent' }),
      409,
      /already/,
    );
  });

  it('reminds both sides a day and an hour before, in the bell and by mail, each once', async () => {
    const slot = await offer(meera, 24 * 3);
    const { bookingId } = await bookAndPay(bala, slot.id);
    const remindersTo = (address: string) => mail.sent.filter((m) => m.to === address && /^Reminder:/.test(m.text));
    const bells = async (userId: string) =>
      (await t.database.db.select().from(notifications).where(eq(notifications.userId, userId))).filter((n) =>
        n.dedupeKey?.startsWith(`guru-booking:${bookingId}:reminded`),
      );

    await t.app.tasks.run('gurus.sessions');
    expect(remindersTo('bala@candidates.example')).toHaveLength(0);
    clock.advance(60 * 49); // 23 hours before
    await t.app.tasks.run('gurus.sessions');
    await t.app.tasks.run('gurus.sessions');
    expect(remindersTo('bala@candidates.example').map((m) => m.subject)).toEqual(['Your mock interview is tomorrow']);
    expect(remindersTo('meera.coach@infosys.com').filter((m) => m.text.includes('Bala Candidate'))).toHaveLength(1);
    expect(await bells(bala.user.id)).toHaveLength(1);

    clock.advance(60 * 22 + 15); // 45 minutes before
    await t.app.tasks.run('gurus.sessions');
    await t.app.tasks.run('gurus.sessions');
    expect(remindersTo('bala@candidates.example').map((m) => m.subject)).toEqual([
      'Your mock interview is tomorrow',
      'Your mock interview is in an hour',
    ]);
    expect(await bells(bala.user.id)).toHaveLength(2);
    expect(await bells(meera.user.id)).toHaveLength(2);
  });
});
