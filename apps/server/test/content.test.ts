import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@voski/contract';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let adder: string;

beforeAll(async () => {
  t = await startTestApp();
  adder = await t.staffToken(Role.Adder);
});
afterAll(() => t.close());

describe('FAQs', () => {
  const faq = {
    question: 'Ինչպե՞ս ընտրել մատանու չափը',
    question_en: 'How do I choose a ring size?',
    question_ru: 'Как выбрать размер кольца?',
    answer: 'Չափեք մատը',
    answer_en: 'Measure your finger.',
    answer_ru: 'Измерьте палец.',
  };

  it('creates, lists, updates and deletes', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/api/faqs',
      payload: faq,
      token: adder,
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json().faq;
    expect(created.json().faq).toMatchObject({ ...faq, id: expect.any(Number) });

    const list = await t.request({ method: 'GET', url: '/api/faqs' });
    expect(list.json()).toEqual([expect.objectContaining({ id, question_en: faq.question_en })]);

    const updated = await t.request({
      method: 'PUT',
      url: `/api/faqs/${id}`,
      payload: { ...faq, answer_en: 'Use a ring sizer.' },
      token: adder,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().faq.answer_en).toBe('Use a ring sizer.');

    expect(
      (await t.request({ method: 'DELETE', url: `/api/faqs/${id}`, token: adder })).statusCode,
    ).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/faqs' })).json()).toEqual([]);
    expect(
      (await t.request({ method: 'DELETE', url: `/api/faqs/${id}`, token: adder })).statusCode,
    ).toBe(404);
  });

  it('needs the Armenian question and answer; the translations may wait', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/faqs',
      payload: { question_en: 'Only English' },
      token: adder,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      question: ['The question field is required.'],
      answer: ['The answer field is required.'],
    });
    const ok = await t.request({
      method: 'POST',
      url: '/api/faqs',
      payload: { question: 'Հարց', answer: 'Պատասխան' },
      token: adder,
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().faq).toMatchObject({ question_en: '', answer_ru: '' });
  });

  it('updating a missing FAQ answers 404 and creates nothing', async () => {
    const res = await t.request({
      method: 'PUT',
      url: '/api/faqs/99999',
      payload: faq,
      token: adder,
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('contact information', () => {
  it('answers the first contact as a bare object', async () => {
    const res = await t.request({ method: 'GET', url: '/api/contacts/first' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: expect.any(Number),
      email: expect.any(String),
      addresses: expect.any(String),
    });
  });

  it('updates with addresses as a JSON string and keeps them a JSON string', async () => {
    const { id } = (await t.request({ method: 'GET', url: '/api/contacts/first' })).json();
    const addresses = JSON.stringify([
      { address: 'Երևան, Աբովյան 12' },
      { address: 'Gyumri, Rijkov 3' },
    ]);
    const res = await t.request({
      method: 'PUT',
      url: `/api/contacts/${id}`,
      payload: { email: 'shop@voski.am', phone: '+37410000000', addresses },
      token: adder,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      email: 'shop@voski.am',
      phone: '+37410000000',
      addresses,
    });
    expect((await t.request({ method: 'GET', url: '/api/contacts/first' })).json().addresses).toBe(
      addresses,
    );
  });

  it('refuses a bad email and malformed addresses, changing nothing', async () => {
    const before = (await t.request({ method: 'GET', url: '/api/contacts/first' })).json();
    for (const [payload, field, text] of [
      [{ email: 'nope', addresses: '[]' }, 'email', 'The email must be a valid email address.'],
      [
        { email: 'a@b.am', addresses: '[{"address"' },
        'addresses',
        'The addresses must be valid JSON.',
      ],
      [
        { email: 'a@b.am', addresses: '[{"address":""}]' },
        'addresses.0.address',
        'An address may not be empty.',
      ],
      [
        { email: 'a@b.am', addresses: '{"address":"x"}' },
        'addresses',
        'The addresses must be a list of {address}.',
      ],
    ] as const) {
      const res = await t.request({
        method: 'PUT',
        url: `/api/contacts/${before.id}`,
        payload,
        token: adder,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().errors[field], JSON.stringify(payload)).toEqual([text]);
    }
    expect((await t.request({ method: 'GET', url: '/api/contacts/first' })).json()).toEqual(before);
  });
});
