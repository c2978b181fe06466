import { FormattedMessage } from 'react-intl';
import { productSorts, type ProductSort } from '@voski/contract/product-options';
import {
  listPageQuery,
  matchStorefrontPath,
  normalizeQueryString,
} from '@voski/contract/storefront-urls';
import { toSummaries } from '../lib/api-types';
import { localeFromPath, localizedHref } from '../lib/i18n/locale';
import { format, translate, type MessageId } from '../lib/i18n/messages';
import { useLocale } from '../lib/i18n/use-locale';
import {
  pageCount,
  readPage,
  readSort,
  totalOf,
  withQuery,
} from '../storefront/catalogue/list-pages';
import { counted } from '../lib/number-locale';
import { storefrontMeta } from '../lib/page-meta';
import { getRecord, notFound } from '../lib/server-api';
import styles from '../storefront/catalogue/CategoryPage.module.css';
import { PagedProducts } from '../storefront/catalogue/PagedProducts';
import pageStyles from '../storefront/shell/Page.module.css';
import { SortSelect } from '../storefront/catalogue/SortSelect';
import type { Route } from './+types/collection';

const PER_PAGE = 24;

/** The whole lists behind the home page's sections, each a page of the storefront. */
const collections = {
  offers: {
    list: 'GET /products/importants',
    failure: 'products.failed.important',
    path: '/offers',
    title: 'home.bestOffers',
    description: 'meta.offers.description',
  },
  'new-arrivals': {
    list: 'GET /products/newProducts',
    failure: 'products.failed.new',
    path: '/new',
    title: 'home.newProducts',
    description: 'meta.newArrivals.description',
  },
} as const satisfies Record<
  string,
  {
    list: 'GET /products/importants' | 'GET /products/newProducts';
    failure: MessageId;
    path: string;
    title: MessageId;
    description: MessageId;
  }
>;
type CollectionName = keyof typeof collections;

function collectionAt(pathname: string): CollectionName {
  const { page } = matchStorefrontPath(pathname);
  if (page !== 'offers' && page !== 'new-arrivals') throw notFound();
  return page;
}

/** The query string of a page of the list, as the page cache keys it. */
const listQueryString = (sort: ProductSort | null, page = 1) => {
  const params = new URLSearchParams();
  if (sort) params.set('sort', sort);
  if (page > 1) params.set('page', String(page));
  return normalizeQueryString(params, listPageQuery);
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const name = collectionAt(url.pathname);
  const sort = readSort(url.searchParams);
  const page = readPage(url.searchParams);
  // one page (without `per_page` the API would answer the whole list)
  const body = await getRecord(
    context,
    collections[name].list,
    { query: { page, per_page: PER_PAGE, sort: sort ?? undefined } },
    collections[name].failure,
  );
  const total = totalOf(body);
  if (page > pageCount(total, PER_PAGE)) throw notFound();
  return {
    name,
    sort,
    page,
    products: toSummaries(body),
    total,
    pageCount: pageCount(total, PER_PAGE),
  };
}

export function meta(args: Route.MetaArgs) {
  const data = args.loaderData;
  if (!data) return [];
  const locale = localeFromPath(args.location.pathname);
  const collection = collections[data.name];
  const title = format(locale, 'meta.collection.title', {
    name: translate(locale, collection.title),
  });
  return storefrontMeta(args, {
    title: data.page > 1 ? format(locale, 'pages.title', { title, page: data.page }) : title,
    description: translate(locale, collection.description),
    image: data.products[0]?.avatar,
    // a re-ordered list repeats the plain one's products: it names the plain first page
    canonicalQuery: data.sort === null ? listQueryString(null, data.page) : '',
  });
}

export default function CollectionPage({ loaderData }: Route.ComponentProps) {
  const { name, sort, page, products, total, pageCount: pages } = loaderData;
  const locale = useLocale();
  const collection = collections[name];
  const pathname = localizedHref(locale, collection.path);
  const hrefFor = (n: number) => withQuery(pathname, listQueryString(sort, n));
  return (
    <>
      <header className={styles.header}>
        <h1 className={pageStyles.title}>
          <FormattedMessage id={collection.title} />
        </h1>
        <p className={styles.count} role="status">
          <FormattedMessage id="nav.itemCount" values={counted(total, locale)} />
        </p>
      </header>
      {products.length > 0 ? (
        <>
          <div className={styles.toolbar}>
            <SortSelect
              value={sort ?? 'newest'}
              choices={productSorts}
              searchFor={(next) => listQueryString(next)}
            />
          </div>
          <PagedProducts
            products={products}
            page={page}
            perPage={PER_PAGE}
            total={total}
            pageCount={pages}
            hrefFor={hrefFor}
          />
        </>
      ) : (
        <div className={pageStyles.empty}>
          <p>
            <FormattedMessage id="collection.empty" />
          </p>
        </div>
      )}
    </>
  );
}
