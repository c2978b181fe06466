import { mkdir } from 'node:fs/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { unavailable } from '../../http/errors.ts';
import type { FolderStorage } from './folder-storage.ts';
import type { S3Storage } from './s3-storage.ts';
import { IMMUTABLE, STORED_PATH } from './storage.ts';

/**
 * Uploaded media under `/uploads/...` and, for older clients, `/storage/uploads/...`.
 * Every stored file has a fresh random name, so it can be cached for good, and any site may
 * embed it (clients of the original backend show our images from their own origin). Files in
 * a bucket are proxied, or redirected to the bucket's public address when there is one.
 */
export async function registerMedia(
  app: FastifyInstance,
  storage: FolderStorage | S3Storage,
): Promise<void> {
  if (storage.kind === 's3') {
    registerBucketMedia(app, storage);
    return;
  }
  await mkdir(storage.root, { recursive: true });
  const options = {
    root: storage.root,
    index: false as const,
    dotfiles: 'deny' as const,
    immutable: true,
    maxAge: '365d',
    setHeaders: (reply: FastifyReply) => {
      reply.header('cross-origin-resource-policy', 'cross-origin');
    },
  };
  await app.register(fastifyStatic, { ...options, prefix: '/uploads/' });
  await app.register(fastifyStatic, {
    ...options,
    prefix: '/storage/uploads/',
    decorateReply: false,
  });
}

function registerBucketMedia(app: FastifyInstance, storage: S3Storage): void {
  const serve = async (
    request: FastifyRequest<{ Params: { '*': string } }>,
    reply: FastifyReply,
  ) => {
    const key = `uploads/${request.params['*']}`;
    if (!STORED_PATH.test(key)) return reply.callNotFound();
    reply.header('cross-origin-resource-policy', 'cross-origin');
    const url = storage.publicUrl(key);
    // Not for good: the public address is configuration, and may change.
    if (url) return reply.header('cache-control', 'public, max-age=3600').redirect(url, 302);
    let file: Awaited<ReturnType<S3Storage['read']>>;
    try {
      file = await storage.read(key);
    } catch (error) {
      // The bucket is away: a browser or CDN may ask again, and must not keep an error.
      reply.header('cache-control', 'no-store');
      throw unavailable(error);
    }
    if (!file) return reply.callNotFound();
    reply
      .header('content-type', file.contentType ?? 'application/octet-stream')
      .header('cache-control', IMMUTABLE);
    if (file.length !== undefined) reply.header('content-length', file.length);
    if (file.etag) reply.header('etag', file.etag);
    if (file.lastModified) reply.header('last-modified', file.lastModified.toUTCString());
    return reply.send(file.body);
  };
  for (const prefix of ['/uploads/', '/storage/uploads/']) {
    app.get(`${prefix}*`, { schema: { hide: true } }, serve);
  }
}
