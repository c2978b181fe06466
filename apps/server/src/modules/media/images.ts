import type { Metadata, Sharp } from 'sharp';
import { staffMessages } from '@voski/contract';
import { HttpError } from '../../http/errors.ts';
import { loadSharp } from './sharp.ts';

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
/**
 * The most bytes one stored file of an animation may take (each WebP width, the original): a
 * noisy 60-frame GIF of 3 MB made a 10 MB original and an 11 MB WebP that every visitor of
 * the page downloads. A file over it keeps the first frame only, so an animation stores at most
 * four of these and serves at most one.
 */
export const MAX_ANIMATED_FILE_BYTES = 1024 * 1024;

const originalExtension: Record<UploadFormat, string> = {
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
  avif: 'avif',
  gif: 'gif',
};
const ORIGINAL_EXTENSIONS = Object.values(originalExtension);

/** Every file an image may have: its WebP widths and an original in any accepted format. */
export function filesOf(relative: string): string[] {
  return [
    ...IMAGE_WIDTHS.map((w) => variantPath(relative, w)),
    ...ORIGINAL_EXTENSIONS.map((ext) => relative.replace(/\.webp$/, `.orig.${ext}`)),
  ];
}

export const tooLarge = () =>
  new HttpError(413, staffMessages.fileTooLarge({ mb: MAX_UPLOAD_BYTES / 1024 / 1024 }));
export const notAnImage = () => new HttpError(415, staffMessages.notAnImage);

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
  const sharp = await loadSharp();
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
    throw new HttpError(413, staffMessages.tooManyFrames({ frames: MAX_FRAMES }));
  }
  const limit = pages > 1 ? MAX_ANIMATED_PIXELS : MAX_INPUT_PIXELS;
  if (meta.width * frameHeight * pages > limit) {
    throw new HttpError(
      413,
      pages > 1
        ? staffMessages.animationTooLarge({ megapixels: limit / 1_000_000 })
        : staffMessages.imageTooLarge({ megapixels: limit / 1_000_000 }),
    );
  }
  return {
    format: format as ImageFormat,
    width: meta.width,
    height: frameHeight,
    animated: pages > 1,
  };
}

export function encodeOriginal(image: Sharp, format: UploadFormat): Sharp {
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
