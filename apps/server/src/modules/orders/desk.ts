import { asc, count, desc, eq, type SQL } from 'drizzle-orm';
import {
  OrderStatus,
  orderMessages,
  staffMessages,
  type Order,
  type OrderEvent,
  type OrderFilterBody,
  type OrderListQuery,
  type OrderPage,
  type OrderStats,
  type OrderStatsQuery,
} from '@voski/contract';
import type { Db } from '../../db/client.ts';
import { orderEvents, orders } from '../../db/schema/index.ts';
import type { StaffUser } from '../../http/access.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { orderListWhere, placedBetween } from './order-filters.ts';
import type { OrderNotices } from './notices.ts';
import { orderStats } from './order-stats.ts';
import { lockOrder, movePayment, moveStatus, type OrderRow } from './records.ts';
import type { PaymentSettlement } from './settlement.ts';
import { findTransition, isOrderStatus, nextStatus, type Actor } from './transitions.ts';
import { eventView, orderView, orderViewColumns } from './views.ts';

const staffActor = (staff: StaffUser): Actor => ({ kind: 'staff', id: staff.id, name: staff.name });
const newestFirst = [desc(orders.created_at), desc(orders.id)];
const orderNotFound = () => notFound(orderMessages.orderNotFound);

/** The order desk: staff read orders and move them on, every change recorded. */
export class OrderDesk {
  constructor(
    private readonly db: Db,
    private readonly settlement: PaymentSettlement,
    private readonly notices: OrderNotices,
  ) {}

  list(): Promise<Order[]> {
    return this.select(undefined);
  }

  /** Orders placed from the start of `startDate` to the end of `endDate`, shop time. */
  filter({ startDate, endDate }: OrderFilterBody): Promise<Order[]> {
    return this.select(placedBetween(startDate, endDate));
  }

  /** One page of the orders matching the staff's filters, newest first, and their count. */
  async page(query: OrderListQuery, page: { page: number; per_page: number }): Promise<OrderPage> {
    const now = new Date();
    const where = orderListWhere(query, now);
    const offset = (page.page - 1) * page.per_page;
    const rows = await this.db
      .select(orderViewColumns)
      .from(orders)
      .where(where)
      .orderBy(...newestFirst)
      .limit(page.per_page)
      .offset(offset);
    // A page that is neither full nor empty is the last one: it tells the total by itself.
    const total =
      rows.length > 0 && rows.length < page.per_page
        ? offset + rows.length
        : ((await this.db.select({ total: count() }).from(orders).where(where))[0]?.total ?? 0);
    return { data: rows.map((row) => orderView(row, now.getTime())), meta: { ...page, total } };
  }

  stats(query: OrderStatsQuery): Promise<OrderStats> {
    return orderStats(this.db, query, new Date());
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
        throw conflict(staffMessages.orderMovedOn({ status: row.done }));
      }
      const to = isOrderStatus(seen) ? nextStatus[seen] : undefined;
      if (to === undefined) {
        throw conflict(staffMessages.orderStaysPut({ status: row.done }));
      }
      const actor = staffActor(staff);
      await this.notices.statusChanged(tx, await moveStatus(tx, row, to, actor), actor);
    });
    return this.list();
  }

  /**
   * Cancels a new order. A paid one is refunded through its gateway first; the order is
   * cancelled in the transaction that records the refund, so it is never cancelled unpaid-back.
   */
  cancel(id: number, staff: StaffUser): Promise<Order> {
    return this.cancelAs(id, staffActor(staff));
  }

  /** The cancel of staff and customers alike; `refuse` words the 409 for the caller. */
  async cancelAs(id: number, actor: Actor, refuse?: (row: OrderRow) => string): Promise<Order> {
    const { before, after, refunding } = await this.db.transaction(async (tx) => {
      const row = await lockOrder(tx, id);
      if (!row) throw orderNotFound();
      const found = findTransition(row, OrderStatus.Cancelled, actor);
      if ('refused' in found) throw conflict(refuse?.(row) ?? found.refused);
      if (found.transition.refundsPayment?.(row)) {
        if (actor.kind === 'customer' && this.settlement.refundsByHand(row)) {
          // Nobody would give the money back: the shop's staff cancel it once they have.
          throw conflict(orderMessages.refundByShop);
        }
        return {
          before: row,
          after: undefined,
          refunding: await movePayment(tx, row, 'refunding', actor, 'cancelled: refund'),
        };
      }
      const cancelled = await moveStatus(tx, row, OrderStatus.Cancelled, actor);
      await this.notices.statusChanged(tx, cancelled, actor);
      return { before: row, after: cancelled, refunding: undefined };
    });
    this.settlement.cancelled(before, after);
    if (refunding) {
      const cancelled = await this.settlement.carryOutRefund(refunding, actor, async (tx, row) => {
        const cancelled = await moveStatus(tx, row, OrderStatus.Cancelled, actor, 'refunded');
        await this.notices.statusChanged(tx, cancelled, actor);
        return cancelled;
      });
      this.settlement.cancelled(before, cancelled);
    }
    return this.get(id);
  }

  private async select(where: SQL | undefined): Promise<Order[]> {
    const rows = await this.db
      .select(orderViewColumns)
      .from(orders)
      .where(where)
      .orderBy(...newestFirst);
    const now = Date.now();
    return rows.map((row) => orderView(row, now));
  }
}
