import { describe, expect, it } from 'vitest';
import {
  emptyDraft,
  parseDraft,
  reachableStep,
  validateCustomer,
  validateCustomerField,
  validatePayment,
} from './checkout-form';

const customer = {
  name: 'Ani',
  surname: 'Sargsyan',
  email: 'ani@example.am',
  phone: '+374 91 234567',
  region: 'Yerevan',
  address: 'Abovyan 12',
  message: '',
};

describe('checkout details', () => {
  it('accept a complete customer with no message', () => {
    expect(validateCustomer(customer)).toEqual({});
  });

  it('require every field but the message, with the spec’s messages', () => {
    expect(validateCustomer({ ...emptyDraft })).toEqual({
      name: 'form.error.nameRequired',
      surname: 'form.error.surnameRequired',
      email: 'form.error.emailRequired',
      phone: 'form.error.phoneRequired',
      region: 'form.error.regionRequired',
      address: 'form.error.addressRequired',
    });
  });

  it('follow the contact form’s formats', () => {
    expect(validateCustomerField('email', 'ani@')).toBe('form.error.emailFormat');
    expect(validateCustomerField('phone', '+374 12')).toBe('form.error.phoneFormat');
    expect(validateCustomerField('phone', '+7 (912) 345-67-89')).toBeUndefined();
  });

  it('take a region only from the list, and limit the address and the message', () => {
    expect(validateCustomerField('region', 'Mars')).toBe('form.error.regionRequired');
    expect(validateCustomerField('address', '   ')).toBe('form.error.addressRequired');
    expect(validateCustomerField('address', 'a'.repeat(1001))).toBe('form.error.addressMax');
    expect(validateCustomerField('address', 'a'.repeat(1000))).toBeUndefined();
    expect(validateCustomerField('message', 'x'.repeat(200))).toBeUndefined();
    expect(validateCustomerField('message', 'x'.repeat(201))).toBe('form.error.messageMax');
  });

  it('need a payment type that can be chosen', () => {
    expect(validatePayment('')).toBe('form.error.paymentTypeRequired');
    expect(validatePayment('2')).toBe('form.error.paymentTypeRequired');
    expect(validatePayment('1')).toBeUndefined();
    expect(validatePayment('3')).toBeUndefined();
  });
});

describe('steps and drafts', () => {
  it('reach step 2 with valid details and step 3 with a payment type', () => {
    expect(reachableStep({ ...emptyDraft })).toBe(1);
    expect(reachableStep({ ...customer, paymentType: '' })).toBe(2);
    expect(reachableStep({ ...customer, paymentType: '1' })).toBe(3);
    expect(reachableStep({ ...customer, email: 'x', paymentType: '1' })).toBe(1);
  });

  it('read a stored draft, leaving anything odd empty', () => {
    expect(parseDraft({ name: 'Ani', email: 7, extra: 'x' })).toEqual({
      ...emptyDraft,
      name: 'Ani',
    });
    expect(parseDraft('nonsense')).toEqual(emptyDraft);
  });
});
