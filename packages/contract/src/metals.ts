import { z } from 'zod';
import { optionalInt, requiredText } from './fields.ts';
import { paginationMeta, paginationQuery } from './pagination.ts';
import { METAL_KEY_MAX, METAL_KEY_PATTERN } from './metal-pricing.ts';

export * from './metal-pricing.ts';

/** Price per gram limit: far above any metal's price, low enough to catch a typo's zeros. */
export const PRICE_PER_GRAM_MAX = 10_000_000;
export const METAL_NAME_MAX = 100;
/** Fineness values one metal kind may list. */
export const METAL_FINENESSES_MAX = 20;

const finenessRule = 'The fineness must be a whole number from 1 to 999 (parts per thousand).';
const fineness = z
  .number({ error: finenessRule })
  .int(finenessRule)
  .min(1, finenessRule)
  .max(999, finenessRule);

const keyRule = `The code must be lower-case letters and digits with hyphens between (such as rose-gold), at most ${METAL_KEY_MAX} characters.`;
/** A metal kind's code, as products (`metal_kind`) and prices (`metal`) name it. */
export const metalKey = (label = 'metal') =>
  z
    .string({ error: `The ${label} must be the code of a metal kind, such as gold.` })
    .trim()
    .min(1, `The ${label} field is required.`)
    .max(METAL_KEY_MAX, keyRule)
    .regex(METAL_KEY_PATTERN, keyRule);

/**
 * A metal kind staff keep: its name in the three languages (products show them as their
 * `metal`, `metal_en`, `metal_ru`), and the finenesses it comes in.
 */
export const metalKind = z.object({
  id: z.number().int(),
  key: z.string().describe('the code products (`metal_kind`) and prices (`metal`) name it by'),
  name: z.string(),
  name_en: z.string(),
  name_ru: z.string(),
  finenesses: z.array(z.number().int()).describe('parts per thousand, smallest first'),
  created_at: z.string(),
  updated_at: z.string(),
});
export type MetalKindRecord = z.infer<typeof metalKind>;

const finenessList = z
  .array(fineness, { error: 'The finenesses must be a list of numbers, such as [585, 750].' })
  .min(1, 'Give at least one fineness.')
  .max(METAL_FINENESSES_MAX, `Give at most ${METAL_FINENESSES_MAX} finenesses.`)
  .transform((list) => [...new Set(list)].sort((a, b) => a - b));

const metalNames = {
  name: requiredText('name', METAL_NAME_MAX),
  name_en: requiredText('name (English)', METAL_NAME_MAX),
  name_ru: requiredText('name (Russian)', METAL_NAME_MAX),
  finenesses: finenessList,
};

/** A new metal kind; without a code, one is made from its English name. */
export const metalKindBody = z.object({
  key: metalKey('code').optional().describe('the code; absent: made from the English name'),
  ...metalNames,
});
export type MetalKindBody = z.input<typeof metalKindBody>;

/** A metal kind's new names and finenesses (its code stays: products and prices name it). */
export const metalKindUpdateBody = z.object(metalNames);
export type MetalKindUpdateBody = z.input<typeof metalKindUpdateBody>;

/**
 * Why a product needs a look: its metal texts match no metal kind or several, or (when metals
 * became a list) they were replaced by its kind's names.
 */
/** Products a page of GET /metals/mismatches lists unless `per_page` says otherwise. */
export const METAL_MISMATCHES_PER_PAGE = 20;

export const metalMismatchReasons = ['unmatched', 'ambiguous', 'replaced'] as const;

export const metalMismatch = z.object({
  product_id: z.number().int(),
  title: z.string(),
  model: z.string(),
  metal: z.string().describe('the Armenian metal text: as it is, or as it was when replaced'),
  metal_en: z.string(),
  metal_ru: z.string(),
  metal_kind: z.string().nullable().describe('the kind it has now; null: none'),
  reason: z.enum(metalMismatchReasons),
});
export type MetalMismatch = z.infer<typeof metalMismatch>;

export const metalMismatchesQuery = paginationQuery;

export const metalMismatchesPage = z.object({
  data: z.array(metalMismatch),
  meta: paginationMeta,
});
export type MetalMismatchesPage = z.infer<typeof metalMismatchesPage>;

/** An Admin sets one metal's price per gram at one fineness (one of the metal kind's). */
export const metalPriceBody = z.strictObject({
  metal: metalKey(),
  fineness,
  price_per_gram: z
    .number({ error: 'The price per gram must be a number of drams.' })
    .int('The price per gram must be a whole number of drams.')
    .min(1, 'The price per gram must be at least 1.')
    .max(PRICE_PER_GRAM_MAX, `The price per gram may not be greater than ${PRICE_PER_GRAM_MAX}.`),
});
export type MetalPriceBody = z.infer<typeof metalPriceBody>;

export const metalPrice = z.object({
  metal: z.string().describe('the metal kind’s code'),
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
  metal: metalKey().optional(),
  fineness: optionalInt('fineness', 1, 999),
});

export const metalPriceHistoryPage = z.object({
  data: z.array(metalPriceChange),
  meta: paginationMeta,
});

/** What setting a price answers: the price, and how many products it repriced. */
export const metalPriceSet = z.object({ data: metalPrice, repriced: z.number().int() });
