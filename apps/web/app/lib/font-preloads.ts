import sansArmenian400 from '@fontsource/noto-sans-armenian/files/noto-sans-armenian-armenian-400-normal.woff2?url';
import sansArmenian600 from '@fontsource/noto-sans-armenian/files/noto-sans-armenian-armenian-600-normal.woff2?url';
import sansLatin400 from '@fontsource/noto-sans-armenian/files/noto-sans-armenian-latin-400-normal.woff2?url';
import sansLatin600 from '@fontsource/noto-sans-armenian/files/noto-sans-armenian-latin-600-normal.woff2?url';
import serifArmenian600 from '@fontsource/noto-serif-armenian/files/noto-serif-armenian-armenian-600-normal.woff2?url';
import serifLatin600 from '@fontsource/noto-serif-armenian/files/noto-serif-armenian-latin-600-normal.woff2?url';
import serifCyrillic600 from '@fontsource/noto-serif/files/noto-serif-cyrillic-600-normal.woff2?url';
import type { Locale } from './i18n/locale';

/**
 * The font files the first screen of a storefront page shows in each language: body text (400),
 * prices and buttons (600) and headings (serif 600), in the subsets of the language's letters;
 * Latin is in every list for digits and the brand. Without a preload the browser finds a font
 * only after the stylesheet has arrived and the text is laid out, and asks for it at the highest
 * priority, so on a slow phone the first paint waits a round trip longer.
 * English and Russian pages also set two Armenian faces: the language switcher's "Հայ" (the
 * sans, on every page) and the dram sign of prices (the serif 600, on pages that show products).
 * Other faces (Armenian product names on an English page, say) still load when used, shown
 * meanwhile in the metric-matched fallback of font-fallbacks.css. The journey in
 * e2e/storefront-weight.spec.ts checks that a page preloads each face it uses on its first
 * screen and nothing it does not use.
 */
const PRELOADS: Record<Locale, readonly string[]> = {
  hy: [
    sansArmenian400,
    sansArmenian600,
    sansLatin400,
    sansLatin600,
    serifArmenian600,
    serifLatin600,
  ],
  en: [sansLatin400, sansLatin600, serifLatin600, sansArmenian400],
  ru: [sansLatin400, sansLatin600, serifLatin600, serifCyrillic600, sansArmenian400],
};

/** Pages (route names of routes.ts) whose server HTML shows prices in drams. */
const PRICED_PAGES = new Set(['home', 'category', 'product', 'search', 'offers', 'new-arrivals']);

/** The font files to preload on a storefront page of `locale`, named as in routes.ts. */
export function fontPreloads(locale: Locale, page: string | undefined): readonly string[] {
  const files = PRELOADS[locale];
  if (page === undefined || !PRICED_PAGES.has(page) || files.includes(serifArmenian600)) {
    return files;
  }
  return [...files, serifArmenian600];
}
