import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN, passwordMessages } from '@voski/contract/passwords';
import { staffMessages, type StaffMessageKey } from '@voski/contract/staff-messages';
import { adminEn } from '../i18n/en';
import { adminHy } from '../i18n/hy';
import { adminRu } from '../i18n/ru';
import { ApiError, apiErrorFrom, unreachableMessage } from './api-error';
import { failureText, inStaffLanguage, serverText, type Translate } from './server-text';

const catalogs = { hy: adminHy, en: adminEn, ru: adminRu } as const;

/** The catalog of `locale` as the back-office formats it. */
const translator = (locale: keyof typeof catalogs): Translate => {
  const intl = createIntl({ locale, messages: catalogs[locale] as Record<string, string> });
  return (id, values) => intl.formatMessage({ id }, values);
};

/** Says which message was asked for, and with what: `id {"count":2}`. */
const recorder: Translate = (id, values) => `${id} ${JSON.stringify(values ?? {})}`;

/** Values for each message that has them, and what the back-office is to pass on. */
const samples: Partial<Record<StaffMessageKey, [object, Record<string, string | number>]>> = {
  fileTooLarge: [{ mb: 15 }, { mb: 15 }],
  tooManyFrames: [{ frames: 60 }, { frames: 60 }],
  animationTooLarge: [{ megapixels: 16 }, { megapixels: 16 }],
  imageTooLarge: [{ megapixels: 64 }, { megapixels: 64 }],
  passwordTooShort: [{ min: PASSWORD_MIN }, { min: PASSWORD_MIN }],
  categoryHasSubcategories: [{ count: 2 }, { count: 2 }],
  categoryHasProducts: [{ count: 1 }, { count: 1 }],
  productCategoriesMissing: [{ ids: [4, 9] }, { ids: '4, 9' }],
  weightNoPricePerGram: [
    { metal: 'gold', fineness: 585 },
    { metal: 'gold', fineness: 585 },
  ],
  weightPriceTooHigh: [{ max: 2_000_000_000 }, { max: 2_000_000_000 }],
  finenessNotOfMetal: [{ finenesses: [585, 750] }, { finenesses: '585, 750' }],
  metalInUse: [{ count: 3 }, { count: 3 }],
  metalFinenessInUse: [{ finenesses: [750] }, { finenesses: '750' }],
  metalPriceTooHigh: [
    { count: 3, max: 2_000_000_000 },
    { count: 3, max: 2_000_000_000 },
  ],
  orderMovedOn: [{ status: 1 }, { status: 1 }],
  orderStaysPut: [{ status: 2 }, { status: 2 }],
  orderCannotBecome: [
    { from: 2, to: 3 },
    { from: 2, to: 3 },
  ],
  undoTooLate: [{ minutes: 10 }, { minutes: 10 }],
};

/** Every staff message as the server writes it, with the values the back-office should read. */
const serverTexts = (Object.keys(staffMessages) as StaffMessageKey[]).map((key) => {
  const entry = staffMessages[key];
  if (typeof entry === 'string') return { key, text: entry, values: {} };
  const [input, values] = samples[key] ?? [];
  if (!input || !values) throw new Error(`no sample values for ${key}`);
  return { key, text: (entry as (values: object) => string)(input), values };
});

const armenian = /[\u0531-\u058F]/;
const cyrillic = /[\u0400-\u04FF]/;

