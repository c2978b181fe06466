import { isChoosablePayment, isRegion } from './checkout-options';
import { MESSAGE_MAX, validateField } from './contact-form';
import type { MessageId } from './i18n/messages';

/*
 * The checkout's customer details follow the contact form's rules (name, surname, e-mail,
 * phone) plus the order's own: a region from the list, an address (at most ADDRESS_MAX
 * characters) and an optional message of at most MESSAGE_MAX characters.
 */

export const customerFields = [
  'name',
  'surname',
  'email',
  'phone',
  'region',
  'address',
  'message',
] as const;
export type CustomerField = (typeof customerFields)[number];
export type CustomerValues = Record<CustomerField, string>;

/** Everything the three steps collect; `paymentType` is '' until one is chosen. */
export interface CheckoutDraft extends CustomerValues {
  paymentType: string;
}
export type DraftField = keyof CheckoutDraft;
export type CheckoutErrors = Partial<Record<DraftField, MessageId>>;

export const ADDRESS_MAX = 1000;

export const emptyDraft: CheckoutDraft = {
  name: '',
  surname: '',
  email: '',
  phone: '',
  region: '',
  address: '',
  message: '',
  paymentType: '',
};

export function validateCustomerField(field: CustomerField, raw: string): MessageId | undefined {
  const value = raw.trim();
  switch (field) {
    case 'name':
    case 'surname':
    case 'email':
    case 'phone':
      return validateField(field, raw);
    case 'region':
      return isRegion(value) ? undefined : 'form.error.regionRequired';
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
    const error = validateCustomerField(field, values[field]);
    if (error) errors[field] = error;
  }
  return errors;
}

export function validatePayment(paymentType: string): MessageId | undefined {
  return isChoosablePayment(Number(paymentType)) ? undefined : 'form.error.paymentTypeRequired';
}

/** The furthest step (1..3) the draft allows: step 2 needs valid details, step 3 a payment type. */
export function reachableStep(draft: CheckoutDraft): 1 | 2 | 3 {
  if (Object.keys(validateCustomer(draft)).length > 0) return 1;
  return validatePayment(draft.paymentType) ? 2 : 3;
}

/** A stored draft, with anything missing or malformed as empty. */
export function parseDraft(value: unknown): CheckoutDraft {
  const draft = { ...emptyDraft };
  if (typeof value !== 'object' || value === null) return draft;
  for (const field of Object.keys(emptyDraft) as DraftField[]) {
    const entry = (value as Record<string, unknown>)[field];
    if (typeof entry === 'string') draft[field] = entry;
  }
  return draft;
}
