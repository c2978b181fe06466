import { SITEMAP_PRODUCTS_MAX } from '@voski/contract/product-options';
import { listedBlogs } from '../lib/api-types';
import { toMenu } from '../storefront/shell/categories';
import { getJson, getRecord } from '../lib/server-api';
import {
  BLOGS_PER_SITEMAP,
  fixedSitemapPages,
  sitemapXml,
  xmlResponse,
  type SitemapPage,
} from '../lib/sitemap';
import { totalOf } from '../storefront/catalogue/list-pages';
import type { Route } from './+types/sitemap-file';

const missing = () =>
  new Response('No such sitemap file.', {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  });

async function fixedPages(context: Route.LoaderArgs['context']): Promise<SitemapPage[]> {
  const [categories, sale] = await Promise.all([
    getJson(context, 'GET /categories'),
    getJson(context, 'GET /products/sale', { query: { per_page: 1 } }),
  ]);
  const saleRuns = (sale?.sales.length ?? 0) > 0 && totalOf(sale) > 0;
  return fixedSitemapPages(
    toMenu(categories).map((category) => category.id),
    saleRuns,
  );
}

/** The Nth file of products (by id) or blog posts (newest first), a page of the API each. */
async function listedPages(
  context: Route.LoaderArgs['context'],
  kind: 'products' | 'blogs',
  n: number,
): Promise<SitemapPage[]> {
  if (kind === 'products') {
    const body = await getRecord(context, 'GET /products/sitemap', {
      query: { page: n, per_page: SITEMAP_PRODUCTS_MAX },
    });
    return body.data.map(({ id, updated_at }) => ({
      path: `/product/${id}`,
      lastModified: updated_at,
    }));
  }
  const body = await getRecord(context, 'GET /blogs', {
    query: { page: n, per_page: BLOGS_PER_SITEMAP },
  });
  return listedBlogs(body).map((blog) => ({
    path: `/blog/${blog.id}`,
    lastModified: blog.created_at || undefined,
  }));
}

/** One file of the sitemap index: `pages.xml`, `products-N.xml` or `blogs-N.xml`. */
export async function loader({ params, context }: Route.LoaderArgs) {
  if (params.name === 'pages.xml') {
    return xmlResponse(sitemapXml(context.publicUrl, await fixedPages(context)));
  }
  const match = /^(products|blogs)-(\d{1,6})\.xml$/.exec(params.name ?? '');
  const n = Number(match?.[2]);
  if (!match || n < 1) return missing();
  const pages = await listedPages(context, match[1] as 'products' | 'blogs', n);
  if (pages.length === 0) return missing();
  return xmlResponse(sitemapXml(context.publicUrl, pages));
}
