import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { DrizzleQueryError } from 'drizzle-orm';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { messages, staffMessages, type ErrorBody } from '@voski/contract';
import { isDatabaseUnreachable, loggableDatabaseError } from '../db/errors.ts';

/** An error a route means to answer with: status, message and, for 422, field messages. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }

  toBody(): ErrorBody {
    return this.errors ? { message: this.message, errors: this.errors } : { message: this.message };
  }
}

export const notFound = (what: string = messages.notFound) => new HttpError(404, what);
export const conflict = (message: string) => new HttpError(409, message);
export const forbidden = (message: string = messages.forbidden) => new HttpError(403, message);

/**
 * A 503 for a part out of reach (the database, Redis, the media store): the request did
 * nothing, and the same request may succeed after Retry-After seconds. `cause` is logged.
 */
export const unavailable = (cause: unknown, message: string = messages.serviceBusy) =>
  Object.assign(new HttpError(503, message, undefined, { 'Retry-After': '5' }), { cause });

/** A 422 naming the fields at fault, first message first. */
export function invalid(errors: Record<string, string[]>): HttpError {
  const first = Object.values(errors)[0]?.[0] ?? messages.invalidData;
  return new HttpError(422, first, errors);
}

type ValidationIssue = {
  instancePath: string;
  message?: string;
  keyword: string;
  params: Record<string, unknown>;
};

/** A 422 lists this many fields at most: enough to fix a form, never a body's worth of names. */
export const FIELDS_LISTED_MAX = 20;
/** Unknown fields named, at most, per object. */
const UNKNOWN_LISTED_MAX = 5;
const NAME_SHOWN_MAX = 64;

/** A client's own field name, cut short when it is long. */
const shown = (name: string) =>
  name.length > NAME_SHOWN_MAX ? `${name.slice(0, NAME_SHOWN_MAX)}…` : name;

/** Groups validation issues by field name (dotted path), as the 422 body wants them. */
export function fieldErrors(issues: ValidationIssue[], context: string): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  let fields = 0;
  const add = (field: string, message: string) => {
    if (!errors[field] && fields++ >= FIELDS_LISTED_MAX) return;
    (errors[field] ??= []).push(message);
  };
  for (const issue of issues) {
    const field = shown(issue.instancePath.replace(/^\//, '').replaceAll('/', '.'));
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(issue.params.keys)) {
      for (const key of issue.params.keys.slice(0, UNKNOWN_LISTED_MAX).map(String).map(shown)) {
        add([field, key].filter(Boolean).join('.'), `The ${key} field is not allowed.`);
      }
      continue;
    }
    add(field || context, issue.message ?? 'The value is invalid.');
  }
  return errors;
}

const clientErrors: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'The request body is not valid JSON.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'The request body is empty but JSON was declared.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'The request body length is wrong.'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, staffMessages.bodyTooLarge],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'This content type is not supported here.'],
  FST_ERR_CTP_INVALID_TYPE: [415, 'This content type is not supported here.'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'The request is not multipart.'],
  FST_REQ_FILE_TOO_LARGE: [413, 'The file is too large.'],
  FST_FILES_LIMIT: [413, 'Too many files.'],
  FST_FIELDS_LIMIT: [413, 'Too many fields.'],
  FST_PARTS_LIMIT: [413, 'Too many parts.'],
};

/** Every failure leaves in the contract's shape: never an HTML page, never a stack trace. */
export function registerErrorHandling(app: FastifyInstance): void {
  const answer = (reply: FastifyReply, error: HttpError) =>
    reply
      .code(error.statusCode)
      .headers(error.headers ?? {})
      .send(error.toBody());
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.statusCode >= 500) request.log.warn({ err: error.cause }, error.message);
      return answer(reply, error);
    }
    if (isDatabaseUnreachable(error)) {
      // The driver's own words ("Connection terminated unexpectedly"), never Drizzle's, which
      // quote the statement and its values.
      const cause = error instanceof DrizzleQueryError ? error.cause : error;
      request.log.warn({ err: { message: cause?.message } }, 'database unreachable');
      return answer(reply, unavailable(undefined));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = fieldErrors(error.validation, error.validationContext ?? 'body');
      return reply.code(422).send(invalid(errors).toBody());
    }
    const known = error.code ? clientErrors[error.code] : undefined;
    if (known) return reply.code(known[0]).send({ message: known[1] });
    if (error.statusCode === 429) {
      return reply.code(429).send({ message: staffMessages.tooManyRequests });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: error }, 'client error');
      return reply.code(error.statusCode).send({ message: error.message || 'Bad request.' });
    }
    request.log.error({ err: loggableDatabaseError(error) ?? error }, 'unhandled error');
    return reply.code(500).send({ message: messages.serverError });
  });

  app.setNotFoundHandler((_request, reply) => {
    reply.code(404).send({ message: messages.notFound });
  });
}

/** Fastify's own errors before routing (a malformed URL such as `/api/products/%`). */
export function frameworkErrors(_error: FastifyError, _request: unknown, reply: FastifyReply) {
  void reply.code(400).send({ message: 'The address is not valid.' });
}

const connectionErrors: Record<string, [number, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request took too long to arrive.'],
  HPE_HEADER_OVERFLOW: [431, 'The request headers are too large.'],
};

/** Errors of a connection, before any request is routed (a body too slow, a broken request). */
export function clientErrorHandler(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] = connectionErrors[error.code ?? ''] ?? [
    400,
    'The request is malformed.',
  ];
  const body = JSON.stringify({ message });
  this.log.debug({ code: error.code }, 'client connection error');
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\n` +
        `Content-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
