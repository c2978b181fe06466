import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { orderTotals } from './checkout-totals';
import { countryName } from '@voski/contract/country-names';
import { HOME_COUNTRY, isRegion, regionLabels, type DeliveryZones } from './checkout-options';
import { pick } from '../../lib/i18n/locale';
import { useLocale } from '../../lib/i18n/use-locale';
import { formatPrice } from '../../lib/money';
import { defaultRate } from '../../lib/rates';
import type { AppliedCode } from '../basket/quote';
import { useCurrentRate, type BasketLine } from '../basket/use-shop-state';
import { Price } from '../shell/Price';
import styles from './Checkout.module.css';

export interface OrderSummaryProps {
  items: readonly BasketLine[];
  destination: { country: string; region: string };
  zones: DeliveryZones | null;
  headingLevel: 2 | 3;
  /** A discount code the server's quote applied (issue 37), taken off the total. */
  code?: AppliedCode | null;
}

/**
 * The lines, the subtotal, the region's delivery fee and the total in the visitor's currency;
 * in another currency than AMD it also says what is charged, in drams.
 */
export function OrderSummary({
  items,
  destination,
  zones,
  headingLevel,
  code = null,
}: OrderSummaryProps) {
  const id = useId();
  const intl = useIntl();
  const locale = useLocale();
  const rate = useCurrentRate();
  const totals = orderTotals(items, destination, zones, code?.amount ?? 0, code?.freeDelivery);
  const { country, region } = destination;
  const place =
    country === HOME_COUNTRY
      ? isRegion(region)
        ? intl.formatMessage({ id: regionLabels[region] })
        : null
      : country
        ? countryName(country, locale)
        : null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  return (
    <section className={styles.summary} aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`} className={styles.summaryTitle}>
        <FormattedMessage id="basket.summary" />
      </Heading>
      <ul className={styles.lines}>
        {items.map((line) => (
          <li key={`${line.id}/${line.size ?? ''}`} className={styles.line}>
            <span className={styles.lineTitle}>
              {line.size
                ? intl.formatMessage(
                    { id: 'size.lineTitle' },
                    { title: pick(line, 'title', locale), size: line.size },
                  )
                : pick(line, 'title', locale)}
            </span>
            <span className={styles.lineQuantity}>
              <FormattedMessage
                id="checkout.summary.quantity"
                values={{ count: line.quantity, price: <Price amd={line.price} /> }}
              />
            </span>
            <Price amd={line.price * line.quantity} className={styles.lineTotal} />
          </li>
        ))}
      </ul>
      <dl className={styles.totals}>
        <div>
          <dt>
            <FormattedMessage id="checkout.summary.subtotal" />
          </dt>
          <dd>
            <Price amd={totals.subtotal} />
          </dd>
        </div>
        {code && code.amount > 0 && (
          <div data-testid="code-discount">
            <dt>
              <FormattedMessage id="checkout.summary.discount" values={{ code: code.code }} />
            </dt>
            <dd>
              <Price amd={-code.amount} />
            </dd>
          </div>
        )}
        <div>
          <dt>
            {place ? (
              <FormattedMessage id="checkout.summary.deliveryTo" values={{ region: place }} />
            ) : (
              <FormattedMessage id="checkout.summary.delivery" />
            )}
          </dt>
          <dd>
            {totals.delivery === 0 && code?.freeDelivery ? (
              <FormattedMessage id="checkout.summary.deliveryFree" />
            ) : totals.delivery !== null ? (
              <Price amd={totals.delivery} />
            ) : (
              <FormattedMessage
                id={place ? 'checkout.summary.deliveryLater' : 'checkout.summary.deliveryByRegion'}
              />
            )}
          </dd>
        </div>
        <div className={styles.total}>
          <dt>
            <FormattedMessage id="basket.total" />
          </dt>
          <dd>
            <Price amd={totals.total} className={styles.totalValue} />
          </dd>
        </div>
      </dl>
      {rate.current !== 'AMD' && (
        <p className={styles.inDrams}>
          <FormattedMessage
            id="checkout.summary.inDrams"
            values={{ amount: formatPrice(totals.total, defaultRate, locale) }}
          />
        </p>
      )}
    </section>
  );
}
