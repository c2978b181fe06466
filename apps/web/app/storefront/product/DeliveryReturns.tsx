import { FormattedMessage } from 'react-intl';
import { ReturnPolicyLink } from '../shell/ReturnPolicyLink';
import styles from './ProductPageExtras.module.css';

/** Delivery and returns in a line each, under a product's price (the policy in its language). */
export function DeliveryReturns() {
  return (
    <ul className={styles.serviceLines}>
      <li>
        <FormattedMessage id="product.delivery" />
      </li>
      <li>
        <FormattedMessage id="product.returns" /> <ReturnPolicyLink />
      </li>
    </ul>
  );
}
