import { zoneFee } from '@voski/contract/countries';
import { destinationZone, type DeliveryZones } from './checkout-options';
import { basketTotal, type BasketItem } from '../basket/shop-state';

export interface OrderTotals {
  /** AMD, the lines as the basket priced them. */
  subtotal: number;
  /** AMD; null until the destination is chosen, or when its fee is not known. */
  delivery: number | null;
  /** AMD: the subtotal plus the delivery fee when it is known. */
  total: number;
}

/**
 * What the checkout shows before the server's quote. The server prices the order again from
 * the catalogue; these are the same figures unless a price changed since the product was put
 * in the basket.
 */
export function orderTotals(
  items: readonly BasketItem[],
  /** `pickup`: collected in store (issue 38), with no delivery fee. */
  destination: { country: string; region: string; pickup?: string },
  zones: DeliveryZones | null,
  /** AMD a discount code takes off (the sales are in the basket's prices already). */
  discount = 0,
  /** The code makes this delivery free (the server's quote says so). */
  freeDelivery = false,
): OrderTotals {
  const subtotal = basketTotal(items);
  const goods = Math.max(0, subtotal - discount);
  const zone = destinationZone(zones, destination.country, destination.region);
  const free = destination.pickup || freeDelivery;
  const delivery = zone ? (free ? 0 : zoneFee(zone, goods)) : null;
  return { subtotal, delivery, total: goods + (delivery ?? 0) };
}
