// Plain data and arithmetic without zod: the storefront imports it through
// `@voski/contract/metal-pricing` to show a price's breakdown.

/** A metal kind's code (`gold`, `rose-gold`): lower-case letters and digits, hyphens between. */
export const METAL_KEY_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const METAL_KEY_MAX = 40;

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
export function weightPrice(pricing: WeightPricing) {
  const { metal, making } = milliDramsOf(pricing);
  return roundedMilliDrams(metal + making, WEIGHT_PRICE_STEP);
}

/**
 * The parts of a weight price in whole drams (each rounded half up): `metal + making + rounding`
 * is exactly `weightPrice(pricing)`, so a product page can show sums that add up.
 */
export function weightPriceParts(pricing: WeightPricing) {
  const parts = milliDramsOf(pricing);
  const metal = roundedMilliDrams(parts.metal, 1);
  const making = roundedMilliDrams(parts.making, 1);
  const price = weightPrice(pricing);
  return { metal, making, rounding: price - metal - making, price };
}

function milliDramsOf({ weight, pricePerGram, makingCharge, makingPerGram }: WeightPricing) {
  const milligrams = Math.round(weight * 1000);
  return {
    metal: milligrams * pricePerGram,
    making: makingPerGram ? milligrams * makingCharge : makingCharge * 1000,
  };
}

/** Thousandths of a dram to a multiple of `step` drams, half up. */
function roundedMilliDrams(milliDrams: number, step: number) {
  const unit = step * 1000;
  return Math.floor((milliDrams + unit / 2) / unit) * step;
}
