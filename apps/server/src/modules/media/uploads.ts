import type { FastifyInstance, FastifyRequest, FastifySchemaCompiler } from 'fastify';
import multipart from '@fastify/multipart';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { HttpError, invalid } from '../../http/errors.ts';
import { withoutPathId } from '../../http/path-id.ts';
import { MAX_UPLOAD_BYTES, UPLOAD_FORMATS, inspectImage, tooLarge } from './images.ts';
import type { MediaStore } from './store.ts';

/** Largest text field of a multipart form (rich HTML included); longer ones get a 413. */
const MAX_FIELD_BYTES = 2 * 1024 * 1024;

/** Multipart parsing for the upload routes; register before the routes. */
export async function registerUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: {
      fileSize: MAX_UPLOAD_BYTES,
      files: 30,
      fields: 100,
      parts: 200,
      fieldSize: MAX_FIELD_BYTES,
    },
  });
}

/** Text fields of a multipart form; a list field (`name[]`, `name[0]`) is an array. */
export type FormFields = Record<string, string | string[]>;

const LIST_SUFFIX = /\[\d*\]$/;

/** `images[0]`, `images[]` → `images`: older clients number their repeated fields. */
export const baseFieldName = (name: string) => name.replace(LIST_SUFFIX, '');

/**
 * Adds one text part: a list field (`tags[]`, `tags[0]`) collects every value, while a plain
 * field sent twice keeps its last value, as the original backend's form parsing did.
 */
function addField(fields: FormFields, fieldname: string, value: string): void {
  const name = baseFieldName(fieldname);
  if (!LIST_SUFFIX.test(fieldname)) {
    fields[name] = value;
    return;
  }
  const seen = fields[name];
  fields[name] = Array.isArray(seen) ? [...seen, value] : [value];
}

const malformed = () => new HttpError(400, 'The multipart body is malformed.');

/**
 * Reads a multipart request part by part. Each file of a field in `fileFields` is buffered
 * (at most 15 MB: 413 above), checked to decode as an accepted image (415 otherwise, whatever
 * its name or claimed type) and handed to `onFile` before the next part is read, so only one
 * file is held in memory at a time. Files of other fields are skipped unread.
 */
export async function readMultipart(
  request: FastifyRequest,
  fileFields: readonly string[],
  onFile: (field: string, data: Buffer) => Promise<void>,
): Promise<FormFields> {
  const fields: FormFields = {};
  const parts = request.parts()[Symbol.asyncIterator]();
  for (;;) {
    let next: Awaited<ReturnType<typeof parts.next>>;
    try {
      next = await parts.next();
    } catch (error) {
      throw asClientError(error);
    }
    if (next.done) break;
    const part = next.value;
    const name = baseFieldName(part.fieldname);
    if (part.type === 'field') {
      if (part.valueTruncated) throw new HttpError(413, `The ${name} field is too large.`);
      // A part sent as application/json arrives parsed; the schemas read its JSON text.
      addField(
        fields,
        part.fieldname,
        typeof part.value === 'string' ? part.value : JSON.stringify(part.value),
      );
      continue;
    }
    if (!fileFields.includes(name)) {
      part.file.resume();
      continue;
    }
    let data: Buffer;
    try {
      data = await part.toBuffer();
    } catch (error) {
      throw asClientError(error);
    }
    // An empty file input of a browser form arrives as a nameless, empty part.
    if (data.length === 0 && !part.filename) continue;
    await inspectImage(data, UPLOAD_FORMATS);
    await onFile(name, data);
  }
  return withoutPathId(fields, (request.params as { id?: string | number } | undefined)?.id);
}

function asClientError(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const code = error instanceof Error ? (error as { code?: unknown }).code : undefined;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  if (typeof code === 'string' && code.startsWith('FST_')) return error;
  // busboy's own errors (a broken boundary, a truncated body) carry no code.
  return malformed();
}

export interface ReceivedUpload {
  fields: FormFields;
  /** Stored image paths by file field, in the order they arrived. */
  files: Record<string, string[]>;
  /** Once the write the files were for has ended: removes those no record took (`settle`). */
  settle(): Promise<void>;
}

/**
 * Reads a multipart form and stores its image files in `folder` as they arrive. When reading
 * fails (a bad or oversized file, a broken body), the files stored so far are removed.
 */
async function receiveUpload(
  request: FastifyRequest,
  media: MediaStore,
  folder: string,
  fileFields: readonly string[],
): Promise<ReceivedUpload> {
  const stored: string[] = [];
  const files: Record<string, string[]> = {};
  const log = (error: unknown) => request.log.warn({ err: error }, 'uploaded files');
  try {
    const fields = await readMultipart(request, fileFields, async (field, data) => {
      const file = await media.store(folder, data, { accept: UPLOAD_FORMATS });
      stored.push(file);
      (files[field] ??= []).push(file);
    });
    return { fields, files, settle: () => media.settle(stored, log) };
  } catch (error) {
    await media.removeAll(stored, log);
    throw error;
  }
}

/**
 * Runs the write an upload was for, then removes the files it did not take: all of them when it
 * failed (whether or not it committed, a file a record names stays).
 */
async function commitUpload<T>(upload: ReceivedUpload, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } finally {
    await upload.settle();
  }
}

export { uploadErrors } from '@voski/contract';

/** The fields and stored files of an upload, as the write it was sent for sees them. */
export type UploadForm = Pick<ReceivedUpload, 'fields' | 'files'>;

/**
 * An upload route's whole receive → commit sequence: `receiveUpload` into `folder`, then
 * `commitUpload` of `write`, which validates the fields and commits the record.
 */
export async function takeUpload<T>(
  request: FastifyRequest,
  media: MediaStore,
  folder: string,
  fileFields: readonly string[],
  write: (upload: UploadForm) => Promise<T>,
): Promise<T> {
  const upload = await receiveUpload(request, media, folder, fileFields);
  return commitUpload(upload, () => write(upload));
}

/** What an update form becomes: the stored record's values, overridden by the fields sent. */
export const updatedForm = (stored: object, sent: FormFields): FormFields => ({
  ...Object.fromEntries(
    Object.entries(stored)
      .filter(([, v]) => typeof v === 'string' || typeof v === 'number')
      .map(([k, v]) => [k, String(v)]),
  ),
  ...sent,
});

/** Validates form fields with a contract schema: 422 naming each field at fault. */
export function parseForm<S extends z.ZodType>(schema: S, fields: unknown): z.output<S> {
  const result = schema.safeParse(fields);
  if (result.success) return result.data;
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    (errors[issue.path.map(String).join('.') || 'body'] ??= []).push(issue.message);
  }
  throw invalid(errors);
}

/**
 * Validator for multipart routes: the body schema is there for the API docs, while the body
 * itself is read part by part by the handler (`takeUpload`), so it is not validated here
 * (a route that also takes other content types validates what it was sent itself).
 */
export const multipartValidator: FastifySchemaCompiler<unknown> = (route) =>
  route.httpPart === 'body'
    ? (body) => ({ value: body })
    : validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);
