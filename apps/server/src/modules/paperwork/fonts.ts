import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import { create, type Font } from 'fontkit';

/**
 * The papers' fonts: Noto Sans for Latin and Cyrillic letters and Noto Sans Armenian for
 * Armenian ones, from the same @fontsource packages the storefront's fonts come from. Each
 * package splits a face into files by script, so one line of text is drawn in runs, each in the
 * first face that has its letters; PDFKit embeds only the glyphs a paper uses. Parsed once, the
 * fonts serve every paper.
 */

export type Weight = 'regular' | 'bold';

const faces = [
  ['@fontsource/noto-sans', 'noto-sans-latin'],
  ['@fontsource/noto-sans-armenian', 'noto-sans-armenian-armenian'],
  ['@fontsource/noto-sans', 'noto-sans-cyrillic'],
  ['@fontsource/noto-sans', 'noto-sans-latin-ext'],
  ['@fontsource/noto-sans', 'noto-sans-cyrillic-ext'],
] as const;

const weights: Record<Weight, number> = { regular: 400, bold: 700 };

export interface FontFace {
  /** The name the face is registered under in a document. */
  name: string;
  font: Font;
}

export interface FontSet {
  /** Every face, by weight, in the order a letter looks for one that has it. */
  faces: Record<Weight, readonly FontFace[]>;
}

/** A run of text drawn in one face. */
export interface TextRun {
  face: string;
  text: string;
}

const require = createRequire(import.meta.url);

function loadFaces(weight: Weight): FontFace[] {
  return faces.map(([pkg, file]) => {
    const woff = readFileSync(
      require.resolve(`${pkg}/files/${file}-${weights[weight]}-normal.woff`),
    );
    const font = create(sfntOfWoff(woff));
    if (!('hasGlyphForCodePoint' in font)) throw new Error(`${file}: one font expected`);
    return { name: `${file}-${weight}`, font };
  });
}

/**
 * The plain TrueType font a WOFF file wraps. fontkit reads WOFF itself, but inflates a table
 * again on every read of it (a paper then takes a tenth of a second); unwrapped once here, a
 * paper takes milliseconds. WOFF 1.0: a header of 44 bytes, then 20 bytes per table: tag,
 * offset, compressed and original length, checksum; a table is zlib data when shorter.
 */
export function sfntOfWoff(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('Not a WOFF font');
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const at = 44 + i * 20;
    const offset = woff.readUInt32BE(at + 4);
    const packed = woff.readUInt32BE(at + 8);
    const length = woff.readUInt32BE(at + 12);
    const stored = woff.subarray(offset, offset + packed);
    return {
      tag: woff.subarray(at, at + 4),
      checksum: woff.readUInt32BE(at + 16),
      data: packed < length ? inflateSync(stored) : stored,
    };
  });
  const padded = (n: number) => (n + 3) & ~3;
  const head = 12 + 16 * count;
  const sfnt = Buffer.alloc(head + tables.reduce((sum, t) => sum + padded(t.data.length), 0));
  const power = 2 ** Math.floor(Math.log2(count));
  woff.copy(sfnt, 0, 4, 8); // the flavor: the sfnt version
  sfnt.writeUInt16BE(count, 4);
  sfnt.writeUInt16BE(power * 16, 6);
  sfnt.writeUInt16BE(Math.log2(power), 8);
  sfnt.writeUInt16BE(count * 16 - power * 16, 10);
  let offset = head;
  tables.forEach((table, i) => {
    const at = 12 + 16 * i;
    table.tag.copy(sfnt, at);
    sfnt.writeUInt32BE(table.checksum, at + 4);
    sfnt.writeUInt32BE(offset, at + 8);
    sfnt.writeUInt32BE(table.data.length, at + 12);
    table.data.copy(sfnt, offset);
    offset += padded(table.data.length);
  });
  return sfnt;
}

let loaded: FontSet | undefined;

/** The fonts, read from disk once (a few hundred kB) and kept. */
export function paperFonts(): FontSet {
  loaded ??= { faces: { regular: loadFaces('regular'), bold: loadFaces('bold') } };
  return loaded;
}

/**
 * `text` cut into runs, each in the first face that has its letters (the first face when none
 * has one: PDFKit draws its missing-glyph box). A letter the current face has (a space, a
 * comma) stays in the current run.
 */
export function textRuns(fonts: FontSet, weight: Weight, text: string): TextRun[] {
  const list = fonts.faces[weight];
  const runs: TextRun[] = [];
  let face: FontFace | undefined;
  for (const letter of text) {
    const code = letter.codePointAt(0)!;
    if (face?.font.hasGlyphForCodePoint(code)) {
      runs.at(-1)!.text += letter;
      continue;
    }
    const next = list.find((f) => f.font.hasGlyphForCodePoint(code)) ?? list[0]!;
    if (next === face) runs.at(-1)!.text += letter;
    else runs.push({ face: next.name, text: letter });
    face = next;
  }
  return runs;
}
