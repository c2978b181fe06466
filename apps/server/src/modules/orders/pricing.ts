import { lineMessages, orderMessages, QUANTITY_MAX, type BasketLine } from '@voski/contract';
import type { StoredOrderLine } from '../../db/schema/index.ts';
import { invalid } from '../../http/errors.ts';
import type { PriceListEntry, ProductService } from '../catalog/products.ts';
import type { PricedPromotions, PromotionService } from '../promotions/service.ts';

/** A basket line's identity: the product, and its size when it has one. */
const lineKey = (line: { id: number; size?: string | undefined }) =>
  line.size === undefined ? `${line.id}` : `${line.id}/${line.size}`;

/**
 * The basket with each product (and size) once: repeated lines add up, in the order first
 * seen. The same ring in 17 and in 17.5 stays two lines.
 */
export function mergeBasket(basket: readonly BasketLine[]): BasketLine[] {
  const merged = new Map<string, BasketLine>();
  for (const line of basket) {
    const key = lineKey(line);
    const seen = merged.get(key);
    merged.set(key, {
      id: line.id,
      quantity: (seen?.quantity ?? 0) + line.quantity,
      size: line.size,
    });
  }
  const lines = [...merged.values()];
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
  /** What each product's stock looked like when priced (reservations check it again). */
  products: Map<number, PriceListEntry>;
}

/** Why a line cannot be ordered as sent, or null. */
function lineProblem(product: PriceListEntry, line: BasketLine): string | null {
  const { id, size } = line;
  if (!product.on_sale) return `“${product.title}” (product ${id}) is not available.`;
  if (size === undefined) {
    return product.sizes.length ? lineMessages.sizeMissing(product.title, id, product.sizes) : null;
  }
  return product.sizes.includes(size)
    ? null
    : lineMessages.sizeUnknown(product.title, id, size, product.sizes);
}

/**
 * Prices each line from the catalogue as it is now, whatever the client sent; a product that
 * does not exist or is not on sale, a missing or unknown size, refuses the whole basket,
 * naming every such product.
 */
export async function priceBasket(
  products: ProductService,
  basket: readonly BasketLine[],
): Promise<PricedBasket> {
  const found = new Map((await products.priceList(basket.map((l) => l.id))).map((p) => [p.id, p]));
  const problems: string[] = [];
  const lines: StoredOrderLine[] = [];
  for (const line of basket) {
    const { id, quantity, size } = line;
    const product = found.get(id);
    const problem = product ? lineProblem(product, line) : `Product ${id} does not exist.`;
    if (problem) problems.push(problem);
    else
      lines.push({
        id,
        title: product!.title,
        title_en: product!.title_en,
        title_ru: product!.title_ru,
        model: product!.model,
        price: product!.price,
        quantity,
        ...(size === undefined ? {} : { size }),
      });
  }
  if (problems.length) throw invalid({ products: problems });
  return {
    lines,
    subtotal: lines.reduce((sum, l) => sum + l.price * l.quantity, 0),
    products: found,
  };
}

/**
 * The basket under the promotions running now (issue 37): each line's sale price is set on it,
 * and the discount lines answered; a code the basket cannot use is a 422 under `code`.
 */
export async function promote(
  promotions: PromotionService,
  priced: PricedBasket,
  code: string | undefined,
  zone: string | null = null,
): Promise<PricedPromotions> {
  const promoted = await promotions.price(
    priced.lines.map((line) => ({
      product: priced.products.get(line.id)!,
      quantity: line.quantity,
    })),
    code,
    zone,
  );
  priced.lines = priced.lines.map((line, i) => {
    const sale = promoted.salePrices[i];
    return sale === null || sale === undefined ? line : { ...line, sale_price: sale };
  });
  return promoted;
}
