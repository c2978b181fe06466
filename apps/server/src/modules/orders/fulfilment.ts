import { and, desc, eq, gte, isNull } from 'drizzle-orm';
import {
  fulfilmentMessages as m,
  OrderStatus,
  orderMessages,
  trackingUrl,
  type OrderNote,
  type ShipBody,
  type StaffOrderView,
  type Undoable,
} from '@voski/contract';
import type { Db, Tx } from '../../db/client.ts';
import { mailOutbox, orderEvents, orderNotes, orders } from '../../db/schema/index.ts';
import type { StaffUser } from '../../http/access.ts';
import { conflict, notFound } from '../../http/errors.ts';
import type { MailShop } from '../mail/notices.ts';
import { attemptsOf } from './attempts.ts';
import type { CarrierService } from './carriers.ts';
import { customerOrderUrl } from './notice-mails.ts';
import type { OrderNotices } from './notices.ts';
import { lockOrder, moveStatus, type OrderRow } from './records.ts';
import { orderTimeline, UNDO_NOTE } from './timeline.ts';
import { isOrderStatus, undoneStatus, type Actor } from './transitions.ts';
import { contractLine, orderView, shipmentView } from './views.ts';

export interface FulfilmentOptions {
  /** How long a staff move to in transit or delivered may be taken back. */
  undoMinutes: number;
  /** The time now (tests move it on). */
  clock: () => Date;
}

type StatusEvent = typeof orderEvents.$inferSelect;

const staffActor = (staff: StaffUser): Actor => ({ kind: 'staff', id: staff.id, name: staff.name });
const orderNotFound = () => notFound(orderMessages.orderNotFound);

/**
 * The order's page for staff and what they do there (issue 38): notes, sending with a carrier
 * and tracking number, marking delivered, and taking a mistaken move back within a window.
 */
/**
 * An order's page reads at most this many of each kind of entry (events, e-mails, notes), the
 * latest: a page stays bounded whatever a long-lived order gathers.
 */
const TIMELINE_KIND_MAX = 200;
const oldestFirst = <T>(rows: T[]) => rows.reverse();

export class OrderFulfilment {
  constructor(
    private readonly db: Db,
    private readonly notices: OrderNotices,
    private readonly carriers: CarrierService,
    private readonly shop: MailShop,
    private readonly options: FulfilmentOptions,
  ) {}

  async view(id: number): Promise<StaffOrderView> {
    const [row] = await this.db.select().from(orders).where(eq(orders.id, id));
    if (!row) throw orderNotFound();
    const now = this.options.clock().getTime();
    const [events, mails, notes, attempts] = await Promise.all([
      this.db
        .select()
        .from(orderEvents)
        .where(eq(orderEvents.order_id, id))
        .orderBy(desc(orderEvents.id))
        .limit(TIMELINE_KIND_MAX)
        .then(oldestFirst),
      this.db
        .select({
          to: mailOutbox.to,
          subject: mailOutbox.subject,
          created_at: mailOutbox.created_at,
        })
        .from(mailOutbox)
        .where(eq(mailOutbox.order_id, id))
        .orderBy(desc(mailOutbox.id))
        .limit(TIMELINE_KIND_MAX)
        .then(oldestFirst),
      this.db
        .select()
        .from(orderNotes)
        .where(eq(orderNotes.order_id, id))
        .orderBy(desc(orderNotes.id))
        .limit(TIMELINE_KIND_MAX)
        .then(oldestFirst),
      attemptsOf(this.db, row, now),
    ]);
    const lastStatus = events.filter((e) => e.kind === 'status').at(-1);
    return {
      order: orderView(row, now),
      lines: row.lines.map((line) => ({
        ...contractLine(line),
        title_en: line.title_en ?? '',
        title_ru: line.title_ru ?? '',
      })),
      language: row.language,
      customer_url: row.customer_token
        ? customerOrderUrl(this.shop, row.customer_token, row.language)
        : null,
      shipment: shipmentView(row.shipment),
      undo: this.undoable(row, lastStatus, now),
      attempts: attempts.map((a) => ({ ...a, created_at: a.created_at.toISOString() })),
      notes: notes.map(noteView),
      timeline: orderTimeline({ placed: { at: row.created_at }, events, mails, notes, attempts }),
    };
  }

