import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { unpackPglite } from '../src/db/pglite-dump.ts';
import { isDatabaseUnreachable, isUniqueViolation, sqlState } from '../src/db/errors.ts';
import { ThreadedPglite } from '../src/db/threaded-pglite.ts';

/**
 * The embedded database in a worker thread of its own (ADR 0044): Drizzle's statements,
 * PostgreSQL's errors and transactions behave as they do with PGlite in the main thread, and a
 * thread that dies costs the work in hand, not the shop.
 */

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;

/** Ends the thread as a fault in PGlite's wasm would. */
const kill = (client: ThreadedPglite) =>
  (client as unknown as { worker: Worker }).worker.terminate();

describe('the embedded database’s thread', { timeout: 60_000 }, () => {
  let database: Database;

  beforeAll(async () => {
    database = await openDatabase({ memory: true, inThread: true });
    await database.db.execute(
      sql`create table scratch (id int primary key, label text not null, at timestamptz, price numeric(12,2))`,
    );
  });
  afterAll(() => database?.close());

  it('is on unless EMBEDDED_DB_THREAD=0', () => {
    expect(loadConfig({}).embeddedDbThread).toBe(true);
    expect(loadConfig({ EMBEDDED_DB_THREAD: '0' }).embeddedDbThread).toBe(false);
  });

  it('answers Drizzle’s statements, with the types it leaves as text still text', async () => {
    await database.db.execute(
      sql`insert into scratch values (1, 'ring', '2026-11-28 10:00:00+00', 125000.50)`,
    );
    const [row] = rowsOf<{ id: number; label: string; at: string; price: string }>(
      await database.db.execute(sql`select id, label, at, price from scratch where id = ${1}`),
    );
    expect(row).toEqual({ id: 1, label: 'ring', at: '2026-11-28 10:00:00+00', price: '125000.50' });
    const counted = await database.db.execute(sql`select count(*)::int as total from scratch`);
    expect(rowsOf<{ total: number }>(counted)[0]?.total).toBe(1);
  });

  it('keeps PostgreSQL’s error fields, so a duplicate is still a conflict', async () => {
    const error = await database.db
      .execute(sql`insert into scratch values (1, 'again', null, null)`)
      .catch((e: unknown) => e);
    expect(isUniqueViolation(error)).toBe(true);
    expect((error as { cause: { constraint: string } }).cause.constraint).toBe('scratch_pkey');
    const syntax = await database.db.execute(sql`selec 1`).catch((e: unknown) => e);
    expect(sqlState(syntax)).toBe('42601');
  });

  it('commits a transaction, rolls back one that throws, and a savepoint on its own', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into scratch values (2, 'kept', null, null)`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`insert into scratch values (3, 'dropped', null, null)`);
          throw new Error('inner fails');
        })
        .catch(() => {});
    });
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into scratch values (4, 'dropped', null, null)`);
        throw new Error('fails');
      }),
    ).rejects.toThrow('fails');
    const left = await database.db.execute(sql`select id from scratch where id > 1 order by id`);
    expect(rowsOf<{ id: number }>(left).map((r) => r.id)).toEqual([2]);
  });

  it('lets a statement outside a transaction wait until it ends, as PGlite does', async () => {
    const order: string[] = [];
    let outside: Promise<unknown> | undefined;
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`update scratch set label = 'changed' where id = 2`);
      outside = database.db
        .execute(sql`select label from scratch where id = 2`)
        .then((result) => order.push(`outside saw ${rowsOf<{ label: string }>(result)[0]?.label}`));
      await tx.execute(sql`select pg_sleep(0.05)`);
      order.push('transaction done');
    });
    await outside;
    expect(order).toEqual(['transaction done', 'outside saw changed']);
  });

  it('dumps its files into a tarball another database opens', async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'voski-pglite-dump-'));
    await database.dumpDataDir!(path.join(folder, 'dump.tar.gz'));
    await mkdir(path.join(folder, 'copy', 'pglite'), { recursive: true });
    await unpackPglite(path.join(folder, 'dump.tar.gz'), path.join(folder, 'copy', 'pglite'));
    const copy = await openDatabase({ dataDir: path.join(folder, 'copy') });
    try {
      const copied = await copy.db.execute(sql`select label from scratch order by id`);
      expect(rowsOf<{ label: string }>(copied).map((r) => r.label)).toEqual(['ring', 'changed']);
    } finally {
      await copy.close();
      await rm(folder, { recursive: true, force: true });
    }
  });
});

describe('a thread that dies', { timeout: 60_000 }, () => {
  let dataDir: string;
  const warnings: string[] = [];
  const warn = (message: string) => warnings.push(message);

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'voski-pglite-thread-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('fails the statements it held as a lost connection, and the folder opens again', async () => {
    const client = await ThreadedPglite.open({ dataDir }, warn);
    try {
      await client.exec('create table kept (id int primary key); insert into kept values (7);');
      const held = client.query('select pg_sleep(5)');
      await kill(client);
      const error = await held.catch((e: unknown) => e);
      expect(isDatabaseUnreachable(error)).toBe(true);
      expect(warnings.join('\n')).toMatch(/opening the database again/);
      // The next statement waits for the new thread and finds what was committed.
      const { rows } = await client.query<{ id: number }>('select id from kept');
      expect(rows).toEqual([{ id: 7 }]);
    } finally {
      await client.close();
    }
  });

  it('fails a transaction it held, and the next one commits', async () => {
    const client = await ThreadedPglite.open({ dataDir }, warn);
    try {
      const error = await client
        .transaction(async (tx) => {
          await tx.query('insert into kept values (8)');
          await kill(client);
          await tx.query('insert into kept values (9)');
        })
        .catch((e: unknown) => e);
      expect(isDatabaseUnreachable(error)).toBe(true);
      await client.transaction((tx) => tx.query('insert into kept values (10)'));
      const { rows } = await client.query<{ id: number }>('select id from kept order by id');
      expect(rows.map((r) => r.id)).toEqual([7, 10]);
    } finally {
      await client.close();
    }
  });

  it('in memory, answers every later statement as unreachable', async () => {
    const client = await ThreadedPglite.open({}, warn);
    try {
      await kill(client);
      const error = await client.query('select 1').catch((e: unknown) => e);
      expect(isDatabaseUnreachable(error)).toBe(true);
    } finally {
      await client.close();
    }
  });

  it('does not start when the database cannot be opened', async () => {
    const notAFolder = path.join(dataDir, 'file');
    await writeFile(notAFolder, 'not a database');
    await expect(ThreadedPglite.open({ dataDir: notAFolder }, warn)).rejects.toThrow();
  });
});
