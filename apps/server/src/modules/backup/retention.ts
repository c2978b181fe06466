import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { ARCHIVE_PREFIX, ARCHIVE_SUFFIX, sidecarOf } from './archive.ts';
import { manifestSchema } from './manifest.ts';

/** The newest complete archives first (their names sort by the time they were taken). */
export async function archivesIn(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  return names
    .filter((n) => n.startsWith(ARCHIVE_PREFIX) && n.endsWith(ARCHIVE_SUFFIX))
    .sort()
    .reverse()
    .map((n) => path.join(dir, n));
}

/** Removes all but the newest `keep` archives (and their manifests); answers those removed. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const old = (await archivesIn(dir)).slice(keep);
  for (const file of old) {
    await rm(file, { force: true });
    await rm(sidecarOf(file), { force: true });
  }
  return old;
}

const sidecarSchema = z.object({ bytes: z.number(), manifest: manifestSchema });

/** The newest archive in `dir`, as its manifest beside it tells; none when there is none. */
export async function latestBackup(
  dir: string,
): Promise<{ file: string; bytes: number; createdAt: string } | undefined> {
  for (const file of await archivesIn(dir)) {
    const text = await readFile(sidecarOf(file), 'utf8').catch(() => undefined);
    const parsed = text ? sidecarSchema.safeParse(JSON.parse(text)) : undefined;
    if (parsed?.success) {
      return { file, bytes: parsed.data.bytes, createdAt: parsed.data.manifest.createdAt };
    }
  }
  return undefined;
}
