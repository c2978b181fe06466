import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { normalizeEditorHtml, safeImage, safeLink } from './editor-html';
import { shopDay } from './format';
import { checkImageFile, MAX_IMAGE_BYTES, sniffImage } from './image-check';
import { linkPattern } from './link-rules';
import { buildXlsx } from './xlsx';

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(
    values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])),
  );

const png = bytes(0x89, 'PNG\r\n\x1a\n', 0, 0, 0, 13, 'IHDR');
const jpeg = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16, 'JFIF');
const gif = bytes('GIF89a', 1, 0, 1, 0);
const webp = bytes('RIFF', 0x24, 0, 0, 0, 'WEBPVP8 ');
const avif = bytes(0, 0, 0, 0x20, 'ftyp', 'avif', 0, 0, 0, 0, 'avif', 'mif1', 'miaf');
const avifCompatible = bytes(0, 0, 0, 0x1c, 'ftyp', 'mif1', 0, 0, 0, 0, 'mif1', 'avif');

describe('sniffImage', () => {
  it('knows the formats the server accepts by their first bytes', () => {
    expect(sniffImage(png)).toBe('png');
    expect(sniffImage(jpeg)).toBe('jpeg');
    expect(sniffImage(gif)).toBe('gif');
    expect(sniffImage(webp)).toBe('webp');
    expect(sniffImage(avif)).toBe('avif');
    expect(sniffImage(avifCompatible)).toBe('avif');
  });

  it('refuses everything else', () => {
    expect(sniffImage(bytes('%PDF-1.7'))).toBeNull();
    expect(sniffImage(bytes('<svg xmlns'))).toBeNull();
    expect(sniffImage(bytes(0, 0, 0, 0x18, 'ftyp', 'heic', 0, 0, 0, 0, 'mif1'))).toBeNull();
    expect(sniffImage(new Uint8Array())).toBeNull();
  });
});

describe('checkImageFile', () => {
  it('accepts an image whatever its name', async () => {
    expect(await checkImageFile(new File([png], 'photo.txt', { type: '' }))).toBeNull();
    expect(await checkImageFile(new File([jpeg], 'a.jpg', { type: 'image/jpeg' }))).toBeNull();
  });

  it('refuses a renamed file, a non-image type and an oversized file', async () => {
    expect(await checkImageFile(new File(['hello'], 'fake.png', { type: 'image/png' }))).toBe(
      'notImage',
    );
    expect(await checkImageFile(new File([png], 'a.png', { type: 'application/pdf' }))).toBe(
      'notImage',
    );
    const big = new Blob([png, new Uint8Array(MAX_IMAGE_BYTES)], { type: 'image/png' });
    expect(await checkImageFile(big)).toBe('tooLarge');
  });
});

describe('buildXlsx (exceljs)', () => {
  const sheetOf = (workbook: Uint8Array, part = 'xl/worksheets/sheet1.xml') => {
    const dir = mkdtempSync(path.join(tmpdir(), 'voski-xlsx-'));
    const file = path.join(dir, 'orders.xlsx');
    writeFileSync(file, workbook);
    try {
      expect(execFileSync('unzip', ['-t', file]).toString()).toContain('No errors detected');
      return execFileSync('unzip', ['-p', file, part]).toString();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };

  it('makes a workbook with text, numbers, escaped XML and a frozen bold header', async () => {
    const workbook = await buildXlsx(
      'Orders: 2026/11',
      [
        ['Name', 'Total'],
        ['Ann <&> "Test"', 648900],
        [null, 1.5],
      ],
      [20, 10],
    );
    const sheet = sheetOf(workbook);
    expect(sheetOf(workbook, 'xl/sharedStrings.xml')).toContain(
      'Ann &lt;&amp;&gt; &quot;Test&quot;',
    );
    expect(sheet).toMatch(/<c r="B2"[^>]*><v>648900<\/v><\/c>/);
    expect(sheet).toMatch(/<c r="B3"[^>]*><v>1.5<\/v><\/c>/);
    expect(sheet).not.toMatch(/<c r="A3"[^/]*>/);
    expect(sheet).toContain('state="frozen"');
    expect(sheetOf(workbook, 'xl/workbook.xml')).toContain('name="Orders  2026 11"');
  });

  it('leaves out what XML cannot carry, so Excel opens the file: U+FFFF, a lone surrogate, C0', async () => {
    const workbook = await buildXlsx('Orders', [
      ['Name'],
      ['An\uFFFFi \uD800Sar\u0001gsyan \uD83D\uDC8D\t\u0085'],
    ]);
    expect(sheetOf(workbook, 'xl/sharedStrings.xml')).not.toContain('\uFFFF');
    const ExcelJS = (await import('exceljs')).default;
    const read = new ExcelJS.Workbook();
    await read.xlsx.load(Buffer.from(workbook) as unknown as ArrayBuffer);
    expect(read.worksheets[0]!.getCell('A2').value).toBe('Ani Sargsyan \uD83D\uDC8D\t\u0085');
  });
});

describe('editor HTML', () => {
  it('turns what an emptied editor leaves into an empty text', () => {
    for (const html of ['', '<br>', '<p><br></p>', '<div><br></div>', ' &nbsp; ']) {
      expect(normalizeEditorHtml(html)).toBe('');
    }
    expect(normalizeEditorHtml('<p>Gold</p>')).toBe('<p>Gold</p>');
  });

  it('links only to web, mail, phone and site addresses', () => {
    for (const ok of ['https://voski.am', 'http://x.y', 'mailto:a@b.c', 'tel:+374', '/about']) {
      expect(safeLink.test(ok), ok).toBe(true);
    }
    for (const bad of ['javascript:alert(1)', '//evil.example', 'data:text/html,x', 'voski.am']) {
      expect(safeLink.test(bad), bad).toBe(false);
    }
  });

  it('inserts images from web addresses and site paths only', () => {
    for (const ok of [
      'https://voski.am/a.webp',
      '/uploads/blogs/b.png',
      'http://cdn.example/c.jpg',
    ]) {
      expect(safeImage.test(ok), ok).toBe(true);
    }
    for (const bad of [
      'data:image/png;base64,AAAA',
      'javascript:alert(1)',
      '//evil.example/x.png',
      'https://',
      'https://a.example/x y.png',
    ]) {
      expect(safeImage.test(bad), bad).toBe(false);
    }
  });
});

describe('linkPattern (slides and posts)', () => {
  it('takes site paths and http(s) addresses, as the API does', () => {
    expect(linkPattern.test('/products/1')).toBe(true);
    expect(linkPattern.test('https://instagram.com/voski')).toBe(true);
    expect(linkPattern.test('//evil.example')).toBe(false);
    expect(linkPattern.test('ftp://x')).toBe(false);
    expect(linkPattern.test('products/1')).toBe(false);
  });
});

describe('shopDay', () => {
  it('gives the day in Yerevan (UTC+4)', () => {
    expect(shopDay('2026-11-21T19:59:59Z')).toBe('2026-11-21');
    expect(shopDay('2026-11-21T20:00:00Z')).toBe('2026-11-22');
    expect(shopDay(new Date('2026-01-01T00:00:00Z'))).toBe('2026-01-01');
  });
});
