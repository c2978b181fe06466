// A backup of a shop taking orders, restored into a new data folder (embedded) or a new
// PostgreSQL database (DATABASE_URL), then served: every acknowledged order and image is back.
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DescribedProduct, Order } from '@voski/contract';
import { openDatabase } from '../src/db/client.ts';
import {
  restoreBackup,
  type RestoreTarget,
  type WrittenBackup,
} from '../src/modules/backup/archive.ts';
import { BackupError } from '../src/modules/backup/database-dump.ts';
import { requestLocalBackup, serveLocalBackups } from '../src/modules/backup/local-socket.ts';
import { FolderStorage } from '../src/modules/media/folder-storage.ts';
import { catalogClient, image } from './catalog-fixtures.ts';
import { postgresUrl, scratchSpace } from './backup-fixtures.ts';
import { PASSWORD, startTestApp, type TestApp } from './harness.ts';
import { customer, someone, startOrderApp, type OrderApp } from './orders-fixtures.ts';

const scratch = scratchSpace();

let shop: OrderApp;
let products: DescribedProduct[];

beforeAll(async () => {
  const { database, databaseUrl } = await scratch.sourceDatabase();
  const backupDir = await scratch.folder('voski-backups-');
  shop = await startOrderApp({
    database,
    config: { databaseUrl, backup: { dir: backupDir, everyHours: 0, keep: 2 } },
  });
  const catalog = catalogClient(shop, shop.admin);
  products = [];
  for (const [n, format] of (['jpeg', 'png', 'webp'] as const).entries()) {
    products.push(
      await catalog.product({ title_en: `Ring ${n}`, price: 50_000 + n * 1000 }, [
        { field: 'avatar', data: await image(format, 40 + n, 30) },
        { field: 'images[0]', data: await image('jpeg', 60, 20 + n) },
      ]),
    );
  }
});

afterAll(async () => {
  await shop.close();
  await scratch.clear();
});

/** Every stored path a product shows: its main image and its gallery. */
const imagesOf = (p: DescribedProduct) => [p.avatar!, ...p.images.map((i) => i.image)];

