import { SITEMAP_PRODUCTS_MAX } from '@voski/contract/product-options';
import { totalOf } from '../lib/facets';
import { getJson } from '../lib/server-api';
import { sitemapIndexXml, xmlResponse } from '../lib/sitemap';
import type { Route } from './+types/sitemap';

/**
 * The sitemap index: one file of the shop's fixed pages, categories and blog posts, and one
 * file per SITEMAP_PRODUCTS_MAX products, however large the catalogue.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const products = totalOf(await getJson(context, '/api/products/sitemap?per_page=1'));
  const files = Math.ceil(products / SITEMAP_PRODUCTS_MAX);
  const paths = [
    '/sitemaps/pages.xml',
    ...Array.from({ length: files }, (_, i) => `/sitemaps/products-${i + 1}.xml`),
  ];
  return xmlResponse(sitemapIndexXml(context.publicUrl, paths));
}
