import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../src/db/client.ts';
import type { RestoreTarget } from '../src/modules/backup/archive.ts';
import { openTestDatabase } from './harness.ts';
import { throwawayPostgres } from './throwaway-postgres.ts';

/** PostgreSQL when the suite runs on it; the embedded database otherwise. */
export const postgresUrl = process.env.DATABASE_URL;

/** Databases and folders a backup test makes, all removed by `clear`. */
export function scratchSpace() {
  const cleanups: (() => Promise<void>)[] = [];
  const folder = async (prefix: string) => {
    const dir = await mkdtemp(path.join(tmpdir(), prefix));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    return dir;
  };
  return {
    folder,

    /** The shop's own database: one whose address pg_dump can be given on PostgreSQL. */
    async sourceDatabase(): Promise<{ database: Database; databaseUrl?: string }> {
      if (!postgresUrl) {
        const database = await openTestDatabase();
        cleanups.push(() => database.drop());
        return { database };
      }
      const throwaway = await throwawayPostgres(postgresUrl, 'voski_backup');
      const database = await openDatabase({ databaseUrl: throwaway.url });
      cleanups.push(async () => {
        await database.close();
        await throwaway.drop();
      });
      return { database, databaseUrl: throwaway.url };
    },

    /** An empty target of the shop's kind: a new data folder, or a new PostgreSQL database. */
    async emptyTarget(): Promise<{ target: RestoreTarget; dataDir: string }> {
      const dataDir = await folder('voski-restored-');
      if (!postgresUrl) return { target: { dataDir }, dataDir };
      const throwaway = await throwawayPostgres(postgresUrl, 'voski_restored');
      cleanups.push(() => throwaway.drop());
      return { target: { databaseUrl: throwaway.url }, dataDir };
    },

    async clear() {
      for (const cleanup of cleanups.reverse()) await cleanup();
    },
  };
}