describe('a backup of a shop taking orders', () => {
  let written: WrittenBackup;
  let acknowledgedBefore: number[];
  let acknowledgedAll: number[];
  let restored: TestApp;
  let restoredInto: { target: RestoreTarget; dataDir: string };

  // Two customers keep a 2-core machine's event loop busy: the backup shares it with them.
  it(
    'is taken by the running shop, through its socket, while orders keep coming',
    { timeout: 90_000 },
    async () => {
      const socket = await serveLocalBackups(shop.dataDir, () => shop.services.backups.run());
      try {
        const acknowledged: { number: number; at: number }[] = [];
        let placing = true;
        const customers = Array.from({ length: 2 }, async (_, c) => {
          while (placing) {
            // Over the network, as customers reach a running shop.
            const placed = await fetch(`${shop.base}/api/payment/signIn`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({
                ...customer,
                ...someone(),
                products: [{ id: products[c % products.length]!.id, quantity: 1 }],
              }),
            });
            expect(placed.status).toBe(201);
            const { orderNumber } = (await placed.json()) as { orderNumber: number };
            acknowledged.push({ number: orderNumber, at: performance.now() });
          }
        });
        // Some orders first, so the backup starts in the middle of a steady stream.
        while (acknowledged.length < 12) await new Promise((r) => setImmediate(r));
        const asked = performance.now();
        written = await requestLocalBackup(shop.dataDir);
        const during = acknowledged.filter((o) => o.at > asked).length;
        placing = false;
        await Promise.all(customers);
        acknowledgedBefore = acknowledged.filter((o) => o.at < asked).map((o) => o.number);
        acknowledgedAll = acknowledged.map((o) => o.number);
        expect(during).toBeGreaterThan(0);
      } finally {
        await socket.close();
      }
      const { manifest } = written;
      expect(manifest.database.engine).toBe(postgresUrl ? 'postgres' : 'pglite');
      expect(manifest.migration).toMatch(/^\d{4}_/);
      expect(manifest.counts.products).toBe(3);
      expect(manifest.counts.orders).toBeGreaterThanOrEqual(acknowledgedBefore.length);
      // Each image is stored at several widths plus its original.
      expect(manifest.media.files).toBeGreaterThanOrEqual(6 * 2);
      expect(manifest.files.every((f) => /^[0-9a-f]{64}$/.test(f.sha256))).toBe(true);
    },
  );

  it('restores into an empty target, and a server on it has every order and image', async () => {
    restoredInto = await scratch.emptyTarget();
    const { target, dataDir } = restoredInto;
    await restoreBackup(written.file, target, new FolderStorage(dataDir));
    const database = await openDatabase(target);
    restored = await startTestApp({ database, config: { dataDir } });

    const signIn = await restored.request({
      method: 'POST',
      url: '/api/auth/signIn',
      payload: { email: 'staff1-1@voski.test', password: PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
    const token = signIn.json<{ access_token: string }>().access_token;

    const orderOf = async (app: TestApp, number: number, as: string) => {
      const res = await app.request({
        method: 'GET',
        url: `/api/payment/orders/${number}`,
        token: as,
      });
      return {
        status: res.statusCode,
        order: res.statusCode === 200 ? res.json<{ data: Order }>().data : undefined,
      };
    };
    for (const number of acknowledgedBefore) {
      const [before, after] = [
        await orderOf(shop, number, shop.seller),
        await orderOf(restored, number, token),
      ];
      expect(after.status, `order ${number}`).toBe(200);
      expect(after.order!.products).toBe(before.order!.products);
      expect(after.order!.total).toBe(before.order!.total);
    }
    // Orders acknowledged while the backup ran are either whole in it or absent, never half.
    const list = await restored.request({ method: 'GET', url: '/api/payment/orders', token });
    const numbers = list.json<Order[]>().map((o) => o.id);
    expect(numbers.every((n) => acknowledgedAll.includes(n))).toBe(true);
    expect(numbers.length).toBeGreaterThanOrEqual(acknowledgedBefore.length);

    for (const product of products) {
      const res = await restored.request({ method: 'GET', url: `/api/products/${product.id}` });
      expect(res.statusCode).toBe(200);
      for (const stored of imagesOf(product)) {
        const file = await restored.request({ method: 'GET', url: `/${stored}` });
        expect(file.statusCode, stored).toBe(200);
        expect(file.headers['content-type']).toBe('image/webp');
      }
    }
    await restored.close();
    await database.close();
  });

  it('refuses a target that holds data, and says why', async () => {
    const { target, dataDir } = restoredInto;
    await expect(restoreBackup(written.file, target, new FolderStorage(dataDir))).rejects.toThrow(
      postgresUrl
        ? /Nothing restored\. The database in DATABASE_URL has \d+ tables/
        : /Nothing restored\. .*pglite is not empty/,
    );
    // An empty database with images already in the folder is refused too.
    const other = await scratch.emptyTarget();
    await mkdir(path.join(other.dataDir, 'uploads', 'products'), { recursive: true });
    await expect(
      restoreBackup(written.file, other.target, new FolderStorage(other.dataDir)),
    ).rejects.toThrow(/Nothing restored\. .*uploads is not empty/);
  });

  it('refuses a damaged archive before writing anything', async () => {
    const unpacked = await scratch.folder('voski-damaged-');
    await tar.extract({ file: written.file, cwd: unpacked });
    const victim = written.manifest.files.find((f) => f.path.startsWith('media/'))!;
    const bytes = await readFile(path.join(unpacked, victim.path));
    bytes[bytes.length >> 1]! ^= 0xff;
    await writeFile(path.join(unpacked, victim.path), bytes);
    const damaged = path.join(unpacked, 'damaged.tar');
    await tar.create({ cwd: unpacked, file: damaged }, ['manifest.json', 'database', 'media']);

    const { target, dataDir } = await scratch.emptyTarget();
    await expect(restoreBackup(damaged, target, new FolderStorage(dataDir))).rejects.toThrow(
      `${victim.path} does not match its checksum: the archive is damaged.`,
    );
    await expect(
      restoreBackup(path.join(unpacked, 'manifest.json'), target, new FolderStorage(dataDir)),
    ).rejects.toThrow(/is not a readable backup archive/);
    await expect(
      restoreBackup(path.join(unpacked, 'none.tar'), target, new FolderStorage(dataDir)),
    ).rejects.toThrow(BackupError);
    expect(await readdir(dataDir)).toEqual([]);
    if ('databaseUrl' in target) {
      // Still empty: the same target takes the good archive.
      await restoreBackup(written.file, target, new FolderStorage(dataDir));
    }
  });
});

describe('backups kept and shown', () => {
  it('keeps the newest BACKUP_KEEP archives and shows the last one to Admins only', async () => {
    await shop.services.backups.run();
    const last = await shop.services.backups.run();
    const dir = shop.services.backups.settings.dir;
    const names = (await readdir(dir)).sort();
    expect(names.filter((n) => n.endsWith('.tar'))).toHaveLength(2);
    expect(names.filter((n) => n.endsWith('.json'))).toHaveLength(2);
    expect(names).toContain(path.basename(last.file));

    const latest = await shop.request({
      method: 'GET',
      url: '/api/backups/latest',
      token: shop.admin,
    });
    expect(latest.statusCode).toBe(200);
    expect(latest.json()).toEqual({
      backup: { created_at: last.manifest.createdAt, bytes: last.bytes },
      every_hours: 0,
    });
    const seller = await shop.request({
      method: 'GET',
      url: '/api/backups/latest',
      token: shop.seller,
    });
    expect(seller.statusCode).toBe(403);
  });

  it('removes no image file while a backup copies them; the sweep does it afterwards', async () => {
    const catalog = catalogClient(shop, shop.admin);
    const doomed = await catalog.product({ title_en: 'Sold and gone' }, [
      { field: 'avatar', data: await image('png', 30, 30) },
    ]);
    const onDisk = () => readdir(path.join(shop.dataDir, 'uploads', 'products'));
    const stem = path.basename(doomed.avatar!, '.webp');
    const files = (await onDisk()).filter((f) => f.startsWith(stem));
    expect(files.length).toBeGreaterThan(1);

    await shop.services.media.holdingRemovals(async () => {
      const res = await shop.request({
        method: 'DELETE',
        url: `/api/products/${doomed.id}`,
        token: shop.admin,
      });
      expect(res.statusCode).toBe(200);
      expect(await shop.services.media.sweep({ graceMs: 0 })).toBe(0);
      expect((await onDisk()).filter((f) => f.startsWith(stem))).toEqual(files);
    });
    expect(await shop.services.media.sweep({ graceMs: 0 })).toBe(1);
    expect((await onDisk()).filter((f) => f.startsWith(stem))).toEqual([]);
  });

  it('tells the person running npm run backup that the embedded shop is not running', async () => {
    const empty = await scratch.folder('voski-stopped-');
    await expect(requestLocalBackup(empty)).rejects.toThrow(/The shop is not running on/);
  });
});
