import {
  layout,
  prefix,
  route,
  type RouteConfig,
  type RouteConfigEntry,
} from '@react-router/dev/routes';
import { defaultLocale, locales } from './lib/i18n/locale';

interface StorefrontPage {
  /** Unique per locale: the route id is `${locale}/${name}`. */
  name: string;
  /** null for the locale's home page. */
  path: string | null;
  file: string;
}

/** Every storefront page, written once; each exists at /, /en and /ru. */
const storefrontPages: StorefrontPage[] = [
  { name: 'home', path: null, file: 'routes/home.tsx' },
  { name: 'category', path: 'products/:id', file: 'routes/category.tsx' },
  { name: 'product', path: 'product/:id', file: 'routes/product.tsx' },
  { name: 'search', path: 'search', file: 'routes/search.tsx' },
  // what the running automatic promotions discount (issue 37)
  { name: 'sale', path: 'sale', file: 'routes/sale.tsx' },
  // the home page's best offers and new arrivals, whole
  { name: 'offers', path: 'offers', file: 'routes/collection.tsx' },
  { name: 'new-arrivals', path: 'new', file: 'routes/collection.tsx' },
  { name: 'basket', path: 'basket', file: 'routes/basket.tsx' },
  { name: 'checkout', path: 'checkout', file: 'routes/checkout.tsx' },
  { name: 'payment-success', path: 'payment/success', file: 'routes/payment-success.tsx' },
  { name: 'payment-failure', path: 'payment/failure', file: 'routes/payment-failure.tsx' },
  { name: 'favorites', path: 'favorites', file: 'routes/favorites.tsx' },
  { name: 'order', path: 'order/:token', file: 'routes/order.tsx' },
  { name: 'contacts', path: 'contacts', file: 'routes/contacts.tsx' },
  { name: 'faq', path: 'faq', file: 'routes/faq.tsx' },
  { name: 'return-policy', path: 'return-policy', file: 'routes/return-policy.tsx' },
  { name: 'about', path: 'about', file: 'routes/about.tsx' },
  { name: 'blog', path: 'blog', file: 'routes/blog.tsx' },
  { name: 'blog-post', path: 'blog/:id', file: 'routes/blog-post.tsx' },
  // Unknown storefront paths: a 404 that still has the header and its category menu.
  { name: 'not-found', path: '*', file: 'routes/not-found.tsx' },
];

/**
 * Paths match in their own case only: /EN or /Basket would otherwise show a page (an Armenian
 * one under /EN) with itself as the canonical address, a copy of a real page for search engines.
 * The server's page rules (`matchStorefrontPath`) match by case too; routes.test.ts checks both.
 */
const caseSensitive = true;

/** The pages of each locale under that locale's layout route, which brings its catalog. */
function localized(pages: StorefrontPage[]): RouteConfigEntry[] {
  return locales.map((locale) => {
    const routes = pages.map(({ name, path, file }) => {
      const id = `${locale}/${name}`;
      // the home page is a route with an empty path, not an index route: React Router drops
      // caseSensitive from index routes when it builds them, so /EN would show the English home
      return route(path ?? '', file, { id, caseSensitive });
    });
    return layout(
      `routes/storefront-${locale}.tsx`,
      { id: `storefront-${locale}` },
      locale === defaultLocale ? routes : prefix(locale, routes),
    );
  });
}

export default [
  route('sitemap.xml', 'routes/sitemap.ts', { caseSensitive }),
  route('sitemaps/:name', 'routes/sitemap-file.ts', { caseSensitive }),
  route('robots.txt', 'routes/robots.ts', { caseSensitive }),
  route('login', 'routes/login.tsx', { caseSensitive }),
  route('admin/*', 'routes/admin.tsx', { caseSensitive }),
  ...localized(storefrontPages),
] satisfies RouteConfig;
