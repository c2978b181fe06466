import { useId, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { paymentChoices } from './checkout-options';
import type { FieldMessage } from './place-order';
import formStyles from '../content/ContactForm.module.css';
import pageStyles from '../shell/Page.module.css';
import styles from './Checkout.module.css';
import { FieldError } from './FieldError';
import type { StepFormProps } from './step-props';

export interface PaymentStepProps extends StepFormProps {
  value: string;
  /** The payment types the server offers: exactly these are listed. */
  methods: readonly number[];
  error: FieldMessage | undefined;
  /** Payment types the server refused (its reason is the step's error). */
  refused: readonly string[];
  onChange: (value: string) => void;
  onBack: () => void;
}

/** Step 2: the payment type, among those the shop takes now. */
export function PaymentStep(props: PaymentStepProps) {
  const { value, methods, error, refused, onChange, onSubmit, onBack, heading } = props;
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <form method="post" className={formStyles.form} noValidate onSubmit={submit}>
      {heading}
      <fieldset
        role="radiogroup"
        className={styles.choices}
        aria-labelledby={`${id}-legend`}
        aria-required="true"
        aria-describedby={error ? `${id}-error` : undefined}
        aria-invalid={error ? true : undefined}
      >
        <legend id={`${id}-legend`} className={formStyles.label}>
          <FormattedMessage id="checkout.payment.legend" />
        </legend>
        {paymentChoices
          .filter((choice) => methods.includes(choice.id))
          .map((choice) => {
            const wasRefused = refused.includes(String(choice.id));
            const unavailable = wasRefused;
            const inputId = `${id}-${choice.id}`;
            return (
              <div key={choice.id} className={styles.choice}>
                <input
                  id={inputId}
                  type="radio"
                  name="paymentType"
                  value={choice.id}
                  checked={value === String(choice.id)}
                  disabled={unavailable}
                  aria-describedby={`${inputId}-note`}
                  className={styles.radio}
                  onChange={(event) => onChange(event.target.value)}
                />
                <label htmlFor={inputId} className={styles.choiceLabel}>
                  <FormattedMessage id={choice.label} />
                </label>
                <span id={`${inputId}-note`} className={styles.choiceNote}>
                  <FormattedMessage
                    id={wasRefused ? 'checkout.payment.unavailableNow' : choice.note}
                  />
                </span>
              </div>
            );
          })}
        <FieldError id={`${id}-error`} message={error} className={formStyles.error} />
      </fieldset>
      <div className={styles.actions}>
        <button type="button" className={pageStyles.buttonSecondary} onClick={onBack}>
          <FormattedMessage id="checkout.back" />
        </button>
        <button type="submit" className={pageStyles.button}>
          <FormattedMessage id="checkout.next" />
        </button>
      </div>
    </form>
  );
}
