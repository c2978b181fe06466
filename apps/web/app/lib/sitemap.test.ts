import { describe, expect, it } from 'vitest';
import { fixedSitemapPages, sitemapXml } from './sitemap';

const origin = 'https://voski.example';

describe('the sitemap’s fixed pages', () => {
  it('list the sale in each language while one runs', () => {
    const pages = fixedSitemapPages([1, 5], true);
    expect(pages.map((p) => p.path)).toEqual(
      expect.arrayContaining(['/', '/offers', '/sale', '/products/1', '/products/5']),
    );
    const xml = sitemapXml(origin, pages);
    for (const href of [`${origin}/sale`, `${origin}/en/sale`, `${origin}/ru/sale`]) {
      expect(xml).toContain(`<loc>${href}</loc>`);
    }
  });

  it('leave it out while no sale runs', () => {
    const pages = fixedSitemapPages([1, 5], false);
    expect(pages.map((p) => p.path)).not.toContain('/sale');
    expect(sitemapXml(origin, pages)).not.toContain('/sale');
  });
});