describe('serverText', () => {
  it('asks the catalog for each message the server can refuse with, with its values', () => {
    for (const { key, text, values } of serverTexts) {
      const [id = '', shown = ''] = serverText(text, recorder).split(/ (?=\{)/);
      expect(id, text).toMatch(/^admin\./);
      expect(id in adminHy, `${key}: ${id}`).toBe(true);
      expect(JSON.parse(shown), text).toEqual(values);
    }
    // the catalog ids are each message's own
    const ids = serverTexts.map(({ text }) => serverText(text, recorder).split(' ')[0]);
    expect(new Set(ids).size).toBe(serverTexts.length);
  });

  it('says every one of them in Armenian, English and Russian, values filled in', () => {
    for (const locale of ['hy', 'en', 'ru'] as const) {
      const t = translator(locale);
      for (const { key, text, values } of serverTexts) {
        const said = serverText(text, t);
        expect(said, `${locale} ${key}`).not.toMatch(/^admin\.|[{}]/);
        if (locale === 'hy') expect(said, key).toMatch(armenian);
        if (locale === 'ru') expect(said, key).toMatch(cyrillic);
        if (locale !== 'en') expect(said, key).not.toBe(text);
        // the values are carried over: a count, a list, a limit (1,000 grouped as the language does)
        for (const value of Object.values(values)) {
          if (key.startsWith('order') || key === 'weightNoPricePerGram') continue;
          const digits = String(value).replace(/\D/g, '');
          expect(said.replace(/\D/g, ''), `${locale} ${key}`).toContain(digits);
        }
      }
    }
  });

  it('counts, names statuses and metals in each language’s grammar', () => {
    const hy = translator('hy');
    const en = translator('en');
    const ru = translator('ru');
    const products = (count: number) => staffMessages.categoryHasProducts({ count });
    expect(serverText(products(1), ru)).toBe(
      'В этой категории ещё 1 товар: сначала перенесите его в другую категорию или удалите.',
    );
    expect(serverText(products(3), ru)).toBe(
      'В этой категории ещё 3 товара: сначала перенесите их в другую категорию или удалите.',
    );
    expect(serverText(products(5), ru)).toBe(
      'В этой категории ещё 5 товаров: сначала перенесите их в другую категорию или удалите.',
    );
    expect(serverText(products(2), hy)).toBe(
      'Այս կատեգորիայում դեռ կա 2 ապրանք․ նախ տեղափոխեք դրանք այլ կատեգորիա կամ ջնջեք։',
    );
    expect(serverText(products(1), en)).toBe(
      'This category still has 1 product: move it to another category or delete it first.',
    );
    expect(serverText(staffMessages.categoryHasSubcategories({ count: 21 }), ru)).toMatch(
      /^В этой категории ещё 21 подкатегория: сначала удалите её/,
    );
    expect(serverText(staffMessages.orderMovedOn({ status: 1 }), ru)).toBe(
      'Заказ уже в статусе «в пути»; обновите список заказов.',
    );
    expect(serverText(staffMessages.orderCannotBecome({ from: 2, to: 3 }), hy)).toBe(
      'Պատվերը «առաքված» կարգավիճակից չի կարող անցնել «չեղարկված» կարգավիճակի։',
    );
    expect(serverText(staffMessages.orderStaysPut({ status: 7 }), en)).toBe(
      'An order that is 7 does not move on.',
    );
    expect(
      serverText(staffMessages.weightNoPricePerGram({ metal: 'silver', fineness: 925 }), ru),
    ).toBe(
      'Не задана цена грамма серебра 925 пробы: сначала задайте её в разделе «Цены металлов».',
    );
    expect(serverText(staffMessages.lastAdminDeleted, hy)).toBe(
      'Վերջին ադմինիստրատորին չի կարելի ջնջել։',
    );
    expect(serverText(passwordMessages.tooShort, ru)).toBe(
      `Пароль должен содержать не меньше ${PASSWORD_MIN} символов.`,
    );
  });

  it('passes a text it does not know through as it came', () => {
    const t = translator('hy');
    for (const text of [
      'Something the server says now.',
      'This category still has many products: move them to another category or delete them first.',
      `${staffMessages.lastAdminDeleted} `,
      '',
    ]) {
      expect(serverText(text, t)).toBe(text);
    }
  });

  it('says an answer without a message in the staff member’s language, with its status', () => {
    const failed = apiErrorFrom(502, null).message;
    expect(serverText(failed, translator('hy'))).toBe(
      'Հարցումը չհաջողվեց (սխալ 502)։ Փորձեք կրկին։',
    );
    expect(serverText(failed, translator('en'))).toBe(
      'The request failed (error 502). Please try again.',
    );
    expect(serverText(failed, translator('ru'))).toBe(
      'Запрос не выполнен (ошибка 502). Попробуйте ещё раз.',
    );
    expect(serverText('Request failed (5022)', translator('en'))).toBe('Request failed (5022)');
  });
});

describe('inStaffLanguage', () => {
  it('says the message and the field messages it knows, and leaves the rest as they came', () => {
    const refused = new ApiError(422, staffMessages.emailTaken, {
      email: [staffMessages.emailTaken],
      password: [passwordMessages.common, 'Something new.'],
    });
    const said = inStaffLanguage(refused, translator('ru'));
    expect(said).toBeInstanceOf(ApiError);
    expect(said.status).toBe(422);
    expect(said.message).toBe('Учётная запись с этим адресом уже есть.');
    expect(said.fieldErrors).toEqual({
      email: ['Учётная запись с этим адресом уже есть.'],
      password: ['Это один из самых распространённых паролей.', 'Something new.'],
    });
  });

  it('keeps an unknown failure as it was', () => {
    const said = inStaffLanguage(new ApiError(409, 'Another reason.'), translator('hy'));
    expect([said.status, said.message, said.fieldErrors]).toEqual([409, 'Another reason.', {}]);
    expect(inStaffLanguage(new Error('boom'), translator('en')).message).toBe('boom');
  });
});

describe('failureText', () => {
  it('says a lost connection, and the server’s refusal, in the staff language', () => {
    const t = translator('hy');
    expect(failureText(new ApiError(0, unreachableMessage), t)).toBe(
      adminHy['admin.error.unreachable'],
    );
    expect(failureText(new ApiError(403, staffMessages.selfDeleted), t)).toBe(
      'Դուք չեք կարող ջնջել ձեր սեփական հաշիվը։',
    );
    expect(failureText(new ApiError(404, 'Gone elsewhere.'), t)).toBe('Gone elsewhere.');
  });
});
