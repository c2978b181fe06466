import { PRICE_MAX, weightPrice, type MetalKind } from '@voski/contract';
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
    throw refuse('metal_kind', 'A product priced by weight needs its metal kind.');
  }
  if (!(fields.weight > 0)) {
    throw refuse('weight', 'A product priced by weight needs its weight.');
  }
  if (!fields.respect) {
    throw refuse('respect', 'A product priced by weight needs its fineness (respect).');
  }
  const perGram = await prices.perGram(fields.metal_kind, fields.respect, db);
  if (perGram === undefined) {
    throw refuse(
      'priced_by_weight',
      `No price per gram is set for ${fields.metal_kind as MetalKind} at ${fields.respect}: set it under Metal prices first.`,
    );
  }
  const price = weightPrice({
    weight: fields.weight,
    pricePerGram: perGram,
    makingCharge: fields.making_charge,
    makingPerGram: fields.making_per_gram,
  });
  if (price > PRICE_MAX) {
    throw refuse(
      'weight',
      `At this weight and making charge the price would be more than ${PRICE_MAX} AMD, the most a product may cost.`,
    );
  }
  return price;
}
