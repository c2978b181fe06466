import { and, asc, eq, lte, sql } from 'drizzle-orm';
import {
  OrderStatus,
  orderMessages,
  type PaymentCheckResponse,
  type PaymentStatus,
} from '@voski/contract';
import type { Db, Tx } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { GatewayError } from '../payments/providers/gateway-error.ts';
import {
  defaultDescriptions,
  orderStatusOf,
  type GatewayState,
  type OrderPayment,
  type PaymentProvider,
} from '../payments/providers/provider.ts';
import type { PaymentService } from '../payments/service.ts';
import { dropExpiredClaims } from './claims.ts';
import type { OrderNotices } from './notices.ts';
import { lockOrder, movePayment, moveStatus, type OrderRow } from './records.ts';
import { heldProducts } from './stock.ts';
import { paymentMayMove, SYSTEM, type Actor } from './transitions.ts';

/** A refund left `refunding` this long (the process died during it) is looked at again. */
const STUCK_REFUND_MS = 5 * 60_000;
const SWEEP_BATCH = 100;

const paymentOf = (row: OrderRow): OrderPayment => ({
  orderNumber: row.id,
  total: row.total,
  language: row.language,
  paymentId: row.payment_id,
  details: row.payment_details,
});

export const gatewayDown = () => new HttpError(502, orderMessages.gatewayDown);

/**
 * Payments after the order is placed: asking the gateway and recording its answer, refunds,
 * and expiry. Nothing here trusts the browser; every change is a locked, conditional move, so
 * repeating a check (or running two at once) changes nothing the second time.
 */
export class PaymentSettlement {
  constructor(
    private readonly db: Db,
    private readonly payments: PaymentService,
    private readonly notices: OrderNotices,
    private readonly log: (message: string) => void,
    /**
     * Told, with the products concerned, after a committed cancel gave pieces back to stock
     * (the storefront shows stock).
     */
    private readonly stockChanged: (products: number[]) => void = () => {},
  ) {}

  /** Tells of stock given back when the order went from `before` to cancelled `after`. */
  cancelled(before: { done: number }, after: OrderRow | undefined): void {
    if (!after || before.done === OrderStatus.Cancelled || after.done !== OrderStatus.Cancelled) {
      return;
    }
    const held = heldProducts(after.lines);
    if (held.length) this.stockChanged(held);
  }

  /** POST /payment/check: the gateway's word on a payment, recorded. */
  async check(paymentId: string): Promise<PaymentCheckResponse> {
    const [order] = await this.db.select().from(orders).where(eq(orders.payment_id, paymentId));
    if (!order) throw notFound(orderMessages.orderNotFound);
    const provider = this.providerOf(order);
    if (!provider) throw new HttpError(503, orderMessages.gatewayDown);
    return this.settle(order, provider);
  }

  private async settle(order: OrderRow, provider: PaymentProvider): Promise<PaymentCheckResponse> {
    const state = await this.ask(order, () =>
      provider.state(paymentOf(order), { capture: order.done !== OrderStatus.Cancelled }),
    );
    let row = await this.db.transaction((tx) => this.record(tx, order.id, state));
    this.cancelled(order, row);
    const answer = (orderStatus: number, description: string) => ({
      orderStatus,
      actionCodeDescription: description,
      actionCode: state.actionCode ?? 0,
      payment_status: row.payment_status as PaymentStatus,
      orderNumber: row.id,
      order_token: row.customer_token,
    });
    if (row.payment_status === 'paid' && row.done === OrderStatus.Cancelled) {
      // Paid after the shop gave up on the order (it was cancelled or expired): give it back.
      if (provider.refundsByHand) this.owedByHand(row);
      else row = (await this.refund(row.id, SYSTEM, 'paid after the order was cancelled')) ?? row;
    }
    if (row.done === OrderStatus.Cancelled && state.verdict === 'paid') {
      // A refund another request started is under way, or done.
      return answer(orderStatusOf.refunded, 'The order was cancelled, so the payment is refunded.');
    }
    if (state.verdict === 'pending' && row.payment_status === 'expired') {
      return answer(orderStatusOf.expired, defaultDescriptions.expired);
    }
    return answer(state.orderStatus, state.actionCodeDescription);
  }

