import { describe, expect, it } from 'vitest';
import { parseProduct } from './api-types';
import { seoMeta } from './page-meta';
import { productImages, productJsonLd } from '../storefront/product/product-seo';
import { robotsTxt, sitemapIndexXml, sitemapXml } from './sitemap';
import { excerpt, htmlToText } from './text';

const origin = 'https://voski.am';

describe('seoMeta', () => {
  const tags = seoMeta(
    { locale: 'en', pathname: '/en/product/3', origin },
    {
      title: 'Ring — Voski',
      description: 'A ring',
      image: 'uploads/products/a.webp',
      type: 'product',
    },
  );

  it('gives the canonical address and each language as an alternate', () => {
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: `${origin}/en/product/3`,
    });
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'hy',
      href: `${origin}/product/3`,
    });
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'ru',
      href: `${origin}/ru/product/3`,
    });
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'x-default',
      href: `${origin}/product/3`,
    });
  });

  it('gives Open Graph tags with an absolute image', () => {
    expect(tags).toContainEqual({
      property: 'og:image',
      content: `${origin}/uploads/products/a.webp`,
    });
    expect(tags).toContainEqual({ property: 'og:locale', content: 'en_US' });
    expect(tags).toContainEqual({ property: 'og:locale:alternate', content: 'hy_AM' });
    expect(tags).toContainEqual({ title: 'Ring — Voski' });
  });

  it('keeps private pages out of the index, without alternates', () => {
    const basket = seoMeta(
      { locale: 'hy', pathname: '/basket', origin },
      { title: 'Զամբյուղ', noindex: true },
    );
    expect(basket).toContainEqual({ name: 'robots', content: 'noindex, follow' });
    expect(basket.some((tag) => 'rel' in tag)).toBe(false);
  });
});

describe('product JSON-LD', () => {
  const product = parseProduct({
    id: 3,
    title: 'Մատանի',
    title_en: 'Ring',
    model: 'VS-3',
    weight: 2.5,
    metal: 'Ոսկի',
    metal_en: 'Gold',
    respect: 585,
    status: 0,
    price: 97500,
    avatar: 'uploads/products/a.webp',
    images: [
      { id: 1, image: 'uploads/products/a.webp' },
      { id: 2, image: 'uploads/products/b.webp' },
    ],
  })!;

  it('has the price in AMD and the availability', () => {
    expect(productJsonLd(product, 'en', `${origin}/en/product/3`, origin)).toMatchObject({
      '@type': 'Product',
      name: 'Ring',
      sku: 'VS-3',
      material: 'Gold',
      weight: { value: 2.5, unitCode: 'GRM' },
      offers: {
        price: '97500',
        priceCurrency: 'AMD',
        availability: 'https://schema.org/OutOfStock',
      },
    });
  });

  it('gives a sale’s price, valid through its last Yerevan day', () => {
    const onSale = { ...product, sale_price: 82_900, sale_ends_at: '2026-12-07T20:00:00.000Z' };
    expect(productJsonLd(onSale, 'en', `${origin}/en/product/3`, origin).offers).toMatchObject({
      price: '82900',
      priceValidUntil: '2026-12-07',
    });
  });

  it('lists each photo once, the main one first', () => {
    expect(productImages(product)).toEqual(['uploads/products/a.webp', 'uploads/products/b.webp']);
  });
});

describe('sitemap and robots', () => {
  const xml = sitemapXml(origin, [
    { path: '/' },
    { path: '/product/3', lastModified: '2026-05-01T10:00:00Z' },
  ]);

  it('lists each page in every language with its alternates', () => {
    for (const loc of ['/', '/en', '/ru', '/product/3', '/en/product/3', '/ru/product/3']) {
      expect(xml).toContain(`<loc>${origin}${loc}</loc>`);
    }
    expect(xml.match(/<url>/g)).toHaveLength(6);
    expect(xml.match(/hreflang="x-default"/g)).toHaveLength(6);
    expect(xml).toContain('<lastmod>2026-05-01</lastmod>');
  });

  it('keeps staff pages, the API, and every basket and checkout out', () => {
    const robots = robotsTxt(origin);
    for (const path of [
      '/admin',
      '/login',
      '/api/',
      '/basket',
      '/en/basket',
      '/ru/checkout',
      '/favorites',
    ]) {
      expect(robots).toContain(`Disallow: ${path}\n`);
    }
    expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });
});

describe('text of rich HTML', () => {
  it('drops tags and decodes entities', () => {
    expect(htmlToText('<p>Gold &amp; <b>silver</b></p><script>x()</script>&#1333;')).toBe(
      'Gold & silver Ե',
    );
  });

  it('cuts excerpts at a word', () => {
    expect(excerpt('one two three four', 15)).toBe('one two three…');
    expect(excerpt('short', 12)).toBe('short');
  });
});

describe('sitemap index', () => {
  it('indexes the sitemap files', () => {
    const index = sitemapIndexXml(origin, ['/sitemaps/pages.xml', '/sitemaps/products-1.xml']);
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(index).toContain(`<sitemap><loc>${origin}/sitemaps/products-1.xml</loc></sitemap>`);
  });
});
