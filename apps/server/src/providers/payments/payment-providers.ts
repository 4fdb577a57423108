import type { Config } from '../../config.js';
import type { PaymentProvider, ProviderId } from './payments.provider.js';
import { createRazorpayProvider, type RazorpayOptions, type RazorpayProvider } from './razorpay.provider.js';
import { createSandboxProvider, sandboxSecret, type SandboxProvider } from './sandbox.provider.js';
import { createStripeProvider, type StripeOptions } from './stripe.provider.js';

/**
 * The providers this server uses, chosen by configuration. A provider is on when all its keys are
 * set (config.ts refuses a half-configured one at boot). With none configured the server is in
 * test mode: the sandbox stands in for both. With at least one configured there is no sandbox at
 * all, so a live server never offers a checkout where no money moves; a region whose providers are
 * all unconfigured is then offered none.
 */
export interface PaymentProviders {
  /** No provider configured: every checkout runs on the sandbox ("Test mode — no money moves"). */
  readonly testMode: boolean;
  readonly stripe: PaymentProvider | null;
  readonly razorpay: RazorpayProvider | null;
  readonly sandbox: SandboxProvider | null;
}

export function createPaymentProviders(options: {
  stripe: StripeOptions | null;
  razorpay: RazorpayOptions | null;
  /** The secret the sandbox's signature is derived from (only read in test mode). */
  cookieSecret: () => string;
  now: () => Date;
}): PaymentProviders {
  const stripe = options.stripe ? createStripeProvider(options.stripe) : null;
  const razorpay = options.razorpay ? createRazorpayProvider(options.razorpay) : null;
  const testMode = !stripe && !razorpay;
  const sandbox = testMode ? createSandboxProvider({ secret: sandboxSecret(options.cookieSecret()), now: options.now }) : null;
  return { testMode, stripe, razorpay, sandbox };
}

/** The adapter for a provider id, or null when that provider is not in use on this server. */
export function providerById(providers: PaymentProviders, id: ProviderId): PaymentProvider | null {
  return id === 'stripe' ? providers.stripe : id === 'razorpay' ? providers.razorpay : providers.sandbox;
}

/** Stripe and Razorpay when their keys are set (config.ts refuses half a set), else the sandbox. */
export function paymentProvidersOf(config: Config, now: () => Date): PaymentProviders {
  return createPaymentProviders({
    stripe:
      config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET
        ? { secretKey: config.STRIPE_SECRET_KEY, webhookSecret: config.STRIPE_WEBHOOK_SECRET }
        : null,
    razorpay:
      config.RAZORPAY_KEY_ID && config.RAZORPAY_KEY_SECRET && config.RAZORPAY_WEBHOOK_SECRET
        ? { keyId: config.RAZORPAY_KEY_ID, keySecret: config.RAZORPAY_KEY_SECRET, webhookSecret: config.RAZORPAY_WEBHOOK_SECRET }
        : null,
    cookieSecret: () => config.cookieSecret,
    now,
  });
}
