import { createHmac } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { api } from '@paysight/contract';
import { orders, payments, users, type Db } from '@paysight/db';
import { eq } from 'drizzle-orm';
import Razorpay from 'razorpay';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';
import { DEFAULT_CATALOGUE, loadCatalogue } from '../src/modules/billing/catalogue.js';
import { createPaymentProviders } from '../src/providers/payments/payment-providers.js';
import { createCapturingMail, createClock, createTestApp, describeWithDb, type TestApp } from './helpers.js';
import { injectApi } from './api.js';
import { fakeRazorpay, fakeStripe } from './payment-fakes.js';
import { signedInUser } from './users.js';

/**
 * The real adapters, through the official SDKs, against local fakes of the providers' APIs:
 * Stripe Checkout (sessions, subscriptions, webhooks signed by the SDK's own test helper) and
 * Razorpay (orders, plans, subscriptions, the checkout's signature and webhooks, both signatures
 * computed here with node:crypto, independently of the server's code).
 */

const STRIPE_WEBHOOK_SECRET = 'whsec_test_paysight';
const RAZORPAY = { keyId: 'rzp_test_Paysight01', keySecret: 'rzp-key-secret-for-tests', webhookSecret: 'rzp-webhook-secret-for-tests' };
const unix = (d: Date) => Math.floor(d.getTime() / 1000);
const hmac = (secret: string, data: string) => createHmac('sha256', secret).update(data).digest('hex');

describe('configuration of payments', () => {
  it('stops at boot on a half-configured provider, naming the missing keys', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow(/STRIPE_WEBHOOK_SECRET: Stripe needs all of/);
    expect(() => loadConfig({ RAZORPAY_KEY_ID: 'rzp_test_abc', RAZORPAY_KEY_SECRET: 'x' })).toThrow(
      /RAZORPAY_WEBHOOK_SECRET: Razorpay needs all of/,
    );
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'pk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_x' })).toThrow(
      /STRIPE_SECRET_KEY: must be a Stripe secret/,
    );
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' })).toMatchObject({
      STRIPE_SECRET_KEY: 'sk_test_abc',
    });
    expect(loadConfig({ STRIPE_SECRET_KEY: '', RAZORPAY_KEY_ID: '' })).toMatchObject({ STRIPE_SECRET_KEY: undefined });
  });

  it('reads PRICING_FILE at boot: a valid file replaces the catalogue, a bad one stops the process naming the field', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'paysight-pricing-'));
    const good = path.join(dir, 'good.json');
    const custom = structuredClone(DEFAULT_CATALOGUE);
    custom.regions.in.products[0]!.amount = 59_900;
    writeFileSync(good, JSON.stringify(custom));
    const catalogue = loadCatalogue(good, 'sales@paysight.app');
    expect(catalogue.regions.in.products[0]).toMatchObject({
      id: 'premium-monthly',
      amount: 59_900,
      taxAmount: Math.round((59_900 * 18) / 118),
    });
    expect(catalogue.enterprise.contactEmail).toBe('sales@paysight.app');

    const bad = path.join(dir, 'bad.json');
    const broken = structuredClone(DEFAULT_CATALOGUE);
    (broken.regions.us.products[2] as { amount: number }).amount = 9.5;
    delete (broken.regions.in.products[0] as { interval?: unknown }).interval;
    writeFileSync(bad, JSON.stringify(broken));
    let error: unknown;
    try {
      loadCatalogue(bad, 'x@paysight.app');
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).issues.join('\n')).toMatch(/regions\.us\.products\.2\.amount: must be whole minor units/);
    expect((error as ConfigError).issues.join('\n')).toMatch(/regions\.in\.products\.0\.interval: a premium plan needs an interval/);
    expect(() => loadCatalogue(path.join(dir, 'missing.json'), 'x@paysight.app')).toThrow(/PRICING_FILE: cannot read/);
  });
});

