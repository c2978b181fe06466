import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import {
  clearCheckout,
  endAttempt,
  readFinishedOrder,
  readPlaced,
  takeReturnLocale,
  writeFinishedOrder,
} from '../checkout/checkout-session';
import { localizedHref, localizedPath } from '../../lib/i18n/locale';
import type { MessageId } from '../../lib/i18n/messages';
import { useLocale } from '../../lib/i18n/use-locale';
import type { DeclineReason } from '@voski/contract/decline-reasons';
import {
  abandonOrder,
  checkPayment,
  paidOrderEmptiesBasket,
  type PaymentState,
} from './payment-result';
import { clearBasket } from '../basket/shop-state';
import pageStyles from '../shell/Page.module.css';
import styles from './PaymentResult.module.css';

type ResultPage = 'success' | 'failure';

type View =
  | { kind: 'checking' }
  | Exclude<PaymentState, { kind: 'failed' }>
  | {
      kind: 'failed';
      orderNumber: number | null;
      reason: DeclineReason | null;
      /** The customer's token of an order left unpaid at the gateway, still open. */
      abandoned?: string | null;
    };

const AUTO_CHECKS = 3;
const AUTO_CHECK_MS = 3000;

/** The basket and the checkout's own records once the gateway has given its verdict. */
function settle(state: PaymentState): void {
  if (state.kind === 'paid') {
    if (paidOrderEmptiesBasket(readPlaced(), readFinishedOrder(), state.orderNumber)) {
      clearBasket();
      clearCheckout();
    }
    writeFinishedOrder(state.orderNumber);
  } else if (state.kind === 'failed') {
    endAttempt();
    writeFinishedOrder(state.orderNumber);
  }
}

/** On the failure page an unsettled payment is one the payer gave up on: not paid. */
function viewOf(state: PaymentState, page: ResultPage): View {
  if (page === 'failure' && state.kind === 'pending') {
    return {
      kind: 'failed',
      orderNumber: state.orderNumber,
      reason: null,
      abandoned: state.orderToken,
    };
  }
  return state;
}

const titles: Record<View['kind'], MessageId> = {
  checking: 'payment.checking',
  paid: 'payment.paid.title',
  pending: 'payment.pending.title',
  failed: 'payment.failed.title',
  notFound: 'payment.notFound.title',
  unknown: 'payment.unknown.title',
};

const texts: Partial<Record<View['kind'], MessageId>> = {
  paid: 'payment.paid.text',
  pending: 'payment.pending.text',
  failed: 'payment.failed.text',
  notFound: 'payment.notFound.text',
  unknown: 'payment.unknown.text',
};

const statuses: Partial<Record<View['kind'], MessageId>> = {
  paid: 'payment.status.paid',
  pending: 'payment.status.pending',
  failed: 'payment.status.failed',
};

/**
 * The page the gateway sends the payer back to: asks the shop about the payment, then says so.
 * Paid empties the basket; anything else keeps it and offers another try.
 */
