import { z } from 'zod';
import { defineEndpoints } from '../endpoint.ts';
import { errorBody, messageAnswer } from '../errors.ts';
import { idParam } from '../fields.ts';
import {
  customerOrder,
  customerTokenParams,
  deliveryFee,
  deliveryFeesBody,
  deliveryZonesBody,
  deliveryZoneBody,
  deliveryZoneParams,
  newDeliveryZoneBody,
  pickupPointsBody,
  pickupPointView,
  deliveryZoneView,
  HELD_LIST_MAX,
  heldOrder,
  holdExtended,
  order,
  orderEvent,
  orderFilterBody,
  orderListQuery,
  orderPage,
  orderStarted,
  orderStats,
  orderStatsQuery,
  orderStatusParams,
  paymentCheckBody,
  paymentCheckResponse,
  paymentMethods,
  placeOrderBody,
  placeOrderHeaders,
  quote,
  quoteBody,
  STATS_DAYS_DEFAULT,
  STATS_DAYS_MAX,
} from '../orders.ts';
import { access } from '../roles.ts';
import { SHOP_TIME_ZONE } from '../shop-days.ts';

const tags = ['orders'];
const orderList = z.array(order);
const oneOrder = z.object({ data: order });
const theCustomersOrder = z.object({ data: customerOrder });
const fees = z.object({ data: z.array(deliveryFee) });
const zones = z.object({ data: z.array(deliveryZoneView) });
const oneZone = z.object({ data: deliveryZoneView });
const pickupPoints = z.object({ data: z.array(pickupPointView) });

