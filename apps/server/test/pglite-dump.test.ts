import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client.ts';
import { unpackPglite } from '../src/db/pglite-dump.ts';
import { openPglite } from '../src/db/pglite-open.ts';

/**
 * The embedded database kept in a folder is dumped by copying its files between two statements
 * (after a checkpoint) and packing the copy, so a backup's memory does not grow with the shop.
 */

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;

let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), 'voski-pglite-dump-'));
});
afterAll(() => rm(scratch, { recursive: true, force: true }));

/** Unpacks `file` into a new data folder and opens the database there. */
async function openedCopy(file: string, name: string) {
  const dataDir = path.join(scratch, name);
  await mkdir(path.join(dataDir, 'pglite'), { recursive: true });
  await unpackPglite(file, path.join(dataDir, 'pglite'));
  return openDatabase({ dataDir });
}

describe.each([
  { where: 'in its own thread', inThread: true },
  { where: 'in the main thread', inThread: false },
])('dumping an embedded database kept in a folder, $where', { timeout: 60_000 }, ({ inThread }) => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: path.join(scratch, `shop-${inThread}`), inThread });
  });
  afterAll(() => database?.close());

  it('gives a tarball that opens as the same database, with no stray copy left', async () => {
    await database.db.execute(sql`create table scratch (id int primary key, label text)`);
    await database.db.execute(
      sql`insert into scratch select n, 'Ոսկե մատանի ' || n from generate_series(1, 2000) n`,
    );
    const file = path.join(scratch, `dump-${inThread}.tar.gz`);
    await database.dumpDataDir!(file);
    expect(await readdir(scratch)).not.toContain(`dump-${inThread}.tar.gz.files`);

    const copy = await openedCopy(file, `copy-${inThread}`);
    try {
      const counted = await copy.db.execute(
        sql`select count(*)::int as n, max(label) as last from scratch`,
      );
      expect(rowsOf<{ n: number; last: string }>(counted)[0]).toEqual({
        n: 2000,
        last: 'Ոսկե մատանի 999',
      });
    } finally {
      await copy.close();
    }
  });

  it('lets writes made during the dump wait, not fail, and the copy is whole', async () => {
    await database.db.execute(sql`create table busy (id int primary key, label text)`);
    const file = path.join(scratch, `busy-${inThread}.tar.gz`);
    const dumped = database.dumpDataDir!(file);
    const writes = Array.from({ length: 20 }, (_, i) =>
      database.db.execute(sql`insert into busy values (${i}, ${`ring ${i}`})`),
    );
    await Promise.all([dumped, ...writes]);
    const here = await database.db.execute(sql`select count(*)::int as n from busy`);
    expect(rowsOf<{ n: number }>(here)[0]?.n).toBe(20);

    const copy = await openedCopy(file, `busy-copy-${inThread}`);
    try {
      // The copy holds the rows committed before it was taken: whole rows, ids in order.
      const ids = await copy.db.execute(sql`select id from busy order by id`);
      const copied = rowsOf<{ id: number }>(ids).map((r) => r.id);
      expect(copied).toEqual(copied.map((_, i) => i));
    } finally {
      await copy.close();
    }
  });
});

describe('a damaged dump', () => {
  it('is refused while unpacking, with what is wrong', async () => {
    const packed = path.join(scratch, 'small');
    await mkdir(packed);
    await writeFile(path.join(packed, 'PG_VERSION'), '17\n'.repeat(50_000));
    const file = path.join(scratch, 'small.tar.gz');
    await tar.create({ gzip: true, cwd: packed, file }, ['PG_VERSION']);
    const whole = await readFile(file);
    const cut = path.join(scratch, 'cut.tar.gz');
    await writeFile(cut, whole.subarray(0, Math.floor(whole.length / 2)));
    const folder = path.join(scratch, 'cut-copy');
    await mkdir(folder);
    await expect(unpackPglite(cut, folder)).rejects.toThrow(/damaged|unexpected end/i);
  });
});

describe('a dump PGlite wrote itself (archives before the streamed dump)', () => {
  it('unpacks into a folder that opens', { timeout: 60_000 }, async () => {
    const old = await openPglite({});
    await old.exec(`create table scratch (label text); insert into scratch values ('ոսկի')`);
    const file = path.join(scratch, 'old.tar');
    await writeFile(file, Buffer.from(await (await old.dumpDataDir('none')).arrayBuffer()));
    await old.close();

    const copy = await openedCopy(file, 'old-copy');
    try {
      const rows = await copy.db.execute(sql`select label from scratch`);
      expect(rowsOf<{ label: string }>(rows)).toEqual([{ label: 'ոսկի' }]);
    } finally {
      await copy.close();
    }
  });
});
