// A shop whose images live in an S3 bucket: the backup holds every object, and a restore
// writes them into another, empty bucket.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { restoreBackup } from '../src/modules/backup/archive.ts';
import { S3Storage } from '../src/modules/media/s3-storage.ts';
import { scratchSpace } from './backup-fixtures.ts';
import { catalogClient, image } from './catalog-fixtures.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { startTestBucket, type TestBucket } from './s3-bucket.ts';

const scratch = scratchSpace();
let shop: TestApp;
let source: TestBucket;
let other: TestBucket;

beforeAll(async () => {
  [source, other] = await Promise.all([startTestBucket(), startTestBucket()]);
  const { database, databaseUrl } = await scratch.sourceDatabase();
  shop = await startTestApp({
    database,
    config: {
      databaseUrl,
      media: { s3: source.settings, cleanupEveryMs: 600_000, graceMs: 3_600_000 },
      backup: {
        dir: await scratch.folder('voski-backups-'),
        everyHours: 0,
        keep: 1,
        toBucket: true,
      },
    },
  });
});

afterAll(async () => {
  await shop.close();
  await Promise.all([source.close(), other.close()]);
  await scratch.clear();
});

it('backs up every object of the bucket and restores them into an empty one', async () => {
  const catalog = catalogClient(shop, await shop.staffToken(1));
  await catalog.product({ title_en: 'Bucket ring' }, [
    { field: 'avatar', data: await image('png') },
    { field: 'images[0]', data: await image('jpeg', 50, 50) },
  ]);
  const stored = await source.keys();
  expect(stored.length).toBeGreaterThan(2);
  const uploads = () => source.keys().then((keys) => keys.filter((k) => k.startsWith('uploads/')));

  const written = await shop.services.backups.run();
  expect(await uploads()).toEqual(stored);
  expect(written.manifest.media).toMatchObject({ source: 's3', files: stored.length });
  expect(written.manifest.files.map((f) => f.path).filter((p) => p.startsWith('media/'))).toEqual(
    stored.map((key) => `media/${key}`),
  );

  const { target } = await scratch.emptyTarget();
  const into = new S3Storage(other.settings);
  try {
    await restoreBackup(written.file, target, into);
    expect(await other.keys()).toEqual(stored);
    for (const key of stored) expect(await other.bytes(key)).toEqual(await source.bytes(key));

    const again = await scratch.emptyTarget();
    await expect(restoreBackup(written.file, again.target, into)).rejects.toThrow(
      /Nothing restored\. The bucket already holds images \(uploads\//,
    );
  } finally {
    into.close();
  }
});

it('copies each archive into the bucket under backups/, keeping BACKUP_KEEP there too', async () => {
  await shop.services.backups.run();
  const last = await shop.services.backups.run();
  const name = path.basename(last.file);
  const kept = (await source.keys()).filter((k) => k.startsWith('backups/'));
  expect(kept).toEqual([`backups/${name.replace(/\.tar$/, '.json')}`, `backups/${name}`]);
  // Buffer.equals: toEqual walks megabytes byte by byte.
  expect((await source.bytes(`backups/${name}`)).equals(await readFile(last.file))).toBe(true);
});
