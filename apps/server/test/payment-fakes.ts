import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Small local stand-ins for Stripe's and Razorpay's HTTP APIs on 127.0.0.1, so the real adapters
 * (the official SDKs) are tested making their real requests. Each records the requests it got and
 * answers from state the test sets.
 */

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  /** Form fields (Stripe) or JSON (Razorpay), flattened to strings for Stripe. */
  body: Record<string, unknown>;
  authorization: string | undefined;
  /** Stripe's Idempotency-Key header, when sent. */
  idempotencyKey: string | undefined;
}

type Handler = (req: FakeRequest) => { status?: number; json: unknown } | null;

export interface FakeApi {
  port: number;
  url: string;
  requests: FakeRequest[];
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function serve(handler: Handler): Promise<FakeApi> {
  const requests: FakeRequest[] = [];
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const raw = await readBody(req);
    const type = req.headers['content-type'] ?? '';
    const body: Record<string, unknown> = type.includes('json') && raw ? JSON.parse(raw) : Object.fromEntries(new URLSearchParams(raw));
    const request: FakeRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body,
      authorization: req.headers.authorization,
      idempotencyKey: typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'] : undefined,
    };
    requests.push(request);
    const answer = handler(request) ?? { status: 404, json: { error: { message: `no fake for ${request.method} ${request.path}` } } };
    res.writeHead(answer.status ?? 200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer.json));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface StripeState {
  sessions: Map<string, Record<string, unknown>>;
  /** Subscription id → its current period end (unix seconds). */
  periodEnds: Map<string, number>;
  /** Invoice id → the payment intent that paid it. */
  invoiceIntents: Map<string, string>;
  /** Refunds made, by idempotency key (a request repeated with the same key gets the first refund back, as Stripe answers). */
  refunds: Map<string, Record<string, unknown>>;
}

/** Stripe's API: Checkout Sessions, subscriptions (retrieve, update, cancel), invoices with their payments, and refunds. */
export async function fakeStripe(): Promise<FakeApi & { state: StripeState }> {
  const state: StripeState = { sessions: new Map(), periodEnds: new Map(), invoiceIntents: new Map(), refunds: new Map() };
  let n = 0;
  const api = await serve((req) => {
    if (req.method === 'POST' && req.path === '/v1/refunds') {
      const key = req.idempotencyKey ?? `none-${state.refunds.size}`;
      if (!state.refunds.has(key)) {
        n += 1;
        state.refunds.set(key, {
          id: `re_fake${n}`,
          object: 'refund',
          amount: Number(req.body.amount),
          payment_intent: req.body.payment_intent ?? null,
          charge: req.body.charge ?? null,
          metadata: { refundId: req.body['metadata[refundId]'] },
          status: 'succeeded',
        });
      }
      return { json: state.refunds.get(key) };
    }
    if (req.method === 'POST' && req.path === '/v1/checkout/sessions') {
      n += 1;
      const id = `cs_test_fake${n}`;
      const session = {
        id,
        object: 'checkout.session',
        mode: req.body.mode,
        client_reference_id: req.body.client_reference_id,
        metadata: { orderId: req.body['metadata[orderId]'] },
        amount_total: Number(req.body['line_items[0][price_data][unit_amount]']),
        currency: req.body['line_items[0][price_data][currency]'],
        status: 'open',
        payment_status: 'unpaid',
        payment_intent: null,
        subscription: null,
        invoice: null,
        url: `https://checkout.stripe.com/c/pay/${id}`,
      };
      state.sessions.set(id, session);
      return { json: session };
    }
    const session = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(req.path);
    if (req.method === 'GET' && session) {
      const found = state.sessions.get(session[1]!);
      return found ? { json: found } : null;
    }
    const sub = /^\/v1\/subscriptions\/([^/]+)$/.exec(req.path);
    if (sub && (req.method === 'GET' || req.method === 'POST' || req.method === 'DELETE')) {
      const end = state.periodEnds.get(sub[1]!) ?? 0;
      return {
        json: {
          id: sub[1],
          object: 'subscription',
          status: req.method === 'DELETE' ? 'canceled' : 'active',
          cancel_at_period_end: req.body.cancel_at_period_end === 'true',
          items: { object: 'list', data: [{ id: 'si_1', object: 'subscription_item', current_period_end: end }] },
        },
      };
    }
    const invoice = /^\/v1\/invoices\/([^/]+)$/.exec(req.path);
    if (req.method === 'GET' && invoice) {
      const intent = state.invoiceIntents.get(invoice[1]!);
      return {
        json: {
          id: invoice[1],
          object: 'invoice',
          payments: {
            object: 'list',
            data: intent
              ? [{ id: 'inpay_1', object: 'invoice_payment', status: 'paid', payment: { type: 'payment_intent', payment_intent: intent } }]
              : [],
          },
        },
      };
    }
    return null;
  });
  return { ...api, state };
}

