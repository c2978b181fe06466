import { z } from 'zod';
import { nullableIdField } from './catalog.ts';
import { idParam, listParam, optionalInt, requiredText, text } from './fields.ts';
import { paginationQuery } from './pagination.ts';
import { METAL_FINENESSES_MAX, metalKey } from './metals.ts';
import {
  finenesses,
  productSorts,
  SEARCH_QUERY_MAX,
  SITEMAP_PRODUCTS_MAX,
} from './product-options.ts';
import { normalizeSize, SIZES_MAX, SIZE_TEXT_MAX, STOCK_MAX } from './sizes.ts';

export const PRODUCT_TEXT_MAX = 255;
export const MODEL_MAX = 100;
export const PRICE_MAX = 2_000_000_000;
export const WEIGHT_MAX = 100_000;
/** A description's length limit per language (rich HTML), as for blog posts. */
export const DESCRIPTION_MAX = 200_000;
/** 0 ordinary, 1 best offer, 2 new. */
export const Importance = { Ordinary: 0, BestOffer: 1, New: 2 } as const;
/** 1 on sale, 0 not available. */
export const Availability = { NotAvailable: 0, OnSale: 1 } as const;
/** Search answers at most this many products, best first. */
export const SEARCH_LIMIT = 100;

const required = (label: string) => (issue: { input: unknown }) =>
  issue.input === undefined || issue.input === '' ? `The ${label} field is required.` : undefined;

/** An integer from JSON or form data ("12", " 12 "). */
function intField(label: string, min: number, max: number) {
  const rule = `The ${label} must be a whole number from ${min} to ${max}.`;
  return z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^-?\d{1,12}$/)
          .transform(Number),
      ],
      {
        error: (issue) => required(label)(issue) ?? rule,
      },
    )
    .pipe(z.number().int(rule).min(min, rule).max(max, rule));
}

/** A decimal from JSON or form data; a decimal comma is accepted ("3,25"). */
function decimalField(label: string, max: number) {
  const rule = `The ${label} must be a number greater than 0 and at most ${max}.`;
  return z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^\d{1,9}([.,]\d{1,6})?$/)
          .transform((s) => Number(s.replace(',', '.'))),
      ],
      { error: (issue) => required(label)(issue) ?? rule },
    )
    .pipe(z.number().gt(0, rule).max(max, rule));
}

/** Parses a list of ids: a JSON array string ("[3,7]"), a comma list, or repeated fields. */
export function parseIdList(input: unknown): number[] | null {
  let items: unknown = input;
  if (typeof input === 'string') {
    const s = input.trim();
    if (s === '' || s === 'null') return [];
    if (s.startsWith('[')) {
      try {
        items = JSON.parse(s);
      } catch {
        return null;
      }
    } else items = s.split(',');
  } else if (typeof input === 'number') items = [input];
  if (!Array.isArray(items)) return null;
  const ids: number[] = [];
  for (const item of items) {
    const n = typeof item === 'string' && /^\s*\d{1,10}\s*$/.test(item) ? Number(item) : item;
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > 2_147_483_647) return null;
    if (!ids.includes(n)) ids.push(n);
  }
  return ids;
}

/** A list of category ids, as `category_id` and the filter's `categories` send them. */
export function idListField(label: string) {
  const rule = `The ${label} must be a JSON array of category ids, for example [3,7].`;
  return z
    .union([z.string(), z.number(), z.array(z.union([z.string(), z.number()]))], { error: rule })
    .transform((value, ctx) => {
      const ids = parseIdList(value);
      if (ids === null) {
        ctx.issues.push({ code: 'custom', message: rule, input: value });
        return z.NEVER;
      }
      return ids;
    })
    .describe(`${label}: a JSON array of category ids such as "[3,7]" (or repeated fields)`);
}

/** A list sent as a JSON string (form data), or as it is (JSON). */
function jsonOrAs(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const s = value.trim();
  if (!s.startsWith('[') && !s.startsWith('{')) return value;
  try {
    return JSON.parse(s) as unknown;
  } catch {
    return value;
  }
}

const sizesRule = `The sizes must be a list of at most ${SIZES_MAX} sizes such as ["16.5","17"]: numbers or short texts of letters and digits (at most ${SIZE_TEXT_MAX} characters).`;

