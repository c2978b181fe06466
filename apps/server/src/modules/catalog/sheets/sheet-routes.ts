import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import {
  catalogueColumns,
  IMPORT_FILE_MAX_MB,
  IMPORT_WINDOW_MAX,
  IMPORT_ZIP_MAX_MB,
} from '@voski/contract';
import { shopDay } from '@voski/contract/shop-days';
import { serve } from '../../../http/endpoint.ts';
import { HttpError, invalid } from '../../../http/errors.ts';
import { multipartValidator } from '../../media/uploads.ts';
import type { CatalogueSheets } from './catalogue-sheets.ts';
import type { CatalogueImports } from './import-jobs.ts';
import { PhotoZip, zipTooLarge } from './photo-zip.ts';
import { readSheet, sheetStream, sheetTypes } from './sheet-files.ts';

const FILE_BYTES_MAX = IMPORT_FILE_MAX_MB * 1024 * 1024;
const ZIP_BYTES_MAX = IMPORT_ZIP_MAX_MB * 1024 * 1024;
const fileTooLarge = `The file may not be greater than ${IMPORT_FILE_MAX_MB} MB.`;
const sheetTooLarge = () => new HttpError(413, fileTooLarge, { file: [fileTooLarge] });

interface ReceivedFiles {
  sheet: Buffer;
  sheetName: string;
  images?: Buffer;
  imagesName?: string;
}

/** A file part's bytes, `max` at most (`tooLarge` above). */
async function partBytes(
  part: MultipartFile,
  max: number,
  tooLarge: () => HttpError,
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > max) throw tooLarge();
    chunks.push(chunk);
  }
  if (part.file.truncated) throw tooLarge();
  return Buffer.concat(chunks);
}

/**
 * The sheet of an import's multipart body (its `file` part) and the ZIP of photos beside it
 * (`images`, optional); other parts are skipped.
 */
async function receivedFiles(request: FastifyRequest): Promise<ReceivedFiles> {
  if (!request.isMultipart())
    throw invalid({ file: ['Send the sheet as multipart form data, in the file field.'] });
  let sheet: Buffer | undefined;
  let sheetName = 'sheet';
  let images: Buffer | undefined;
  let imagesName: string | undefined;
  try {
    const limits = { fileSize: Math.max(FILE_BYTES_MAX, ZIP_BYTES_MAX) + 1, files: 2 };
    for await (const part of request.parts({ limits })) {
      if (part.type !== 'file') continue;
      if (part.fieldname === 'file' && !sheet) {
        sheet = await partBytes(part, FILE_BYTES_MAX, sheetTooLarge);
        sheetName = part.filename || sheetName;
      } else if (part.fieldname === 'images' && !images) {
        const data = await partBytes(part, ZIP_BYTES_MAX, zipTooLarge);
        // An empty file input of a browser form arrives as a nameless, empty part.
        if (data.length > 0 || part.filename) {
          images = data;
          imagesName = part.filename || 'photos.zip';
        }
      } else {
        part.file.resume();
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = error instanceof Error ? (error as { code?: unknown }).code : undefined;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw sheetTooLarge();
    if (code === 'FST_FILES_LIMIT') {
      throw invalid({ file: ['Send one sheet, and at most one ZIP of photos beside it.'] });
    }
    throw new HttpError(400, 'The multipart body is malformed.');
  }
  if (!sheet || sheet.length === 0) throw invalid({ file: ['The file field is required.'] });
  return { sheet, sheetName, images, imagesName };
}

export const catalogueSheetRoutes =
  (sheets: CatalogueSheets, imports: CatalogueImports): FastifyPluginAsync =>
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
        const files = await receivedFiles(request);
        const sheet = await readSheet(files.sheet);
        const zip = files.images ? await PhotoZip.open(files.images) : undefined;
        const { dry_run, start, limit, lang } = request.query;
        try {
          return await sheets.import(sheet, {
            dryRun: dry_run !== 0,
            start: start ?? 0,
            limit: limit ?? IMPORT_WINDOW_MAX,
            locale: lang,
            zip,
          });
        } finally {
          zip?.close();
        }
      },
      { validatorCompiler: multipartValidator },
    );

    serve(
      app,
      'POST /products/imports',
      async (request, reply) => {
        const files = await receivedFiles(request);
        const job = await imports.create({
          ...files,
          lang: request.query.lang,
          staffId: request.staff?.id ?? null,
        });
        return reply.code(201).send({ data: job });
      },
      { validatorCompiler: multipartValidator },
    );

    serve(app, 'GET /products/imports/latest', async (request) => ({
      data: await imports.latest(request.query.rows === 1),
    }));

    serve(app, 'POST /products/imports/:id/run', async (request, reply) =>
      reply.code(202).send({ data: await imports.run(request.params.id) }),
    );
  };
