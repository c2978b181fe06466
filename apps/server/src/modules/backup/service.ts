import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { inBucket } from '../media/open-storage.ts';
import {
  ARCHIVE_PREFIX,
  ARCHIVE_SUFFIX,
  sidecarOf,
  writeBackup,
  type BackupSource,
  type WrittenBackup,
} from './archive.ts';
import { latestBackup, pruneBackups } from './retention.ts';

export interface BackupSettings {
  /** Where archives are written (BACKUP_DIR). */
  dir: string;
  /** Hours between scheduled backups; 0: none scheduled. */
  everyHours: number;
  /** Archives kept in `dir` (and in the bucket); older ones go after each new one. */
  keep: number;
  /** Also copy each archive into the media bucket, under `backups/`. */
  toBucket?: boolean;
}

/** Where archives go in the media bucket: outside `uploads/`, which the shop serves. */
export const BUCKET_PREFIX = 'backups/';

/** Takes backups of this shop one at a time, keeps the newest few, and tells of the last one. */
export class BackupService {
  private running: Promise<WrittenBackup> | undefined;

  constructor(
    private readonly source: BackupSource,
    readonly settings: BackupSettings,
  ) {}

  /** Writes an archive now; a caller arriving while one is being written gets that one. */
  run(): Promise<WrittenBackup> {
    this.running ??= this.write().finally(() => (this.running = undefined));
    return this.running;
  }

  /** Writes an archive if the newest is older than the schedule's period (or there is none). */
  async runIfDue(now = Date.now()): Promise<WrittenBackup | undefined> {
    const last = await this.latest();
    const periodMs = this.settings.everyHours * 3_600_000;
    if (last && now - Date.parse(last.createdAt) < periodMs) return undefined;
    return this.run();
  }

  latest() {
    return latestBackup(this.settings.dir);
  }

  private async write(): Promise<WrittenBackup> {
    await mkdir(this.settings.dir, { recursive: true, mode: 0o700 });
    const written = await writeBackup(this.source, this.settings.dir);
    await pruneBackups(this.settings.dir, this.settings.keep);
    const storage = this.source.media.storage;
    if (this.settings.toBucket && inBucket(storage)) {
      const name = path.basename(written.file);
      await storage.upload(BUCKET_PREFIX + name, written.file, written.bytes);
      await storage.upload(
        BUCKET_PREFIX + path.basename(sidecarOf(written.file)),
        sidecarOf(written.file),
        (await stat(sidecarOf(written.file))).size,
      );
      const kept = [];
      for await (const key of storage.list(BUCKET_PREFIX + ARCHIVE_PREFIX)) kept.push(key);
      const old = kept
        .filter((k) => k.endsWith(ARCHIVE_SUFFIX))
        .sort()
        .reverse()
        .slice(this.settings.keep);
      await storage.remove(old.flatMap((k) => [k, sidecarOf(k)]));
    }
    return written;
  }
}
