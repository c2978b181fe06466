import { useId, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  apiFieldErrors,
  contactFields,
  MESSAGE_MAX,
  NAME_MAX,
  EMAIL_MAX,
  validateContact,
  validateField,
  type ContactErrors,
  type ContactField,
  type ContactValues,
} from '../lib/contact-form';
import type { MessageId } from '../lib/i18n/messages';
import styles from './ContactForm.module.css';
import pageStyles from './Page.module.css';

const empty: ContactValues = { name: '', surname: '', email: '', phone: '', message: '' };

const labels: Record<ContactField, MessageId> = {
  name: 'contact.form.name',
  surname: 'contact.form.surname',
  email: 'contact.form.email',
  phone: 'contact.form.phone',
  message: 'contact.form.message',
};

const inputProps: Record<Exclude<ContactField, 'message'>, Record<string, string | number>> = {
  name: { type: 'text', autoComplete: 'given-name', maxLength: NAME_MAX },
  surname: { type: 'text', autoComplete: 'family-name', maxLength: NAME_MAX },
  email: { type: 'email', autoComplete: 'email', maxLength: EMAIL_MAX, inputMode: 'email' },
  phone: { type: 'tel', autoComplete: 'tel', inputMode: 'tel', maxLength: 40 },
};

type Outcome = 'sent' | 'throttled' | 'failed' | null;

/**
 * The contact form: the API's rules checked here first (messages in the visitor's language),
 * then the API's own 422 messages mapped to the same translations. `website` is a honeypot.
 */
export function ContactForm() {
  const intl = useIntl();
  const id = useId();
  const [values, setValues] = useState<ContactValues>(empty);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useRef<HTMLFormElement>(null);

  const focusFirstError = (found: ContactErrors) => {
    const first = contactFields.find((field) => found[field]);
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const change = (field: ContactField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (submitted || errors[field]) {
      setErrors((current) => ({ ...current, [field]: validateField(field, value) }));
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setOutcome(null);
    const found = validateContact(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return focusFirstError(found);

    const website = new FormData(event.currentTarget).get('website');
    setSending(true);
    try {
      const response = await fetch('/api/messages', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ ...values, website: typeof website === 'string' ? website : '' }),
      });
      if (response.ok) {
        setValues(empty);
        setErrors({});
        setSubmitted(false);
        setOutcome('sent');
      } else if (response.status === 422) {
        const fieldErrors = apiFieldErrors(await response.json().catch(() => null));
        setErrors(fieldErrors);
        if (Object.keys(fieldErrors).length > 0) focusFirstError(fieldErrors);
        else setOutcome('failed');
      } else {
        setOutcome(response.status === 429 ? 'throttled' : 'failed');
      }
    } catch {
      setOutcome('failed');
    } finally {
      setSending(false);
    }
  };

  const describedBy = (field: ContactField, extra?: string) =>
    [errors[field] ? `${id}-${field}-error` : '', extra ?? ''].filter(Boolean).join(' ') ||
    undefined;

  const field = (name: ContactField) => {
    const error = errors[name];
    const common = {
      id: `${id}-${name}`,
      name,
      value: values[name],
      required: true,
      'aria-invalid': error ? true : undefined,
      className: styles.input,
    };
    return (
      <div className={name === 'message' ? `${styles.field} ${styles.wide}` : styles.field}>
        <label htmlFor={`${id}-${name}`} className={styles.label}>
          <FormattedMessage id={labels[name]} />
          <span aria-hidden="true" className={styles.required}>
            {' '}
            *
          </span>
        </label>
        {name === 'message' ? (
          <>
            <textarea
              {...common}
              rows={5}
              aria-describedby={describedBy(name, `${id}-message-count`)}
              onChange={(event) => change(name, event.target.value)}
            />
            <span id={`${id}-message-count`} className={styles.counter}>
              <FormattedMessage
                id="contact.form.count"
                values={{ count: values.message.trim().length, max: MESSAGE_MAX }}
              />
            </span>
          </>
        ) : (
          <input
            {...common}
            {...inputProps[name]}
            aria-describedby={describedBy(name, name === 'phone' ? `${id}-phone-hint` : undefined)}
            onChange={(event) => change(name, event.target.value)}
          />
        )}
        {name === 'phone' && (
          <span id={`${id}-phone-hint`} className={styles.hint}>
            <FormattedMessage id="contact.form.phoneHint" />
          </span>
        )}
        {error && (
          <span id={`${id}-${name}-error`} className={styles.error}>
            <FormattedMessage id={error} />
          </span>
        )}
      </div>
    );
  };

  return (
    <form ref={form} className={styles.form} noValidate onSubmit={submit}>
      <p className={styles.legend}>
        <FormattedMessage id="contact.form.required" />
      </p>
      <div className={styles.grid}>
        {field('name')}
        {field('surname')}
        {field('email')}
        {field('phone')}
        {field('message')}
      </div>
      {/* Hidden from people and from keyboard focus; bots that fill every field are refused. */}
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor={`${id}-website`}>Website</label>
        <input id={`${id}-website`} type="text" name="website" tabIndex={-1} autoComplete="off" />
      </div>
      <button type="submit" className={pageStyles.button} disabled={sending}>
        <FormattedMessage id={sending ? 'contact.form.sending' : 'contact.form.send'} />
      </button>
      <div>
        <div role="status">
          {outcome === 'sent' && (
            <p className={styles.success}>
              <FormattedMessage id="contact.form.sent" />
            </p>
          )}
        </div>
        <div role="alert">
          {(outcome === 'failed' || outcome === 'throttled') && (
            <p className={styles.failure}>
              {intl.formatMessage({
                id: outcome === 'throttled' ? 'contact.form.throttled' : 'contact.form.failed',
              })}
            </p>
          )}
        </div>
      </div>
    </form>
  );
}
