import { shopDay } from '@voski/contract/shop-days';
import type { Product } from '../../lib/api-types';
import { pick, type Locale } from '../../lib/i18n/locale';
import { absoluteMediaUrl } from '../../lib/media';

/** Every photo of a product, the main one first, without repeats. */
export function productImages(product: Pick<Product, 'avatar' | 'images'>): string[] {
  const paths = [product.avatar, ...product.images.map((image) => image.image)];
  return paths.filter((path, index): path is string => !!path && paths.indexOf(path) === index);
}

/** schema.org Product for search engines: the price in AMD, as the shop charges it. */
export function productJsonLd(
  product: Product,
  locale: Locale,
  url: string,
  origin: string,
): Record<string, unknown> {
  const metal = pick(product, 'metal', locale);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: pick(product, 'title', locale),
    ...(product.model ? { sku: product.model, mpn: product.model } : {}),
    image: productImages(product).map((path) => absoluteMediaUrl(origin, path)),
    ...(metal ? { material: metal } : {}),
    ...(product.weight > 0
      ? { weight: { '@type': 'QuantitativeValue', value: product.weight, unitCode: 'GRM' } }
      : {}),
    brand: { '@type': 'Brand', name: 'Voski' },
    offers: {
      '@type': 'Offer',
      url,
      // On sale (issue 37): the sale price, valid through the sale's last day (Yerevan).
      price: String(product.sale_price ?? product.price),
      priceCurrency: 'AMD',
      ...(product.sale_price != null && product.sale_ends_at
        ? { priceValidUntil: shopDay(new Date(Date.parse(product.sale_ends_at) - 1)) }
        : {}),
      availability:
        product.status === 1 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
  };
}
