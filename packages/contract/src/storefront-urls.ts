// Plain data without zod: the storefront imports it through `@voski/contract/storefront-urls`.
// The server's page cache keys pages by these rules and renders them for the normalized URL,
// so a query parameter a page does not list here can never change what that page shows.
import { defaultLocale, locales, type Locale } from './locales.ts';

/**
 * How a page reads a query parameter: `one` value (the first, as `URLSearchParams.get` does),
 * or `many` values taken as a set (their order and repeats do not matter).
 */
export type QueryParamKind = 'one' | 'many';
export type QuerySpec = Readonly<Record<string, QueryParamKind>>;

/** The query parameters of the category page: `/products/3?sub=4&sort=price_asc&page=2`. */
export const categoryPageQuery = {
  page: 'one',
  sort: 'one',
  sub: 'many',
  min: 'one',
  max: 'one',
  metal: 'many',
  respect: 'many',
} as const satisfies QuerySpec;

/** The query parameters of the search page: `/search?query=ring&metal=Ոսկի&page=2`. */
export const searchPageQuery = {
  query: 'one',
  page: 'one',
  sort: 'one',
  min: 'one',
  max: 'one',
  metal: 'many',
  respect: 'many',
} as const satisfies QuerySpec;

/** The sale page's: a category page's, `sub` naming any top-level category: `/sale?sub=9`. */
export const salePageQuery = { ...categoryPageQuery } as const satisfies QuerySpec;

/** The whole lists behind the home page's sections: `/offers?sort=price_asc&page=2`. */
export const listPageQuery = { page: 'one', sort: 'one' } as const satisfies QuerySpec;

/** The blog list's one parameter: `/blog?page=2`. */
export const blogPageQuery = { page: 'one' } as const satisfies QuerySpec;

/**
 * `public`: the same bytes for every visitor of a locale (basket, favourites and currency live
 * in the browser), so it may be cached. `private`: never cached (checkout, staff).
 */
export type PageCaching = 'public' | 'private';

export interface StorefrontPageRule {
  /** The path without the locale prefix; `:id` matches one path segment. */
  path: string;
  query: QuerySpec;
  caching: PageCaching;
}

const none: QuerySpec = {};
const publicPage = (path: string, query: QuerySpec = none): StorefrontPageRule => ({
  path,
  query,
  caching: 'public',
});
const privatePage = (path: string): StorefrontPageRule => ({
  path,
  query: none,
  caching: 'private',
});

/** The pages each locale has, at `/…` (hy), `/en/…` and `/ru/…`. */
export const storefrontPages = {
  home: publicPage('/'),
  category: publicPage('/products/:id', categoryPageQuery),
  product: publicPage('/product/:id'),
  search: publicPage('/search', searchPageQuery),
  sale: publicPage('/sale', salePageQuery),
  offers: publicPage('/offers', listPageQuery),
  'new-arrivals': publicPage('/new', listPageQuery),
  faq: publicPage('/faq'),
  about: publicPage('/about'),
  contacts: publicPage('/contacts'),
  blog: publicPage('/blog', blogPageQuery),
  'blog-post': publicPage('/blog/:id'),
  'return-policy': publicPage('/return-policy'),
  basket: privatePage('/basket'),
  checkout: privatePage('/checkout'),
  'payment-success': privatePage('/payment/success'),
  'payment-failure': privatePage('/payment/failure'),
  favorites: privatePage('/favorites'),
  /** The customer's order through the link in their e-mail (`:id` is its token). */
  order: privatePage('/order/:id'),
} as const satisfies Record<string, StorefrontPageRule>;

/** Paths outside the locales; `/*` matches the path and everything under it. */
export const sitePages = {
  sitemap: publicPage('/sitemap.xml'),
  sitemaps: publicPage('/sitemaps/:id'),
  robots: publicPage('/robots.txt'),
  login: privatePage('/login'),
  admin: privatePage('/admin/*'),
  // React Router's route discovery: its answer depends on `paths` and `version`, which no
  // page rule lists, so it is rendered for each request as it came.
  routeManifest: privatePage('/__manifest'),
} as const satisfies Record<string, StorefrontPageRule>;

