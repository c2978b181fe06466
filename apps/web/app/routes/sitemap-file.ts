import { SITEMAP_PRODUCTS_MAX } from '@voski/contract/product-options';
import { parseBlogs } from '../lib/api-types';
import { parseCategories } from '../lib/categories';
import { getJson, getOptionalJson, getRecord } from '../lib/server-api';
import { parseStamps, sitemapXml, xmlResponse, type SitemapPage } from '../lib/sitemap';
import type { Route } from './+types/sitemap-file';

const missing = () =>
  new Response('No such sitemap file.', {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  });

/** Pages that exist whatever the catalog holds. */
const staticPages = ['/', '/contacts', '/faq', '/return-policy', '/about', '/blog'];

async function fixedPages(context: Route.LoaderArgs['context']): Promise<SitemapPage[]> {
  const [categories, blogs] = await Promise.all([
    getJson(context, '/api/categories'),
    getOptionalJson(context, '/api/blogs'),
  ]);
  return [
    ...staticPages.map((path) => ({ path })),
    ...parseCategories(categories).map((category) => ({ path: `/products/${category.id}` })),
    ...parseBlogs(blogs).map((blog) => ({
      path: `/blog/${blog.id}`,
      lastModified: blog.created_at || undefined,
    })),
  ];
}

/** One file of the sitemap index: `pages.xml`, or `products-N.xml` (the Nth 5,000 products). */
export async function loader({ params, context }: Route.LoaderArgs) {
  if (params.name === 'pages.xml') {
    return xmlResponse(sitemapXml(context.publicUrl, await fixedPages(context)));
  }
  const n = /^products-(\d{1,6})\.xml$/.exec(params.name ?? '')?.[1];
  if (!n || Number(n) < 1) return missing();
  const body = await getRecord(
    context,
    `/api/products/sitemap?page=${n}&per_page=${SITEMAP_PRODUCTS_MAX}`,
  );
  const stamps = parseStamps(body);
  if (stamps.length === 0) return missing();
  const pages = stamps.map(({ id, updated_at }) => ({
    path: `/product/${id}`,
    lastModified: updated_at,
  }));
  return xmlResponse(sitemapXml(context.publicUrl, pages));
}
