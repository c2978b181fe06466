import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { CheckoutDraft } from './checkout-form';
import { countryName } from '@voski/contract/country-names';
import {
  HOME_COUNTRY,
  isRegion,
  paymentChoices,
  regionLabels,
  type DeliveryZones,
  type PickupPoint,
} from './checkout-options';
import { localizedHref, pick } from '../../lib/i18n/locale';
import { useLocale } from '../../lib/i18n/use-locale';
import type { BasketLine } from '../basket/use-shop-state';
import pageStyles from '../shell/Page.module.css';
import { ReturnPolicyLink } from '../shell/ReturnPolicyLink';
import styles from './Checkout.module.css';
import { OrderSummary } from './OrderSummary';
import { QuoteNote } from './QuoteNote';
import { CodeField } from '../basket/CodeField';
import type { CheckoutQuote } from './use-checkout-quote';
import type { Step } from './use-checkout-step';
import type { PlaceProblem, PlaceStatus } from './use-place-order';

export interface ConfirmStepProps {
  heading: ReactNode;
  draft: CheckoutDraft;
  items: readonly BasketLine[];
  zones: DeliveryZones | null;
  /** The shop's pickup points (issue 38): the one chosen is shown instead of the address. */
  points: readonly PickupPoint[];
  status: PlaceStatus;
  problem: PlaceProblem | null;
  onPlace: () => void;
  onEdit: (step: Step) => void;
  onBack: () => void;
  /** Applies a discount code ('' takes it off). */
  onCode: (code: string) => void;
  /** The server's quote of the order, with the code (`useCheckoutQuote`). */
  quoted: CheckoutQuote;
}

function ProblemText({ problem, items }: { problem: PlaceProblem; items: readonly BasketLine[] }) {
  const locale = useLocale();
  switch (problem.kind) {
    case 'products': {
      const titles = items
        .filter((line) => problem.ids.includes(line.id))
        .map((line) => pick(line, 'title', locale));
      return (
        <>
          {titles.length > 0 ? (
            <FormattedMessage id="checkout.error.products" values={{ titles: titles.join(', ') }} />
          ) : (
            <FormattedMessage id="checkout.error.productsOther" />
          )}{' '}
          <Link to={localizedHref(locale, '/basket')}>
            <FormattedMessage id="checkout.error.toBasket" />
          </Link>
        </>
      );
    }
    case 'soldOut': {
      const titles = [
        ...new Set(
          items
            .filter((line) => problem.ids.includes(line.id))
            .map((line) => pick(line, 'title', locale)),
        ),
      ];
      return (
        <>
          {titles.length > 0 ? (
            <FormattedMessage id="checkout.error.soldOut" values={{ titles: titles.join(', ') }} />
          ) : (
            <FormattedMessage id="checkout.error.soldOutOther" />
          )}{' '}
          <Link to={localizedHref(locale, '/basket')}>
            <FormattedMessage id="checkout.error.toBasket" />
          </Link>
        </>
      );
    }
    case 'other':
      return <>{problem.text}</>;
    case 'code':
      return <FormattedMessage id={`checkout.code.${problem.refused}`} />;
    default:
      return <FormattedMessage id={`checkout.error.${problem.kind}`} />;
  }
}

