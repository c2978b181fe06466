import { z } from 'zod';
import { defineEndpoints } from '../endpoint.ts';
import { access } from '../roles.ts';

const tags = ['orders'];
const returnQuery = z.object({ token: z.string().max(200).optional() });

/** Where payment providers send the payer back: redirects to the storefront's result pages. */
export const paymentEndpoints = defineEndpoints({
  'GET /payment/paypal/return': {
    access: access.public,
    tags,
    summary: 'PayPal sends the payer back here: capture, then the result page',
    query: returnQuery,
    responses: {},
  },
  'GET /payment/paypal/cancel': {
    access: access.public,
    tags,
    summary: 'PayPal sends a payer who cancelled here: the failure page',
    query: returnQuery,
    responses: {},
  },
});
