import { countryName } from '@voski/contract/country-names';
import { PaymentType } from '@voski/contract/order-options';
import type { Locale } from '@voski/contract/locales';
import type { Order, OrderLine } from '../../client/types';
import type { AdminMessageId } from '../../i18n/hy';

/** `done`: 0 new, 1 in transit, 2 done (delivered), 3 cancelled. */
export const OrderStatus = { New: 0, InTransit: 1, Done: 2, Cancelled: 3 } as const;

/** The lines as priced at order time, from the order's JSON string; bad entries are left out. */
export function orderLines(order: Pick<Order, 'products'>): OrderLine[] {
  let list: unknown;
  try {
    list = JSON.parse(order.products);
  } catch {
    return [];
  }
  if (!Array.isArray(list)) return [];
  return list.flatMap((item: unknown) => {
    const line = item as Partial<Record<keyof OrderLine, unknown>> | null;
    if (!line || typeof line.id !== 'number') return [];
    return [
      {
        id: line.id,
        title: typeof line.title === 'string' ? line.title : '',
        model: typeof line.model === 'string' ? line.model : '',
        price: typeof line.price === 'number' ? line.price : 0,
        quantity: typeof line.quantity === 'number' ? line.quantity : 1,
        ...(typeof line.size === 'string' && line.size ? { size: line.size } : {}),
      },
    ];
  });
}

export type OrderStep = 'ship' | 'deliver' | 'ready' | 'collect';

/**
 * The order desk's next step for an order, as the server's transition table allows it. An order
 * collected in store (issue 38) takes the same moves: 1 is "ready for pickup", 2 "collected".
 */
export function nextStep(
  order: Pick<Order, 'done' | 'payment_status'> & { pickup?: Order['pickup'] },
): OrderStep | null {
  const collected = Boolean(order.pickup);
  if (order.done === OrderStatus.New) {
    if (order.payment_status !== 'paid') return null;
    return collected ? 'ready' : 'ship';
  }
  if (order.done === OrderStatus.InTransit) return collected ? 'collect' : 'deliver';
  return null;
}

/** Each step's button, its name for a screen reader, and what is said once it is done. */
export const stepLabels: Record<
  OrderStep,
  { label: AdminMessageId; named: AdminMessageId; done: AdminMessageId; confirm?: AdminMessageId }
> = {
  ship: {
    label: 'admin.orders.ship',
    named: 'admin.orders.shipNamed',
    done: 'admin.orders.shipped',
  },
  deliver: {
    label: 'admin.orders.deliver',
    named: 'admin.orders.deliverNamed',
    done: 'admin.orders.delivered',
    confirm: 'admin.order.deliverConfirm',
  },
  ready: {
    label: 'admin.orders.ready',
    named: 'admin.orders.readyNamed',
    done: 'admin.orders.readied',
    confirm: 'admin.order.readyConfirm',
  },
  collect: {
    label: 'admin.orders.collect',
    named: 'admin.orders.collectNamed',
    done: 'admin.orders.collected',
    confirm: 'admin.order.collectConfirm',
  },
};

/** The status's label: an order collected in store is "ready for pickup", then "collected". */
export function statusLabelOf(order: Pick<Order, 'done' | 'pickup'>): AdminMessageId | undefined {
  if (order.pickup && order.done === OrderStatus.InTransit) return 'admin.orders.status.ready';
  if (order.pickup && order.done === OrderStatus.Done) return 'admin.orders.status.collected';
  return undefined;
}

/** Only a new order can be cancelled (never once in transit), and not while a refund runs. */
export function canCancel(order: Pick<Order, 'done' | 'payment_status'>): boolean {
  return order.done === OrderStatus.New && order.payment_status !== 'refunding';
}

/** The question before cancelling: a paid order's refund is the gateway's, or the staff's own. */
export function cancelQuestion(
  order: Pick<Order, 'payment_status' | 'payment_type'>,
): AdminMessageId {
  if (order.payment_status !== 'paid') return 'admin.orders.cancelConfirm';
  // Idram has no refund call: staff give its payments back in Idram's merchant account.
  return order.payment_type === PaymentType.Idram
    ? 'admin.orders.cancelConfirmByHand'
    : 'admin.orders.cancelConfirmRefund';
}

/** Paid and kept: refunded, declined, unpaid and cancelled orders bring the shop nothing. */
export const isKept = (order: Pick<Order, 'payment_status' | 'done'>) =>
  order.payment_status === 'paid' && order.done !== OrderStatus.Cancelled;

/** What the orders brought the shop: the totals of those paid and kept (issue 38). */
export function sumTotals(orders: readonly Pick<Order, 'total' | 'payment_status' | 'done'>[]) {
  return orders.reduce((sum, order) => (isKept(order) ? sum + order.total : sum), 0);
}

/**
 * Where an order goes, for staff: an Armenian province (or an old client's "Russia" or "USA")
 * by its label, another country by its name in the staff's language, then the region typed.
 */
export function orderPlace(
  order: Pick<Order, 'country' | 'region'>,
  regionLabel: (region: string) => string | undefined,
  locale: Locale,
): string {
  return (
    regionLabel(order.region) ??
    [countryName(order.country, locale), order.region].filter(Boolean).join(', ')
  );
}