export function PaymentResult({ page }: { page: ResultPage }) {
  const locale = useLocale();
  const intl = useIntl();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [params] = useSearchParams();
  const orderId = params.get('orderId')?.trim() ?? '';
  const [started, setStarted] = useState(false);
  const [view, setView] = useState<View>({ kind: 'checking' });
  const [checking, setChecking] = useState(false);
  const [round, setRound] = useState(0);
  const [autoChecks, setAutoChecks] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const shownKind = useRef<View['kind']>('checking');

  // The gateway's way back has no language in it: show the page in the one the order used.
  // Taken once, so a later switch of language is the visitor's own.
  useEffect(() => {
    const wanted = takeReturnLocale();
    if (wanted && wanted !== locale) {
      navigate(`${localizedPath(pathname, wanted)}${search}`, { replace: true });
    } else {
      setStarted(true);
    }
  }, [locale, navigate, pathname, search]);

  useEffect(() => {
    if (!started) return;
    // A gateway that sends the payer back without the order (Idram may): the one this tab placed.
    const id = orderId || readPlaced()?.orderId;
    if (!id) {
      setView(
        page === 'failure'
          ? { kind: 'failed', orderNumber: null, reason: null }
          : { kind: 'notFound' },
      );
      return;
    }
    let live = true;
    setChecking(true);
    void checkPayment(id).then((state) => {
      if (!live) return;
      settle(state);
      setView(viewOf(state, page));
      setChecking(false);
    });
    return () => {
      live = false;
    };
  }, [started, orderId, page, round]);

  // A payment still being settled is asked about again a few times on its own.
  useEffect(() => {
    if (view.kind !== 'pending' || checking || autoChecks >= AUTO_CHECKS) return;
    const timer = setTimeout(() => {
      setAutoChecks((count) => count + 1);
      setRound((count) => count + 1);
    }, AUTO_CHECK_MS);
    return () => clearTimeout(timer);
  }, [view.kind, checking, autoChecks]);

  useEffect(() => {
    if (view.kind === shownKind.current) return;
    shownKind.current = view.kind;
    heading.current?.focus();
  }, [view.kind]);

  const orderNumber = 'orderNumber' in view ? view.orderNumber : null;
  const status = statuses[view.kind];
  const text = texts[view.kind];
  const checkAgain = (
    <button
      type="button"
      className={pageStyles.button}
      disabled={checking}
      onClick={() => setRound((count) => count + 1)}
    >
      <FormattedMessage id="payment.checkAgain" />
    </button>
  );
  const retry = `${localizedHref(locale, '/checkout')}?step=3`;
  const basket = localizedHref(locale, '/basket');
  /**
   * Leaving a failed payment for another try: the order left open at the gateway holds its
   * pieces, so it is given up first, and the next order is a new attempt.
   */
  const giveUpThen = (to: string) => (event: MouseEvent) => {
    const abandoned = view.kind === 'failed' ? view.abandoned : null;
    if (!abandoned) return;
    event.preventDefault();
    void abandonOrder(abandoned).then(() => {
      endAttempt();
      void navigate(to);
    });
  };
  const toBasket = (
    <Link to={basket} className={pageStyles.buttonSecondary} onClick={giveUpThen(basket)}>
      <FormattedMessage id="payment.toBasket" />
    </Link>
  );

  return (
    <section className={styles.page} aria-busy={checking || view.kind === 'checking'}>
      <h1 ref={heading} tabIndex={-1} className={styles.title}>
        <FormattedMessage id={titles[view.kind]} />
      </h1>
      {orderNumber !== null && status && (
        <dl className={styles.facts}>
          <div>
            <dt>
              <FormattedMessage id="payment.orderNumber" />
            </dt>
            <dd>{orderNumber}</dd>
          </div>
          <div>
            <dt>
              <FormattedMessage id="payment.status" />
            </dt>
            <dd>
              <FormattedMessage id={status} />
            </dd>
          </div>
        </dl>
      )}
      {text && (
        <p className={styles.text}>
          <FormattedMessage id={text} />
        </p>
      )}
      {view.kind === 'failed' && view.reason && (
        <p className={styles.reason}>
          <FormattedMessage
            id="payment.failed.reason"
            values={{ reason: intl.formatMessage({ id: `payment.decline.${view.reason}` }) }}
          />
        </p>
      )}
      <div className={styles.actions}>
        {(view.kind === 'paid' || view.kind === 'pending') && view.orderToken && (
          <Link
            to={localizedHref(locale, `/order/${view.orderToken}`)}
            className={view.kind === 'paid' ? pageStyles.button : pageStyles.buttonSecondary}
          >
            <FormattedMessage id="payment.seeOrder" />
          </Link>
        )}
        {view.kind === 'paid' && (
          <Link to={localizedHref(locale, '/')} className={pageStyles.buttonSecondary}>
            <FormattedMessage id="basket.continue" />
          </Link>
        )}
        {view.kind === 'failed' && (
          <>
            <Link to={retry} className={pageStyles.button} onClick={giveUpThen(retry)}>
              <FormattedMessage id="payment.tryAgain" />
            </Link>
            {toBasket}
          </>
        )}
        {(view.kind === 'pending' || view.kind === 'unknown') && (
          <>
            {checkAgain}
            {toBasket}
          </>
        )}
        {view.kind === 'notFound' && toBasket}
      </div>
    </section>
  );
}
