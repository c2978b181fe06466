import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import {
  orderMessages,
  PaymentType,
  type OrderStarted,
  type PaymentTypeId,
  type PlaceOrderBody,
  zoneFee,
} from '@voski/contract';
import type { Db } from '../../db/client.ts';
import { nextId } from '../../db/rows.ts';
import { orders } from '../../db/schema/index.ts';
import { clientKey } from '../../http/client-key.ts';
import { conflict, invalid } from '../../http/errors.ts';
import { Throttle } from '../../http/throttle.ts';
import type { ThrottleStore } from '../../http/throttle-store.ts';
import type { ProductService } from '../catalog/products.ts';
import type { HoldLimits } from '../payments/config.ts';
import { GatewayError } from '../payments/providers/gateway-error.ts';
import type { PaymentProvider, StartedPayment } from '../payments/providers/provider.ts';
import type { PaymentService } from '../payments/service.ts';
import type { PromotionService } from '../promotions/service.ts';
import {
  addClaim,
  claimsFor,
  findClaims,
  IDEMPOTENCY_CLAIM,
  orderFingerprint,
  takeClaims,
  type Claim,
} from './claims.ts';
import type { DeliveryFeeService } from './delivery.ts';
import { pickupFor, type PickupPoints } from './pickup.ts';
import { mergeBasket, priceBasket, promote } from './pricing.ts';
import { heldPieces, piecesToHold, type StockHolds } from './holds.ts';
import { heldProducts, reserveStock, shortages, soldOut } from './stock.ts';
import type { OrderRow } from './records.ts';
import { gatewayDown } from './settlement.ts';

export interface PlacingOptions {
  holds: HoldLimits;
  duplicateWindowSeconds: number;
  orderTtlSeconds: number;
  /** Orders one IP may place in ten minutes; 0: no limit. */
  orderLimitPerIp: number;
}

export interface Placed {
  /** False when an earlier request's order is answered again. */
  created: boolean;
  body: OrderStarted;
  /**
   * The order's link, when this request shows it comes from the browser that placed the order:
   * it placed it, or it repeats that request's Idempotency-Key (not a mere same basket).
   */
  placerLink: string | null;
}

const THROTTLE_WINDOW_MS = 10 * 60_000;

/** The answer that starts the payment, the same each time the order is answered. */
export function startedView(row: OrderRow): OrderStarted {
  return row.payment_type === PaymentType.PayPal
    ? { orderId: row.payment_id, approval_url: row.payment_url, orderNumber: row.id }
    : { orderId: row.payment_id, formUrl: row.payment_url, orderNumber: row.id };
}

class ClaimHeld extends Error {}

/**
 * POST /payment/signIn: prices the basket from the catalogue, registers the payment at the
 * gateway, then stores the order with its claims in one transaction. The payment is
 * registered first so that a stored order always has its payment page; a request that loses
 * the race for a claim leaves at most an unused registration nobody can reach.
 */
export class OrderPlacer {
  private readonly perIp: Throttle | undefined;

  constructor(
    private readonly db: Db,
    private readonly products: ProductService,
    private readonly promotions: PromotionService,
    private readonly payments: PaymentService,
    private readonly fees: DeliveryFeeService,
    private readonly pickup: PickupPoints,
    throttles: ThrottleStore,
    private readonly holds: StockHolds,
    private readonly options: PlacingOptions,
    private readonly log: (message: string) => void,
  ) {
    this.perIp = options.orderLimitPerIp
      ? new Throttle(
          throttles,
          'orders',
          { kind: 'window', limit: options.orderLimitPerIp, windowMs: THROTTLE_WINDOW_MS },
          'Too many orders. Please try again later.',
        )
      : undefined;
  }

