import type { OutboxPage } from '@voski/contract';
import { getJson, sendJson } from '../../client/http';
import { invalidate, useQuery } from '../../client/query-cache';

export const OUTBOX_PAGE_SIZE = 20;

/** One page of the e-mail outbox, newest first; `waiting`: only what has not gone out. */
export function useOutboxPage(page: number, waiting: boolean) {
  const query = new URLSearchParams({
    page: String(page),
    per_page: String(OUTBOX_PAGE_SIZE),
    waiting: waiting ? '1' : '0',
  });
  const url = `/api/mail/outbox?${query}`;
  return useQuery(`outbox?${url}`, () => getJson<OutboxPage>(url), { keepPrevious: true });
}

/** Makes every waiting message due now (after the mail server is back). */
export async function retryOutbox(): Promise<void> {
  await sendJson('POST', '/api/mail/outbox/retry');
  invalidate('outbox');
}
