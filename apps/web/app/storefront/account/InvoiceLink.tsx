import { FormattedMessage } from 'react-intl';
import { useParams } from 'react-router';
import type { CustomerOrder } from '@voski/contract';
import { endpointUrl } from '@voski/contract/endpoint';
import { useLocale } from '../../lib/i18n/use-locale';
import styles from '../checkout/Checkout.module.css';

/** Once the order is paid, its invoice (PDF) in the page's language: a plain link, no script. */
export function InvoiceLink({ order }: { order: Pick<CustomerOrder, 'payment_status'> }) {
  const { token } = useParams();
  const locale = useLocale();
  if (order.payment_status !== 'paid' || !token) return null;
  const href = endpointUrl('GET /payment/order/:token/invoice', {
    params: { token },
    query: { lang: locale },
  });
  return (
    <p className={styles.note}>
      <a href={href} download data-testid="order-invoice">
        <FormattedMessage id="order.invoice" />
      </a>
    </p>
  );
}
