import {
  PASSWORD_MAX,
  PASSWORD_MIN,
  passwordReasonOf,
  type PasswordReason,
} from '@voski/contract/passwords';
import type { StaffMessageId } from '../../../lib/i18n/messages';
import { ApiError } from '../../client/api-error';

type Translate = (id: StaffMessageId, values?: Record<string, string | number>) => string;

/** The catalog message for each reason the server refuses a new password for. */
const reasonIds: Record<PasswordReason, StaffMessageId> = {
  tooShort: 'admin.users.passwordShort',
  personal: 'admin.password.personal',
  common: 'admin.password.common',
  guessable: 'admin.password.guessable',
};

/** A failed save, with the server's (English) password refusals in the staff language. */
export function inStaffLanguage(error: unknown, t: Translate): unknown {
  const refusals = error instanceof ApiError ? error.fieldErrors.password : undefined;
  if (!(error instanceof ApiError) || !refusals) return error;
  const translate = (message: string) => {
    const reason = passwordReasonOf(message);
    return reason ? t(reasonIds[reason], { min: PASSWORD_MIN }) : message;
  };
  return new ApiError(error.status, translate(error.message), {
    ...error.fieldErrors,
    password: refusals.map(translate),
  });
}

/** For `.catch`: rethrows a failed save with its password refusals translated. */
export const rethrowInStaffLanguage =
  (t: Translate) =>
  (error: unknown): never => {
    throw inStaffLanguage(error, t);
  };

/** What the form checks itself; the server adds the rest (common passwords, the name). */
export const passwordRules = (t: Translate) => [
  { min: PASSWORD_MIN, message: t('admin.users.passwordShort', { min: PASSWORD_MIN }) },
  { max: PASSWORD_MAX, message: t('admin.field.tooLong', { max: PASSWORD_MAX }) },
];

/** The rule, said under the field before anything is typed. */
export const passwordHelp = (t: Translate) => t('admin.users.passwordRule', { min: PASSWORD_MIN });
