import { z } from 'zod';
import { inputString, optionalInt, requiredText } from './fields.ts';
import { paginationMeta, paginationQuery } from './pagination.ts';
import { ZONE_KEY_PATTERN, zoneMessages } from './delivery-zones.ts';
import { codeMessages, promotionKinds, promotionStates } from './promotion-rules.ts';
import { addDays, shopMoment } from './shop-days.ts';

export * from './promotion-rules.ts';

export const PROMOTION_NAME_MAX = 100;
export const PROMOTION_CODE_MAX = 40;
/** Products and categories one promotion may list. */
export const PROMOTION_TARGETS_MAX = 500;
export const PROMOTION_AMOUNT_MAX = 100_000_000;
export const PROMOTIONS_PER_PAGE = 20;

const CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]*$/;
const codeRule = `A code is 3 to ${PROMOTION_CODE_MAX} letters, digits, hyphens or underscores (such as VOSKI10).`;

const LOCAL_DAY = /^\d{4}-\d{2}-\d{2}$/;
const LOCAL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;
const WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * A start or an end: a day (`2026-12-01`), a time of day (`2026-12-01T18:00`), both in the
 * shop's time zone (Asia/Yerevan), or a moment with its offset. A day as an end means its end:
 * the promotion runs through that whole day.
 */
const moment = (label: string, end: boolean) =>
  inputString({ error: `The ${label} must be a date such as 2026-12-01.` })
    .trim()
    .nullish()
    .transform((value, ctx) => {
      if (!value) return null;
      let at: Date | undefined;
      if (LOCAL_DAY.test(value)) at = shopMoment(end ? addDays(value, 1) : value);
      else if (LOCAL_TIME.test(value)) at = shopMoment(value);
      else if (WITH_ZONE.test(value)) at = new Date(value);
      if (!at || Number.isNaN(at.getTime()) || at.getUTCFullYear() < 2000) {
        ctx.addIssue({
          code: 'custom',
          message: `The ${label} must be a date such as 2026-12-01 (Yerevan time).`,
        });
        return z.NEVER;
      }
      return at.toISOString();
    });

const idList = (label: string) =>
  z
    .array(z.number().int().positive().max(2_147_483_647), {
      error: `The ${label} must be a list of ids.`,
    })
    .max(PROMOTION_TARGETS_MAX, `List at most ${PROMOTION_TARGETS_MAX} ${label}.`)
    .default([])
    .transform((ids) => [...new Set(ids)].sort((a, b) => a - b));

const limit = (label: string) => optionalInt(label, 1, 1_000_000).nullish();

const targets = z.object(
  {
    all: z.boolean({ error: 'all must be true or false.' }).default(false),
    categories: idList('categories'),
    products: idList('products'),
    metal: inputString()
      .trim()
      .max(40)
      .nullish()
      .transform((v) => v || null),
    fineness: optionalInt('fineness', 1, 999).nullish(),
  },
  { error: 'The targets must be {all, categories, products, metal, fineness}.' },
);

/** What staff send to create or change a promotion. */
export const promotionBody = z
  .object({
    name: requiredText('name', PROMOTION_NAME_MAX),
    name_en: requiredText('name (English)', PROMOTION_NAME_MAX),
    name_ru: requiredText('name (Russian)', PROMOTION_NAME_MAX),
    kind: z.enum(promotionKinds, {
      error: 'The kind must be percent, amount or making_percent.',
    }),
    value: z
      .number({ error: 'The value must be a number.' })
      .int('The value must be a whole number.')
      // 0 only for a code that gives free delivery alone (checked below).
      .min(0, 'The value must be at least 1.')
      .max(PROMOTION_AMOUNT_MAX, `The value may not be greater than ${PROMOTION_AMOUNT_MAX}.`),
    targets,
    starts_at: moment('start', false),
    ends_at: moment('end', true),
    paused: z.boolean({ error: 'paused must be true or false.' }).default(false),
    code: inputString({ error: codeRule })
      .trim()
      .nullish()
      .transform((v) => (v ? v.toUpperCase() : null))
      .refine(
        (v) =>
          v === null || (v.length >= 3 && v.length <= PROMOTION_CODE_MAX && CODE_PATTERN.test(v)),
        codeRule,
      ),
    min_basket: optionalInt('minimum basket', 1, PROMOTION_AMOUNT_MAX).nullish(),
    usage_limit: limit('usage limit'),
    usage_limit_per_email: limit('usage limit per e-mail'),
    free_delivery: z.boolean({ error: 'free_delivery must be true or false.' }).default(false),
    free_delivery_zones: z
      .array(
        z.string({ error: zoneMessages.unknown }).regex(ZONE_KEY_PATTERN, zoneMessages.unknown),
        {
          error: 'free_delivery_zones must be a list of delivery zones.',
        },
      )
      .max(100, 'At most 100 delivery zones.')
      .default([])
      .transform((zones) => [...new Set(zones)]),
    free_delivery_over: optionalInt('free delivery threshold', 1, PROMOTION_AMOUNT_MAX).nullish(),
  })
  .superRefine((body, ctx) => {
    if (body.value === 0 && !body.free_delivery) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'The value must be at least 1.' });
    }
    if (!body.free_delivery) {
      for (const field of ['free_delivery_zones', 'free_delivery_over'] as const) {
        const set = field === 'free_delivery_zones' ? body[field].length > 0 : body[field] != null;
        if (set) {
          ctx.addIssue({
            code: 'custom',
            path: [field],
            message: 'Zones and a threshold are for a code that gives free delivery.',
          });
        }
      }
    }
    if (body.kind !== 'amount' && body.value > 100) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'A percent is from 1 to 100.' });
    }
    const t = body.targets;
    if (!t.all && !t.categories.length && !t.products.length && !t.metal) {
      ctx.addIssue({
        code: 'custom',
        path: ['targets', 'all'],
        message: 'Say what the promotion applies to: everything, categories, products or a metal.',
      });
    }
    if (t.fineness != null && !t.metal) {
      ctx.addIssue({
        code: 'custom',
        path: ['targets', 'metal'],
        message: 'A fineness needs its metal.',
      });
    }
    if (body.starts_at && body.ends_at && body.ends_at <= body.starts_at) {
      ctx.addIssue({
        code: 'custom',
        path: ['ends_at'],
        message: 'The end must be after the start.',
      });
    }
    if (body.code === null && body.free_delivery) {
      ctx.addIssue({
        code: 'custom',
        path: ['free_delivery'],
        message: 'Only a promotion behind a code gives free delivery.',
      });
    }
    if (body.code === null) {
      for (const field of ['min_basket', 'usage_limit', 'usage_limit_per_email'] as const) {
        if (body[field] != null) {
          ctx.addIssue({
            code: 'custom',
            path: [field],
            message: 'Only a promotion behind a code has a minimum basket or usage limits.',
          });
        }
      }
    }
  });
