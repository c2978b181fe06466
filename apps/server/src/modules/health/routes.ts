import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { access } from '@voski/contract';
import type { Database } from '../../db/client.ts';

export const healthRoutes =
  (database: Database): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/health', {
      config: { access: access.public },
      schema: {
        tags: ['health'],
        summary: 'Liveness and database reachability',
        response: {
          200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }),
          503: z.object({ status: z.literal('unavailable'), message: z.string() }),
        },
      },
      handler: async (_request, reply) => {
        try {
          await database.db.execute(sql`select 1`);
          return { status: 'ok' as const, database: database.kind };
        } catch {
          return reply
            .code(503)
            .send({ status: 'unavailable' as const, message: 'Database unreachable' });
        }
      },
    });
  };
