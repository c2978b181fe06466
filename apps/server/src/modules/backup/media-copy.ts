import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { copyFile, mkdir, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FolderStorage } from '../media/folder-storage.ts';
import { inBucket } from '../media/open-storage.ts';
import { CONTENT_TYPES, STORED_PATH, type MediaStorage } from '../media/storage.ts';
import { digest, type ArchivedFile } from './manifest.ts';

/** Media files sit in the archive under this folder, by their stored path (`media/uploads/…`). */
export const MEDIA_FOLDER = 'media';

/**
 * Copies every stored image file (local folder or bucket) into `into/media/`, answering each
 * with its size and checksum. Run it while the store holds removals (`holdingRemovals`).
 */
export async function copyMedia(storage: MediaStorage, into: string): Promise<ArchivedFile[]> {
  const copied: ArchivedFile[] = [];
  for await (const stored of storedPaths(storage)) {
    const inArchive = `${MEDIA_FOLDER}/${stored}`;
    const target = path.join(into, inArchive);
    await mkdir(path.dirname(target), { recursive: true });
    if (inBucket(storage)) {
      const file = await storage.read(stored);
      if (!file) continue; // removed between the listing and the read: nothing names it
      const hash = createHash('sha256');
      let bytes = 0;
      const count = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          hash.update(chunk);
          bytes += chunk.length;
          done(null, chunk);
        },
      });
      await pipeline(file.body, count, createWriteStream(target));
      copied.push({ path: inArchive, bytes, sha256: hash.digest('hex') });
    } else {
      const source = path.join((storage as FolderStorage).root, '..', stored);
      await copyFile(source, target);
      copied.push({ path: inArchive, ...(await digest(target)) });
    }
  }
  return copied;
}

/** Writes the archive's media files (already verified) into the shop's storage. */
export async function restoreMedia(
  storage: MediaStorage,
  from: string,
  files: readonly ArchivedFile[],
): Promise<void> {
  for (const file of files) {
    const stored = file.path.slice(MEDIA_FOLDER.length + 1);
    const contentType = CONTENT_TYPES[stored.slice(stored.lastIndexOf('.') + 1)];
    await storage.write(stored, await readFile(path.join(from, file.path)), contentType ?? '');
  }
}

/** Why the media target cannot take a restore, or undefined when it holds no image yet. */
export async function mediaNotEmpty(storage: MediaStorage): Promise<string | undefined> {
  if (inBucket(storage)) {
    for await (const stored of storage.list()) {
      return `The bucket already holds images (${stored}): restore into an empty bucket.`;
    }
    return undefined;
  }
  const root = (storage as FolderStorage).root;
  const entries = await readdir(root).catch(() => []);
  return entries.length ? `${root} is not empty: restore into a new DATA_DIR.` : undefined;
}

/** Every file the storage holds under `uploads/`, whichever kind it is. */
async function* storedPaths(storage: MediaStorage): AsyncGenerator<string> {
  if (inBucket(storage)) {
    yield* storage.list();
    return;
  }
  const root = (storage as FolderStorage).root;
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const stored = path.relative(path.dirname(root), path.join(entry.parentPath, entry.name));
    if (STORED_PATH.test(stored.split(path.sep).join('/'))) yield stored.split(path.sep).join('/');
  }
}