export type PromotionBody = z.input<typeof promotionBody>;
export type PromotionFields = z.output<typeof promotionBody>;

export const promotion = z.object({
  id: z.number().int(),
  name: z.string(),
  name_en: z.string(),
  name_ru: z.string(),
  kind: z.enum(promotionKinds),
  value: z
    .number()
    .int()
    .describe('percent (1..100), or AMD for `amount`; 0: a code giving free delivery alone'),
  targets: z.object({
    all: z.boolean(),
    categories: z.array(z.number().int()),
    products: z.array(z.number().int()),
    metal: z.string().nullable().describe('a metal kind’s code'),
    fineness: z.number().int().nullable(),
  }),
  starts_at: z.string().nullable().describe('ISO 8601; null: from when it is made'),
  ends_at: z
    .string()
    .nullable()
    .describe('ISO 8601, the first moment it no longer runs; null: no end'),
  paused: z.boolean(),
  code: z.string().nullable().describe('upper-case; null: automatic'),
  min_basket: z.number().int().nullable(),
  usage_limit: z.number().int().nullable(),
  usage_limit_per_email: z.number().int().nullable(),
  free_delivery: z
    .boolean()
    .describe('a code that makes delivery free (where the two below allow)'),
  free_delivery_zones: z
    .array(z.string())
    .describe('the delivery zones it is free to; empty: every zone'),
  free_delivery_over: z
    .number()
    .int()
    .nullable()
    .describe('AMD: free only from this basket (after sales); null: any basket'),
  state: z.enum(promotionStates),
  uses: z.number().int().describe('orders that used it and were not cancelled'),
  paid_orders: z
    .number()
    .int()
    .describe('orders that used it, paid and kept (not cancelled, so not refunded)'),
  revenue: z.number().int().describe('AMD: the totals of those paid and kept orders'),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Promotion = z.infer<typeof promotion>;

export const promotionListQuery = paginationQuery.extend({
  state: z
    .enum(promotionStates, { error: `The state must be one of ${promotionStates.join(', ')}.` })
    .optional(),
});
export type PromotionListQuery = z.infer<typeof promotionListQuery>;

export const promotionPage = z.object({ data: z.array(promotion), meta: paginationMeta });

/** A running automatic promotion as the sale list names it to shoppers. */
export const runningSale = z.object({
  id: z.number().int(),
  name: z.string(),
  name_en: z.string(),
  name_ru: z.string(),
  ends_at: z.string().nullable().describe('ISO 8601, the first moment it no longer runs'),
});
export type RunningSale = z.infer<typeof runningSale>;

/** A discount an order or a quote has: one per promotion applied. */
export const discountLine = z.object({
  promotion_id: z.number().int(),
  name: z.string(),
  name_en: z.string(),
  name_ru: z.string(),
  code: z.string().nullable(),
  amount: z.number().int().describe('AMD off'),
  free_delivery: z
    .boolean()
    .optional()
    .describe('true: this code made the delivery free (the order’s `delivery` is 0)'),
});
export type DiscountLineView = z.infer<typeof discountLine>;

/** A discount code as a basket sends it (absent or empty: none). */
export const codeField = inputString({ error: 'The code must be a text.' })
  .trim()
  .max(PROMOTION_CODE_MAX, codeMessages.unknown)
  .nullish()
  .transform((v) => (v ? v.toUpperCase() : undefined));
