import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, type Product } from '@voski/contract';
import { products } from '../src/db/schema/index.ts';
import {
  filesOf,
  MAX_ANIMATED_FILE_BYTES,
  MAX_FRAMES,
  MAX_UPLOAD_BYTES,
} from '../src/modules/media/images.ts';
import { image, multipart, uploads, validProduct, type FilePart } from './catalog-fixtures.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let adder: string;

beforeAll(async () => {
  t = await startTestApp();
  adder = await t.staffToken(Role.Adder);
});
afterAll(() => t.close());

const productCount = async () => (await t.database.db.select({ n: count() }).from(products))[0]!.n;

async function upload(files: FilePart[]) {
  return t.request({
    method: 'POST',
    url: '/api/products',
    token: adder,
    ...(await multipart(validProduct, files)),
  });
}

const file = (relative: string) => path.join(t.dataDir, relative);
const base = (relative: string) => path.basename(relative, '.webp');

describe('image uploads', () => {
  it('accepts JPEG, PNG, WebP, AVIF and GIF; keeps one original in its own format', async () => {
    const extensions = { jpeg: 'jpg', png: 'png', webp: 'webp', avif: 'avif', gif: 'gif' };
    for (const [format, ext] of Object.entries(extensions)) {
      const res = await upload([
        { field: 'avatar', data: await image(format as 'jpeg'), name: `a.${ext}`, type: 'x/y' },
      ]);
      expect(res.statusCode, format).toBe(201);
      const avatar = res.json<{ data: Product }>().data.avatar!;
      const name = base(avatar);
      expect(await uploads(t), format).toEqual(
        expect.arrayContaining([
          `${name}-320.webp`,
          `${name}-640.webp`,
          `${name}.webp`,
          `${name}.orig.${ext}`,
        ]),
      );
      const original = await sharp(file(avatar.replace('.webp', `.orig.${ext}`))).metadata();
      expect(original.format, format).toBe(format === 'avif' ? 'heif' : format);
    }
  });

  it('stores WebP at 320, 640 and 1280 px, never enlarged', async () => {
    const res = await upload([{ field: 'avatar', data: await image('jpeg', 2000, 1000) }]);
    const avatar = res.json<{ data: Product }>().data.avatar!;
    const widths = await Promise.all(
      ['-320.webp', '-640.webp', '.webp'].map(async (suffix) => {
        const meta = await sharp(file(avatar.replace('.webp', suffix))).metadata();
        return [meta.format, meta.width, meta.height];
      }),
    );
    expect(widths).toEqual([
      ['webp', 320, 160],
      ['webp', 640, 320],
      ['webp', 1280, 640],
    ]);
    const small = await upload([{ field: 'avatar', data: await image('png', 100, 50) }]);
    const smallMeta = await sharp(file(small.json().data.avatar)).metadata();
    expect([smallMeta.width, smallMeta.height]).toEqual([100, 50]);
  });

  it('strips metadata (EXIF, GPS) after applying the orientation', async () => {
    const photo = await sharp({
      create: { width: 60, height: 40, channels: 3, background: '#a0b0c0' },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({
        IFD0: { Copyright: 'Secret owner', Artist: 'Someone' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 10/1 0/1' },
      })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const res = await upload([{ field: 'avatar', data: photo }]);
    expect(res.statusCode).toBe(201);
    const avatar = res.json<{ data: Product }>().data.avatar!;
    for (const stored of [
      avatar,
      avatar.replace('.webp', '-320.webp'),
      avatar.replace('.webp', '.orig.jpg'),
    ]) {
      const meta = await sharp(file(stored)).metadata();
      expect(meta.exif, stored).toBeUndefined();
      expect(meta.xmp, stored).toBeUndefined();
      expect(meta.orientation, stored).toBeUndefined();
      // Orientation 6 is a quarter turn: the stored image stands upright.
      expect([meta.width, meta.height], stored).toEqual([40, 60]);
      expect((await readFile(file(stored))).includes('Secret owner'), stored).toBe(false);
    }
  });

  it('refuses a text file named .jpg and sent as image/jpeg: 415, nothing stored', async () => {
    const before = await uploads(t);
    const rows = await productCount();
    const res = await upload([
      {
        field: 'avatar',
        data: Buffer.from('Just some text pretending to be a photo.\n'),
        name: 'photo.jpg',
        type: 'image/jpeg',
      },
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      message: 'The file must be a JPEG, PNG, WebP, AVIF or GIF image.',
    });
    expect(await uploads(t)).toEqual(before);
    expect(await productCount()).toBe(rows);
  });

  it('refuses other image formats (SVG, TIFF) with 415', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    const tiff = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .tiff()
      .toBuffer();
    for (const [name, data] of [
      ['a.svg', svg],
      ['a.png', tiff],
    ] as const) {
      const res = await upload([{ field: 'images[0]', data, name, type: 'image/png' }]);
      expect(res.statusCode, name).toBe(415);
    }
  });

  it('refuses a file over 15 MB with 413, nothing stored', async () => {
    const before = await uploads(t);
    const rows = await productCount();
    const big = Buffer.concat([await image(), Buffer.alloc(MAX_UPLOAD_BYTES)]);
    const res = await upload([
      { field: 'avatar', data: await image() },
      { field: 'images[0]', data: big },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'The file may not be greater than 15 MB.' });
    expect(await uploads(t)).toEqual(before);
    expect(await productCount()).toBe(rows);
  });

  it('refuses a decompression bomb (a small file of a huge bitmap) with 413', async () => {
    const bomb = await sharp({
      create: { width: 10_000, height: 10_000, channels: 3, background: '#fff' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const res = await upload([{ field: 'avatar', data: bomb, name: 'bomb.png' }]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'The image may not be larger than 64 megapixels.' });
  });

  /** An animated GIF of `count` frames, cycling red, green and blue. */
  const animation = async (count: number, width = 40, height = 30) => {
    const colours = ['#f00', '#0f0', '#00f'];
    const frames = await Promise.all(
      Array.from({ length: count }, (_, i) =>
        sharp({ create: { width, height, channels: 3, background: colours[i % 3]! } })
          .png()
          .toBuffer(),
      ),
    );
    return sharp(frames, { join: { animated: true } })
      .gif()
      .toBuffer();
  };

  it('refuses an animation of too many frames or too many pixels in all, before decoding it', async () => {
    const before = await uploads(t);
    const long = await animation(MAX_FRAMES + 1, 8, 8);
    const res = await upload([{ field: 'avatar', data: long, name: 'a.gif', type: 'image/gif' }]);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/at most 60 frames/);
    // 20 frames of 1000 × 1000: 20 megapixels decoded, more than an animation may take.
    const big = await animation(20, 1000, 1000);
    const heavy = await upload([{ field: 'avatar', data: big, name: 'b.gif', type: 'image/gif' }]);
    expect(heavy.statusCode).toBe(413);
    expect(heavy.json().message).toMatch(/16 megapixels in all its frames/);
    expect(await uploads(t)).toEqual(before);
  });

  it('keeps animated GIFs animated', async () => {
    const gif = await animation(3);
    const res = await upload([{ field: 'avatar', data: gif, name: 'a.gif', type: 'image/gif' }]);
    expect(res.statusCode).toBe(201);
    const avatar = res.json().data.avatar as string;
    expect((await sharp(file(avatar)).metadata()).pages).toBe(3);
    expect((await sharp(file(avatar.replace('.webp', '.orig.gif'))).metadata()).pages).toBe(3);
  });

  it('bounds what an animation stores and serves: a file too large keeps its first frame', async () => {
    // 60 frames of noise, which no encoder can shrink: a 3.6 MB GIF whose WebP at full size
    // took 1.6 MB, and its re-encoded original as much as the upload
    const [width, height, frames] = [240, 180, MAX_FRAMES];
    const noise = await sharp({
      create: {
        width,
        height: height * frames,
        channels: 3,
        background: '#888',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .raw()
      .toBuffer();
    const gif = await sharp(noise, {
      raw: { width, height: height * frames, channels: 3, pageHeight: height },
    })
      .gif({ colours: 32, effort: 1, dither: 0 })
      .toBuffer();
    expect((await sharp(gif).metadata()).pages).toBe(frames);
    expect(gif.length).toBeGreaterThan(3 * MAX_ANIMATED_FILE_BYTES);

    const res = await upload([{ field: 'avatar', data: gif, name: 'n.gif', type: 'image/gif' }]);
    expect(res.statusCode).toBe(201);
    const avatar = res.json().data.avatar as string;
    const stored = await Promise.all(
      filesOf(avatar).map((f) => readFile(file(f)).catch(() => null)),
    );
    const sizes = stored.filter((data) => data !== null).map((data) => data.length);
    expect(sizes).toHaveLength(4);
    for (const size of sizes) expect(size).toBeLessThanOrEqual(MAX_ANIMATED_FILE_BYTES);
    // the WebP pages show came out too large animated: its first frame, at full size
    const served = await sharp(file(avatar)).metadata();
    expect([served.width, served.height, served.pages ?? 1]).toEqual([width, height, 1]);
  });

  it('answers 400 for a broken multipart body, never a 500', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/products',
      token: adder,
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="title"\r\n\r\nRing\r\n--xy',
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(typeof res.json().message).toBe('string');
  });

  it('skips the empty file part a browser sends for an empty file input', async () => {
    const res = await upload([{ field: 'avatar', data: Buffer.alloc(0), name: '' }]);
    expect(res.statusCode).toBe(201);
    expect(res.json().data.avatar).toBeNull();
  });
});

describe('serving media', () => {
  it('serves every size under /uploads and /storage/uploads with immutable caching', async () => {
    const res = await upload([{ field: 'avatar', data: await image() }]);
    const avatar = res.json().data.avatar as string;
    for (const url of [
      `/${avatar}`,
      `/storage/${avatar}`,
      `/${avatar.replace('.webp', '-320.webp')}`,
      `/storage/${avatar.replace('.webp', '-640.webp')}`,
    ]) {
      const served = await t.request({ method: 'GET', url });
      expect(served.statusCode, url).toBe(200);
      expect(served.headers['content-type'], url).toBe('image/webp');
      expect(served.headers['cache-control'], url).toMatch(/immutable/);
      expect(served.headers['cache-control'], url).toMatch(/max-age=31536000/);
    }
  });
});

describe('MediaStore for other modules', () => {
  it('store(folder, buffer) and removeAll(paths) handle variants and the original', async () => {
    const media = t.services.media;
    const stored = await media.store('slides', await image('png'));
    expect(stored).toMatch(/^uploads\/slides\/[\w-]+\.webp$/);
    expect(await uploads(t, 'slides')).toHaveLength(4);
    await media.removeAll([stored]);
    expect(await uploads(t, 'slides')).toEqual([]);
  });

  it('refuses what is not an image with a 415 HttpError', async () => {
    const media = t.services.media;
    await expect(media.store('slides', Buffer.from('nope'))).rejects.toMatchObject({
      statusCode: 415,
    });
    expect(await uploads(t, 'slides')).toEqual([]);
  });
});
