import { z } from 'zod';
import { defineEndpoints } from '../endpoint.ts';
import { errorBody, messageAnswer } from '../errors.ts';
import { idParam } from '../fields.ts';
import {
  METAL_MISMATCHES_PER_PAGE,
  metalKind,
  metalKindBody,
  metalKindUpdateBody,
  metalMismatchesPage,
  metalMismatchesQuery,
  metalPrice,
  metalPriceBody,
  metalPriceHistoryPage,
  metalPriceHistoryQuery,
  metalPriceSet,
} from '../metals.ts';
import { access } from '../roles.ts';

const tags = ['metal prices'];
const kindTags = ['metal kinds'];
const one = z.object({ data: metalKind });

export const metalKindEndpoints = defineEndpoints({
  'GET /metals': {
    access: access.public,
    tags: kindTags,
    summary: 'The metal kinds products are made of, with their names and finenesses',
    description:
      'A product names its kind by code (`metal_kind`) and shows its names as `metal`, ' +
      '`metal_en`, `metal_ru`; the shop’s metal filter lists these kinds.',
    responses: { 200: z.object({ data: z.array(metalKind) }) },
  },
  'GET /metals/mismatches': {
    access: access.catalogWrite,
    tags: kindTags,
    summary: 'Products whose metal texts match no metal kind (or several), and those replaced',
    description:
      'Products without a kind whose texts name a metal (an older client may have sent a ' +
      'text no kind has), and those whose texts the move to metal kinds replaced by their ' +
      'kind’s names, with the texts they had, until the product is saved again. By id, a ' +
      `page at a time (${METAL_MISMATCHES_PER_PAGE} by default); meta.total counts them all.`,
    query: metalMismatchesQuery,
    responses: {
      200: metalMismatchesPage,
      401: errorBody,
      403: errorBody,
      422: errorBody,
    },
  },
  'POST /metals': {
    access: access.catalogWrite,
    tags: kindTags,
    summary: 'Add a metal kind',
    body: metalKindBody,
    responses: { 201: one, 401: errorBody, 403: errorBody, 422: errorBody },
  },
  'PUT /metals/:id': {
    access: access.catalogWrite,
    tags: kindTags,
    summary: 'Rename a metal kind or change its finenesses',
    description:
      'Its products show the new names at once. A fineness its products are of cannot be ' +
      'taken away; the prices per gram of one taken away go with it.',
    params: idParam,
    body: metalKindUpdateBody,
    responses: { 200: one, 401: errorBody, 403: errorBody, 404: errorBody, 422: errorBody },
  },
  'DELETE /metals/:id': {
    access: access.catalogWrite,
    tags: kindTags,
    summary: 'Delete a metal kind no product has (with its prices per gram)',
    params: idParam,
    responses: {
      200: messageAnswer,
      401: errorBody,
      403: errorBody,
      404: errorBody,
      409: errorBody,
    },
  },
});

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
