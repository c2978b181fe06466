// Plain data and arithmetic without zod (issue 37): the server prices baskets with it, and the
// storefront imports it through `@voski/contract/promotion-rules` to word a code's refusal.

import { WEIGHT_PRICE_STEP } from './metal-pricing.ts';

/**
 * `percent`: percent off the price; `amount`: AMD off each piece (a code's: off the order);
 * `making_percent`: percent off the making charge only (a weight-priced piece keeps its metal
 * at weight × price per gram; another piece has no metal part, so the percent is of its price).
 */
export const promotionKinds = ['percent', 'amount', 'making_percent'] as const;
export type PromotionKind = (typeof promotionKinds)[number];

export const promotionStates = ['paused', 'scheduled', 'running', 'ended'] as const;
export type PromotionState = (typeof promotionStates)[number];

/** What a promotion applies to: everything, or any product matching one of the lists. */
export interface PromotionTargets {
  all: boolean;
  categories: readonly number[];
  products: readonly number[];
  /** A metal kind's code; with `fineness`, only that fineness of it. */
  metal: string | null;
  fineness: number | null;
}

export interface PromotionRule {
  id: number;
  kind: PromotionKind;
  value: number;
  targets: PromotionTargets;
  /** Upper-case; null: automatic. */
  code: string | null;
  /** AMD: the basket (after automatic promotions) must reach it. */
  min_basket: number | null;
  /** ISO 8601 moments; null: from always, for ever. */
  starts_at: string | null;
  ends_at: string | null;
  paused: boolean;
  /** A code's free delivery; null or absent: none. */
  free_delivery?: FreeDelivery | null;
}

/** Free delivery a code gives: to these delivery zones (none listed: every zone), from a basket. */
export interface FreeDelivery {
  zones: readonly string[];
  /** AMD: the basket (after automatic promotions, as the minimum) must reach it; null: any. */
  over: number | null;
}

/** A product as promotions look at it. */
export interface PromotedItem {
  id: number;
  /** AMD, the catalogue's price of one piece. */
  price: number;
  /** Its categories and their parents. */
  categories: readonly number[];
  metal_kind: string | null;
  respect: number;
  /** AMD: the making part of a weight-priced piece's price; null for other pieces. */
  making: number | null;
}

const time = (moment: string | null) => (moment === null ? null : Date.parse(moment));

export function promotionState(
  rule: Pick<PromotionRule, 'paused' | 'starts_at' | 'ends_at'>,
  now: number = Date.now(),
): PromotionState {
  const ends = time(rule.ends_at);
  if (ends !== null && ends <= now) return 'ended';
  if (rule.paused) return 'paused';
  const starts = time(rule.starts_at);
  return starts !== null && starts > now ? 'scheduled' : 'running';
}

export function appliesTo(targets: PromotionTargets, item: PromotedItem): boolean {
  if (targets.all) return true;
  if (targets.products.includes(item.id)) return true;
  if (targets.categories.some((id) => item.categories.includes(id))) return true;
  return (
    targets.metal !== null &&
    targets.metal === item.metal_kind &&
    (targets.fineness === null || targets.fineness === item.respect)
  );
}

/** An AMD amount rounded half up to the step prices are rounded to (100 AMD). */
export const roundToStep = (amd: number) =>
  Math.floor((amd + WEIGHT_PRICE_STEP / 2) / WEIGHT_PRICE_STEP) * WEIGHT_PRICE_STEP;

/**
 * What one piece costs less under `rule`, from `current` (its price after what applied before):
 * percents of a price or of a making charge are rounded to 100 AMD, so prices stay rounded;
 * never more than `current`.
 */
export function unitDiscount(
  rule: Pick<PromotionRule, 'kind' | 'value'>,
  item: PromotedItem,
  current: number,
): number {
  let off: number;
  switch (rule.kind) {
    case 'percent':
      off = roundToStep((current * rule.value) / 100);
      break;
    case 'making_percent':
      off = roundToStep(((item.making ?? current) * rule.value) / 100);
      break;
    case 'amount':
      off = rule.value;
      break;
  }
  return Math.max(0, Math.min(current, off));
}

/** The automatic promotion that takes most off a piece now, and its price under it; or null. */
export function bestAutomatic<R extends PromotionRule>(
  rules: readonly R[],
  item: PromotedItem,
  now: number = Date.now(),
): { rule: R; price: number } | null {
  let best: { rule: R; price: number } | null = null;
  for (const rule of rules) {
    if (rule.code !== null || promotionState(rule, now) !== 'running') continue;
    if (!appliesTo(rule.targets, item)) continue;
    const price = item.price - unitDiscount(rule, item, item.price);
    // Equal offers: the older promotion, so a page and the basket always agree.
    if (price < item.price && (!best || price < best.price)) best = { rule, price };
  }
  return best;
}

