import { AppError } from '@paysight/contract';
import type { Db, Order } from '@paysight/db';
import type { FastifyBaseLogger } from 'fastify';
import type { MailProvider } from '../../providers/mail/mail.provider.js';
import type { PaymentProviders } from '../../providers/payments/payment-providers.js';
import type { NotifyDeps } from '../notifications/notifications.service.js';
import { findProduct, type Catalogue, type Product } from './catalogue.js';

/** What the billing module works with; built once in app.ts. */
export interface BillingDeps {
  db: Db;
  now: () => Date;
  /** PUBLIC_URL without a trailing slash: the providers' return URLs, links in mail. */
  origin: string;
  catalogue: Catalogue;
  providers: PaymentProviders;
  mail: MailProvider;
  notifications: NotifyDeps;
  log: FastifyBaseLogger;
  /** Hands a signed sandbox event to the sandbox's webhook, as a provider's delivery would (app.inject). */
  deliverSandboxEvent: (body: string, headers: Record<string, string>) => Promise<{ statusCode: number; body: string }>;
}

/** Work to do once a transaction has committed (mail, pushes, provider calls): never inside it, never lost with its failure. */
export type AfterCommit = Array<() => Promise<unknown> | unknown>;

export async function runAfterCommit(deps: Pick<BillingDeps, 'log'>, after: AfterCommit) {
  for (const effect of after) {
    try {
      await effect();
    } catch (err) {
      deps.log.error({ err }, 'billing: a follow-up after a committed payment change failed');
    }
  }
}

/** The catalogue's product an order was for; null when it is no longer sold. */
export const productOfOrder = (deps: Pick<BillingDeps, 'catalogue'>, order: Pick<Order, 'region' | 'product'>): Product | null =>
  findProduct(deps.catalogue, order.region, order.product);

/** The product an order was for, as it was sold: the catalogue's entry, or the order's own figures when it was withdrawn since. */
export function productAsSold(deps: Pick<BillingDeps, 'catalogue'>, order: Order): Product {
  return (
    productOfOrder(deps, order) ?? {
      id: order.product,
      kind: order.kind,
      name: order.product,
      description: '',
      region: order.region,
      currency: order.currency,
      amount: order.amount,
      taxAmount: order.taxAmount,
      taxLabel: order.taxLabel,
      interval: null,
      credits: null,
      features: [],
      highlight: false,
      razorpayPlanId: null,
    }
  );
}

export const NO_SUCH_ORDER = 'No such order';

/** A provider call that failed: logged with the cause, answered 502 without it. */
export function providerUnavailable(
  deps: Pick<BillingDeps, 'log'>,
  err: unknown,
  provider: string,
  context: Record<string, unknown>,
): AppError {
  deps.log.error({ err, provider, ...context }, 'billing: the payment provider call failed');
  return new AppError(502, `${provider} could not be reached. Nothing was charged; try again in a minute.`);
}
