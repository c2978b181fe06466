import { useCallback, useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import {
  customerFields,
  reachableStep,
  validateCustomer,
  validateCustomerField,
  validatePayment,
  type CheckoutDraft,
  type CustomerField,
  type DraftField,
} from './checkout-form';
import { pickupOffered, type DeliveryZones, type PickupPoint } from './checkout-options';
import { readDraft, writeDraft } from './checkout-session';
import { useLocale } from '../../lib/i18n/use-locale';
import type { FieldMessages } from './place-order';
import { useBasket, type BasketLine } from '../basket/use-shop-state';
import { EmptyBasket } from '../basket/EmptyBasket';
import pageStyles from '../shell/Page.module.css';
import styles from './Checkout.module.css';
import { ConfirmStep } from './ConfirmStep';
import { CustomerStep } from './CustomerStep';
import { OrderSummary } from './OrderSummary';
import { PaymentStep } from './PaymentStep';
import { StepIndicator, stepTitles } from './StepIndicator';
import { stepCount, useCheckoutStep } from './use-checkout-step';
import { usePlaceOrder } from './use-place-order';
import { useCheckoutQuote } from './use-checkout-quote';

export interface CheckoutOptions {
  zones: DeliveryZones | null;
  /** The payment types the server offers now. */
  methods: number[];
  /** The shop addresses customers may collect at (issue 38). */
  points: PickupPoint[];
}

/** The checkout page: the empty state, or the three steps. */
export function CheckoutView(options: CheckoutOptions) {
  const { items, ready } = useBasket();
  return (
    <>
      <header className={pageStyles.header}>
        <h1 className={pageStyles.title}>
          <FormattedMessage id="checkout.title" />
        </h1>
      </header>
      {!ready ? (
        <div className={styles.skeleton} aria-hidden="true" />
      ) : items.length === 0 ? (
        <EmptyBasket />
      ) : (
        <CheckoutSteps items={items} {...options} />
      )}
    </>
  );
}

/** What gets the focus once a step is shown: its heading, or a field the server refused. */
type FocusTarget = 'heading' | DraftField;

function CheckoutSteps({
  items,
  zones,
  methods,
  points,
}: CheckoutOptions & { items: BasketLine[] }) {
  const locale = useLocale();
  // rendered only after hydration (the basket is read first), so sessionStorage is there
  const [draft, setDraft] = useState<CheckoutDraft>(readDraft);
  const [errors, setErrors] = useState<FieldMessages>({});
  const [customerChecked, setCustomerChecked] = useState(false);
  /** Payment types the server refused (PayPal when it is not set up). */
  const [refused, setRefused] = useState<string[]>([]);
  const { step, goTo, back } = useCheckoutStep(reachableStep(draft, methods));
  const panel = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const focusNext = useRef<FocusTarget>('heading');
  const shownStep = useRef(step);

  useEffect(() => writeDraft(draft), [draft]);

  const focusField = useCallback((field: DraftField) => {
    panel.current?.querySelector<HTMLElement>(`[name="${field}"]:not(:disabled)`)?.focus();
  }, []);

  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    const target = focusNext.current;
    focusNext.current = 'heading';
    if (target === 'heading') heading.current?.focus();
    else focusField(target);
  }, [step, focusField]);

  const change = (field: Exclude<DraftField, 'code'>, value: string) => {
    // A province of Armenia means nothing elsewhere, and a free region nothing in Armenia.
    const next = { ...draft, [field]: value, ...(field === 'country' ? { region: '' } : {}) };
    // Collecting in store is offered by the destination's zone: a new destination asks again.
    if ((field === 'country' || field === 'region') && next.pickup) {
      const offered = pickupOffered(zones, points, next.country, next.region);
      if (!offered.some((p) => String(p.id) === next.pickup)) next.pickup = '';
    }
    setDraft(next);
    if (field === 'paymentType' || field === 'pickup') {
      setErrors((current) => ({ ...current, [field]: undefined }));
    } else if (customerChecked || errors[field]) {
      const again: CustomerField[] = field === 'country' ? ['country', 'phone'] : [field];
      setErrors((current) => ({
        ...current,
        ...Object.fromEntries(again.map((f) => [f, validateCustomerField(f, next)])),
      }));
    }
  };

  const submitCustomer = () => {
    const found = validateCustomer(draft);
    setCustomerChecked(true);
    setErrors(found);
    const first = customerFields.find((field) => found[field]);
    if (first) focusField(first);
    else goTo(2);
  };

  const submitPayment = () => {
    const error = validatePayment(draft.paymentType, methods);
    setErrors((current) => ({ ...current, paymentType: error }));
    if (error) focusField('paymentType');
    else goTo(3);
  };

  const onInvalidFields = useCallback(
    (fields: FieldMessages) => {
      setErrors(fields);
      const first = fields.pickup ? 'pickup' : customerFields.find((field) => fields[field]);
      if (first) {
        setCustomerChecked(true);
        focusNext.current = first;
        goTo(1);
      } else if (fields.paymentType) {
        setRefused((known) => [...known, draft.paymentType]);
        setDraft((current) => ({ ...current, paymentType: '' }));
        focusNext.current = 'paymentType';
        goTo(2);
      }
    },
    [goTo, draft.paymentType],
  );

  const applyCode = useCallback((code: string) => setDraft((d) => ({ ...d, code })), []);
  // Asked on the confirmation step, and before it when a code (from the basket) is applied.
  const quoted = useCheckoutQuote(draft, items, applyCode, step === 3 || draft.code !== '');

  const { status, problem, place } = usePlaceOrder({
    draft,
    basket: items,
    locale,
    onInvalidFields,
  });

  const stepHeading = (
    <h2 ref={heading} tabIndex={-1} className={styles.stepTitle}>
      <span className={styles.stepOf}>
        <FormattedMessage id="checkout.stepOf" values={{ index: step, count: stepCount }} />
      </span>{' '}
      <FormattedMessage id={stepTitles[step]} />
    </h2>
  );

  return (
    <>
      <StepIndicator step={step} onGoTo={goTo} />
      <div className={step === 3 ? styles.single : styles.layout}>
        <div ref={panel}>
          {step === 1 && (
            <CustomerStep
              heading={stepHeading}
              values={draft}
              errors={errors}
              zones={zones}
              onChange={(field: CustomerField, value) => change(field, value)}
              pickupPoints={pickupOffered(zones, points, draft.country, draft.region)}
              pickup={draft.pickup}
              onPickup={(value) => change('pickup', value)}
              onSubmit={submitCustomer}
            />
          )}
          {step === 2 && (
            <PaymentStep
              heading={stepHeading}
              value={draft.paymentType}
              methods={methods}
              error={errors.paymentType}
              refused={refused}
              onChange={(value) => change('paymentType', value)}
              onSubmit={submitPayment}
              onBack={back}
            />
          )}
          {step === 3 && (
            <ConfirmStep
              heading={stepHeading}
              draft={draft}
              items={items}
              zones={zones}
              points={points}
              status={status}
              problem={problem}
              onPlace={place}
              onEdit={goTo}
              onBack={back}
              onCode={applyCode}
              quoted={quoted}
            />
          )}
        </div>
        {step < 3 && (
          <aside className={styles.aside}>
            <OrderSummary
              items={items}
              destination={draft}
              zones={zones}
              headingLevel={2}
              code={draft.code ? (quoted.quote?.code ?? null) : null}
            />
          </aside>
        )}
      </div>
    </>
  );
}
