import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { pick } from '../../lib/i18n/locale';
import { useLocale } from '../../lib/i18n/use-locale';
import formStyles from '../content/ContactForm.module.css';
import type { PickupPoint } from './checkout-options';
import styles from './Checkout.module.css';
import { FieldError } from './FieldError';
import type { FieldMessage } from './place-order';

export interface PickupChoiceProps {
  /** The points the destination's zone offers; none: the choice is not shown. */
  points: readonly PickupPoint[];
  /** The point chosen, '' for delivery to the address. */
  value: string;
  error?: FieldMessage | undefined;
  onChange: (value: string) => void;
}

/** Delivery to the address, or collecting the order at one of the shop's pickup points. */
export function PickupChoice({ points, value, error, onChange }: PickupChoiceProps) {
  const id = useId();
  const locale = useLocale();
  if (!points.length) return null;
  const choices = [
    { key: '', label: <FormattedMessage id="checkout.pickup.deliver" />, note: null },
    ...points.map((point) => ({
      key: String(point.id),
      label: (
        <FormattedMessage
          id="checkout.pickup.collect"
          values={{ address: pick(point, 'address', locale) }}
        />
      ),
      note: (
        <FormattedMessage
          id="checkout.pickup.hours"
          values={{ hours: pick(point, 'hours', locale) }}
        />
      ),
    })),
  ];
  return (
    <fieldset
      role="radiogroup"
      className={`${styles.choices} ${formStyles.wide}`}
      aria-labelledby={`${id}-legend`}
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend id={`${id}-legend`} className={formStyles.label}>
        <FormattedMessage id="checkout.pickup.legend" />
      </legend>
      {choices.map((choice) => {
        const inputId = `${id}-${choice.key || 'deliver'}`;
        return (
          <div key={choice.key} className={styles.choice}>
            <input
              id={inputId}
              type="radio"
              name="pickup"
              value={choice.key}
              checked={value === choice.key}
              aria-describedby={choice.note ? `${inputId}-note` : undefined}
              className={styles.radio}
              onChange={(event) => onChange(event.target.value)}
            />
            <label htmlFor={inputId} className={styles.choiceLabel}>
              {choice.label}
            </label>
            {choice.note && (
              <span id={`${inputId}-note`} className={styles.choiceNote}>
                {choice.note}
              </span>
            )}
          </div>
        );
      })}
      <FieldError id={`${id}-error`} message={error} className={formStyles.error} />
    </fieldset>
  );
}
