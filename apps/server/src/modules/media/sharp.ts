import type sharpFunction from 'sharp';

let loaded: Promise<typeof sharpFunction> | undefined;

/**
 * sharp, loaded with the first image a process handles: it brings libvips and its threads, which
 * a process that serves only pages never needs.
 */
export const loadSharp = (): Promise<typeof sharpFunction> =>
  (loaded ??= import('sharp').then(({ default: sharp }) => {
    // Each image is converted once, so libvips' cache of recent operations (50 MB by default)
    // would only hold memory; and one conversion at a time per call keeps its threads' heaps few.
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  }));
