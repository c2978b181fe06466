import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migratedPgliteDump } from '../src/db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a migrated, empty PGlite database, when the tests run on PGlite. */
    pgliteTemplate: string | undefined;
  }
}

/**
 * Vitest global setup: migrates one empty PGlite database and dumps it once, so each test file
 * starts its own from the dump (about 2 s) instead of running initdb and every migration
 * (about 5 s on a 2-core machine, some forty times in a run).
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteTemplate', undefined);
    return;
  }
  const dump = await migratedPgliteDump();
  const dir = await mkdtemp(path.join(tmpdir(), 'voski-pglite-template-'));
  const file = path.join(dir, 'migrated.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rm(dir, { recursive: true, force: true });
}
