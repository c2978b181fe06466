import { z } from 'zod';

/** What one part answered: working, not configured here, or not answering. */
export const partState = z.enum(['ok', 'off', 'unavailable']);
export type PartState = z.infer<typeof partState>;

export const healthParts = z
  .object({ database: partState, redis: partState, media: partState })
  .describe('Each part on its own: "off" when this instance is not set up to use it.');
export type HealthParts = z.infer<typeof healthParts>;
