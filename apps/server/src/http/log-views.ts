import type { FastifyRequest } from 'fastify';

/**
 * A request as the log keeps it: the path without its query string, which carries what
 * visitors typed (searches) and payment return tokens.
 */
export function requestLogView(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.split('?', 1)[0],
    host: request.host,
    remoteAddress: request.ip,
  };
}
