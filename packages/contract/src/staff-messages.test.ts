import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN, passwordMessages } from './passwords.ts';
import { recogniseStaffMessage, staffMessages, type StaffMessageKey } from './staff-messages.ts';

describe('staffMessages', () => {
  it('write the API’s texts, values and plurals included', () => {
    expect(staffMessages.categoryHasProducts({ count: 1 })).toBe(
      'This category still has 1 product: move them to another category or delete them first.',
    );
    expect(staffMessages.categoryHasSubcategories({ count: 2 })).toBe(
      'This category still has 2 subcategories: delete them or move them to another category first.',
    );
    expect(staffMessages.orderMovedOn({ status: 1 })).toBe(
      'The order is in transit now; reload the orders.',
    );
    expect(staffMessages.orderStaysPut({ status: 9 })).toBe('An order that is 9 does not move on.');
    expect(staffMessages.orderCannotBecome({ from: 2, to: 3 })).toBe(
      'An order that is done cannot become cancelled.',
    );
    expect(staffMessages.productCategoriesMissing({ ids: [3, 7] })).toBe(
      'These categories do not exist: 3, 7.',
    );
    expect(staffMessages.fileTooLarge({ mb: 15 })).toBe('The file may not be greater than 15 MB.');
    expect(passwordMessages.tooShort).toBe(
      `The password must be at least ${PASSWORD_MIN} characters.`,
    );
  });

  it('read their values back out of the texts they write', () => {
    expect(
      staffMessages.categoryHasProducts.read(
        'This category still has 12 products: move them to another category or delete them first.',
      ),
    ).toEqual({ count: 12 });
    expect(
      staffMessages.orderCannotBecome.read('An order that is in transit cannot become new.'),
    ).toEqual({ from: 1, to: 0 });
    expect(
      staffMessages.weightNoPricePerGram.read(
        staffMessages.weightNoPricePerGram({ metal: 'gold', fineness: 585 }),
      ),
    ).toEqual({ metal: 'gold', fineness: 585 });
    expect(
      staffMessages.animationTooLarge.read(staffMessages.animationTooLarge({ megapixels: 1.5 })),
    ).toEqual({ megapixels: 1.5 });
    expect(
      staffMessages.categoryHasProducts.read('This category still has many products: x.'),
    ).toBeUndefined();
  });

  it('recognises every message as its own, and nothing else', () => {
    const samples: Record<string, Record<string, number | string | number[]>> = {
      fileTooLarge: { mb: 15 },
      tooManyFrames: { frames: 60 },
      animationTooLarge: { megapixels: 16 },
      imageTooLarge: { megapixels: 64 },
      passwordTooShort: { min: 10 },
      categoryHasSubcategories: { count: 1 },
      categoryHasProducts: { count: 3 },
      productCategoriesMissing: { ids: [4] },
      weightNoPricePerGram: { metal: 'silver', fineness: 925 },
      weightPriceTooHigh: { max: 100 },
      metalPriceTooHigh: { count: 2, max: 100 },
      finenessNotOfMetal: { finenesses: [585, 750] },
      metalInUse: { count: 2 },
      metalFinenessInUse: { finenesses: [750] },
      orderMovedOn: { status: 3 },
      orderStaysPut: { status: 2 },
      orderCannotBecome: { from: 0, to: 2 },
      undoTooLate: { minutes: 10 },
    };
    for (const [key, entry] of Object.entries(staffMessages) as [StaffMessageKey, unknown][]) {
      if (typeof entry === 'string') {
        expect(recogniseStaffMessage(entry), key).toEqual({ key, values: {} });
        continue;
      }
      const values = samples[key];
      expect(values, `a sample for ${key}`).toBeDefined();
      const text = (entry as (v: typeof values) => string)(values);
      const read = recogniseStaffMessage(text);
      expect(read?.key, text).toBe(key);
      expect(Object.keys(read!.values).sort()).toEqual(Object.keys(values!).sort());
    }
    expect(recogniseStaffMessage('Something the server says now.')).toBeUndefined();
    expect(recogniseStaffMessage('')).toBeUndefined();
  });
});
