import { defineEndpoints } from '../endpoint.ts';
import { errorBody } from '../errors.ts';
import { idParam } from '../fields.ts';
import { customerTokenParams } from '../orders.ts';
import { paperQuery, pdfFile } from '../paperwork.ts';
import { access } from '../roles.ts';
import { SHOP_TIME_ZONE } from '../shop-days.ts';

const tags = ['orders'];
const languageText =
  `In the order’s language unless \`lang\` asks for another; dates in the shop’s time zone ` +
  `(${SHOP_TIME_ZONE}).`;

export const paperworkEndpoints = defineEndpoints({
  'GET /payment/orders/:id/invoice': {
    access: access.orderDesk,
    tags,
    summary: 'The order’s invoice as PDF: shop, customer, lines, totals and the VAT they include',
    description:
      `${languageText} Lines carry weight, fineness and size; totals the discounts and ` +
      'delivery; prices include VAT (`VAT_PERCENT`, 20 by default), whose amount is shown.',
    params: idParam,
    query: paperQuery,
    responses: { 200: pdfFile, 404: errorBody, 422: errorBody },
  },
  'GET /payment/orders/:id/packing-slip': {
    access: access.orderDesk,
    tags,
    summary: 'The order’s packing slip as PDF: where it goes and what is in it, no prices',
    description: languageText,
    params: idParam,
    query: paperQuery,
    responses: { 200: pdfFile, 404: errorBody, 422: errorBody },
  },
  'GET /payment/order/:token/invoice': {
    access: access.public,
    tags,
    summary: 'The customer’s invoice, through their order link, once the order is paid',
    description: `${languageText} 409 while the order is not paid (or after a refund).`,
    params: customerTokenParams,
    query: paperQuery,
    responses: { 200: pdfFile, 404: errorBody, 409: errorBody, 422: errorBody },
  },
});
