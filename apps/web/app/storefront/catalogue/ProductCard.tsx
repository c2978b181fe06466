import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { isSoldOut } from '@voski/contract/sizes';
import type { ProductSummary } from '../../lib/api-types';
import { localizedHref, pick, pickedLang } from '../../lib/i18n/locale';
import { useLocale } from '../../lib/i18n/use-locale';
import { MediaImage } from '../shell/MediaImage';
import { PrefetchLink } from '../shell/PrefetchLink';
import { SalePrice } from '../shell/Price';
import styles from './ProductCard.module.css';
import { BasketToggle, FavoriteToggle } from '../basket/ShopToggles';

/** Grid columns go from 2 (phones) to 6 (wide desktops): the image's displayed widths. */
export const CARD_IMAGE_SIZES = '(min-width: 1100px) 240px, (min-width: 600px) 33vw, 50vw';

interface ProductCardProps {
  product: ProductSummary;
  headingLevel?: 2 | 3;
  /** Its photo is among the page's first paints: loaded at once, with high priority. */
  priority?: boolean;
}

export function ProductCard({ product, headingLevel = 3, priority = false }: ProductCardProps) {
  const locale = useLocale();
  const title = pick(product, 'title', locale);
  const href = localizedHref(locale, `/product/${product.id}`);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const second = product.images.find((image) => image.image !== product.avatar)?.image;
  // The second photo is only fetched once a mouse first hovers the card.
  const [showSecond, setShowSecond] = useState(false);
  const cover = product.avatar ?? product.images[0]?.image;

  return (
    <article
      className={styles.card}
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse' && second) setShowSecond(true);
      }}
    >
      <div className={styles.media}>
        {cover ? (
          <MediaImage
            path={cover}
            alt=""
            width={640}
            height={640}
            sizes={CARD_IMAGE_SIZES}
            className={styles.image}
            priority={priority}
          />
        ) : (
          <span className={styles.placeholder} aria-hidden="true">
            V
          </span>
        )}
        {showSecond && second && (
          <MediaImage
            path={second}
            alt=""
            width={640}
            height={640}
            sizes={CARD_IMAGE_SIZES}
            className={`${styles.image} ${styles.second}`}
          />
        )}
      </div>
      <div className={styles.body}>
        <Heading className={styles.title}>
          <PrefetchLink
            to={href}
            className={styles.link}
            lang={pickedLang(product, 'title', locale)}
          >
            {title}
          </PrefetchLink>
        </Heading>
        <p className={styles.price}>
          <SalePrice amd={product.price} sale={product.sale_price} />
        </p>
        {isSoldOut(product) && (
          <p className={styles.soldOut}>
            <FormattedMessage id="stock.soldOut" />
          </p>
        )}
      </div>
      <div className={styles.actions}>
        <FavoriteToggle product={product} className={styles.toggle} />
        <BasketToggle product={product} className={styles.toggle} />
      </div>
    </article>
  );
}
