import { z } from 'zod';
import { contactFormFields, contactFormMessages as m, MESSAGE_MAX } from './content.ts';
import {
  canonicalRegion,
  e164Phone,
  HOME_COUNTRY,
  isArmenianRegion,
  orderCountry,
  zoneOfRegion,
  defaultZoneFees,
} from './countries.ts';
import { isCountryCode } from './country-names.ts';
import { inputString, listParam, requiredString, text } from './fields.ts';
import {
  ORDER_QUERY_MAX,
  orderStatuses,
  paymentStatuses,
  PaymentType,
  refundByShopMessage,
  regions,
  type OrderStatusId,
  type Region,
} from './order-options.ts';
import { paginationMeta, paginationQuery } from './pagination.ts';
import { codeField, discountLine } from './promotions.ts';
import { currencies } from './rates.ts';
import { feeField, orderPickup, pickupField } from './delivery-zones.ts';
import { staffMessages } from './staff-messages.ts';
import { normalizeSize } from './sizes.ts';

export * from './order-options.ts';
export * from './shop-days.ts';
export * from './countries.ts';
export * from './country-names.ts';
export * from './decline-reasons.ts';
export * from './delivery-zones.ts';

/** Delivery fees (AMD) of the legacy regions until staff change them: their zones' fees. */
export const defaultDeliveryFees: Record<Region, number> = Object.fromEntries(
  regions.map((r) => [r, defaultZoneFees[zoneOfRegion(r)]]),
) as Record<Region, number>;

export const QUANTITY_MAX = 100;
export const REGION_MAX = 100;
export const BASKET_LINES_MAX = 100;
export const ADDRESS_MAX = 1000;

export const orderMessages = {
  basketEmpty: 'Your basket is empty.',
  basketFormat: 'The products must be a list (or a JSON string of a list) of {id, quantity}.',
  basketTooLong: `At most ${BASKET_LINES_MAX} different products per order.`,
  quantity: `The quantity must be a whole number from 1 to ${QUANTITY_MAX}.`,
  productId: 'Each product needs the id of a product.',
  idramUnavailable:
    'Payment by Idram is not available at the moment. Please choose another payment type.',
  country: 'Please choose a country.',
  zoneClosed: 'We do not deliver to this country at the moment.',
  regionMax: `The region may not be greater than ${REGION_MAX} characters.`,
  cardUnavailable: 'Card payments are not available at the moment.',
  paypalUnavailable: 'PayPal payments are not available at the moment.',
  gatewayDown: staffMessages.gatewayDown,
  orderNotFound: staffMessages.orderNotFound,
  refundByShop: refundByShopMessage,
  tooLateToCancel:
    'This order is already on its way (or delivered), so it can no longer be cancelled. Please contact the shop.',
  paid: 'Request processed successfully',
  size: 'The size must be one of the product’s sizes.',
  soldOut: 'Sorry, a piece in your basket has just sold out.',
} as const;

/** Why a basket line is refused, naming the product as the storefront finds it ("product 12"). */
export const lineMessages = {
  sizeMissing: (title: string, id: number, sizes: readonly string[]) =>
    `“${title}” (product ${id}) needs a size: choose one of ${sizes.join(', ')}.`,
  sizeUnknown: (title: string, id: number, size: string, sizes: readonly string[]) =>
    sizes.length
      ? `“${title}” (product ${id}) has no size ${size}: choose one of ${sizes.join(', ')}.`
      : `“${title}” (product ${id}) comes in one size: send it without a size.`,
  soldOut: (title: string, id: number, size?: string) =>
    size
      ? `“${title}” (product ${id}) in size ${size} is sold out.`
      : `“${title}” (product ${id}) is sold out.`,
  fewLeft: (title: string, id: number, left: number, size?: string) =>
    `Only ${left} of “${title}” (product ${id})${size ? ` in size ${size}` : ''} ${left === 1 ? 'is' : 'are'} left.`,
} as const;

const quantityField = z.coerce
  .number({ error: orderMessages.quantity })
  .int(orderMessages.quantity)
  .min(1, orderMessages.quantity)
  .max(QUANTITY_MAX, orderMessages.quantity);

