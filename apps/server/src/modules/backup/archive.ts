import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import * as tar from 'tar';
import type { Database } from '../../db/client.ts';
import { orders, products } from '../../db/schema/index.ts';
import type { MediaStore } from '../media/store.ts';
import type { MediaStorage } from '../media/storage.ts';
import serverPackage from '../../../package.json' with { type: 'json' };
import {
  BackupError,
  DUMP_FILES,
  databaseNotEmpty,
  dumpDatabase,
  knownMigrations,
  lastMigration,
  loadDatabase,
} from './database-dump.ts';
import {
  ARCHIVE_FORMAT,
  MANIFEST_FILE,
  digest,
  manifestSchema,
  type Manifest,
} from './manifest.ts';
import { copyMedia, mediaNotEmpty, restoreMedia } from './media-copy.ts';

export interface BackupSource {
  database: Database;
  /** PostgreSQL's address, for pg_dump; none on the embedded database. */
  databaseUrl: string | undefined;
  media: MediaStore;
}

/** A written archive: where it is, its size and what its manifest says. */
export interface WrittenBackup {
  file: string;
  bytes: number;
  manifest: Manifest;
}

export const ARCHIVE_PREFIX = 'voski-backup-';
export const ARCHIVE_SUFFIX = '.tar';

/**
 * Writes one archive of the running shop into `dir`: the database dump, every media file and a
 * manifest with each file's checksum. No image file is removed while it runs, so every image the
 * dump names is in the archive. The archive appears under its final name only once complete.
 */
export async function writeBackup(
  source: BackupSource,
  dir: string,
  now = new Date(),
): Promise<WrittenBackup> {
  const name = ARCHIVE_PREFIX + now.toISOString().replace(/[:.]/g, '-');
  const work = path.join(dir, `.${name}.partial`);
  await mkdir(path.join(work, 'database'), { recursive: true });
  try {
    const { db, kind } = source.database;
    const dumpFile = DUMP_FILES[kind];
    const [migration, [ordered], [listed]] = await Promise.all([
      lastMigration(db),
      db.select({ n: count() }).from(orders),
      db.select({ n: count() }).from(products),
    ]);
    const media = await source.media.holdingRemovals(async () => {
      await dumpDatabase(source.database, source.databaseUrl, path.join(work, dumpFile));
      return copyMedia(source.media.storage, work);
    });
    const mediaBytes = media.reduce((sum, f) => sum + f.bytes, 0);
    const manifest: Manifest = {
      format: ARCHIVE_FORMAT,
      createdAt: now.toISOString(),
      appVersion: serverPackage.version,
      migration,
      database: { engine: kind, file: dumpFile },
      media: { source: source.media.storage.kind, files: media.length, bytes: mediaBytes },
      counts: { orders: ordered?.n ?? 0, products: listed?.n ?? 0, images: media.length },
      files: [{ path: dumpFile, ...(await digest(path.join(work, dumpFile))) }, ...media],
    };
    await writeFile(path.join(work, MANIFEST_FILE), JSON.stringify(manifest, null, 2));
    const file = path.join(dir, name + ARCHIVE_SUFFIX);
    const partial = path.join(work, 'archive' + ARCHIVE_SUFFIX);
    const entries = [MANIFEST_FILE, 'database', ...(media.length ? ['media'] : [])];
    await tar.create({ cwd: work, file: partial, portable: true }, entries);
    const { bytes } = await digest(partial);
    // It holds every customer's details and the staff's password hashes.
    await chmod(partial, 0o600);
    await rename(partial, file);
    // Beside the archive, so the back-office and retention read it without opening the tar.
    await writeFile(sidecarOf(file), JSON.stringify({ bytes, manifest }, null, 2), {
      mode: 0o600,
    });
    return { file, bytes, manifest };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** The manifest written beside each archive (`….tar` → `….json`). */
export const sidecarOf = (file: string) => file.slice(0, -ARCHIVE_SUFFIX.length) + '.json';

export type RestoreTarget = { dataDir: string } | { databaseUrl: string };

/**
 * Restores an archive into an empty database (a new data folder or an empty PostgreSQL
 * database) and an empty media store, after checking every file against its checksum. Refuses,
 * before writing anything, a target that holds data or an archive that does not check out.
 */
export async function restoreBackup(
  archive: string,
  target: RestoreTarget,
  storage: MediaStorage,
): Promise<Manifest> {
  if (!existsSync(archive)) throw new BackupError(`No such archive: ${archive}`);
  const work = await mkdtemp(path.join(tmpdir(), 'voski-restore-'));
  try {
    await tar.extract({ file: archive, cwd: work, strict: true }).catch((error: Error) => {
      throw new BackupError(`${archive} is not a readable backup archive: ${error.message}`);
    });
    const manifest = await readManifest(work);
    await verifyFiles(work, manifest);
    const occupied = (await databaseNotEmpty(target)) ?? (await mediaNotEmpty(storage));
    if (occupied) throw new BackupError(`Nothing restored. ${occupied}`);
    await loadDatabase(manifest.database.engine, path.join(work, manifest.database.file), target);
    await restoreMedia(
      storage,
      work,
      manifest.files.filter((f) => f.path !== manifest.database.file),
    );
    return manifest;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

async function readManifest(work: string): Promise<Manifest> {
  const text = await readFile(path.join(work, MANIFEST_FILE), 'utf8').catch(() => {
    throw new BackupError('The archive has no manifest.json: not a Voski backup.');
  });
  const parsed = manifestSchema.safeParse(JSON.parse(text));
  if (!parsed.success) {
    throw new BackupError(
      `The archive's manifest is not one this version reads (format ${ARCHIVE_FORMAT}).`,
    );
  }
  if (!knownMigrations().includes(parsed.data.migration)) {
    throw new BackupError(
      `The archive's database is at migration ${parsed.data.migration}, which this version does not know: restore it with Voski ${parsed.data.appVersion} or newer.`,
    );
  }
  return parsed.data;
}

/** Every listed file present with its size and checksum, and the database among them. */
async function verifyFiles(work: string, manifest: Manifest): Promise<void> {
  if (!manifest.files.some((f) => f.path === manifest.database.file)) {
    throw new BackupError('The archive lists no database dump.');
  }
  for (const file of manifest.files) {
    const at = path.join(work, file.path);
    if (path.relative(work, at).startsWith('..')) {
      throw new BackupError(`The manifest names a file outside the archive: ${file.path}`);
    }
    const found = await digest(at).catch(() => undefined);
    if (!found) throw new BackupError(`The archive is missing ${file.path}.`);
    if (found.sha256 !== file.sha256 || found.bytes !== file.bytes) {
      throw new BackupError(`${file.path} does not match its checksum: the archive is damaged.`);
    }
  }
}
