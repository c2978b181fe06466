import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { catalogueColumns, IMPORT_FILE_MAX_MB, IMPORT_WINDOW_MAX } from '@voski/contract';
import { shopDay } from '@voski/contract/shop-days';
import { serve } from '../../../http/endpoint.ts';
import { HttpError, invalid } from '../../../http/errors.ts';
import { multipartValidator } from '../../media/uploads.ts';
import type { CatalogueSheets } from './catalogue-sheets.ts';
import { readSheet, sheetStream, sheetTypes } from './sheet-files.ts';

const FILE_BYTES_MAX = IMPORT_FILE_MAX_MB * 1024 * 1024;
const fileTooLarge = `The file may not be greater than ${IMPORT_FILE_MAX_MB} MB.`;

/** The sheet of an import's multipart body (its `file` part; other parts are skipped). */
async function receivedSheet(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart())
    throw invalid({ file: ['Send the sheet as multipart form data, in the file field.'] });
  let data: Buffer | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: FILE_BYTES_MAX, files: 1 } })) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file' || data) {
        part.file.resume();
        continue;
      }
      data = await part.toBuffer();
    }
  } catch (error) {
    const code = error instanceof Error ? (error as { code?: unknown }).code : undefined;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(413, fileTooLarge, { file: [fileTooLarge] });
    if (code === 'FST_FILES_LIMIT') throw invalid({ file: ['Send one sheet at a time.'] });
    if (error instanceof HttpError) throw error;
    throw new HttpError(400, 'The multipart body is malformed.');
  }
  if (!data || data.length === 0) throw invalid({ file: ['The file field is required.'] });
  return data;
}

export const catalogueSheetRoutes =
  (sheets: CatalogueSheets): FastifyPluginAsync =>
  async (app) => {
    serve(app, 'GET /products/export', (request, reply) => {
      const { format } = request.query;
      const name = `catalogue-${shopDay(new Date())}.${format}`;
      return reply
        .header('content-type', sheetTypes[format])
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(sheetStream(format, catalogueColumns, sheets.exportRows(), 'Catalogue'));
    });

    serve(
      app,
      'POST /products/import',
      async (request) => {
        const sheet = await readSheet(await receivedSheet(request));
        const { dry_run, start, limit, lang } = request.query;
        return sheets.import(sheet, {
          dryRun: dry_run !== 0,
          start: start ?? 0,
          limit: limit ?? IMPORT_WINDOW_MAX,
          locale: lang,
        });
      },
      { validatorCompiler: multipartValidator },
    );
  };
