import { and, asc, desc, eq, gt, ne, or, sql } from 'drizzle-orm';
import {
  HELD_LIST_MAX,
  holdMessages,
  OrderStatus,
  orderMessages,
  PaymentType,
  type CustomerHold,
  type HeldOrder,
  type HoldExtended,
} from '@voski/contract';
import type { Db, Tx } from '../../db/client.ts';
import { orders, type StoredOrderLine } from '../../db/schema/index.ts';
import { conflict, invalid, notFound } from '../../http/errors.ts';
import { tooMany } from '../../http/throttle.ts';
import type { HoldLimits } from '../payments/config.ts';
import type { OrderRow } from './records.ts';
import { contractLine } from './views.ts';

/** Who places an order, as the caps count: the client (IPv4, IPv6 /64) and the e-mail. */
export interface Holder {
  client: string;
  /** Lower-cased. */
  email: string;
}

const DAY_MS = 24 * 3600_000;

/** The pieces the lines took from stock. */
export const heldPieces = (lines: readonly StoredOrderLine[]): number =>
  lines.reduce((sum, line) => sum + (line.reserved ? line.quantity : 0), 0);

/** The pieces a basket would take: its lines of counted products. */
export const piecesToHold = (
  lines: readonly StoredOrderLine[],
  products: ReadonlyMap<number, { stock: number | null }>,
): number =>
  lines.reduce((sum, line) => sum + (products.get(line.id)?.stock != null ? line.quantity : 0), 0);

const holdsPieces = sql`${orders.lines} @> '[{"reserved": true}]'::jsonb`;
/** Unpaid, new and within its time: its pieces are held. */
const open = () =>
  and(
    eq(orders.payment_status, 'pending'),
    eq(orders.done, OrderStatus.New),
    gt(orders.expires_at, sql`now()`),
  );
const byHolder = (who: Holder) =>
  or(eq(orders.client_key, who.client), sql`lower(${orders.email}) = ${who.email}`);

export class StockHolds {
  constructor(
    private readonly db: Db,
    readonly limits: HoldLimits,
    /** Settles an unpaid order whose time is up (the gateway is asked first). */
    private readonly settleDue: (row: OrderRow) => Promise<void>,
  ) {}

  /**
   * Refuses an order that would hold `pieces`: more than the cap by itself (422); past the cap
   * with what its client or e-mail holds already (429, until the earliest of those ends); or
   * after too many of their unpaid orders expired in a day (429). Asked before the payment is
   * registered, and again in the order's transaction after `lock`, where it is the one that counts.
   */
  async refuse(q: Db | Tx, who: Holder, pieces: number): Promise<void> {
    const { pieces: cap, unpaidPerDay } = this.limits;
    if (pieces === 0) return;
    if (cap && pieces > cap) throw invalid({ products: [holdMessages.orderPieces(cap)] });
    if (unpaidPerDay) {
      const lapsed = await q
        .select({ created_at: orders.created_at })
        .from(orders)
        .where(
          and(
            byHolder(who),
            eq(orders.payment_status, 'expired'),
            gt(orders.created_at, new Date(Date.now() - DAY_MS)),
            holdsPieces,
          ),
        )
        .orderBy(desc(orders.created_at))
        .limit(unpaidPerDay);
      if (lapsed.length >= unpaidPerDay) {
        const oldest = lapsed[lapsed.length - 1]!.created_at.getTime();
        throw tooMany(holdMessages.unpaid, oldest + DAY_MS - Date.now());
      }
    }
    if (!cap) return;
    const held = await q
      .select({
        lines: orders.lines,
        client_key: orders.client_key,
        email: orders.email,
        expires_at: orders.expires_at,
      })
      .from(orders)
      .where(and(open(), byHolder(who)));
    let byClient = 0;
    let byEmail = 0;
    let firstEnds = Infinity;
    for (const row of held) {
      const n = heldPieces(row.lines);
      if (n === 0) continue;
      if (row.client_key === who.client) byClient += n;
      if (row.email.toLowerCase() === who.email) byEmail += n;
      firstEnds = Math.min(firstEnds, row.expires_at.getTime());
    }
    if (Math.max(byClient, byEmail) + pieces > cap) {
      throw tooMany(holdMessages.clientPieces(cap), firstEnds - Date.now());
    }
  }

