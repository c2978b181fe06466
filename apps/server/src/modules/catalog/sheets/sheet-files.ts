import { PassThrough, Readable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify';
import type ExcelJS from 'exceljs';
import yauzl from 'yauzl';
import type { SheetFormat } from '@voski/contract';
import { NOT_XML_CHARACTERS } from '@voski/contract/text-characters';
import { HttpError } from '../../../http/errors.ts';

/** One row of a sheet as text cells, with its number as a spreadsheet shows it (header: 1). */
export interface SheetRow {
  number: number;
  cells: string[];
}

export interface Sheet {
  header: string[];
  rows: SheetRow[];
}

export const sheetTypes: Record<SheetFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export const notASheet = () =>
  new HttpError(415, 'The file must be a CSV (UTF-8) or XLSX sheet.', {
    file: ['The file must be a CSV (UTF-8) or XLSX sheet.'],
  });

const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];

/**
 * The most an XLSX may unpack to: exceljs unpacks it in memory, and a few kilobytes of ZIP can
 * claim gigabytes. A 50,000-row catalogue with descriptions stays well below.
 */
/**
 * exceljs, loaded when a sheet is first read or written: it is 9 MB of the server's memory, for
 * what staff do now and then.
 */
const excel = async () => (await import('exceljs')).default;

export const XLSX_UNPACKED_MAX = 400 * 1024 * 1024;

/** Reads a CSV or XLSX file, told apart by its content (never by its name). */
export async function readSheet(data: Buffer, unpackedMax = XLSX_UNPACKED_MAX): Promise<Sheet> {
  const zipped = ZIP_SIGNATURE.every((byte, i) => data[i] === byte);
  const table = zipped ? await xlsxCells(data, unpackedMax) : csvCells(data);
  const first = table.findIndex((row) => !isEmpty(row.cells));
  if (first < 0) return { header: [], rows: [] };
  return {
    header: table[first]!.cells.map((cell) => cell.trim()),
    rows: table.slice(first + 1).filter((row) => !isEmpty(row.cells)),
  };
}

const isEmpty = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

function csvCells(data: Buffer): SheetRow[] {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    throw notASheet();
  }
  if (text.includes('\u0000')) throw notASheet();
  // A spreadsheet saved as CSV where the decimal mark is a comma separates with semicolons.
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const delimiter = count(firstLine, ';') > count(firstLine, ',') ? ';' : ',';
  try {
    const records = parse(text, {
      bom: true,
      delimiter,
      relax_column_count: true,
      skip_empty_lines: false,
    }) as string[][];
    // A spreadsheet shows each record as one row, whatever line breaks its cells hold.
    return records.map((cells, i) => ({ number: i + 1, cells }));
  } catch (error) {
    const message = `The CSV cannot be read: ${error instanceof Error ? error.message : 'malformed'}`;
    throw new HttpError(422, message, { file: [message] });
  }
}

const count = (text: string, char: string) => text.split(char).length - 1;

/** The sizes a ZIP's directory claims its files unpack to, added up (throws for a broken one). */
function unpackedSize(data: Buffer): Promise<number> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(data, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      let total = 0;
      zip.on('entry', (entry: yauzl.Entry) => {
        total += entry.uncompressedSize;
        zip.readEntry();
      });
      zip.on('end', () => resolve(total));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

async function xlsxCells(data: Buffer, unpackedMax: number): Promise<SheetRow[]> {
  let unpacked: number;
  try {
    unpacked = await unpackedSize(data);
  } catch {
    throw notASheet();
  }
  if (unpacked > unpackedMax) {
    const message = `The workbook may not unpack to more than ${Math.ceil(unpackedMax / 1024 / 1024)} MB.`;
    throw new HttpError(413, message, { file: [message] });
  }
  const workbook = new (await excel()).Workbook();
  try {
    // exceljs types its Buffer as the older, non-generic one
    await workbook.xlsx.load(data as unknown as ExcelJS.Buffer);
  } catch {
    throw notASheet();
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cellText(cell.value);
    });
    rows.push({ number, cells: Array.from(cells, (cell) => cell ?? '') });
  });
  return rows;
}

/** A cell's value as the text an import reads: numbers as written, formulas by their result. */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (value instanceof Date) return value.toISOString();
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('hyperlink' in value) return typeof value.text === 'string' ? value.text : value.hyperlink;
  if ('result' in value) {
    const result = value.result;
    return result === undefined || (typeof result === 'object' && !(result instanceof Date))
      ? ''
      : cellText(result);
  }
  return '';
}

/** A cell an export writes: text, a number, or empty. */
export type OutCell = string | number | null;

/**
 * Text as a workbook can carry it: what XML 1.0 cannot hold (U+FFFF, a lone surrogate, C0
 * controls; text stored before the API refused them) is left out, or Excel calls the file
 * damaged.
 */
export const xmlSafe = (text: string) => text.replace(NOT_XML_CHARACTERS, '');

/**
 * Writes rows as a CSV (UTF-8 with a byte order mark, so spreadsheets read it as UTF-8) or an
 * XLSX workbook, a row at a time as `rows` yields them: the file is never whole in memory.
 */
export function sheetStream(
  format: SheetFormat,
  header: readonly string[],
  rows: AsyncIterable<readonly OutCell[]>,
  sheetName = 'Sheet1',
): Readable {
  return format === 'csv' ? csvStream(header, rows) : xlsxStream(header, rows, sheetName);
}

function csvStream(header: readonly string[], rows: AsyncIterable<readonly OutCell[]>): Readable {
  const csv = stringify({ bom: true, record_delimiter: '\r\n' });
  const lines = async function* () {
    yield [...header];
    for await (const row of rows) yield row.map((cell) => (cell === null ? '' : cell));
  };
  Readable.from(lines())
    .on('error', (error) => csv.destroy(error))
    .pipe(csv);
  return csv;
}

function xlsxStream(
  header: readonly string[],
  rows: AsyncIterable<readonly OutCell[]>,
  sheetName: string,
): Readable {
  const out = new PassThrough();
  void (async () => {
    const workbook = new (await excel()).stream.xlsx.WorkbookWriter({
      stream: out,
      useSharedStrings: false,
      useStyles: true,
    });
    const sheet = workbook.addWorksheet(xlsxSheetName(sheetName), {
      views: [{ state: 'frozen', ySplit: 1 }],
    });
    const top = sheet.addRow(header.map(xmlSafe));
    top.font = { bold: true };
    top.commit();
    for await (const row of rows) sheet.addRow(row.map(xlsxValue)).commit();
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => out.destroy(error as Error));
  return out;
}

/** Sheet names: at most 31 characters, none of []:*?/\ */
export const xlsxSheetName = (name: string) =>
  xmlSafe(name)
    .replace(/[[\]:*?/\\]/g, ' ')
    .slice(0, 31)
    .trim() || 'Sheet1';

const xlsxValue = (cell: OutCell) =>
  cell === null || cell === '' ? null : typeof cell === 'number' ? cell : xmlSafe(cell);
