import { endpointUrl } from '@voski/contract/endpoint';
import { callEndpoint } from '../../client/http';
import { invalidate, useQuery } from '../../client/query-cache';

export const OUTBOX_PAGE_SIZE = 20;

/** One page of the e-mail outbox, newest first; `waiting`: only what has not gone out. */
export function useOutboxPage(page: number, waiting: boolean) {
  const query = { page, per_page: OUTBOX_PAGE_SIZE, waiting: waiting ? '1' : '0' } as const;
  const url = endpointUrl('GET /mail/outbox', { query });
  return useQuery(`outbox?${url}`, () => callEndpoint('GET /mail/outbox', { query }), {
    keepPrevious: true,
  });
}

/** Makes every waiting message due now (after the mail server is back). */
export async function retryOutbox(): Promise<void> {
  await callEndpoint('POST /mail/outbox/retry');
  invalidate('outbox');
}
