import { describe, expect, it } from 'vitest';
import { fontPreloads } from './font-preloads';

const stems = (files: readonly string[]) =>
  files
    .map((file) =>
      file
        .split('/')
        .pop()!
        .replace(/-normal.*$/, ''),
    )
    .sort();

describe('fontPreloads', () => {
  it('gives an Armenian page its own and Latin faces, whatever the page', () => {
    const home = stems(fontPreloads('hy', 'home'));
    expect(home).toEqual([
      'noto-sans-armenian-armenian-400',
      'noto-sans-armenian-armenian-600',
      'noto-sans-armenian-latin-400',
      'noto-sans-armenian-latin-600',
      'noto-serif-armenian-armenian-600',
      'noto-serif-armenian-latin-600',
    ]);
    expect(stems(fontPreloads('hy', 'basket'))).toEqual(home);
  });

  it('adds the serif Armenian face of the dram sign only where prices are shown', () => {
    for (const locale of ['en', 'ru'] as const) {
      for (const page of ['home', 'category', 'product', 'search']) {
        expect(stems(fontPreloads(locale, page))).toContain('noto-serif-armenian-armenian-600');
      }
      for (const page of ['basket', 'about', undefined]) {
        expect(stems(fontPreloads(locale, page))).not.toContain('noto-serif-armenian-armenian-600');
      }
    }
  });

  it('gives English and Russian pages the Armenian sans of the language switcher', () => {
    expect(stems(fontPreloads('en', 'basket'))).toEqual([
      'noto-sans-armenian-armenian-400',
      'noto-sans-armenian-latin-400',
      'noto-sans-armenian-latin-600',
      'noto-serif-armenian-latin-600',
    ]);
    expect(stems(fontPreloads('ru', 'product'))).toEqual([
      'noto-sans-armenian-armenian-400',
      'noto-sans-armenian-latin-400',
      'noto-sans-armenian-latin-600',
      'noto-serif-armenian-armenian-600',
      'noto-serif-armenian-latin-600',
      'noto-serif-cyrillic-600',
    ]);
  });
});
