/*
 * Why placing an order that would hold pieces is refused (issue 34), and how a client tells
 * which refusal it got, to word it in its own language. No zod: the storefront imports it.
 */

const ORDER_PIECES = 'An unpaid order may hold at most';
const CLIENT_PIECES = 'Your unpaid orders already hold';

export const holdMessages = {
  orderPieces: (cap: number) =>
    `${ORDER_PIECES} ${cap} pieces. Please place a smaller order, or pay this one first.`,
  clientPieces: (cap: number) =>
    `${CLIENT_PIECES} ${cap} pieces, the most one customer may hold. Please pay or cancel one first, or try again once it expires.`,
  unpaid:
    'Too many of your recent orders were left unpaid. Please try again later, or contact the shop.',
  notExtendable: 'This order’s time to pay can no longer be extended.',
  notHeld: 'This order holds no pieces: it is paid, closed, or of products that are not counted.',
} as const;

/** An order too big to hold (422), a customer holding enough (429), too many left unpaid (429). */
export type HoldRefusal = 'holdPieces' | 'heldPieces' | 'unpaidHolds';

/** Which hold refusal a place-order answer's message is, if any. */
export function holdRefusalOf(message: unknown): HoldRefusal | null {
  if (typeof message !== 'string') return null;
  if (message.startsWith(ORDER_PIECES)) return 'holdPieces';
  if (message.startsWith(CLIENT_PIECES)) return 'heldPieces';
  return message === holdMessages.unpaid ? 'unpaidHolds' : null;
}
