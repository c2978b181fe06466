import { isRegion, type DeliveryFees, type Region } from './checkout-options';
import { basketTotal, type BasketItem } from './shop-state';

export interface OrderTotals {
  /** AMD, the lines as the basket priced them. */
  subtotal: number;
  region: Region | null;
  /** AMD; null until a region is chosen, or when its fee is not known. */
  delivery: number | null;
  /** AMD: the subtotal plus the delivery fee when it is known. */
  total: number;
}

/**
 * What the confirmation shows. The server prices the order again from the catalogue; these
 * are the same figures unless a price changed since the product was put in the basket.
 */
export function orderTotals(
  items: readonly BasketItem[],
  region: string,
  fees: DeliveryFees | null,
): OrderTotals {
  const subtotal = basketTotal(items);
  const chosen = isRegion(region) ? region : null;
  const delivery = chosen ? (fees?.[chosen] ?? null) : null;
  return { subtotal, region: chosen, delivery, total: subtotal + (delivery ?? 0) };
}
