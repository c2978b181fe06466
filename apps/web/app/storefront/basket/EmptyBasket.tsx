import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { localizedHref } from '../../lib/i18n/locale';
import { useLocale } from '../../lib/i18n/use-locale';
import pageStyles from '../shell/Page.module.css';

/** What the basket and the checkout show when the basket holds nothing. */
export function EmptyBasket() {
  const locale = useLocale();
  return (
    <div className={pageStyles.empty}>
      <p>
        <FormattedMessage id="basket.empty" />
      </p>
      <Link to={localizedHref(locale, '/')} className={pageStyles.button}>
        <FormattedMessage id="basket.continue" />
      </Link>
    </div>
  );
}
