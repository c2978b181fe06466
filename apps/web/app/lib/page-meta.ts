import type { MetaDescriptor } from 'react-router';
import { defaultLocale, localeFromPath, localizedPath, locales, type Locale } from './i18n/locale';
import { translate, type MessageId } from './i18n/messages';
import { absoluteMediaUrl } from './media';

/** The `meta` descriptors of a page: its title and, when given, its description. */
export function pageMeta(
  locale: Locale,
  title: MessageId,
  description?: MessageId,
): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [{ title: translate(locale, title) }];
  if (description) tags.push({ name: 'description', content: translate(locale, description) });
  return tags;
}

export const ogLocales: Record<Locale, string> = { hy: 'hy_AM', en: 'en_US', ru: 'ru_RU' };

export interface PageSeo {
  title: string;
  description?: string;
  /** A media path (or URL) for og:image. */
  image?: string | null;
  type?: 'website' | 'product' | 'article';
  /** Pages private to the visitor (basket) or endless (search): not indexed, no alternates. */
  noindex?: boolean;
  jsonLd?: Record<string, unknown>;
  /** The query (without `?`) that is part of the page's address, e.g. `page=2`. */
  canonicalQuery?: string;
}

export interface PageAddress {
  locale: Locale;
  /** The page's pathname in any locale ('/en/product/3'). */
  pathname: string;
  /** 'https://voski.am', or '' when unknown (the links then stay root-relative). */
  origin: string;
}

/** Title, description, canonical, hreflang alternates, Open Graph and JSON-LD of a page. */
export function seoMeta(address: PageAddress, page: PageSeo): MetaDescriptor[] {
  const { locale, pathname, origin } = address;
  const query = page.canonicalQuery ? `?${page.canonicalQuery}` : '';
  const url = (target: Locale) => `${origin}${localizedPath(pathname, target)}${query}`;
  const tags: MetaDescriptor[] = [{ title: page.title }];
  if (page.description) tags.push({ name: 'description', content: page.description });
  if (page.noindex) {
    tags.push({ name: 'robots', content: 'noindex, follow' });
  } else {
    tags.push({ tagName: 'link', rel: 'canonical', href: url(locale) });
    for (const target of locales) {
      tags.push({ tagName: 'link', rel: 'alternate', hrefLang: target, href: url(target) });
    }
    tags.push({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'x-default',
      href: url(defaultLocale),
    });
  }
  tags.push(
    { property: 'og:site_name', content: 'Voski' },
    { property: 'og:type', content: page.type ?? 'website' },
    { property: 'og:title', content: page.title },
    { property: 'og:url', content: url(locale) },
    { property: 'og:locale', content: ogLocales[locale] },
  );
  for (const target of locales) {
    if (target !== locale)
      tags.push({ property: 'og:locale:alternate', content: ogLocales[target] });
  }
  if (page.description) tags.push({ property: 'og:description', content: page.description });
  if (page.image) {
    tags.push(
      { property: 'og:image', content: absoluteMediaUrl(origin, page.image) },
      { name: 'twitter:card', content: 'summary_large_image' },
    );
  }
  if (page.jsonLd) tags.push({ 'script:ld+json': page.jsonLd });
  return tags;
}

interface MetaArgsLike {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
}

/** The site origin the root loader saw (see root.tsx). */
export function originFrom(matches: MetaArgsLike['matches']): string {
  const root = matches.find((match) => match?.id === 'root')?.loaderData;
  const origin = (root as { origin?: unknown } | undefined)?.origin;
  return typeof origin === 'string' ? origin : '';
}

/** The address of the page a route `meta` function describes. */
export function pageAddress(args: MetaArgsLike): PageAddress {
  const { pathname } = args.location;
  return { locale: localeFromPath(pathname), pathname, origin: originFrom(args.matches) };
}

/** `seoMeta` for a route's `meta` arguments. */
export function storefrontMeta(args: MetaArgsLike, page: PageSeo): MetaDescriptor[] {
  return seoMeta(pageAddress(args), page);
}
