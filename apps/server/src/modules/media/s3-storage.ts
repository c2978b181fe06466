import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { IMMUTABLE, type MediaFile, type MediaStorage } from './storage.ts';

export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where clients fetch files directly (a CDN or the bucket's public address); none: proxied. */
  publicUrl: string | undefined;
}

/** DeleteObjects takes at most this many keys per request. */
const DELETE_BATCH = 1000;

/** Files in an S3-compatible bucket, keyed by their stored path (`uploads/…`). */
export class S3Storage implements MediaStorage {
  readonly kind = 's3';
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      credentials: {
        accessKeyId: settings.accessKeyId,
        secretAccessKey: settings.secretAccessKey,
      },
      // Other stores (MinIO, Ceph, R2…) serve buckets under the endpoint's path, not as hosts.
      forcePathStyle: !/\.amazonaws\.com$/i.test(new URL(settings.endpoint).hostname),
      // Checksums only where S3 requires them: many compatible stores refuse the newer ones.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // A store that stops answering fails the request rather than holding it open.
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
    });
  }

  async write(path: string, data: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: path,
        Body: data,
        ContentType: contentType,
        CacheControl: IMMUTABLE,
      }),
    );
  }

  async remove(paths: readonly string[]): Promise<void> {
    for (let i = 0; i < paths.length; i += DELETE_BATCH) {
      const keys = paths.slice(i, i + DELETE_BATCH);
      const { Errors } = await this.client.send(
        new DeleteObjectsCommand({
          Bucket: this.settings.bucket,
          Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true },
        }),
      );
      if (Errors?.length) {
        throw new Error(`S3 could not delete ${Errors[0]!.Key}: ${Errors[0]!.Message}`);
      }
    }
  }

  async check(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.settings.bucket }));
  }

  /** The file at `path`, or undefined when there is none. */
  async read(path: string): Promise<MediaFile | undefined> {
    try {
      const file = await this.client.send(
        new GetObjectCommand({ Bucket: this.settings.bucket, Key: path }),
      );
      return {
        body: file.Body as Readable,
        contentType: file.ContentType,
        length: file.ContentLength,
        etag: file.ETag,
        lastModified: file.LastModified,
      };
    } catch (error) {
      if (error instanceof NoSuchKey) return undefined;
      throw error;
    }
  }

  /** Uploads a file from disk under `key`, streamed (a backup archive may be gigabytes). */
  async upload(key: string, file: string, bytes: number): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: key,
        Body: createReadStream(file),
        ContentLength: bytes,
        ContentType: 'application/octet-stream',
      }),
    );
  }

  /** Every stored path under `prefix`, page by page (backups walk the bucket with it). */
  async *list(prefix = 'uploads/'): AsyncGenerator<string> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.settings.bucket,
          Prefix: prefix,
          ContinuationToken: token,
        }),
      );
      for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
      token = page.NextContinuationToken;
    } while (token);
  }

  /** Where a client fetches `path` directly, when a public address is configured. */
  publicUrl(path: string): string | undefined {
    return this.settings.publicUrl ? `${this.settings.publicUrl}/${path}` : undefined;
  }

  close(): void {
    this.client.destroy();
  }
}
