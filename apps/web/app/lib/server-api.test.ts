import type { AppLoadContext } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { MessageId } from './i18n/messages';
import { pageFailure } from './page-failure';
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

describe('a failure the page names', () => {
  const thrown = (status: number, failure?: MessageId) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    return getRecord(
      answering(status),
      'GET /products/search',
      { query: { query: 'ring' } },
      failure,
    ).catch((e: unknown) => e);
  };

  it('goes with a failed answer to the error page, which says what could not be loaded', async () => {
    expect(pageFailure(await thrown(500, 'products.failed.search'))).toBe('products.failed.search');
    expect(pageFailure(await thrown(503, 'products.failed.search'))).toBe('products.failed.search');
    // as the root ErrorBoundary gets it: React Router's error response keeps the thrown data
    expect(pageFailure({ status: 502, data: { failure: 'products.failed.filter' } })).toBe(
      'products.failed.filter',
    );
  });

  it('is not said for a missing page, nor where the loader named none', async () => {
    expect(pageFailure(await thrown(404, 'products.failed.search'))).toBeUndefined();
    expect(pageFailure(await thrown(500))).toBeUndefined();
    expect(pageFailure(new Error('x'))).toBeUndefined();
    expect(pageFailure(null)).toBeUndefined();
  });
});
