import { PRICE_MAX, staffMessages, weightPrice } from '@voski/contract';
import type { Db, Tx } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import type { MetalPriceService } from './prices.ts';

/** A product's pricing fields as they will be stored (the sent ones over the stored ones). */
export interface PricingFields {
  priced_by_weight: boolean;
  metal_kind: string | null;
  weight: number;
  respect: number;
  making_charge: number;
  making_per_gram: boolean;
}

const refuse = (field: string, message: string) =>
  new HttpError(422, message, { [field]: [message] });

/**
 * The price a product priced by weight gets on save, from the price per gram staff set for
 * its metal and fineness; a 422 naming the missing piece when it cannot be worked out.
 */
export async function weightPriceOf(
  prices: MetalPriceService,
  fields: PricingFields,
  db: Db | Tx,
): Promise<number> {
  if (!fields.metal_kind) {
    throw refuse('metal_kind', staffMessages.weightNeedsMetal);
  }
  if (!(fields.weight > 0)) {
    throw refuse('weight', staffMessages.weightNeedsWeight);
  }
  if (!fields.respect) {
    throw refuse('respect', staffMessages.weightNeedsFineness);
  }
  const perGram = await prices.perGram(fields.metal_kind, fields.respect, db);
  if (perGram === undefined) {
    throw refuse(
      'priced_by_weight',
      staffMessages.weightNoPricePerGram({ metal: fields.metal_kind, fineness: fields.respect }),
    );
  }
  const price = weightPrice({
    weight: fields.weight,
    pricePerGram: perGram,
    makingCharge: fields.making_charge,
    makingPerGram: fields.making_per_gram,
  });
  if (price > PRICE_MAX) {
    throw refuse('weight', staffMessages.weightPriceTooHigh({ max: PRICE_MAX }));
  }
  return price;
}
