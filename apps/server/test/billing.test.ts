import { createHmac } from 'node:crypto';
import { ERROR_CODES, api } from '@paysight/contract';
import { creditLedger, orders, paymentEvents, payments, subscriptions, users, type Db } from '@paysight/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { pdfText } from '../src/lib/document-text.js';
import { createSession } from '../src/modules/auth/session.service.js';
import { addInterval } from '../src/modules/billing/billing.rules.js';
import { grantCredits, spendCredits } from '../src/modules/billing/credits.service.js';
import { createCapturingMail, createClock, createTestApp, describeWithDb, type TestApp } from './helpers.js';
import { injectApi } from './api.js';
import { signedInUser } from './users.js';

/**
 * Money on the offline sandbox (the `npm start` default): the catalogue, the cart, the test-mode
 * checkout completing through the sandbox's signed webhook, and the settle path's guarantees
 * (signatures, idempotency, amounts), refunds, cancellation, the ending notice, receipts, credits.
 */

const COOKIE_SECRET = 'test-cookie-secret-0123456789abcdefghij';
/** The sandbox's webhook secret, derived here as the server derives it: an HMAC of its label under the cookie secret. */
const SANDBOX_SECRET = createHmac('sha256', COOKIE_SECRET).update('paysight:payments-sandbox:webhook-v1').digest('hex');
const WEBHOOK = '/api/v1/pg/sandbox/webhook';

