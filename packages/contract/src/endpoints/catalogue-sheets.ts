import { z } from 'zod';
import {
  catalogueColumns,
  CATEGORY_LEVEL_SEPARATOR,
  IMPORT_FILE_MAX_MB,
  IMPORT_ROWS_MAX,
  IMPORT_WINDOW_MAX,
  IMPORT_ZIP_ENTRIES_MAX,
  IMPORT_ZIP_MAX_MB,
  IMPORT_ZIP_UNPACKED_MAX_MB,
  importActions,
  importJobStatuses,
  LIST_SEPARATOR,
  sheetFormats,
} from '../catalogue-sheet.ts';
import { defineEndpoints } from '../endpoint.ts';
import { errorBody, uploadErrors } from '../errors.ts';
import { idParam, optionalInt } from '../fields.ts';
import { locales } from '../locales.ts';
import { access } from '../roles.ts';

const tags = ['catalog'];

const columnsText =
  `Columns (the header row): ${catalogueColumns.join(', ')}. Texts in Armenian, _en and _ru; ` +
  `categories: paths such as "Rings${CATEGORY_LEVEL_SEPARATOR}Wedding" (names in any language), ` +
  `several separated by "${LIST_SEPARATOR.trim()}"; sizes "17${LIST_SEPARATOR}17.5"; size_stock ` +
  `"17: 2${LIST_SEPARATOR}17.5: 0" (empty: the sizes share stock; stock empty: unlimited); ` +
  'avatar and images (separated by spaces): this shop’s addresses or paths (uploads/…), or ' +
  'http(s) addresses fetched on import, or files of the ZIP of photos; 0/1 flags.';

const zipText =
  'Image cells may name files of a ZIP of photos sent beside the sheet (the images field): ' +
  'their path inside it (photos/ring-1.jpg), or the bare file name when only one file has it. ' +
  `At most ${IMPORT_ZIP_MAX_MB} MB, ${IMPORT_ZIP_ENTRIES_MAX} entries, unpacking to ` +
  `${IMPORT_ZIP_UNPACKED_MAX_MB} MB at most (413 above; 422 for a name leading outside it); a ` +
  'file that is missing or no image refuses its row. Each file is stored once per call and ' +
  'shared by the rows naming it.';

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
  images: z
    .file()
    .optional()
    .describe(`a ZIP of the photos the image cells name, at most ${IMPORT_ZIP_MAX_MB} MB`),
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

export const importJobQuery = z.object({
  lang: z
    .enum(locales, { error: `The lang must be one of ${locales.join(', ')}.` })
    .default('en')
    .describe('the language of the report’s messages (the dry run’s and the run’s)'),
});

export const latestImportQuery = z.object({
  rows: optionalInt('rows', 0, 1).describe(
    '1: with the report’s rows (the dry run’s while checked, else the run’s so far)',
  ),
});

const actionCounts = z.object(
  Object.fromEntries(importActions.map((a) => [a, z.number().int()])) as Record<
    (typeof importActions)[number],
    z.ZodNumber
  >,
);

export const importJob = z.object({
  id: z.number().int(),
  status: z
    .enum(importJobStatuses)
    .describe(
      'checked: dry-run, ready to run; running; interrupted: its run stopped without a word ' +
        '(a restart, a crash), resumable; failed: a batch failed (error says why), resumable; done',
    ),
  lang: z.enum(locales),
  sheet_name: z.string(),
  images_name: z.string().nullable().describe('the ZIP of photos sent beside the sheet, if any'),
  total: z.number().int().describe('data rows in the sheet'),
  done: z.number().int().describe('rows the run has written (a resume starts there)'),
  check: actionCounts.describe('the dry run’s counts'),
  counts: actionCounts.describe('the run’s counts so far'),
  error: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  finished_at: z.string().nullable(),
  rows: z.array(importRow).optional(),
});
export type ImportJob = z.infer<typeof importJob>;
const jobAnswer = z.object({ data: importJob });

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
      `${columnsText} ${zipText} Each row is created (a new model), updated (only the columns the sheet ` +
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
  'POST /products/imports': {
    access: access.catalogWrite,
    tags,
    summary: 'Send a sheet (and a ZIP of its photos) as the shop’s import: dry-run, then kept',
    description:
      `${columnsText} ${zipText} The whole sheet is dry-run at once (nothing written, no file ` +
      'stored) and kept with its report as the shop’s import, replacing the last one (409 while ' +
      'one is running); POST /products/imports/{id}/run then writes it. Sizes and answers as ' +
      'POST /products/import.',
    consumes: ['multipart/form-data'],
    query: importJobQuery,
    body: importForm,
    responses: { 201: jobAnswer, 401: errorBody, 403: errorBody, 409: errorBody, ...uploadErrors },
  },
  'GET /products/imports/latest': {
    access: access.catalogWrite,
    tags,
    summary: 'The shop’s import: its status, progress and counts (null: none yet)',
    description:
      'A page that reloads, or a client whose connection dropped, finds the import here, ' +
      'running or not; poll it while it runs.',
    query: latestImportQuery,
    responses: {
      200: z.object({ data: importJob.nullable() }),
      401: errorBody,
      403: errorBody,
      422: errorBody,
    },
  },
  'POST /products/imports/:id/run': {
    access: access.catalogWrite,
    tags,
    summary: 'Run a checked import, or resume an interrupted or failed one where it stopped',
    description:
      'Answers at once (202); the run goes on in the server, a batch of 100 rows per ' +
      'transaction, each moving the import’s done count on in the same transaction, so a run ' +
      'cut off anywhere resumes at its first batch not written. 409 when the import is running ' +
      'or done.',
    params: idParam,
    responses: { 202: jobAnswer, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody },
  },
});
