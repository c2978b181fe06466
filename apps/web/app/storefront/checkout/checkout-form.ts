import { e164Phone } from '@voski/contract/countries';
import { isCountryCode } from '@voski/contract/country-names';
import { HOME_COUNTRY, isChoosablePayment, isRegion } from './checkout-options';
import { MESSAGE_MAX, validateField } from '../content/contact-form';
import type { MessageId } from '../../lib/i18n/messages';

/*
 * The checkout's customer details follow the contact form's rules (name, surname, e-mail)
 * plus the order's own: a country, a phone number valid for it (national formats of that
 * country or any international number), a province from the list in Armenia or a free region
 * elsewhere, an address (at most ADDRESS_MAX characters) and an optional message.
 */

export const customerFields = [
  'name',
  'surname',
  'email',
  'phone',
  'country',
  'region',
  'address',
  'message',
] as const;
export type CustomerField = (typeof customerFields)[number];
export type CustomerValues = Record<CustomerField, string>;

/** Everything the three steps collect; `paymentType` is '' until one is chosen. */
export interface CheckoutDraft extends CustomerValues {
  paymentType: string;
  /** The discount code applied (issue 37); '' for none. */
  code: string;
  /** The pickup point to collect the order at (issue 38); '' to have it delivered. */
  pickup: string;
}
export type DraftField = keyof CheckoutDraft;
export type CheckoutErrors = Partial<Record<DraftField, MessageId>>;

export const ADDRESS_MAX = 1000;
export const REGION_MAX = 100;

export const emptyDraft: CheckoutDraft = {
  name: '',
  surname: '',
  email: '',
  phone: '',
  country: HOME_COUNTRY,
  region: '',
  address: '',
  message: '',
  paymentType: '',
  code: '',
  pickup: '',
};

export function validateCustomerField(
  field: CustomerField,
  values: CustomerValues,
): MessageId | undefined {
  const raw = values[field];
  const value = raw.trim();
  const { country } = values;
  switch (field) {
    case 'name':
    case 'surname':
    case 'email':
      return validateField(field, raw);
    case 'phone':
      if (!value) return 'form.error.phoneRequired';
      return e164Phone(value, country) ? undefined : 'form.error.phoneFormat';
    case 'country':
      return isCountryCode(value) ? undefined : 'form.error.countryRequired';
    case 'region':
      if (country === HOME_COUNTRY)
        return isRegion(value) ? undefined : 'form.error.regionRequired';
      return value.length > REGION_MAX ? 'form.error.regionMax' : undefined;
    case 'address':
      if (!value) return 'form.error.addressRequired';
      return value.length > ADDRESS_MAX ? 'form.error.addressMax' : undefined;
    case 'message':
      return value.length > MESSAGE_MAX ? 'form.error.messageMax' : undefined;
  }
}

export function validateCustomer(values: CustomerValues): CheckoutErrors {
  const errors: CheckoutErrors = {};
  for (const field of customerFields) {
    const error = validateCustomerField(field, values);
    if (error) errors[field] = error;
  }
  return errors;
}

export function validatePayment(
  paymentType: string,
  methods: readonly number[],
): MessageId | undefined {
  return isChoosablePayment(Number(paymentType), methods)
    ? undefined
    : 'form.error.paymentTypeRequired';
}

/** The furthest step (1..3) the draft allows: step 2 needs valid details, step 3 a payment type. */
export function reachableStep(draft: CheckoutDraft, methods: readonly number[]): 1 | 2 | 3 {
  if (Object.keys(validateCustomer(draft)).length > 0) return 1;
  return validatePayment(draft.paymentType, methods) ? 2 : 3;
}

/** A stored draft, with anything missing or malformed as empty. */
export function parseDraft(value: unknown): CheckoutDraft {
  const draft = { ...emptyDraft };
  if (typeof value !== 'object' || value === null) return draft;
  for (const field of Object.keys(emptyDraft) as DraftField[]) {
    const entry = (value as Record<string, unknown>)[field];
    if (typeof entry === 'string' && (entry || field !== 'country')) draft[field] = entry;
  }
  return draft;
}
