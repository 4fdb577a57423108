import type { api } from '@paysight/contract';
import { payOrder, type CheckoutStart } from '~/features/billing/api/start-checkout';
import type { ApiClient } from '~/lib/api-client';

/**
 * POST /cart/interviews for a coach's slot (held while the order is open; the member's own hold
 * gives back its order), then the region's preferred provider's checkout. Server-side, in actions.
 */
export async function bookGuruSlot(client: ApiClient, routes: typeof api, slotId: number, returnUrl: string): Promise<CheckoutStart> {
  const cart = await client.call(routes.cartInterviews, { body: { slotId, returnUrl } });
  if (!cart.ok) return cart;
  return payOrder(client, routes, cart.data, null);
}