/**
 * The sizes a product comes in, in the order staff want them shown: a JSON array (`["17",
 * "17.5"]`, numbers too), or a text separated by spaces, commas or semicolons (a decimal comma
 * only inside JSON). Empty: no sizes. Each is normalized (`normalizeSize`); a size listed twice
 * is refused.
 */
export const sizesField = z
  .unknown()
  .transform((input, ctx) => {
    const value = jsonOrAs(input);
    const items =
      typeof value === 'string'
        ? value.trim() === '' || value.trim() === 'null'
          ? []
          : value.split(/[\s,;]+/).filter(Boolean)
        : value === null
          ? []
          : value;
    if (!Array.isArray(items) || items.length > SIZES_MAX) {
      ctx.addIssue({ code: 'custom', message: sizesRule });
      return z.NEVER;
    }
    const sizes: string[] = [];
    for (const item of items) {
      const size = normalizeSize(item);
      if (size === null) {
        ctx.addIssue({
          code: 'custom',
          message: `“${String(item).slice(0, SIZE_TEXT_MAX + 5)}” is not a size. ${sizesRule}`,
        });
        return z.NEVER;
      }
      if (sizes.includes(size)) {
        ctx.addIssue({ code: 'custom', message: `The size ${size} is listed twice.` });
        return z.NEVER;
      }
      sizes.push(size);
    }
    return sizes;
  })
  .describe('sizes: a JSON array such as ["16.5","17","17.5"]; empty or [] for none');

const stockRule = `The stock must be a whole number from 0 to ${STOCK_MAX}, or empty for unlimited.`;
const stockCount = z
  .number({ error: stockRule })
  .int(stockRule)
  .min(0, stockRule)
  .max(STOCK_MAX, stockRule);

/** Pieces in stock: a whole number, or empty / "null" / null for unlimited. */
export const stockField = z
  .union(
    [
      stockCount,
      z
        .string()
        .trim()
        .regex(/^(\d{1,9}|null)?$/)
        .transform((s) => (s === '' || s === 'null' ? null : Number(s)))
        .pipe(stockCount.nullable()),
      z.null(),
    ],
    { error: stockRule },
  )
  .describe('pieces in stock; empty or null: unlimited (never sold out)');

const sizeStockRule = `The stock per size must be an object of size → pieces, such as {"17":1,"17.5":0}, or empty.`;

/**
 * Pieces per size, when each size is counted: `{"17": 1, "17.5": 0}` (a JSON string in form
 * data); empty, "null" or null: the sizes share the product's `stock`.
 */
export const sizeStockField = z
  .unknown()
  .transform((input, ctx) => {
    const value = jsonOrAs(input);
    if (value === null || value === '' || value === 'null') return null;
    if (typeof value !== 'object' || Array.isArray(value)) {
      ctx.addIssue({ code: 'custom', message: sizeStockRule });
      return z.NEVER;
    }
    const counts: Record<string, number> = {};
    for (const [key, raw] of Object.entries(value as Record<string, unknown>)) {
      const size = normalizeSize(key);
      const n = typeof raw === 'string' && /^\s*\d{1,9}\s*$/.test(raw) ? Number(raw) : raw;
      if (
        size === null ||
        typeof n !== 'number' ||
        !Number.isInteger(n) ||
        n < 0 ||
        n > STOCK_MAX
      ) {
        ctx.addIssue({
          code: 'custom',
          message: `The stock of size ${key.slice(0, SIZE_TEXT_MAX + 5)} must be a whole number from 0 to ${STOCK_MAX}.`,
        });
        return z.NEVER;
      }
      counts[size] = n;
    }
    return counts;
  })
  .describe('pieces per size, {"17":1,"17.5":0}; empty or null: not counted per size');

const optionalText = (label: string, max: number) => text(label, max).trim().optional();

/**
 * Back-offices written for the original backend send an unset field as `""` or as the text
 * `"undefined"`: both mean "not given" (create: none, update: unchanged). The text
 * `"undefined"` is dropped from every field of the form (`withoutUnset`); `""` means not given
 * for the fields below, while an empty text field still clears that text.
 */
const unlessNotGiven = <S extends z.ZodType>(field: S) =>
  z.preprocess((v) => (v === '' ? undefined : v), field.optional());

const withoutUnset = (fields: unknown) =>
  fields !== null && typeof fields === 'object' && !Array.isArray(fields)
    ? Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== 'undefined'))
    : fields;

