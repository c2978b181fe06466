import { eq } from 'drizzle-orm';
import { OrderStatus, orderMessages, type CustomerHold, type CustomerOrder } from '@voski/contract';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import type { OrderDesk } from './desk.ts';
import type { StockHolds } from './holds.ts';
import { findTransition, CUSTOMER } from './transitions.ts';
import type { OrderRow } from './records.ts';
import { localizedLine, pickupOf, shipmentView, shownPaymentStatus } from './views.ts';

/** The customer's own order page, reached through the unguessable link in their e-mail. */
export class CustomerOrders {
  constructor(
    private readonly db: Db,
    private readonly desk: OrderDesk,
    private readonly holds: StockHolds,
    /** Whether only staff can give this order's payment back (Idram). */
    private readonly refundsByHand: (row: OrderRow) => boolean,
  ) {}

  async get(token: string): Promise<CustomerOrder> {
    const row = await this.row(token);
    const now = Date.now();
    return customerView(row, this.cancellable(row), this.holds.of(row, now), now);
  }

  /** A paid order only staff can refund is cancelled by the shop, once they have refunded it. */
  private cancellable(row: OrderRow): boolean {
    if (row.payment_status === 'paid' && this.refundsByHand(row)) return false;
    return !('refused' in findTransition(row, OrderStatus.Cancelled, CUSTOMER));
  }

  /** Cancels as the staff do (a paid order is refunded first); the shop is told. */
  async cancel(token: string): Promise<CustomerOrder> {
    const row = await this.row(token);
    await this.desk.cancelAs(row.id, CUSTOMER, (current) =>
      current.done === OrderStatus.InTransit || current.done === OrderStatus.Done
        ? orderMessages.tooLateToCancel
        : findRefusal(current),
    );
    return this.get(token);
  }

  private async row(token: string): Promise<OrderRow> {
    const [row] = await this.db.select().from(orders).where(eq(orders.customer_token, token));
    if (!row) throw notFound(orderMessages.orderNotFound);
    return row;
  }
}

const findRefusal = (row: OrderRow): string => {
  const found = findTransition(row, OrderStatus.Cancelled, CUSTOMER);
  return 'refused' in found ? found.refused : orderMessages.tooLateToCancel;
};

function customerView(
  row: OrderRow,
  cancellable: boolean,
  hold: CustomerHold | null,
  now: number,
): CustomerOrder {
  return {
    id: row.id,
    name: row.name,
    surname: row.surname,
    email: row.email,
    phone: row.phone,
    country: row.country,
    region: row.region,
    address: row.address,
    lines: row.lines.map((line) => localizedLine(line, row.language)),
    subtotal: row.subtotal,
    discount: row.discount,
    discounts: row.discounts,
    delivery: row.delivery,
    total: row.total,
    payment_type: row.payment_type,
    payment_status: shownPaymentStatus(row, now),
    done: row.done,
    pickup: pickupOf(row),
    cancellable,
    language: row.language,
    created_at: row.created_at.toISOString(),
    hold,
    shipment: shipmentView(row.shipment),
  };
}
