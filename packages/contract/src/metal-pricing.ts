// Plain data and arithmetic without zod: the storefront imports it through
// `@voski/contract/metal-pricing` to show a price's breakdown.

/** The metals staff keep a price per gram for. */
export const metalKinds = ['gold', 'silver', 'platinum'] as const;
export type MetalKind = (typeof metalKinds)[number];

/** A weight-priced product's price is rounded to this many drams. */
export const WEIGHT_PRICE_STEP = 100;

export interface WeightPricing {
  /** Grams, as stored (three decimals). */
  weight: number;
  /** AMD per gram of the product's metal at its fineness. */
  pricePerGram: number;
  /** AMD: the whole making charge, or per gram when `makingPerGram`. */
  makingCharge: number;
  makingPerGram: boolean;
}

/**
 * weight × price per gram + the making charge (fixed, or per gram), rounded half up to 100 AMD.
 * Worked in whole milligrams so that it is exact, and equal to the database's repricing
 * (`metalPriceSql` in the server), which does the same integer arithmetic.
 */
export function weightPrice({ weight, pricePerGram, makingCharge, makingPerGram }: WeightPricing) {
  const milligrams = Math.round(weight * 1000);
  const milliDrams =
    milligrams * pricePerGram + (makingPerGram ? milligrams * makingCharge : makingCharge * 1000);
  const step = WEIGHT_PRICE_STEP * 1000;
  return Math.floor((milliDrams + step / 2) / step) * WEIGHT_PRICE_STEP;
}
