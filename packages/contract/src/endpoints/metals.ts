import { z } from 'zod';
import { defineEndpoints } from '../endpoint.ts';
import { errorBody } from '../errors.ts';
import {
  metalPrice,
  metalPriceBody,
  metalPriceHistoryPage,
  metalPriceHistoryQuery,
  metalPriceSet,
} from '../metals.ts';
import { access } from '../roles.ts';

const tags = ['metal prices'];

export const metalPriceEndpoints = defineEndpoints({
  'GET /metal-prices': {
    access: access.public,
    tags,
    summary: 'The price per gram of each metal at each fineness, as staff set it last',
    responses: { 200: z.array(metalPrice) },
  },
  'PUT /metal-prices': {
    access: access.metalPrices,
    tags,
    summary: 'Set one price per gram; every product priced by weight in it is repriced',
    description:
      'In one transaction: the price, a history entry, and the new price of each product ' +
      'priced by weight in that metal and fineness (weight × price per gram + making ' +
      'charge, rounded half up to 100 AMD). Orders keep the prices they were placed at.',
    body: metalPriceBody,
    responses: { 200: metalPriceSet, 401: errorBody, 403: errorBody, 422: errorBody },
  },
  'GET /metal-prices/history': {
    access: access.metalPrices,
    tags,
    summary: 'Every price per gram set, newest first, a page at a time',
    query: metalPriceHistoryQuery,
    responses: { 200: metalPriceHistoryPage, 401: errorBody, 403: errorBody, 422: errorBody },
  },
});
