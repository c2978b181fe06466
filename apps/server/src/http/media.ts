import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/**
 * Uploaded media under `/uploads/...` and, for older clients, `/storage/uploads/...`.
 * Every stored file has a fresh random name, so it can be cached for good.
 */
export async function registerMedia(app: FastifyInstance, dataDir: string): Promise<void> {
  const root = path.join(dataDir, 'uploads');
  await mkdir(root, { recursive: true });
  const options = {
    root,
    index: false as const,
    dotfiles: 'deny' as const,
    immutable: true,
    maxAge: '365d',
  };
  await app.register(fastifyStatic, { ...options, prefix: '/uploads/' });
  await app.register(fastifyStatic, {
    ...options,
    prefix: '/storage/uploads/',
    decorateReply: false,
  });
}
