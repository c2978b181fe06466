import { z } from 'zod';
import { defineEndpoints } from '../endpoint.ts';
import { healthParts } from '../health.ts';
import { access } from '../roles.ts';

export const healthEndpoints = defineEndpoints({
  'GET /health': {
    access: access.public,
    tags: ['health'],
    summary: 'Liveness: the database, and Redis and the media store each',
    description: '503 when the database does not answer; the other parts are reported.',
    responses: {
      200: z.object({
        status: z.literal('ok'),
        database: z.enum(['pglite', 'postgres']),
        parts: healthParts,
      }),
      503: z.object({ status: z.literal('unavailable'), message: z.string(), parts: healthParts }),
    },
  },
});
