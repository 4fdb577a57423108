/**
 * The return page's query (/checkout/complete): a card or test-mode checkout comes back with its
 * session id (Stripe substitutes {CHECKOUT_SESSION_ID}); a Razorpay checkout with the payment id,
 * its signature and our order id, which the server verifies before granting anything.
 */
export type CompleteQuery =
  | { kind: 'session'; sessionId: string }
  | {
      kind: 'razorpay';
      orderId: string;
      paymentId: string;
      signature: string;
      razorpayOrderId: string | null;
      razorpaySubscriptionId: string | null;
    };

export function completeHref(
  query:
    | { sessionId: string }
    | { orderId: string; paymentId: string; signature: string; razorpayOrderId: string | null; razorpaySubscriptionId: string | null },
): string {
  const params = new URLSearchParams();
  if ('sessionId' in query) params.set('session_id', query.sessionId);
  else {
    params.set('orderId', query.orderId);
    params.set('razorpay_payment_id', query.paymentId);
    params.set('razorpay_signature', query.signature);
    if (query.razorpayOrderId) params.set('razorpay_order_id', query.razorpayOrderId);
    if (query.razorpaySubscriptionId) params.set('razorpay_subscription_id', query.razorpaySubscriptionId);
  }
  return `/checkout/complete?${params.toString()}`;
}

const short = (v: string | null, max = 200) => (v && v.length <= max ? v : null);

/** Null when the query is neither shape (the page then says so, 400). Values are checked again by the API. */
export function parseCompleteQuery(search: URLSearchParams): CompleteQuery | null {
  const sessionId = short(search.get('session_id'));
  if (sessionId) return { kind: 'session', sessionId };
  const orderId = short(search.get('orderId'));
  const paymentId = short(search.get('razorpay_payment_id'));
  const signature = short(search.get('razorpay_signature'));
  if (!orderId || !paymentId || !signature) return null;
  return {
    kind: 'razorpay',
    orderId,
    paymentId,
    signature,
    razorpayOrderId: short(search.get('razorpay_order_id'), 60),
    razorpaySubscriptionId: short(search.get('razorpay_subscription_id'), 60),
  };
}
