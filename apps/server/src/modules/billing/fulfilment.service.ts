import type { CountryCode, SessionUser } from '@paysight/contract';
import type { Db, Order } from '@paysight/db';
import { perApp } from '../../app-context.js';

/**
 * What another module does with the orders that buy something it owns (docs/decisions/052): a
 * mock interview is a coach's slot, owned by gurus. Billing keeps the cart, checkout and the one
 * settle path; at each step it asks the product kind's fulfilment, inside the same transaction,
 * so a slot is held with its order, booked with its payment and freed with its failure or refund.
 * The owning module registers it when it starts (billing never imports that module).
 */

export type FulfilledKind = 'interview';

/** What the fulfilment prices, for billing to write the order. */
export interface PricedItem {
  region: CountryCode;
  currency: 'INR' | 'USD';
  /** Tax included, minor units. */
  amount: number;
  /** What the order buys, as receipts and the checkout name it ("Mock interview with … on …"). */
  description: string;
}

export interface OrderFulfilment {
  /**
   * The cart (inside its transaction): reserves what `request` asks for and has billing write the
   * order at its price (`place`), or throws an AppError, and nothing is written. When the member
   * holds it already (they left the checkout and came back), the order of that hold, to pay.
   */
  reserve(
    tx: Db,
    user: SessionUser,
    request: unknown,
    now: Date,
    place: (item: PricedItem) => Promise<Order>,
  ): Promise<Order | { heldByOrder: string }>;
  /** Before a checkout opens for the order: what it buys is still held for it (renewed), or an AppError (409). */
  beforeCheckout(db: Db, order: Order, now: Date): Promise<void>;
  /**
   * Settle (inside its transaction): the order was paid. `followUp` is the receipt's sentence;
   * `refundInFull` (why) when what it bought is gone meanwhile: billing then refunds the payment.
   * `later` runs an effect once the transaction has committed (pushes, mail).
   */
  paid(
    tx: Db,
    order: Order,
    now: Date,
    later: (effect: () => Promise<unknown> | unknown) => void,
  ): Promise<{ followUp: string; refundInFull?: string }>;
  /** Settle: the payment failed; what was held goes back. */
  failed(tx: Db, order: Order, now: Date): Promise<void>;
  /** Settle: the payment was refunded in full (by us, or by an operator at the provider). */
  refunded(tx: Db, order: Order, now: Date): Promise<void>;
}

export type OrderFulfilments = Map<FulfilledKind, OrderFulfilment>;

/** The app's fulfilments by product kind: the owning modules add theirs when they register. */
export const orderFulfilmentsOf = perApp((): OrderFulfilments => new Map());

/** The fulfilment of an order's kind, when another module fulfils it. */
export const fulfilmentOf = (fulfilments: OrderFulfilments, kind: Order['kind']): OrderFulfilment | null =>
  kind === 'interview' ? (fulfilments.get(kind) ?? null) : null;
