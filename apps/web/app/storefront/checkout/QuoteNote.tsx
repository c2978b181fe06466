import { FormattedMessage } from 'react-intl';
import { pick } from '../../lib/i18n/locale';
import { useLocale } from '../../lib/i18n/use-locale';
import { formatPrice } from '../../lib/money';
import type { ShownQuote } from '../basket/quote';
import { defaultRate } from '../../lib/rates';
import type { BasketLine } from '../basket/use-shop-state';
import styles from './Checkout.module.css';

/**
 * The amount the payment will charge, as the server prices the order now, and the products
 * whose price changed since they were put in the basket.
 */
export function QuoteNote({
  quote,
  items,
}: {
  quote: ShownQuote | null;
  items: readonly BasketLine[];
}) {
  const locale = useLocale();
  if (!quote) return null;
  const changedTitles = items
    .filter((line) => quote.changed.some((c) => c.id === line.id))
    .map((line) => pick(line, 'title', locale));
  return (
    <>
      <p className={styles.note} data-testid="quote-total">
        <FormattedMessage
          id="checkout.quote.charged"
          values={{ amount: formatPrice(quote.total, defaultRate, locale) }}
        />
      </p>
      {changedTitles.length > 0 && (
        <p className={styles.problem} role="alert">
          <FormattedMessage
            id="checkout.quote.changed"
            values={{ titles: changedTitles.join(', ') }}
          />
        </p>
      )}
    </>
  );
}
