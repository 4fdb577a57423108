import { Alert } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { RazorpayOptions } from '../api/start-checkout';
import { completeHref } from '../checkout-query';

const SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

interface RazorpayResponse {
  razorpay_payment_id: string;
  razorpay_signature: string;
  razorpay_order_id?: string;
  razorpay_subscription_id?: string;
}
interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', handler: (response: { error?: { description?: string } }) => void): void;
}
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;

/** Loads Razorpay's checkout script once (it only exists on their host), then resolves its constructor. */
function loadRazorpay(): Promise<RazorpayConstructor> {
  const existing = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
  if (existing) return Promise.resolve(existing);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () => {
      const ctor = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
      if (ctor) resolve(ctor);
      else reject(new Error('The payment window did not load.'));
    };
    script.onerror = () => reject(new Error('The payment window could not be reached. Check your connection, or pay by card.'));
    document.head.appendChild(script);
  });
}

/**
 * Opens Razorpay's checkout for an order the server created (POST /pg/razorpay/orders or
 * /subscriptions). Its result goes to /checkout/complete, where the server verifies the
 * checkout's signature before anything is granted.
 */
export function RazorpayCheckout({ orderId, options }: { orderId: string; options: RazorpayOptions }) {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    loadRazorpay()
      .then((Razorpay) => {
        if (cancelled) return;
        const checkout = new Razorpay({
          key: options.keyId,
          amount: options.amount,
          currency: options.currency,
          name: options.name,
          description: options.description,
          ...(options.orderId ? { order_id: options.orderId } : {}),
          ...(options.subscriptionId ? { subscription_id: options.subscriptionId } : {}),
          prefill: options.prefill,
          handler: (response: RazorpayResponse) =>
            navigate(
              completeHref({
                orderId,
                paymentId: response.razorpay_payment_id,
                signature: response.razorpay_signature,
                razorpayOrderId: response.razorpay_order_id ?? null,
                razorpaySubscriptionId: response.razorpay_subscription_id ?? null,
              }),
            ),
          modal: { ondismiss: () => setError('Payment window closed: nothing was charged.') },
        });
        checkout.on('payment.failed', (response) => setError(response.error?.description ?? 'The payment failed: nothing was charged.'));
        checkout.open();
      })
      .catch((err: unknown) => setError(err instanceof Error ? err.message : String(err)));
    return () => {
      cancelled = true;
    };
  }, [navigate, orderId, options]);

  return error ? (
    <Alert color="red" role="alert" title="Not paid">
      {error}
    </Alert>
  ) : (
    <Alert color="blue" role="status">
      Opening the payment window…
    </Alert>
  );
}
