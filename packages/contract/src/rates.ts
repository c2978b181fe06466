import { z } from 'zod';

export const currencies = ['AMD', 'USD', 'RUB'] as const;
export type Currency = (typeof currencies)[number];

/** AMD per unit of `current`; AMD itself is always 1. */
export const rate = z.object({ current: z.enum(currencies), value: z.number().positive() });
export type Rate = z.infer<typeof rate>;
