import { FormattedMessage } from 'react-intl';
import { detailToProduct, toPageContent, toSummaries } from '../lib/api-types';
import { topLevelOf } from '../storefront/shell/categories';
import { localizedPath, pick } from '../lib/i18n/locale';
import { format } from '../lib/i18n/messages';
import { useLocale } from '../lib/i18n/use-locale';
import { formatDecimal } from '../lib/number-locale';
import { pageAddress, seoMeta } from '../lib/page-meta';
import { productImages, productJsonLd } from '../storefront/product/product-seo';
import { getJson, getRecord, idParam } from '../lib/server-api';
import { useShopData } from '../lib/shop-data';
import { Breadcrumbs } from '../storefront/shell/Breadcrumbs';
import { Gallery } from '../storefront/product/Gallery';
import { HydratedApart } from '../storefront/shell/HydratedApart';
import { ProductDetails } from '../storefront/product/ProductDetails';
import styles from '../storefront/product/ProductPage.module.css';
import { ProductSection } from '../storefront/catalogue/ProductSection';
import type { Route } from './+types/product';

const RELATED_COUNT = 5;

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = idParam(params.id);
  const detail = await getRecord(
    context,
    'GET /products/:id',
    { params: { id } },
    'products.failed.details',
  );
  const product = detailToProduct(detail);
  const content = toPageContent(detail);
  // Pieces of the same subcategory (best offers for a piece without one); one more than shown,
  // as the product itself may be among them.
  const sub = product.categories[0]?.category.id;
  const perPage = RELATED_COUNT + 1;
  const others = await (sub
    ? getJson(context, 'GET /products/categories/:id', {
        params: { id: sub },
        query: { per_page: perPage },
      })
    : getJson(context, 'GET /products/importants', { query: { per_page: perPage } }));
  const related = toSummaries(others)
    .filter((other) => other.id !== id)
    .slice(0, RELATED_COUNT);
  return { product, content, related, relatedFromCategory: sub !== undefined };
}

export function meta(args: Route.MetaArgs) {
  const product = args.loaderData?.product;
  if (!product) return [];
  const address = pageAddress(args);
  const { locale, origin } = address;
  const title = pick(product, 'title', locale);
  const url = `${origin}${localizedPath(args.location.pathname, locale)}`;
  return [
    ...seoMeta(address, {
      title: format(locale, 'meta.product.title', { title }),
      description: format(locale, 'meta.product.description', {
        title,
        metal: pick(product, 'metal', locale),
        respect: product.respect,
        weight: formatDecimal(product.weight, locale),
      }),
      image: product.avatar,
      type: 'product',
      jsonLd: productJsonLd(product, locale, url, origin),
    }),
    { property: 'product:price:amount', content: String(product.price) },
    { property: 'product:price:currency', content: 'AMD' },
  ];
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product, content, related, relatedFromCategory } = loaderData;
  const locale = useLocale();
  const { categories } = useShopData();
  const sub = product.categories[0]?.category;
  const top = sub ? topLevelOf(categories, sub.id) : null;
  const title = pick(product, 'title', locale);
  return (
    <>
      <Breadcrumbs
        trail={[
          ...(top ? [{ label: pick(top, 'name', locale), path: `/products/${top.id}` }] : []),
          { label: title },
        ]}
      />
      <div className={styles.layout}>
        <Gallery key={product.id} images={productImages(product)} title={title} />
        <HydratedApart>
          <ProductDetails product={product} content={content} />
        </HydratedApart>
      </div>
      <HydratedApart>
        <ProductSection
          title={
            <FormattedMessage id={relatedFromCategory ? 'product.related' : 'home.bestOffers'} />
          }
          products={related}
        />
      </HydratedApart>
    </>
  );
}
