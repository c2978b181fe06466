import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';

// What a storefront page makes the browser fetch before it can paint (issue 18): a handful of
// scripts (React and the router, the shop's shared modules, the language, the layout and the
// page) and stylesheets, never the code or styles of another page.

/** The most module preloads and stylesheets a browsing page may link. */
const MAX_SCRIPTS = 10;
const MAX_STYLESHEETS = 3;

/** The storefront's page modules, from the route files: "home", "product", "blog-post" ... */
const routeNames = readdirSync(path.join(import.meta.dirname, '../apps/web/app/routes'))
  .filter((file) => file.endsWith('.tsx') && !file.startsWith('storefront-'))
  .map((file) => file.replace(/\.tsx$/, ''));

/** The page module an asset is named after (Vite names a route's chunk and CSS after it). */
function routeOf(href: string): string | undefined {
  const file = href.split('/').pop() ?? '';
  return routeNames.find((name) => new RegExp(`^${name}-[\\w-]{8}\\.(js|css)$`).test(file));
}

test('browsing pages link a few scripts and stylesheets, none of another page', async ({
  request,
}) => {
  const products = (await (await request.get('/api/products/all')).json()) as {
    data: { id: number; categories: { category: { id: number } }[] }[];
  };
  const product = products.data.find((p) => p.categories.length > 0)!;
  const categoryId = product.categories[0]!.category.id;
  const pages = [
    { route: 'home', path: '' },
    { route: 'category', path: `/products/${categoryId}` },
    { route: 'product', path: `/product/${product.id}` },
    { route: 'basket', path: '/basket' },
  ];
  for (const prefix of ['', '/en', '/ru']) {
    for (const { route, path: pagePath } of pages) {
      const url = `${prefix}${pagePath}` || '/';
      const html = await (await request.get(url)).text();
      const scripts = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map(
        (m) => m[1]!,
      );
      const stylesheets = [...html.matchAll(/<link[^>]* rel="stylesheet" href="([^"]+)"/g)].map(
        (m) => m[1]!,
      );
      expect(scripts.length, `${url} scripts: ${scripts.join(' ')}`).toBeLessThanOrEqual(
        MAX_SCRIPTS,
      );
      expect(
        stylesheets.length,
        `${url} stylesheets: ${stylesheets.join(' ')}`,
      ).toBeLessThanOrEqual(MAX_STYLESHEETS);
      const foreign = [...scripts, ...stylesheets].filter((href) => {
        const owner = routeOf(href);
        return owner !== undefined && owner !== route;
      });
      expect(foreign, `${url} links another page's code or styles`).toEqual([]);
      // its own page module is there: the count is not met by leaving the page out
      expect(
        scripts.some((href) => routeOf(href) === route),
        url,
      ).toBe(true);
    }
  }
});
