import type { MessageId } from './i18n/messages';

/** What a page's loader says failed (`getRecord`'s `failure`), for the error page to tell. */
export interface PageFailure {
  failure: MessageId;
}

/** The failure a loader's thrown answer names, if any. */
export function pageFailure(thrown: unknown): MessageId | undefined {
  const body = (thrown as { data?: unknown } | null)?.data;
  const failure = body && typeof body === 'object' ? (body as { failure?: unknown }).failure : null;
  return typeof failure === 'string' ? (failure as MessageId) : undefined;
}
