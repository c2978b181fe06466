import { FormattedMessage } from 'react-intl';
import { useLocale } from '../../lib/i18n/use-locale';
import { formatPrice } from '../../lib/money';
import { useCurrentRate } from '../basket/use-shop-state';
import styles from './Price.module.css';

/** An AMD amount in the visitor's currency (AMD on the server and until hydration). */
export function Price({ amd, className }: { amd: number; className?: string }) {
  const rate = useCurrentRate();
  const locale = useLocale();
  return <span className={className}>{formatPrice(amd, rate, locale)}</span>;
}

/**
 * A price, or, when a sale runs (issue 37), the old price struck through and the sale price;
 * screen readers hear "was … now …" rather than two bare amounts.
 */
export function SalePrice({
  amd,
  sale,
  className,
}: {
  amd: number;
  sale?: number | null;
  className?: string;
}) {
  if (sale === undefined || sale === null || sale >= amd) {
    return <Price amd={amd} className={className} />;
  }
  return (
    <span className={`${styles.sale} ${className ?? ''}`} data-sale="">
      <del className={styles.was}>
        <span className="sr-only">
          <FormattedMessage id="price.was" />{' '}
        </span>
        <Price amd={amd} />
      </del>{' '}
      <ins className={styles.now}>
        <span className="sr-only">
          <FormattedMessage id="price.now" />{' '}
        </span>
        <Price amd={sale} />
      </ins>
    </span>
  );
}
