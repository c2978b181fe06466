import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  CreateBucketCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3Settings } from '../src/modules/media/s3-storage.ts';

export interface TestBucket {
  settings: S3Settings;
  /** Every key in the bucket, sorted. */
  keys(): Promise<string[]>;
  bytes(key: string): Promise<Buffer>;
  /** Stops the server (connections refused), keeping its files, until `start`. */
  stop(): Promise<void>;
  /** Starts it again at the same address, with the same files. */
  start(): Promise<void>;
  close(): Promise<void>;
}

/** A real S3-protocol server (s3rver) on a free port, with an empty bucket, for one test file. */
export async function startTestBucket(): Promise<TestBucket> {
  const directory = await mkdtemp(path.join(tmpdir(), 'voski-s3-'));
  let server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  let running = true;
  const settings: S3Settings = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket: 'voski-media',
    region: 'us-east-1',
    // s3rver's own credentials: it checks the signatures.
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    publicUrl: undefined,
  };
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: true,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
  });
  await client.send(new CreateBucketCommand({ Bucket: settings.bucket }));
  return {
    settings,
    async keys() {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: settings.bucket, ContinuationToken: token }),
        );
        keys.push(...(page.Contents ?? []).map((o) => o.Key!));
        token = page.NextContinuationToken;
      } while (token);
      return keys.sort();
    },
    async bytes(key) {
      const file = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: key }));
      return Buffer.from(await file.Body!.transformToByteArray());
    },
    async stop() {
      running = false;
      await server.close();
    },
    async start() {
      server = new S3rver({ address: '127.0.0.1', port, silent: true, directory });
      await server.run();
      running = true;
    },
    async close() {
      client.destroy();
      if (running) await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
