import { parseBlogs, parseProductList } from '../lib/api-types';
import { parseCategories } from '../lib/categories';
import { getJson, getOptionalJson } from '../lib/server-api';
import { sitemapXml, type SitemapPage } from '../lib/sitemap';
import type { Route } from './+types/sitemap';

/** Pages that exist whatever the catalog holds. */
const staticPages = ['/', '/contacts', '/faq', '/return-policy', '/about', '/blog'];

export async function loader({ context }: Route.LoaderArgs) {
  const [categories, products, blogs] = await Promise.all([
    getJson(context, '/api/categories'),
    getJson(context, '/api/products/all'),
    getOptionalJson(context, '/api/blogs'),
  ]);
  const pages: SitemapPage[] = [
    ...staticPages.map((path) => ({ path })),
    ...parseCategories(categories).map((category) => ({ path: `/products/${category.id}` })),
    ...parseProductList(products).map((product) => ({
      path: `/product/${product.id}`,
      lastModified: product.updated_at || product.created_at || undefined,
    })),
    ...parseBlogs(blogs).map((blog) => ({
      path: `/blog/${blog.id}`,
      lastModified: blog.created_at || undefined,
    })),
  ];
  return new Response(sitemapXml(context.publicUrl, pages), {
    headers: {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    },
  });
}
