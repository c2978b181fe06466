import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, type Product } from '@voski/contract';
import { mediaPending, products } from '../src/db/schema/index.ts';
import { filesOf } from '../src/modules/media/images.ts';
import { image, multipart, uploads, validProduct } from './catalog-fixtures.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { startTestBucket, type TestBucket } from './s3-bucket.ts';
import type { S3Settings } from '../src/modules/media/s3-storage.ts';

let bucket: TestBucket;
let t: TestApp;
let adder: string;

const withBucket = (s3: S3Settings) => ({
  config: { media: { s3, cleanupEveryMs: 600_000, graceMs: 3_600_000 } },
});

beforeAll(async () => {
  bucket = await startTestBucket();
  t = await startTestApp(withBucket(bucket.settings));
  adder = await t.staffToken(Role.Adder);
});
afterAll(async () => {
  await t.close();
  await bucket.close();
});

const pending = async () => (await t.database.db.select({ n: count() }).from(mediaPending))[0]!.n;

async function createProduct(fields: Record<string, string>, files: Buffer[]) {
  return t.request({
    method: 'POST',
    url: '/api/products',
    token: adder,
    ...(await multipart(
      fields,
      files.map((data, i) => ({ field: i ? 'images[]' : 'avatar', data })),
    )),
  });
}

/** The keys an image has in the bucket: its three WebP widths and the JPEG original. */
const keysOf = (stored: string) =>
  filesOf(stored).filter((f) => !f.includes('.orig.') || f.endsWith('.orig.jpg'));

describe('images in an S3 bucket', () => {
  let product: Product;

  it('stores every width and the original of each upload in the bucket, none on disk', async () => {
    const res = await createProduct(validProduct, [
      await image('jpeg', 1600, 1200),
      await image('jpeg'),
      await image('jpeg'),
    ]);
    expect(res.statusCode).toBe(201);
    product = res.json<{ data: Product }>().data;
    const stored = [product.avatar!, ...product.images.map((g) => g.image)];
    expect(stored).toHaveLength(3);
    expect(await bucket.keys()).toEqual(stored.flatMap(keysOf).sort());
    expect((await bucket.keys()).length).toBe(12);
    expect(await uploads(t)).toEqual([]);
  });

  it('serves the bytes at /uploads/… and /storage/uploads/… with the usual headers', async () => {
    const avatar = product.avatar!;
    const small = avatar.replace('.webp', '-320.webp');
    for (const url of [`/${avatar}`, `/storage/${avatar}`, `/${small}`]) {
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.rawPayload.equals(await bucket.bytes(url.replace(/^\/(storage\/)?/, '')))).toBe(
        true,
      );
      expect(res.headers['content-type'], url).toBe('image/webp');
      expect(res.headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
      expect(res.headers['cross-origin-resource-policy'], url).toBe('cross-origin');
    }
    const original = await t.request({
      method: 'GET',
      url: `/${avatar.replace('.webp', '.orig.jpg')}`,
    });
    expect(original.headers['content-type']).toBe('image/jpeg');
    for (const url of [
      '/uploads/products/missing.webp',
      '/uploads/../package.json',
      '/uploads/%2e%2e/secret.webp',
      '/storage/uploads/products/',
    ]) {
      expect((await t.request({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('removes the objects when the product is deleted', async () => {
    const res = await t.request({
      method: 'DELETE',
      url: `/api/products/${product.id}`,
      token: adder,
    });
    expect(res.statusCode).toBe(200);
    expect(await bucket.keys()).toEqual([]);
    expect(await pending()).toBe(0);
  });

  it('leaves no object when the form fails validation or a file is not an image', async () => {
    const { price: _price, ...noPrice } = validProduct;
    const invalid = await createProduct(noPrice, [await image('jpeg'), await image('png')]);
    expect(invalid.statusCode).toBe(422);
    const notImage = await createProduct(validProduct, [
      await image('jpeg'),
      Buffer.from('not an image at all'),
    ]);
    expect(notImage.statusCode).toBe(415);
    expect(await bucket.keys()).toEqual([]);
    expect(await pending()).toBe(0);
  });

  it('reports the bucket in /api/health', async () => {
    const res = await t.request({ method: 'GET', url: '/api/health' });
    expect(res.json()).toMatchObject({ status: 'ok', parts: { media: 'ok' } });
  });
});

describe('a bucket with a public address', () => {
  it('redirects /uploads/… there instead of proxying', async () => {
    const cdn = await startTestApp(
      withBucket({ ...bucket.settings, publicUrl: 'https://cdn.voski.test/media' }),
    );
    try {
      for (const prefix of ['/uploads', '/storage/uploads']) {
        const res = await cdn.request({ method: 'GET', url: `${prefix}/products/a-320.webp` });
        expect(res.statusCode).toBe(302);
        expect(res.headers.location).toBe(
          'https://cdn.voski.test/media/uploads/products/a-320.webp',
        );
        expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
      }
    } finally {
      await cdn.close();
    }
  });
});

describe('a bucket that cannot be reached', () => {
  it('is reported as unavailable media while the shop answers', async () => {
    const lost = await startTestApp(withBucket({ ...bucket.settings, bucket: 'no-such-bucket' }));
    try {
      const res = await lost.request({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'ok', parts: { media: 'unavailable' } });
    } finally {
      await lost.close();
    }
  });
});

describe('a bucket that stops in the middle of the day', () => {
  it('answers images and uploads 503 with Retry-After, saves nothing, and recovers', async () => {
    const created = await createProduct(validProduct, [await image('jpeg')]);
    expect(created.statusCode).toBe(201);
    const avatar = created.json<{ data: Product }>().data.avatar!;
    const keys = await bucket.keys();

    await bucket.stop();
    try {
      const shown = await t.request({ method: 'GET', url: `/${avatar}` });
      expect(shown.statusCode).toBe(503);
      expect(shown.headers['retry-after']).toBe('5');
      expect(shown.headers['cache-control']).toBe('no-store');
      expect(shown.json()).toEqual({
        message: 'The service is busy. Please try again in a moment.',
      });

      const upload = await createProduct({ ...validProduct, model: 'NEVER-SAVED' }, [
        await image('jpeg'),
        await image('png'),
      ]);
      expect(upload.statusCode).toBe(503);
      expect(upload.headers['retry-after']).toBe('5');
      expect(upload.json()).toEqual({
        message: 'Image storage is unavailable; nothing was saved.',
      });
      const saved = await t.database.db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.model, 'NEVER-SAVED'));
      expect(saved).toEqual([]);

      const health = await t.request({ method: 'GET', url: '/api/health' });
      expect(health.json()).toMatchObject({ status: 'ok', parts: { media: 'unavailable' } });
    } finally {
      await bucket.start();
    }

    const back = await t.request({ method: 'GET', url: `/${avatar}` });
    expect(back.statusCode).toBe(200);
    expect(back.rawPayload.equals(await bucket.bytes(avatar))).toBe(true);
    // Whatever the failed upload wrote before the bucket went is removed by the sweep.
    await t.services.media.sweep({ graceMs: 0 });
    expect(await bucket.keys()).toEqual(keys);
    expect(await pending()).toBe(0);
    const again = await createProduct({ ...validProduct, model: 'SAVED-LATER' }, [
      await image('jpeg'),
    ]);
    expect(again.statusCode).toBe(201);
  });
});