  /** Records the gateway's answer on the locked order; answers the order as it is now. */
  private async record(tx: Tx, id: number, state: GatewayState): Promise<OrderRow> {
    const row = await lockOrder(tx, id);
    if (!row) throw notFound(orderMessages.orderNotFound);
    switch (state.verdict) {
      case 'paid':
        if (paymentMayMove(row.payment_status, 'paid')) {
          const paid = await movePayment(
            tx,
            row,
            'paid',
            SYSTEM,
            'the gateway reports the payment',
            {
              paid_at: new Date(),
              payment_details: { ...row.payment_details, ...state.details },
            },
          );
          await this.notices.paid(tx, paid);
          return paid;
        }
        if (!['paid', 'refunding', 'refunded'].includes(row.payment_status)) {
          this.log(
            `Order ${id}: the gateway reports a payment, the order is ${row.payment_status}`,
          );
        }
        return row;
      case 'declined':
      case 'expired':
        return row.payment_status === 'pending' ? this.close(tx, row, state.verdict) : row;
      case 'pending':
        return row.payment_status === 'pending' && row.expires_at.getTime() <= Date.now()
          ? this.close(tx, row, 'expired')
          : row;
      case 'refunded':
        return paymentMayMove(row.payment_status, 'refunded')
          ? movePayment(tx, row, 'refunded', SYSTEM, 'the gateway reports a refund')
          : row;
    }
  }

  /** An unpaid order whose payment can no longer happen is cancelled. */
  private async close(tx: Tx, row: OrderRow, verdict: 'declined' | 'expired'): Promise<OrderRow> {
    const note = verdict === 'declined' ? 'the payment was declined' : 'the time to pay ran out';
    const moved = await movePayment(tx, row, verdict, SYSTEM, note);
    return moved.done === OrderStatus.New
      ? moveStatus(tx, moved, OrderStatus.Cancelled, SYSTEM, note)
      : moved;
  }

  /**
   * Gives a paid order's money back through its gateway; undefined when it is not `paid`. The
   * order is marked `refunding` first, in its own transaction, so two refunds of one payment
   * can never both start.
   */
  async refund(id: number, actor: Actor, note: string): Promise<OrderRow | undefined> {
    const claimed = await this.db.transaction(async (tx) => {
      const row = await lockOrder(tx, id);
      if (!row) throw notFound(orderMessages.orderNotFound);
      if (row.payment_status !== 'paid') return undefined;
      return movePayment(tx, row, 'refunding', actor, note);
    });
    return claimed && this.carryOutRefund(claimed, actor);
  }

  /**
   * The gateway's part of a refund already marked `refunding`, then recording it; `then` runs
   * in the transaction that records the refund (cancelling the order, say).
   */
  async carryOutRefund(
    order: OrderRow,
    actor: Actor,
    then?: (tx: Tx, row: OrderRow) => Promise<OrderRow>,
  ): Promise<OrderRow> {
    const provider = this.providerOf(order);
    try {
      if (!provider) throw new GatewayError('The payment provider is not configured');
      await provider.refund(paymentOf(order));
    } catch (error) {
      await this.db.transaction(async (tx) => {
        const row = await lockOrder(tx, order.id);
        if (row?.payment_status === 'refunding') {
          await movePayment(
            tx,
            row,
            'paid',
            actor,
            `the refund failed: ${(error as Error).message}`,
          );
        }
      });
      this.log(`Order ${order.id}: refund failed: ${(error as Error).message}`);
      if (error instanceof GatewayError) throw gatewayDown();
      throw error;
    }
    return this.db.transaction(async (tx) => {
      let row = await lockOrder(tx, order.id);
      if (!row) throw notFound(orderMessages.orderNotFound);
      if (row.payment_status === 'refunding') {
        const how = provider?.refundsByHand
          ? 'given back by staff in the payment provider’s merchant account'
          : 'refunded through the gateway';
        row = await movePayment(tx, row, 'refunded', actor, how);
      }
      return then ? then(tx, row) : row;
    });
  }

