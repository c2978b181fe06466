import { describe, expect, it } from 'vitest';
import {
  apiFieldErrors,
  contactAnswer,
  postedContact,
  validateContact,
  validateField,
} from './contact-form';
import { en } from '../../lib/i18n/en';
import { hy } from '../../lib/i18n/hy';
import { ru } from '../../lib/i18n/ru';

const valid = {
  name: 'Ani',
  surname: 'Sargsyan',
  email: 'ani@example.am',
  phone: '+374 91 234567',
  message: 'A ring in size 17, please.',
};

describe('contact form rules', () => {
  it('accepts a valid message', () => {
    expect(validateContact(valid)).toEqual({});
  });

  it('requires every field', () => {
    expect(validateContact({ name: ' ', surname: '', email: '', phone: '', message: '' })).toEqual({
      name: 'form.error.nameRequired',
      surname: 'form.error.surnameRequired',
      email: 'form.error.emailRequired',
      phone: 'form.error.phoneRequired',
      message: 'form.error.messageRequired',
    });
  });

  it('takes names as names: no link or e-mail address', () => {
    expect(validateField('name', 'Anna-Maria')).toBeUndefined();
    expect(validateField('name', 'claim at https://refund.example')).toBe('form.error.nameFormat');
    expect(validateField('surname', 'ani@example.am')).toBe('form.error.surnameFormat');
    expect(
      apiFieldErrors({
        errors: { name: ['Please enter only a name, without links or e-mail addresses'] },
      }),
    ).toEqual({ name: 'form.error.nameFormat' });
  });

  it('checks the e-mail format and length', () => {
    expect(validateField('email', 'ani@')).toBe('form.error.emailFormat');
    expect(validateField('email', 'ani@example')).toBe('form.error.emailFormat');
    expect(validateField('email', `${'a'.repeat(310)}@example.am`)).toBe('form.error.emailFormat');
    expect(validateField('email', " o'hara@example.co.uk ")).toBeUndefined();
  });

  it('takes any valid international number, and Armenian ones in the national format', () => {
    for (const phone of [
      '+37491234567',
      '+374 (91) 23-45-67',
      '091 234567',
      '+7 912 345 67 89',
      '+1 212 555 0123',
      '+44 20 7946 0958',
    ]) {
      expect(validateField('phone', phone)).toBeUndefined();
    }
    for (const phone of ['091 2345', '+3749123456', '+7 912 345 67 8', '+44 20 79']) {
      expect(validateField('phone', phone)).toBe('form.error.phoneFormat');
    }
  });

  it('wants 10 to 200 characters of message, spaces around not counted', () => {
    expect(validateField('message', '  123456789  ')).toBe('form.error.messageMin');
    expect(validateField('message', '1234567890')).toBeUndefined();
    expect(validateField('message', 'x'.repeat(200))).toBeUndefined();
    expect(validateField('message', 'x'.repeat(201))).toBe('form.error.messageMax');
  });
});

describe("the API's 422 messages", () => {
  it("are mapped to the catalog's translations by their English text", () => {
    const body = {
      message: 'The given data was invalid.',
      errors: {
        name: ['Please enter a name'],
        email: ['The email address does not match the current format'],
        phone: ['Please enter the correct format'],
        message: ['Import a minimum of 10 characters'],
        website: ['ignored'],
      },
    };
    expect(apiFieldErrors(body)).toEqual({
      name: 'form.error.nameRequired',
      email: 'form.error.emailFormat',
      phone: 'form.error.phoneFormat',
      message: 'form.error.messageMin',
    });
  });

  it('fall back to a general message for texts the spec does not list', () => {
    expect(
      apiFieldErrors({ errors: { name: ['The name may not be greater than 255 characters.'] } }),
    ).toEqual({
      name: 'form.error.invalid',
    });
    expect(apiFieldErrors(null)).toEqual({});
  });

  it('have the spec text as their English translation', () => {
    expect(en['form.error.messageMax']).toBe('Import a maximum of 200 characters');
    expect(en['form.error.paymentTypeRequired']).toBe('PLease select the payment type');
    expect(ru['form.error.regionRequired']).toBe('Пожалуйста, выберите регион');
    expect(hy['form.error.addressRequired']).toMatch(/[\u0531-\u058F]/);
  });
});

describe('the action answer', () => {
  it('reads the posted fields, anything missing or not text as empty', () => {
    const form = new FormData();
    form.set('name', 'Ani');
    form.set('email', new Blob(['x']));
    form.set('website', 'http://spam.example');
    expect(postedContact(form)).toEqual({
      values: { name: 'Ani', surname: '', email: '', phone: '', message: '' },
      website: 'http://spam.example',
    });
  });

  it("maps the API's answers: sent, refused fields with what was typed, throttled, failed", () => {
    expect(contactAnswer(201, { message: 'ok' }, valid)).toEqual({ outcome: 'sent' });
    expect(
      contactAnswer(
        422,
        { errors: { email: ['The email address does not match the current format'] } },
        valid,
      ),
    ).toEqual({ outcome: 'invalid', values: valid, errors: { email: 'form.error.emailFormat' } });
    expect(contactAnswer(429, null, valid)).toEqual({ outcome: 'throttled' });
    expect(contactAnswer(422, { errors: { other: ['?'] } }, valid)).toEqual({ outcome: 'failed' });
    expect(contactAnswer(500, null, valid)).toEqual({ outcome: 'failed' });
  });
});