export interface RazorpayState {
  plans: Array<Record<string, unknown>>;
  /** Payment id → what Razorpay says of it. */
  payments: Map<string, { amount: number; currency: string; status: string; order_id?: string }>;
  /** Subscription id → current_end (unix seconds). */
  currentEnds: Map<string, number>;
  /** Refunds made, in order. */
  refunds: Array<{ id: string; entity: 'refund'; payment_id: string; amount: number; notes: Record<string, string> }>;
}

/** Razorpay's API: orders, plans, subscriptions (create, fetch, cancel), payments and their refunds. */
export async function fakeRazorpay(): Promise<FakeApi & { state: RazorpayState }> {
  const state: RazorpayState = { plans: [], payments: new Map(), currentEnds: new Map(), refunds: [] };
  let n = 0;
  const api = await serve((req) => {
    n += 1;
    const refunds = /^\/v1\/payments\/([^/]+)\/refunds?$/.exec(req.path);
    if (refunds && req.method === 'GET') {
      const items = state.refunds.filter((r) => r.payment_id === refunds[1]);
      return { json: { entity: 'collection', count: items.length, items } };
    }
    if (refunds && req.method === 'POST') {
      const refund = {
        id: `rfnd_Fake${n}`,
        entity: 'refund' as const,
        payment_id: refunds[1]!,
        amount: Number(req.body.amount),
        notes: (req.body.notes ?? {}) as Record<string, string>,
      };
      state.refunds.push(refund);
      return { json: refund };
    }
    if (req.method === 'POST' && req.path === '/v1/orders')
      return { json: { id: `order_Fake${n}`, entity: 'order', status: 'created', ...req.body } };
    if (req.method === 'GET' && req.path === '/v1/plans')
      return { json: { entity: 'collection', count: state.plans.length, items: state.plans } };
    if (req.method === 'POST' && req.path === '/v1/plans') {
      const plan = { id: `plan_Fake${n}`, entity: 'plan', ...req.body };
      state.plans.push(plan);
      return { json: plan };
    }
    if (req.method === 'POST' && req.path === '/v1/subscriptions')
      return { json: { id: `sub_Fake${n}`, entity: 'subscription', status: 'created', ...req.body } };
    const cancel = /^\/v1\/subscriptions\/([^/]+)\/cancel$/.exec(req.path);
    if (req.method === 'POST' && cancel) return { json: { id: cancel[1], entity: 'subscription', status: 'cancelled' } };
    const sub = /^\/v1\/subscriptions\/([^/]+)$/.exec(req.path);
    if (req.method === 'GET' && sub)
      return { json: { id: sub[1], entity: 'subscription', status: 'active', current_end: state.currentEnds.get(sub[1]!) ?? null } };
    const payment = /^\/v1\/payments\/([^/]+)$/.exec(req.path);
    if (req.method === 'GET' && payment) {
      const found = state.payments.get(payment[1]!);
      return found ? { json: { id: payment[1], entity: 'payment', ...found } } : null;
    }
    return null;
  });
  return { ...api, state };
}
