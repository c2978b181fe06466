import { describe, expect, it } from 'vitest';
import {
  isStaffPath,
  localeFromPath,
  localizedHref,
  localizedPath,
  pick,
  pickedLang,
} from './locale';
import { browserLocale } from './staff-locale';

describe('localeFromPath', () => {
  it.each([
    ['/', 'hy'],
    ['/products/3', 'hy'],
    ['/en', 'en'],
    ['/en/', 'en'],
    ['/en/x', 'en'],
    ['/ru/x', 'ru'],
    ['/hy/x', 'hy'],
    ['/english', 'hy'],
    ['/login', 'hy'],
    ['/admin/faq/all', 'hy'],
  ])('%s is %s', (path, locale) => {
    expect(localeFromPath(path)).toBe(locale);
  });
});

describe('localizedPath', () => {
  it('keeps the page when switching from Armenian', () => {
    expect(localizedPath('/', 'hy')).toBe('/');
    expect(localizedPath('/', 'en')).toBe('/en');
    expect(localizedPath('/', 'ru')).toBe('/ru');
    expect(localizedPath('/products/3', 'ru')).toBe('/ru/products/3');
  });

  it('keeps the page when switching from English', () => {
    expect(localizedPath('/en/x', 'hy')).toBe('/x');
    expect(localizedPath('/en/x', 'ru')).toBe('/ru/x');
    expect(localizedPath('/en/x', 'en')).toBe('/en/x');
    expect(localizedPath('/en', 'hy')).toBe('/');
    expect(localizedPath('/en/', 'ru')).toBe('/ru');
  });

  it('keeps the page when switching from Russian', () => {
    expect(localizedPath('/ru/x', 'hy')).toBe('/x');
    expect(localizedPath('/ru/x', 'en')).toBe('/en/x');
    expect(localizedPath('/ru/a/b', 'en')).toBe('/en/a/b');
  });

  it('does not prefix staff paths', () => {
    expect(localizedPath('/login', 'en')).toBe('/login');
    expect(localizedPath('/admin/faq/all', 'ru')).toBe('/admin/faq/all');
  });

  it('does not take look-alike segments for a locale', () => {
    expect(localizedPath('/english', 'ru')).toBe('/ru/english');
  });
});

describe('localizedHref', () => {
  it('prefixes non-default locales only', () => {
    expect(localizedHref('hy', '/products/1')).toBe('/products/1');
    expect(localizedHref('en', '/products/1')).toBe('/en/products/1');
    expect(localizedHref('ru', '/')).toBe('/ru');
    expect(localizedHref('hy', '/')).toBe('/');
  });
});

describe('isStaffPath', () => {
  it('matches /login and /admin and their sub-paths only', () => {
    expect(isStaffPath('/login')).toBe(true);
    expect(isStaffPath('/admin')).toBe(true);
    expect(isStaffPath('/admin/slide/all')).toBe(true);
    expect(isStaffPath('/administrator')).toBe(false);
    expect(isStaffPath('/en/login')).toBe(false);
  });
});

describe('pick', () => {
  const category = { name: 'Մատանիներ', name_en: 'Rings', name_ru: '' };

  it('returns the bare field for Armenian', () => {
    expect(pick(category, 'name', 'hy')).toBe('Մատանիներ');
  });

  it('returns the translation when there is one', () => {
    expect(pick(category, 'name', 'en')).toBe('Rings');
  });

  it('falls back to Armenian when the translation is empty, blank or missing', () => {
    expect(pick(category, 'name', 'ru')).toBe('Մատանիներ');
    expect(pick({ title: 'Ոսկի', title_en: '   ' }, 'title', 'en')).toBe('Ոսկի');
    expect(pick({ title: 'Ոսկի', title_en: null }, 'title', 'en')).toBe('Ոսկի');
    expect(pick({ title: 'Ոսկի' }, 'title', 'ru')).toBe('Ոսկի');
  });

  it('pickedLang marks the Armenian fallback, and nothing else', () => {
    expect(pickedLang(category, 'name', 'ru')).toBe('hy');
    expect(pickedLang({ title: 'Ոսկի', title_en: '  ' }, 'title', 'en')).toBe('hy');
    expect(pickedLang(category, 'name', 'en')).toBeUndefined();
    // the page's own language, and an empty text, need no mark
    expect(pickedLang(category, 'name', 'hy')).toBeUndefined();
    expect(pickedLang({ title: '', title_en: '' }, 'title', 'en')).toBeUndefined();
  });
});

describe('browserLocale', () => {
  it.each([
    [['en-US', 'hy'], 'en'],
    [['de-DE', 'RU-ru', 'en'], 'ru'],
    [['hy-AM'], 'hy'],
    [['de', 'fr'], null],
    [[], null],
  ])('%j gives %s', (languages, locale) => {
    expect(browserLocale(languages)).toBe(locale);
  });
});
