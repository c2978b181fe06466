import { readItem, writeItem } from '../../../lib/browser-store';

/**
 * The API keeps no read flag on messages, so "unread" is per browser: the highest message id
 * this staff member's Messages page has shown.
 */
export const seenMessagesKey = 'adminMessagesSeen';

export function lastSeenMessageId(): number {
  const n = Number(readItem(seenMessagesKey));
  return Number.isInteger(n) && n > 0 ? n : 0;
}

export function markMessagesSeen(ids: readonly number[]): void {
  const highest = Math.max(0, ...ids);
  if (highest > lastSeenMessageId()) writeItem(seenMessagesKey, String(highest));
}

export function countUnread(ids: readonly number[], seen = lastSeenMessageId()): number {
  return ids.filter((id) => id > seen).length;
}
