import { randomUUID } from 'node:crypto';
import { inArray, lt, sql } from 'drizzle-orm';
import type { Sharp } from 'sharp';
import { staffMessages } from '@voski/contract';
import type { Db, Tx } from '../../db/client.ts';
import { unavailable } from '../../http/errors.ts';
import { mediaPending } from '../../db/schema/media.ts';
import {
  IMAGE_WIDTHS,
  MAX_ANIMATED_FILE_BYTES,
  MAX_INPUT_PIXELS,
  TRUSTED_FORMATS,
  encodeOriginal,
  filesOf,
  inspectImage,
  notAnImage,
  originalPath,
  tooLarge,
  variantPath,
  type ImageFormat,
} from './images.ts';
import { referencedPaths } from './references.ts';
import { loadSharp } from './sharp.ts';
import { CONTENT_TYPES, type MediaStorage } from './storage.ts';

export interface StoreOptions {
  /** Formats to take; default: what clients may upload. */
  accept?: readonly ImageFormat[];
}

export interface SweepOptions {
  /** Entries younger than this are left alone: their write may still be under way. */
  graceMs: number;
  /** Images handled per transaction. */
  batch?: number;
}

/**
 * Stores images in a `MediaStorage` and keeps the `media_pending` ledger that lets no file
 * outlive its owner: an image is entered there before its first file is written, and an image
 * a row lets go of is entered again (`release`) in the write that lets go. An entry leaves with
 * the image's files, when no row uses it (`settle` after the write, or `removeAll`), or when
 * `sweep` finds, after the grace period, that a row uses it. Only the sweep forgets the entry
 * of an image in use: it alone knows no write that entered it is still under way.
 */
export class MediaStore {
  private holds = 0;

  constructor(
    private readonly db: Db,
    readonly storage: MediaStorage,
  ) {}

  /**
   * Stores an image as WebP at each width (never enlarged), plus the original once, re-encoded
   * in its own format. Re-encoding strips every metadata block (EXIF, GPS, XMP, comments);
   * the orientation is applied first. Answers the path of the largest WebP, relative to the
   * site root, as the database keeps it. Throws 415/413 (HttpError) for unacceptable input;
   * leaves no file behind when it fails, and answers 503 (storageDown) when the storage does
   * not take the files. The image stays pending until `settle`.
   */
  async store(folder: string, input: Buffer, options: StoreOptions = {}): Promise<string> {
    const info = await inspectImage(input, options.accept ?? TRUSTED_FORMATS);
    const relative = `uploads/${folder}/${randomUUID()}.webp`;
    const files = await encode(relative, input, info);
    await this.db.insert(mediaPending).values({ path: relative });
    // Wait for every write, even after one failed, so the clean-up below finds them all.
    const writes = await Promise.allSettled(
      files.map((f) => this.storage.write(f.path, f.data, f.contentType)),
    );
    const failed = writes.find((r) => r.status === 'rejected');
    if (failed) {
      // The files that did get written go now, or with the sweep when storage is back.
      await this.removeAll([relative]);
      throw unavailable(failed.reason, staffMessages.storageDown);
    }
    return relative;
  }

  /**
   * Call once a write that took new images or let go of old ones (`release`) has committed:
   * the files of those no row uses are removed (an upload the write did not take, an image no
   * row uses any longer); the entries of the others are left to `sweep`. Never fails: what it
   * could not do, `sweep` does later.
   */
  async settle(paths: readonly string[], log?: (error: unknown) => void): Promise<void> {
    if (!paths.length) return;
    try {
      const used = await referencedPaths(this.db, [...paths]);
      await this.removeAll(
        paths.filter((p) => !used.has(p)),
        log,
      );
    } catch (error) {
      log?.(error);
    }
  }

  /**
   * Enters images a write is about to stop using: call it in that write's transaction (or just
   * before it), then `settle` after it commits; if the process dies in between, `sweep` removes
   * the files.
   */
  async release(paths: readonly string[], db: Db | Tx = this.db): Promise<void> {
    if (!paths.length) return;
    // An entry already there restarts its grace period, and is locked until this write ends,
    // so a sweep under way cannot forget it meanwhile. Once each: one statement may not update
    // a row twice (a product whose avatar is also in its gallery lets go of it twice).
    await db
      .insert(mediaPending)
      .values([...new Set(paths)].map((path) => ({ path })))
      .onConflictDoUpdate({ target: mediaPending.path, set: { since: sql`now()` } });
  }

