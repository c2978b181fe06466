import { matchStorefrontPath } from '@voski/contract/storefront-urls';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { adminPages, editPages } from './admin/menu';
import routes from './routes';

type Entry = (typeof routes)[number];

/**
 * The config as the router sees it: ids from the files where none is given, and no case
 * sensitivity on index routes (React Router's server and browser leave it out for them).
 */
function asRouteObjects(entries: readonly Entry[]): RouteObject[] {
  return entries.map((entry) => ({
    id: entry.id ?? entry.file.replace(/\.tsx?$/, ''),
    path: entry.path,
    index: entry.index,
    caseSensitive: entry.index ? undefined : entry.caseSensitive,
    children: entry.children ? asRouteObjects(entry.children) : undefined,
  })) as RouteObject[];
}

const tree: RouteObject[] = [{ id: 'root', path: '', children: asRouteObjects(routes) }];
const routeAt = (path: string) => matchRoutes(tree, path)?.at(-1)?.route.id;

/** The route id the server's page rules expect for a path: "en/basket", "routes/login" ... */
function expectedId(path: string): string {
  const { page, locale } = matchStorefrontPath(path);
  const site: Record<string, string> = {
    sitemap: 'routes/sitemap',
    sitemaps: 'routes/sitemap-file',
    robots: 'routes/robots',
    login: 'routes/login',
    admin: 'routes/admin',
  };
  return site[page] ?? `${locale}/${page}`;
}

describe('routes', () => {
  it.each([
    ['/', 'hy/home'],
    ['/en', 'en/home'],
    ['/ru/', 'ru/home'],
    ['/ru/products/3', 'ru/category'],
    ['/product/7', 'hy/product'],
    ['/en/blog/3', 'en/blog-post'],
    ['/ru/payment/success', 'ru/payment-success'],
    ['/en/order/AbC-123', 'en/order'],
    // a first segment that is no other language's prefix makes an Armenian path, so no page
    ['/xx', 'hy/not-found'],
    ['/hy/basket', 'hy/not-found'],
    ['/en/xx', 'en/not-found'],
    // paths match in their own case only: no copy of a page at /EN or /Basket
    ['/EN', 'hy/not-found'],
    ['/EN/basket', 'hy/not-found'],
    ['/Basket', 'hy/not-found'],
    ['/ru/Product/7', 'ru/not-found'],
    ['/Sitemap.xml', 'hy/not-found'],
    ['/login', 'routes/login'],
    ['/admin', 'routes/admin'],
    ['/sitemaps/products-1.xml', 'routes/sitemap-file'],
  ])('%s is %s, for the browser and for the server’s page rules', (path, id) => {
    expect(routeAt(path)).toBe(id);
    expect(expectedId(path)).toBe(id);
  });

  it('sends every back-office page to the back-office, even one shaped like a shop page', () => {
    const paths = [...adminPages, ...editPages].map((page) => page.path.replace(/:\w+/g, '3'));
    expect(paths).toContain('/admin/blog/add');
    for (const path of paths) expect(routeAt(path), path).toBe('routes/admin');
  });
});
