import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'drizzle-orm';
import type { HealthParts, PartState } from '@voski/contract';
import type { Database } from '../../db/client.ts';
import { serve } from '../../http/endpoint.ts';

export type HealthCheck = () => Promise<PartState>;

/** A part that takes longer than this to answer is reported as unavailable. */
const CHECK_MS = 3000;

/** Runs a check, turning a failure or a slow answer into "unavailable". */
export const timedCheck =
  (check: () => Promise<unknown>): HealthCheck =>
  () =>
    Promise.race([
      check().then(
        () => 'ok' as const,
        () => 'unavailable' as const,
      ),
      delay(CHECK_MS, 'unavailable' as const, { ref: false }),
    ]);

/**
 * Only the database decides the status: an instance without it can serve nothing, while Redis
 * or the media store are shared by every instance, so taking this one out of a load balancer
 * for them would not help (their state is reported for monitoring).
 */
export const healthRoutes =
  (
    database: Database,
    checks: Record<Exclude<keyof HealthParts, 'database'>, HealthCheck>,
  ): FastifyPluginAsync =>
  async (app) => {
    const databaseCheck = timedCheck(() => database.db.execute(sql`select 1`));
    serve(app, 'GET /health', async (_request, reply) => {
      const [db, redis, media] = await Promise.all([
        databaseCheck(),
        checks.redis(),
        checks.media(),
      ]);
      const answered = { database: db, redis, media };
      if (db === 'ok') return { status: 'ok' as const, database: database.kind, parts: answered };
      return reply.code(503).send({
        status: 'unavailable' as const,
        message: 'Database unreachable',
        parts: answered,
      });
    });
  };
