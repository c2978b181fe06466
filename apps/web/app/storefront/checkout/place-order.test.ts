import { describe, expect, it } from 'vitest';
import { contactFormMessages as m, holdMessages, orderMessages } from '@voski/contract';
import { emptyDraft } from './checkout-form';
import { apiMessageId } from '../content/contact-form';
import { interpretPlaceAnswer, orderRequest } from './place-order';
import { shopAnswer } from '../../lib/shop-api';

describe('the order request', () => {
  it('sends the trimmed details and only id and quantity of each line', () => {
    const draft = {
      ...emptyDraft,
      name: ' Ani ',
      surname: 'Sargsyan',
      email: ' ani@example.am',
      phone: '+374 91 234567 ',
      region: 'Lori',
      address: ' Vanadzor ',
      message: '  ',
      paymentType: '1',
    };
    const basket = [{ id: 3, quantity: 2, title: 'Ring', price: 1 }];
    expect(orderRequest(draft, basket, 'ru')).toEqual({
      name: 'Ani',
      surname: 'Sargsyan',
      email: 'ani@example.am',
      phone: '+374 91 234567',
      country: 'AM',
      region: 'Lori',
      address: 'Vanadzor',
      message: '',
      paymentType: 1,
      products: [{ id: 3, quantity: 2 }],
      language: 'ru',
    });
  });
});

describe('the place-order answer', () => {
  it('starts a card or a PayPal payment', () => {
    expect(
      interpretPlaceAnswer(
        shopAnswer(201, {
          orderId: 'md-1',
          formUrl: 'https://pay.example/form?mdOrder=md-1',
          orderNumber: 12,
        }),
      ),
    ).toEqual({
      kind: 'started',
      orderId: 'md-1',
      orderNumber: 12,
      paymentUrl: 'https://pay.example/form?mdOrder=md-1',
    });
    expect(
      interpretPlaceAnswer(
        shopAnswer(200, { orderId: 'PP-1', approval_url: '/approve', orderNumber: 13 }),
      ),
    ).toMatchObject({ kind: 'started', paymentUrl: '/approve', orderNumber: 13 });
  });

  it('does not follow a payment address that is not http(s) or the site’s own', () => {
    for (const formUrl of ['javascript:alert(1)', '//evil.example/x', '']) {
      expect(
        interpretPlaceAnswer(shopAnswer(201, { orderId: 'x', formUrl, orderNumber: 1 })),
      ).toEqual({
        kind: 'failed',
      });
    }
  });

  it('maps field errors to translated messages, each on its field', () => {
    const outcome = interpretPlaceAnswer(
      shopAnswer(422, {
        message: m.nameRequired,
        errors: {
          name: [m.nameRequired],
          email: [m.emailFormat],
          region: [m.regionRequired],
          address: [m.addressRequired],
          phone: ['The phone may not be greater than 40 characters.'],
        },
      }),
    );
    expect(outcome).toEqual({
      kind: 'invalid',
      fields: {
        name: 'form.error.nameRequired',
        email: 'form.error.emailFormat',
        region: 'form.error.regionRequired',
        address: 'form.error.addressRequired',
        phone: 'form.error.invalid',
      },
      products: null,
      other: null,
    });
  });

  it('translates the payment type messages, and keeps an unknown one as the server said it', () => {
    const field = (text: string) => {
      const outcome = interpretPlaceAnswer(
        shopAnswer(422, { message: text, errors: { paymentType: [text] } }),
      );
      return outcome.kind === 'invalid' ? outcome.fields.paymentType : undefined;
    };
    expect(field(m.paymentTypeRequired)).toBe('form.error.paymentTypeRequired');
    expect(field(orderMessages.paypalUnavailable)).toBe('checkout.error.paypalUnavailable');
    expect(field(orderMessages.cardUnavailable)).toBe('checkout.error.cardUnavailable');
    expect(field(orderMessages.idramUnavailable)).toBe('checkout.error.idramUnavailable');
    expect(field('PayPal is resting.')).toEqual({ text: 'PayPal is resting.' });
  });

  it('names the products the server refused', () => {
    const outcome = interpretPlaceAnswer(
      shopAnswer(422, {
        message: 'Product 999 does not exist.',
        errors: {
          products: ['Product 999 does not exist.', '“Մատանի” (product 4) is not available.'],
          'products.1.quantity': [orderMessages.quantity],
        },
      }),
    );
    expect(outcome).toMatchObject({ kind: 'invalid', fields: {}, products: { ids: [999, 4] } });
  });

  it('keeps the message of a 422 about nothing on the form', () => {
    expect(
      interpretPlaceAnswer(
        shopAnswer(422, {
          message: 'This Idempotency-Key was already used for a different order.',
          errors: {
            'Idempotency-Key': ['This Idempotency-Key was already used for a different order.'],
          },
        }),
      ),
    ).toEqual({
      kind: 'invalid',
      fields: {},
      products: null,
      other: 'This Idempotency-Key was already used for a different order.',
    });
  });

  it('tells the caps on held pieces apart, in the shop’s own words', () => {
    const orderPieces = holdMessages.orderPieces(10);
    expect(
      interpretPlaceAnswer(
        shopAnswer(422, { message: orderPieces, errors: { products: [orderPieces] } }),
      ),
    ).toEqual({ kind: 'holdPieces' });
    expect(
      interpretPlaceAnswer(shopAnswer(429, { message: holdMessages.clientPieces(10) })),
    ).toEqual({
      kind: 'heldPieces',
    });
    expect(interpretPlaceAnswer(shopAnswer(429, { message: holdMessages.unpaid }))).toEqual({
      kind: 'unpaidHolds',
    });
    // another 429 stays a plain throttle; a 409 with the text is not a cap
    expect(interpretPlaceAnswer(shopAnswer(429, { message: 'Too many orders.' }))).toEqual({
      kind: 'throttled',
    });
    expect(interpretPlaceAnswer(shopAnswer(409, { message: holdMessages.unpaid }))).toEqual({
      kind: 'busy',
    });
  });

  it('tells throttling, a busy order and a gateway failure apart', () => {
    expect(interpretPlaceAnswer(shopAnswer(429, { message: 'Too many orders.' }))).toEqual({
      kind: 'throttled',
    });
    expect(interpretPlaceAnswer(shopAnswer(409, {}))).toEqual({ kind: 'busy' });
    expect(interpretPlaceAnswer(shopAnswer(502, { message: orderMessages.gatewayDown }))).toEqual({
      kind: 'gateway',
    });
    expect(interpretPlaceAnswer(shopAnswer(503, null))).toEqual({ kind: 'gateway' });
    expect(interpretPlaceAnswer(shopAnswer(500, null))).toEqual({ kind: 'failed' });
    expect(interpretPlaceAnswer(shopAnswer(201, null))).toEqual({ kind: 'failed' });
  });

  it('tells a piece sold out (409 naming products) from an order being placed', () => {
    const texts = [
      '“Brooch” (product 12) is sold out.',
      '“Ring” (product 7) in size 17.5 is sold out.',
    ];
    expect(
      interpretPlaceAnswer(shopAnswer(409, { message: texts[0], errors: { products: texts } })),
    ).toEqual({
      kind: 'soldOut',
      ids: [12, 7],
    });
  });
});

describe('the spec’s messages', () => {
  it('each have a catalog id, and nothing else does', () => {
    for (const text of Object.values(m)) expect(apiMessageId(text), text).toBeDefined();
    expect(apiMessageId('toString')).toBeUndefined();
    expect(apiMessageId('Something else')).toBeUndefined();
  });
});
