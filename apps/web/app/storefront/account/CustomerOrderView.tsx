import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Form, Link, useNavigation, useSearchParams } from 'react-router';
import { countryName } from '@voski/contract/country-names';
import type { CustomerOrder } from '@voski/contract';
import { HOME_COUNTRY, isRegion, regionLabels } from '../checkout/checkout-options';
import type { MessageId } from '../../lib/i18n/messages';
import { pick } from '../../lib/i18n/locale';
import { useLocale } from '../../lib/i18n/use-locale';
import { formatPrice } from '../../lib/money';
import { counted } from '../../lib/number-locale';
import { InvoiceLink } from './InvoiceLink';
import { cancelHint, cancelledByShopOnly } from './order-cancel';
import { holdTime, INTENT_FIELD, type OrderIntent, type OrderOutcome } from './order-hold';
import { defaultRate } from '../../lib/rates';
import styles from '../checkout/Checkout.module.css';
import pageStyles from '../shell/Page.module.css';
import { ReturnPolicyLink } from '../shell/ReturnPolicyLink';

/** `?cancel=ask` shows the question before the order is cancelled. */
const CANCEL_PARAM = 'cancel';

const cancelRefusals: Record<'tooLate' | 'byShop' | 'failed', MessageId> = {
  tooLate: 'order.tooLate',
  byShop: 'order.byShop',
  failed: 'order.cancelFailed',
};
const extendRefusals: Record<'notExtendable' | 'failed', MessageId> = {
  notExtendable: 'order.holdNotExtendable',
  failed: 'order.holdExtendFailed',
};

/** What the last posted form came to, in the page's status region. */
function OutcomeText({ posted }: { posted: OrderOutcome }) {
  const intl = useIntl();
  if (posted.intent === 'extend') {
    const { outcome } = posted;
    return outcome.ok ? (
      <p>
        <FormattedMessage
          id="order.holdExtended"
          values={{ time: holdTime(intl, outcome.until) }}
        />
      </p>
    ) : (
      <p className={styles.problem}>
        <FormattedMessage id={extendRefusals[outcome.reason]} />
      </p>
    );
  }
  const { outcome } = posted;
  return (
    <p className={outcome.ok ? undefined : styles.problem}>
      <FormattedMessage id={outcome.ok ? 'order.cancelled' : cancelRefusals[outcome.reason]} />
    </p>
  );
}

/**
 * The customer's order as the link in their e-mail shows it, with its cancel button, and while
 * it is unpaid, until when its pieces are kept, with the button that keeps them longer once.
 */
/** An order collected in store is "ready for pickup" (1), then "collected" (2) (issue 38). */
function statusId(order: Pick<CustomerOrder, 'done' | 'pickup'>): MessageId {
  if (order.pickup && (order.done === 1 || order.done === 2))
    return `order.status.pickup${order.done}`;
  return `order.status.${order.done}` as MessageId;
}

export function CustomerOrderView({
  order,
  outcome,
}: {
  order: CustomerOrder;
  outcome: OrderOutcome | undefined;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const navigation = useNavigation();
  const posting = (intent: OrderIntent) =>
    navigation.state === 'submitting' && navigation.formData?.get(INTENT_FIELD) === intent;
  const cancelling = posting('cancel');
  const extending = posting('extend');
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
      <div role="status">{outcome && <OutcomeText posted={outcome} />}</div>
      <dl className={styles.totals}>
        <div>
          <dt>
            <FormattedMessage id="order.status" />
          </dt>
          <dd data-testid="order-status">
            <FormattedMessage id={statusId(order)} />
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
        {order.shipment && (
          <div>
            <dt>
              <FormattedMessage id="order.shipment" />
            </dt>
            <dd data-testid="order-shipment">
              <FormattedMessage
                id="order.shipmentWith"
                values={{ carrier: order.shipment.carrier, number: order.shipment.number }}
              />{' '}
              <a href={order.shipment.url} rel="noreferrer noopener" target="_blank">
                <FormattedMessage id="order.track" />
              </a>
            </dd>
          </div>
        )}
      </dl>
      {order.hold && (
        <div className={styles.actions}>
          <p className={styles.note} data-testid="order-hold">
            <FormattedMessage
              id="order.holdUntil"
              values={{ time: holdTime(intl, order.hold.expires_at) }}
            />
          </p>
          {order.hold.extendable && (
            <Form method="post">
              <button
                type="submit"
                name={INTENT_FIELD}
                value="extend"
                className={pageStyles.buttonSecondary}
                aria-disabled={extending ? true : undefined}
              >
                {extending ? (
                  <FormattedMessage id="order.holdExtending" />
                ) : (
                  <FormattedMessage
                    id="order.holdExtend"
                    values={counted(order.hold.extend_minutes, locale)}
                  />
                )}
              </button>
            </Form>
          )}
        </div>
      )}
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
          {order.discounts.map((d) => (
            <div key={d.promotion_id} data-testid="order-discount">
              <dt>
                {d.code ? (
                  <FormattedMessage id="order.discountCode" values={{ code: d.code }} />
                ) : (
                  <FormattedMessage
                    id="order.discountSale"
                    values={{ name: pick(d, 'name', locale) }}
                  />
                )}
              </dt>
              <dd>
                {d.amount > 0 && amd(-d.amount)}
                {d.amount > 0 && d.free_delivery && ' · '}
                {d.free_delivery && <FormattedMessage id="order.freeDelivery" />}
              </dd>
            </div>
          ))}
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
      {order.pickup && (
        <section className={styles.review} aria-labelledby="order-pickup">
          <h2 id="order-pickup" className={styles.reviewTitle}>
            <FormattedMessage id="order.pickup" />
          </h2>
          <p className={styles.reviewText} data-testid="order-pickup">
            {order.pickup.address}
            <br />
            <FormattedMessage id="checkout.pickup.hours" values={{ hours: order.pickup.hours }} />
          </p>
        </section>
      )}
      <InvoiceLink order={order} />
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
        <FormattedMessage id="checkout.returnPolicy" /> <ReturnPolicyLink />
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
              name={INTENT_FIELD}
              value="cancel"
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
