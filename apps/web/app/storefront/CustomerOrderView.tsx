import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Form, Link, useNavigation, useSearchParams } from 'react-router';
import { countryName } from '@voski/contract/country-names';
import type { CustomerOrder } from '@voski/contract';
import { HOME_COUNTRY, isRegion, regionLabels } from '../lib/checkout-options';
import type { MessageId } from '../lib/i18n/messages';
import { useLocale } from '../lib/i18n/use-locale';
import { formatPrice } from '../lib/money';
import { cancelHint, cancelledByShopOnly, type CancelOutcome } from '../lib/order-cancel';
import { defaultRate } from '../lib/rates';
import styles from './checkout/Checkout.module.css';
import pageStyles from './Page.module.css';

/** `?cancel=ask` shows the question before the order is cancelled. */
const CANCEL_PARAM = 'cancel';

const outcomeText: Record<'tooLate' | 'byShop' | 'failed', MessageId> = {
  tooLate: 'order.tooLate',
  byShop: 'order.byShop',
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
  const asking = useSearchParams()[0].get(CANCEL_PARAM) === 'ask';
  // the question opens with the safe answer focused
  const keep = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (asking) keep.current?.focus();
  }, [asking]);
  const amd = (amount: number) => formatPrice(amount, defaultRate, locale);
  const hint = cancelHint(order);
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
      {cancelledByShopOnly(order) && !outcome && (
        <p className={styles.note}>
          <FormattedMessage id="order.byShop" />
        </p>
      )}
      {order.cancellable && !asking && (
        // A GET to the same page with ?cancel=ask: the question works without scripts too.
        <Form method="get" className={styles.actions}>
          {hint && (
            <p className={styles.note} id="order-cancel-hint">
              <FormattedMessage id={hint} />
            </p>
          )}
          <button
            type="submit"
            name={CANCEL_PARAM}
            value="ask"
            className={pageStyles.buttonSecondary}
            aria-describedby={hint ? 'order-cancel-hint' : undefined}
          >
            <FormattedMessage id="order.cancel" />
          </button>
        </Form>
      )}
      {order.cancellable && asking && (
        <section className={styles.actions} aria-labelledby="order-cancel-question">
          <h2 id="order-cancel-question" className={styles.reviewTitle}>
            <FormattedMessage id="order.cancelQuestion" values={{ number: order.id }} />
          </h2>
          {hint && (
            <p className={styles.note}>
              <FormattedMessage id={hint} />
            </p>
          )}
          <Form method="post" className={styles.actions}>
            <button
              type="submit"
              className={pageStyles.button}
              aria-disabled={cancelling ? true : undefined}
            >
              <FormattedMessage id={cancelling ? 'order.cancelling' : 'order.cancelYes'} />
            </button>
            <Link to="." replace className={pageStyles.buttonSecondary} ref={keep}>
              <FormattedMessage id="order.cancelKeep" />
            </Link>
          </Form>
        </section>
      )}
    </>
  );
}
