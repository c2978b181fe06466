import { defaultLocale, localizedHref, locales } from './i18n/locale';

export interface SitemapPage {
  /** A locale-free storefront path ('/product/3'). */
  path: string;
  /** ISO 8601 date of the last change, when known. */
  lastModified?: string;
}

/** Pages that exist whatever the catalog holds. */
const staticPages = [
  '/',
  '/offers',
  '/new',
  '/contacts',
  '/faq',
  '/return-policy',
  '/about',
  '/blog',
];

/**
 * The sitemap's fixed pages: the static ones, each top-level category, and the sale while
 * one runs (without one, `/sale` only says so and is `noindex`).
 */
export function fixedSitemapPages(
  categoryIds: readonly number[],
  saleRuns: boolean,
): SitemapPage[] {
  return [
    ...staticPages.map((path) => ({ path })),
    ...(saleRuns ? [{ path: '/sale' }] : []),
    ...categoryIds.map((id) => ({ path: `/products/${id}` })),
  ];
}

/** Pages private to a visitor or of no use to a search engine. */
export const disallowedPrefixes = ['/admin', '/login', '/api/'];
export const privatePages = ['/basket', '/favorites', '/checkout', '/payment/'];

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** A sitemap with every page in every language, each listing its hreflang alternates. */
export function sitemapXml(origin: string, pages: SitemapPage[]): string {
  const urls = pages.flatMap(({ path, lastModified }) => {
    const alternates = [
      ...locales.map((locale) => ({
        lang: locale,
        href: `${origin}${localizedHref(locale, path)}`,
      })),
      { lang: 'x-default', href: `${origin}${localizedHref(defaultLocale, path)}` },
    ]
      .map(
        ({ lang, href }) =>
          `    <xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(href)}"/>`,
      )
      .join('\n');
    const date =
      lastModified && !Number.isNaN(Date.parse(lastModified))
        ? `\n    <lastmod>${new Date(lastModified).toISOString().slice(0, 10)}</lastmod>`
        : '';
    return locales.map(
      (locale) =>
        `  <url>\n    <loc>${escapeXml(`${origin}${localizedHref(locale, path)}`)}</loc>${date}\n${alternates}\n  </url>`,
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Blog posts per sitemap file: the blog API's largest page. */
export const BLOGS_PER_SITEMAP = 100;

/** A sitemap index: the sitemap files, each within the protocol's 50,000 URLs. */
export function sitemapIndexXml(origin: string, paths: string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...paths.map((path) => `  <sitemap><loc>${escapeXml(`${origin}${path}`)}</loc></sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n');
}

export function xmlResponse(xml: string): Response {
  return new Response(xml, {
    headers: {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    },
  });
}

/** robots.txt: staff pages, the API, and each language's basket, favourites and checkout out. */
export function robotsTxt(origin: string): string {
  const localized = privatePages.flatMap((page) =>
    locales.map((locale) => localizedHref(locale, page)),
  );
  return [
    'User-agent: *',
    ...[...disallowedPrefixes, ...localized].map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
