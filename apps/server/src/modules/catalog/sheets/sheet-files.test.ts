import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../http/errors.ts';
import { readSheet, sheetStream } from './sheet-files.ts';

async function* rowsOf(rows: (string | number | null)[][]) {
  yield* rows;
}

const written = (format: 'csv' | 'xlsx', rows: (string | number | null)[][]) =>
  buffer(sheetStream(format, ['model', 'title', 'price'], rowsOf(rows)) as Readable);

describe('sheet files', () => {
  it('read back what they wrote, as CSV and as XLSX', async () => {
    const rows = [
      ['VS-1', 'Մատանի, «Արև»\n"two lines"', 150000],
      ['VS-2', null, 1.5],
    ];
    for (const format of ['csv', 'xlsx'] as const) {
      const sheet = await readSheet(await written(format, rows));
      expect(sheet.header).toEqual(['model', 'title', 'price']);
      expect(sheet.rows.map((r) => [r.number, r.cells])).toEqual([
        [2, ['VS-1', 'Մատանի, «Արև»\n"two lines"', '150000']],
        [3, ['VS-2', '', '1.5']],
      ]);
    }
  });

  it('read a CSV a spreadsheet saved with semicolons and a byte order mark', async () => {
    const sheet = await readSheet(Buffer.from('\uFEFFmodel;weight\r\nVS-1;3,5\r\n\r\nVS-2;1\r\n'));
    expect(sheet.rows.map((r) => [r.number, r.cells])).toEqual([
      [2, ['VS-1', '3,5']],
      [4, ['VS-2', '1']],
    ]);
  });

  it('refuse a workbook that unpacks to more than the limit, before unpacking it', async () => {
    const xlsx = await written('xlsx', [['VS-1', 'x'.repeat(5000), 1]]);
    const refused = await readSheet(xlsx, 4096).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).statusCode).toBe(413);
    expect((await readSheet(xlsx)).rows).toHaveLength(1);
  });

  it('take what is neither UTF-8 text nor a workbook for no sheet (415)', async () => {
    for (const data of [
      Buffer.from([0xc3, 0x28]),
      Buffer.from('a\u0000b'),
      Buffer.from('PK\u0003\u0004x'),
    ]) {
      const refused = await readSheet(data).catch((error: unknown) => error);
      expect((refused as HttpError).statusCode).toBe(415);
    }
  });
});
