import PDFDocument from 'pdfkit';
import type { Locale } from '@voski/contract';
import { textRuns, type FontSet, type Weight } from './fonts.ts';

const MARGIN = 40;
const LINE = 1.35;
export const INK = '#1a1a1a';
export const MUTED = '#5c5c5c';
const RULE = '#c8c8c8';

export interface TextStyle {
  size?: number;
  weight?: Weight;
  color?: string;
  align?: 'left' | 'right';
}

export interface Column {
  title: string;
  width: number;
  align?: 'left' | 'right';
}

/**
 * An A4 page written top to bottom, every text in the runs of faces its letters need (PDFKit's
 * own line breaking knows one font at a time, so lines are broken here).
 */
export class PaperWriter {
  private readonly doc: PDFKit.PDFDocument;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<Buffer>;
  /** Where the next block starts. */
  y = MARGIN;

  constructor(
    private readonly fonts: FontSet,
    private readonly title: string,
    language: Locale,
  ) {
    this.doc = new PDFDocument({
      size: 'A4',
      margin: MARGIN,
      // pages are numbered once all are written
      bufferPages: true,
      lang: language,
      info: { Title: title, Author: title },
      displayTitle: true,
    });
    for (const face of [...fonts.faces.regular, ...fonts.faces.bold]) {
      this.doc.registerFont(face.name, face.font as unknown as PDFKit.Mixins.PDFFontSource);
    }
    this.doc.on('data', (chunk: Buffer) => this.chunks.push(chunk));
    this.done = new Promise((resolve, reject) => {
      this.doc.on('end', () => resolve(Buffer.concat(this.chunks)));
      this.doc.on('error', reject);
    });
  }

  get left(): number {
    return MARGIN;
  }

  get width(): number {
    return this.doc.page.width - 2 * MARGIN;
  }

  private get bottom(): number {
    return this.doc.page.height - MARGIN;
  }

  lineHeight(size: number): number {
    return size * LINE;
  }

  widthOf(text: string, size: number, weight: Weight = 'regular'): number {
    let width = 0;
    for (const run of textRuns(this.fonts, weight, text)) {
      width += this.doc.font(run.face).fontSize(size).widthOfString(run.text);
    }
    return width;
  }

  /** The text broken into lines no wider than `width` (at spaces; a longer word alone). */
  wrap(text: string, width: number, size: number, weight: Weight = 'regular'): string[] {
    const lines: string[] = [];
    for (const paragraph of text.split('\n')) {
      let line = '';
      for (const word of paragraph.split(/ +/)) {
        const next = line ? `${line} ${word}` : word;
        if (line && this.widthOf(next, size, weight) > width) {
          lines.push(line);
          line = word;
        } else line = next;
      }
      lines.push(line);
    }
    return lines;
  }

  /** One line of text at (x, y); `align: 'right'` ends it at x + width. */
  line(text: string, x: number, y: number, width: number, style: TextStyle = {}): void {
    const { size = 9, weight = 'regular', color = INK, align = 'left' } = style;
    let at = align === 'right' ? x + width - this.widthOf(text, size, weight) : x;
    this.doc.fillColor(color);
    for (const run of textRuns(this.fonts, weight, text)) {
      this.doc.font(run.face).fontSize(size);
      this.doc.text(run.text, at, y, { lineBreak: false });
      at += this.doc.widthOfString(run.text);
    }
  }

  /** Wrapped text at (x, y) within `width`; answers the height it took. */
  block(text: string, x: number, y: number, width: number, style: TextStyle = {}): number {
    const size = style.size ?? 9;
    const lines = this.wrap(text, width, size, style.weight);
    lines.forEach((l, i) => this.line(l, x, y + i * this.lineHeight(size), width, style));
    return lines.length * this.lineHeight(size);
  }

  /** Wrapped text across the page at the current position, which moves below it. */
  paragraph(text: string, style: TextStyle = {}, gap = 4): void {
    this.room(this.lineHeight(style.size ?? 9));
    this.y += this.block(text, this.left, this.y, this.width, style) + gap;
  }

  rule(y = this.y): void {
    this.doc
      .moveTo(this.left, y)
      .lineTo(this.left + this.width, y)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
  }

  /** A new page when less than `height` is left on this one. */
  room(height: number): boolean {
    if (this.y + height <= this.bottom) return false;
    this.doc.addPage();
    this.y = MARGIN;
    return true;
  }

  /** A table whose header is written again on each new page; cells wrap. */
  table(columns: readonly Column[], rows: readonly (readonly string[])[], size = 8): void {
    const pad = 3;
    const header = () => {
      const height = this.cells(
        columns.map((c) => c.title),
        columns,
        size,
        'bold',
        pad,
      );
      this.y += height;
      this.rule();
    };
    this.room(this.lineHeight(size) * 4);
    header();
    for (const row of rows) {
      const height = this.rowHeight(row, columns, size, pad);
      if (this.room(height)) header();
      this.y += this.cells(row, columns, size, 'regular', pad);
      this.rule();
    }
    this.y += 6;
  }

  private rowHeight(row: readonly string[], columns: readonly Column[], size: number, pad: number) {
    const lines = row.map((cell, i) => this.wrap(cell, columns[i]!.width - 2 * pad, size).length);
    return Math.max(...lines) * this.lineHeight(size) + 2 * pad;
  }

  private cells(
    row: readonly string[],
    columns: readonly Column[],
    size: number,
    weight: Weight,
    pad: number,
  ): number {
    let x = this.left;
    let tallest = 0;
    row.forEach((cell, i) => {
      const column = columns[i]!;
      const height = this.block(cell, x + pad, this.y + pad, column.width - 2 * pad, {
        size,
        weight,
        align: column.align,
      });
      tallest = Math.max(tallest, height);
      x += column.width;
    });
    return tallest + 2 * pad;
  }

  /** The PDF's bytes, each page marked with the title and its number ("… · 2/3"). */
  finish(): Promise<Buffer> {
    const { start, count } = this.doc.bufferedPageRange();
    for (let i = start; i < start + count; i++) {
      this.doc.switchToPage(i);
      const y = this.doc.page.height - MARGIN + 12;
      this.doc.page.margins.bottom = 0; // the mark sits in the margin: no page break for it
      this.line(`${this.title} · ${i + 1}/${count}`, this.left, y, this.width, {
        size: 7,
        color: MUTED,
        align: 'right',
      });
    }
    this.doc.end();
    return this.done;
  }
}
