import { useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { toSummary, type Product, type ProductPageContent } from '../../lib/api-types';
import { localizedHref, pick, pickedLang } from '../../lib/i18n/locale';
import type { MessageId } from '../../lib/i18n/messages';
import { useLocale } from '../../lib/i18n/use-locale';
import { mediaUrl } from '../../lib/media';
import { counted, formatDecimal } from '../../lib/number-locale';
import { notify } from '../../lib/notice';
import { addToBasket, toggleFavorite } from '../basket/shop-state';
import { isSoldOut, stockOf } from '@voski/contract/sizes';
import { useBasket, useIsFavorite } from '../basket/use-shop-state';
import { DeliveryReturns } from './DeliveryReturns';
import { BagIcon, HeartIcon } from '../shell/icons';
import pageStyles from '../shell/Page.module.css';
import { SalePrice } from '../shell/Price';
import { PriceBreakdown } from './PriceBreakdown';
import { ProductDescription } from './ProductDescription';
import styles from './ProductDetails.module.css';
import { SizePicker, useSizeChoice } from './SizePicker';
import { StickyBuyBar } from './StickyBuyBar';
import { StockNote } from './StockNote';

/**
 * Title, price (with its breakdown, delivery and returns), specifications, the basket and
 * favourite buttons (and on phones a sticky basket bar) and the description of a product page.
 */
export function ProductDetails({
  product,
  content,
}: {
  product: Product;
  content: ProductPageContent;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const title = pick(product, 'title', locale);
  const metal = pick(product, 'metal', locale);
  const soldOut = isSoldOut(product);
  const available = product.status === 1 && !soldOut;
  const favorite = useIsFavorite(product.id);
  const sizeChoice = useSizeChoice(product);
  // every size of it in the basket
  const inBasket = useBasket()
    .items.filter((item) => item.id === product.id)
    .reduce<{ quantity: number } | undefined>(
      (sum, item) => ({ quantity: (sum?.quantity ?? 0) + item.quantity }),
      undefined,
    );
  const qr = product.blog?.qrs?.image;
  const actions = useRef<HTMLDivElement>(null);
  // the page's button and the phone's bar: a product with sizes needs one chosen first
  const addToBasketNow = () => {
    if (!sizeChoice.ready()) return;
    const { size } = sizeChoice;
    const added = addToBasket(toSummary(product), size, stockOf(product, size));
    const line = size ? intl.formatMessage({ id: 'size.lineTitle' }, { title, size }) : title;
    const id = added ? 'notice.addedToBasket' : 'notice.allInBasket';
    notify(intl.formatMessage({ id }, { title: line }));
  };
  const breakdown = content.price_breakdown;

  const allSpecs: { label: MessageId; value: string }[] = [
    { label: 'product.model', value: product.model },
    { label: 'product.metal', value: metal },
    {
      label: 'product.weight',
      value:
        product.weight > 0
          ? intl.formatMessage(
              { id: 'product.grams' },
              { weight: formatDecimal(product.weight, locale) },
            )
          : '',
    },
    { label: 'product.fineness', value: product.respect > 0 ? String(product.respect) : '' },
  ];
  const specs = allSpecs.filter((spec) => spec.value.trim() !== '');

  return (
    <div className={styles.details}>
      <h1 className={styles.title} lang={pickedLang(product, 'title', locale)}>
        {title}
      </h1>
      <p className={styles.price}>
        <SalePrice amd={product.price} sale={product.sale_price} />
      </p>
      {breakdown && (
        <PriceBreakdown
          breakdown={breakdown}
          weight={product.weight}
          fineness={product.respect}
          metal={pick(product, 'metal', locale)}
          sale={product.sale_price ?? null}
        />
      )}
      <DeliveryReturns />
      <dl className={styles.specs}>
        {specs.map(({ label, value }) => (
          <div key={label} className={styles.spec}>
            <dt>{intl.formatMessage({ id: label })}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className={styles.spec}>
          <dt>
            <FormattedMessage id="product.availability" />
          </dt>
          <dd className={available ? styles.inStock : styles.outOfStock}>
            {soldOut ? (
              <FormattedMessage id="stock.soldOut" />
            ) : (
              <FormattedMessage id={available ? 'product.inStock' : 'product.notAvailable'} />
            )}{' '}
            {available && <StockNote product={product} />}
          </dd>
        </div>
      </dl>
      {available && <SizePicker product={product} choice={sizeChoice} />}
      <div className={styles.actions} ref={actions}>
        <button
          type="button"
          className={pageStyles.button}
          disabled={!available}
          onClick={addToBasketNow}
        >
          <BagIcon />
          <FormattedMessage id="product.addToBasket" />
        </button>
        <button
          type="button"
          className={pageStyles.buttonSecondary}
          aria-pressed={favorite}
          onClick={() => {
            const added = toggleFavorite(toSummary(product));
            const id = added ? 'notice.addedToFavorites' : 'notice.removedFromFavorites';
            notify(intl.formatMessage({ id }, { title }));
          }}
        >
          <HeartIcon filled={favorite} />
          <FormattedMessage id="product.favorite" />
        </button>
      </div>
      {inBasket && (
        <p className={styles.inBasket}>
          <FormattedMessage id="product.inBasket" values={counted(inBasket.quantity, locale)} />{' '}
          <Link to={localizedHref(locale, '/basket')}>
            <FormattedMessage id="product.viewBasket" />
          </Link>
        </p>
      )}
      {qr && product.blog && (
        <figure className={styles.qr}>
          <img
            src={mediaUrl(qr)}
            alt={intl.formatMessage({ id: 'product.qrAlt' })}
            width={120}
            height={120}
            loading="lazy"
          />
          <figcaption>
            <Link to={localizedHref(locale, `/blog/${product.blog.id}`)}>
              <FormattedMessage id="product.story" />
            </Link>
          </figcaption>
        </figure>
      )}
      <ProductDescription content={content} />
      {available && (
        <StickyBuyBar
          watch={actions}
          price={product.sale_price ?? product.price}
          onAdd={addToBasketNow}
        />
      )}
    </div>
  );
}
