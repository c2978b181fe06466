/**
 * Media paths are stored relative to the site root (`uploads/products/<uuid>.webp`). The media
 * pipeline keeps every upload as WebP at 320, 640 and 1280 px wide: `<uuid>-320.webp`,
 * `<uuid>-640.webp`, and the largest under the plain name.
 */
export const imageWidths = [320, 640, 1280] as const;
export type ImageWidth = (typeof imageWidths)[number];
const LARGEST: ImageWidth = 1280;

/** A root-relative URL for a stored media path; absolute and root-relative URLs pass through. */
export function mediaUrl(path: string): string {
  if (/^(https?:)?\/\//i.test(path) || path.startsWith('/') || path.startsWith('data:')) {
    return path;
  }
  return `/${path.replace(/^\.?\//, '')}`;
}

/** A pipeline path is a plain `<name>.webp` under uploads/ (not already a sized variant). */
function hasVariants(path: string): boolean {
  return /(^|\/)uploads\/.+\.webp$/i.test(path) && !/-(320|640|1280)\.webp$/i.test(path);
}

export function variantUrl(path: string, width: ImageWidth): string {
  const url = mediaUrl(path);
  if (!hasVariants(path) || width === LARGEST) return url;
  return url.replace(/\.webp$/i, `-${width}.webp`);
}

export interface ResponsiveSource {
  src: string;
  srcSet?: string;
}

/** `src` at `width` and a `srcset` of every variant, for pipeline images; otherwise `src` only. */
export function responsiveImage(path: string, width: ImageWidth = 640): ResponsiveSource {
  if (!hasVariants(path)) return { src: mediaUrl(path) };
  return {
    src: variantUrl(path, width),
    srcSet: imageWidths.map((w) => `${variantUrl(path, w)} ${w}w`).join(', '),
  };
}

/** An absolute URL (for Open Graph and JSON-LD). */
export function absoluteMediaUrl(origin: string, path: string, width: ImageWidth = LARGEST) {
  const url = variantUrl(path, width);
  return url.startsWith('/') && !url.startsWith('//') ? `${origin}${url}` : url;
}
