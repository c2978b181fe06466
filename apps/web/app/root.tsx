import '@fontsource/noto-sans-armenian/400.css';
import '@fontsource/noto-sans-armenian/600.css';
import '@fontsource/noto-serif-armenian/600.css';
// Cyrillic headings (the Armenian face has none); each subset loads only for its letters.
import '@fontsource/noto-serif/600.css';
import './styles/font-fallbacks.css';
import './styles/global.css';

import { useEffect } from 'react';
import { RawIntlProvider } from 'react-intl';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import type { Route } from './+types/root';
import favicon from './favicon.png?inline';
import { toMenu } from './storefront/shell/categories';
import { answerShopLocalesLocally } from './lib/i18n/known-locales';
import { isStaffPath, localeFromPath } from './lib/i18n/locale';
import { intlFor } from './lib/i18n/messages';
import { fontPreloads } from './lib/font-preloads';
import { useStaffLocale } from './lib/i18n/staff-locale';
import { pageFailure } from './lib/page-failure';
import { pageMeta } from './lib/page-meta';
import { ratesOf } from './lib/rates';
import { getJson } from './lib/server-api';
import { toContact } from './lib/api-types';
import { methodsOf } from './storefront/shell/payment-methods';
import { emptyShopData, useShopData, type ShopData } from './lib/shop-data';
import { ErrorPage } from './storefront/shell/ErrorPage';
import { NotFoundPage } from './storefront/shell/NotFoundPage';
import { StorefrontShell } from './storefront/shell/StorefrontShell';

answerShopLocalesLocally();

/** Menu categories, currency rates and the site origin: the same for every visitor and locale. */
export async function loader({ request, context }: Route.LoaderArgs): Promise<ShopData> {
  const url = new URL(request.url);
  if (isStaffPath(url.pathname)) return emptyShopData;
  const [categories, rates, contact, social, payments, sale] = await Promise.all([
    getJson(context, 'GET /categories'),
    getJson(context, 'GET /rates'),
    getJson(context, 'GET /contacts/first'),
    getJson(context, 'GET /social-links'),
    getJson(context, 'GET /payment/methods'),
    getJson(context, 'GET /products/sale', { query: { per_page: 1 } }),
  ]);
  return {
    categories: toMenu(categories),
    rates: ratesOf(rates),
    contact: toContact(contact),
    social: social?.data ?? emptyShopData.social,
    payments: methodsOf(payments),
    origin: context.publicUrl,
    saleRuns: (sale?.sales.length ?? 0) > 0 && (sale?.meta.total ?? 0) > 0,
  };
}

/**
 * The shop data does not depend on the page, so storefront navigations reuse it; it is only
 * fetched again when leaving the staff side, for which the loader skipped it.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate;
  return isStaffPath(currentUrl.pathname) && !isStaffPath(nextUrl.pathname);
}

// A gold "V" as the icon, inlined as a data URI: no extra request, and no 404 for /favicon.ico.
// A 32 px PNG, not SVG: Chromium builds a whole document of its own to draw an SVG icon, some
// milliseconds of a phone's main thread on every page (issue 18).
export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: favicon, type: 'image/png', sizes: '32x32' },
];

export function meta({ error, location }: Route.MetaArgs) {
  const locale = localeFromPath(location.pathname);
  if (!error) return [{ title: 'Voski' }];
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return pageMeta(locale, notFound ? 'meta.notFound.title' : 'meta.error.title');
}

export function Layout({ children }: { children: React.ReactNode }) {
  const { pathname } = useLocation();
  // storefront pages take the language from the URL, staff pages from the staff member's choice
  const storefront = !isStaffPath(pathname);
  const staffLocale = useStaffLocale(!storefront);
  const locale = storefront ? localeFromPath(pathname) : staffLocale;
  // storefront route ids are "{locale}/{page}" (routes.ts)
  const page = useMatches().at(-1)?.id.split('/')[1];
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#ffffff" />
        <Meta />
        {storefront &&
          fontPreloads(locale, page).map((href) => (
            <link
              key={href}
              rel="preload"
              href={href}
              as="font"
              type="font/woff2"
              crossOrigin="anonymous"
            />
          ))}
        <Links />
      </head>
      <body>
        {/* One formatter per language for the process: a provider of its own would parse
            every message again on each render. */}
        <RawIntlProvider value={intlFor(locale)}>{children}</RawIntlProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  // Marks the document once React has taken over: end-to-end tests wait for it before clicking.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { pathname } = useLocation();
  const shop = useShopData();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const page = notFound ? <NotFoundPage /> : <ErrorPage failure={pageFailure(error)} />;
  if (isStaffPath(pathname)) return <main id="main">{page}</main>;
  return <StorefrontShell shop={shop}>{page}</StorefrontShell>;
}
