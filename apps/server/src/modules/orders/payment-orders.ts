import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import type { PaymentOrders } from '../payments/plugin.ts';
import type { PaymentChecks } from './payment-checks.ts';
import { placedHere } from './placing-browser.ts';
import { lockOrder } from './records.ts';
import type { PaymentSettlement } from './settlement.ts';

/** The orders as payment providers' callbacks may read and change them (payments/plugin.ts). */
export function paymentOrders(
  db: Db,
  settlement: PaymentSettlement,
  checks: PaymentChecks,
): PaymentOrders {
  return {
    async byPaymentId(type, paymentId) {
      const [order] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.payment_id, paymentId), eq(orders.payment_type, type)));
      return order;
    },

    async byId(type, id) {
      const [order] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.id, id), eq(orders.payment_type, type)));
      return order;
    },

    addPaymentDetails: (id, change) =>
      db.transaction(async (tx) => {
        const order = await lockOrder(tx, id);
        if (!order) return undefined;
        const added = change(order);
        if (!added) return order;
        const [row] = await tx
          .update(orders)
          .set({ payment_details: { ...order.payment_details, ...added }, updated_at: new Date() })
          .where(eq(orders.id, order.id))
          .returning();
        return row;
      }),

    check: (paymentId) => settlement.check(paymentId),
    mayAsk: (ip) => checks.allows(ip),
    placedHere,
  };
}
