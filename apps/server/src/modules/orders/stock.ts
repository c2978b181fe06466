import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { lineMessages, stockOf } from '@voski/contract';
import type { Tx } from '../../db/client.ts';
import { products, type StoredOrderLine } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';

/**
 * Stock of unique pieces (docs/decisions/0019): placing an order takes its pieces from the
 * products' stock in the transaction that stores the order, under row locks; cancelling the
 * order (by staff, by the customer, or because the payment was declined or ran out) gives them
 * back. A paid order keeps them.
 */

interface Counted {
  id: number;
  title: string;
  stock: number | null;
  size_stock: Record<string, number> | null;
}

/** The pieces each product is asked for, and of each of its sizes. */
function demand(lines: readonly StoredOrderLine[]) {
  const perProduct = new Map<number, number>();
  const perSize = new Map<number, Map<string, number>>();
  for (const { id, size, quantity } of lines) {
    perProduct.set(id, (perProduct.get(id) ?? 0) + quantity);
    if (size === undefined) continue;
    const sizes = perSize.get(id) ?? new Map<string, number>();
    sizes.set(size, (sizes.get(size) ?? 0) + quantity);
    perSize.set(id, sizes);
  }
  return { perProduct, perSize };
}

/** The lines that ask for more than is left, as the shopper is told it (sold out, or how many are left). */
export function shortages(
  lines: readonly StoredOrderLine[],
  stockById: ReadonlyMap<number, Counted>,
): string[] {
  const { perProduct, perSize } = demand(lines);
  const problems: string[] = [];
  for (const line of lines) {
    const product = stockById.get(line.id);
    if (!product || product.stock === null) continue;
    const sized = line.size !== undefined && product.size_stock !== null;
    const left = stockOf(product, sized ? line.size : undefined) ?? Infinity;
    const wanted = sized ? perSize.get(line.id)!.get(line.size!)! : perProduct.get(line.id)!;
    if (wanted > left) {
      const size = sized ? line.size : undefined;
      const text =
        left > 0
          ? lineMessages.fewLeft(product.title, line.id, left, size)
          : lineMessages.soldOut(product.title, line.id, size);
      if (!problems.includes(text)) problems.push(text);
    }
  }
  return problems;
}

/** 409: what sold out or is short, in the contract's envelope (the lines under `products`). */
export const soldOut = (problems: string[]) =>
  new HttpError(409, problems[0]!, { products: problems });

/**
 * Takes the lines' pieces from the counted products, locked in id order (two baskets never
 * wait on each other in a circle); a line asking for more than is left refuses the order with
 * a 409. Answers the lines, those whose pieces were taken marked `reserved`.
 */
export async function reserveStock(
  tx: Tx,
  lines: readonly StoredOrderLine[],
): Promise<StoredOrderLine[]> {
  const ids = [...new Set(lines.map((l) => l.id))];
  if (ids.length === 0) return [...lines];
  const counted = await lockCounted(tx, ids);
  if (counted.length === 0) return [...lines];
  const byId = new Map(counted.map((p) => [p.id, p]));
  const problems = shortages(lines, byId);
  if (problems.length) throw soldOut(problems);
  await adjust(tx, lines, byId, -1);
  return lines.map((line) => (byId.has(line.id) ? { ...line, reserved: true } : line));
}

/** The products the order took pieces of (its cancel gives them back); none: it holds no stock. */
export const heldProducts = (lines: readonly StoredOrderLine[]): number[] => [
  ...new Set(lines.filter((l) => l.reserved).map((l) => l.id)),
];

/** Gives a cancelled order's reserved pieces back to products still counted. */
export async function releaseStock(tx: Tx, lines: readonly StoredOrderLine[]): Promise<void> {
  const held = lines.filter((l) => l.reserved);
  if (held.length === 0) return;
  const counted = await lockCounted(tx, [...new Set(held.map((l) => l.id))]);
  await adjust(tx, held, new Map(counted.map((p) => [p.id, p])), 1);
}

/** The counted products among `ids`, locked in id order (two baskets never wait in a circle). */
function lockCounted(tx: Tx, ids: number[]): Promise<Counted[]> {
  return tx
    .select({
      id: products.id,
      title: products.title,
      stock: products.stock,
      size_stock: products.size_stock,
    })
    .from(products)
    .where(and(inArray(products.id, ids), isNotNull(products.stock)))
    .orderBy(asc(products.id))
    .for('update');
}

/** Adds (`sign` 1) or takes (-1) the lines' pieces to or from the locked products. */
async function adjust(
  tx: Tx,
  lines: readonly StoredOrderLine[],
  byId: ReadonlyMap<number, Counted>,
  sign: 1 | -1,
): Promise<void> {
  const { perProduct, perSize } = demand(lines);
  for (const [id, product] of byId) {
    const pieces = perProduct.get(id);
    if (!pieces || product.stock === null) continue;
    let sizeStock = product.size_stock;
    if (sizeStock) {
      sizeStock = { ...sizeStock };
      for (const [size, n] of perSize.get(id) ?? []) {
        if (size in sizeStock) sizeStock[size] = sizeStock[size]! + sign * n;
      }
    }
    await tx
      .update(products)
      .set({
        // Counted per size, the product's stock stays the sum of its sizes'.
        stock: sizeStock
          ? Object.values(sizeStock).reduce((sum, n) => sum + n, 0)
          : sql`${products.stock} + ${sign * pieces}`,
        size_stock: sizeStock,
        updated_at: new Date(),
      })
      .where(eq(products.id, id));
  }
}
