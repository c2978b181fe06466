import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { z } from 'zod';

/** Bumped when the archive's layout changes in a way an older restore cannot read. */
export const ARCHIVE_FORMAT = 1;
export const MANIFEST_FILE = 'manifest.json';

const fileEntry = z.object({ path: z.string(), bytes: z.number(), sha256: z.string() });

/** What `manifest.json` says of an archive: written first, read back before any restore. */
export const manifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  createdAt: z.iso.datetime(),
  appVersion: z.string(),
  /** The last schema migration applied to the dumped database (its tag in the journal). */
  migration: z.string(),
  database: z.object({ engine: z.enum(['pglite', 'postgres']), file: z.string() }),
  media: z.object({ source: z.enum(['folder', 's3']), files: z.number(), bytes: z.number() }),
  /** Counted just before the dump, for a person reading the manifest. */
  counts: z.object({ orders: z.number(), products: z.number(), images: z.number() }),
  /** Every other file in the archive, each with its checksum. */
  files: z.array(fileEntry),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type ArchivedFile = z.infer<typeof fileEntry>;

/** A file's size and SHA-256, read as a stream. */
export async function digest(file: string): Promise<{ bytes: number; sha256: string }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of createReadStream(file)) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).length;
  }
  return { bytes, sha256: hash.digest('hex') };
}
