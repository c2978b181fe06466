import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import {
  PRICE_MAX,
  staffMessages,
  WEIGHT_PRICE_STEP,
  type MetalPrice,
  type MetalPriceBody,
  type MetalPriceChange,
} from '@voski/contract';
import type { Db, Tx } from '../../db/client.ts';
import { HttpError, invalid } from '../../http/errors.ts';
import { metalPriceHistory, metalPrices, products } from '../../db/schema/index.ts';
import { ChangeSignal } from '../../lib/change-signal.ts';
import type { MetalKindService } from './kinds.ts';

const toPrice = (row: typeof metalPrices.$inferSelect): MetalPrice => ({
  metal: row.metal,
  fineness: row.fineness,
  price_per_gram: row.price_per_gram,
  updated_at: row.updated_at.toISOString(),
});

/** Whole milligrams of the product's weight, as `weightPrice` in the contract counts them. */
const milligrams = sql`round(${products.weight} * 1000)::bigint`;
const step = WEIGHT_PRICE_STEP * 1000;

/**
 * The contract's `weightPrice` in SQL, for every product at once: the same integer arithmetic
 * (milligrams × drams, half up to the step), so a product repriced here and one priced on save
 * by `weightPrice` agree to the dram.
 */
const repricedBig = (pricePerGram: number) => sql`(
    ${milligrams} * ${pricePerGram}::bigint
    + case when ${products.making_per_gram} then ${milligrams} * ${products.making_charge}
           else ${products.making_charge}::bigint * 1000 end
    + ${step / 2}) / ${step} * ${WEIGHT_PRICE_STEP}`;
const repriced = (pricePerGram: number) => sql`(${repricedBig(pricePerGram)})::int`;

export interface Actor {
  id: number;
  name: string;
}

/** Prices per gram of each metal at each fineness, their history, and the repricing they drive. */
export class MetalPriceService {
  /** Fires when products were repriced (the storefront's pages change). */
  readonly changes = new ChangeSignal();

  constructor(
    private readonly db: Db,
    private readonly kinds: MetalKindService,
  ) {}

  async list(): Promise<MetalPrice[]> {
    const rows = await this.db
      .select()
      .from(metalPrices)
      .orderBy(asc(metalPrices.metal), asc(metalPrices.fineness));
    return rows.map(toPrice);
  }

  /** The price per gram of `metal` at `fineness`, if staff set one. */
  async perGram(metal: string, fineness: number, db: Db | Tx = this.db) {
    const [row] = await db
      .select({ value: metalPrices.price_per_gram })
      .from(metalPrices)
      .where(and(eq(metalPrices.metal, metal), eq(metalPrices.fineness, fineness)));
    return row?.value;
  }

  /**
   * Sets a price per gram and, in the same transaction, reprices every product priced by
   * weight in that metal and fineness and records the change: the shop never shows a mix of
   * old and new prices. Orders keep the prices they were placed at.
   */
  async set(body: MetalPriceBody, actor: Actor): Promise<{ price: MetalPrice; repriced: number }> {
    const result = await this.db.transaction(async (tx) => {
      const kind = await this.kinds.byKey(body.metal, tx);
      if (!kind) throw invalid({ metal: [staffMessages.productMetalUnknown] });
      await this.kinds.checkFineness(tx, kind.key, body.fineness, 'fineness');
      const following = and(
        eq(products.priced_by_weight, true),
        eq(products.metal_kind, body.metal),
        eq(products.respect, body.fineness),
      );
      const [tooDear] = await tx
        .select({ n: count() })
        .from(products)
        .where(and(following, sql`${repricedBig(body.price_per_gram)} > ${PRICE_MAX}`));
      if (tooDear && tooDear.n > 0) {
        const message = staffMessages.metalPriceTooHigh({ count: tooDear.n, max: PRICE_MAX });
        throw new HttpError(422, message, { price_per_gram: [message] });
      }
      const [row] = await tx
        .insert(metalPrices)
        .values({ ...body, updated_at: new Date() })
        .onConflictDoUpdate({
          target: [metalPrices.metal, metalPrices.fineness],
          set: { price_per_gram: body.price_per_gram, updated_at: new Date() },
        })
        .returning();
      await tx.insert(metalPriceHistory).values({
        ...body,
        changed_by: actor.id,
        changed_by_name: actor.name,
      });
      // Counted in the database: at 100,000 weight-priced products the ids need not travel.
      const changed = tx.$with('changed').as(
        tx
          .update(products)
          .set({ price: repriced(body.price_per_gram), updated_at: new Date() })
          .where(following)
          .returning({ id: products.id }),
      );
      const [counted] = await tx.with(changed).select({ n: count() }).from(changed);
      return { price: toPrice(row!), repriced: counted?.n ?? 0 };
    });
    this.changes.emit();
    return result;
  }

  /** Earlier prices, newest first, a page at a time; optionally of one metal and fineness. */
  async history(
    page: number,
    perPage: number,
    only: { metal?: string; fineness?: number } = {},
  ): Promise<{ data: MetalPriceChange[]; total: number }> {
    const where = and(
      only.metal === undefined ? undefined : eq(metalPriceHistory.metal, only.metal),
      only.fineness === undefined ? undefined : eq(metalPriceHistory.fineness, only.fineness),
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(metalPriceHistory)
        .where(where)
        .orderBy(desc(metalPriceHistory.id))
        .limit(perPage)
        .offset((page - 1) * perPage),
      this.db.select({ n: count() }).from(metalPriceHistory).where(where),
    ]);
    return {
      data: rows.map((r) => ({
        metal: r.metal,
        fineness: r.fineness,
        price_per_gram: r.price_per_gram,
        updated_at: r.changed_at.toISOString(),
        changed_by: r.changed_by_name,
      })),
      total: total?.n ?? 0,
    };
  }
}
