import Razorpay from 'razorpay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRazorpayProvider } from '../src/providers/payments/razorpay.provider.js';
import { createSandboxProvider } from '../src/providers/payments/sandbox.provider.js';
import { createStripeProvider } from '../src/providers/payments/stripe.provider.js';
import { fakeRazorpay, fakeStripe } from './payment-fakes.js';

/**
 * Refunds through each provider (docs/decisions/052): the real adapters through the official SDKs
 * against local fakes of Stripe's and Razorpay's APIs. A refund repeated after a lost answer (the
 * work queue's retry) must find the first one, never refund twice.
 */
describe('refunds through the payment providers', () => {
  let stripeApi: Awaited<ReturnType<typeof fakeStripe>>;
  let razorpayApi: Awaited<ReturnType<typeof fakeRazorpay>>;
  beforeAll(async () => {
    stripeApi = await fakeStripe();
    razorpayApi = await fakeRazorpay();
  });
  afterAll(async () => {
    await stripeApi.close();
    await razorpayApi.close();
  });

  it('Stripe: a part of a payment intent, with our refund id as the idempotency key; a retry gets the same refund', async () => {
    const stripe = createStripeProvider({
      secretKey: 'sk_test_paysight',
      webhookSecret: 'whsec_test',
      api: { host: '127.0.0.1', port: stripeApi.port, protocol: 'http' },
    });
    const request = { providerPaymentId: 'pi_Booking1', amount: 7_450, currency: 'USD' as const, refundId: 'paysight-refund-7' };
    const first = await stripe.refund(request);
    const again = await stripe.refund(request);
    expect(again.providerRefundId).toBe(first.providerRefundId);
    const sent = stripeApi.requests.filter((r) => r.path === '/v1/refunds');
    expect(sent).toHaveLength(2);
    for (const r of sent) {
      expect(r.idempotencyKey).toBe('paysight-refund-7');
      expect(r.body).toMatchObject({ payment_intent: 'pi_Booking1', amount: '7450', 'metadata[refundId]': 'paysight-refund-7' });
    }
    expect(stripeApi.state.refunds.size).toBe(1);
  });

  it('Razorpay: our refund id rides in the notes, and a retry finds it among the payment’s refunds instead of refunding again', async () => {
    const client = new Razorpay({ key_id: 'rzp_test_Paysight01', key_secret: 'rzp-key-secret-for-tests' });
    (client.api as unknown as { rq: { defaults: { baseURL: string } } }).rq.defaults.baseURL = razorpayApi.url;
    const razorpay = createRazorpayProvider({ keyId: 'rzp_test_Paysight01', keySecret: 'x', webhookSecret: 'y', client });
    const request = { providerPaymentId: 'pay_Booking2', amount: 124_999, currency: 'INR' as const, refundId: 'paysight-refund-8' };
    const first = await razorpay.refund(request);
    const again = await razorpay.refund(request);
    expect(again.providerRefundId).toBe(first.providerRefundId);
    expect(razorpayApi.state.refunds).toEqual([
      {
        id: first.providerRefundId,
        entity: 'refund',
        payment_id: 'pay_Booking2',
        amount: 124_999,
        notes: { paysightRefund: 'paysight-refund-8' },
      },
    ]);
    const made = razorpayApi.requests.find((r) => r.method === 'POST' && r.path === '/v1/payments/pay_Booking2/refund');
    expect(made?.body).toMatchObject({ amount: 124_999, speed: 'normal', receipt: 'paysight-refund-8' });
  });

  it('the sandbox: no money moves; a refund id of its own, the same on a retry', async () => {
    const sandbox = createSandboxProvider({ secret: 'sandbox-secret', now: () => new Date() });
    const request = { providerPaymentId: 'pay_sbx_1', amount: 100, currency: 'INR' as const, refundId: 'paysight-refund-9' };
    const first = await sandbox.refund(request);
    expect(first.providerRefundId).toMatch(/^rfnd_sbx_[a-f0-9]{20}$/);
    expect(await sandbox.refund(request)).toEqual(first);
  });
});
