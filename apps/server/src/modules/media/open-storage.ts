import { FolderStorage } from './folder-storage.ts';
import type { S3Settings, S3Storage } from './s3-storage.ts';
import type { MediaStorage } from './storage.ts';

/**
 * The storage the settings name: the bucket, or the `uploads` folder of `dataDir`. The S3
 * client (6 MB of heap) is loaded only for a bucket.
 */
export async function openMediaStorage(
  s3: S3Settings | undefined,
  dataDir: string,
): Promise<FolderStorage | S3Storage> {
  if (!s3) return new FolderStorage(dataDir);
  const { S3Storage } = await import('./s3-storage.ts');
  return new S3Storage(s3);
}

/**
 * Whether `storage` is a bucket. Told by its kind, not by its class: s3-storage.ts loads the S3
 * client, which a shop keeping its images in a folder never does.
 */
export const inBucket = (storage: MediaStorage): storage is S3Storage => storage.kind === 's3';
