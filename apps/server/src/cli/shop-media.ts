import type { Config } from '../config.ts';
import { openMediaStorage } from '../modules/media/open-storage.ts';
import type { MediaStorage } from '../modules/media/storage.ts';

/** The media storage the configuration names, as the server opens it. */
export const shopMediaStorage = (config: Config): Promise<MediaStorage & { close?(): void }> =>
  openMediaStorage(config.media.s3, config.dataDir);

/** Prints a failure a person can act on and exits 1; anything else with its stack. */
export function exitWith(error: unknown, known: (new (...args: never[]) => Error)[]): never {
  const plain = known.some((kind) => error instanceof kind);
  console.error(plain ? (error as Error).message : error);
  process.exit(1);
}

export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
