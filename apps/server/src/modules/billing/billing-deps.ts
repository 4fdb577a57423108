import { AppError } from '@paysight/contract';
import type { Db, Order } from '@paysight/db';
import type { FastifyBaseLogger } from 'fastify';
import type { MailProvider } from '../../providers/mail/mail.provider.js';
import type { PaymentProviders } from '../../providers/payments/payment-providers.js';
import type { WorkQueue } from '../../lib/work-queue.js';
import type { NotifyDeps } from '../notifications/notifications.service.js';
import { perApp } from '../../app-context.js';
import { findProduct, loadCatalogue, type Catalogue, type Product } from './catalogue.js';
import { orderFulfilmentsOf, type OrderFulfilments } from './fulfilment.service.js';

/** What the billing module works with; built once per app (billingDepsOf). */
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
  /** The durable queue: refunds are sent through it, after the transaction that decided them. */
  queue: WorkQueue;
  /** What other modules do with the orders of the kinds they fulfil (a mock interview's slot). */
  fulfilments: OrderFulfilments;
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

/**
 * The product an order was for, as it was sold: the catalogue's entry at the order's own price and
 * name (a mock interview is priced by its coach and names them), or the order's figures alone when
 * the product was withdrawn since.
 */
export function productAsSold(deps: Pick<BillingDeps, 'catalogue'>, order: Order): Product {
  const listed = productOfOrder(deps, order);
  if (listed)
    return {
      ...listed,
      name: order.description ?? listed.name,
      amount: order.amount,
      taxAmount: order.taxAmount,
      taxLabel: order.taxLabel,
    };
  return {
    id: order.product,
    kind: order.kind,
    name: order.description ?? order.product,
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
  };
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

/** Billing's deps, one per app; the sandbox's delivery to its own webhook is added where the routes are. */
export const billingDepsOf = perApp((ctx): Omit<BillingDeps, 'deliverSandboxEvent'> => ({
  db: ctx.db,
  now: ctx.now,
  origin: ctx.config.origin,
  // The price list is read (and validated) at boot: a bad PRICING_FILE stops the process here.
  catalogue: loadCatalogue(ctx.config.PRICING_FILE, ctx.config.FOUNDER_EMAIL),
  providers: ctx.payments,
  mail: ctx.mail,
  notifications: ctx.notifications,
  log: ctx.log,
  queue: ctx.queue,
  fulfilments: orderFulfilmentsOf(ctx),
}));
