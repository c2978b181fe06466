import type { FastifyInstance } from 'fastify';

/**
 * Lets the routes of `scope` take `application/x-www-form-urlencoded` bodies, read into a
 * plain object (a repeated name keeps its last value).
 */
export function acceptUrlEncoded(scope: FastifyInstance, bodyLimit: number): void {
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
}
