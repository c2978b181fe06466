import type { FastifyInstance } from 'fastify';
import cors from '@fastify/cors';

/**
 * Cross-origin API use for the listed origins only (clients written for the original backend
 * run on their own origin). Staff authenticate with a bearer token, never a cookie, so no
 * credentials mode; other origins get no CORS headers at all.
 */
export async function registerCors(app: FastifyInstance, origins: readonly string[]) {
  if (origins.length === 0) return;
  const allowed = new Set(origins);
  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: [
      'Authorization',
      'Content-Type',
      'Accept',
      'Accept-Language',
      'X-Requested-With',
    ],
    exposedHeaders: ['Retry-After', 'Content-Disposition'],
    credentials: false,
    maxAge: 600,
  });
}