  async addNote(id: number, text: string, staff: StaffUser): Promise<OrderNote> {
    const [exists] = await this.db.select({ id: orders.id }).from(orders).where(eq(orders.id, id));
    if (!exists) throw orderNotFound();
    const [row] = await this.db
      .insert(orderNotes)
      .values({ order_id: id, text, author_id: staff.id, author_name: staff.name })
      .returning();
    return noteView(row!);
  }

  /** New and paid → in transit, with the carrier and tracking number the customer is sent. */
  async ship(id: number, body: ShipBody, staff: StaffUser): Promise<StaffOrderView> {
    await this.db.transaction(async (tx) => {
      const row = await lockOrder(tx, id);
      if (!row) throw orderNotFound();
      if (row.done !== OrderStatus.New) throw conflict(m.orderNotNew);
      const carrier = await this.carriers.find(tx, body.carrier_id);
      const shipment = {
        carrier_id: carrier.id,
        carrier: carrier.name,
        number: body.tracking_number,
        url: trackingUrl(carrier.tracking_url, body.tracking_number),
        sent_at: this.options.clock().toISOString(),
      };
      // The status move below checks the order is paid; a refusal rolls this back too.
      await tx.update(orders).set({ shipment }).where(eq(orders.id, id));
      const note = `${carrier.name} ${body.tracking_number}`;
      await this.move(tx, { ...row, shipment }, OrderStatus.InTransit, staff, note);
    });
    return this.view(id);
  }

  async deliver(id: number, staff: StaffUser): Promise<StaffOrderView> {
    await this.db.transaction(async (tx) => {
      const row = await lockOrder(tx, id);
      if (!row) throw orderNotFound();
      await this.move(tx, row, OrderStatus.Done, staff);
    });
    return this.view(id);
  }

  /**
   * Takes the last staff move to in transit or delivered back, within the window. The
   * customer's e-mail about it goes too if it has not left yet; one already sent stays sent.
   */
  async undo(id: number, staff: StaffUser): Promise<StaffOrderView> {
    await this.db.transaction(async (tx) => {
      const row = await lockOrder(tx, id);
      if (!row) throw orderNotFound();
      const [last] = await tx
        .select()
        .from(orderEvents)
        .where(and(eq(orderEvents.order_id, id), eq(orderEvents.kind, 'status')))
        .orderBy(desc(orderEvents.id))
        .limit(1);
      const now = this.options.clock().getTime();
      const undo = this.undoable(row, last, Number.NEGATIVE_INFINITY);
      if (!undo || !last) throw conflict(m.nothingToUndo);
      if (now > Date.parse(undo.until)) throw conflict(m.undoTooLate(this.options.undoMinutes));
      await moveStatus(tx, row, undo.from as 0 | 1, staffActor(staff), UNDO_NOTE, true);
      await tx
        .delete(mailOutbox)
        .where(
          and(
            eq(mailOutbox.order_id, id),
            eq(mailOutbox.kind, 'order-status'),
            isNull(mailOutbox.sent_at),
            gte(mailOutbox.created_at, last.created_at),
          ),
        );
    });
    return this.view(id);
  }

  private async move(tx: Tx, row: OrderRow, to: 1 | 2, staff: StaffUser, note = '') {
    const actor = staffActor(staff);
    await this.notices.statusChanged(tx, await moveStatus(tx, row, to, actor, note), actor);
  }

  /**
   * The move that may be taken back: the order's last status change, made by staff to in
   * transit or delivered, not itself a taking back, still the order's status, and (unless
   * `now` is -∞) within the window. `from` is the status it returns to.
   */
  private undoable(row: OrderRow, last: StatusEvent | undefined, now: number): Undoable | null {
    if (!last || last.actor_id === null || last.note === UNDO_NOTE) return null;
    if (last.to !== String(row.done) || !isOrderStatus(row.done)) return null;
    const back = undoneStatus[row.done];
    if (back === undefined) return null;
    const until = last.created_at.getTime() + this.options.undoMinutes * 60_000;
    if (now > until) return null;
    return { from: back, to: row.done, until: new Date(until).toISOString() };
  }
}

function noteView(row: typeof orderNotes.$inferSelect): OrderNote {
  return { ...row, created_at: row.created_at.toISOString() };
}
