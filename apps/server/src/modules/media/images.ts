import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { HttpError } from '../../http/errors.ts';

/** Widths every stored image gets as WebP, so pages can offer a `srcset`. */
export const IMAGE_WIDTHS = [320, 640, 1280] as const;
const LARGEST = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;

/** What a client may upload, told by decoding the content (never by name or claimed type). */
export const UPLOAD_FORMATS = ['jpeg', 'png', 'webp', 'avif', 'gif'] as const;
export type UploadFormat = (typeof UPLOAD_FORMATS)[number];
/** Formats `store` takes from trusted server code: uploads plus SVG (the demo drawings). */
export const TRUSTED_FORMATS = [...UPLOAD_FORMATS, 'svg'] as const;
export type ImageFormat = (typeof TRUSTED_FORMATS)[number];

export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024;
/** Decoded size limit: a small file that inflates to a huge bitmap is refused before decoding. */
export const MAX_INPUT_PIXELS = 64_000_000;
/**
 * Animations are decoded whole, once per stored width: a few small frames are a jewel turning,
 * hundreds are a video (a 300-frame GIF took 200 MB to store).
 */
export const MAX_FRAMES = 60;
export const MAX_ANIMATED_PIXELS = 16_000_000;

const originalExtension: Record<UploadFormat, string> = {
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
  avif: 'avif',
  gif: 'gif',
};
const ORIGINAL_EXTENSIONS = Object.values(originalExtension);

export const tooLarge = () =>
  new HttpError(413, `The file may not be greater than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`);
export const notAnImage = () =>
  new HttpError(415, 'The file must be a JPEG, PNG, WebP, AVIF or GIF image.');

/** `uploads/products/abc.webp` → `uploads/products/abc-320.webp` */
export function variantPath(relative: string, width: number): string {
  return width === LARGEST ? relative : relative.replace(/\.webp$/, `-${width}.webp`);
}

/** `uploads/products/abc.webp` → `uploads/products/abc.orig.jpg` */
export function originalPath(relative: string, format: UploadFormat): string {
  return relative.replace(/\.webp$/, `.orig.${originalExtension[format]}`);
}

export interface ImageInfo {
  format: ImageFormat;
  width: number;
  height: number;
  animated: boolean;
}

/**
 * What the bytes are, read from the image header by libvips: 415 when they are not one of
 * `accept`, 413 when the decoded bitmap would be too large. Never looks at a name or MIME type.
 */
export async function inspectImage(
  input: Buffer,
  accept: readonly ImageFormat[] = UPLOAD_FORMATS,
): Promise<ImageInfo> {
  if (input.length > MAX_UPLOAD_BYTES) throw tooLarge();
  let meta: Metadata;
  try {
    // Header only: the pixel limit is checked below, so it can answer 413 rather than 415.
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw notAnImage();
  }
  // libvips reports AVIF as HEIF with AV1 compression; other HEIF (HEIC) is not accepted.
  const format =
    meta.format === 'heif' ? (meta.compression === 'av1' ? 'avif' : 'heic') : meta.format;
  if (!(accept as readonly string[]).includes(format) || !meta.width || !meta.height) {
    throw notAnImage();
  }
  const pages = meta.pages ?? 1;
  const frameHeight = meta.pageHeight ?? meta.height;
  if (pages > MAX_FRAMES) {
    throw new HttpError(413, `An animated image may have at most ${MAX_FRAMES} frames.`);
  }
  const limit = pages > 1 ? MAX_ANIMATED_PIXELS : MAX_INPUT_PIXELS;
  if (meta.width * frameHeight * pages > limit) {
    throw new HttpError(
      413,
      pages > 1
        ? `An animated image may not be larger than ${limit / 1_000_000} megapixels in all its frames.`
        : `The image may not be larger than ${limit / 1_000_000} megapixels.`,
    );
  }
  return {
    format: format as ImageFormat,
    width: meta.width,
    height: frameHeight,
    animated: pages > 1,
  };
}

