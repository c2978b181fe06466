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
  country: 'AM',
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

  const check = (
    field: Parameters<typeof validateCustomerField>[0],
    value: string,
    country = 'AM',
  ) => validateCustomerField(field, { ...customer, country, [field]: value });

  it('follow the contact form’s formats, and read phones by the country', () => {
    expect(check('email', 'ani@')).toBe('form.error.emailFormat');
    expect(check('phone', '+374 12')).toBe('form.error.phoneFormat');
    expect(check('phone', '+7 (912) 345-67-89')).toBeUndefined();
    expect(check('phone', '091 234567')).toBeUndefined();
    expect(check('phone', '030 12345678', 'DE')).toBeUndefined();
    expect(check('phone', '030 12345678')).toBe('form.error.phoneFormat');
  });

  it('take a province from the list in Armenia, a free region elsewhere; limit the rest', () => {
    expect(check('region', 'Mars')).toBe('form.error.regionRequired');
    expect(check('region', 'Berlin', 'DE')).toBeUndefined();
    expect(check('region', '', 'DE')).toBeUndefined();
    expect(check('region', 'x'.repeat(101), 'DE')).toBe('form.error.regionMax');
    expect(check('country', 'XX')).toBe('form.error.countryRequired');
    expect(check('address', '   ')).toBe('form.error.addressRequired');
    expect(check('address', 'a'.repeat(1001))).toBe('form.error.addressMax');
    expect(check('address', 'a'.repeat(1000))).toBeUndefined();
    expect(check('message', 'x'.repeat(200))).toBeUndefined();
    expect(check('message', 'x'.repeat(201))).toBe('form.error.messageMax');
  });

  it('need a payment type the server offers', () => {
    expect(validatePayment('', [1])).toBe('form.error.paymentTypeRequired');
    expect(validatePayment('2', [1])).toBe('form.error.paymentTypeRequired');
    expect(validatePayment('3', [1])).toBe('form.error.paymentTypeRequired');
    expect(validatePayment('1', [1])).toBeUndefined();
    expect(validatePayment('3', [1, 3])).toBeUndefined();
  });
});

describe('steps and drafts', () => {
  it('reach step 2 with valid details and step 3 with a payment type', () => {
    expect(reachableStep({ ...emptyDraft }, [1])).toBe(1);
    expect(reachableStep({ ...customer, paymentType: '', code: '', pickup: '' }, [1])).toBe(2);
    expect(reachableStep({ ...customer, paymentType: '1', code: '', pickup: '' }, [1])).toBe(3);
    expect(
      reachableStep({ ...customer, email: 'x', paymentType: '1', code: '', pickup: '' }, [1]),
    ).toBe(1);
  });

  it('read a stored draft, leaving anything odd empty', () => {
    expect(parseDraft({ name: 'Ani', email: 7, extra: 'x' })).toEqual({
      ...emptyDraft,
      name: 'Ani',
    });
    expect(parseDraft('nonsense')).toEqual(emptyDraft);
  });
});
