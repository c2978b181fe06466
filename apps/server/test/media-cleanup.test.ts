import { access } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@voski/contract';
import { mediaPending, slides } from '../src/db/schema/index.ts';
import { image, multipart, uploads } from './catalog-fixtures.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let adder: string;

beforeAll(async () => {
  t = await startTestApp();
  adder = await t.staffToken(Role.Adder);
});
afterAll(() => t.close());

const exists = (relative: string) =>
  access(path.join(t.dataDir, relative)).then(
    () => true,
    () => false,
  );
const pending = async () =>
  (await t.database.db.select({ path: mediaPending.path }).from(mediaPending)).map((r) => r.path);
/** Makes every entry look older than it is, as if the grace period had passed. */
const age = (seconds: number) =>
  t.database.db
    .update(mediaPending)
    .set({ since: sql`${mediaPending.since} - ${seconds}::float8 * interval '1 second'` });

describe('the media_pending ledger', () => {
  it('holds an upload from before its files are written until a sweep finds it used', async () => {
    const media = t.services.media;
    const stored = await media.store('slides', await image('png'));
    expect(await pending()).toEqual([stored]);
    await t.database.db.insert(slides).values({ image: stored });
    await media.settle([stored]);
    expect(await pending()).toEqual([stored]);
    await age(61);
    expect(await media.sweep({ graceMs: 60_000 })).toBe(0);
    expect(await pending()).toEqual([]);
    expect(await exists(stored)).toBe(true);
  });

  it('removes an upload the committed write did not take (a second file for one image)', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/slides',
      token: adder,
      ...(await multipart({ url: '/x' }, [
        { field: 'image', data: await image('jpeg') },
        { field: 'image', data: await image('png') },
      ])),
    });
    expect(res.statusCode).toBe(201);
    const used: string = res.json().data.image;
    const ofUsed = (await uploads(t, 'slides')).filter((f) =>
      f.startsWith(path.basename(used, '.webp')),
    );
    expect(ofUsed).toHaveLength(4);
    // The first test's image and this one, four files each: the unused upload is gone.
    expect(await uploads(t, 'slides')).toHaveLength(8);
    expect(await pending()).toEqual([used]);
  });
});

describe('the cleanup sweep', () => {
  it('removes, after the grace period only, the files of pending images no record uses', async () => {
    const media = t.services.media;
    const lost = await media.store('products', await image('jpeg'));
    const committed = await media.store('slides', await image('jpeg'));
    // A write that committed but whose process died before settling its images.
    await t.database.db.insert(slides).values({ image: committed });

    expect(await media.sweep({ graceMs: 60_000 })).toBe(0);
    expect(await exists(lost)).toBe(true);
    expect(await pending()).toHaveLength(3);

    await age(61);
    expect(await media.sweep({ graceMs: 60_000 })).toBe(1);
    expect(await exists(lost)).toBe(false);
    expect(await uploads(t, 'products')).toEqual([]);
    expect(await exists(committed)).toBe(true);
    expect(await pending()).toEqual([]);
  });

  it('removes released images whose record is gone, keeps those a rolled-back write kept', async () => {
    const media = t.services.media;
    const rows = [];
    for (let i = 0; i < 2; i++) {
      const stored = await media.store('slides', await image('png'));
      const [row] = await t.database.db.insert(slides).values({ image: stored }).returning();
      rows.push(row!);
    }
    await media.settle(rows.map((r) => r.image));
    const [gone, kept] = rows as [(typeof rows)[number], (typeof rows)[number]];
    // Both were let go of; only the first write committed before the process died.
    await t.database.db.transaction(async (tx) => {
      await media.release([gone.image], tx);
      await tx.delete(slides).where(eq(slides.id, gone.id));
    });
    await t.database.db
      .transaction(async (tx) => {
        await media.release([kept.image], tx);
        await tx.delete(slides).where(eq(slides.id, kept.id));
        tx.rollback();
      })
      .catch(() => {});
    await media.release([kept.image]);

    expect(await media.sweep({ graceMs: 60_000 })).toBe(0);
    await age(61);
    expect(await media.sweep({ graceMs: 60_000 })).toBe(1);
    expect(await exists(gone.image)).toBe(false);
    expect(await exists(kept.image)).toBe(true);
    expect(await pending()).toEqual([]);
  });

  it('goes through any number of entries in bounded batches', async () => {
    const media = t.services.media;
    const stored = [];
    for (let i = 0; i < 7; i++) stored.push(await media.store('products', await image('png')));
    await age(10);
    expect(await media.sweep({ graceMs: 1000, batch: 3 })).toBe(7);
    expect(await uploads(t, 'products')).toEqual([]);
    expect(await pending()).toEqual([]);
  });
});