function encodeOriginal(image: Sharp, format: UploadFormat): Sharp {
  switch (format) {
    case 'jpeg':
      return image.jpeg({ quality: 90 });
    case 'png':
      return image.png({ compressionLevel: 6 });
    case 'webp':
      return image.webp({ quality: 90 });
    case 'avif':
      // AVIF encoding is slow; the lowest effort keeps an upload request within a second.
      return image.avif({ quality: 70, effort: 0 });
    case 'gif':
      return image.gif();
  }
}

export interface StoreOptions {
  /** Formats to take; default: what clients may upload. */
  accept?: readonly ImageFormat[];
}

export class MediaStore {
  constructor(private readonly dataDir: string) {}

  get uploadsDir(): string {
    return path.join(this.dataDir, 'uploads');
  }

  /**
   * Stores an image as WebP at each width (never enlarged), plus the original once, re-encoded
   * in its own format. Re-encoding strips every metadata block (EXIF, GPS, XMP, comments);
   * the orientation is applied first. Answers the path of the largest WebP, relative to the
   * site root, as the database keeps it. Throws 415/413 (HttpError) for unacceptable input;
   * leaves no file behind when it fails.
   */
  async store(folder: string, input: Buffer, options: StoreOptions = {}): Promise<string> {
    const info = await inspectImage(input, options.accept ?? TRUSTED_FORMATS);
    const relative = `uploads/${folder}/${randomUUID()}.webp`;
    await mkdir(path.join(this.uploadsDir, folder), { recursive: true });
    const base = sharp(input, {
      limitInputPixels: MAX_INPUT_PIXELS,
      animated: info.animated,
      failOn: 'error',
    });
    // Animated images carry no orientation; rotating them would mix frames up.
    if (!info.animated) base.rotate();
    try {
      const writes = IMAGE_WIDTHS.map((width) =>
        this.write(
          variantPath(relative, width),
          base
            .clone()
            .resize({ width, height: width, fit: 'inside', withoutEnlargement: true })
            .webp({ quality: 82 }),
        ),
      );
      // SVG is a drawing made by our own code, with no original worth keeping.
      if (info.format !== 'svg') {
        const original = encodeOriginal(base.clone(), info.format);
        writes.push(this.write(originalPath(relative, info.format), original));
      }
      // Wait for every write, even after one failed, so the clean-up below finds them all.
      const failed = (await Promise.allSettled(writes)).find((r) => r.status === 'rejected');
      if (failed) throw failed.reason;
    } catch (error) {
      await this.remove(relative);
      if (error instanceof Error && /pixel limit/i.test(error.message)) throw tooLarge();
      // The header looked fine but the content does not decode: not an image we can use.
      if (!isFileSystemError(error)) throw notAnImage();
      throw error;
    }
    return relative;
  }

  /** Removes an image, all its variants and its original; missing files are fine. */
  async remove(relative: string): Promise<void> {
    const files = [
      ...IMAGE_WIDTHS.map((w) => variantPath(relative, w)),
      ...ORIGINAL_EXTENSIONS.map((ext) => relative.replace(/\.webp$/, `.orig.${ext}`)),
    ];
    await Promise.all(files.map((file) => rm(this.absolute(file), { force: true })));
  }

  /** Removes several images, never failing: a file left behind is only wasted space. */
  async removeAll(paths: readonly string[], log?: (error: unknown) => void): Promise<void> {
    const results = await Promise.allSettled(paths.map((p) => this.remove(p)));
    for (const r of results) if (r.status === 'rejected') log?.(r.reason);
  }

  private async write(relative: string, image: Sharp): Promise<void> {
    await writeFile(this.absolute(relative), await image.toBuffer());
  }

  private absolute(relative: string): string {
    const resolved = path.resolve(this.dataDir, relative);
    if (!resolved.startsWith(this.uploadsDir + path.sep)) {
      throw new Error(`Media path outside the uploads folder: ${relative}`);
    }
    return resolved;
  }
}

function isFileSystemError(error: unknown): boolean {
  return error instanceof Error && typeof (error as NodeJS.ErrnoException).syscall === 'string';
}