/**
 * The text fields of the product form (multipart: every value arrives as a string). On
 * create, absent optional fields take their defaults; on update they keep their value.
 */
const productFieldsBase = z.object({
  title: requiredText('title', PRODUCT_TEXT_MAX),
  title_en: optionalText('title (English)', PRODUCT_TEXT_MAX),
  title_ru: optionalText('title (Russian)', PRODUCT_TEXT_MAX),
  model: optionalText('model', MODEL_MAX),
  weight: unlessNotGiven(decimalField('weight', WEIGHT_MAX)).describe(
    'grams; not given (absent, "" or "undefined"): unknown, stored as 0',
  ),
  metal: optionalText('metal', PRODUCT_TEXT_MAX).describe(
    'kept for older clients: without `metal_kind`, texts naming a metal kind (in any of its languages) choose it; with it, the kind’s names replace them',
  ),
  metal_en: optionalText('metal (English)', PRODUCT_TEXT_MAX),
  metal_ru: optionalText('metal (Russian)', PRODUCT_TEXT_MAX),
  description: optionalText('description', DESCRIPTION_MAX).describe(
    'rich HTML, sanitized as blog posts are; not given: none on create, unchanged on update',
  ),
  description_en: optionalText('description (English)', DESCRIPTION_MAX),
  description_ru: optionalText('description (Russian)', DESCRIPTION_MAX),
  respect: unlessNotGiven(intField('respect', 1, 999)).describe(
    `fineness, parts per thousand: one of the metal kind’s finenesses (without a kind, one of ${finenesses.join(', ')}); not given (absent, "" or "undefined"): none, stored as 0`,
  ),
  important: optionalInt('important', 0, 2).describe('0 ordinary, 1 best offer, 2 new'),
  status: optionalInt('status', 0, 1).describe('1 on sale, 0 not available'),
  price: intField('price', 0, PRICE_MAX)
    .optional()
    .describe('AMD; required unless priced by weight (then the server sets it)'),
  priced_by_weight: optionalInt('priced by weight', 0, 1).describe(
    '1: the price is weight × the price per gram of `metal_kind` at `respect` + the making charge, rounded to 100 AMD, and follows every change of that price (GET /metal-prices)',
  ),
  metal_kind: unlessNotGiven(metalKey('metal kind')).describe(
    'the metal kind’s code (GET /metals): the product’s metal, whose names it shows as `metal`, `metal_en`, `metal_ru` and whose price per gram a weight-priced product follows',
  ),
  making_charge: optionalInt('making charge', 0, PRICE_MAX).describe('AMD'),
  making_per_gram: optionalInt('making charge per gram', 0, 1).describe(
    '1: the making charge is per gram, 0: for the whole piece',
  ),
  blog_id: nullableIdField('blog id').optional(),
  category_id: idListField('category id').optional(),
  sizes: sizesField.optional(),
  stock: stockField.optional(),
  size_stock: sizeStockField.optional(),
});

/** On create: a price, unless the server is to work it out from the weight. */
export const productFields = z.preprocess(
  withoutUnset,
  productFieldsBase.superRefine((fields, ctx) => {
    if (fields.price === undefined && fields.priced_by_weight !== 1) {
      ctx.addIssue({ code: 'custom', path: ['price'], message: 'The price field is required.' });
    }
  }),
);
export type ProductFields = z.infer<typeof productFields>;

export const productUpdateFields = z.preprocess(withoutUnset, productFieldsBase.partial());
export type ProductUpdateFields = z.infer<typeof productUpdateFields>;

const imageFile = z.file().describe('JPEG, PNG, WebP, AVIF or GIF, at most 15 MB');
const uploads = {
  avatar: imageFile.optional().describe('the main image; on update it replaces the old one'),
  images: z
    .array(imageFile)
    .optional()
    .describe('gallery images, sent as images[0], images[1], ... (added to the gallery)'),
};

/** The multipart bodies as OpenAPI shows them (the fields above plus the files). */
export const productCreateForm = productFieldsBase.extend(uploads);
export const productUpdateForm = productFieldsBase.partial().extend(uploads);

export const productImage = z.object({ id: z.number().int(), image: z.string() });
export type ProductImage = z.infer<typeof productImage>;