describeWithDb('billing on the sandbox', () => {
  let t: TestApp;
  const clock = createClock(new Date('2026-11-22T10:00:00Z'));
  const mail = createCapturingMail();
  const logs: Array<{ level: number; msg: string; orderId?: string }> = [];
  let db: Db;
  let eventSeq = 0;

  beforeAll(async () => {
    t = await createTestApp({
      seed: false,
      now: clock.now,
      mail,
      env: { SEARCH_LIMIT_MEMBER: '1', SEARCH_LIMIT_ANON: '1' },
      logger: { level: 'warn', stream: { write: (line: string) => void logs.push(JSON.parse(line)) } },
    });
    db = t.database.db;
  });
  afterAll(() => t.close());
  beforeEach(() => {
    mail.sent.length = 0;
    logs.length = 0;
  });

  let n = 0;
  async function member(name = 'Asha Rao') {
    n += 1;
    return signedInUser(t, clock.now(), { email: `member${n}@infosys.com`, name });
  }
  const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}, payload?: object) =>
    injectApi(t.app, method, url, headers, payload);

  /** A signed sandbox event, as the sandbox itself would send it. */
  function signed(type: string, data: object, options: { id?: string; at?: Date; secret?: string } = {}) {
    const created = Math.floor((options.at ?? clock.now()).getTime() / 1000);
    const body = JSON.stringify({ id: options.id ?? `evt_test_${++eventSeq}`, created, type, data });
    const sig = createHmac('sha256', options.secret ?? SANDBOX_SECRET)
      .update(`${created}.${body}`)
      .digest('hex');
    return { body, headers: { 'content-type': 'application/json', 'paysight-sandbox-signature': `t=${created},v1=${sig}` } };
  }
  /** A sandbox checkout's payment of a one-off order (a credit pack: ₹499 unless told otherwise). */
  const oneOffPayment = (sessionId: string, orderId: string, paymentId: string, amount = 49_900, currency = 'INR') => ({
    sessionId,
    orderId,
    paymentId,
    amount,
    currency,
    subscriptionId: null,
  });
  const deliver = (e: { body: string; headers: Record<string, string> }) =>
    t.app.inject({ method: 'POST', url: WEBHOOK, headers: e.headers, payload: e.body });

  async function order(headers: Record<string, string>, product: string, region: 'in' | 'us' = 'in') {
    const res = await call('POST', '/cart/checkout', headers, { product, region });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as api.CartOrder;
  }

  /** Cart → checkout → the test-mode page's pay button. */
  async function buy(
    headers: Record<string, string>,
    product: string,
    region: 'in' | 'us' = 'in',
    outcome: 'succeed' | 'fail' = 'succeed',
  ) {
    const cart = await order(headers, product, region);
    const route = region === 'us' ? '/pg/stripe/session' : cart.product.interval ? '/pg/razorpay/subscriptions' : '/pg/razorpay/orders';
    const started = await call('POST', route, headers, { orderId: cart.orderId });
    expect(started.statusCode, started.body).toBe(200);
    const sessionId = started.json().data.sessionId as string;
    const paid = await call('POST', `/pg/sandbox/sessions/${sessionId}/pay`, headers, { outcome });
    expect(paid.statusCode, paid.body).toBe(200);
    return { orderId: cart.orderId, sessionId, outcome: paid.json().data as api.PaymentOutcome };
  }

  const notifications = async (headers: Record<string, string>) =>
    (
      (await call('GET', '/notifications?pageSize=50', headers)).json().data.items as Array<{
        category: string;
        text: string;
        link: string;
      }>
    ).map((x) => x);
  const me = async (headers: Record<string, string>) => (await call('GET', '/me', headers)).json().data as { premium: boolean };
  const balance = async (headers: Record<string, string>) => (await call('GET', '/profile/credits', headers)).json().data.balance as number;

  it('shows each region’s catalogue: prices from the server, GST inside Indian prices, the providers in order, test mode', async () => {
    const india = (await call('GET', '/pricing/showcase?region=in')).json().data;
    expect(india).toMatchObject({ region: 'in', currency: 'INR', providers: ['razorpay', 'stripe'], testMode: true });
    expect(india.premiumFeatures).toEqual(['No daily search limit', 'Salary CSV export', 'Switch: where people move between companies']);
    const byId = Object.fromEntries(india.products.map((p: api.PricingProduct) => [p.id, p]));
    expect(byId['premium-monthly']).toMatchObject({
      kind: 'premium',
      amount: 49_900,
      taxAmount: 7_612,
      taxLabel: 'GST 18% (included)',
      interval: 'month',
    });
    expect(byId['premium-yearly']).toMatchObject({
      amount: 399_900,
      taxAmount: Math.round((399_900 * 18) / 118),
      highlight: true,
      interval: 'year',
    });
    expect(byId['premium-yearly'].features).toEqual(india.premiumFeatures);
    expect(byId['credits-200']).toMatchObject({ kind: 'credits', amount: 149_900, credits: 200, interval: null });
    expect(byId['negotiation']).toMatchObject({ kind: 'negotiation', amount: 999_900 });
    expect(byId['interview']).toMatchObject({ kind: 'interview', amount: 249_900 });
    expect(india.enterprise).toEqual({
      contactEmail: 'founders@paysight.app',
      features: ['Peer benchmarking', 'Pay bands', 'Compa-ratio for every employee'],
    });

    const us = (await call('GET', '/pricing/showcase?region=us')).json().data;
    expect(us).toMatchObject({ region: 'us', currency: 'USD', providers: ['stripe'] });
    expect(us.products.map((p: api.PricingProduct) => [p.id, p.amount, p.taxAmount, p.taxLabel])).toEqual([
      ['premium-monthly', 1_900, 0, null],
      ['premium-yearly', 14_900, 0, null],
      ['credits-50', 900, 0, null],
      ['credits-200', 2_900, 0, null],
      ['negotiation', 49_900, 0, null],
      ['interview', 14_900, 0, null],
    ]);
    expect((await call('GET', '/pricing/showcase?region=uk')).statusCode).toBe(400);
  });

  it('makes a pending order from the catalogue, refusing unknown products, wrong kinds, bad regions, prices and anonymous callers', async () => {
    const { headers } = await member();
    const ok = await call('POST', '/cart/premium', headers, { plan: 'yearly', region: 'us', returnUrl: '/us/salary/software-engineer' });
    expect(ok.json().data).toMatchObject({
      status: 'pending',
      product: { id: 'premium-yearly', amount: 14_900, currency: 'USD' },
      returnUrl: '/us/salary/software-engineer',
      providers: ['stripe'],
      testMode: true,
    });
    expect((await call('POST', '/cart/negotations', headers, { region: 'in' })).json().data.product).toMatchObject({
      kind: 'negotiation',
      amount: 999_900,
    });
    // A mock interview is one coach's slot, priced by the coach (gurus.test.ts books them): never a bare catalogue order.
    const interview = await call('POST', '/cart/interviews', headers, { region: 'us' });
    expect(interview.statusCode).toBe(400);
    expect(interview.json().message).toMatch(/slotId must be a slot id/);
    const bareInterview = await call('POST', '/cart/checkout', headers, { product: 'interview', region: 'us' });
    expect(bareInterview.statusCode).toBe(400);
    expect(bareInterview.json().message).toMatch(/body\.product: a mock interview is one coach’s slot/);
    expect((await call('POST', '/cart/credits', headers, { product: 'credits-50', region: 'in' })).json().data.product.credits).toBe(50);

    const unknown = await call('POST', '/cart/checkout', headers, { product: 'credits-999', region: 'in' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ success: false, message: expect.stringContaining('body.product') });
    const wrongKind = await call('POST', '/cart/credits', headers, { product: 'premium-monthly', region: 'in' });
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json().message).toMatch(/body\.product: premium-monthly is not a credit pack/);
    const badRegion = await call('POST', '/cart/checkout', headers, { product: 'credits-50', region: 'uk' });
    expect(badRegion.statusCode).toBe(400);
    expect(badRegion.json().message).toMatch(/region must be in or us/);
    const priced = await call('POST', '/cart/checkout', headers, { product: 'credits-50', region: 'in', amount: 1 });
    expect(priced.statusCode).toBe(400);
    const offsite = await call('POST', '/cart/checkout', headers, { product: 'credits-50', region: 'in', returnUrl: '//evil.example/' });
    expect(offsite.statusCode).toBe(400);
    const anonymous = await call('POST', '/cart/checkout', {}, { product: 'credits-50', region: 'in' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('runs a whole purchase on the sandbox: premium on at once, no daily limit, receipt listed and as a PDF, mail and bell', async () => {
    const { headers, user } = await member('Priya Nair');
    // The member's one page today, then another page: refused.
    const search = (title = 'software-engineer') => call('GET', `/in/salary/${title}`, headers);
    await search();
    expect((await search('data-scientist')).json()).toMatchObject({ code: ERROR_CODES.searchLimit });
    expect((await me(headers)).premium).toBe(false);

    const cart = await call('POST', '/cart/premium', headers, { plan: 'yearly', region: 'in', returnUrl: '/in/salary/software-engineer' });
    const { orderId } = cart.json().data;
    const started = await call('POST', '/pg/razorpay/subscriptions', headers, { orderId });
    const checkout = started.json().data;
    expect(checkout).toMatchObject({ mode: 'redirect', provider: 'sandbox', url: `/checkout/test/${checkout.sessionId}` });
    expect(checkout.sessionId).toMatch(/^sbx_razorpay_/);
    const page = await call('GET', `/pg/sandbox/sessions/${checkout.sessionId}`, headers);
    expect(page.json().data).toMatchObject({
      orderId,
      status: 'pending',
      standsInFor: 'razorpay',
      product: { id: 'premium-yearly' },
      returnUrl: '/in/salary/software-engineer',
    });

    const paid = await call('POST', `/pg/sandbox/sessions/${checkout.sessionId}/pay`, headers, { outcome: 'succeed' });
    expect(paid.json().data).toEqual({
      orderId,
      status: 'paid',
      productName: 'Premium yearly',
      returnUrl: '/in/salary/software-engineer',
      message: null,
    });
    expect((await call('GET', `/pg/session/${checkout.sessionId}`, headers)).json().data.status).toBe('paid');

    expect((await me(headers)).premium).toBe(true);
    expect((await search('data-scientist')).statusCode).not.toBe(429);
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row!.premiumUntil!.toISOString()).toBe('2027-11-22T10:00:00.000Z');

    const receipts = (await call('GET', '/profile/receipts', headers)).json().data.receipts;
    expect(receipts).toHaveLength(1);
    expect(receipts[0]).toMatchObject({
      number: expect.stringMatching(/^PS-2026-\d{6}$/),
      description: 'Premium yearly',
      amount: 399_900,
      taxAmount: 61_002,
      taxLabel: 'GST 18% (included)',
      currency: 'INR',
      provider: 'sandbox',
      providerReference: expect.stringMatching(/^pay_sbx_/),
      paidAt: '2026-11-22T10:00:00.000Z',
      refundedAt: null,
    });
    const pdf = await call('GET', `/profile/receipts/${receipts[0].id}/pdf`, headers);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // A long reference may wrap after a hyphen in the PDF's layout: the line break is not part of it.
    const text = (await pdfText(new Uint8Array(pdf.rawPayload))).replace(/\s+/g, ' ').replace(/- /g, '-');
    for (const part of [
      'Paysight',
      `Receipt number ${receipts[0].number}`,
      'Date 22 Nov 2026',
      'Priya Nair',
      user.email,
      'Premium yearly',
      'INR 3,999.00',
      'GST 18% (included) INR 610.02',
      'Total INR 3,999.00',
      `Test mode sandbox, reference ${receipts[0].providerReference}`,
      'Test mode — no money moves',
    ]) {
      expect(text).toContain(part);
    }

    expect(mail.sent).toHaveLength(1);
    expect(mail.last()).toMatchObject({
      to: user.email,
      subject: `Your Paysight receipt ${receipts[0].number}`,
      link: 'http://paysight.test/account',
    });
    expect(mail.last().text).toContain('Premium yearly: ₹3,999');
    expect(mail.last().text).toContain('GST 18% (included): ₹610.02');
    expect(mail.last().text).toContain(api.TEST_MODE_LABEL);
    expect(mail.last().text).toContain('Premium is on until 22 Nov 2027.');
    expect(await notifications(headers)).toEqual([
      expect.objectContaining({
        category: 'payment',
        text: `Premium is on until 22 Nov 2027. Receipt ${receipts[0].number}.`,
        link: '/account',
      }),
    ]);
    const subs = (await call('GET', '/profile/subscriptions', headers)).json().data;
    expect(subs).toMatchObject({
      premiumUntil: '2027-11-22T10:00:00.000Z',
      subscriptions: [
        {
          product: 'premium-yearly',
          provider: 'sandbox',
          status: 'active',
          interval: 'year',
          amount: 399_900,
          currentPeriodEnd: '2027-11-22T10:00:00.000Z',
        },
      ],
    });

    // Paid is paid: neither the page nor a new checkout takes the order again.
    expect((await call('POST', `/pg/sandbox/sessions/${checkout.sessionId}/pay`, headers, { outcome: 'succeed' })).statusCode).toBe(409);
    expect((await call('POST', '/pg/stripe/session', headers, { orderId })).statusCode).toBe(409);
    // A second premium plan while one renews is refused.
    expect((await call('POST', '/cart/premium', headers, { plan: 'monthly', region: 'in' })).statusCode).toBe(409);
  });

  it('books the negotiation service and sells credits through the same checkout', async () => {
    const { headers } = await member();
    const booked = await buy(headers, 'negotiation', 'us');
    expect(booked.outcome.status).toBe('paid');
    expect(mail.last().text).toContain('A coach will write to you within 2 working days');
    expect(booked.sessionId).toMatch(/^sbx_stripe_/);

    await buy(headers, 'credits-200');
    expect(await balance(headers)).toBe(200);
    const texts = (await notifications(headers)).map((x) => x.text);
    expect(texts[0]).toMatch(/^200 credits were added: your balance is 200\. Receipt PS-2026-\d{6}\.$/);
  });

  it('a declined test payment fails the order, grants nothing and says so in the bell', async () => {
    const { headers } = await member();
    const { outcome, orderId } = await buy(headers, 'credits-50', 'in', 'fail');
    expect(outcome).toMatchObject({ orderId, status: 'failed', message: 'The test card was declined.' });
    expect(await balance(headers)).toBe(0);
    expect((await notifications(headers))[0]).toMatchObject({
      category: 'payment',
      text: expect.stringContaining('did not go through'),
      link: '/pricing',
    });
    // A failed order can be tried again.
    const retry = await call('POST', '/pg/razorpay/orders', headers, { orderId });
    expect(retry.statusCode).toBe(200);
  });

  it('refuses a forged, missing or stale signature with 400 and grants nothing', async () => {
    const { headers, user } = await member();
    const cart = await order(headers, 'credits-50');
    const data = oneOffPayment('sbx_stripe_xxxxxxxxxxxxxxxxxxxx', cart.orderId, 'pay_forged');
    const forged = signed('checkout.succeeded', data, { secret: 'not-the-secret' });
    const missing = { body: forged.body, headers: { 'content-type': 'application/json' } };
    const stale = signed('checkout.succeeded', data, { at: new Date(clock.now().getTime() - 10 * 60_000) });
    const tampered = {
      ...signed('checkout.succeeded', data),
      body: JSON.stringify({ ...JSON.parse(forged.body), data: { ...data, amount: 1 } }),
    };
    for (const e of [forged, missing, stale, tampered]) {
      const res = await deliver(e);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, data: null, statusCode: 400 });
    }
    expect(await balance(headers)).toBe(0);
    expect(await db.select().from(payments).where(eq(payments.userId, user.id))).toEqual([]);
    // An event type the sandbox does not know is acknowledged and ignored.
    expect((await deliver(signed('payment.disputed', { paymentId: 'x' }))).statusCode).toBe(200);
  });

  it('grants once for the same event delivered twice, or several times at once, and once for two events of one payment', async () => {
    const { headers, user } = await member();
    const cart = await order(headers, 'credits-50');
    const data = oneOffPayment('sbx_razorpay_xxxxxxxxxxxxxxxxxxxx', cart.orderId, 'pay_sbx_once');
    const event = signed('checkout.succeeded', data, { id: 'evt_twice' });
    expect((await deliver(event)).json().data.status).toBe('paid');
    expect((await deliver(event)).json().data.status).toBe('duplicate');
    const statuses = await Promise.all([1, 2, 3, 4].map(() => deliver(event)));
    expect(statuses.map((r) => r.json().data.status)).toEqual(['duplicate', 'duplicate', 'duplicate', 'duplicate']);

    // Different events for one order at once (a webhook and a lookup): still once.
    const other = await order(headers, 'credits-50');
    const racing = await Promise.all(
      ['a', 'b', 'c'].map((k) =>
        deliver(signed('checkout.succeeded', { ...data, orderId: other.orderId, paymentId: `pay_sbx_race_${k}` })),
      ),
    );
    expect(racing.map((r) => r.json().data.status).sort()).toEqual(['ignored', 'ignored', 'paid']);

    expect(await balance(headers)).toBe(100);
    expect(await db.select().from(payments).where(eq(payments.userId, user.id))).toHaveLength(2);
    expect(await db.select().from(creditLedger).where(eq(creditLedger.userId, user.id))).toHaveLength(2);
    expect(await db.select().from(paymentEvents).where(eq(paymentEvents.eventId, 'evt_twice'))).toHaveLength(1);
  });

  it('refuses a payment whose amount or currency differs from the order: logged at warn, the order failed, nothing granted', async () => {
    const { headers, user } = await member();
    for (const [amount, currency] of [
      [100, 'INR'],
      [49_900, 'USD'],
    ] as const) {
      const cart = await order(headers, 'credits-50');
      const res = await deliver(
        signed(
          'checkout.succeeded',
          oneOffPayment('sbx_razorpay_xxxxxxxxxxxxxxxxxxxx', cart.orderId, `pay_sbx_${currency}`, amount, currency),
        ),
      );
      expect(res.json().data.status).toBe('refused');
      const [row] = await db.select().from(orders).where(eq(orders.id, cart.orderId));
      expect(row).toMatchObject({ status: 'failed', failureReason: expect.stringContaining('refused') });
      expect(logs).toContainEqual(
        expect.objectContaining({ level: 40, orderId: cart.orderId, msg: expect.stringContaining('does not match its order') }),
      );
    }
    expect(await balance(headers)).toBe(0);
    expect(await db.select().from(payments).where(eq(payments.userId, user.id))).toEqual([]);
  });

  it('a refund revokes premium now, ends the subscription and marks the receipt; a refunded pack takes back what is left', async () => {
    const { headers, user } = await member();
    await buy(headers, 'premium-monthly');
    expect((await me(headers)).premium).toBe(true);
    const [receipt] = (await call('GET', '/profile/receipts', headers)).json().data.receipts;
    clock.advance(60);
    expect((await deliver(signed('payment.refunded', { paymentId: receipt.providerReference }))).json().data.status).toBe('refunded');
    expect((await me(headers)).premium).toBe(false);
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row!.premiumUntil).toEqual(clock.now());
    expect((await call('GET', '/profile/subscriptions', headers)).json().data.subscriptions[0].status).toBe('ended');
    expect((await call('GET', '/profile/receipts', headers)).json().data.receipts[0].refundedAt).toBe(clock.now().toISOString());
    expect((await notifications(headers))[0]!.text).toMatch(/was refunded\. Premium has ended\.$/);

    const pack = await buy(headers, 'credits-50');
    await t.database.db.transaction((tx) =>
      spendCredits(tx as unknown as Db, user.id, 30, 'jobgpt-application', 'application-1', clock.now()),
    );
    const packReceipt = (await call('GET', '/profile/receipts', headers))
      .json()
      .data.receipts.find((r: api.Receipt) => r.description === '50 credits');
    await deliver(signed('payment.refunded', { paymentId: packReceipt.providerReference }));
    expect(await balance(headers)).toBe(0);
    const ledger = (await call('GET', '/profile/credits', headers)).json().data.entries;
    expect(ledger.map((e: { delta: number; reason: string; reference: string }) => [e.delta, e.reason, e.reference])).toEqual([
      [-20, 'refund', pack.orderId],
      [-30, 'jobgpt-application', 'application-1'],
      [50, 'purchase', pack.orderId],
    ]);
    const [refunded] = await db.select().from(orders).where(eq(orders.id, pack.orderId));
    expect(refunded!.status).toBe('refunded');
  });

  it('cancelling lets premium run to the end of the paid period, tells the member once three days before, then ends it', async () => {
    const start = clock.now();
    const { headers, user } = await member();
    const other = await member();
    await buy(headers, 'premium-monthly');
    const [sub] = (await call('GET', '/profile/subscriptions', headers)).json().data.subscriptions;
    const body = { subscriptionId: sub.id, pgId: 'sandbox', product: 'premium-monthly' };
    expect((await call('POST', '/profile/subscriptions/cancel', other.headers, body)).statusCode).toBe(404);
    expect((await call('POST', '/profile/subscriptions/cancel', headers, { ...body, pgId: 'stripe' })).json().message).toMatch(
      /body\.pgId/,
    );
    expect((await call('POST', '/profile/subscriptions/cancel', headers, { ...body, product: 'premium-yearly' })).statusCode).toBe(400);
    const cancelled = await call('POST', '/profile/subscriptions/cancel', headers, body);
    expect(cancelled.json().data).toMatchObject({ status: 'cancelling', cancelAtPeriodEnd: true, currentPeriodEnd: sub.currentPeriodEnd });
    expect((await me(headers)).premium).toBe(true);

    await t.app.tasks.run('billing.subscription-sweep');
    expect((await notifications(headers)).filter((x) => x.text.includes('ends on'))).toEqual([]);
    clock.advance(28 * 24 * 60); // 2 days and a bit before the end
    await t.app.tasks.run('billing.subscription-sweep');
    await t.app.tasks.run('billing.subscription-sweep');
    const ending = (await notifications(headers)).filter((x) => x.text.includes('ends on'));
    expect(ending).toEqual([
      expect.objectContaining({
        category: 'subscription',
        text: 'Your Premium ends on 22 Dec 2026: you cancelled it, so it will not renew.',
      }),
    ]);
    expect((await me(headers)).premium).toBe(true);

    clock.advance(3 * 24 * 60);
    // The first session has expired by now (30 days): a fresh sign-in sees premium gone.
    const later = { authorization: `Bearer ${(await createSession(db, user.id, { ttlDays: 30, now: clock.now() })).token}` };
    expect((await me(later)).premium).toBe(false);
    await t.app.tasks.run('billing.subscription-sweep');
    expect((await call('GET', '/profile/subscriptions', later)).json().data.subscriptions[0].status).toBe('ended');
    expect((await notifications(later)).filter((x) => x.text.includes('ends on'))).toHaveLength(1);
    clock.advance(-(clock.now().getTime() - start.getTime()) / 60_000);
  });

  it('POST /profile/premium cancel stops every renewing premium subscription', async () => {
    const { headers } = await member();
    await buy(headers, 'premium-monthly', 'us');
    const res = await call('POST', '/profile/premium', headers, { action: 'cancel' });
    expect(res.json().data).toEqual({ cancelled: 1, premiumUntil: addInterval(clock.now(), 'month').toISOString() });
    expect((await call('POST', '/profile/premium', headers, { action: 'cancel' })).json().data.cancelled).toBe(0);
    expect((await call('POST', '/profile/premium', headers, { action: 'renew' })).statusCode).toBe(400);
  });

  it('answers 404 for another member’s order, session, receipt and subscription', async () => {
    const owner = await member();
    const stranger = await member();
    const { orderId, sessionId } = await buy(owner.headers, 'premium-monthly');
    const [receipt] = (await call('GET', '/profile/receipts', owner.headers)).json().data.receipts;
    const [sub] = (await call('GET', '/profile/subscriptions', owner.headers)).json().data.subscriptions;
    const pending = await order(owner.headers, 'credits-50');
    const pendingSession = (await call('POST', '/pg/razorpay/orders', owner.headers, { orderId: pending.orderId })).json().data.sessionId;
    const s = stranger.headers;
    for (const res of [
      await call('POST', '/pg/stripe/session', s, { orderId: pending.orderId }),
      await call('POST', '/pg/razorpay/orders', s, { orderId: pending.orderId }),
      await call('GET', `/pg/session/${sessionId}`, s),
      await call('GET', `/pg/sandbox/sessions/${pendingSession}`, s),
      await call('POST', `/pg/sandbox/sessions/${pendingSession}/pay`, s, { outcome: 'succeed' }),
      await call('GET', `/profile/receipts/${receipt.id}/pdf`, s),
      await call('POST', '/profile/subscriptions/cancel', s, { subscriptionId: sub.id, pgId: 'sandbox', product: 'premium-monthly' }),
    ]) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toMatchObject({ success: false, statusCode: 404 });
    }
    expect((await call('GET', '/profile/receipts', s)).json().data.receipts).toEqual([]);
    expect((await call('GET', '/profile/subscriptions', s)).json().data.subscriptions).toEqual([]);
    const [still] = await db.select().from(orders).where(eq(orders.id, pending.orderId));
    expect(still!.status).toBe('pending');
    expect(orderId).toBeTruthy();
    const [ownSub] = await db.select().from(subscriptions).where(eq(subscriptions.id, sub.id));
    expect(ownSub!.status).toBe('active');
  });

  it('credits: granted and spent atomically, never below zero under concurrent spends, one entry per reason and reference', async () => {
    const { headers, user } = await member();
    const tx = <T>(work: (db: Db) => Promise<T>) => t.database.db.transaction((x) => work(x as unknown as Db));
    expect(await tx((d) => grantCredits(d, user.id, 5, 'referral-bonus', 'welcome', clock.now()))).toBe(5);
    await expect(tx((d) => grantCredits(d, user.id, 5, 'referral-bonus', 'welcome', clock.now()))).rejects.toMatchObject({
      statusCode: 409,
    });

    const spends = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) => tx((d) => spendCredits(d, user.id, 1, 'jobgpt-application', `app-${i}`, clock.now()))),
    );
    expect(spends.filter((s) => s.status === 'fulfilled')).toHaveLength(5);
    const refused = spends.filter((s): s is PromiseRejectedResult => s.status === 'rejected');
    expect(refused.map((r) => r.reason.statusCode)).toEqual([402, 402, 402]);
    expect(refused[0]!.reason.message).toMatch(/Not enough credits: this needs 1 and your balance is 0/);
    expect(await balance(headers)).toBe(0);

    await tx((d) => grantCredits(d, user.id, 3, 'referral-bonus', 'second', clock.now()));
    const same = await Promise.allSettled(
      [1, 2, 3].map(() => tx((d) => spendCredits(d, user.id, 1, 'jobgpt-application', 'app-same', clock.now()))),
    );
    expect(same.filter((s) => s.status === 'fulfilled')).toHaveLength(1);
    expect(same.filter((s) => s.status === 'rejected').map((s) => (s as PromiseRejectedResult).reason.statusCode)).toEqual([409, 409]);
    expect(await balance(headers)).toBe(2);

    const page = (await call('GET', '/profile/credits', headers)).json().data;
    expect(page).toMatchObject({ balance: 2, page: 1, totalPages: 1 });
    expect(page.entries).toHaveLength(8);
    expect(page.entries[0]).toMatchObject({ delta: -1, balanceAfter: 2, reason: 'jobgpt-application', reference: 'app-same' });
    expect((await call('GET', '/profile/credits?page=0', headers)).statusCode).toBe(400);
  });
});
