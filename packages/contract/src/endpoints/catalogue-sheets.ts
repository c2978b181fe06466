import { z } from 'zod';
import {
  catalogueColumns,
  CATEGORY_LEVEL_SEPARATOR,
  IMPORT_FILE_MAX_MB,
  IMPORT_ROWS_MAX,
  IMPORT_WINDOW_MAX,
  importActions,
  LIST_SEPARATOR,
  sheetFormats,
} from '../catalogue-sheet.ts';
import { defineEndpoints } from '../endpoint.ts';
import { errorBody, uploadErrors } from '../errors.ts';
import { optionalInt } from '../fields.ts';
import { locales } from '../locales.ts';
import { access } from '../roles.ts';

const tags = ['catalog'];

const columnsText =
  `Columns (the header row): ${catalogueColumns.join(', ')}. Texts in Armenian, _en and _ru; ` +
  `categories: paths such as "Rings${CATEGORY_LEVEL_SEPARATOR}Wedding" (names in any language), ` +
  `several separated by "${LIST_SEPARATOR.trim()}"; sizes "17${LIST_SEPARATOR}17.5"; size_stock ` +
  `"17: 2${LIST_SEPARATOR}17.5: 0" (empty: the sizes share stock; stock empty: unlimited); ` +
  'avatar and images (separated by spaces): this shop’s addresses or paths (uploads/…), or ' +
  'http(s) addresses fetched on import; 0/1 flags.';

export const exportQuery = z.object({
  format: z
    .enum(sheetFormats, { error: `The format must be one of ${sheetFormats.join(', ')}.` })
    .default('xlsx'),
});

export const importQuery = z.object({
  dry_run: optionalInt('dry run', 0, 1).describe(
    '1 (default): report what would happen and write nothing; 0: import',
  ),
  start: optionalInt('start', 0, IMPORT_ROWS_MAX).describe(
    'the first data row to handle, counted from 0 (resume where the last answer’s next says)',
  ),
  limit: optionalInt('limit', 1, IMPORT_WINDOW_MAX).describe(
    `data rows to handle from start (default and most: ${IMPORT_WINDOW_MAX})`,
  ),
  lang: z
    .enum(locales, { error: `The lang must be one of ${locales.join(', ')}.` })
    .default('en')
    .describe('the language of the report’s messages'),
});

export const importForm = z.object({
  file: z.file().describe(`the sheet: CSV (UTF-8) or XLSX, at most ${IMPORT_FILE_MAX_MB} MB`),
});

export const importProblem = z.object({
  column: z.string().describe('the column at fault, or "row"'),
  code: z.string(),
  message: z.string().describe('in the requested language'),
});

export const importRow = z.object({
  row: z.number().int().describe('the row number as a spreadsheet shows it (the header is 1)'),
  model: z.string(),
  action: z.enum(importActions),
  /** The product created or changed (after a run), or matched (a dry run). */
  id: z.number().int().nullable(),
  changes: z.array(z.string()).describe('the columns an update changes'),
  problems: z.array(importProblem),
});
export type ImportRow = z.infer<typeof importRow>;

export const importReport = z.object({
  dry_run: z.boolean(),
  /** Data rows in the sheet. */
  total: z.number().int(),
  start: z.number().int(),
  /** The first row still to handle (send it as start), or null when the sheet is done. */
  next: z.number().int().nullable(),
  counts: z.object(
    Object.fromEntries(importActions.map((a) => [a, z.number().int()])) as Record<
      (typeof importActions)[number],
      z.ZodNumber
    >,
  ),
  rows: z.array(importRow),
});
export type ImportReport = z.infer<typeof importReport>;

export const catalogueSheetEndpoints = defineEndpoints({
  'GET /products/export': {
    access: access.catalogWrite,
    tags,
    summary: 'The whole catalogue as one sheet (CSV or XLSX), one product per row',
    description: `${columnsText} The file imports back unchanged.`,
    query: exportQuery,
    responses: {
      200: z.string().describe('the file (text/csv or an XLSX workbook), as an attachment'),
      422: errorBody,
    },
  },
  'POST /products/import': {
    access: access.catalogWrite,
    tags,
    summary: 'Create or update products from a sheet, matched by model; a dry run by default',
    description:
      `${columnsText} Each row is created (a new model), updated (only the columns the sheet ` +
      'has; empty cells empty the field), left unchanged, or refused with its reasons. A row ' +
      'whose model is on an earlier row is refused. With dry_run=0 the rows are written in ' +
      'transactions of a batch each; an interrupted import resumes from next. ' +
      `At most ${IMPORT_ROWS_MAX} rows and ${IMPORT_FILE_MAX_MB} MB; 415 for a file that is ` +
      'neither CSV nor XLSX, 422 for a sheet without a model column or with unknown columns.',
    consumes: ['multipart/form-data'],
    query: importQuery,
    body: importForm,
    responses: { 200: importReport, ...uploadErrors },
  },
});
