/**
 * The staff password rule's limits and the reasons a password is refused, each with the API's
 * (English) message. The back-office translates a refusal by its reason, so the text lives here
 * only. No zod: the browser imports this file alone.
 */
export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 256;

export const passwordReasons = ['tooShort', 'personal', 'common', 'guessable'] as const;
export type PasswordReason = (typeof passwordReasons)[number];

export const passwordMessages: Record<PasswordReason, string> = {
  tooShort: `The password must be at least ${PASSWORD_MIN} characters.`,
  personal: 'The password may not be or contain the email address or the name.',
  common: 'The password is one of the most common passwords.',
  guessable:
    'The password is too easy to guess: avoid repeated characters, sequences and common words.',
};

/** The reason behind one of the messages above, if it is one of them. */
export function passwordReasonOf(message: string): PasswordReason | undefined {
  return passwordReasons.find((reason) => passwordMessages[reason] === message);
}
