import { z } from 'zod';
import { staffMessages } from './staff-messages.ts';

/** The one error shape of the API. `errors` is present on 422 only. */
export const errorBody = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

/** A success that has only something to say (`{ message: 'Deleted' }`). */
export const messageAnswer = z.object({ message: z.string() });

/** What an upload can answer besides its own errors: too large, not an image, invalid fields. */
export const uploadErrors = { 413: errorBody, 415: errorBody, 422: errorBody };

export const messages = {
  unauthenticated: 'Unauthenticated.',
  forbidden: staffMessages.forbidden,
  notFound: staffMessages.notFound,
  serverError: staffMessages.serverError,
  serviceBusy: staffMessages.serviceBusy,
  invalidData: staffMessages.invalidData,
  badCredentials: 'These credentials do not match our records.',
  deactivated: staffMessages.deactivated,
  tooManyAttempts: 'Too many login attempts. Please try again later.',
  controlCharacters: staffMessages.controlCharacters,
} as const;
