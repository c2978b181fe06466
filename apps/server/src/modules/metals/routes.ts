import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  access,
  errorBody,
  METAL_PRICE_HISTORY_PER_PAGE,
  metalPrice,
  metalPriceBody,
  metalPriceHistoryPage,
  metalPriceHistoryQuery,
  metalPriceSet,
} from '@voski/contract';
import type { MetalPriceService } from './prices.ts';

const tags = ['metal prices'];

export const metalPriceRoutes =
  (prices: MetalPriceService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/metal-prices', {
      config: { access: access.public },
      schema: {
        tags,
        summary: 'The price per gram of each metal at each fineness, as staff set it last',
        response: { 200: z.array(metalPrice) },
      },
      handler: () => prices.list(),
    });

    app.put('/metal-prices', {
      config: { access: access.metalPrices },
      schema: {
        tags,
        summary: 'Set one price per gram; every product priced by weight in it is repriced',
        description:
          'In one transaction: the price, a history entry, and the new price of each product ' +
          'priced by weight in that metal and fineness (weight × price per gram + making ' +
          'charge, rounded half up to 100 AMD). Orders keep the prices they were placed at.',
        body: metalPriceBody,
        response: { 200: metalPriceSet, 401: errorBody, 403: errorBody, 422: errorBody },
      },
      handler: async (request) => {
        const { price, repriced } = await prices.set(request.body, request.staff!);
        return { data: price, repriced };
      },
    });

    app.get('/metal-prices/history', {
      config: { access: access.metalPrices },
      schema: {
        tags,
        summary: 'Every price per gram set, newest first, a page at a time',
        querystring: metalPriceHistoryQuery,
        response: { 200: metalPriceHistoryPage, 401: errorBody, 403: errorBody, 422: errorBody },
      },
      handler: async (request) => {
        const {
          page = 1,
          per_page = METAL_PRICE_HISTORY_PER_PAGE,
          metal,
          fineness,
        } = request.query;
        const { data, total } = await prices.history(page, per_page, { metal, fineness });
        return { data, meta: { page, per_page, total } };
      },
    });
  };
