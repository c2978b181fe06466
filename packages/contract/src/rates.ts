import { z } from 'zod';
import { RATE_CHANGE_UNCONFIRMED, RATE_MAX } from './rate-limits.ts';

export const currencies = ['AMD', 'USD', 'RUB'] as const;
export type Currency = (typeof currencies)[number];

/** AMD per unit of `current`; AMD itself is always 1. */
export const rate = z.object({ current: z.enum(currencies), value: z.number().positive() });
export type Rate = z.infer<typeof rate>;

export const foreignCurrencies = ['USD', 'RUB'] as const;

export { RATE_CHANGE_UNCONFIRMED, RATE_MAX } from './rate-limits.ts';

/** Staff set a rate by hand (`value`), or hand it back to the central bank (`automatic`). */
export const rateUpdateBody = z.union(
  [
    z.strictObject({
      value: z
        .number({ error: 'The value must be a number of drams.' })
        .positive('The value must be greater than 0.')
        .max(RATE_MAX, `The value may not be greater than ${RATE_MAX}.`),
      confirm: z
        .literal(true, { error: 'Send confirm: true, or leave it out.' })
        .optional()
        .describe(
          `needed when the value is more than ${RATE_CHANGE_UNCONFIRMED * 100}% away from the last automatic rate`,
        ),
    }),
    z.strictObject({ automatic: z.literal(true) }),
  ],
  { error: 'Send {value} to set the rate, or {automatic: true} to follow the central bank.' },
);

export const rateRecord = z.object({
  current: z.string(),
  value: z.number(),
  source: z.string().describe('manual (set by hand), cba (the central bank) or seed (starting)'),
  updated_at: z.string(),
});
export type RateRecord = z.infer<typeof rateRecord>;

/** One day's rate from one source (`GET /rates/{current}/history`). */
export const rateHistoryEntry = z.object({
  date: z.string(),
  value: z.number(),
  source: z.string(),
});
export type RateHistoryEntry = z.infer<typeof rateHistoryEntry>;

/** About a year of daily rates from one source: the most one history answer holds. */
export const RATE_HISTORY_MAX = 366;
