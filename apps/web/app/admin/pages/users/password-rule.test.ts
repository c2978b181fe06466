import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN, passwordMessages, passwordReasons } from '@voski/contract/passwords';
import type { StaffMessageId } from '../../../lib/i18n/messages';
import { ApiError } from '../../client/api-error';
import { adminEn } from '../../i18n/en';
import { adminHy } from '../../i18n/hy';
import { adminRu } from '../../i18n/ru';
import { inStaffLanguage } from './password-rule';

const translator = (catalog: Record<string, string>) => (id: StaffMessageId, values?: object) =>
  Object.entries(values ?? {}).reduce(
    (text, [name, value]) => text.replace(`{${name}}`, String(value)),
    catalog[id] ?? id,
  );

const refusal = (message: string) =>
  new ApiError(422, message, { password: [message], name: ['The name field is required.'] });

describe('inStaffLanguage', () => {
  it('says every reason the server refuses a password for in each staff language', () => {
    for (const catalog of [adminHy, adminEn, adminRu]) {
      const said = passwordReasons.map((reason) => {
        const error = inStaffLanguage(refusal(passwordMessages[reason]), translator(catalog));
        return (error as ApiError).fieldErrors.password![0]!;
      });
      expect(new Set(said).size).toBe(passwordReasons.length);
      for (const text of said) expect(text).not.toMatch(/^admin\.|\{/);
    }
    const short = inStaffLanguage(refusal(passwordMessages.tooShort), translator(adminRu));
    expect((short as ApiError).fieldErrors.password).toEqual([
      `Пароль должен содержать не меньше ${PASSWORD_MIN} символов.`,
    ]);
  });

  it('translates the toast message too, and leaves the other fields as they came', () => {
    const error = inStaffLanguage(refusal(passwordMessages.common), translator(adminHy));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(adminHy['admin.password.common']);
    expect((error as ApiError).fieldErrors.name).toEqual(['The name field is required.']);
  });

  it('passes other failures and unknown messages through', () => {
    const conflict = new ApiError(409, 'The last admin cannot be demoted.');
    expect(inStaffLanguage(conflict, translator(adminEn))).toBe(conflict);
    const other = inStaffLanguage(refusal('Something new.'), translator(adminEn)) as ApiError;
    expect(other.fieldErrors.password).toEqual(['Something new.']);
  });
});
