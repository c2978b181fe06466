import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  bestAutomatic,
  codeMessages,
  promoteBasket,
  promotionState,
  weightPriceParts,
  type CodeRefusal,
  type DiscountLineView,
  type PromotedItem,
  type PromotedLine,
  type Promotion,
  type PromotionFields,
  type PromotionKind,
  type PromotionListQuery,
  type PromotionRule,
  type PromotionState,
  type PromotionTargets,
  type RunningSale,
  zoneMessages,
} from '@voski/contract';
import type { Db, Tx } from '../../db/client.ts';
import { paidAndKept, revenue } from '../../db/kept-money.ts';
import { deliveryZones, orders, promotions, promotionUses } from '../../db/schema/index.ts';
import { invalid, notFound } from '../../http/errors.ts';
import { ChangeSignal } from '../../lib/change-signal.ts';
import { Remembered } from '../../lib/remembered.ts';

export type PromotionRow = typeof promotions.$inferSelect;
type Rule = PromotionRule & { row: PromotionRow };

const promotionNotFound = () => notFound('Promotion not found.');

const ruleOf = (row: PromotionRow): Rule => ({
  id: row.id,
  kind: row.kind as PromotionKind,
  value: row.value,
  targets: {
    all: row.applies_to_all,
    categories: row.category_ids,
    products: row.product_ids,
    metal: row.metal_kind,
    fineness: row.fineness,
  },
  code: row.code,
  min_basket: row.min_basket,
  starts_at: row.starts_at?.toISOString() ?? null,
  ends_at: row.ends_at?.toISOString() ?? null,
  paused: row.paused,
  free_delivery: row.free_delivery
    ? { zones: row.free_delivery_zones, over: row.free_delivery_over }
    : null,
  row,
});

const columnsOf = (fields: PromotionFields) => ({
  name: fields.name,
  name_en: fields.name_en,
  name_ru: fields.name_ru,
  kind: fields.kind,
  value: fields.value,
  applies_to_all: fields.targets.all,
  category_ids: fields.targets.categories,
  product_ids: fields.targets.products,
  metal_kind: fields.targets.metal,
  fineness: fields.targets.fineness ?? null,
  starts_at: fields.starts_at ? new Date(fields.starts_at) : null,
  ends_at: fields.ends_at ? new Date(fields.ends_at) : null,
  paused: fields.paused,
  code: fields.code,
  min_basket: fields.min_basket ?? null,
  usage_limit: fields.usage_limit ?? null,
  usage_limit_per_email: fields.usage_limit_per_email ?? null,
  free_delivery: fields.free_delivery,
  free_delivery_zones: fields.free_delivery_zones,
  free_delivery_over: fields.free_delivery_over ?? null,
});

/** What pricing needs of a product to see which promotions apply. */
export interface PromotableProduct {
  id: number;
  price: number;
  /** Its own category ids (their parents are added here). */
  category_ids: readonly number[];
  metal_kind: string | null;
  respect: number;
  priced_by_weight: boolean;
  weight: number;
  making_charge: number;
  making_per_gram: boolean;
}

/** The sale a product shows: its price under the best automatic promotion, until when. */
export interface Sale {
  sale_price: number;
  sale_ends_at: string | null;
}

/** Where categories' parents and metals' prices per gram come from. */
export interface PromotionSources {
  parents(): Promise<Map<number, number | null>>;
  pricesPerGram(): Promise<Map<string, number>>;
  /** Signals after which both are read again. */
  forgetOn: readonly ChangeSignal[];
}

/** The longest a timer waits (setTimeout's limit); a later moment is waited for in steps. */
const TIMER_MAX_MS = 2 ** 31 - 1;

/**
 * Promotions (issue 37): staff's sales and codes, and the pricing rules of the contract
 * (`promotion-rules.ts`) applied to products and baskets. Pages show sale prices, so a
 * promotion's start and end are changes: a timer fires `changes` at the next such moment.
 */
