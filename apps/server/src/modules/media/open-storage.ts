import { FolderStorage } from './folder-storage.ts';
import type { S3Settings, S3Storage } from './s3-storage.ts';

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