/** One basket line. Only `id` and `quantity` are read: a price or title sent along is ignored. */
export const basketLine = z.object({
  id: z.coerce
    .number({ error: orderMessages.productId })
    .int(orderMessages.productId)
    .positive(orderMessages.productId)
    .max(2_147_483_647, orderMessages.productId),
  quantity: quantityField,
  /**
   * **beyond**: the chosen size, for a product with sizes (a number is read as its text); absent
   * or empty for a product without. Old clients send none.
   */
  size: z
    .union([z.string(), z.number(), z.null()], { error: orderMessages.size })
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === null || value === '') return undefined;
      const size = normalizeSize(value);
      if (size === null) {
        ctx.addIssue({ code: 'custom', message: orderMessages.size });
        return z.NEVER;
      }
      return size;
    }),
});
export type BasketLine = z.infer<typeof basketLine>;

/** A basket as the storefront keeps it: a JSON string or an array of product objects. */
function basketOf<L extends z.ZodType>(line: L) {
  return z
    .union([inputString(), z.array(z.unknown())], { error: orderMessages.basketEmpty })
    .transform((value, ctx) => {
      if (typeof value !== 'string') return value;
      if (value.trim() === '') return [];
      try {
        return JSON.parse(value) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: orderMessages.basketFormat });
        return z.NEVER;
      }
    })
    .pipe(
      z
        .array(line, { error: orderMessages.basketFormat })
        .min(1, orderMessages.basketEmpty)
        .max(BASKET_LINES_MAX, orderMessages.basketTooLong),
    );
}

export const basketField = basketOf(basketLine);

const paymentTypeField = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
  z.union(
    [z.literal(PaymentType.Card), z.literal(PaymentType.Idram), z.literal(PaymentType.PayPal)],
    { error: m.paymentTypeRequired },
  ),
);

export const paymentLanguages = ['hy', 'en', 'ru'] as const;

/** Where an order goes, as the checkout (or an old client) sends it. */
const destinationFields = {
  /** ISO 3166-1 alpha-2; absent: Armenia, or the country an old-style region names. */
  country: inputString({ error: orderMessages.country })
    .trim()
    .toUpperCase()
    .refine(isCountryCode, orderMessages.country)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** An Armenian province (the keys of `regions`) in Armenia; a free region or state elsewhere. */
  region: inputString({ error: m.regionRequired })
    .trim()
    .max(REGION_MAX, orderMessages.regionMax)
    .nullish()
    .transform((v) => v ?? ''),
};

/**
 * The country, region and zone of an order, its phone number as E.164: the rules that need
 * the country. Issues name the field the customer has to fix.
 */
function destination<T extends { country?: string | undefined; region: string; phone: string }>(
  body: T,
  ctx: z.RefinementCtx,
) {
  const country = orderCountry(body.country, body.region);
  let region = canonicalRegion(body.region);
  if (country === HOME_COUNTRY && !isArmenianRegion(region)) {
    ctx.addIssue({ code: 'custom', path: ['region'], message: m.regionRequired });
  } else if (country !== HOME_COUNTRY && body.country === undefined) {
    // An old client's "Russia" or "USA": the region names the country, as it always did.
    region = body.region;
  }
  const phone = e164Phone(body.phone, country);
  if (!phone) ctx.addIssue({ code: 'custom', path: ['phone'], message: m.phoneFormat });
  return { ...body, country, region, phone: phone ?? body.phone };
}

export const placeOrderBody = z
  .object({
    name: contactFormFields.name,
    surname: contactFormFields.surname,
    email: contactFormFields.email,
    phone: requiredString(m.phoneRequired, 40, m.phoneFormat),
    ...destinationFields,
    address: requiredString(
      m.addressRequired,
      ADDRESS_MAX,
      `The address may not be greater than ${ADDRESS_MAX} characters.`,
    ),
    message: inputString({ error: 'The message must be a text.' })
      .trim()
      .max(MESSAGE_MAX, m.messageMax)
      .nullish()
      .transform((v) => v ?? ''),
    paymentType: paymentTypeField,
    products: basketField,
    /** The language of the payment page and the e-mails; Armenian when absent. */
    language: z.enum(paymentLanguages).optional(),
    /** **beyond** (issue 37): a discount code; refused with a 422 under `code`. */
    code: codeField,
    /** **beyond** (issue 38): collect in store at this pickup point, with no delivery fee. */
    pickup: pickupField,
  })
  .transform(destination);
