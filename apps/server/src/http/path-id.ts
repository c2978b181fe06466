import type { FastifyInstance } from 'fastify';
import { invalid } from './errors.ts';

const MISMATCH = 'The id in the body must be the one in the address.';

/**
 * Older back-offices send the record's own `id` back in update bodies. An `id` equal to the
 * `{id}` of the path is dropped before validation (strict bodies would refuse it as unknown);
 * a different one is a 422, never a silent write to another record.
 */
export function withoutPathId<T>(body: T, pathId: string | number | undefined): T {
  if (pathId === undefined || !isRecord(body) || !('id' in body)) return body;
  const sent = body.id;
  const same =
    (typeof sent === 'string' || typeof sent === 'number') &&
    String(sent).trim() === String(pathId);
  if (!same) throw invalid({ id: [MISMATCH] });
  const { id: _id, ...rest } = body;
  return rest as T;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Applies `withoutPathId` to every JSON or form body of a route with an `{id}` parameter. */
export function registerPathIdRule(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const pathId = (request.params as Record<string, string | undefined> | undefined)?.id;
    if (pathId !== undefined && request.body !== undefined) {
      request.body = withoutPathId(request.body, pathId);
    }
  });
}
