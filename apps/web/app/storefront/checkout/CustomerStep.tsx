import { useId, useMemo, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { countryOptions } from '@voski/contract/country-names';
import { ADDRESS_MAX, REGION_MAX, type CustomerField } from './checkout-form';
import {
  deliversTo,
  HOME_COUNTRY,
  regionLabels,
  regions,
  type DeliveryZones,
  type PickupPoint,
} from './checkout-options';
import { useLocale } from '../../lib/i18n/use-locale';
import { EMAIL_MAX, MESSAGE_MAX, NAME_MAX } from '../content/contact-form';
import type { MessageId } from '../../lib/i18n/messages';
import type { FieldMessages } from './place-order';
import formStyles from '../content/ContactForm.module.css';
import pageStyles from '../shell/Page.module.css';
import styles from './Checkout.module.css';
import { FieldError } from './FieldError';
import { PickupChoice } from './PickupChoice';
import type { StepFormProps } from './step-props';

const labels: Record<CustomerField, MessageId> = {
  name: 'contact.form.name',
  surname: 'contact.form.surname',
  email: 'contact.form.email',
  phone: 'contact.form.phone',
  country: 'checkout.field.country',
  region: 'checkout.field.region',
  address: 'checkout.field.address',
  message: 'checkout.field.message',
};

const hints: Partial<Record<CustomerField, MessageId>> = {
  phone: 'checkout.field.phoneHintCountry',
  address: 'checkout.field.addressHint',
};

const inputProps = {
  name: { type: 'text', autoComplete: 'given-name', maxLength: NAME_MAX },
  surname: { type: 'text', autoComplete: 'family-name', maxLength: NAME_MAX },
  email: { type: 'email', autoComplete: 'email', maxLength: EMAIL_MAX, inputMode: 'email' },
  phone: { type: 'tel', autoComplete: 'tel', inputMode: 'tel', maxLength: 40 },
} as const;

export interface CustomerStepProps extends StepFormProps {
  values: Record<CustomerField, string>;
  errors: FieldMessages;
  /** Countries in a switched-off zone are not offered. */
  zones: DeliveryZones | null;
  onChange: (field: CustomerField, value: string) => void;
  /** Pickup points the destination offers (issue 38), the one chosen ('' delivered), its change. */
  pickupPoints: readonly PickupPoint[];
  pickup: string;
  onPickup: (value: string) => void;
}

/** Step 1: who and where to deliver to. */
export function CustomerStep(props: CustomerStepProps) {
  const { values, errors, zones, onChange, onSubmit, heading } = props;
  const { pickupPoints, pickup, onPickup } = props;
  const id = useId();
  const intl = useIntl();
  const locale = useLocale();
  const countries = useMemo(
    () => countryOptions(locale).filter((c) => deliversTo(zones, c.code)),
    [locale, zones],
  );
  const inArmenia = values.country === HOME_COUNTRY;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };

  const describedBy = (field: CustomerField) =>
    [errors[field] ? `${id}-${field}-error` : '', hints[field] ? `${id}-${field}-hint` : '']
      .filter(Boolean)
      .join(' ') || undefined;

  const common = (field: CustomerField) => ({
    id: `${id}-${field}`,
    name: field,
    value: values[field],
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': describedBy(field),
  });

  const field = (name: CustomerField, control: ReactNode, wide = false) => {
    const optional = name === 'message' || (name === 'region' && !inArmenia);
    return (
      <div className={wide ? `${formStyles.field} ${formStyles.wide}` : formStyles.field}>
        <label htmlFor={`${id}-${name}`} className={formStyles.label}>
          <FormattedMessage
            id={name === 'region' && !inArmenia ? 'checkout.field.regionFree' : labels[name]}
          />
          {optional ? (
            <span className={styles.optional}>
              {' '}
              <FormattedMessage id="checkout.field.optional" />
            </span>
          ) : (
            <span aria-hidden="true" className={formStyles.required}>
              {' '}
              *
            </span>
          )}
        </label>
        {control}
        {hints[name] && (
          <span id={`${id}-${name}-hint`} className={formStyles.hint}>
            <FormattedMessage id={hints[name]} />
          </span>
        )}
        <FieldError
          id={`${id}-${name}-error`}
          message={errors[name]}
          className={formStyles.error}
        />
      </div>
    );
  };

  const text = (name: keyof typeof inputProps) =>
    field(
      name,
      <input
        {...common(name)}
        {...inputProps[name]}
        required
        className={formStyles.input}
        onChange={(event) => onChange(name, event.target.value)}
      />,
    );

  return (
    // Shown only once the scripts run; `post` still keeps the customer's details out of any
    // address should the browser ever submit it itself.
    <form method="post" className={formStyles.form} noValidate onSubmit={submit}>
      {heading}
      <p className={formStyles.legend}>
        <FormattedMessage id="contact.form.required" />
      </p>
      <div className={formStyles.grid}>
        {text('name')}
        {text('surname')}
        {text('email')}
        {text('phone')}
        {field(
          'country',
          <select
            {...common('country')}
            required
            autoComplete="country"
            className={`${formStyles.input} ${styles.select}`}
            onChange={(event) => onChange('country', event.target.value)}
          >
            {countries.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </select>,
        )}
        {field(
          'region',
          inArmenia ? (
            <select
              {...common('region')}
              required
              autoComplete="address-level1"
              className={`${formStyles.input} ${styles.select}`}
              onChange={(event) => onChange('region', event.target.value)}
            >
              <option value="">{intl.formatMessage({ id: 'checkout.field.regionChoose' })}</option>
              {regions.map((region) => (
                <option key={region} value={region}>
                  {intl.formatMessage({ id: regionLabels[region] })}
                </option>
              ))}
            </select>
          ) : (
            <input
              {...common('region')}
              type="text"
              autoComplete="address-level1"
              maxLength={REGION_MAX}
              className={formStyles.input}
              onChange={(event) => onChange('region', event.target.value)}
            />
          ),
        )}
        <PickupChoice
          points={pickupPoints}
          value={pickup}
          error={errors.pickup}
          onChange={onPickup}
        />
        {field(
          'address',
          <textarea
            {...common('address')}
            required
            rows={2}
            maxLength={ADDRESS_MAX}
            autoComplete="street-address"
            className={formStyles.input}
            onChange={(event) => onChange('address', event.target.value)}
          />,
          true,
        )}
        {field(
          'message',
          <>
            <textarea
              {...common('message')}
              rows={3}
              aria-describedby={[describedBy('message'), `${id}-message-count`]
                .filter(Boolean)
                .join(' ')}
              className={formStyles.input}
              onChange={(event) => onChange('message', event.target.value)}
            />
            <span id={`${id}-message-count`} className={formStyles.counter}>
              <FormattedMessage
                id="contact.form.count"
                values={{ count: values.message.trim().length, max: MESSAGE_MAX }}
              />
            </span>
          </>,
          true,
        )}
      </div>
      <div className={styles.actions}>
        <button type="submit" className={pageStyles.button}>
          <FormattedMessage id="checkout.next" />
        </button>
      </div>
    </form>
  );
}