export const categoryRef = z.object({
  id: z.number().int(),
  name: z.string(),
  name_en: z.string(),
  name_ru: z.string(),
  parent_id: z.number().int().nullable(),
});
export type CategoryRef = z.infer<typeof categoryRef>;

/** The blog post a product links to; its fields are the blog module's to define. */
export const linkedBlog = z.looseObject({
  id: z.number().int(),
  qrs: z.object({ image: z.string() }).nullable().optional(),
});
export type LinkedBlog = z.infer<typeof linkedBlog>;

export const product = z.object({
  id: z.number().int(),
  title: z.string(),
  title_en: z.string(),
  title_ru: z.string(),
  model: z.string(),
  weight: z.number(),
  metal: z.string(),
  metal_en: z.string(),
  metal_ru: z.string(),
  respect: z.number().int(),
  important: z.number().int(),
  status: z.number().int(),
  price: z.number().int(),
  priced_by_weight: z.boolean(),
  /** **beyond**: the metal kind's code (GET /metals); null: none (its texts match no kind). */
  metal_kind: z.string().nullable(),
  making_charge: z.number().int(),
  making_per_gram: z.boolean(),
  avatar: z.string().nullable(),
  images: z.array(productImage),
  blog_id: z.number().int().nullable(),
  blog: linkedBlog.nullable(),
  /** **beyond**: the sizes the shopper chooses from, in the staff's order; [] for none. */
  sizes: z.array(z.string()),
  /** **beyond**: pieces left to sell (unpaid orders hold theirs); null: unlimited. */
  stock: z.number().int().nullable(),
  /** **beyond**: pieces left per size when sizes are counted (then `stock` is their sum). */
  size_stock: z.record(z.string(), z.number().int()).nullable(),
  /**
   * **beyond** (issue 37): the price of one piece under the best automatic promotion running
   * now, rounded to 100 AMD; only on a product on sale (the lists the database writes whole
   * never have it).
   */
  sale_price: z.number().int().nullable().optional(),
  /** **beyond**: when that promotion ends (ISO 8601); null: no end set. */
  sale_ends_at: z.string().nullable().optional(),
  categories: z.array(z.object({ category: categoryRef })),
  /** The subcategory ids as a JSON string, "[3,7]". */
  category_id: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Product = z.infer<typeof product>;

/**
 * A product with its description in each language (sanitized rich HTML, `""` for none): what
 * single-product answers carry. Lists leave the descriptions out, as cards never show them.
 */
export const describedProduct = product.extend({
  description: z.string(),
  description_en: z.string(),
  description_ru: z.string(),
});
export type DescribedProduct = z.infer<typeof describedProduct>;

/**
 * How a weight-priced product's price is made up, in AMD, from today's price per gram:
 * `metal + making + rounding = price` (the rounding to 100 AMD may be negative).
 */
export const priceBreakdown = z.object({
  price_per_gram: z.number().int().describe('AMD per gram of the metal at the product’s fineness'),
  metal: z.number().int().describe('weight × price per gram, to the dram'),
  making: z.number().int().describe('the making charge (per gram ones times the weight)'),
  making_rate: z
    .number()
    .int()
    .nullable()
    .describe('AMD per gram when the making is charged by the gram; null for one sum'),
  rounding: z.number().int(),
  price: z.number().int(),
});
export type PriceBreakdown = z.infer<typeof priceBreakdown>;

/**
 * `GET /products/{id}`: as in lists, except that `images` is a JSON-encoded string of the
 * gallery's paths, which clients of the original backend parse; the `{id, image}` list is
 * under `gallery`.
 */
export const productDetail = describedProduct.extend({
  images: z.string().describe('the gallery paths as a JSON string: "[\\"uploads/...webp\\"]"'),
  gallery: z.array(productImage),
  price_breakdown: priceBreakdown
    .nullable()
    .describe('priced by weight: how the price is made up today; otherwise null'),
});
export type ProductDetail = z.infer<typeof productDetail>;

export function toProductDetail(
  { images, ...rest }: DescribedProduct,
  breakdown: PriceBreakdown | null = null,
): ProductDetail {
  return {
    ...rest,
    images: JSON.stringify(images.map((i) => i.image)),
    gallery: images,
    price_breakdown: breakdown,
  };
}

const sortField = z
  .enum(productSorts, { error: `The sort must be one of ${productSorts.join(', ')}.` })
  .optional()
  .describe('newest (default), price_asc or price_desc');

/** Any product list: the whole list, or with `page`/`per_page` one page and its `meta`. */
export const productListQuery = paginationQuery.extend({ sort: sortField });
export type ProductListQuery = z.infer<typeof productListQuery>;

const finenessRule = 'The respect must be a fineness from 1 to 999.';
const fineness = z
  .string()
  .regex(/^\d{1,3}$/, finenessRule)
  .transform(Number)
  .refine((n) => n >= 1, finenessRule);

/** The narrowing a category page offers: price, subcategories, metal, fineness. */
const filterFields = z.object({
  min: optionalInt('min', 0, PRICE_MAX).describe('lowest price, AMD'),
  max: optionalInt('max', 0, PRICE_MAX).describe('highest price, AMD'),
  categories: idListField('categories').optional(),
  metal: listParam('metal', text('metal', PRODUCT_TEXT_MAX), 20).describe(
    'metal names (the Armenian `metal` field), repeated or comma-separated',
  ),
  respect: listParam('respect', fineness, METAL_FINENESSES_MAX).describe(
    'finenesses, repeated or comma-separated',
  ),
});
const minNotAboveMax = (q: { min?: number; max?: number }) =>
  q.min === undefined || q.max === undefined || q.min <= q.max;
const minMaxRule = { path: ['max'], error: 'The max must be greater than or equal to the min.' };

export const facetQuery = filterFields.refine(minNotAboveMax, minMaxRule);
export type FacetQuery = z.infer<typeof facetQuery>;
export const filterQuery = filterFields
  .extend(productListQuery.shape)
  .refine(minNotAboveMax, minMaxRule);
export type FilterQuery = z.infer<typeof filterQuery>;

/** The sale list's page when none is asked for (issue 37: `/sale` shows 24 a page). */
export const SALE_PER_PAGE = 24;

/**
 * The sale list (`GET /products/sale`): always one page. `categories` are any category ids,
 * a top-level one with its subcategories.
 */
export const saleQuery = filterQuery;
export type SaleQuery = FilterQuery;
/** The sale list's facet counts take the list's filters. */
export const saleFacetQuery = facetQuery;

/** Counts per value of each filter, each counted with the *other* filters applied. */
export const productFacets = z.object({
  /** Products matching every filter. */
  total: z.number().int(),
  subcategories: z.array(z.object({ id: z.number().int(), count: z.number().int() })),
  /** The metal kinds of the products (those whose texts match no kind are not counted). */
  metals: z.array(
    z.object({
      /** **beyond**: the metal kind's code. */
      kind: z.string(),
      metal: z.string(),
      metal_en: z.string(),
      metal_ru: z.string(),
      count: z.number().int(),
    }),
  ),
  respects: z.array(z.object({ respect: z.number().int(), count: z.number().int() })),
  /** The price span (AMD) of the products the other filters leave; null when none. */
  price: z.object({ min: z.number().int().nullable(), max: z.number().int().nullable() }),
});
export type ProductFacets = z.infer<typeof productFacets>;

/** The staff's product list: by category, availability and text as well. */
export const staffProductQuery = productListQuery.extend({
  category: idParam.shape.id.optional().describe('a category id (a top-level one: all of it)'),
  status: optionalInt('status', 0, 1).describe('1 on sale, 0 not available (staff only)'),
  query: text('query', SEARCH_QUERY_MAX).optional(),
});
export type StaffProductQuery = z.infer<typeof staffProductQuery>;

const searchText = { query: text('query', SEARCH_QUERY_MAX).optional() };
/** **beyond** the original `?query=`: the category page's price, metal and fineness filters. */
const searchNarrowing = filterFields.omit({ categories: true }).extend(searchText);
export const searchQuery = searchNarrowing
  .extend(productListQuery.shape)
  .refine(minNotAboveMax, minMaxRule);
export const searchFacetQuery = searchNarrowing.refine(minNotAboveMax, minMaxRule);

export const sitemapQuery = z.object({
  page: optionalInt('page', 1, 1_000_000),
  per_page: optionalInt('per page', 1, SITEMAP_PRODUCTS_MAX),
});
export const productStamp = z.object({ id: z.number().int(), updated_at: z.string() });