/**
 * The original storefront's addresses (in every locale) and the page each now is; they answer
 * a permanent redirect, so old links and search results keep working.
 */
export const legacyStorefrontPaths: Readonly<Record<string, keyof typeof storefrontPages>> = {
  '/home': 'home',
  '/favorite': 'favorites',
  '/contact': 'contacts',
  '/faqs': 'faq',
  '/privacy': 'return-policy',
  '/blogs/:id': 'blog-post',
  '/payment/failed': 'payment-failure',
};

/** `/en` for English, `` for the default locale: what a locale puts before each path. */
export const localePrefix = (locale: Locale): string =>
  locale === defaultLocale ? '' : `/${locale}`;

export type StorefrontPageName = keyof typeof storefrontPages | keyof typeof sitePages;

export interface StorefrontUrlMatch {
  /** `not-found`: no page has this path; the storefront answers its own 404 page. */
  page: StorefrontPageName | 'not-found';
  locale: Locale;
  rule: StorefrontPageRule;
}

const notFoundRule = publicPage('*');

/** A rule's path pattern, split once: every request asks which page its path is. */
interface CompiledRule {
  name: string;
  rule: StorefrontPageRule;
  /** The part before `/*`, for a pattern that takes anything under it. */
  base?: string;
  segments: readonly string[];
}

const compile = (pages: Record<string, StorefrontPageRule>): readonly CompiledRule[] =>
  Object.entries(pages).map(([name, rule]) =>
    rule.path.endsWith('/*')
      ? { name, rule, base: rule.path.slice(0, -2), segments: [] }
      : { name, rule, segments: rule.path.split('/') },
  );

const siteRules = compile(sitePages);
const storefrontRules = compile(storefrontPages);

function matches({ base, segments }: CompiledRule, path: string, got: readonly string[]): boolean {
  if (base !== undefined) return path === base || path.startsWith(`${base}/`);
  return (
    segments.length === got.length &&
    segments.every((part, i) => (part === ':id' ? got[i] !== '' : part === got[i]))
  );
}

function find(rules: readonly CompiledRule[], path: string): CompiledRule | undefined {
  const got = path.split('/');
  return rules.find((rule) => matches(rule, path, got));
}

/** A path without its trailing slashes (they lead to the same page). */
const trimPath = (pathname: string) => pathname.replace(/\/+$/, '') || '/';

/** Which page a path (`/en/products/3`, without query) shows, in which locale. */
export function matchStorefrontPath(pathname: string): StorefrontUrlMatch {
  const path = trimPath(pathname);
  const site = find(siteRules, path);
  if (site)
    return { page: site.name as StorefrontPageName, locale: defaultLocale, rule: site.rule };
  const first = path.split('/')[1];
  const locale = locales.find((l) => l !== defaultLocale && l === first) ?? defaultLocale;
  const bare = locale === defaultLocale ? path : path.slice(locale.length + 1) || '/';
  const page = find(storefrontRules, bare);
  if (page) return { page: page.name as StorefrontPageName, locale, rule: page.rule };
  return { page: 'not-found', locale, rule: notFoundRule };
}

/**
 * The query string (without `?`) that means the same to a reader of `spec`: unknown
 * parameters dropped, the rest ordered by name, `one` parameters cut to their first value and
 * the values of `many` parameters sorted without repeats. Two URLs that normalize alike show
 * the same page.
 */
export function normalizeQueryString(search: string | URLSearchParams, spec: QuerySpec): string {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const out = new URLSearchParams();
  for (const name of Object.keys(spec).sort()) {
    const values = params.getAll(name);
    if (!values.length) continue;
    const kept = spec[name] === 'one' ? values.slice(0, 1) : [...new Set(values)].sort();
    for (const value of kept) out.append(name, value);
  }
  return out.toString();
}

/** `path?query` of a storefront URL, normalized for the page it shows. */
export function normalizeStorefrontUrl(pathname: string, search: string): string {
  const query = normalizeQueryString(search, matchStorefrontPath(pathname).rule.query);
  const path = trimPath(pathname);
  return query ? `${path}?${query}` : path;
}
