import {
  OrderStatus,
  staffMessages,
  type OrderStatusId,
  type PaymentStatus,
} from '@voski/contract';

/**
 * Who changes an order: a staff member, the customer (on their order page), or the shop itself
 * (expiry, the gateway's answer).
 */
export type Actor =
  { kind: 'staff'; id: number; name: string } | { kind: 'customer' } | { kind: 'system' };
export const SYSTEM: Actor = { kind: 'system' };
export const CUSTOMER: Actor = { kind: 'customer' };

/** What a guard may look at. */
export interface OrderFacts {
  done: number;
  payment_status: string;
}

export interface Transition {
  to: OrderStatusId;
  /** Who may make the move. */
  by: readonly Actor['kind'][];
  /** Why the move is refused for this order now, or null when it may go ahead. */
  guard?: (order: OrderFacts) => string | null;
  /** The payment is given back through its gateway before the move completes. */
  refundsPayment?: (order: OrderFacts) => boolean;
  /** Only as taking a staff move back, within the undo window (fulfilment.ts), issue 38. */
  undoOnly?: true;
}

/**
 * Every move of an order's `done` status, and nothing outside it. New orders go in transit
 * once paid, and are delivered from there; cancelling is possible only before delivery starts.
 */
export const orderTransitions: Record<OrderStatusId, readonly Transition[]> = {
  [OrderStatus.New]: [
    {
      to: OrderStatus.InTransit,
      by: ['staff'],
      guard: (o) => (o.payment_status === 'paid' ? null : staffMessages.orderNotPaid),
    },
    {
      to: OrderStatus.Cancelled,
      by: ['staff', 'customer', 'system'],
      guard: (o) => (o.payment_status === 'refunding' ? staffMessages.refundUnderWay : null),
      refundsPayment: (o) => o.payment_status === 'paid',
    },
  ],
  [OrderStatus.InTransit]: [
    { to: OrderStatus.Done, by: ['staff'] },
    { to: OrderStatus.New, by: ['staff'], undoOnly: true },
  ],
  [OrderStatus.Done]: [{ to: OrderStatus.InTransit, by: ['staff'], undoOnly: true }],
  [OrderStatus.Cancelled]: [],
};

/** The status "done or in progress" moves an order on to. */
export const nextStatus: Partial<Record<OrderStatusId, OrderStatusId>> = {
  [OrderStatus.New]: OrderStatus.InTransit,
  [OrderStatus.InTransit]: OrderStatus.Done,
};

export const isOrderStatus = (n: number): n is OrderStatusId => n in orderTransitions;

/** The status a staff move to in transit or delivered is taken back to. */
export const undoneStatus: Partial<Record<OrderStatusId, OrderStatusId>> = {
  [OrderStatus.InTransit]: OrderStatus.New,
  [OrderStatus.Done]: OrderStatus.InTransit,
};

/** The transition from → to for this actor, or the reason there is none. */
export function findTransition(
  order: OrderFacts,
  to: OrderStatusId,
  actor: Actor,
  undo = false,
): { transition: Transition } | { refused: string } {
  const from = order.done;
  if (!isOrderStatus(from)) return { refused: `Unknown order status ${from}.` };
  const transition = orderTransitions[from].find((t) => t.to === to);
  if (!transition || !transition.by.includes(actor.kind) || (transition.undoOnly && !undo)) {
    return { refused: staffMessages.orderCannotBecome({ from, to }) };
  }
  const reason = transition.guard?.(order);
  return reason ? { refused: reason } : { transition };
}

/**
 * The payment status moves the gateway's answers and refunds may make. A late payment of an
 * expired order is still recorded (and then refunded if the order was cancelled); a payment
 * reversed at the bank before the shop saw it goes from pending to refunded.
 */
export const paymentTransitions: Record<PaymentStatus, readonly PaymentStatus[]> = {
  pending: ['paid', 'declined', 'expired', 'refunded'],
  expired: ['paid'],
  declined: [],
  paid: ['refunding', 'refunded'],
  refunding: ['refunded', 'paid'],
  refunded: [],
};

export const paymentMayMove = (from: string, to: PaymentStatus): boolean =>
  (paymentTransitions[from as PaymentStatus] ?? []).includes(to);
