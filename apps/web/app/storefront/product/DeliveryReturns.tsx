import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { localizedHref } from '../../lib/i18n/locale';
import { useLocale } from '../../lib/i18n/use-locale';
import styles from './ProductPageExtras.module.css';

/** Delivery and returns in a line each, under a product's price (the policy in its language). */
export function DeliveryReturns() {
  const locale = useLocale();
  return (
    <ul className={styles.serviceLines}>
      <li>
        <FormattedMessage id="product.delivery" />
      </li>
      <li>
        <FormattedMessage id="product.returns" />{' '}
        <Link to={localizedHref(locale, '/return-policy')}>
          <FormattedMessage id="footer.returnPolicy" />
        </Link>
      </li>
    </ul>
  );
}
