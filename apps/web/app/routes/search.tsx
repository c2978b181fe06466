import { FormattedMessage } from 'react-intl';
import { parseSummaries } from '../lib/api-types';
import { localeFromPath } from '../lib/i18n/locale';
import { format, translate } from '../lib/i18n/messages';
import { storefrontMeta } from '../lib/page-meta';
import { getRecord } from '../lib/server-api';
import pageStyles from '../storefront/Page.module.css';
import { ProductGrid } from '../storefront/ProductGrid';
import type { Route } from './+types/search';

const QUERY_MAX = 100;

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = (new URL(request.url).searchParams.get('query') ?? '').trim().slice(0, QUERY_MAX);
  if (!query) return { query, products: [] };
  const body = await getRecord(context, `/api/products/search?query=${encodeURIComponent(query)}`);
  return { query, products: parseSummaries(body) };
}

export function meta(args: Route.MetaArgs) {
  const locale = localeFromPath(args.location.pathname);
  const query = args.loaderData?.query;
  return storefrontMeta(args, {
    title: query
      ? format(locale, 'meta.search.titleQuery', { query })
      : translate(locale, 'meta.search.title'),
    noindex: true,
  });
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { query, products } = loaderData;
  return (
    <>
      <header className={pageStyles.header}>
        <h1 className={pageStyles.title}>
          <FormattedMessage id="search.title" />
        </h1>
        <p className={pageStyles.lead} role="status">
          {query ? (
            <FormattedMessage id="search.results" values={{ count: products.length, query }} />
          ) : (
            <FormattedMessage id="search.prompt" />
          )}
        </p>
      </header>
      {products.length > 0 && <ProductGrid products={products} headingLevel={2} />}
      {query && products.length === 0 && (
        <div className={pageStyles.empty}>
          <p>
            <FormattedMessage id="search.noResults" values={{ query }} />
          </p>
        </div>
      )}
    </>
  );
}
