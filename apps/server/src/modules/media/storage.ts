import type { Readable } from 'node:stream';

/** Every stored file has a fresh random name, so a client may keep it for good. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Where image files live: a folder of this server, or an S3-compatible bucket. */
export interface MediaStorage {
  readonly kind: 'folder' | 's3';
  /** Writes one file at its stored path (`uploads/products/….webp`). */
  write(path: string, data: Buffer, contentType: string): Promise<void>;
  /** Removes files; missing ones are fine. */
  remove(paths: readonly string[]): Promise<void>;
  /** Throws when files cannot be written or read (for the health check). */
  check(): Promise<void>;
}

/** One stored file as read back for a client. */
export interface MediaFile {
  body: Readable;
  contentType: string | undefined;
  length: number | undefined;
  etag: string | undefined;
  lastModified: Date | undefined;
}

/** Content types of the files `MediaStore` writes, by extension. */
export const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
  avif: 'image/avif',
  gif: 'image/gif',
};

/** Stored paths are `uploads/` plus our own folder and file names; nothing else is served. */
export const STORED_PATH = /^uploads\/(?:[a-z0-9_-]+\/)+[a-z0-9_-]+(?:\.[a-z0-9]+)+$/i;