/** Why a code is refused, as the server says it (422 under `code`). */
export const codeMessages = {
  unknown: 'This code is not known. Please check it.',
  notStarted: 'This code is not valid yet.',
  ended: 'This code is no longer valid.',
  usedUp: 'This code has been used as many times as it may be.',
  minimum: (amount: number) =>
    `This code needs a basket of at least ${amount} AMD (after other discounts).`,
  notForItems: 'This code is not for the products in this basket.',
  noFreeDelivery: 'This code gives free delivery only to other places or to larger baskets.',
} as const;
export type CodeRefusal = keyof typeof codeMessages;

const MINIMUM_START = 'This code needs a basket of at least';

/** Which refusal a message under `code` is, so a client can word it in its own language. */
export function codeRefusalOf(message: unknown): CodeRefusal | null {
  if (typeof message !== 'string') return null;
  if (message.startsWith(MINIMUM_START)) return 'minimum';
  for (const [key, text] of Object.entries(codeMessages)) {
    if (text === message) return key as CodeRefusal;
  }
  return null;
}

/** A code as it is stored and compared: trimmed, upper-case. */
export const normalizeCode = (code: string) => code.trim().toUpperCase();

export interface PromotedLine {
  item: PromotedItem;
  quantity: number;
}

export interface DiscountLine {
  promotion_id: number;
  /** The code, for the code's line; null for automatic ones. */
  code: string | null;
  /** AMD off the order. */
  amount: number;
  /** The code makes this order's delivery free (its zone known and covered, its threshold met). */
  free_delivery?: boolean;
}

export interface PromotedBasket {
  /** Each line's unit price under its best automatic promotion; null: none applies. */
  sale_prices: (number | null)[];
  /** One line per promotion applied, automatic ones first (by id), then the code's. */
  discounts: DiscountLine[];
  /** AMD off in all. */
  discount: number;
  /** The code makes delivery free. */
  free_delivery: boolean;
}

export type PromotionOutcome = { basket: PromotedBasket } | { refused: CodeRefusal };

/**
 * Whether a code's free delivery applies to a basket of `reached` AMD (after the sales) going to
 * `zone`: `unknown` while the zone is not chosen yet and the code lists zones.
 */
export function freeDeliveryFor(
  free: FreeDelivery,
  reached: number,
  zone: string | null,
): 'yes' | 'no' | 'unknown' {
  if (free.over !== null && reached < free.over) return 'no';
  if (free.zones.length === 0) return 'yes';
  if (zone === null) return 'unknown';
  return free.zones.includes(zone) ? 'yes' : 'no';
}

/**
 * Prices a basket under the promotions: each line's best automatic promotion, then the code on
 * top (on the prices the automatic ones left) when it is valid now, the basket reaches its
 * minimum and it applies to one of the lines at least. Usage limits are the server's to count.
 *
 * A code's free delivery applies where `zone` (null: not chosen yet) and the basket allow; a
 * code that would then give nothing at all (free delivery only, and not here) is refused.
 */
export function promoteBasket<R extends PromotionRule>(
  lines: readonly PromotedLine[],
  automatic: readonly R[],
  code: R | null,
  now: number = Date.now(),
  zone: string | null = null,
): PromotionOutcome {
  const byRule = new Map<number, number>();
  const sale_prices = lines.map(({ item, quantity }) => {
    const best = bestAutomatic(automatic, item, now);
    if (!best) return null;
    byRule.set(
      best.rule.id,
      (byRule.get(best.rule.id) ?? 0) + (item.price - best.price) * quantity,
    );
    return best.price;
  });
  const discounts: DiscountLine[] = [...byRule]
    .sort(([a], [b]) => a - b)
    .map(([promotion_id, amount]) => ({ promotion_id, code: null, amount }));
  if (code) {
    const state = promotionState(code, now);
    if (state === 'scheduled') return { refused: 'notStarted' };
    if (state !== 'running') return { refused: 'ended' };
    const current = lines.map((line, i) => sale_prices[i] ?? line.item.price);
    const reached = lines.reduce((sum, line, i) => sum + current[i]! * line.quantity, 0);
    if (code.min_basket !== null && reached < code.min_basket) return { refused: 'minimum' };
    const eligible = lines.flatMap((line, i) =>
      appliesTo(code.targets, line.item) ? [{ ...line, current: current[i]! }] : [],
    );
    if (eligible.length === 0) return { refused: 'notForItems' };
    const amount =
      code.kind === 'amount'
        ? Math.min(
            code.value,
            eligible.reduce((sum, l) => sum + l.current * l.quantity, 0),
          )
        : eligible.reduce((sum, l) => sum + unitDiscount(code, l.item, l.current) * l.quantity, 0);
    const free = code.free_delivery ? freeDeliveryFor(code.free_delivery, reached, zone) : 'no';
    if (amount === 0 && code.free_delivery && free === 'no') return { refused: 'noFreeDelivery' };
    if (amount > 0 || code.free_delivery) {
      discounts.push({
        promotion_id: code.id,
        code: code.code,
        amount,
        ...(free === 'yes' ? { free_delivery: true } : {}),
      });
    }
  }
  return {
    basket: {
      sale_prices,
      discounts,
      discount: discounts.reduce((sum, d) => sum + d.amount, 0),
      free_delivery: discounts.some((d) => d.free_delivery === true),
    },
  };
}
