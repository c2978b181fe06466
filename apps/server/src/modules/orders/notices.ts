import { OrderStatus } from '@voski/contract';
import type { Tx } from '../../db/client.ts';
import {
  customerCancelNotice,
  newOrderNotice,
  orderConfirmation,
  pickupNotice,
  statusNotice,
} from './notice-mails.ts';
import type { MailService } from '../mail/service.ts';
import type { OutgoingMail } from '../mail/transport.ts';
import type { OrderRow } from './records.ts';
import type { Actor } from './transitions.ts';

/**
 * The e-mails an order's changes send, queued in the transaction that makes the change: the
 * message goes out if and only if the change is stored.
 */
export class OrderNotices {
  constructor(private readonly mail: MailService) {}

  /** Queued with the order's number, so the order's timeline lists it. */
  private enqueue(tx: Tx, row: OrderRow, mail: OutgoingMail): Promise<void> {
    return this.mail.enqueue(tx, { ...mail, order_id: row.id });
  }

  async paid(tx: Tx, row: OrderRow): Promise<void> {
    if (row.done === OrderStatus.Cancelled) return;
    await this.enqueue(tx, row, orderConfirmation(this.mail.shop, row));
    await this.enqueue(tx, row, newOrderNotice(this.mail.shop, row));
  }

  /** The customer hears of in transit, delivered, and a cancel of an order that was paid. */
  async statusChanged(tx: Tx, row: OrderRow, actor: Actor): Promise<void> {
    const { done } = row;
    if (done === OrderStatus.InTransit || done === OrderStatus.Done) {
      // Collected in store: 1 is "ready for pickup", 2 "collected" (ADR 0041).
      const notice = row.pickup_point === null ? statusNotice : pickupNotice;
      await this.enqueue(tx, row, notice(this.mail.shop, row, done));
    }
    if (done !== OrderStatus.Cancelled) return;
    if (row.paid_at || actor.kind !== 'system') {
      await this.enqueue(tx, row, statusNotice(this.mail.shop, row, OrderStatus.Cancelled));
    }
    if (actor.kind === 'customer') {
      await this.enqueue(tx, row, customerCancelNotice(this.mail.shop, row));
    }
  }
}