  async place(
    body: PlaceOrderBody,
    idempotencyKey: string | undefined,
    ip: string,
  ): Promise<Placed> {
    const provider = this.payments.provider(body.paymentType);
    const basket = mergeBasket(body.products);
    const fingerprint = orderFingerprint(body, basket);
    const claims = claimsFor(fingerprint, idempotencyKey, this.options.duplicateWindowSeconds);
    const earlier = await this.replay(claims);
    if (earlier) return earlier;

    await this.perIp?.take(ip);
    const [priced, zone, id] = await Promise.all([
      priceBasket(this.products, basket),
      this.fees.zoneFor(body.country, body.region),
      nextId(this.db, 'orders'),
    ]);
    if (!zone?.enabled) throw invalid({ country: [orderMessages.zoneClosed] });
    const language = body.language ?? 'hy';
    const collected =
      body.pickup === undefined
        ? undefined
        : await pickupFor(this.pickup, zone, body.pickup, language);
    // The code is refused before a payment is registered (the transaction counts its uses again).
    const promoted = await promote(this.promotions, priced, body.code, zone.zone);
    // Sold out already: said before a payment is registered (the transaction checks again).
    const short = shortages(priced.lines, priced.products);
    if (short.length) throw soldOut(short);
    const holder = { client: clientKey(ip), email: body.email.toLowerCase() };
    await this.holds.refuse(this.db, holder, piecesToHold(priced.lines, priced.products));
    const free = collected !== undefined || promoted.freeDelivery;
    const delivery = free ? 0 : zoneFee(zone, priced.subtotal - promoted.discount);
    const total = priced.subtotal - promoted.discount + delivery;
    const payment = await this.start(provider, body.paymentType, {
      orderNumber: id,
      total,
      language,
      ttlSeconds: this.options.orderTtlSeconds,
    });

    try {
      const row = await this.db.transaction(async (tx) => {
        await this.holds.lock(tx, holder);
        const lines = await reserveStock(tx, priced.lines);
        await this.holds.refuse(tx, holder, heldPieces(lines));
        const [row] = await tx
          .insert(orders)
          .values({
            id,
            name: body.name,
            surname: body.surname,
            email: body.email,
            phone: body.phone,
            message: body.message,
            country: body.country,
            region: body.region,
            address: body.address,
            lines,
            subtotal: priced.subtotal,
            discount: promoted.discount,
            discounts: promoted.discounts,
            delivery,
            pickup_point: collected?.id ?? null,
            pickup_address: collected?.address ?? '',
            pickup_hours: collected?.hours ?? '',
            total,
            payment_type: body.paymentType,
            payment_id: payment.paymentId,
            payment_url: payment.url,
            payment_details: payment.details,
            test_payment: provider.test,
            language,
            customer_token: randomBytes(24).toString('base64url'),
            client_key: holder.client,
            expires_at: sql`now() + make_interval(secs => ${this.options.orderTtlSeconds})`,
          })
          .returning();
        await this.promotions.claim(tx, id, holder.email, promoted);
        if (!(await takeClaims(tx, claims, id))) throw new ClaimHeld();
        return row!;
      });
      const held = heldProducts(row.lines);
      if (held.length) this.products.changes.emit({ products: held });
      return { created: true, body: startedView(row), placerLink: row.customer_token };
    } catch (error) {
      if (!(error instanceof ClaimHeld)) throw error;
      const winner = await this.replay(claims);
      if (winner) return winner;
      throw conflict('The same order is being placed by another request. Please try again.');
    }
  }

  /** The order an earlier request with one of these claims placed, if any. */
  private async replay(claims: readonly Claim[]): Promise<Placed | undefined> {
    const held = await findClaims(
      this.db,
      claims.map((c) => c.key),
    );
    for (const [i, claim] of claims.entries()) {
      const found = held.get(claim.key);
      if (!found) continue;
      if (found.fingerprint !== claim.fingerprint) {
        throw invalid({
          'Idempotency-Key': ['This Idempotency-Key was already used for a different order.'],
        });
      }
      const [row] = await this.db.select().from(orders).where(eq(orders.id, found.order_id));
      if (!row) continue;
      // A double click that came with a fresh Idempotency-Key: that key now names this order.
      for (const earlier of claims.slice(0, i)) await addClaim(this.db, earlier, row.id);
      return {
        created: false,
        body: startedView(row),
        placerLink: claim.key.startsWith(IDEMPOTENCY_CLAIM) ? row.customer_token : null,
      };
    }
    return undefined;
  }

  private async start(
    provider: PaymentProvider,
    type: PaymentTypeId,
    order: Parameters<PaymentProvider['start']>[0],
  ): Promise<StartedPayment> {
    try {
      return await provider.start(order);
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      this.log(`Order ${order.orderNumber} (payment type ${type}): ${error.message}`);
      throw gatewayDown();
    }
  }
}
