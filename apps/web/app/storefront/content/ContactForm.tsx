import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useFetcher } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  contactFields,
  MESSAGE_MAX,
  NAME_MAX,
  EMAIL_MAX,
  validateContact,
  validateField,
  type ContactAnswer,
  type ContactErrors,
  type ContactField,
  type ContactValues,
} from './contact-form';
import type { MessageId } from '../../lib/i18n/messages';
import styles from './ContactForm.module.css';
import pageStyles from '../shell/Page.module.css';

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

function focusFirstError(form: HTMLFormElement | null, found: ContactErrors) {
  const first = contactFields.find((field) => found[field]);
  if (first) form?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
}

/**
 * The contact form: the API's rules checked here first (messages in the visitor's language),
 * then posted to the contacts page's action, which hands it to the API and maps its 422
 * messages to the same translations. Without JavaScript (or before the scripts run) the form
 * posts as a document and `posted` is the action's answer. `website` is a honeypot.
 */
export function ContactForm({ posted }: { posted?: ContactAnswer }) {
  const intl = useIntl();
  const id = useId();
  const fetcher = useFetcher<ContactAnswer>();
  const [values, setValues] = useState<ContactValues>(() =>
    posted?.outcome === 'invalid' ? posted.values : empty,
  );
  const [errors, setErrors] = useState<ContactErrors>(() =>
    posted?.outcome === 'invalid' ? posted.errors : {},
  );
  const [submitted, setSubmitted] = useState(posted?.outcome === 'invalid');
  const [outcome, setOutcome] = useState<ContactAnswer['outcome'] | null>(posted?.outcome ?? null);
  const form = useRef<HTMLFormElement>(null);
  const sending = fetcher.state !== 'idle';

  const answer = fetcher.data;
  useEffect(() => {
    if (!answer) return;
    setOutcome(answer.outcome);
    if (answer.outcome === 'sent') {
      setValues(empty);
      setErrors({});
      setSubmitted(false);
    } else if (answer.outcome === 'invalid') {
      setErrors(answer.errors);
      focusFirstError(form.current, answer.errors);
    }
  }, [answer]);

  const change = (field: ContactField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (submitted || errors[field]) {
      setErrors((current) => ({ ...current, [field]: validateField(field, value) }));
    }
  };

  // Only a form with no message of its own goes on to the fetcher (and the API).
  const submit = (event: FormEvent<HTMLFormElement>) => {
    setSubmitted(true);
    setOutcome(null);
    const found = validateContact(values);
    setErrors(found);
    if (Object.keys(found).length === 0) return;
    event.preventDefault();
    focusFirstError(form.current, found);
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
    <fetcher.Form ref={form} method="post" className={styles.form} noValidate onSubmit={submit}>
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
    </fetcher.Form>
  );
}