export type PlaceOrderBody = z.infer<typeof placeOrderBody>;

export const IDEMPOTENCY_KEY_MAX = 255;
export const placeOrderHeaders = z.object({
  'idempotency-key': inputString()
    .trim()
    .min(1, 'The Idempotency-Key may not be empty.')
    .max(IDEMPOTENCY_KEY_MAX, `The Idempotency-Key may not be longer than ${IDEMPOTENCY_KEY_MAX}.`)
    .optional(),
});

/** `orderId` is the gateway's id of the payment; `orderNumber` is the shop's order id. */
export const cardOrderStarted = z.object({
  orderId: z.string(),
  formUrl: z.string(),
  orderNumber: z.number().int(),
});
export const paypalOrderStarted = z.object({
  orderId: z.string(),
  approval_url: z.string(),
  orderNumber: z.number().int(),
});
export const orderStarted = z.union([cardOrderStarted, paypalOrderStarted]);
export type OrderStarted = z.infer<typeof orderStarted>;

export const paymentCheckBody = z.object({
  orderId: z
    .union([inputString(), z.number()], { error: 'The orderId field is required.' })
    .transform(String)
    .pipe(z.string().trim().min(1, 'The orderId field is required.').max(200)),
});

/** RBS numbering of `orderStatus`: 0 registered, 2 paid, 3 reversed, 4 refunded, 6 declined. */
export const paymentCheckResponse = z.object({
  orderStatus: z.number().int(),
  actionCodeDescription: z.string(),
  /** **beyond**: the gateway's RBS action code (0 when it gave none), for a reason in the payer's language. */
  actionCode: z.number().int(),
  payment_status: z.enum(paymentStatuses),
  orderNumber: z.number().int(),
  /**
   * **beyond**: the token of the customer's order page (`/order/<token>`): lines, totals,
   * delivery address, next steps. Only for the browser that placed the order (the order link
   * the place-order answer kept in its cookie); null for anyone else, who gets the status only.
   */
  order_token: z.string().nullable(),
});
export type PaymentCheckResponse = z.infer<typeof paymentCheckResponse>;

export const orderLine = z.object({
  id: z.number().int(),
  title: z.string(),
  model: z.string(),
  price: z.number().int(),
  quantity: z.number().int(),
  /** **beyond**: the size chosen; only on lines of products with sizes. */
  size: z.string().optional(),
});
export type OrderLine = z.infer<typeof orderLine>;

