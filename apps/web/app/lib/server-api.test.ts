import type { AppLoadContext } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { getRecord } from './server-api';

/** A loader context whose API answers `status` with a JSON error body. */
const answering = (status: number) =>
  ({
    api: async () =>
      new Response(JSON.stringify({ message: 'x' }), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  }) as unknown as AppLoadContext;

const thrownStatus = async (status: number) => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const thrown = await getRecord(answering(status), 'GET /products/:id', {
    params: { id: 1 },
  }).catch((e: unknown) => e);
  return (thrown as { init?: { status?: number } }).init?.status;
};

describe('getRecord', () => {
  it('passes a 503 on, so a page whose database is away says so; other failures are 502', async () => {
    expect(await thrownStatus(503)).toBe(503);
    expect(await thrownStatus(500)).toBe(502);
    expect(await thrownStatus(404)).toBe(404);
  });
});
