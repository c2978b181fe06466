import type { ServerOptions } from 'node:http';

export const REQUEST_TIMEOUT_DEFAULT_MS = 60_000;

/**
 * A request must arrive whole, headers and body, within `timeoutMs`: a client sending its body
 * a byte at a time cannot hold a connection for good. Node looks for late requests every
 * `connectionsCheckingInterval` (30 s by its default), so that interval follows the timeout.
 */
export function requestTimeouts(timeoutMs = REQUEST_TIMEOUT_DEFAULT_MS): {
  requestTimeout: number;
  http: ServerOptions;
} {
  return {
    requestTimeout: timeoutMs,
    http: {
      headersTimeout: Math.min(60_000, timeoutMs),
      connectionsCheckingInterval: Math.min(5_000, Math.max(50, Math.round(timeoutMs / 10))),
    },
  };
}
