import { z } from 'zod';
import { defineEndpoints } from '../endpoint.ts';
import { errorBody, messageAnswer } from '../errors.ts';
import { idParam } from '../fields.ts';
import { promotion, promotionBody, promotionListQuery, promotionPage } from '../promotions.ts';
import { access } from '../roles.ts';

const tags = ['promotions'];
const one = z.object({ data: promotion });

export const promotionEndpoints = defineEndpoints({
  'GET /promotions': {
    access: access.catalogWrite,
    tags,
    summary: 'Sales and discount codes, newest first, a page at a time',
    description:
      'Each with its state now (paused, scheduled, running, ended) and `uses`: the orders ' +
      'that used it and were not cancelled, `paid_orders` of them paid and kept (not ' +
      'cancelled or refunded), and `revenue`: those paid orders’ totals in AMD.',
    query: promotionListQuery,
    responses: { 200: promotionPage, 401: errorBody, 403: errorBody, 422: errorBody },
  },
  'GET /promotions/:id': {
    access: access.catalogWrite,
    tags,
    summary: 'One promotion',
    params: idParam,
    responses: { 200: one, 401: errorBody, 403: errorBody, 404: errorBody },
  },
  'POST /promotions': {
    access: access.catalogWrite,
    tags,
    summary: 'Add a sale (automatic) or a discount code',
    description:
      'Kinds: `percent` off, `amount` AMD off (each piece; a code’s: the order), ' +
      '`making_percent` off the making charge only (a weight-priced piece keeps its metal at ' +
      'weight × price per gram). Starts and ends given as days or times of day are Yerevan ' +
      'time; an end day runs to its midnight. Codes are case-insensitive and unique. ' +
      'Discounts are rounded to 100 AMD. A code may give free delivery (`free_delivery`), ' +
      'only to some delivery zones and/or from a basket of `free_delivery_over` AMD; a code ' +
      'with `value` 0 gives free delivery alone and is refused where it would give nothing.',
    body: promotionBody,
    responses: { 201: one, 401: errorBody, 403: errorBody, 422: errorBody },
  },
  'PUT /promotions/:id': {
    access: access.catalogWrite,
    tags,
    summary: 'Change a promotion (pause it: `paused: true`)',
    description: 'Orders placed keep the discounts they were given.',
    params: idParam,
    body: promotionBody,
    responses: { 200: one, 401: errorBody, 403: errorBody, 404: errorBody, 422: errorBody },
  },
  'DELETE /promotions/:id': {
    access: access.catalogWrite,
    tags,
    summary: 'Delete a promotion (orders keep the discounts they were given; pausing keeps it)',
    params: idParam,
    responses: {
      200: messageAnswer,
      401: errorBody,
      403: errorBody,
      404: errorBody,
    },
  },
});
