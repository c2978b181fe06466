import type { ChangeScope } from '../lib/change-signal.ts';

/**
 * A change as published to the other instances. A change of everything is the sender's id
 * alone, as before scopes existed; a scoped one is JSON that also names its products. An
 * instance that predates scopes reads any message not its own as a change of everything.
 */
export function encodeChange(from: string, scope?: ChangeScope): string {
  return scope ? JSON.stringify({ from, products: scope.products }) : from;
}

/** The sender and scope of a message; one not understood is a change of everything. */
export function decodeChange(message: string): { from: string; scope?: ChangeScope } {
  if (!message.startsWith('{')) return { from: message };
  try {
    const { from, products } = JSON.parse(message) as { from?: unknown; products?: unknown };
    const ids = Array.isArray(products) && products.every(Number.isSafeInteger);
    return {
      from: typeof from === 'string' ? from : '',
      ...(ids ? { scope: { products: products as number[] } } : {}),
    };
  } catch {
    return { from: '' };
  }
}