  /**
   * Settles what nobody came back for: unpaid orders past their time (asking the gateway
   * first, as the payer may have paid and closed the window), and refunds a crash interrupted.
   */
  async sweep(): Promise<{ settled: number; refunds: number; claims: number }> {
    const due = await this.db
      .select()
      .from(orders)
      .where(and(eq(orders.payment_status, 'pending'), lte(orders.expires_at, sql`now()`)))
      .orderBy(asc(orders.expires_at))
      .limit(SWEEP_BATCH);
    let settled = 0;
    for (const order of due) {
      try {
        await this.settleDue(order);
        settled++;
      } catch (error) {
        this.log(`Order ${order.id}: not settled, trying again later: ${(error as Error).message}`);
      }
    }
    const stuck = await this.db
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.payment_status, 'refunding'),
          lte(orders.updated_at, new Date(Date.now() - STUCK_REFUND_MS)),
        ),
      )
      .limit(SWEEP_BATCH);
    const owed = await this.db
      .select()
      .from(orders)
      .where(and(eq(orders.payment_status, 'paid'), eq(orders.done, OrderStatus.Cancelled)))
      .limit(SWEEP_BATCH);
    let refunds = 0;
    for (const order of owed) {
      if (this.providerOf(order)?.refundsByHand) continue;
      try {
        await this.refund(order.id, SYSTEM, 'paid after the order was cancelled');
        refunds++;
      } catch (error) {
        this.log(
          `Order ${order.id}: refund failed, trying again later: ${(error as Error).message}`,
        );
      }
    }
    for (const order of stuck) {
      try {
        await this.resumeRefund(order);
        refunds++;
      } catch (error) {
        this.log(`Order ${order.id}: refund still open: ${(error as Error).message}`);
      }
    }
    return { settled, refunds, claims: await dropExpiredClaims(this.db) };
  }

  /** An unpaid order past its time: the gateway's word first (the payer may have paid). */
  async settleDue(order: OrderRow): Promise<void> {
    const provider = this.providerOf(order);
    if (provider) {
      await this.settle(order, provider);
      return;
    }
    const row = await this.db.transaction(async (tx) => this.expireIfPending(tx, order.id));
    this.cancelled(order, row);
  }

  private async expireIfPending(tx: Tx, id: number): Promise<OrderRow | undefined> {
    const row = await lockOrder(tx, id);
    return row?.payment_status === 'pending' ? this.close(tx, row, 'expired') : row;
  }

  /** A refund whose outcome was never recorded: the gateway says whether it happened. */
  private async resumeRefund(order: OrderRow): Promise<void> {
    const provider = this.providerOf(order);
    if (!provider) return;
    const state = await provider.state(paymentOf(order), { capture: false });
    const cancelled = await this.db.transaction(async (tx) => {
      const row = await lockOrder(tx, order.id);
      if (row?.payment_status !== 'refunding') return undefined;
      if (state.verdict !== 'refunded') {
        await movePayment(tx, row, 'paid', SYSTEM, 'the refund did not happen; cancel again');
        return undefined;
      }
      const refunded = await movePayment(tx, row, 'refunded', SYSTEM, 'refund confirmed');
      if (refunded.done !== OrderStatus.New) return undefined;
      const cancelled = await moveStatus(tx, refunded, OrderStatus.Cancelled, SYSTEM, 'refunded');
      await this.notices.statusChanged(tx, cancelled, SYSTEM);
      return cancelled;
    });
    this.cancelled(order, cancelled);
  }

  /** Whether giving this order's payment back is done by staff outside the shop. */
  refundsByHand(order: OrderRow): boolean {
    return this.providerOf(order)?.refundsByHand === true;
  }

  /** A payment that came after the order was cancelled, which only staff can give back. */
  private owedByHand(row: OrderRow): void {
    this.log(
      `Order ${row.id}: paid after it was cancelled; give the payment back in the merchant ` +
        'account of its payment type (the shop cannot refund it itself)',
    );
  }

  private providerOf(order: OrderRow): PaymentProvider | undefined {
    return this.payments.has(order.payment_type)
      ? this.payments.provider(order.payment_type)
      : undefined;
  }

  private async ask<T>(order: OrderRow, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      this.log(`Order ${order.id}: ${error.message}`);
      throw gatewayDown();
    }
  }
}