export const order = z.object({
  id: z.number().int(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  /** **beyond**: ISO 3166-1 alpha-2. */
  country: z.string(),
  region: z.string(),
  address: z.string(),
  /**
   * The lines as priced at order time, a JSON string of `[{id, title, model, price, quantity}]`
   * (**beyond**: `size` on a line with one).
   */
  products: z.string(),
  /** AMD, delivery included. */
  total: z.number().int(),
  delivery: z.number().int(),
  subtotal: z.number().int(),
  /** **beyond** (issue 37): AMD promotions took off; `total` = subtotal − discount + delivery. */
  discount: z.number().int(),
  /** **beyond**: each promotion the order used, with its name and code when it had one. */
  discounts: z.array(discountLine),
  payment_type: z.number().int(),
  payment_status: z.enum(paymentStatuses),
  /** The gateway's id of the payment (RBS mdOrder, PayPal order id). */
  payment_id: z.string(),
  /**
   * **beyond**: paid (or to be paid) through the shop's built-in test gateway or test Idram
   * wallet, so no money was taken.
   */
  test_payment: z.boolean(),
  done: z.number().int(),
  /**
   * **beyond** (issue 38): collected in store: `done` 1 then means ready for pickup, 2 collected.
   */
  pickup: orderPickup,
  created_at: z.string(),
  updated_at: z.string(),
});
export type Order = z.infer<typeof order>;

const FIRST_YEAR = '1900';

const isoDay = (label: string) =>
  z
    .string({ error: `The ${label} field is required.` })
    .trim()
    .refine(
      (v) => {
        if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
        const d = new Date(`${v}T00:00:00Z`);
        return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
      },
      { error: `The ${label} must be a date as YYYY-MM-DD.` },
    )
    // Years before 1900 are no shop's orders, and year 0 does not exist for PostgreSQL.
    .refine((v) => !/^\d{4}/.test(v) || v.slice(0, 4) >= FIRST_YEAR, {
      error: `The ${label} must not be before ${FIRST_YEAR}.`,
    });

/** Days in the shop's time zone, both included. */
export const orderFilterBody = z
  .object({ startDate: isoDay('start date'), endDate: isoDay('end date') })
  .refine((b) => b.startDate <= b.endDate, {
    path: ['endDate'],
    error: 'The end date must not be before the start date.',
  });
export type OrderFilterBody = z.infer<typeof orderFilterBody>;

export const orderStatusParams = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  done: z.coerce
    .number({ error: 'The done value must be 0, 1, 2 or 3.' })
    .int('The done value must be 0, 1, 2 or 3.')
    .min(0, 'The done value must be 0, 1, 2 or 3.')
    .max(3, 'The done value must be 0, 1, 2 or 3.'),
});

export const orderEvent = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  /** `status` (the `done` value) or `payment` (the payment status). */
  kind: z.enum(['status', 'payment']),
  from: z.string(),
  to: z.string(),
  /** The staff member who made the change; null when the shop or the gateway made it. */
  actor_id: z.number().int().nullable(),
  actor_name: z.string(),
  note: z.string(),
  created_at: z.string(),
});
export type OrderEvent = z.infer<typeof orderEvent>;

export const deliveryFee = z.object({ region: z.enum(regions), fee: z.number().int() });
export type DeliveryFee = z.infer<typeof deliveryFee>;

export const deliveryFeesBody = z.object({
  fees: z
    .array(
      z.object({
        region: z.enum(regions, { error: m.regionRequired }),
        fee: feeField,
      }),
      { error: 'The fees must be a list of {region, fee}.' },
    )
    .min(1, 'Send at least one fee.')
    .max(regions.length, 'One fee per region.'),
});
export type DeliveryFeesBody = z.infer<typeof deliveryFeesBody>;

/** The payment types this shop can take now: the checkout offers exactly these. */
export const paymentMethods = z.object({
  data: z.array(z.object({ id: z.number().int(), name: z.enum(['card', 'idram', 'paypal']) })),
});
export type PaymentMethods = z.infer<typeof paymentMethods>;

/** A basket line as the storefront priced it when the product was put in the basket. */
const quotedLine = basketLine.extend({
  price: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
});

export const quoteBody = z.object({
  products: basketOf(quotedLine),
  ...destinationFields,
  /** The visitor's display currency; AMD when absent. */
  currency: z.enum(currencies).optional(),
  /** **beyond**: a discount code (any case); a code the order could not use is a 422. */
  code: codeField,
  /** **beyond** (issue 38): collect in store at this pickup point; a 422 where it is not offered. */
  pickup: pickupField,
});
export type QuoteBody = z.infer<typeof quoteBody>;

