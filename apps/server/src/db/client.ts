import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { runInProcess, runWithAdvisoryLock, type RunExclusive } from './exclusive.ts';
import { dumpPglite } from './pglite-dump.ts';
import { openPglite, migrationsFolder, type PgliteTarget } from './pglite-open.ts';
import { withPreparedStatements } from './pglite-statements.ts';
import { releasingTransactions } from './postgres-transactions.ts';
import { queryCounter } from './query-count.ts';
import { asPglite, ThreadedPglite } from './threaded-pglite.ts';
import * as schema from './schema/index.ts';
import type { Db } from './types.ts';

export type { Db, Schema, Tx } from './types.ts';

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs background work on one instance at a time. */
  exclusive: RunExclusive;
  /** Writes the embedded database's files, taken between two statements, to a .tar.gz file. */
  dumpDataDir?: (file: string) => Promise<void>;
  close(): Promise<void>;
}

/**
 * The embedded database's shared buffers unless EMBEDDED_DB_BUFFERS_MB says otherwise.
 * PostgreSQL's default (128 MB) is most of a small shop's memory; the operating system's file
 * cache keeps the rest of the data close anyway (figures in docs/decisions/0036).
 */
export const EMBEDDED_DB_BUFFERS_MB = 32;

/** Any fixed number: it names the lock every instance takes while migrating. */
const MIGRATION_LOCK = 4_815_162_342;

/** `inThread`: the embedded database runs in a worker thread of its own (ADR 0044). */
export type DatabaseTarget =
  | { databaseUrl: string; poolMax?: number }
  /** `buffersMb`: PostgreSQL's shared_buffers, the most of its memory that grows with data. */
  | { dataDir: string; buffersMb?: number; inThread?: boolean }
  /**
   * An in-memory PGlite, for tests; `template` is a dump of an already migrated one
   * (`dumpDataDir`), which starts in a fraction of the time initdb and the migrations take.
   */
  | { memory: true; template?: Blob; inThread?: boolean };

/** The embedded database's folder in the shop's data folder. */
export const pgliteFolder = (dataDir: string) => path.join(dataDir, 'pglite');

/** Whether the shop's data folder holds an embedded database already. */
export const embeddedDatabaseExists = (dataDir: string) =>
  existsSync(path.join(pgliteFolder(dataDir), 'PG_VERSION'));

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if ('databaseUrl' in target) return openPostgres(target.databaseUrl, target.poolMax);
  let dataDir: string | undefined;
  if ('dataDir' in target) {
    dataDir = pgliteFolder(target.dataDir);
    await mkdir(dataDir, { recursive: true });
  }
  const embedded: PgliteTarget = {
    dataDir,
    template: 'template' in target ? target.template : undefined,
    buffersMb: 'dataDir' in target ? (target.buffersMb ?? EMBEDDED_DB_BUFFERS_MB) : undefined,
  };
  const client = target.inThread ? await ThreadedPglite.open(embedded) : await openPglite(embedded);
  const calls = client instanceof ThreadedPglite ? client : withPreparedStatements(client);
  const db = drizzlePglite(asPglite(calls), { schema, logger: queryCounter }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    exclusive: runInProcess(),
    dumpDataDir: (file) => dumpPglite(calls, dataDir, file, () => client.dumpDataDir('none')),
    close: () => client.close(),
  };
}

/** An empty in-memory PGlite with every migration applied, dumped: a template for tests. */
export async function migratedPgliteDump(): Promise<Blob> {
  const client = await openPglite({});
  try {
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

/** Connections per instance unless DATABASE_POOL_MAX says otherwise. */
export const DEFAULT_POOL_MAX = 10;

async function openPostgres(connectionString: string, max = DEFAULT_POOL_MAX): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max });
  // node-postgres reports a connection the server drops (restart, failover, an admin's
  // pg_terminate_backend) as an 'error' event of its client, and an 'error' event nobody
  // listens to ends the process. The pool listens only while a client is idle, so every client
  // gets a listener of its own for its whole life: one checked out (a transaction between
  // statements, a job's advisory lock) then fails only the work in hand (answered 503, see
  // isConnectionLost), and the pool drops it when it is released.
  pool.on('connect', (client) =>
    client.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`)),
  );
  // The pool repeats an idle client's error here; the client's own listener has reported it.
  pool.on('error', () => {});
  // Several instances may start together: one migrates while the others wait on the lock.
  const lockClient = await pool.connect();
  try {
    await lockClient.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg(lockClient), { migrationsFolder });
  } finally {
    await lockClient.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    lockClient.release();
  }
  const db = drizzlePg(pool, { schema, logger: queryCounter }) as unknown as Db;
  db.transaction = releasingTransactions(pool, schema);
  return {
    db,
    kind: 'postgres',
    exclusive: runWithAdvisoryLock(pool),
    close: () => pool.end(),
  };
}
