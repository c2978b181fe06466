import { SITEMAP_PRODUCTS_MAX } from '@voski/contract/product-options';
import { pageCount, totalOf } from '../storefront/catalogue/list-pages';
import { getJson, getOptionalJson } from '../lib/server-api';
import { BLOGS_PER_SITEMAP, sitemapIndexXml, xmlResponse } from '../lib/sitemap';
import type { Route } from './+types/sitemap';

/**
 * The sitemap index: one file of the shop's fixed pages and categories, one per
 * SITEMAP_PRODUCTS_MAX products and one per BLOGS_PER_SITEMAP blog posts, however many.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const [products, blogs] = await Promise.all([
    getJson(context, 'GET /products/sitemap', { query: { per_page: 1 } }),
    getOptionalJson(context, 'GET /blogs', { query: { per_page: 1 } }),
  ]);
  const files = (prefix: string, total: number, perFile: number) =>
    total === 0
      ? []
      : Array.from(
          { length: pageCount(total, perFile) },
          (_, i) => `/sitemaps/${prefix}-${i + 1}.xml`,
        );
  const paths = [
    '/sitemaps/pages.xml',
    ...files('products', totalOf(products), SITEMAP_PRODUCTS_MAX),
    ...files('blogs', totalOf(blogs), BLOGS_PER_SITEMAP),
  ];
  return xmlResponse(sitemapIndexXml(context.publicUrl, paths));
}
