import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

export const migrationsFolder = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'migrations',
);

/** Where an embedded database lives: a folder, or memory (for tests, from a migrated dump). */
export interface PgliteTarget {
  /** The PGlite data folder; none: in memory. */
  dataDir?: string;
  /** PostgreSQL's shared_buffers, written into postgresql.conf at each start. */
  buffersMb?: number;
  /** A dump of an already migrated database (`dumpDataDir`) to start from. */
  template?: Blob;
}

/** Opens the embedded database with the extensions the schema needs, and migrates it. */
export async function openPglite(target: PgliteTarget): Promise<PGlite> {
  const client = await PGlite.create(target.dataDir, {
    extensions: { pg_trgm },
    loadDataDir: target.template,
    ...(target.buffersMb ? { postgresqlconf: [`shared_buffers = ${target.buffersMb}MB`] } : {}),
  });
  try {
    await migrate(drizzle(client), { migrationsFolder });
  } catch (error) {
    await client.close().catch(() => {});
    throw error;
  }
  return client;
}
