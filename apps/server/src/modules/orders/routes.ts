import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  access,
  customerOrder,
  customerTokenParams,
  deliveryFee,
  deliveryFeesBody,
  deliveryZonesBody,
  deliveryZoneView,
  paymentMethods,
  quote,
  quoteBody,
  errorBody,
  heldOrder,
  holdExtended,
  idParam,
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
  placeOrderBody,
  placeOrderHeaders,
  requestedPage,
  SHOP_TIME_ZONE,
  STATS_DAYS_DEFAULT,
  STATS_DAYS_MAX,
} from '@voski/contract';
import { staffOf } from '../../http/access.ts';
import { bodyLimits } from '../../http/body-limits.ts';
import { linkFor, rememberPlaced } from './placing-browser.ts';
import { HELD_LIST_MAX } from './holds.ts';
import type { OrderService } from './service.ts';

const orderList = z.array(order);
const fees = z.object({ data: z.array(deliveryFee) });

const zones = z.object({ data: z.array(deliveryZoneView) });

export const orderRoutes =
  (
    orders: OrderService,
    methods: () => z.infer<typeof paymentMethods>['data'],
  ): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['orders'];

    app.post('/payment/signIn', {
      config: { access: access.public },
      bodyLimit: bodyLimits.order,
      schema: {
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
        response: {
          200: orderStarted,
          201: orderStarted,
          409: errorBody,
          422: errorBody,
          429: errorBody,
          502: errorBody,
          503: errorBody,
        },
      },
      handler: async (request, reply) => {
        const placed = await orders.placing.place(
          request.body,
          request.headers['idempotency-key'],
          request.ip,
        );
        if (placed.placerLink) rememberPlaced(request, reply, placed.placerLink);
        return reply.code(placed.created ? 201 : 200).send(placed.body);
      },
    });

    app.post('/payment/check', {
      config: { access: access.public },
      bodyLimit: bodyLimits.paymentCheck,
      schema: {
        tags,
        summary: 'Ask the gateway about a payment and record the answer',
        description:
          '`orderId` is the gateway’s id from the place-order answer (the return page gets it as ' +
          '`?orderId=`). orderStatus 2 with "Request processed successfully" means paid. ' +
          '`order_token` (the customer’s order link) only to the browser that placed the order ' +
          '(its cookie); null to anyone else. Each check asks the gateway: 429 with Retry-After ' +
          'past the checks one address may make in ten minutes (`PAYMENT_CHECK_IP_LIMIT`).',
        body: paymentCheckBody,
        response: {
          200: paymentCheckResponse,
          404: errorBody,
          422: errorBody,
          429: errorBody,
          502: errorBody,
          503: errorBody,
        },
      },
      handler: async (request) => {
        await orders.checks.take(request.ip);
        const answer = await orders.settlement.check(request.body.orderId);
        return { ...answer, order_token: linkFor(request, answer.order_token) };
      },
    });

    app.get('/payment/orders', {
      config: { access: access.orderDesk },
      schema: {
        tags,
        summary: 'All orders, newest first; with any filter or page parameter, one page and meta',
        description:
          'Without parameters: the whole array, as ever. With any of `page`, `per_page` ' +
          '(1..100, default 20), `from`, `to` (days in the shop’s time zone, ' +
          `${SHOP_TIME_ZONE}, both included), \`done\`, \`payment_status\` or \`query\`: ` +
          '`{data, meta: {page, per_page, total}}`, newest first. A pending payment past its ' +
          'time counts as expired, as the order shows it.',
        querystring: orderListQuery,
        response: { 200: z.union([orderList, orderPage]), 422: errorBody },
      },
      handler: (request) => {
        const { query } = request;
        // Unknown parameters are dropped by the schema: only known ones ask for a page.
        if (Object.keys(query).length === 0) return orders.desk.list();
        return orders.desk.page(query, requestedPage(query) ?? { page: 1, per_page: 20 });
      },
    });

    app.get('/payment/orders/stats', {
      config: { access: access.orderDesk },
      schema: {
        tags,
        summary: 'Order counts by status and payment status, paid revenue and a per-day series',
        description:
          `Over the days \`from\`..\`to\` (shop time, both included; by default the last ` +
          `${STATS_DAYS_DEFAULT} days up to today; at most ${STATS_DAYS_MAX} days). Revenue is ` +
          'the total of paid orders that are not cancelled.',
        querystring: orderStatsQuery,
        response: { 200: orderStats, 422: errorBody },
      },
      handler: (request) => orders.desk.stats(request.query),
    });

    app.post('/payment/filter', {
      config: { access: access.orderDesk },
      schema: {
        tags,
        summary: 'Orders placed between two days, both included',
        description: `Days are YYYY-MM-DD in the shop’s time zone, ${SHOP_TIME_ZONE}.`,
        body: orderFilterBody,
        response: { 200: orderList, 422: errorBody },
      },
      handler: (request) => orders.desk.filter(request.body),
    });

    app.get('/payment/doneOrInProgress/:id/:done', {
      config: { access: access.orderDesk },
      schema: {
        tags,
        summary: 'Move an order on: new → in transit → done',
        description:
          '`done` is the status the caller last saw; 409 when the order has moved since, or ' +
          'cannot move on (not paid, done, cancelled). Answers all orders.',
        params: orderStatusParams,
        response: { 200: orderList, 404: errorBody, 409: errorBody, 422: errorBody },
      },
      handler: (request) =>
        orders.desk.advance(request.params.id, request.params.done, staffOf(request)),
    });

    app.get('/payment/orders/:id', {
      config: { access: access.orderDesk },
      schema: {
        tags,
        summary: 'One order',
        params: idParam,
        response: { 200: z.object({ data: order }), 404: errorBody },
      },
      handler: async (request) => ({ data: await orders.desk.get(request.params.id) }),
    });

    app.get('/payment/orders/:id/history', {
      config: { access: access.orderDesk },
      schema: {
        tags,
        summary: 'Every status and payment change of an order: who, when, from, to',
        params: idParam,
        response: { 200: z.object({ data: z.array(orderEvent) }), 404: errorBody },
      },
      handler: async (request) => ({ data: await orders.desk.history(request.params.id) }),
    });

    app.post('/payment/orders/:id/cancel', {
      config: { access: access.orderDesk },
      schema: {
        tags,
        summary: 'Cancel a new order (status 3), refunding its payment if paid',
        description: 'Only a new order (done 0) can be cancelled; in transit or done: 409.',
        params: idParam,
        response: {
          200: z.object({ data: order }),
          404: errorBody,
          409: errorBody,
          502: errorBody,
        },
      },
      handler: async (request) => ({
        data: await orders.desk.cancel(request.params.id, staffOf(request)),
      }),
    });

    app.get('/payment/delivery', {
      config: { access: access.public },
      schema: { tags, summary: 'Delivery fee (AMD) of each region', response: { 200: fees } },
      handler: async () => ({ data: await orders.fees.list() }),
    });

    app.get('/payment/methods', {
      config: { access: access.public },
      schema: {
        tags,
        summary: 'The payment types this shop takes now (PayPal only when configured)',
        response: { 200: paymentMethods },
      },
      handler: () => ({ data: methods() }),
    });

    app.post('/payment/quote', {
      config: { access: access.public },
      bodyLimit: bodyLimits.order,
      schema: {
        tags,
        summary: 'Price a basket as placing it would: lines, delivery, total (AMD), display total',
        description:
          'Lines are priced from the catalogue; a `price` sent with a line is only compared: ' +
          '`changed` lists the lines whose price is no longer the one the basket had. Delivery is ' +
          'null until the destination is known (`country`, and a province in Armenia).',
        body: quoteBody,
        response: { 200: quote, 422: errorBody },
      },
      handler: (request) => orders.quote(request.body),
    });

    app.get('/payment/zones', {
      config: { access: access.public },
      schema: {
        tags,
        summary: 'Delivery zones: fee (AMD) and whether orders to it are taken',
        description:
          'Yerevan; Armenia (the other provinces); Russia; USA; World (every other country).',
        response: { 200: zones },
      },
      handler: async () => ({ data: await orders.fees.zones() }),
    });

    app.put('/payment/zones', {
      config: { access: access.orderDesk },
      schema: {
        tags,
        summary: 'Change the fee of some zones or switch them on or off',
        body: deliveryZonesBody,
        response: { 200: zones, 422: errorBody },
      },
      handler: async (request) => ({ data: await orders.fees.setZones(request.body.zones) }),
    });

    app.get('/payment/order/:token', {
      config: { access: access.public },
      schema: {
        tags,
        summary: 'The customer’s order, through the link in their confirmation e-mail',
        description:
          'While the order is unpaid and holds pieces, `hold` says until when and whether its ' +
          'payer may still extend that (`POST /payment/order/{token}/extend`); null otherwise.',
        params: customerTokenParams,
        response: { 200: z.object({ data: customerOrder }), 404: errorBody, 422: errorBody },
      },
      handler: async (request) => ({ data: await orders.customers.get(request.params.token) }),
    });

    app.post('/payment/order/:token/cancel', {
      config: { access: access.public },
      schema: {
        tags,
        summary: 'The customer cancels their order while it is new, refunded if paid',
        description:
          'As the staff cancel: a paid order is refunded through its gateway, and the shop is ' +
          'told by e-mail. 409 once the order is in transit or delivered.',
        params: customerTokenParams,
        response: {
          200: z.object({ data: customerOrder }),
          404: errorBody,
          409: errorBody,
          422: errorBody,
          502: errorBody,
        },
      },
      handler: async (request) => ({
        data: await orders.customers.cancel(request.params.token),
      }),
    });

    app.post('/payment/order/:token/extend', {
      config: { access: access.public },
      schema: {
        tags,
        summary: 'The payer asks for more time to pay, once: the order keeps its pieces longer',
        description:
          'While the order is unpaid and open, once, by `ORDER_HOLD_EXTEND_MINUTES` (the ' +
          'order’s `hold.extendable` says whether it would be taken). 409 when it was extended ' +
          'already, is paid or closed, or is paid by card (the bank’s page closes at the time ' +
          'it was given).',
        params: customerTokenParams,
        response: { 200: holdExtended, 404: errorBody, 409: errorBody, 422: errorBody },
      },
      handler: (request) => orders.holds.extend(request.params.token),
    });

    app.get('/payment/holds', {
      config: { access: access.orderDesk },
      schema: {
        tags,
        summary: 'Unpaid orders holding pieces of counted products, the first to end first',
        description: `At most ${HELD_LIST_MAX}: those whose time to pay ends first.`,
        response: { 200: z.object({ data: z.array(heldOrder) }) },
      },
      handler: async () => ({ data: await orders.holds.list() }),
    });

    app.post('/payment/holds/:id/release', {
      config: { access: access.orderDesk },
      schema: {
        tags,
        summary: 'End an unpaid order’s time to pay now: its pieces go back on sale',
        description:
          'Settled as the sweeper settles an order past its time: the gateway is asked first, ' +
          'so a payment that did happen is kept; otherwise the order expires and is cancelled. ' +
          '409 when the order holds no pieces (paid, closed, or not counted).',
        params: idParam,
        response: {
          200: z.object({ data: order }),
          404: errorBody,
          409: errorBody,
          422: errorBody,
          502: errorBody,
        },
      },
      handler: async (request) => {
        await orders.holds.release(request.params.id);
        return { data: await orders.desk.get(request.params.id) };
      },
    });

    app.put('/payment/delivery', {
      config: { access: access.orderDesk },
      schema: {
        tags,
        summary: 'Set delivery fees of some regions (orders placed later use them)',
        body: deliveryFeesBody,
        response: { 200: fees, 422: errorBody },
      },
      handler: async (request) => ({ data: await orders.fees.set(request.body.fees) }),
    });
  };
