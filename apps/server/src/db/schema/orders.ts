import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';

export interface StoredOrderLine {
  id: number;
  title: string;
  /** The title in the customer's other languages (the contract's `products` leaves them out). */
  title_en?: string;
  title_ru?: string;
  model: string;
  price: number;
  quantity: number;
  /** The size chosen, for a product with sizes. */
  size?: string;
  /** The pieces were taken from the product's stock: a cancel gives them back. */
  reserved?: boolean;
  /** The price of one piece under its automatic promotion (issue 37), when one ran. */
  sale_price?: number;
}

/** How a sent order travels (issue 38): the carrier's name and address as they were then. */
export interface StoredShipment {
  carrier_id: number;
  carrier: string;
  number: string;
  url: string;
  sent_at: string;
}

/** A promotion an order used, and what it took off (issue 37). */
export interface StoredDiscount {
  promotion_id: number;
  name: string;
  name_en: string;
  name_ru: string;
  code: string | null;
  amount: number;
  /** The code made the order's delivery free. */
  free_delivery?: boolean;
}

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const amd = (name: string) => bigint(name, { mode: 'number' });

export const orders = pgTable(
  'orders',
  {
    // By default, not always: the id is drawn before the payment is registered at the gateway
    // (it is the order number the bank sees), then inserted with the order.
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    surname: text('surname').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    message: text('message').notNull().default(''),
    /** ISO 3166-1 alpha-2. */
    country: text('country').notNull().default('AM'),
    region: text('region').notNull(),
    address: text('address').notNull(),
    lines: jsonb('lines').$type<StoredOrderLine[]>().notNull(),
    subtotal: amd('subtotal').notNull(),
    /** AMD off the subtotal by promotions; `total` = subtotal − discount + delivery. */
    discount: amd('discount').notNull().default(0),
    discounts: jsonb('discounts').$type<StoredDiscount[]>().notNull().default([]),
    delivery: amd('delivery').notNull(),
    /**
     * Issue 38: collected in store at this pickup point (the shop address's number), with its
     * address and opening hours in the order's language as they were when it was placed.
     */
    pickup_point: integer('pickup_point'),
    pickup_address: text('pickup_address').notNull().default(''),
    pickup_hours: text('pickup_hours').notNull().default(''),
    total: amd('total').notNull(),
    payment_type: smallint('payment_type').notNull(),
    payment_status: text('payment_status').notNull().default('pending'),
    /** The gateway's id of the payment: RBS mdOrder, PayPal order id. */
    payment_id: text('payment_id').notNull(),
    /** Where the payer pays: RBS formUrl, PayPal approval link. */
    payment_url: text('payment_url').notNull(),
    /** Provider facts kept for checks and refunds (PayPal amount and capture id ...). */
    payment_details: jsonb('payment_details').$type<Record<string, unknown>>().notNull(),
    /** Paid (or to be paid) through the built-in test gateway or test Idram wallet: no money. */
    test_payment: boolean('test_payment').notNull().default(false),
    language: text('language').notNull().default('hy'),
    /** The unguessable part of the customer's link to the order (orders placed before: none). */
    customer_token: text('customer_token'),
    done: smallint('done').notNull().default(0),
    /** An unpaid order expires at this time (its pieces are held until then). */
    expires_at: at('expires_at').notNull(),
    /** The unpaid order's time was extended once (its payment page asked for more). */
    hold_extended: boolean('hold_extended').notNull().default(false),
    /**
     * Who placed it, as the caps on held pieces count clients: an IPv4 address or an IPv6 /64
     * (orders placed before: none).
     */
    client_key: text('client_key'),
    paid_at: at('paid_at'),
    /** Set when staff send it with a carrier and tracking number (issue 38). */
    shipment: jsonb('shipment').$type<StoredShipment>(),
    ...timestamps,
    /**
     * What the staff's text search looks in, kept by the database: name, surname, email and
     * phone lower-cased, the phone's digits alone, and `#` and the order number. A trigram
     * index on it serves any partial match.
     */
    search: text('search')
      .notNull()
      .generatedAlwaysAs(
        sql.raw(
          `lower(name || ' ' || surname || ' ' || email || ' ' || phone) || ' ' || ` +
            `regexp_replace(phone, '[^0-9]', '', 'g') || ' #' || id`,
        ),
      ),
  },
  (t) => [
    uniqueIndex('orders_payment_id_key').on(t.payment_id),
    uniqueIndex('orders_customer_token_key').on(t.customer_token),
    // The staff's list: newest first, also within one status or payment status.
    index('orders_created_idx').on(t.created_at, t.id),
    index('orders_done_created_idx').on(t.done, t.created_at),
    index('orders_payment_created_idx').on(t.payment_status, t.created_at),
    // The caps on pieces held and on unpaid orders, per client and per e-mail.
    index('orders_client_created_idx').on(t.client_key, t.created_at),
    index('orders_email_created_idx').on(sql`lower(${t.email})`, t.created_at),
    index('orders_search_trgm_idx').using('gin', t.search.op('gin_trgm_ops')),
    index('orders_open_payment_idx')
      .on(t.expires_at)
      .where(sql`${t.payment_status} in ('pending', 'refunding')`),
    index('orders_refund_due_idx')
      .on(t.id)
      .where(sql`${t.payment_status} = 'paid' and ${t.done} = 3`),
  ],
);

