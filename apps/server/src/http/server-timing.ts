import type { FastifyInstance } from 'fastify';
import { countingQueries, queriesSoFar } from '../db/query-count.ts';

/**
 * SERVER_TIMING=1: every answer says how many database statements it took, in a standard
 * `Server-Timing` header (browsers' developer tools show it; bench/pages.ts reads it). A page
 * counts the API reads it makes in-process; a page or answer served from memory counts 0. Off
 * by default: it costs a little and tells visitors about the server's work.
 */
export function registerServerTiming(app: FastifyInstance): void {
  app.addHook('onRequest', (_request, _reply, done) => countingQueries(done));
  app.addHook('onSend', async (_request, reply) => {
    const queries = queriesSoFar();
    if (queries !== undefined) reply.header('server-timing', `db;desc="${queries} queries"`);
  });
}
