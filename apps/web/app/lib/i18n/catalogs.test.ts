import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { adminEn } from '../../admin/i18n/en';
import { adminHy } from '../../admin/i18n/hy';
import { adminRu } from '../../admin/i18n/ru';
import { en } from './en';
import { hy } from './hy';
import { ru } from './ru';

const keys = (catalog: object) => Object.keys(catalog).sort();

describe('message catalogs', () => {
  it('have the same keys in every language', () => {
    expect(keys(en)).toEqual(keys(hy));
    expect(keys(ru)).toEqual(keys(hy));
    expect(keys(adminEn)).toEqual(keys(adminHy));
    expect(keys(adminRu)).toEqual(keys(adminHy));
  });

  it('keep staff labels apart from the storefront’s, which every page downloads', () => {
    expect(Object.keys(hy).filter((id) => id.startsWith('admin.'))).toEqual([]);
    expect(Object.keys(adminHy).every((id) => id.startsWith('admin.'))).toBe(true);
  });

  it('have no empty messages', () => {
    for (const catalog of [hy, en, ru, adminHy, adminEn, adminRu]) {
      for (const [id, message] of Object.entries(catalog)) {
        expect(message.trim(), id).not.toBe('');
      }
    }
  });

  it('are written in their own script', () => {
    const armenian = /[\u0531-\u058F]/;
    const cyrillic = /[\u0400-\u04FF]/;
    expect(hy['home.hero.title']).toMatch(armenian);
    expect(hy['nav.basket']).toMatch(armenian);
    expect(ru['home.hero.title']).toMatch(cyrillic);
    expect(ru['nav.basket']).toMatch(cyrillic);
  });

  it('print counts as {shown}, not #, which would load Intl.NumberFormat in the browser', () => {
    const pounds = (elements: MessageFormatElement[]): number =>
      elements.reduce((found, element) => {
        if (element.type === TYPE.pound) return found + 1;
        if (element.type === TYPE.plural || element.type === TYPE.select) {
          return (
            found +
            Object.values(element.options).reduce((sum, { value }) => sum + pounds(value), 0)
          );
        }
        if (element.type === TYPE.tag) return found + pounds(element.children);
        return found;
      }, 0);
    for (const catalog of [hy, en, ru]) {
      const withPound = Object.entries(catalog).filter(([, message]) => pounds(parse(message)) > 0);
      expect(withPound.map(([id]) => id)).toEqual([]);
    }
  });
});