export const quote = z.object({
  /**
   * Each line as it would be charged now, `total` = price × quantity; `left`: the pieces this
   * line may hold, those left of its product (or of its size, when sizes are counted apart)
   * less what the earlier lines of the same stock take; null when the shop does not count them.
   */
  lines: z.array(
    orderLine.extend({
      total: z.number().int(),
      left: z.number().int().nullable(),
      /** **beyond**: the price of one piece under its automatic promotion; null: none. */
      sale_price: z.number().int().nullable(),
    }),
  ),
  /** AMD: the lines at their catalogue prices (`price` × `quantity`). */
  subtotal: z.number().int(),
  /** **beyond**: AMD off the subtotal, all promotions together (`total` has it taken off). */
  discount: z.number().int(),
  /** **beyond**: one line per promotion applied: each line's best sale, then the code. */
  discounts: z.array(discountLine),
  /** **beyond**: the code applied (upper-case); null: none sent. */
  code: z.string().nullable(),
  /** null until the destination is known (a province in Armenia, else a country). */
  delivery: z.number().int().nullable(),
  /** AMD: what the payment charges (delivery included once known). */
  total: z.number().int(),
  currency: z.literal('AMD'),
  /** The total in the display currency at today's rate (what is charged is `total` AMD). */
  display: z.object({ currency: z.enum(currencies), rate: z.number(), total: z.number() }),
  /**
   * Lines whose price differs from the one the basket had: `was` sent, `now` charged (the
   * sale price when one runs).
   */
  changed: z.array(
    z.object({ id: z.number().int(), was: z.number().int(), now: z.number().int() }),
  ),
  /** False when the destination's zone is switched off. */
  deliverable: z.boolean(),
});
export type Quote = z.infer<typeof quote>;

export const CUSTOMER_TOKEN_MAX = 100;
const tokenRule = 'The order link is not valid.';
export const customerTokenParams = z.object({
  /** base64url, as the shop makes it. */
  token: z
    .string()
    .max(CUSTOMER_TOKEN_MAX, tokenRule)
    .regex(/^[\w-]+$/, tokenRule),
});

/** **beyond**: how long an unpaid order keeps its pieces, as its payer sees it. */
export const customerHold = z.object({
  expires_at: z
    .string()
    .describe('ISO 8601: the end of the time to pay, when the pieces go back on sale'),
  extendable: z
    .boolean()
    .describe(
      '`POST /payment/order/{token}/extend` would add `extend_minutes`: the time was not ' +
        'extended yet, the payment is not by card, and the shop allows extensions',
    ),
  extend_minutes: z
    .number()
    .int()
    .describe('what the one extension adds (`ORDER_HOLD_EXTEND_MINUTES`; 0: none)'),
});
export type CustomerHold = z.infer<typeof customerHold>;

/** How the parcel travels (issue 38), as the customer's page and e-mail show it. */
export const shipment = z.object({
  carrier: z.string(),
  number: z.string(),
  /** The parcel's page at its carrier. */
  url: z.string(),
  sent_at: z.string(),
});
export type Shipment = z.infer<typeof shipment>;

