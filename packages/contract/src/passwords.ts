import { staffMessages } from './staff-messages.ts';

/**
 * The staff password rule's limits and the reasons a password is refused, each with the API's
 * (English) message, which staff-messages.ts holds (the back-office translates it from there).
 * No zod: the browser imports this file.
 */
export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 256;

export const passwordReasons = [
  'tooShort',
  'personal',
  'shopWords',
  'common',
  'guessable',
] as const;
export type PasswordReason = (typeof passwordReasons)[number];

export const passwordMessages: Record<PasswordReason, string> = {
  tooShort: staffMessages.passwordTooShort({ min: PASSWORD_MIN }),
  personal: staffMessages.passwordPersonal,
  shopWords: staffMessages.passwordShopWords,
  common: staffMessages.passwordCommon,
  guessable: staffMessages.passwordGuessable,
};
