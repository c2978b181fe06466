/**
 * Writes app/styles/font-fallbacks.css: local faces (Arial or Liberation Sans, Times New Roman or
 * Liberation Serif) resized to the metrics of the shop's web fonts, so the text a phone paints
 * before the fonts arrive takes the same room and nothing moves when they swap in (issue 18).
 * The metrics come from Capsize's tables; each fallback covers only the letters its web font
 * covers, so Cyrillic body text keeps the system face it always had.
 *
 * Run after changing fonts: node --import tsx apps/web/vite/font-fallbacks.ts
 * (a unit test fails while the committed file differs from what this writes).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import notoSansArmenian from '@capsizecss/metrics/notoSansArmenian';
import notoSerif from '@capsizecss/metrics/notoSerif';
import notoSerifArmenian from '@capsizecss/metrics/notoSerifArmenian';
import timesNewRoman from '@capsizecss/metrics/timesNewRoman';

type Metrics = Parameters<typeof createFontStack>[0][number];

/** Local names of a face: the full name and PostScript name each platform may know it by. */
const LOCAL_FACES = {
  sans: {
    regular: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans'],
    bold: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold'],
  },
  serif: {
    bold: [
      'Times New Roman Bold',
      'TimesNewRomanPS-BoldMT',
      'Liberation Serif Bold',
      'LiberationSerif-Bold',
    ],
  },
};

interface Fallback {
  /** The web font it stands in for; the fallback is named after it. */
  font: Metrics;
  local: Metrics;
  /** Which @fontsource stylesheet and subset give the letters the web font covers. */
  fontsource: { file: string; subset: string };
  weights: { weight: number; names: string[] }[];
}

const FALLBACKS: Fallback[] = [
  {
    font: notoSansArmenian,
    local: arial,
    fontsource: { file: '@fontsource/noto-sans-armenian/400.css', subset: 'latin' },
    weights: [
      { weight: 400, names: LOCAL_FACES.sans.regular },
      { weight: 600, names: LOCAL_FACES.sans.bold },
    ],
  },
  {
    font: notoSerifArmenian,
    local: timesNewRoman,
    fontsource: { file: '@fontsource/noto-serif-armenian/600.css', subset: 'latin' },
    weights: [{ weight: 600, names: LOCAL_FACES.serif.bold }],
  },
  {
    font: notoSerif,
    local: timesNewRoman,
    fontsource: { file: '@fontsource/noto-serif/600.css', subset: 'cyrillic' },
    weights: [{ weight: 600, names: LOCAL_FACES.serif.bold }],
  },
];

const require = createRequire(import.meta.url);

/** The unicode-range @fontsource gives one subset, from the face its stylesheet names after it. */
function unicodeRange({ file, subset }: Fallback['fontsource']): string {
  const css = readFileSync(require.resolve(file), 'utf8');
  const name = `${file.split('/')[1]}-${subset}-\\d+-normal`;
  const range = css.match(new RegExp(`/\\* ${name} \\*/[^}]*unicode-range:\\s*([^;]+);`))?.[1];
  if (!range) throw new Error(`No unicode-range for the ${subset} subset in ${file}`);
  return range.trim();
}

function faceCss(fallback: Fallback): string {
  const { fontFaces } = createFontStack([fallback.font, fallback.local], {
    fontFaceFormat: 'styleObject',
  });
  const face = fontFaces[0]?.['@font-face'];
  if (!face) throw new Error(`Capsize gave no fallback face for ${fallback.font.familyName}`);
  const range = unicodeRange(fallback.fontsource);
  return fallback.weights
    .map(({ weight, names }) =>
      [
        '@font-face {',
        `  font-family: '${face.fontFamily.replace(/"/g, '')}';`,
        `  font-weight: ${weight};`,
        `  src: ${names.map((name) => `local('${name}')`).join(', ')};`,
        `  size-adjust: ${face.sizeAdjust};`,
        `  ascent-override: ${face.ascentOverride};`,
        `  descent-override: ${face.descentOverride};`,
        `  line-gap-override: ${face.lineGapOverride};`,
        `  unicode-range: ${range};`,
        '}',
      ].join('\n'),
    )
    .join('\n\n');
}

/** The whole stylesheet, as committed in app/styles/font-fallbacks.css. */
export function fontFallbackCss(): string {
  return (
    [
      '/* Written by apps/web/vite/font-fallbacks.ts from Capsize metrics: do not edit by hand. */',
      ...FALLBACKS.map(faceCss),
    ].join('\n\n') + '\n'
  );
}

export const fontFallbackFile = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../app/styles/font-fallbacks.css',
);

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(fontFallbackFile, fontFallbackCss());
}
