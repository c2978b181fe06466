import { execFile } from 'node:child_process';
import { mkdir, readdir } from 'node:fs/promises';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { pgliteFolder, type Database, type Db } from '../../db/client.ts';
import { unpackPglite } from '../../db/pglite-dump.ts';
import journal from '../../db/migrations/meta/_journal.json' with { type: 'json' };

const run = promisify(execFile);

/** Where the dumped database sits inside the archive, per engine. */
export const DUMP_FILES = { pglite: 'database/pglite.tar.gz', postgres: 'database/postgres.dump' };

export class BackupError extends Error {}

/**
 * A consistent dump of the shop's database into `file`: a tarball of PGlite's data folder
 * (taken by the process that has it open, between two statements, after a checkpoint), or
 * pg_dump's archive (one snapshot) for PostgreSQL.
 */
export async function dumpDatabase(
  database: Database,
  databaseUrl: string | undefined,
  file: string,
): Promise<void> {
  if (database.kind === 'pglite') {
    if (!database.dumpDataDir) throw new BackupError('This database cannot be dumped.');
    await database.dumpDataDir(file);
    return;
  }
  if (!databaseUrl) throw new BackupError('DATABASE_URL is needed to dump PostgreSQL.');
  await postgresTool('pg_dump', databaseUrl, ['--format=custom', '--no-owner', `--file=${file}`]);
}

/** Loads a dump into an empty target: a data folder for PGlite, a database for PostgreSQL. */
export async function loadDatabase(
  engine: keyof typeof DUMP_FILES,
  file: string,
  target: { dataDir: string } | { databaseUrl: string },
): Promise<void> {
  if (engine === 'pglite') {
    if (!('dataDir' in target)) {
      throw new BackupError(
        'This archive holds an embedded (PGlite) database: restore it into a data folder (unset DATABASE_URL).',
      );
    }
    const folder = pgliteFolder(target.dataDir);
    await mkdir(folder, { recursive: true });
    await unpackPglite(file, folder);
    // Opened once, so a damaged dump fails the restore rather than the shop's next start.
    const client = await PGlite.create(folder, { extensions: { pg_trgm } });
    await client.close();
    return;
  }
  if (!('databaseUrl' in target)) {
    throw new BackupError(
      'This archive holds a PostgreSQL database: restore it with DATABASE_URL naming an empty database.',
    );
  }
  await postgresTool('pg_restore', target.databaseUrl, [
    '--no-owner',
    '--no-privileges',
    '--exit-on-error',
    '--single-transaction',
    file,
  ]);
}

/** Why the target cannot take a restore (it holds data already), or undefined when empty. */
export async function databaseNotEmpty(
  target: { dataDir: string } | { databaseUrl: string },
): Promise<string | undefined> {
  if ('dataDir' in target) {
    const folder = pgliteFolder(target.dataDir);
    const entries = await readdir(folder).catch(() => []);
    return entries.length ? `${folder} is not empty: restore into a new DATA_DIR.` : undefined;
  }
  const client = new pg.Client({ connectionString: target.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM information_schema.tables
        WHERE table_schema NOT IN ('pg_catalog', 'information_schema')`,
    );
    const tables = rows[0]?.n ?? 0;
    return tables
      ? `The database in DATABASE_URL has ${tables} tables: restore into a new, empty database.`
      : undefined;
  } finally {
    await client.end();
  }
}

/** Runs pg_dump or pg_restore on `url`, the password passed in the environment, not argv. */
async function postgresTool(tool: string, url: string, args: string[]): Promise<void> {
  const target = new URL(url);
  const password = decodeURIComponent(target.password);
  target.password = '';
  try {
    await run(tool, [`--dbname=${target.toString()}`, ...args], {
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
      maxBuffer: 16 * 1024 * 1024,
    });
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: string };
    if (failure.code === 'ENOENT') {
      throw new BackupError(
        `${tool} was not found: install PostgreSQL's client tools (the server's major version or newer).`,
      );
    }
    throw new BackupError(`${tool} failed: ${failure.stderr?.trim() || failure.message}`);
  }
}

/** The tag of the last migration applied to `db` (`0016_slide_alt`). */
export async function lastMigration(db: Db): Promise<string> {
  // Both drivers answer `{ rows }`.
  const result = (await db.execute(
    sql`SELECT created_at::text AS created_at FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1`,
  )) as unknown as { rows: { created_at: string }[] };
  const when = Number(result.rows[0]?.created_at);
  return journal.entries.find((e) => e.when === when)?.tag ?? `unknown (${when})`;
}

/** Migration tags this code knows, oldest first. */
export const knownMigrations = (): string[] => journal.entries.map((e) => e.tag);
