import {
  HOME_COUNTRY,
  isArmenianRegion,
  canonicalRegion,
  orderCountry,
  stockOf,
  type Quote,
  type QuoteBody,
  type Rate,
  zoneFee,
} from '@voski/contract';
import type { ProductService } from '../catalog/products.ts';
import type { PromotionService } from '../promotions/service.ts';
import type { DeliveryFeeService } from './delivery.ts';
import { pickupFor, type PickupPoints } from './pickup.ts';
import { mergeBasket, priceBasket, promote } from './pricing.ts';
import { contractLine } from './views.ts';

/**
 * POST /payment/quote: the basket priced as placing it now would price it, so the confirmation
 * step shows the amount to be charged and any price that changed since the basket was filled.
 */
export async function quoteBasket(
  body: QuoteBody,
  deps: {
    products: ProductService;
    promotions: PromotionService;
    fees: DeliveryFeeService;
    pickup: PickupPoints;
    rates: () => Promise<Rate[]>;
  },
): Promise<Quote> {
  const priced = await priceBasket(deps.products, mergeBasket(body.products));
  const country = orderCountry(body.country, body.region);
  const region = canonicalRegion(body.region);
  const known = country !== HOME_COUNTRY || isArmenianRegion(region);
  const zone = known ? await deps.fees.zoneFor(country, region) : undefined;
  const promoted = await promote(deps.promotions, priced, body.code, zone?.zone ?? null);
  const goods = priced.subtotal - promoted.discount;
  // Collected in store: no fee, where the zone offers it (refused with a 422 elsewhere).
  const collected =
    known && body.pickup !== undefined
      ? await pickupFor(deps.pickup, zone, body.pickup, 'hy')
      : undefined;
  const delivery = zone ? (collected || promoted.freeDelivery ? 0 : zoneFee(zone, goods)) : null;
  const total = goods + (delivery ?? 0);

  const sent = new Map(
    body.products.filter((l) => l.price !== undefined).map((l) => [l.id, l.price!]),
  );
  // A sale's price is the one the shop shows: a basket holding it has not changed.
  const changed = priced.lines
    .filter((l) => sent.has(l.id) && sent.get(l.id) !== (l.sale_price ?? l.price))
    .map((l) => ({ id: l.id, was: sent.get(l.id)!, now: l.sale_price ?? l.price }));

  const left = piecesLeft(priced.lines, priced.products);
  const currency = body.currency ?? 'AMD';
  const rate = (await deps.rates()).find((r) => r.current === currency)?.value ?? 1;
  const shown = rate === 1 ? 'AMD' : currency;
  return {
    lines: priced.lines.map((line, i) => ({
      ...contractLine(line),
      total: line.price * line.quantity,
      left: left[i]!,
      sale_price: line.sale_price ?? null,
    })),
    subtotal: priced.subtotal,
    discount: promoted.discount,
    discounts: promoted.discounts,
    code: promoted.code,
    delivery,
    total,
    currency: 'AMD',
    display: { currency: shown, rate, total: Math.round((total / rate) * 100) / 100 },
    changed,
    // A known destination no zone takes is not delivered, as a switched-off zone.
    deliverable: known ? (zone?.enabled ?? false) : true,
  };
}

/**
 * What each line may hold: the pieces left of its stock (the product's, or its size's when sizes
 * are counted apart) less what the basket's earlier lines of the same stock take, so two sizes
 * of a product counted as a whole never together ask for more than there is. Null: not counted.
 */
function piecesLeft(
  lines: readonly { id: number; size?: string | undefined; quantity: number }[],
  products: ReadonlyMap<
    number,
    { stock: number | null; size_stock: Record<string, number> | null }
  >,
): (number | null)[] {
  const taken = new Map<string, number>();
  return lines.map((line) => {
    const product = products.get(line.id)!;
    const stock = stockOf(product, line.size);
    if (stock === null) return null;
    const pool = line.size && product.size_stock ? `${line.id}:${line.size}` : `${line.id}`;
    const left = Math.max(0, stock - (taken.get(pool) ?? 0));
    taken.set(pool, (taken.get(pool) ?? 0) + Math.min(line.quantity, left));
    return left;
  });
}
