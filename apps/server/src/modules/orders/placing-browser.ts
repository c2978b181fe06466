import { parseCookie, stringifySetCookie } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The browser that placed an order keeps its order link in a cookie of the payment routes, so
 * the way back from a gateway can find the order for that browser and nobody else: an order
 * number or a payment id alone never yields the link (issue 34).
 */
export const PLACED_ORDERS_COOKIE = 'voski_orders';
const PATH = '/api/payment';
/** The last few orders of a browser: enough for a retry or two, bounded in size. */
const KEPT = 5;
const MAX_AGE_SECONDS = 30 * 24 * 3600;
/** The shape of an order link (24 random bytes, base64url). */
const TOKEN = /^[\w-]{16,64}$/;

/** The order links this browser placed, from its cookie. */
export function placedHere(request: FastifyRequest): ReadonlySet<string> {
  const header = request.headers.cookie;
  const value = header ? parseCookie(header)[PLACED_ORDERS_COOKIE] : undefined;
  return new Set((value ?? '').split('.').filter((token) => TOKEN.test(token)));
}

/** Adds an order link to the browser's cookie (the newest first, the oldest dropped). */
export function rememberPlaced(request: FastifyRequest, reply: FastifyReply, token: string): void {
  const kept = [token, ...[...placedHere(request)].filter((t) => t !== token)].slice(0, KEPT);
  reply.header(
    'set-cookie',
    stringifySetCookie({
      name: PLACED_ORDERS_COOKIE,
      value: kept.join('.'),
      path: PATH,
      maxAge: MAX_AGE_SECONDS,
      httpOnly: true,
      sameSite: 'lax',
      secure: request.protocol === 'https',
    }),
  );
}

/** The order link, for the browser that placed the order; null for anyone else. */
export const linkFor = (request: FastifyRequest, token: string | null): string | null =>
  token !== null && placedHere(request).has(token) ? token : null;