  /**
   * Runs `work` (a backup copying the files) while no file is removed: a record deleted after
   * the database was dumped keeps its files until the copy is done. Removals asked for
   * meanwhile leave their entries, so the sweep does them later.
   */
  async holdingRemovals<T>(work: () => Promise<T>): Promise<T> {
    this.holds++;
    try {
      return await work();
    } finally {
      this.holds--;
    }
  }

  /**
   * Removes images (every width and original) and their entries, never failing: when removing
   * fails, the entries stay and `sweep` tries again.
   */
  async removeAll(paths: readonly string[], log?: (error: unknown) => void): Promise<void> {
    if (!paths.length || this.holds) return;
    try {
      await this.storage.remove(paths.flatMap(filesOf));
      await this.db.delete(mediaPending).where(inArray(mediaPending.path, [...paths]));
    } catch (error) {
      log?.(error);
    }
  }

  /**
   * Removes the files of pending images older than the grace period that no row uses, and
   * forgets every such entry; answers how many images were removed. Batches are locked with
   * SKIP LOCKED, so instances sweeping together never take the same entries, and an entry a
   * write in progress has just released is left for the next turn.
   */
  async sweep({ graceMs, batch = 100 }: SweepOptions): Promise<number> {
    if (this.holds) return 0;
    let removed = 0;
    for (;;) {
      const done = await this.db.transaction(async (tx) => {
        const due = await tx
          .select({ path: mediaPending.path })
          .from(mediaPending)
          .where(lt(mediaPending.since, sql`now() - ${graceMs}::float8 * interval '1 millisecond'`))
          .orderBy(mediaPending.since)
          .limit(batch)
          .for('update', { skipLocked: true });
        const paths = due.map((d) => d.path);
        if (!paths.length) return true;
        const used = await referencedPaths(tx, paths);
        const orphans = paths.filter((p) => !used.has(p));
        await this.storage.remove(orphans.flatMap(filesOf));
        await tx.delete(mediaPending).where(inArray(mediaPending.path, paths));
        removed += orphans.length;
        return paths.length < batch;
      });
      if (done) return removed;
    }
  }
}

interface EncodedFile {
  path: string;
  data: Buffer;
  contentType: string;
}

/** Every file of an image, encoded; 413/415 when the content does not decode as it should. */
async function encode(
  relative: string,
  input: Buffer,
  info: { format: ImageFormat; animated: boolean },
): Promise<EncodedFile[]> {
  const sharp = await loadSharp();
  const decode = (animated: boolean) =>
    sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated, failOn: 'error' });
  const base = decode(info.animated);
  // Animated images carry no orientation; rotating them would mix frames up.
  if (!info.animated) base.rotate();
  const jobs: { path: string; image: (from: Sharp) => Sharp }[] = IMAGE_WIDTHS.map((width) => ({
    path: variantPath(relative, width),
    image: (from) =>
      from
        .clone()
        .resize({ width, height: width, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 }),
  }));
  // SVG is a drawing made by our own code, with no original worth keeping.
  if (info.format !== 'svg') {
    const format = info.format;
    jobs.push({
      path: originalPath(relative, format),
      image: (from) => encodeOriginal(from.clone(), format),
    });
  }
  // The first frame alone, for a file of an animation that came out too large.
  let still: Sharp | undefined;
  const bounded = async (image: (from: Sharp) => Sharp): Promise<Buffer> => {
    const data = await image(base).toBuffer();
    if (!info.animated || data.length <= MAX_ANIMATED_FILE_BYTES) return data;
    return image((still ??= decode(false))).toBuffer();
  };
  try {
    return await Promise.all(
      jobs.map(async ({ path, image }) => ({
        path,
        data: await bounded(image),
        contentType: CONTENT_TYPES[path.slice(path.lastIndexOf('.') + 1)]!,
      })),
    );
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw tooLarge();
    // The header looked fine but the content does not decode: not an image we can use.
    throw notAnImage();
  }
}
