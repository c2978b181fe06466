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
 * only after the stylesheet has arrived and the text is laid out. Other faces (Armenian product
 * names on an English page, say) still load when used, shown meanwhile in the metric-matched
 * fallback of font-fallbacks.css. The journey in e2e/storefront-weight.spec.ts checks that a page
 * preloads each face it uses on its first screen and nothing else.
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
  en: [sansLatin400, sansLatin600, serifLatin600],
  ru: [sansLatin400, sansLatin600, serifLatin600, serifCyrillic600],
};

export function fontPreloads(locale: Locale): readonly string[] {
  return PRELOADS[locale];
}
