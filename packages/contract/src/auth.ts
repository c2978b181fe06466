import { z } from 'zod';
import { emailField, personNameField, text } from './fields.ts';
import { PASSWORD_MAX, PASSWORD_MIN, passwordMessages } from './passwords.ts';
import { roleIds, type RoleId } from './roles.ts';

export const signInBody = z.strictObject({
  email: emailField,
  password: text('password', PASSWORD_MAX).min(1, 'The password field is required.'),
});
export type SignInBody = z.infer<typeof signInBody>;

const ROLE_ID_RULE = 'The role id must be 1 (Admin), 2 (Seller) or 3 (Adder).';
const roleIdField = z.coerce
  .number({
    error: (issue) => (issue.input === undefined ? 'The role id field is required.' : ROLE_ID_RULE),
  })
  .refine((n): n is RoleId => (roleIds as readonly number[]).includes(n), { error: ROLE_ID_RULE })
  .transform((n) => n as RoleId);

/** A staff password being set. The server's policy adds what a schema cannot tell (common ones). */
const newPasswordField = text('password', PASSWORD_MAX).min(
  PASSWORD_MIN,
  passwordMessages.tooShort,
);

export const registerBody = z.strictObject({
  name: personNameField,
  email: emailField,
  password: newPasswordField,
  role_id: roleIdField,
});
export type RegisterBody = z.infer<typeof registerBody>;

/** An Admin's change to a staff account: any of its name, role, password and whether it is active. */
export const updateUserBody = z.strictObject({
  name: personNameField.optional(),
  role_id: roleIdField.optional(),
  password: newPasswordField.optional(),
  /** **Beyond**: false deactivates the account (its sessions end, it cannot sign in). */
  active: z.boolean({ error: 'The active field must be true or false.' }).optional(),
});
export type UpdateUserBody = z.infer<typeof updateUserBody>;

const roleIdOut = z.union(roleIds.map((id) => z.literal(id)));

export const publicUser = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role_id: roleIdOut,
});
export type PublicUser = z.infer<typeof publicUser>;

/** GET /auth/users entries; `active` is **beyond** the contract. */
export const listedUser = publicUser.extend({ created_at: z.string(), active: z.boolean() });
export type ListedUser = z.infer<typeof listedUser>;

export const signInResponse = z.object({
  status: z.literal(true),
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
  user: publicUser,
});
export type SignInResponse = z.infer<typeof signInResponse>;
