import type { ImgHTMLAttributes } from 'react';
import { responsiveImage, type ImageWidth } from '../../lib/media';

interface MediaImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'width' | 'height'
> {
  /** A stored media path (`uploads/products/<uuid>.webp`). */
  path: string;
  alt: string;
  /** The `src` variant for browsers without srcset support. */
  fallbackWidth?: ImageWidth;
  /** Intrinsic size: the box the CSS keeps, so the page does not shift when it loads. */
  width: number;
  height: number;
  /** The page's main image: loaded at once, with high priority. */
  priority?: boolean;
}

/** An image from the media pipeline with its srcset; lazy unless it is the page's main one. */
export function MediaImage({
  path,
  fallbackWidth = 640,
  priority = false,
  ...props
}: MediaImageProps) {
  const { src, srcSet } = responsiveImage(path, fallbackWidth);
  return (
    <img
      src={src}
      srcSet={srcSet}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
      {...props}
    />
  );
}