export class PromotionService {
  readonly changes = new ChangeSignal();
  private readonly automatic: Remembered<Rule[]>;
  private readonly parents: Remembered<Map<number, number | null>>;
  private readonly perGram: Remembered<Map<string, number>>;
  private timer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly db: Db,
    sources: PromotionSources,
    elsewhere: readonly ChangeSignal[] = [],
    private readonly now: () => number = Date.now,
  ) {
    const forgetOn = [this.changes, ...elsewhere];
    this.automatic = new Remembered(() => this.loadAutomatic(), { forgetOn });
    this.parents = new Remembered(() => sources.parents(), {
      forgetOn: [...sources.forgetOn, ...elsewhere],
    });
    this.perGram = new Remembered(() => sources.pricesPerGram(), {
      forgetOn: [...sources.forgetOn, ...elsewhere],
    });
    for (const signal of elsewhere) signal.subscribe((scope) => scope || this.reschedule());
  }

  // Staff

  async list(query: PromotionListQuery): Promise<{ data: Promotion[]; total: number }> {
    const page = query.page ?? 1;
    const perPage = query.per_page ?? 20;
    const where = query.state ? stateWhere(query.state) : undefined;
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(promotions)
        .where(where)
        .orderBy(desc(promotions.id))
        .limit(perPage)
        .offset((page - 1) * perPage),
      this.db.select({ n: count() }).from(promotions).where(where),
    ]);
    return { data: await this.views(rows), total: total?.n ?? 0 };
  }

  async get(id: number): Promise<Promotion> {
    const [row] = await this.db.select().from(promotions).where(eq(promotions.id, id));
    if (!row) throw promotionNotFound();
    return (await this.views([row]))[0]!;
  }

  async create(fields: PromotionFields): Promise<Promotion> {
    await this.checkCode(fields.code, undefined);
    await this.checkZones(fields.free_delivery_zones);
    const [row] = await this.db.insert(promotions).values(columnsOf(fields)).returning();
    this.changed();
    return (await this.views([row!]))[0]!;
  }

  async update(id: number, fields: PromotionFields): Promise<Promotion> {
    await this.checkCode(fields.code, id);
    await this.checkZones(fields.free_delivery_zones);
    const [row] = await this.db
      .update(promotions)
      .set({ ...columnsOf(fields), updated_at: new Date() })
      .where(eq(promotions.id, id))
      .returning();
    if (!row) throw promotionNotFound();
    this.changed();
    return (await this.views([row]))[0]!;
  }

  /**
   * Deletes a promotion, used or not: orders keep their own discount lines (name, code,
   * amount), only its use counts go with it. Pausing keeps it and its counts.
   */
  async delete(id: number): Promise<void> {
    const [row] = await this.db
      .delete(promotions)
      .where(eq(promotions.id, id))
      .returning({ id: promotions.id });
    if (!row) throw promotionNotFound();
    this.changed();
  }

  /** Free delivery names zones staff keep (issue 38): an unknown key is refused, not ignored. */
  private async checkZones(zones: readonly string[]): Promise<void> {
    if (zones.length === 0) return;
    const known = await this.db
      .select({ zone: deliveryZones.zone })
      .from(deliveryZones)
      .where(inArray(deliveryZones.zone, [...zones]));
    const unknown = zones.filter((zone) => !known.some((k) => k.zone === zone));
    if (unknown.length) {
      throw invalid({ free_delivery_zones: [`${zoneMessages.unknown} (${unknown.join(', ')})`] });
    }
  }

  private async checkCode(code: string | null, id: number | undefined): Promise<void> {
    if (code === null) return;
    const [taken] = await this.db
      .select({ id: promotions.id })
      .from(promotions)
      .where(eq(promotions.code, code));
    if (taken && taken.id !== id) {
      throw invalid({ code: ['Another promotion has this code.'] });
    }
  }

  private async views(rows: readonly PromotionRow[]): Promise<Promotion[]> {
    const figures = await this.figures(rows.map((r) => r.id));
    const now = this.now();
    return rows.map((row) => {
      const rule = ruleOf(row);
      return {
        id: row.id,
        name: row.name,
        name_en: row.name_en,
        name_ru: row.name_ru,
        kind: rule.kind,
        value: row.value,
        targets: { ...rule.targets, categories: row.category_ids, products: row.product_ids },
        starts_at: rule.starts_at,
        ends_at: rule.ends_at,
        paused: row.paused,
        code: row.code,
        min_basket: row.min_basket,
        usage_limit: row.usage_limit,
        usage_limit_per_email: row.usage_limit_per_email,
        free_delivery: row.free_delivery,
        free_delivery_zones: row.free_delivery_zones,
        free_delivery_over: row.free_delivery_over,
        state: promotionState(rule, now),
        uses: figures.get(row.id)?.uses ?? 0,
        paid_orders: figures.get(row.id)?.paid ?? 0,
        revenue: figures.get(row.id)?.revenue ?? 0,
        created_at: row.created_at.toISOString(),
        updated_at: row.updated_at.toISOString(),
      };
    });
  }

  /**
   * Per promotion, in one grouped query: the orders using it that were not cancelled (a cancel
   * of any kind releases its use, so only open uses are read, through their partial index), how
   * many of them are paid and kept, and their totals.
   */
  private async figures(ids: readonly number[]) {
    if (ids.length === 0) return new Map<number, { uses: number; paid: number; revenue: number }>();
    const found = await this.db
      .select({
        id: promotionUses.promotion_id,
        uses: count(),
        paid: sql<number>`count(*) filter (where ${paidAndKept})`.mapWith(Number),
        revenue,
      })
      .from(promotionUses)
      .innerJoin(orders, eq(orders.id, promotionUses.order_id))
      .where(and(inArray(promotionUses.promotion_id, ids), isNull(promotionUses.released_at)))
      .groupBy(promotionUses.promotion_id);
    return new Map(found.map(({ id, ...f }) => [id, f]));
  }

  private changed(): void {
    this.changes.emit();
    this.reschedule();
  }

  /** `schedule`, its failure only logged by the next change's (a timer is not a request). */
  private reschedule(): void {
    this.schedule().catch(() => {});
  }

  // Pricing

  /** Automatic promotions not paused and not ended (scheduled ones included: they may start). */
  private async loadAutomatic(): Promise<Rule[]> {
    const rows = await this.db
      .select()
      .from(promotions)
      .where(
        and(
          isNull(promotions.code),
          eq(promotions.paused, false),
          sql`(${promotions.ends_at} is null or ${promotions.ends_at} > now())`,
        ),
      )
      .orderBy(asc(promotions.id));
    return rows.map(ruleOf);
  }

  /** The products as the rules see them: categories with their parents, making parts. */
  async items(products: readonly PromotableProduct[]): Promise<PromotedItem[]> {
    const [parents, perGram] = await Promise.all([this.parents.get(), this.perGram.get()]);
    return products.map((p) => {
      const categories = new Set(p.category_ids);
      for (const id of p.category_ids) {
        const parent = parents.get(id);
        if (parent != null) categories.add(parent);
      }
      const ppg = p.metal_kind ? perGram.get(`${p.metal_kind}/${p.respect}`) : undefined;
      const making =
        p.priced_by_weight && ppg !== undefined
          ? weightPriceParts({
              weight: p.weight,
              pricePerGram: ppg,
              makingCharge: p.making_charge,
              makingPerGram: p.making_per_gram,
            }).making
          : null;
      return {
        id: p.id,
        price: p.price,
        categories: [...categories],
        metal_kind: p.metal_kind,
        respect: p.respect,
        making,
      };
    });
  }

  /** The automatic promotions running now, oldest first, and what each applies to. */
  async running(): Promise<(RunningSale & { targets: PromotionTargets })[]> {
    const now = this.now();
    return (await this.automatic.get())
      .filter((rule) => promotionState(rule, now) === 'running')
      .map(({ id, row, targets, ends_at }) => ({
        id,
        name: row.name,
        name_en: row.name_en,
        name_ru: row.name_ru,
        ends_at,
        targets,
      }));
  }

  /** Each product's sale now, by id (products on no sale are left out). */
  async sales(products: readonly PromotableProduct[]): Promise<Map<number, Sale>> {
    const rules = await this.automatic.get();
    const found = new Map<number, Sale>();
    if (rules.length === 0 || products.length === 0) return found;
    const now = this.now();
    const items = await this.items(products);
    for (const item of items) {
      const best = bestAutomatic(rules, item, now);
      if (best) found.set(item.id, { sale_price: best.price, sale_ends_at: best.rule.ends_at });
    }
    return found;
  }

  /**
   * A basket under the promotions now: each line's sale price, the discount lines, whether the
   * code makes delivery to `zone` (null: not chosen yet) free, and the code's refusal as a 422
   * under `code`.
   */
  async price(
    lines: readonly { product: PromotableProduct; quantity: number }[],
    code: string | undefined,
    zone: string | null = null,
  ): Promise<PricedPromotions> {
    const [rules, items] = await Promise.all([
      this.automatic.get(),
      this.items(lines.map((l) => l.product)),
    ]);
    let codeRule: Rule | null = null;
    if (code) {
      const [row] = await this.db.select().from(promotions).where(eq(promotions.code, code));
      if (!row) throw refusal('unknown');
      codeRule = ruleOf(row);
    }
    const promoted: PromotedLine[] = lines.map((l, i) => ({
      item: items[i]!,
      quantity: l.quantity,
    }));
    const outcome = promoteBasket(promoted, rules, codeRule, this.now(), zone);
    if ('refused' in outcome) throw refusal(outcome.refused, codeRule);
    const byId = new Map([...rules, ...(codeRule ? [codeRule] : [])].map((r) => [r.id, r.row]));
    if (codeRule && (await this.usedUp(this.db, codeRule.row, undefined))) {
      throw refusal('usedUp');
    }
    return {
      salePrices: outcome.basket.sale_prices,
      discount: outcome.basket.discount,
      discounts: outcome.basket.discounts.map((d) => {
        const row = byId.get(d.promotion_id)!;
        return { ...d, name: row.name, name_en: row.name_en, name_ru: row.name_ru };
      }),
      code: codeRule?.code ?? null,
      freeDelivery: outcome.basket.free_delivery,
      limited: codeRule?.row.usage_limit != null || codeRule?.row.usage_limit_per_email != null,
    };
  }

  /** Whether the code has been used as often as it may (by `email`, when given). */
  private async usedUp(db: Db | Tx, row: PromotionRow, email: string | undefined) {
    if (row.usage_limit !== null) {
      const [used] = await db
        .select({ n: count() })
        .from(promotionUses)
        .where(and(eq(promotionUses.promotion_id, row.id), isNull(promotionUses.released_at)));
      if ((used?.n ?? 0) >= row.usage_limit) return true;
    }
    if (email !== undefined && row.usage_limit_per_email !== null) {
      const [used] = await db
        .select({ n: count() })
        .from(promotionUses)
        .where(
          and(
            eq(promotionUses.promotion_id, row.id),
            eq(promotionUses.email, email),
            isNull(promotionUses.released_at),
          ),
        );
      if ((used?.n ?? 0) >= row.usage_limit_per_email) return true;
    }
    return false;
  }

  /**
   * Records the order's uses in its transaction. The code's row is locked first, so orders
   * using one code count its uses one after another: a limit of 5 lets exactly 5 through.
   */
  async claim(tx: Tx, orderId: number, email: string, priced: PricedPromotions): Promise<void> {
    if (priced.discounts.length === 0) return;
    const coded = priced.discounts.find((d) => d.code !== null);
    if (coded) {
      const [row] = await tx
        .select()
        .from(promotions)
        .where(eq(promotions.id, coded.promotion_id))
        .for('update');
      if (!row || promotionState(ruleOf(row), this.now()) !== 'running') {
        throw refusal('ended');
      }
      if (await this.usedUp(tx, row, email)) throw refusal('usedUp');
    }
    await tx.insert(promotionUses).values(
      priced.discounts.map((d) => ({
        promotion_id: d.promotion_id,
        order_id: orderId,
        code: d.code,
        email,
        amount: d.amount,
      })),
    );
  }

  // The moments pages change

  /** Sets the timer for the next start or end of an automatic promotion. */
  async schedule(): Promise<void> {
    if (this.closed) return;
    const [next] = await this.db
      .select({
        at: sql<Date | string | null>`least(
          min(${promotions.starts_at}) filter (where ${promotions.starts_at} > now()),
          min(${promotions.ends_at}) filter (where ${promotions.ends_at} > now()))`,
      })
      .from(promotions)
      .where(and(isNull(promotions.code), eq(promotions.paused, false)));
    clearTimeout(this.timer);
    this.timer = undefined;
    if (!next?.at || this.closed) return;
    const wait = new Date(next.at).getTime() - this.now();
    this.timer = setTimeout(
      () => {
        if (wait <= TIMER_MAX_MS) this.changes.emit();
        this.reschedule();
      },
      Math.max(0, Math.min(wait, TIMER_MAX_MS)) + 5,
    );
    this.timer.unref();
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.timer);
  }
}

export interface PricedPromotions {
  /** Per line: its unit price under its automatic promotion, or null. */
  salePrices: (number | null)[];
  discount: number;
  discounts: DiscountLineView[];
  /** The code applied (upper-case), or null. */
  code: string | null;
  /** The code makes the delivery free. */
  freeDelivery: boolean;
  limited: boolean;
}

function refusal(reason: CodeRefusal, rule?: PromotionRule | null) {
  const message =
    reason === 'minimum' ? codeMessages.minimum(rule?.min_basket ?? 0) : codeMessages[reason];
  return invalid({ code: [message] });
}

function stateWhere(state: PromotionState) {
  const ended = sql`(${promotions.ends_at} is not null and ${promotions.ends_at} <= now())`;
  switch (state) {
    case 'ended':
      return ended;
    case 'paused':
      return and(sql`not ${ended}`, eq(promotions.paused, true));
    case 'scheduled':
      return and(
        sql`not ${ended}`,
        eq(promotions.paused, false),
        sql`${promotions.starts_at} > now()`,
      );
    case 'running':
      return and(
        sql`not ${ended}`,
        eq(promotions.paused, false),
        sql`(${promotions.starts_at} is null or ${promotions.starts_at} <= now())`,
      );
  }
}
