import { z } from 'zod';

/** The one error shape of the API. `errors` is present on 422 only. */
export const errorBody = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

export const messages = {
  unauthenticated: 'Unauthenticated.',
  forbidden: 'This action is unauthorized.',
  notFound: 'Not found.',
  serverError: 'Server error',
  invalidData: 'The given data was invalid.',
  badCredentials: 'These credentials do not match our records.',
  deactivated: 'This account is deactivated; an admin can activate it again.',
  tooManyAttempts: 'Too many login attempts. Please try again later.',
  controlCharacters: 'The text may not contain control characters (such as NUL).',
} as const;
