import { contentEndpoints } from './content.ts';
import { orderEndpoints } from './orders.ts';
import { paymentEndpoints } from './payments.ts';

/**
 * The API's endpoints declared in the contract, by `METHOD /path`. Endpoints not yet here are
 * declared in their server route (see the server's endpoints test for which).
 */
export const endpoints = {
  ...contentEndpoints,
  ...orderEndpoints,
  ...paymentEndpoints,
};

export type Endpoints = typeof endpoints;
export type DeclaredKey = keyof Endpoints;
