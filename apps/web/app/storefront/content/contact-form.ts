import { e164Phone, HOME_COUNTRY } from '@voski/contract/countries';
import {
  EMAIL_MAX,
  isPersonName,
  MESSAGE_MAX,
  MESSAGE_MIN,
  NAME_MAX,
} from '@voski/contract/contact-limits';
import type { MessageId } from '../../lib/i18n/messages';

/*
 * The contact form's rules, the same as the API's (api-contract: name, surname, email at most
 * 320 characters, phone any valid international number or an Armenian national one, message
 * 10..200 characters), checked in the browser first so the visitor sees every message in their
 * language at once.
 */

export const contactFields = ['name', 'surname', 'email', 'phone', 'message'] as const;
export type ContactField = (typeof contactFields)[number];
export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, MessageId>>;

export { EMAIL_MAX, MESSAGE_MAX, MESSAGE_MIN, NAME_MAX };

// The API's (zod's) practical e-mail pattern, so both sides accept the same addresses.
const emailPattern =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export function validateField(field: ContactField, raw: string): MessageId | undefined {
  const value = raw.trim();
  switch (field) {
    case 'name':
      if (!value) return 'form.error.nameRequired';
      return isPersonName(value) ? undefined : 'form.error.nameFormat';
    case 'surname':
      if (!value) return 'form.error.surnameRequired';
      return isPersonName(value) ? undefined : 'form.error.surnameFormat';
    case 'email':
      if (!value) return 'form.error.emailRequired';
      return value.length <= EMAIL_MAX && emailPattern.test(value)
        ? undefined
        : 'form.error.emailFormat';
    case 'phone':
      if (!value) return 'form.error.phoneRequired';
      return e164Phone(value, HOME_COUNTRY) ? undefined : 'form.error.phoneFormat';
    case 'message':
      if (!value) return 'form.error.messageRequired';
      if (value.length < MESSAGE_MIN) return 'form.error.messageMin';
      if (value.length > MESSAGE_MAX) return 'form.error.messageMax';
      return undefined;
  }
}

export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of contactFields) {
    const error = validateField(field, values[field]);
    if (error) errors[field] = error;
  }
  return errors;
}

/** The spec's messages as the API sends them (English), and their catalog ids. */
const apiMessages: Record<string, MessageId> = {
  'Please enter a name': 'form.error.nameRequired',
  'Please enter a surname': 'form.error.surnameRequired',
  'Please enter only a name, without links or e-mail addresses': 'form.error.nameFormat',
  'Please enter only a surname, without links or e-mail addresses': 'form.error.surnameFormat',
  'Please enter an Email address': 'form.error.emailRequired',
  'The email address does not match the current format': 'form.error.emailFormat',
  'Please enter a phone number': 'form.error.phoneRequired',
  'Please enter the correct format': 'form.error.phoneFormat',
  'Please enter a message': 'form.error.messageRequired',
  'Import a minimum of 10 characters': 'form.error.messageMin',
  'Import a maximum of 200 characters': 'form.error.messageMax',
  'Please enter a address': 'form.error.addressRequired',
  'PLease select the payment type': 'form.error.paymentTypeRequired',
  'Please select a region': 'form.error.regionRequired',
};

/** The catalog id of one of the spec's messages as the API sends it (the checkout's too). */
export function apiMessageId(message: string): MessageId | undefined {
  return Object.hasOwn(apiMessages, message) ? apiMessages[message] : undefined;
}

/**
 * A 422 body's `errors` in the visitor's language: the spec's messages by their catalog id,
 * anything else (a limit the form already enforces) as a general "check this field".
 */
export function apiFieldErrors(body: unknown): ContactErrors {
  const errors: ContactErrors = {};
  const raw = (body as { errors?: unknown } | null)?.errors;
  if (typeof raw !== 'object' || raw === null) return errors;
  for (const field of contactFields) {
    const messages = (raw as Record<string, unknown>)[field];
    const first = Array.isArray(messages) ? messages[0] : messages;
    if (typeof first !== 'string') continue;
    errors[field] = apiMessages[first] ?? 'form.error.invalid';
  }
  return errors;
}

/**
 * What the contacts page's action answers: sent, the fields the API refused (with what the
 * visitor typed, to show the form again without JavaScript), or a failure to say so.
 */
export type ContactAnswer =
  | { outcome: 'sent' }
  | { outcome: 'invalid'; values: ContactValues; errors: ContactErrors }
  | { outcome: 'throttled' | 'failed' };

/** The form's fields from a posted form; anything missing or not text is empty. */
export function postedContact(form: FormData): { values: ContactValues; website: string } {
  const read = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const values = Object.fromEntries(contactFields.map((field) => [field, read(field)]));
  return { values: values as ContactValues, website: read('website') };
}

/** The API's answer to `POST /api/messages` as the form shows it. */
export function contactAnswer(status: number, body: unknown, values: ContactValues): ContactAnswer {
  if (status >= 200 && status < 300) return { outcome: 'sent' };
  if (status === 429) return { outcome: 'throttled' };
  const errors = status === 422 ? apiFieldErrors(body) : {};
  return Object.keys(errors).length > 0
    ? { outcome: 'invalid', values, errors }
    : { outcome: 'failed' };
}

/** The page's status for a form posted without JavaScript. */
export const contactAnswerStatus: Record<ContactAnswer['outcome'], number> = {
  sent: 200,
  invalid: 422,
  throttled: 429,
  failed: 502,
};
