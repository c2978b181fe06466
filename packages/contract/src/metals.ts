import { z } from 'zod';
import { optionalInt } from './fields.ts';
import { paginationMeta, paginationQuery } from './pagination.ts';
import { finenesses } from './product-options.ts';
import { metalKinds } from './metal-pricing.ts';

export * from './metal-pricing.ts';

/** Price per gram limit: far above any metal's price, low enough to catch a typo's zeros. */
export const PRICE_PER_GRAM_MAX = 10_000_000;

const fineness = z
  .number({ error: 'The fineness must be a number.' })
  .int('The fineness must be a whole number.')
  .refine((n) => (finenesses as readonly number[]).includes(n), {
    error: `The fineness must be one of ${finenesses.join(', ')}.`,
  });

/** An Admin sets one metal's price per gram at one fineness. */
export const metalPriceBody = z.strictObject({
  metal: z.enum(metalKinds, { error: `The metal must be one of ${metalKinds.join(', ')}.` }),
  fineness,
  price_per_gram: z
    .number({ error: 'The price per gram must be a number of drams.' })
    .int('The price per gram must be a whole number of drams.')
    .min(1, 'The price per gram must be at least 1.')
    .max(PRICE_PER_GRAM_MAX, `The price per gram may not be greater than ${PRICE_PER_GRAM_MAX}.`),
});
export type MetalPriceBody = z.infer<typeof metalPriceBody>;

export const metalPrice = z.object({
  metal: z.enum(metalKinds),
  fineness: z.number().int(),
  price_per_gram: z.number().int().describe('AMD'),
  updated_at: z.string(),
});
export type MetalPrice = z.infer<typeof metalPrice>;

export const metalPriceChange = metalPrice.extend({
  changed_by: z.string().nullable().describe('the staff member, as named then'),
});
export type MetalPriceChange = z.infer<typeof metalPriceChange>;

/** History entries a page, unless `per_page` says otherwise. */
export const METAL_PRICE_HISTORY_PER_PAGE = 50;

export const metalPriceHistoryQuery = paginationQuery.extend({
  metal: z
    .enum(metalKinds, { error: `The metal must be one of ${metalKinds.join(', ')}.` })
    .optional(),
  fineness: optionalInt('fineness', 1, 999),
});

export const metalPriceHistoryPage = z.object({
  data: z.array(metalPriceChange),
  meta: paginationMeta,
});

/** What setting a price answers: the price, and how many products it repriced. */
export const metalPriceSet = z.object({ data: metalPrice, repriced: z.number().int() });
