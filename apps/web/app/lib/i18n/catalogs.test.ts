import { describe, expect, it } from 'vitest';
import { en } from './en';
import { hy } from './hy';
import { ru } from './ru';

const keys = (catalog: object) => Object.keys(catalog).sort();

describe('message catalogs', () => {
  it('have the same keys in every language', () => {
    expect(keys(en)).toEqual(keys(hy));
    expect(keys(ru)).toEqual(keys(hy));
  });

  it('have no empty messages', () => {
    for (const catalog of [hy, en, ru]) {
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
});
