import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerShopLocalesLocally } from './known-locales';

const natives = {
  number: Intl.NumberFormat.supportedLocalesOf,
  date: Intl.DateTimeFormat.supportedLocalesOf,
};

describe('answerShopLocalesLocally', () => {
  beforeEach(() => {
    Intl.NumberFormat.supportedLocalesOf = vi.fn(natives.number);
    Intl.DateTimeFormat.supportedLocalesOf = vi.fn(natives.date);
  });
  afterEach(() => {
    Intl.NumberFormat.supportedLocalesOf = natives.number;
    Intl.DateTimeFormat.supportedLocalesOf = natives.date;
    vi.unstubAllGlobals();
  });

  it('leaves the server alone', () => {
    const before = Intl.NumberFormat.supportedLocalesOf;
    answerShopLocalesLocally();
    expect(Intl.NumberFormat.supportedLocalesOf).toBe(before);
  });

  it('answers for the shop’s languages in the browser without asking the engine', () => {
    vi.stubGlobal('document', {});
    const askedNumber = Intl.NumberFormat.supportedLocalesOf;
    const askedDate = Intl.DateTimeFormat.supportedLocalesOf;
    answerShopLocalesLocally();
    expect(Intl.NumberFormat.supportedLocalesOf('hy')).toEqual(['hy']);
    expect(Intl.NumberFormat.supportedLocalesOf(['ru', 'en', 'ru'])).toEqual(['ru', 'en']);
    expect(Intl.DateTimeFormat.supportedLocalesOf('en')).toEqual(['en']);
    expect(askedNumber).not.toHaveBeenCalled();
    expect(askedDate).not.toHaveBeenCalled();
  });

  it('asks the engine about any other language', () => {
    vi.stubGlobal('document', {});
    const askedNumber = Intl.NumberFormat.supportedLocalesOf;
    answerShopLocalesLocally();
    expect(Intl.NumberFormat.supportedLocalesOf(['hy', 'de'])).toEqual(
      natives.number(['hy', 'de']),
    );
    expect(Intl.NumberFormat.supportedLocalesOf([])).toEqual([]);
    expect(askedNumber).toHaveBeenCalledTimes(2);
  });
});