/**
 * Keys that make placing an order idempotent: `key:<hash of Idempotency-Key>` and
 * `basket:<hash of customer and basket>`. The primary key, not a lookup, decides which of two
 * simultaneous requests creates the order.
 */
export const orderClaims = pgTable(
  'order_claims',
  {
    key: text('key').primaryKey(),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The hash of the request the key was first used with. */
    fingerprint: text('fingerprint').notNull(),
    expires_at: at('expires_at').notNull(),
    created_at: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('order_claims_order_idx').on(t.order_id),
    index('order_claims_expiry_idx').on(t.expires_at),
  ],
);

/** Every change of an order's status or payment status: who, when, from, to. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'status' | 'payment'>().notNull(),
    from: text('from').notNull(),
    to: text('to').notNull(),
    /** A staff account's id (no foreign key: the record outlives the account); null: the shop. */
    actor_id: integer('actor_id'),
    actor_name: text('actor_name').notNull(),
    note: text('note').notNull().default(''),
    created_at: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.order_id, t.id)],
);

/**
 * Delivery zones as staff edit them (issue 38). The five zones the shop began with are seeded
 * by the migration under their old keys, with the fees and switches staff had set.
 */
export const deliveryZones = pgTable('delivery_zones', {
  zone: text('zone').primaryKey(),
  name: text('name').notNull(),
  name_en: text('name_en').notNull(),
  name_ru: text('name_ru').notNull(),
  /** ISO 3166-1 alpha-2 codes. */
  countries: jsonb('countries').$type<string[]>().notNull().default([]),
  /** Armenia's provinces, for a zone whose only country is Armenia; empty: whole countries. */
  regions: jsonb('regions').$type<string[]>().notNull().default([]),
  other_countries: boolean('other_countries').notNull().default(false),
  fee: integer('fee').notNull(),
  free_above: integer('free_above'),
  enabled: boolean('enabled').notNull().default(true),
  /** Customers here may collect their order at a pickup point instead, with no fee. */
  pickup: boolean('pickup').notNull().default(false),
  /** The order staff see them in: the seeded zones first, then in the order they were added. */
  position: integer('position').notNull(),
  ...timestamps,
});

/**
 * The shop addresses (contact information) customers may collect orders at, by the address's
 * number in the list (1: the first), with opening hours per language.
 */
export const pickupPoints = pgTable('pickup_points', {
  id: integer('id').primaryKey(),
  hours: text('hours').notNull(),
  hours_en: text('hours_en').notNull(),
  hours_ru: text('hours_ru').notNull(),
  ...timestamps,
});

/** Carriers staff send orders with (issue 38): the tracking address takes `{number}`. */
export const carriers = pgTable(
  'carriers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    tracking_url: text('tracking_url').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('carriers_name_key').on(sql`lower(${t.name})`)],
);

/** Staff notes on an order (issue 38): never shown to the customer. */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    /** No foreign key, as order events: the note outlives the account. */
    author_id: integer('author_id'),
    author_name: text('author_name').notNull(),
    created_at: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('order_notes_order_idx').on(t.order_id, t.id)],
);