export const orderEndpoints = defineEndpoints({
  'POST /payment/signIn': {
    access: access.public,
    tags,
    summary: 'Place an order and start its payment',
    description:
      'Every line is priced from the catalogue (a price sent by the client is ignored) and ' +
      'the region’s delivery fee is added. 201 with the payment page for a new order; 200 ' +
      'with the same answer when an `Idempotency-Key` (kept a day) or the same customer and ' +
      'basket (within the duplicate window, 30 s by default) already placed it. A product ' +
      'with sizes needs the line’s `size` (422 otherwise). Counted pieces are reserved with ' +
      'the order until it is paid (kept) or declined, expired or cancelled (given back); ' +
      'a line asking for more than is left: 409 `{message, errors: {products: [...]}}`. ' +
      'An unpaid order holds at most `ORDER_HOLD_PIECES` counted pieces (422), as do all ' +
      'open orders of one client or e-mail together (429), and a client or e-mail whose ' +
      'unpaid orders expired `ORDER_UNPAID_LIMIT` times in a day waits (429).',
    headers: placeOrderHeaders,
    body: placeOrderBody,
    responses: {
      200: orderStarted,
      201: orderStarted,
      409: errorBody,
      422: errorBody,
      429: errorBody,
      502: errorBody,
      503: errorBody,
    },
  },
  'POST /payment/check': {
    access: access.public,
    tags,
    summary: 'Ask the gateway about a payment and record the answer',
    description:
      '`orderId` is the gateway’s id from the place-order answer (the return page gets it as ' +
      '`?orderId=`). orderStatus 2 with "Request processed successfully" means paid. ' +
      '`order_token` (the customer’s order link) only to the browser that placed the order ' +
      '(its cookie); null to anyone else. Each check asks the gateway: 429 with Retry-After ' +
      'past the checks one address may make in ten minutes (`PAYMENT_CHECK_IP_LIMIT`).',
    body: paymentCheckBody,
    responses: {
      200: paymentCheckResponse,
      404: errorBody,
      422: errorBody,
      429: errorBody,
      502: errorBody,
      503: errorBody,
    },
  },
  'GET /payment/orders': {
    access: access.orderDesk,
    tags,
    summary: 'All orders, newest first; with any filter or page parameter, one page and meta',
    description:
      'Without parameters: the whole array, as ever. With any of `page`, `per_page` ' +
      '(1..100, default 20), `from`, `to` (days in the shop’s time zone, ' +
      `${SHOP_TIME_ZONE}, both included), \`done\`, \`payment_status\` or \`query\`: ` +
      '`{data, meta: {page, per_page, total}}`, newest first. A pending payment past its ' +
      'time counts as expired, as the order shows it.',
    query: orderListQuery,
    responses: { 200: z.union([orderList, orderPage]), 422: errorBody },
  },
  'GET /payment/orders/stats': {
    access: access.orderDesk,
    tags,
    summary: 'Order counts by status and payment status, paid revenue and a per-day series',
    description:
      `Over the days \`from\`..\`to\` (shop time, both included; by default the last ` +
      `${STATS_DAYS_DEFAULT} days up to today; at most ${STATS_DAYS_MAX} days). Revenue is ` +
      'the total of paid orders that are not cancelled.',
    query: orderStatsQuery,
    responses: { 200: orderStats, 422: errorBody },
  },
  'POST /payment/filter': {
    access: access.orderDesk,
    tags,
    summary: 'Orders placed between two days, both included',
    description: `Days are YYYY-MM-DD in the shop’s time zone, ${SHOP_TIME_ZONE}.`,
    body: orderFilterBody,
    responses: { 200: orderList, 422: errorBody },
  },
  'GET /payment/doneOrInProgress/:id/:done': {
    access: access.orderDesk,
    tags,
    summary: 'Move an order on: new → in transit → done',
    description:
      '`done` is the status the caller last saw; 409 when the order has moved since, or ' +
      'cannot move on (not paid, done, cancelled). Answers all orders.',
    params: orderStatusParams,
    responses: { 200: orderList, 404: errorBody, 409: errorBody, 422: errorBody },
  },
  'GET /payment/orders/:id': {
    access: access.orderDesk,
    tags,
    summary: 'One order',
    params: idParam,
    responses: { 200: oneOrder, 404: errorBody },
  },
  'GET /payment/orders/:id/history': {
    access: access.orderDesk,
    tags,
    summary: 'Every status and payment change of an order: who, when, from, to',
    params: idParam,
    responses: { 200: z.object({ data: z.array(orderEvent) }), 404: errorBody },
  },
  'POST /payment/orders/:id/cancel': {
    access: access.orderDesk,
    tags,
    summary: 'Cancel a new order (status 3), refunding its payment if paid',
    description: 'Only a new order (done 0) can be cancelled; in transit or done: 409.',
    params: idParam,
    responses: { 200: oneOrder, 404: errorBody, 409: errorBody, 502: errorBody },
  },
  'GET /payment/delivery': {
    access: access.public,
    tags,
    summary: 'Delivery fee (AMD) of each region',
    responses: { 200: fees },
  },
  'GET /payment/methods': {
    access: access.public,
    tags,
    summary: 'The payment types this shop takes now (PayPal only when configured)',
    responses: { 200: paymentMethods },
  },
  'POST /payment/quote': {
    access: access.public,
    tags,
    summary: 'Price a basket as placing it would: lines, delivery, total (AMD), display total',
    description:
      'Lines are priced from the catalogue; a `price` sent with a line is only compared: ' +
      '`changed` lists the lines whose price is no longer the one the basket had. Delivery is ' +
      'null until the destination is known (`country`, and a province in Armenia).',
    body: quoteBody,
    responses: { 200: quote, 422: errorBody },
  },
  'GET /payment/zones': {
    access: access.public,
    tags,
    summary:
      'Delivery zones: where each delivers, its fee (AMD) and whether orders to it are taken',
    description:
      'Staff edit the list; it began as Yerevan, Armenia (the other provinces), Russia, USA and ' +
      'World (every other country). An order goes to the zone naming its province (in Armenia), ' +
      'else the zone naming its country, else the zone of every other country; none: not ' +
      'delivered. `free_above`: goods (after discounts) from this amount travel free.',
    responses: { 200: zones },
  },
  'PUT /payment/zones': {
    access: access.orderDesk,
    tags,
    summary: 'Change the fee, free-above amount or switch of some zones',
    body: deliveryZonesBody,
    responses: { 200: zones, 401: errorBody, 403: errorBody, 422: errorBody },
  },
  'POST /payment/zones': {
    access: access.deliveryZones,
    tags,
    summary: 'Add a delivery zone',
    description:
      'A country (or, in Armenia, a province) is delivered by one zone only; one zone at most ' +
      'takes every other country. The checkout quotes with it at once.',
    body: newDeliveryZoneBody,
    responses: { 201: oneZone, 401: errorBody, 403: errorBody, 422: errorBody },
  },
  'PUT /payment/zones/:zone': {
    access: access.deliveryZones,
    tags,
    summary: 'Change a delivery zone: names, countries or provinces, fee, free above, switch',
    params: deliveryZoneParams,
    body: deliveryZoneBody,
    responses: { 200: oneZone, 401: errorBody, 403: errorBody, 404: errorBody, 422: errorBody },
  },
  'DELETE /payment/zones/:zone': {
    access: access.deliveryZones,
    tags,
    summary: 'Delete a zone staff added (its countries then go to the zone of every other country)',
    description: 'The five seeded zones cannot be deleted (409): switch one off instead.',
    params: deliveryZoneParams,
    responses: {
      200: messageAnswer,
      401: errorBody,
      403: errorBody,
      404: errorBody,
      409: errorBody,
    },
  },
  'GET /payment/pickup-points': {
    access: access.public,
    tags,
    summary: 'The shop addresses customers may collect their orders at, with opening hours',
    description:
      'Each is a contact-information address, by its number in the list (1: the first); ' +
      'the checkout offers them in the zones that allow collecting (`pickup`).',
    responses: { 200: pickupPoints },
  },
  'PUT /payment/pickup-points': {
    access: access.deliveryZones,
    tags,
    summary: 'Choose the pickup points: the addresses (by number) and their opening hours',
    body: pickupPointsBody,
    responses: { 200: pickupPoints, 401: errorBody, 403: errorBody, 422: errorBody },
  },
  'GET /payment/order/:token': {
    access: access.public,
    tags,
    summary: 'The customer’s order, through the link in their confirmation e-mail',
    description:
      'While the order is unpaid and holds pieces, `hold` says until when and whether its ' +
      'payer may still extend that (`POST /payment/order/{token}/extend`); null otherwise.',
    params: customerTokenParams,
    responses: { 200: theCustomersOrder, 404: errorBody, 422: errorBody },
  },
  'POST /payment/order/:token/cancel': {
    access: access.public,
    tags,
    summary: 'The customer cancels their order while it is new, refunded if paid',
    description:
      'As the staff cancel: a paid order is refunded through its gateway, and the shop is ' +
      'told by e-mail. 409 once the order is in transit or delivered.',
    params: customerTokenParams,
    responses: {
      200: theCustomersOrder,
      404: errorBody,
      409: errorBody,
      422: errorBody,
      502: errorBody,
    },
  },
  'POST /payment/order/:token/extend': {
    access: access.public,
    tags,
    summary: 'The payer asks for more time to pay, once: the order keeps its pieces longer',
    description:
      'While the order is unpaid and open, once, by `ORDER_HOLD_EXTEND_MINUTES` (the ' +
      'order’s `hold.extendable` says whether it would be taken). 409 when it was extended ' +
      'already, is paid or closed, or is paid by card (the bank’s page closes at the time ' +
      'it was given).',
    params: customerTokenParams,
    responses: { 200: holdExtended, 404: errorBody, 409: errorBody, 422: errorBody },
  },
  'GET /payment/holds': {
    access: access.orderDesk,
    tags,
    summary: 'Unpaid orders holding pieces of counted products, the first to end first',
    description: `At most ${HELD_LIST_MAX}: those whose time to pay ends first.`,
    responses: { 200: z.object({ data: z.array(heldOrder) }) },
  },
  'POST /payment/holds/:id/release': {
    access: access.orderDesk,
    tags,
    summary: 'End an unpaid order’s time to pay now: its pieces go back on sale',
    description:
      'Settled as the sweeper settles an order past its time: the gateway is asked first, ' +
      'so a payment that did happen is kept; otherwise the order expires and is cancelled. ' +
      '409 when the order holds no pieces (paid, closed, or not counted).',
    params: idParam,
    responses: {
      200: oneOrder,
      404: errorBody,
      409: errorBody,
      422: errorBody,
      502: errorBody,
    },
  },
  'PUT /payment/delivery': {
    access: access.orderDesk,
    tags,
    summary: 'Set delivery fees of some regions (orders placed later use them)',
    body: deliveryFeesBody,
    responses: { 200: fees, 422: errorBody },
  },
});
