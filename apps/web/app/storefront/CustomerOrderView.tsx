import { FormattedMessage, useIntl } from 'react-intl';
import { Form, useNavigation } from 'react-router';
import { countryName } from '@voski/contract/country-names';
import type { CustomerOrder } from '@voski/contract';
import { HOME_COUNTRY, isRegion, regionLabels } from '../lib/checkout-options';
import type { MessageId } from '../lib/i18n/messages';
import { useLocale } from '../lib/i18n/use-locale';
import { formatPrice } from '../lib/money';
import { defaultRate } from '../lib/rates';
import styles from './checkout/Checkout.module.css';
import pageStyles from './Page.module.css';

export type CancelOutcome = { ok: true } | { ok: false; reason: 'tooLate' | 'failed' };

const outcomeText: Record<'tooLate' | 'failed', MessageId> = {
  tooLate: 'order.tooLate',
  failed: 'order.cancelFailed',
};

/** The customer's order as the link in their e-mail shows it, with its cancel button. */
export function CustomerOrderView({
  order,
  outcome,
}: {
  order: CustomerOrder;
  outcome: CancelOutcome | undefined;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const cancelling = useNavigation().state === 'submitting';
  const amd = (amount: number) => formatPrice(amount, defaultRate, locale);
  const region =
    order.country === HOME_COUNTRY && isRegion(order.region)
      ? intl.formatMessage({ id: regionLabels[order.region] })
      : order.region;
  const address = [order.address, region, countryName(order.country, locale)].filter(Boolean);

  return (
    <>
      <header className={pageStyles.header}>
        <h1 className={pageStyles.title}>
          <FormattedMessage id="order.title" values={{ number: order.id }} />
        </h1>
        <p className={pageStyles.lead}>
          <FormattedMessage
            id="order.placed"
            values={{ date: intl.formatDate(order.created_at, { dateStyle: 'long' }) }}
          />
        </p>
      </header>
      <div role="status">
        {outcome && (
          <p className={outcome.ok ? undefined : styles.problem}>
            <FormattedMessage id={outcome.ok ? 'order.cancelled' : outcomeText[outcome.reason]} />
          </p>
        )}
      </div>
      <dl className={styles.totals}>
        <div>
          <dt>
            <FormattedMessage id="order.status" />
          </dt>
          <dd data-testid="order-status">
            <FormattedMessage id={`order.status.${order.done}` as MessageId} />
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="order.payment" />
          </dt>
          <dd data-testid="order-payment">
            <FormattedMessage id={`order.payment.${order.payment_status}` as MessageId} />
          </dd>
        </div>
      </dl>
      <section className={styles.summary} aria-labelledby="order-lines">
        <h2 id="order-lines" className={styles.summaryTitle}>
          <FormattedMessage id="order.lines" />
        </h2>
        <ul className={styles.lines}>
          {order.lines.map((line) => (
            <li key={`${line.id}/${line.size ?? ''}`} className={styles.line}>
              <span className={styles.lineTitle}>
                {line.size
                  ? intl.formatMessage(
                      { id: 'size.lineTitle' },
                      { title: line.title, size: line.size },
                    )
                  : line.title}{' '}
                ({line.model})
              </span>
              <span className={styles.lineQuantity}>
                <FormattedMessage
                  id="checkout.summary.quantity"
                  values={{ count: line.quantity, price: amd(line.price) }}
                />
              </span>
              <span className={styles.lineTotal}>{amd(line.price * line.quantity)}</span>
            </li>
          ))}
        </ul>
        <dl className={styles.totals}>
          <div>
            <dt>
              <FormattedMessage id="order.subtotal" />
            </dt>
            <dd>{amd(order.subtotal)}</dd>
          </div>
          <div>
            <dt>
              <FormattedMessage id="order.delivery" />
            </dt>
            <dd>{amd(order.delivery)}</dd>
          </div>
          <div className={styles.total}>
            <dt>
              <FormattedMessage id="order.total" />
            </dt>
            <dd className={styles.totalValue}>{amd(order.total)}</dd>
          </div>
        </dl>
      </section>
      <section className={styles.review} aria-labelledby="order-address">
        <h2 id="order-address" className={styles.reviewTitle}>
          <FormattedMessage id="order.deliverTo" />
        </h2>
        <p className={styles.reviewText}>
          {order.name} {order.surname}
          <br />
          {address.join(', ')}
          <br />
          {order.phone}
        </p>
      </section>
      {order.done === 0 && (
        <p className={styles.note}>
          <FormattedMessage id="order.nextSteps" />
        </p>
      )}
      <p className={styles.note}>
        <FormattedMessage id="checkout.returnPolicy" />
      </p>
      {order.cancellable && (
        <Form method="post" className={styles.actions}>
          <p className={styles.note} id="order-cancel-hint">
            <FormattedMessage id="order.cancelHint" />
          </p>
          <button
            type="submit"
            className={pageStyles.buttonSecondary}
            aria-describedby="order-cancel-hint"
            aria-disabled={cancelling ? true : undefined}
          >
            <FormattedMessage id={cancelling ? 'order.cancelling' : 'order.cancel'} />
          </button>
        </Form>
      )}
    </>
  );
}
