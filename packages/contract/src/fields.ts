import { z } from 'zod';

/** A string field whose messages name it: missing and wrong-type inputs are told apart. */
export function text(label: string, max: number) {
  return z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? `The ${label} field is required.`
          : `The ${label} must be a string.`,
    })
    .max(max, `The ${label} may not be greater than ${max} characters.`);
}

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