/** Step 3: everything once more, then "Place order" and off to the payment page. */
export function ConfirmStep(props: ConfirmStepProps) {
  const { heading, draft, items, zones, points, status, problem, onPlace, onEdit, onBack, onCode } =
    props;
  const collectAt = points.find((p) => String(p.id) === draft.pickup);
  const { quote, refused, clearRefusal } = props.quoted;
  const intl = useIntl();
  const locale = useLocale();
  const region =
    draft.country === HOME_COUNTRY
      ? isRegion(draft.region) && intl.formatMessage({ id: regionLabels[draft.region] })
      : draft.region.trim();
  const where = [draft.address.trim(), region, countryName(draft.country, locale)]
    .filter(Boolean)
    .join(', ');
  const payment = paymentChoices.find((choice) => String(choice.id) === draft.paymentType);
  const pending = status !== 'idle';

  const change = (step: Step, label: 'changeDetails' | 'changePayment') => (
    <button type="button" className={styles.change} onClick={() => onEdit(step)}>
      <span aria-hidden="true">
        <FormattedMessage id="checkout.review.change" />
      </span>
      <span className="sr-only">
        <FormattedMessage id={`checkout.review.${label}`} />
      </span>
    </button>
  );

  return (
    <div className={styles.confirm}>
      {heading}
      <section className={styles.review} aria-labelledby="checkout-review-details">
        <div className={styles.reviewHead}>
          <h3 id="checkout-review-details" className={styles.reviewTitle}>
            <FormattedMessage id="checkout.review.details" />
          </h3>
          {change(1, 'changeDetails')}
        </div>
        <p className={styles.reviewText}>
          {draft.name.trim()} {draft.surname.trim()}
          <br />
          {draft.email.trim()}, {draft.phone.trim()}
          <br />
          {where}
        </p>
        {collectAt && (
          <p className={styles.reviewText}>
            <FormattedMessage
              id="checkout.pickup.collect"
              values={{ address: pick(collectAt, 'address', locale) }}
            />
            <br />
            <FormattedMessage
              id="checkout.pickup.hours"
              values={{ hours: pick(collectAt, 'hours', locale) }}
            />
          </p>
        )}
        {draft.message.trim() && (
          <p className={styles.reviewText}>
            <FormattedMessage id="checkout.review.message" />: {draft.message.trim()}
          </p>
        )}
      </section>
      <section className={styles.review} aria-labelledby="checkout-review-payment">
        <div className={styles.reviewHead}>
          <h3 id="checkout-review-payment" className={styles.reviewTitle}>
            <FormattedMessage id="checkout.review.payment" />
          </h3>
          {change(2, 'changePayment')}
        </div>
        <p className={styles.reviewText}>{payment && <FormattedMessage id={payment.label} />}</p>
      </section>
      <OrderSummary
        items={items}
        destination={draft}
        zones={zones}
        headingLevel={3}
        code={quote?.code ?? null}
      />
      <CodeField
        applied={quote?.code ?? null}
        refused={refused}
        onApply={(code) => {
          clearRefusal();
          onCode(code);
        }}
      />
      <div className={styles.placeInfo}>
        <QuoteNote quote={quote} items={items} />
        <div role="alert">
          {problem && (
            <p className={styles.problem}>
              <ProblemText problem={problem} items={items} />
            </p>
          )}
        </div>
        <p className={styles.note}>
          <FormattedMessage id="checkout.returnPolicy" /> <ReturnPolicyLink />
        </p>
        <p className={styles.note}>
          <FormattedMessage id="checkout.placeNote" />
        </p>
      </div>
      <div className={styles.actions}>
        <button
          type="button"
          className={pageStyles.buttonSecondary}
          disabled={pending}
          onClick={onBack}
        >
          <FormattedMessage id="checkout.back" />
        </button>
        {/* aria-disabled rather than disabled: the button keeps the keyboard focus */}
        <button
          type="button"
          className={`${pageStyles.button} ${styles.place}`}
          aria-disabled={pending ? true : undefined}
          onClick={pending ? undefined : onPlace}
        >
          <FormattedMessage
            id={
              status === 'placing'
                ? 'checkout.placing'
                : status === 'leaving'
                  ? 'checkout.redirecting'
                  : 'checkout.place'
            }
          />
        </button>
      </div>
      <p role="status" className="sr-only">
        {status === 'placing' && <FormattedMessage id="checkout.placing" />}
        {status === 'leaving' && <FormattedMessage id="checkout.redirecting" />}
      </p>
    </div>
  );
}
