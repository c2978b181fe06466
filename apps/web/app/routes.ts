import {
  index,
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
  /** null for the index page of the locale. */
  path: string | null;
  file: string;
}

/** Every storefront page, written once; each exists at /, /en and /ru. */
const storefrontPages: StorefrontPage[] = [
  { name: 'home', path: null, file: 'routes/home.tsx' },
  // Unknown storefront paths: a 404 that still has the header and its category menu.
  { name: 'not-found', path: '*', file: 'routes/not-found.tsx' },
];

function localized(pages: StorefrontPage[]): RouteConfigEntry[] {
  return locales.flatMap((locale) => {
    const routes = pages.map(({ name, path, file }) => {
      const id = `${locale}/${name}`;
      return path === null ? index(file, { id }) : route(path, file, { id });
    });
    return locale === defaultLocale ? routes : prefix(locale, routes);
  });
}

export default [
  route('login', 'routes/login.tsx'),
  route('admin/*', 'routes/admin.tsx'),
  layout('routes/storefront-layout.tsx', { id: 'storefront' }, localized(storefrontPages)),
] satisfies RouteConfig;
