import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { image, multipart, validProduct } from './catalog-fixtures.ts';
import { throwawayPostgres } from './throwaway-postgres.ts';
import { startTestBucket, type TestBucket } from './s3-bucket.ts';
import { startServerProcess } from './server-process.ts';

const ROUNDS = 3;
/** Killed runs at most: more than ROUNDS only while no kill has yet left a file behind. */
const ROUNDS_MAX = 8;
const CLIENTS = 4;
const admin = { email: 'boss@voski.test', password: 'a long password' };

/** `uploads/products/abc-320.webp`, `…/abc.orig.jpg` → `uploads/products/abc.webp` */
const imageOf = (file: string) =>
  file.replace(/-(320|640)\.webp$/, '.webp').replace(/\.orig\.\w+$/, '.webp');
/** The files an uploaded JPEG gets: three WebP widths and the original. */
const filesOfJpeg = (stored: string) => [
  stored,
  stored.replace('.webp', '-320.webp'),
  stored.replace('.webp', '-640.webp'),
  stored.replace('.webp', '.orig.jpg'),
];

async function walk(root: string, dir = root): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const files: string[] = [];
  for (const e of entries) {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) files.push(...(await walk(root, full)));
    else files.push(path.relative(path.dirname(root), full).split(path.sep).join('/'));
  }
  return files;
}

async function signIn(url: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/signIn`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  return ((await res.json()) as { access_token: string }).access_token;
}

async function productForm(): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  return multipart(validProduct, [
    { field: 'avatar', data: await image('jpeg', 1600, 1200) },
    { field: 'images[]', data: await image('jpeg', 800, 600) },
    { field: 'images[]', data: await image('jpeg', 600, 800) },
  ]);
}

/** Sends product updates with three images, one after another, until the server is gone. */
async function updateUntilKilled(
  url: string,
  token: string,
  id: number,
  done: { n: number },
): Promise<void> {
  const form = await productForm();
  for (;;) {
    try {
      const res = await fetch(`${url}/api/products/${id}`, {
        method: 'POST',
        headers: { ...form.headers, authorization: `Bearer ${token}` },
        body: form.payload,
      });
      expect(res.status).toBe(200);
      await res.arrayBuffer();
      done.n++;
    } catch (error) {
      if (error instanceof TypeError) return; // fetch failed: the process was killed
      throw error;
    }
  }
}

describe.each(['folder', 's3'] as const)('kill -9 during product updates (%s storage)', (kind) => {
  it(
    'leaves no file that no record uses once the cleanup job has run',
    { timeout: 600_000 },
    async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'voski-crash-'));
      const postgres = process.env.DATABASE_URL
        ? await throwawayPostgres(process.env.DATABASE_URL)
        : undefined;
      let bucket: TestBucket | undefined;
      try {
        bucket = kind === 's3' ? await startTestBucket() : undefined;
        const env: Record<string, string> = {
          ADMIN_EMAIL: admin.email,
          ADMIN_PASSWORD: admin.password,
          DATABASE_URL: postgres?.url ?? '',
          ...(bucket && {
            S3_ENDPOINT: bucket.settings.endpoint,
            S3_BUCKET: bucket.settings.bucket,
            S3_REGION: bucket.settings.region,
            S3_ACCESS_KEY_ID: bucket.settings.accessKeyId,
            S3_SECRET_ACCESS_KEY: bucket.settings.secretAccessKey,
          }),
        };

        /** Stored files against the image paths records hold, counted independently of the app. */
        const census = async () => {
          const database = await openDatabase(
            postgres ? { databaseUrl: postgres.url } : { dataDir },
          );
          try {
            const { rows } = (await database.db.execute(sql`
            select avatar as path from products where avatar is not null
            union select image from product_images
            union select image from slides union select image from posts
            union select qr_image from blogs where qr_image is not null
            union select image from blog_images
            union select image1 from pages where image1 is not null
            union select image2 from pages where image2 is not null`)) as unknown as {
              rows: { path: string }[];
            };
            const referenced = new Set(rows.map((r) => r.path));
            const { rows: pendingRows } = (await database.db.execute(
              sql`select count(*)::int as n from media_pending`,
            )) as unknown as { rows: { n: number }[] };
            const files = bucket ? await bucket.keys() : await walk(path.join(dataDir, 'uploads'));
            const stored = new Set(files);
            return {
              files: files.length,
              referencedImages: referenced.size,
              orphanFiles: files.filter((f) => !referenced.has(imageOf(f))).length,
              missingFiles: [...referenced].flatMap(filesOfJpeg).filter((f) => !stored.has(f))
                .length,
              pending: pendingRows[0]!.n,
            };
          } finally {
            await database.close();
          }
        };

        let productId: number | undefined;
        let updates = 0;
        let rounds = 0;
        // A kill leaves files behind only when it lands while an update holds one it has stored
        // and not yet recorded (or let go of): the rounds go on until one has, so that the
        // cleanup below always has something to remove.
        while (rounds < ROUNDS || (rounds < ROUNDS_MAX && (await census()).orphanFiles === 0)) {
          rounds++;
          const server = await startServerProcess(dataDir, env);
          const token = await signIn(server.url);
          if (productId === undefined) {
            const form = await productForm();
            const res = await fetch(`${server.url}/api/products`, {
              method: 'POST',
              headers: { ...form.headers, authorization: `Bearer ${token}` },
              body: form.payload,
            });
            productId = ((await res.json()) as { data: { id: number } }).data.id;
          }
          const done = { n: 0 };
          const load = Array.from({ length: CLIENTS }, () =>
            updateUntilKilled(server.url, token, productId!, done),
          );
          // Some updates commit (their old avatars are let go of), then the kill lands anywhere.
          for (let waited = 0; done.n < 2 && waited < 60_000; waited += 50) await delay(50);
          await delay(Math.random() * 1500);
          await server.stop('SIGKILL');
          await Promise.all(load);
          updates += done.n;
        }

        const before = await census();
        console.log(`${kind}: ${updates} updates in ${rounds} killed runs; before cleanup`, before);
        expect(updates).toBeGreaterThan(0);
        expect(before.orphanFiles).toBeGreaterThan(0);
        expect(before.missingFiles).toBe(0);

        const server = await startServerProcess(dataDir, {
          ...env,
          MEDIA_GRACE_SECONDS: '1',
          MEDIA_CLEANUP_SECONDS: '1',
        });
        await server.waitFor(/Removed the files of \d+ images no record uses/);
        // One more turn, so whatever the first found younger than the grace period is due too.
        await delay(2500);
        expect(await server.stop('SIGTERM')).toBe(0);

        const after = await census();
        console.log(`${kind}: after cleanup`, after);
        expect(after).toMatchObject({ orphanFiles: 0, missingFiles: 0, pending: 0 });
        expect(after.referencedImages).toBe(before.referencedImages);
        expect(after.files).toBe(after.referencedImages * 4);
      } finally {
        await bucket?.close();
        await postgres?.drop();
        await rm(dataDir, { recursive: true, force: true });
      }
    },
  );
});
