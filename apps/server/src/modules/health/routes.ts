import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { access } from '@voski/contract';
import type { Database } from '../../db/client.ts';

/** What one part answered: working, not configured here, or not answering. */
export type PartState = 'ok' | 'off' | 'unavailable';
export type HealthCheck = () => Promise<PartState>;

/** A part that takes longer than this to answer is reported as unavailable. */
const CHECK_MS = 3000;

const partState = z.enum(['ok', 'off', 'unavailable']);
const parts = z
  .object({ database: partState, redis: partState, media: partState })
  .describe('Each part on its own: "off" when this instance is not set up to use it.');
type Parts = z.infer<typeof parts>;

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
    checks: Record<Exclude<keyof Parts, 'database'>, HealthCheck>,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    const databaseCheck = timedCheck(() => database.db.execute(sql`select 1`));
    app.get('/health', {
      config: { access: access.public },
      schema: {
        tags: ['health'],
        summary: 'Liveness: the database, and Redis and the media store each',
        description: '503 when the database does not answer; the other parts are reported.',
        response: {
          200: z.object({
            status: z.literal('ok'),
            database: z.enum(['pglite', 'postgres']),
            parts,
          }),
          503: z.object({ status: z.literal('unavailable'), message: z.string(), parts }),
        },
      },
      handler: async (_request, reply) => {
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
      },
    });
  };