  /** Orders of one client or one e-mail are placed one at a time until the transaction ends. */
  async lock(tx: Tx, who: Holder): Promise<void> {
    for (const key of [`hold-client:${who.client}`, `hold-email:${who.email}`].sort()) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
    }
  }

  /**
   * The payer asks for more time, once, while the order is open. Not for a card: the bank's
   * payment page closes at the time it was given when the order was placed.
   */
  async extend(token: string): Promise<HoldExtended> {
    if (this.limits.extendSeconds > 0) {
      const [row] = await this.db
        .update(orders)
        .set({
          expires_at: sql`${orders.expires_at} + make_interval(secs => ${this.limits.extendSeconds})`,
          hold_extended: true,
          updated_at: new Date(),
        })
        .where(
          and(
            eq(orders.customer_token, token),
            open(),
            eq(orders.hold_extended, false),
            ne(orders.payment_type, PaymentType.Card),
          ),
        )
        .returning({ expires_at: orders.expires_at });
      if (row) return { expires_at: row.expires_at.toISOString(), hold_extended: true };
    }
    const [found] = await this.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.customer_token, token));
    if (!found) throw notFound(orderMessages.orderNotFound);
    throw conflict(holdMessages.notExtendable);
  }

  /** What the payer's order page says of the hold: until when, and whether `extend` takes it. */
  of(row: OrderRow, now = Date.now()): CustomerHold | null {
    const held =
      row.payment_status === 'pending' &&
      row.done === OrderStatus.New &&
      row.expires_at.getTime() > now &&
      heldPieces(row.lines) > 0;
    if (!held) return null;
    const { extendSeconds } = this.limits;
    return {
      expires_at: row.expires_at.toISOString(),
      extendable: extendSeconds > 0 && !row.hold_extended && row.payment_type !== PaymentType.Card,
      extend_minutes: Math.round(extendSeconds / 60),
    };
  }

  /**
   * Staff: the open orders that hold pieces, the first to end first: at most `HELD_LIST_MAX`
   * (a flood of unpaid orders from many addresses must not make one unbounded page).
   */
  async list(): Promise<HeldOrder[]> {
    const rows = await this.db
      .select()
      .from(orders)
      .where(and(open(), holdsPieces))
      .orderBy(asc(orders.expires_at), asc(orders.id))
      .limit(HELD_LIST_MAX);
    return rows.map(heldView);
  }

  /**
   * Staff: ends an open order's time to pay now and settles it as the sweeper would (the
   * gateway is asked first: a payment that did happen is kept), which gives its pieces back.
   */
  async release(id: number): Promise<void> {
    const [row] = await this.db
      .update(orders)
      .set({ expires_at: sql`now()`, updated_at: new Date() })
      .where(and(eq(orders.id, id), open(), holdsPieces))
      .returning();
    if (row) return this.settleDue(row);
    const [found] = await this.db.select({ id: orders.id }).from(orders).where(eq(orders.id, id));
    if (!found) throw notFound(orderMessages.orderNotFound);
    throw conflict(holdMessages.notHeld);
  }
}

function heldView(row: OrderRow): HeldOrder {
  const held = row.lines.filter((line) => line.reserved);
  return {
    id: row.id,
    name: row.name,
    surname: row.surname,
    email: row.email,
    client: row.client_key,
    payment_type: row.payment_type,
    pieces: heldPieces(held),
    lines: held.map(contractLine),
    hold_extended: row.hold_extended,
    expires_at: row.expires_at.toISOString(),
    created_at: row.created_at.toISOString(),
  };
}
