import type { z } from 'zod';
import type { Access } from './roles.ts';

/**
 * One endpoint of the API, declared once: the server serves it from this declaration (its
 * validation, OpenAPI entry and access rule), and clients call it by its key through a typed
 * client. Nothing here needs zod at run time, so a browser can import it.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `METHOD /path`, the path under `/api` in Fastify's notation (`/faqs/:id`). */
export type EndpointKey = `${HttpMethod} /${string}`;

export interface Endpoint {
  access: Access;
  tags: readonly string[];
  summary: string;
  description?: string;
  params?: z.ZodType;
  query?: z.ZodType;
  /** Request headers the server reads (a client sends them as it needs: not a call option). */
  headers?: z.ZodType;
  body?: z.ZodType;
  /** The body's media types, when not only JSON (uploads: multipart/form-data). */
  consumes?: readonly string[];
  /** Left out of the OpenAPI document (kept for old clients, or not an API at all). */
  hidden?: boolean;
  /**
   * Every answer the endpoint gives, by status: the 2xx ones are its results. None for an
   * endpoint that only redirects.
   */
  responses: Readonly<Partial<Record<number, z.ZodType>>>;
}

type SchemaOutput<S> = S extends z.ZodType ? z.output<S> : undefined;
type SchemaInput<S> = S extends z.ZodType ? z.input<S> : undefined;
type SuccessStatus = 200 | 201 | 202;

/** What a client receives on success. */
export type Answer<E extends Endpoint> = {
  [S in SuccessStatus & keyof E['responses']]: SchemaOutput<E['responses'][S]>;
}[SuccessStatus & keyof E['responses']];

/** What a server handler may answer on success (the schema's input: it is serialized by it). */
export type Result<E extends Endpoint> = {
  [S in SuccessStatus & keyof E['responses']]: SchemaInput<E['responses'][S]>;
}[SuccessStatus & keyof E['responses']];

/** The path parameters, query and body a call sends, as the client writes them. */
export interface CallInput<E extends Endpoint> {
  params: SchemaInput<E['params']>;
  query: SchemaInput<E['query']>;
  body: SchemaInput<E['body']>;
}

/** What a server handler receives, once the declaration's schemas have parsed it. */
export interface ParsedInput<E extends Endpoint> {
  params: SchemaOutput<E['params']>;
  query: SchemaOutput<E['query']>;
  body: SchemaOutput<E['body']>;
}

type Parts<E extends Endpoint> = {
  [K in keyof CallInput<E>]: CallInput<E>[K] extends undefined ? never : K;
}[keyof CallInput<E>];
/** The parts whose every field is optional (a query of filters): a call may leave them out. */
type OptionalParts<E extends Endpoint> = {
  [K in Parts<E>]: object extends CallInput<E>[K] ? K : never;
}[Parts<E>];

/** The parts of `CallInput` an endpoint has: a call names only those, and must name the rest. */
export type CallOptions<E extends Endpoint> = {
  [K in Exclude<Parts<E>, OptionalParts<E>>]: CallInput<E>[K];
} & { [K in OptionalParts<E>]?: CallInput<E>[K] };

/** A call's options as a rest argument: optional when the endpoint needs none. */
export type OptionsArg<E extends Endpoint> =
  Record<string, never> extends CallOptions<E>
    ? [options?: CallOptions<E>]
    : [options: CallOptions<E>];

/** Checks a table of declarations while keeping each one's exact type. */
export function defineEndpoints<const T extends Record<EndpointKey, Endpoint>>(table: T): T {
  return table;
}

/** The method and path (under `/api`) of a key. */
export function endpointAddress(key: EndpointKey): { method: HttpMethod; path: string } {
  const space = key.indexOf(' ');
  return { method: key.slice(0, space) as HttpMethod, path: key.slice(space + 1) };
}

type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

/**
 * The address a call goes to: `/api` + the path with its `:parameters` filled in (encoded),
 * and the query's defined values as a search string.
 */
export function endpointUrl(
  key: EndpointKey,
  options: { params?: unknown; query?: unknown } = {},
): string {
  const params = (options.params ?? {}) as Record<string, string | number>;
  const path = endpointAddress(key).path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${key}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries((options.query ?? {}) as Record<string, QueryValue>)) {
    if (value === undefined || value === null) continue;
    for (const one of Array.isArray(value) ? value : [value]) search.append(name, String(one));
  }
  const query = search.toString();
  return `/api${path}${query ? `?${query}` : ''}`;
}
