import { API_BASE, api, ok } from '@paysight/contract';
import type { FastifyInstance } from 'fastify';
import { bindFileRoute, bindRoute } from '../../http/bind-route.js';
import type { ProviderId } from '../../providers/payments/payments.provider.js';
import type { BillingDeps } from './billing-deps.js';
import {
  cartAnyProduct,
  cartCredits,
  cartInterview,
  cartNegotiation,
  cartPremium,
  confirmRegionalPayment,
  createCardSession,
  createRegionalOrder,
  createRegionalSubscription,
  getCheckoutSession,
  getSandboxSession,
  paySandboxSession,
  pricingShowcase,
} from './billing.service.js';
import { getCredits } from './credits.service.js';
import { listReceipts, receiptPdf } from './receipts.service.js';
import { handleWebhook } from './settle.service.js';
import { cancelPremium, cancelSubscription, listSubscriptions } from './subscriptions.service.js';

/** The providers' webhooks: outside the contract (their bodies are the providers'), public, verified by signature. */
const WEBHOOKS: Array<{ provider: ProviderId; path: string }> = [
  { provider: 'stripe', path: '/pg/stripe/webhook' },
  { provider: 'razorpay', path: '/pg/razorpay/webhook' },
  { provider: 'sandbox', path: '/pg/sandbox/webhook' },
];

export const SANDBOX_WEBHOOK_URL = `${API_BASE}/pg/sandbox/webhook`;

export async function registerBillingRoutes(app: FastifyInstance, base: Omit<BillingDeps, 'deliverSandboxEvent'>): Promise<BillingDeps> {
  const deps: BillingDeps = {
    ...base,
    // The sandbox delivers its signed event to its own webhook through the server, as a provider's request would arrive.
    deliverSandboxEvent: async (body, headers) => {
      const res = await app.inject({ method: 'POST', url: SANDBOX_WEBHOOK_URL, headers, payload: body });
      return { statusCode: res.statusCode, body: res.body };
    },
  };

  bindRoute(app, api.pricingShowcase, async ({ query }) => pricingShowcase(deps, query.region));

  bindRoute(app, api.cartCheckout, async ({ user, body }) => cartAnyProduct(deps, user, body));
  bindRoute(app, api.cartPremium, async ({ user, body }) => cartPremium(deps, user, body));
  bindRoute(app, api.cartCredits, async ({ user, body }) => cartCredits(deps, user, body));
  bindRoute(app, api.cartNegotiations, async ({ user, body }) => cartNegotiation(deps, user, body));
  bindRoute(app, api.cartInterviews, async ({ user, body }) => cartInterview(deps, user, body));

  bindRoute(app, api.createCardSession, async ({ user, body }) => createCardSession(deps, user, body.orderId));
  bindRoute(app, api.createRegionalOrder, async ({ user, body }) => createRegionalOrder(deps, user, body.orderId));
  bindRoute(app, api.createRegionalSubscription, async ({ user, body }) => createRegionalSubscription(deps, user, body.orderId));
  bindRoute(app, api.getCheckoutSession, async ({ user, params }) => getCheckoutSession(deps, user, params.id));
  bindRoute(app, api.getRegionalPayment, async ({ user, params, query }) => confirmRegionalPayment(deps, user, params.id, query));
  bindRoute(app, api.getSandboxSession, async ({ user, params }) => getSandboxSession(deps, user, params.id));
  bindRoute(app, api.paySandboxSession, async ({ user, params, body }) => paySandboxSession(deps, user, params.id, body.outcome));

  bindRoute(app, api.listSubscriptions, async ({ user }) => listSubscriptions(deps, user));
  bindRoute(app, api.cancelSubscription, async ({ user, body }) => cancelSubscription(deps, user, body));
  bindRoute(app, api.cancelPremium, async ({ user }) => cancelPremium(deps, user));

  bindRoute(app, api.listReceipts, async ({ user }) => listReceipts(deps, user));
  bindFileRoute(
    app,
    api.receiptPdf,
    { description: 'The receipt as a PDF (an attachment, never cached). Another member’s receipt is 404.', success: 'The receipt (PDF)' },
    async ({ user, params, reply }) => {
      const { pdf, filename } = await receiptPdf(deps, user, params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
  bindRoute(app, api.getCredits, async ({ user, query }) => getCredits(deps, user, query.page));

  // Webhooks read their raw body (signatures are over the exact bytes): a parser of their own, in
  // their own scope, so every other route keeps the JSON parser. The app's bodyLimit applies.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    for (const { provider, path } of WEBHOOKS) {
      scope.post(
        `${API_BASE}${path}`,
        // Public: providers call it, not browsers; the signature is what authenticates it. Not a
        // cookie-authenticated call, so no CSRF or origin check applies (there is none in this app).
        { config: { access: 'public' }, schema: { hide: true } },
        async (request) => {
          const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
          return ok(await handleWebhook(deps, provider, body, request.headers));
        },
      );
    }
  });
  return deps;
}
