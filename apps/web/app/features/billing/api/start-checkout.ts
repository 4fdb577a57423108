import type { api } from '@paysight/contract';
import type { CountryCode, RouteResponse } from '@paysight/contract/core';
import type { ApiClient } from '~/lib/api-client';

/** What the regional provider's checkout script is opened with. */
export type RazorpayOptions = Extract<RouteResponse<typeof api.createRegionalOrder>, { mode: 'razorpay' }>;

/** Where the browser goes next after "Buy": a page (the provider's or test mode's), or the regional provider's script. */
export type CheckoutStart =
  | { ok: true; kind: 'redirect'; url: string }
  | { ok: true; kind: 'razorpay'; orderId: string; options: RazorpayOptions }
  | { ok: false; status: number; message: string };

/**
 * POST /cart/checkout for the product, then the chosen provider's call: POST /pg/stripe/session
 * (card), or POST /pg/razorpay/subscriptions (premium) / orders (one-offs) for the regional one.
 * The provider is the member's choice when the region offers it, else the region's first.
 * Server-side, in actions: pass `api` from `await import('@paysight/contract')`.
 */
export async function startCheckout(
  client: ApiClient,
  routes: typeof api,
  input: { product: string; region: CountryCode; returnUrl: string | null; provider: string | null },
): Promise<CheckoutStart> {
  const cart = await client.call(routes.cartCheckout, {
    body: { product: input.product, region: input.region, ...(input.returnUrl ? { returnUrl: input.returnUrl } : {}) },
  });
  if (!cart.ok) return cart;
  return payOrder(client, routes, cart.data, input.provider);
}

/**
 * Sends an order from the cart (any cart call: a mock interview's is POST /cart/interviews) to the
 * chosen provider's checkout: POST /pg/stripe/session, or the regional provider's subscription or
 * order call. The provider is the member's choice when the region offers it, else the region's first.
 */
export async function payOrder(
  client: ApiClient,
  routes: typeof api,
  order: RouteResponse<typeof api.cartCheckout>,
  chosen: string | null,
): Promise<CheckoutStart> {
  const provider = order.providers.find((p) => p === chosen) ?? order.providers[0] ?? 'stripe';
  if (provider === 'stripe') {
    const session = await client.call(routes.createCardSession, { body: { orderId: order.orderId } });
    return session.ok ? { ok: true, kind: 'redirect', url: session.data.url } : session;
  }
  const route = order.product.interval ? routes.createRegionalSubscription : routes.createRegionalOrder;
  const started = await client.call(route, { body: { orderId: order.orderId } });
  if (!started.ok) return started;
  if (started.data.mode === 'redirect') return { ok: true, kind: 'redirect', url: started.data.url };
  return { ok: true, kind: 'razorpay', orderId: order.orderId, options: started.data };
}
