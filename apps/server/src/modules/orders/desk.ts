import { and, asc, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import {
  OrderStatus,
  orderMessages,
  orderStatusNames,
  SHOP_TIME_ZONE,
  type Order,
  type OrderEvent,
  type OrderFilterBody,
} from '@voski/contract';
import type { Db } from '../../db/client.ts';
import { orderEvents, orders } from '../../db/schema/index.ts';
import type { StaffUser } from '../../http/access.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { lockOrder, movePayment, moveStatus } from './records.ts';
import type { PaymentSettlement } from './settlement.ts';
import { findTransition, isOrderStatus, nextStatus, type Actor } from './transitions.ts';
import { eventView, orderView } from './views.ts';

const staffActor = (staff: StaffUser): Actor => ({ kind: 'staff', id: staff.id, name: staff.name });
const newestFirst = [desc(orders.created_at), desc(orders.id)];
const orderNotFound = () => notFound(orderMessages.orderNotFound);
const statusName = (n: number) => (isOrderStatus(n) ? orderStatusNames[n] : String(n));

/** Midnight starting a day (YYYY-MM-DD) in the shop's time zone, as a timestamp. */
const startOfDay = (day: string, plusDays = 0) =>
  sql`((${day}::date + ${plusDays}::int)::timestamp at time zone ${SHOP_TIME_ZONE})`;

/** The order desk: staff read orders and move them on, every change recorded. */
export class OrderDesk {
  constructor(
    private readonly db: Db,
    private readonly settlement: PaymentSettlement,
  ) {}

  list(): Promise<Order[]> {
    return this.select(undefined);
  }

  /** Orders placed from the start of `startDate` to the end of `endDate`, shop time. */
  filter({ startDate, endDate }: OrderFilterBody): Promise<Order[]> {
    return this.select(
      and(
        gte(orders.created_at, startOfDay(startDate)),
        lt(orders.created_at, startOfDay(endDate, 1)),
      ),
    );
  }

  async get(id: number): Promise<Order> {
    const [row] = await this.db.select().from(orders).where(eq(orders.id, id));
    if (!row) throw orderNotFound();
    return orderView(row);
  }

  async history(id: number): Promise<OrderEvent[]> {
    await this.get(id);
    const rows = await this.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.order_id, id))
      .orderBy(asc(orderEvents.id));
    return rows.map(eventView);
  }

  /**
   * "Done or in progress": moves the order one step on from `seen`, the status the caller
   * last saw; 409 when the order has moved since (someone else, or another tab, was first).
   */
  async advance(id: number, seen: number, staff: StaffUser): Promise<Order[]> {
    await this.db.transaction(async (tx) => {
      const row = await lockOrder(tx, id);
      if (!row) throw orderNotFound();
      if (row.done !== seen) {
        throw conflict(`The order is ${statusName(row.done)} now; reload the orders.`);
      }
      const to = isOrderStatus(seen) ? nextStatus[seen] : undefined;
      if (to === undefined) {
        throw conflict(`An order that is ${statusName(row.done)} does not move on.`);
      }
      await moveStatus(tx, row, to, staffActor(staff));
    });
    return this.list();
  }

  /**
   * Cancels a new order. A paid one is refunded through its gateway first; the order is
   * cancelled in the transaction that records the refund, so it is never cancelled unpaid-back.
   */
  async cancel(id: number, staff: StaffUser): Promise<Order> {
    const actor = staffActor(staff);
    const refunding = await this.db.transaction(async (tx) => {
      const row = await lockOrder(tx, id);
      if (!row) throw orderNotFound();
      const found = findTransition(row, OrderStatus.Cancelled, actor);
      if ('refused' in found) throw conflict(found.refused);
      if (found.transition.refundsPayment?.(row)) {
        return movePayment(tx, row, 'refunding', actor, 'cancelled: refund');
      }
      await moveStatus(tx, row, OrderStatus.Cancelled, actor);
      return undefined;
    });
    if (refunding) {
      await this.settlement.carryOutRefund(refunding, actor, (tx, row) =>
        moveStatus(tx, row, OrderStatus.Cancelled, actor, 'refunded'),
      );
    }
    return this.get(id);
  }

  private async select(where: SQL | undefined): Promise<Order[]> {
    const rows = await this.db
      .select()
      .from(orders)
      .where(where)
      .orderBy(...newestFirst);
    const now = Date.now();
    return rows.map((row) => orderView(row, now));
  }
}
