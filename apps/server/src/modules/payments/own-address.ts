import type { Server } from 'node:http';
import { GatewayError } from './providers/gateway-error.ts';

/**
 * The address this server answers on, for calling itself (the test gateway is served by the
 * same process as the shop). A wildcard host is reached through the loopback address.
 */
export function ownAddress(server: Server): string {
  const address = server.address();
  if (!address || typeof address === 'string') {
    throw new GatewayError('The server is not listening, so its test gateway cannot be reached');
  }
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  const host = wildcard
    ? '127.0.0.1'
    : address.family === 'IPv6'
      ? `[${address.address}]`
      : address.address;
  return `http://${host}:${address.port}`;
}