describeWithDb('billing with Stripe and Razorpay (real adapters, local fakes)', () => {
  let t: TestApp;
  let stripeApi: Awaited<ReturnType<typeof fakeStripe>>;
  let razorpayApi: Awaited<ReturnType<typeof fakeRazorpay>>;
  const clock = createClock(new Date('2026-11-22T10:00:00Z'));
  const mail = createCapturingMail();
  let db: Db;
  let n = 0;
  let eventSeq = 0;

  beforeAll(async () => {
    stripeApi = await fakeStripe();
    razorpayApi = await fakeRazorpay();
    const client = new Razorpay({ key_id: RAZORPAY.keyId, key_secret: RAZORPAY.keySecret });
    // The SDK has no host option: its axios instance is pointed at the fake.
    (client.api as unknown as { rq: { defaults: { baseURL: string } } }).rq.defaults.baseURL = razorpayApi.url;
    t = await createTestApp({
      seed: false,
      now: clock.now,
      mail,
      env: {
        STRIPE_SECRET_KEY: 'sk_test_paysight',
        STRIPE_WEBHOOK_SECRET,
        RAZORPAY_KEY_ID: RAZORPAY.keyId,
        RAZORPAY_KEY_SECRET: RAZORPAY.keySecret,
        RAZORPAY_WEBHOOK_SECRET: RAZORPAY.webhookSecret,
      },
      payments: (config) =>
        createPaymentProviders({
          stripe: {
            secretKey: config.STRIPE_SECRET_KEY!,
            webhookSecret: config.STRIPE_WEBHOOK_SECRET!,
            api: { host: '127.0.0.1', port: stripeApi.port, protocol: 'http' },
          },
          razorpay: { ...RAZORPAY, client },
          cookieSecret: () => config.cookieSecret,
          now: clock.now,
        }),
    });
    db = t.database.db;
  });
  afterAll(async () => {
    await t.close();
    await stripeApi.close();
    await razorpayApi.close();
  });

  async function member() {
    n += 1;
    return signedInUser(t, clock.now(), { email: `buyer${n}@infosys.com`, name: `Buyer ${n}` });
  }
  const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}, payload?: object) =>
    injectApi(t.app, method, url, headers, payload);
  const me = async (headers: Record<string, string>) => (await call('GET', '/me', headers)).json().data as { premium: boolean };
  const premiumUntil = async (userId: string) => (await db.select().from(users).where(eq(users.id, userId)))[0]!.premiumUntil;

  /** A Stripe event delivered to our webhook, signed by the SDK's own test helper. */
  function stripeEvent(type: string, object: Record<string, unknown>, signWith = STRIPE_WEBHOOK_SECRET) {
    const payload = JSON.stringify({
      id: `evt_test_${++eventSeq}`,
      object: 'event',
      type,
      api_version: '2026-10-28.endive',
      data: { object },
    });
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: signWith });
    return { payload, headers: { 'content-type': 'application/json', 'stripe-signature': header } };
  }
  const toStripe = (e: { payload: string; headers: Record<string, string> }) =>
    t.app.inject({ method: 'POST', url: '/api/v1/pg/stripe/webhook', headers: e.headers, payload: e.payload });

  /** A Razorpay webhook, signed here with node:crypto as Razorpay signs it (HMAC-SHA256 of the raw body). */
  function razorpayEvent(event: string, payload: Record<string, unknown>, options: { id?: string; secret?: string } = {}) {
    const body = JSON.stringify({
      entity: 'event',
      account_id: 'acc_Test',
      event,
      contains: Object.keys(payload),
      payload,
      created_at: unix(clock.now()),
    });
    return {
      body,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': hmac(options.secret ?? RAZORPAY.webhookSecret, body),
        'x-razorpay-event-id': options.id ?? `evt_rzp_${++eventSeq}`,
      },
    };
  }
  const toRazorpay = (e: { body: string; headers: Record<string, string> }) =>
    t.app.inject({ method: 'POST', url: '/api/v1/pg/razorpay/webhook', headers: e.headers, payload: e.body });

  it('is not in test mode: the showcase offers configured providers and the sandbox answers 404', async () => {
    expect((await call('GET', '/pricing/showcase?region=in')).json().data).toMatchObject({
      testMode: false,
      providers: ['razorpay', 'stripe'],
    });
    const { headers } = await member();
    expect((await call('GET', '/pg/sandbox/sessions/sbx_stripe_abcdefghijklmnopqrst', headers)).statusCode).toBe(404);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/pg/sandbox/webhook',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(404);
  });

  it('Stripe: a premium checkout session from the catalogue, settled by the signed webhook, once, with the provider’s period end', async () => {
    const { headers, user } = await member();
    const cart = (
      await call('POST', '/cart/premium', headers, { plan: 'monthly', region: 'us', returnUrl: '/us/salary/software-engineer' })
    ).json().data;
    const started = await call('POST', '/pg/stripe/session', headers, { orderId: cart.orderId });
    expect(started.statusCode, started.body).toBe(200);
    const session = started.json().data;
    expect(session).toMatchObject({
      mode: 'redirect',
      provider: 'stripe',
      sessionId: expect.stringMatching(/^cs_test_/),
      url: expect.stringContaining('checkout.stripe.com'),
    });

    const sent = stripeApi.requests.find((r) => r.path === '/v1/checkout/sessions')!;
    expect(sent.authorization).toBe('Bearer sk_test_paysight');
    expect(sent.body).toMatchObject({
      mode: 'subscription',
      client_reference_id: cart.orderId,
      customer_email: user.email,
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '1900',
      'line_items[0][price_data][recurring][interval]': 'month',
      'line_items[0][price_data][product_data][name]': 'Premium monthly',
      'subscription_data[metadata][orderId]': cart.orderId,
      success_url: 'http://paysight.test/checkout/complete?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://paysight.test/pricing?cancelled=1&returnUrl=%2Fus%2Fsalary%2Fsoftware-engineer',
    });

    const periodEnd = new Date('2026-12-22T10:00:00Z');
    stripeApi.state.periodEnds.set('sub_Test1', unix(periodEnd));
    stripeApi.state.invoiceIntents.set('in_Test1', 'pi_Test1');
    const completed = stripeEvent('checkout.session.completed', {
      id: session.sessionId,
      object: 'checkout.session',
      mode: 'subscription',
      client_reference_id: cart.orderId,
      metadata: { orderId: cart.orderId },
      amount_total: 1900,
      currency: 'usd',
      status: 'complete',
      payment_status: 'paid',
      subscription: 'sub_Test1',
      invoice: 'in_Test1',
      payment_intent: null,
    });
    // Forged (another secret) and missing signatures: 400, nothing granted.
    expect((await toStripe({ ...completed, headers: stripeEvent('x', {}, 'whsec_forged').headers })).statusCode).toBe(400);
    expect((await toStripe({ ...completed, headers: { 'content-type': 'application/json' } })).statusCode).toBe(400);
    expect((await me(headers)).premium).toBe(false);

    const [first, again] = [await toStripe(completed), await toStripe(completed)];
    expect(first.json().data.status).toBe('paid');
    expect(again.json().data.status).toBe('duplicate');
    expect((await me(headers)).premium).toBe(true);
    expect(await premiumUntil(user.id)).toEqual(periodEnd);
    const receipts = (await call('GET', '/profile/receipts', headers)).json().data.receipts;
    expect(receipts).toEqual([
      expect.objectContaining({ provider: 'stripe', providerReference: 'pi_Test1', amount: 1900, currency: 'USD', taxLabel: null }),
    ]);
    expect(mail.last().text).toContain('Paid with Stripe, reference pi_Test1');
    expect(mail.last().text).not.toContain('Test mode');
    // The browser comes back: the order is paid, nothing more is asked of Stripe.
    expect((await call('GET', `/pg/session/${session.sessionId}`, headers)).json().data).toMatchObject({
      status: 'paid',
      returnUrl: '/us/salary/software-engineer',
    });

    // A later period (invoice.paid) extends premium and makes a receipt; the refund of it revokes premium now.
    const nextEnd = new Date('2027-01-22T10:00:00Z');
    stripeApi.state.invoiceIntents.set('in_Test2', 'pi_Test2');
    const renewal = stripeEvent('invoice.paid', {
      id: 'in_Test2',
      object: 'invoice',
      billing_reason: 'subscription_cycle',
      amount_paid: 1900,
      currency: 'usd',
      parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_Test1', metadata: {} }, quote_details: null },
      lines: { object: 'list', data: [{ id: 'il_1', object: 'line_item', period: { start: unix(periodEnd), end: unix(nextEnd) } }] },
    });
    expect((await toStripe(renewal)).json().data.status).toBe('renewed');
    expect(await premiumUntil(user.id)).toEqual(nextEnd);
    expect((await call('GET', '/profile/receipts', headers)).json().data.receipts).toHaveLength(2);
    // The first invoice is the checkout's: ignored, not a second grant.
    const firstInvoice = stripeEvent('invoice.paid', {
      id: 'in_Test1',
      object: 'invoice',
      billing_reason: 'subscription_create',
      amount_paid: 1900,
      currency: 'usd',
      parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_Test1', metadata: {} }, quote_details: null },
      lines: { object: 'list', data: [] },
    });
    expect((await toStripe(firstInvoice)).json().data.status).toBe('ignored');

    clock.advance(60 * 24);
    const refund = stripeEvent('charge.refunded', {
      id: 'ch_Test2',
      object: 'charge',
      refunded: true,
      amount: 1900,
      amount_refunded: 1900,
      payment_intent: 'pi_Test2',
    });
    expect((await toStripe(refund)).json().data.status).toBe('refunded');
    expect(await premiumUntil(user.id)).toEqual(clock.now());
    expect((await me(headers)).premium).toBe(false);
    expect((await call('GET', '/profile/subscriptions', headers)).json().data.subscriptions[0].status).toBe('ended');
    expect(stripeApi.requests).toContainEqual(expect.objectContaining({ method: 'DELETE', path: '/v1/subscriptions/sub_Test1' }));
    clock.advance(-60 * 24);
  });

  it('Stripe: a one-off pack settled by the return page’s lookup before the webhook; the webhook then grants nothing more', async () => {
    const { headers } = await member();
    const cart = (await call('POST', '/cart/credits', headers, { product: 'credits-200', region: 'us' })).json().data;
    const { sessionId } = (await call('POST', '/pg/stripe/session', headers, { orderId: cart.orderId })).json().data;
    const sent = stripeApi.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!;
    expect(sent.body).toMatchObject({
      mode: 'payment',
      'payment_intent_data[metadata][orderId]': cart.orderId,
      'line_items[0][price_data][unit_amount]': '2900',
    });
    expect(sent.body).not.toHaveProperty('line_items[0][price_data][recurring][interval]');

    expect((await call('GET', `/pg/session/${sessionId}`, headers)).json().data.status).toBe('pending');
    Object.assign(stripeApi.state.sessions.get(sessionId)!, { status: 'complete', payment_status: 'paid', payment_intent: 'pi_Pack1' });
    expect((await call('GET', `/pg/session/${sessionId}`, headers)).json().data.status).toBe('paid');
    expect((await call('GET', '/profile/credits', headers)).json().data.balance).toBe(200);

    const webhook = stripeEvent('checkout.session.completed', { ...stripeApi.state.sessions.get(sessionId)!, amount_total: 2900 });
    expect((await toStripe(webhook)).json().data.status).toBe('ignored');
    expect((await call('GET', '/profile/credits', headers)).json().data.balance).toBe(200);
  });

  it('Stripe: a failed payment fails the order; unknown events are acknowledged; a deleted subscription ends with premium paid up', async () => {
    const { headers, user } = await member();
    const cart = (await call('POST', '/cart/negotations', headers, { region: 'us' })).json().data;
    await call('POST', '/pg/stripe/session', headers, { orderId: cart.orderId });
    const failed = stripeEvent('payment_intent.payment_failed', {
      id: 'pi_Fail',
      object: 'payment_intent',
      metadata: { orderId: cart.orderId },
      last_payment_error: { message: 'Your card was declined.' },
    });
    expect((await toStripe(failed)).json().data.status).toBe('failed');
    const [order] = await db.select().from(orders).where(eq(orders.id, cart.orderId));
    expect(order).toMatchObject({ status: 'failed', failureReason: 'Your card was declined.' });
    expect((await toStripe(stripeEvent('customer.created', { id: 'cus_1', object: 'customer' }))).json()).toMatchObject({
      success: true,
      data: { status: 'ignored' },
    });

    // A premium subscription the member cancels with us (cancel_at_period_end at Stripe), then Stripe deletes at the period's end.
    const premium = (await call('POST', '/cart/premium', headers, { plan: 'yearly', region: 'us' })).json().data;
    const { sessionId } = (await call('POST', '/pg/stripe/session', headers, { orderId: premium.orderId })).json().data;
    const end = new Date('2027-11-22T10:00:00Z');
    stripeApi.state.periodEnds.set('sub_Test3', unix(end));
    stripeApi.state.invoiceIntents.set('in_Test3', 'pi_Test3');
    await toStripe(
      stripeEvent('checkout.session.completed', {
        id: sessionId,
        object: 'checkout.session',
        mode: 'subscription',
        client_reference_id: premium.orderId,
        amount_total: 14_900,
        currency: 'usd',
        status: 'complete',
        payment_status: 'paid',
        subscription: 'sub_Test3',
        invoice: 'in_Test3',
      }),
    );
    const [sub] = (await call('GET', '/profile/subscriptions', headers)).json().data.subscriptions as api.MemberSubscription[];
    expect(sub).toMatchObject({ provider: 'stripe', status: 'active', currentPeriodEnd: end.toISOString() });
    const cancelled = await call('POST', '/profile/subscriptions/cancel', headers, {
      subscriptionId: sub!.id,
      pgId: 'stripe',
      product: 'premium-yearly',
    });
    expect(cancelled.json().data.status).toBe('cancelling');
    expect(stripeApi.requests).toContainEqual(
      expect.objectContaining({ method: 'POST', path: '/v1/subscriptions/sub_Test3', body: { cancel_at_period_end: 'true' } }),
    );
    expect(
      (await toStripe(stripeEvent('customer.subscription.deleted', { id: 'sub_Test3', object: 'subscription' }))).json().data.status,
    ).toBe('ended');
    expect(await premiumUntil(user.id)).toEqual(end);
  });

  it('Razorpay: an order for a one-off purchase, confirmed only with a valid checkout signature, and its webhook settling nothing twice', async () => {
    const { headers, user } = await member();
    const cart = (await call('POST', '/cart/credits', headers, { product: 'credits-50', region: 'in' })).json().data;
    const opened = await call('POST', '/pg/razorpay/orders', headers, { orderId: cart.orderId });
    expect(opened.statusCode, opened.body).toBe(200);
    const options = opened.json().data;
    expect(options).toEqual({
      mode: 'razorpay',
      keyId: RAZORPAY.keyId,
      orderId: expect.stringMatching(/^order_/),
      subscriptionId: null,
      amount: 49_900,
      currency: 'INR',
      name: 'Paysight',
      description: '50 credits',
      prefill: { email: user.email, name: user.name },
    });
    const created = razorpayApi.requests.find((r) => r.path === '/v1/orders')!;
    expect(created.body).toEqual({
      amount: 49_900,
      currency: 'INR',
      receipt: cart.orderId,
      notes: { orderId: cart.orderId, product: 'credits-50' },
    });
    expect(created.authorization).toBe(`Basic ${Buffer.from(`${RAZORPAY.keyId}:${RAZORPAY.keySecret}`).toString('base64')}`);
    // A second click opens the same Razorpay order.
    expect((await call('POST', '/pg/razorpay/orders', headers, { orderId: cart.orderId })).json().data.orderId).toBe(options.orderId);
    expect(razorpayApi.requests.filter((r) => r.path === '/v1/orders')).toHaveLength(1);

    razorpayApi.state.payments.set('pay_Test0001', { amount: 49_900, currency: 'INR', status: 'captured', order_id: options.orderId });
    const query = (signature: string) =>
      `/pg/razorpay/payments/pay_Test0001?orderId=${cart.orderId}&razorpayOrderId=${options.orderId}&signature=${signature}`;
    const forged = await call('GET', query(hmac('not-the-key-secret', `${options.orderId}|pay_Test0001`)), headers);
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toMatch(/signature does not match/);
    expect(razorpayApi.requests.filter((r) => r.path.startsWith('/v1/payments'))).toHaveLength(0);

    const confirmed = await call('GET', query(hmac(RAZORPAY.keySecret, `${options.orderId}|pay_Test0001`)), headers);
    expect(confirmed.json().data).toMatchObject({ orderId: cart.orderId, status: 'paid', productName: '50 credits' });
    expect((await call('GET', '/profile/credits', headers)).json().data.balance).toBe(50);

    const paid = razorpayEvent('order.paid', {
      payment: { entity: { id: 'pay_Test0001', amount: 49_900, currency: 'INR', status: 'captured', order_id: options.orderId } },
      order: { entity: { id: options.orderId, receipt: cart.orderId } },
    });
    expect(
      (await toRazorpay({ ...paid, headers: { ...paid.headers, 'x-razorpay-signature': hmac('forged', paid.body) } })).statusCode,
    ).toBe(400);
    const { 'x-razorpay-signature': _dropped, ...unsigned } = paid.headers;
    expect((await toRazorpay({ ...paid, headers: unsigned })).statusCode).toBe(400);
    expect((await toRazorpay(paid)).json().data.status).toBe('ignored');
    expect((await toRazorpay(paid)).json().data.status).toBe('duplicate');
    expect((await call('GET', '/profile/credits', headers)).json().data.balance).toBe(50);
    const receipts = (await call('GET', '/profile/receipts', headers)).json().data.receipts;
    expect(receipts).toEqual([
      expect.objectContaining({
        provider: 'razorpay',
        providerReference: 'pay_Test0001',
        taxLabel: 'GST 18% (included)',
        taxAmount: 7_612,
      }),
    ]);

    // A payment Razorpay reports failed on another order.
    const other = (await call('POST', '/cart/negotations', headers, { region: 'in' })).json().data;
    const otherOptions = (await call('POST', '/pg/razorpay/orders', headers, { orderId: other.orderId })).json().data;
    const failed = razorpayEvent('payment.failed', {
      payment: {
        entity: {
          id: 'pay_Test0002',
          amount: 999_900,
          currency: 'INR',
          status: 'failed',
          order_id: otherOptions.orderId,
          error_description: 'Payment was cancelled by the bank.',
        },
      },
    });
    expect((await toRazorpay(failed)).json().data.status).toBe('failed');
    expect((await db.select().from(orders).where(eq(orders.id, other.orderId)))[0]).toMatchObject({
      status: 'failed',
      failureReason: 'Payment was cancelled by the bank.',
    });

    // Money only authorised is not yet paid: the same confirmation settles once Razorpay has captured it.
    razorpayApi.state.payments.set('pay_Test0003', {
      amount: 999_900,
      currency: 'INR',
      status: 'authorized',
      order_id: otherOptions.orderId,
    });
    const confirmOther = () =>
      call(
        'GET',
        `/pg/razorpay/payments/pay_Test0003?orderId=${other.orderId}&signature=${hmac(RAZORPAY.keySecret, `${otherOptions.orderId}|pay_Test0003`)}`,
        headers,
      );
    expect((await confirmOther()).json().data.status).toBe('failed');
    razorpayApi.state.payments.get('pay_Test0003')!.status = 'captured';
    expect((await confirmOther()).json().data).toMatchObject({ status: 'paid', message: null });
    expect(mail.last().text).toContain('A coach will write to you within 2 working days');
  });

  it('Razorpay: premium as a subscription to a plan made once, charged, renewed, refunded and cancelled at cycle end', async () => {
    const { headers, user } = await member();
    const cart = (await call('POST', '/cart/premium', headers, { plan: 'monthly', region: 'in' })).json().data;
    expect((await call('POST', '/pg/razorpay/orders', headers, { orderId: cart.orderId })).statusCode).toBe(400);
    const options = (await call('POST', '/pg/razorpay/subscriptions', headers, { orderId: cart.orderId })).json().data;
    expect(options).toMatchObject({ mode: 'razorpay', orderId: null, subscriptionId: expect.stringMatching(/^sub_/), amount: 49_900 });
    const plan = razorpayApi.requests.find((r) => r.method === 'POST' && r.path === '/v1/plans')!;
    expect(plan.body).toMatchObject({
      period: 'monthly',
      interval: 1,
      item: { amount: 49_900, currency: 'INR' },
      notes: { paysightProduct: 'premium-monthly' },
    });
    const subscribed = razorpayApi.requests.find((r) => r.method === 'POST' && r.path === '/v1/subscriptions')!;
    expect(subscribed.body).toMatchObject({
      plan_id: plan.body.id ?? expect.stringMatching(/^plan_/),
      total_count: 120,
      notes: { orderId: cart.orderId },
    });

    const subId = options.subscriptionId as string;
    const firstEnd = new Date('2026-12-22T10:00:00Z');
    const charged = (paymentId: string, end: Date) =>
      razorpayEvent('subscription.charged', {
        subscription: { entity: { id: subId, current_end: unix(end), notes: { orderId: cart.orderId } } },
        payment: { entity: { id: paymentId, amount: 49_900, currency: 'INR', status: 'captured' } },
      });
    expect((await toRazorpay(charged('pay_Sub00001', firstEnd))).json().data.status).toBe('paid');
    expect(await premiumUntil(user.id)).toEqual(firstEnd);
    // The browser's confirmation of the same payment (signed payment_id|subscription_id) settles nothing more.
    razorpayApi.state.payments.set('pay_Sub00001', { amount: 49_900, currency: 'INR', status: 'captured' });
    razorpayApi.state.currentEnds.set(subId, unix(firstEnd));
    const confirm = await call(
      'GET',
      `/pg/razorpay/payments/pay_Sub00001?orderId=${cart.orderId}&razorpaySubscriptionId=${subId}&signature=${hmac(RAZORPAY.keySecret, `pay_Sub00001|${subId}`)}`,
      headers,
    );
    expect(confirm.json().data.status).toBe('paid');
    expect((await call('GET', '/profile/receipts', headers)).json().data.receipts).toHaveLength(1);

    const secondEnd = new Date('2027-01-22T10:00:00Z');
    expect((await toRazorpay(charged('pay_Sub00002', secondEnd))).json().data.status).toBe('renewed');
    expect(await premiumUntil(user.id)).toEqual(secondEnd);

    // Another member on the same plan: the plan is found, not made again.
    const second = await member();
    const cart2 = (await call('POST', '/cart/premium', second.headers, { plan: 'monthly', region: 'in' })).json().data;
    await call('POST', '/pg/razorpay/subscriptions', second.headers, { orderId: cart2.orderId });
    expect(razorpayApi.requests.filter((r) => r.method === 'POST' && r.path === '/v1/plans')).toHaveLength(1);

    const refund = razorpayEvent('refund.processed', {
      refund: { entity: { id: 'rfnd_1', payment_id: 'pay_Sub00002', amount: 49_900 } },
      payment: { entity: { id: 'pay_Sub00002', amount: 49_900, currency: 'INR', amount_refunded: 49_900, refund_status: 'full' } },
    });
    expect((await toRazorpay(refund)).json().data.status).toBe('refunded');
    expect(await premiumUntil(user.id)).toEqual(clock.now());
    expect(razorpayApi.requests).toContainEqual(expect.objectContaining({ method: 'POST', path: `/v1/subscriptions/${subId}/cancel` }));
    const refunded = await db.select().from(payments).where(eq(payments.providerPaymentId, 'pay_Sub00002'));
    expect(refunded[0]!.refundedAt).toEqual(clock.now());

    // The second member subscribes, then cancels at cycle end.
    const sub2 = razorpayApi.requests.filter((r) => r.method === 'POST' && r.path === '/v1/subscriptions').length;
    expect(sub2).toBe(2);
    const [subscription2Id] = [(await db.select().from(orders).where(eq(orders.id, cart2.orderId)))[0]!.providerRef!];
    await toRazorpay(
      razorpayEvent('subscription.charged', {
        subscription: { entity: { id: subscription2Id, current_end: unix(firstEnd) } },
        payment: { entity: { id: 'pay_Sub00003', amount: 49_900, currency: 'INR' } },
      }),
    );
    const [s2] = (await call('GET', '/profile/subscriptions', second.headers)).json().data.subscriptions;
    await call('POST', '/profile/subscriptions/cancel', second.headers, {
      subscriptionId: s2.id,
      pgId: 'razorpay',
      product: 'premium-monthly',
    });
    expect(razorpayApi.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: `/v1/subscriptions/${subscription2Id}/cancel`,
      body: { cancel_at_cycle_end: 1 },
    });
    expect(
      (await toRazorpay(razorpayEvent('subscription.cancelled', { subscription: { entity: { id: subscription2Id } } }))).json().data.status,
    ).toBe('ended');
    expect(await premiumUntil(second.user.id)).toEqual(firstEnd);
  });
});
