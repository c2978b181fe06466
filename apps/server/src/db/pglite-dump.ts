import { createWriteStream } from 'node:fs';
import { cp, readdir, rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import * as tar from 'tar';
import type { PgliteCalls } from './threaded-pglite.ts';

/**
 * Writes the embedded database's files to `file` as a gzipped tarball of its data folder, the
 * layout PGlite's `dumpDataDir` gives and a restore unpacks.
 *
 * A database kept in a folder is copied file by file while an open transaction holds every
 * other statement back, after a CHECKPOINT has written every change into the data files; the
 * copy is packed once the shop runs again. Memory stays that of a stream whatever the shop's
 * size, where PGlite's own dump builds the whole tarball in memory (over 2 GB for a moment at
 * 100,000 products). One in memory (tests) is small, and has no folder to copy: PGlite dumps it.
 */
export async function dumpPglite(
  calls: PgliteCalls,
  folder: string | undefined,
  file: string,
  dumpInMemory: () => Promise<Blob>,
): Promise<void> {
  if (!folder) {
    const tarball = await dumpInMemory();
    await pipeline(Readable.fromWeb(tarball.stream()), createGzip(), createWriteStream(file));
    return;
  }
  const copy = `${file}.files`;
  try {
    await calls.transaction(async (tx) => {
      await tx.exec('CHECKPOINT');
      await cp(folder, copy, { recursive: true });
    });
    await tar.create({ gzip: true, cwd: copy, file, portable: true }, await readdir(copy));
  } finally {
    await rm(copy, { recursive: true, force: true });
  }
}

/**
 * Unpacks a dump into an embedded database's (empty) folder, failing on anything amiss (a
 * truncated or damaged tarball). Dumps PGlite wrote itself (archives made before the streamed
 * dump) name their files from the root (`/PG_VERSION`): tar makes such names relative, and says
 * so, which is not a problem.
 */
export async function unpackPglite(file: string, folder: string): Promise<void> {
  const problems: string[] = [];
  await tar.extract({
    file,
    cwd: folder,
    onwarn: (code, message) => {
      if (code !== 'TAR_ENTRY_INFO') problems.push(`${code}: ${message}`);
    },
  });
  if (problems.length) throw new Error(`The database dump is damaged (${problems.join('; ')})`);
}
