import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { isSoldOut } from '@voski/contract/sizes';
import { toSummary, type ProductSummary } from '../../lib/api-types';
import { localizedHref, pick } from '../../lib/i18n/locale';
import { useLocale } from '../../lib/i18n/use-locale';
import { notify } from '../../lib/notice';
import { addToBasket, removeFromBasket, toggleFavorite } from './shop-state';
import { useInBasket, useIsFavorite } from './use-shop-state';
import { BagIcon, HeartIcon } from '../shell/icons';

interface ToggleProps {
  product: ProductSummary;
  className?: string;
}

/**
 * In the basket or not; a pressed toggle takes the product out again. A product with sizes is
 * chosen on its page, so here it is a link there.
 */
export function BasketToggle({ product, className }: ToggleProps) {
  const intl = useIntl();
  const locale = useLocale();
  const inBasket = useInBasket(product.id);
  const title = pick(product, 'title', locale);
  const unavailable = (product.status !== 1 || isSoldOut(product)) && !inBasket;
  if (product.sizes.length > 0 && !unavailable) {
    return (
      <Link to={localizedHref(locale, `/product/${product.id}`)} className={className}>
        <BagIcon filled={inBasket} />
        <span className="sr-only">
          {intl.formatMessage({ id: 'size.chooseOnPage' }, { title })}
        </span>
      </Link>
    );
  }
  return (
    <button
      type="button"
      className={className}
      aria-pressed={inBasket}
      disabled={unavailable}
      onClick={() => {
        if (inBasket) {
          removeFromBasket(product.id);
          notify(intl.formatMessage({ id: 'notice.removedFromBasket' }, { title }));
        } else {
          addToBasket(toSummary(product));
          notify(intl.formatMessage({ id: 'notice.addedToBasket' }, { title }));
        }
      }}
    >
      <BagIcon filled={inBasket} />
      <span className="sr-only">{intl.formatMessage({ id: 'card.basketToggle' }, { title })}</span>
    </button>
  );
}

export function FavoriteToggle({ product, className }: ToggleProps) {
  const intl = useIntl();
  const locale = useLocale();
  const favorite = useIsFavorite(product.id);
  const title = pick(product, 'title', locale);
  return (
    <button
      type="button"
      className={className}
      aria-pressed={favorite}
      onClick={() => {
        const added = toggleFavorite(toSummary(product));
        const id = added ? 'notice.addedToFavorites' : 'notice.removedFromFavorites';
        notify(intl.formatMessage({ id }, { title }));
      }}
    >
      <HeartIcon filled={favorite} />
      <span className="sr-only">
        {intl.formatMessage({ id: 'card.favoriteToggle' }, { title })}
      </span>
    </button>
  );
}
