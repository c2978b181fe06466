import { orderMessages, QUANTITY_MAX, type BasketLine } from '@voski/contract';
import type { StoredOrderLine } from '../../db/schema/index.ts';
import { invalid } from '../../http/errors.ts';
import type { ProductService } from '../catalog/products.ts';

/** The basket with each product once (repeated lines add up), in the order first seen. */
export function mergeBasket(basket: readonly BasketLine[]): BasketLine[] {
  const merged = new Map<number, number>();
  for (const line of basket) merged.set(line.id, (merged.get(line.id) ?? 0) + line.quantity);
  const lines = [...merged].map(([id, quantity]) => ({ id, quantity }));
  const tooMany = lines.filter((l) => l.quantity > QUANTITY_MAX);
  if (tooMany.length) {
    throw invalid({ products: tooMany.map((l) => `Product ${l.id}: ${orderMessages.quantity}`) });
  }
  return lines;
}

export interface PricedBasket {
  lines: StoredOrderLine[];
  /** AMD, before delivery. */
  subtotal: number;
}

/**
 * Prices each line from the catalogue as it is now, whatever the client sent; a product that
 * does not exist or is not on sale refuses the whole basket, naming every such product.
 */
export async function priceBasket(
  products: ProductService,
  basket: readonly BasketLine[],
): Promise<PricedBasket> {
  const found = new Map((await products.priceList(basket.map((l) => l.id))).map((p) => [p.id, p]));
  const problems: string[] = [];
  const lines: StoredOrderLine[] = [];
  for (const { id, quantity } of basket) {
    const product = found.get(id);
    if (!product) problems.push(`Product ${id} does not exist.`);
    else if (!product.on_sale)
      problems.push(`“${product.title}” (product ${id}) is not available.`);
    else
      lines.push({
        id,
        title: product.title,
        title_en: product.title_en,
        title_ru: product.title_ru,
        model: product.model,
        price: product.price,
        quantity,
      });
  }
  if (problems.length) throw invalid({ products: problems });
  return { lines, subtotal: lines.reduce((sum, l) => sum + l.price * l.quantity, 0) };
}
