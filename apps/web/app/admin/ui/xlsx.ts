import { NOT_XML_CHARACTERS } from '@voski/contract/text-characters';

/** A cell: text, a number, or empty. */
export type Cell = string | number | null;

/**
 * Text as a workbook can carry it: what XML 1.0 cannot hold (U+FFFF, a lone surrogate, C0
 * controls; text stored before the API refused them) is left out, or Excel calls the file
 * damaged. exceljs itself drops only the C0 controls.
 */
export const xmlSafe = (text: string) => text.replace(NOT_XML_CHARACTERS, '');

/** Sheet names: at most 31 characters, none of []:*?/\ */
export const sheetName = (name: string) =>
  xmlSafe(name)
    .replace(/[[\]:*?/\\]/g, ' ')
    .slice(0, 31)
    .trim() || 'Sheet1';

const cellValue = (value: Cell) =>
  value === null || value === ''
    ? null
    : typeof value === 'number' && Number.isFinite(value)
      ? value
      : xmlSafe(String(value));

/**
 * A one-sheet .xlsx workbook written by exceljs (the server's catalogue export uses it too);
 * the first row is the (bold, frozen) header. exceljs is loaded on first use: only staff who
 * export download it.
 */
export async function buildXlsx(
  name: string,
  rows: readonly (readonly Cell[])[],
  widths: readonly number[] = [],
): Promise<Uint8Array> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName(name), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  if (widths.length) sheet.columns = widths.map((width) => ({ width }));
  for (const row of rows) sheet.addRow(row.map(cellValue));
  if (rows.length) sheet.getRow(1).font = { bold: true };
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

export const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Hands a file to the browser as a download. */
export function downloadFile(bytes: Uint8Array, fileName: string, type = xlsxType): void {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
