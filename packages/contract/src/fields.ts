import { z } from 'zod';
import { messages } from './errors.ts';
import { REFUSED_CHARACTER } from './text-characters.ts';

/**
 * Every text a client sends is one of these: NUL and the other control characters, and what
 * XML cannot carry (U+FFFF, a lone surrogate: the orders export would not open), are refused
 * with a 422. Tab, line feed and carriage return stay (multi-line text).
 */
export function inputString(params?: Parameters<typeof z.string>[0]) {
  return z
    .string(params)
    .refine((value) => !REFUSED_CHARACTER.test(value), messages.controlCharacters);
}

/** A string field whose messages name it: missing and wrong-type inputs are told apart. */
export function text(label: string, max: number) {
  return inputString({
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? `The ${label} field is required.`
        : `The ${label} must be a string.`,
  }).max(max, `The ${label} may not be greater than ${max} characters.`);
}

/** A required text with the form's own messages (trimmed; blank counts as missing). */
export const requiredString = (required: string, max: number, tooLong = required) =>
  inputString({ error: required }).trim().min(1, required).max(max, tooLong);

export function requiredText(label: string, max: number) {
  return text(label, max).trim().min(1, `The ${label} field is required.`);
}

/** Field rules shared by every form that asks for them. */
export const emailField = requiredText('email', 320).pipe(
  z.email('The email must be a valid email address.'),
);

export const personNameField = requiredText('name', 255);

export const idParam = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

/** An optional integer: absent and empty (`?min=`, an empty form field) both mean "no value". */
export function optionalInt(label: string, min: number, max: number) {
  const rule = `The ${label} must be a whole number from ${min} to ${max}.`;
  return z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^(-?\d{1,12})?$/)
          .transform((s) => (s === '' ? undefined : Number(s))),
      ],
      { error: rule },
    )
    .pipe(z.number().int(rule).min(min, rule).max(max, rule).optional())
    .optional();
}

/** Several values of one parameter: repeated (`?a=1&a=2`), a comma list, or one value. */
export function listParam<T extends z.ZodType<unknown, string>>(
  label: string,
  item: T,
  maxItems: number,
) {
  const rule = `The ${label} must be a list of at most ${maxItems} values.`;
  return z
    .union([inputString(), z.array(inputString())], { error: rule })
    .transform((value) =>
      [value]
        .flat()
        .flatMap((v) => v.split(','))
        .map((v) => v.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item).max(maxItems, rule))
    .transform((items) => [...new Set(items)] as z.output<T>[])
    .optional();
}
