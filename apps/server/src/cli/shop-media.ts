import type { Config } from '../config.ts';
import { FolderStorage } from '../modules/media/folder-storage.ts';
import { S3Storage } from '../modules/media/s3-storage.ts';
import type { MediaStorage } from '../modules/media/storage.ts';

/** The media storage the configuration names, as the server opens it. */
export const shopMediaStorage = (config: Config): MediaStorage & { close?(): void } =>
  config.media.s3 ? new S3Storage(config.media.s3) : new FolderStorage(config.dataDir);

/** Prints a failure a person can act on and exits 1; anything else with its stack. */
export function exitWith(error: unknown, known: (new (...args: never[]) => Error)[]): never {
  const plain = known.some((kind) => error instanceof kind);
  console.error(plain ? (error as Error).message : error);
  process.exit(1);
}

export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
