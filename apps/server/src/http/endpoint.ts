import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteShorthandOptions,
} from 'fastify';
import type { z } from 'zod';
import {
  endpointAddress,
  endpoints,
  type DeclaredKey,
  type Endpoint,
  type Endpoints,
  type ParsedInput,
  type Result,
} from '@voski/contract';

type ParsedHeaders<E extends Endpoint> = E['headers'] extends z.ZodType
  ? z.output<E['headers']>
  : unknown;

/**
 * A request to `K`, its params, query, body (and the headers it declares) as the declaration's
 * schemas parsed them.
 */
export type EndpointRequest<K extends DeclaredKey> = Omit<
  FastifyRequest,
  'params' | 'query' | 'body' | 'headers'
> &
  ParsedInput<Endpoints[K]> & {
    headers: FastifyRequest['headers'] & ParsedHeaders<Endpoints[K]>;
  };

type Answer<K extends DeclaredKey> = Result<Endpoints[K]> | FastifyReply;

export type EndpointHandler<K extends DeclaredKey> = (
  request: EndpointRequest<K>,
  reply: FastifyReply,
) => Answer<K> | Promise<Answer<K>>;

/**
 * Route options an endpoint's server side may add: limits, hooks, and a body validator of its
 * own (an upload reads its multipart body itself), not its shape.
 */
export type ServeOptions = Omit<
  RouteShorthandOptions,
  'schema' | 'config' | 'serializerCompiler'
> & {
  config?: Omit<FastifyContextConfig, 'access'>;
};

/**
 * Serves the contract's endpoint `key` with `handler`: the method, path, access rule and
 * schemas (validation, answers, OpenAPI) all come from the declaration.
 */
export function serve<K extends DeclaredKey>(
  // any type provider: the handler is typed by the declaration, not by the instance
  app: FastifyInstance<any, any, any, any, any>, // eslint-disable-line @typescript-eslint/no-explicit-any
  key: K,
  handler: EndpointHandler<K>,
  options: ServeOptions = {},
): void {
  const endpoint: Endpoint = endpoints[key];
  const { method, path } = endpointAddress(key);
  const { config, ...route } = options;
  app.route({
    ...route,
    method,
    url: path,
    config: { ...config, access: endpoint.access },
    schema: {
      tags: [...endpoint.tags],
      summary: endpoint.summary,
      ...(endpoint.description && { description: endpoint.description }),
      ...(endpoint.params && { params: endpoint.params }),
      ...(endpoint.query && { querystring: endpoint.query }),
      ...(endpoint.headers && { headers: endpoint.headers }),
      ...(endpoint.body && { body: endpoint.body }),
      ...(endpoint.consumes && { consumes: [...endpoint.consumes] }),
      ...(endpoint.hidden && { hide: true }),
      // A redirect declares no answers: then no response schema, not an empty one.
      ...(Object.keys(endpoint.responses).length > 0 && { response: endpoint.responses }),
    },
    handler: handler as never,
  });
}
