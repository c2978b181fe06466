import { PASSWORD_MAX, PASSWORD_MIN } from '@voski/contract/passwords';
import type { Translate } from '../../client/server-text';

// The server's refusals of a password (a common one, the owner's name) are said in the staff
// language where every server message is: client/server-text.ts.

/** What the form checks itself; the server adds the rest (common passwords, the name). */
export const passwordRules = (t: Translate) => [
  { min: PASSWORD_MIN, message: t('admin.users.passwordShort', { min: PASSWORD_MIN }) },
  { max: PASSWORD_MAX, message: t('admin.field.tooLong', { max: PASSWORD_MAX }) },
];

/** The rule, said under the field before anything is typed. */
export const passwordHelp = (t: Translate) => t('admin.users.passwordRule', { min: PASSWORD_MIN });