/** An order as its customer sees it through the link in their e-mail. */
export const customerOrder = z.object({
  id: z.number().int(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  phone: z.string(),
  country: z.string(),
  region: z.string(),
  address: z.string(),
  lines: z.array(orderLine),
  subtotal: z.number().int(),
  /** **beyond** (issue 37): AMD promotions took off, and each promotion used. */
  discount: z.number().int(),
  discounts: z.array(discountLine),
  delivery: z.number().int(),
  total: z.number().int(),
  payment_type: z.number().int(),
  payment_status: z.enum(paymentStatuses),
  done: z.number().int(),
  /** **beyond** (issue 38): collected in store: `done` 1 ready for pickup, 2 collected. */
  pickup: orderPickup,
  /** The customer may cancel it now: it is new (not yet in transit) and no refund is under way. */
  cancellable: z.boolean(),
  language: z.string(),
  created_at: z.string(),
  hold: customerHold
    .nullable()
    .describe(
      '**beyond**: while the order is unpaid, open and holds pieces of counted products, ' +
        'until when it holds them; null otherwise (paid, closed, past its time, or nothing counted)',
    ),
  shipment: shipment
    .nullable()
    .describe('**beyond** (issue 38): the carrier and tracking number once sent; null otherwise'),
});
export type CustomerOrder = z.infer<typeof customerOrder>;

const doneRule = 'The done value must be 0, 1, 2 or 3.';
const doneItem = z
  .string()
  .regex(/^\d$/, doneRule)
  .transform(Number)
  .refine((n): n is OrderStatusId => (orderStatuses as readonly number[]).includes(n), doneRule);
const paymentStatusItem = z.enum(paymentStatuses, {
  error: `The payment status must be one of ${paymentStatuses.join(', ')}.`,
});

const dayRange = {
  from: isoDay('from date').optional().describe('YYYY-MM-DD, shop time, included'),
  to: isoDay('to date').optional().describe('YYYY-MM-DD, shop time, included'),
};
const fromNotAfterTo = (q: { from?: string; to?: string }) =>
  q.from === undefined || q.to === undefined || q.from <= q.to;
const fromToRule = { path: ['to'], error: 'The to date must not be before the from date.' };

/**
 * The staff's order list. Without any of these parameters the answer is the whole array, as
 * the contract has it; with any, one page (newest first) and its `meta`.
 */
export const orderListQuery = paginationQuery
  .extend({
    ...dayRange,
    done: listParam('done', doneItem, orderStatuses.length).describe(
      'statuses 0..3, repeated or comma-separated',
    ),
    payment_status: listParam('payment status', paymentStatusItem, paymentStatuses.length).describe(
      `payment statuses (${paymentStatuses.join(', ')}), repeated or comma-separated`,
    ),
    query: text('query', ORDER_QUERY_MAX)
      .trim()
      .optional()
      .describe('part of the name, surname, email, phone or order number; any case'),
    tries: z
      .enum(['all', 'grouped'], { error: 'The tries must be all or grouped.' })
      .optional()
      .describe(
        '**beyond** (issue 38): `grouped` leaves out declined and expired tries that the same ' +
          'e-mail followed with another order within a day (“Try again”); `all` (the default) ' +
          'lists every order',
      ),
  })
  .refine(fromNotAfterTo, fromToRule);
export type OrderListQuery = z.infer<typeof orderListQuery>;

export const orderPage = z.object({ data: z.array(order), meta: paginationMeta });
export type OrderPage = z.infer<typeof orderPage>;

export const STATS_DAYS_DEFAULT = 30;
export const STATS_DAYS_MAX = 366;

/** Stats over days in the shop's time zone; by default the last 30 days up to today. */
export const orderStatsQuery = z.object(dayRange).refine(fromNotAfterTo, fromToRule);
export type OrderStatsQuery = z.infer<typeof orderStatsQuery>;

const countOf = z.number().int();
export const orderStats = z.object({
  from: z.string(),
  to: z.string(),
  /** Orders placed in the range. */
  count: countOf,
  /** AMD of the range's paid orders (cancelled ones left out). */
  revenue: countOf,
  /** **beyond** (issue 38): orders paid and kept (not refunded, not cancelled). */
  kept: countOf,
  by_status: z.record(z.enum(['0', '1', '2', '3']), countOf),
  by_payment_status: z.record(z.enum(paymentStatuses), countOf),
  /** Every day of the range, oldest first, with no gaps. */
  days: z.array(z.object({ day: z.string(), count: countOf, revenue: countOf, kept: countOf })),
});
export type OrderStats = z.infer<typeof orderStats>;

/** **beyond**: an unpaid order's time to pay (and so its hold on pieces), after an extension. */
export const holdExtended = z.object({
  expires_at: z.string(),
  hold_extended: z.literal(true),
});
export type HoldExtended = z.infer<typeof holdExtended>;

/** **beyond**: an unpaid order holding pieces of counted products, as staff see it. */
export const heldOrder = z.object({
  id: z.number().int(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  /** Where it was placed from: an IPv4 address or an IPv6 /64; null for older orders. */
  client: z.string().nullable(),
  payment_type: z.number().int(),
  /** The pieces it holds, and the lines that hold them. */
  pieces: z.number().int(),
  lines: z.array(orderLine),
  hold_extended: z.boolean(),
  expires_at: z.string(),
  created_at: z.string(),
});
export type HeldOrder = z.infer<typeof heldOrder>;

/** The most held orders staff are shown at once; the others end soon after them. */
export const HELD_LIST_MAX = 200;

export { holdMessages, holdRefusalOf, type HoldRefusal } from './hold-messages.ts';
