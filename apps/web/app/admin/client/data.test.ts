import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeWindow } from '../../lib/fake-browser.test-helper';
import { saveSession } from '../session';
import { ApiError, apiErrorFrom } from './api-error';
import { callEndpoint } from './http';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiErrorFrom', () => {
  it('reads the message and the field messages of a 422', () => {
    const error = apiErrorFrom(422, {
      message: 'The given data was invalid.',
      errors: { email: ['The email has already been taken.'], odd: 'single', empty: [] },
    });
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(422);
    expect(error.message).toBe('The given data was invalid.');
    expect(error.fieldErrors).toEqual({
      email: ['The email has already been taken.'],
      odd: ['single'],
    });
  });

  it('falls back to the status for a body without a message', () => {
    expect(apiErrorFrom(500, null).message).toBe('Request failed (500)');
    expect(apiErrorFrom(409, { message: ' ' }).message).toBe('Request failed (409)');
  });
});

describe('requestJson', () => {
  it('sends JSON with the token and answers the parsed body', async () => {
    installFakeWindow();
    saveSession({ token: 'tok', name: 'Anna', role: 3 });
    const fetchMock = vi.fn(async () => Response.json({ faq: { id: 4 } }, { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);

    const body = {
      question: 'Q',
      question_en: '',
      question_ru: '',
      answer: 'A',
      answer_en: '',
      answer_ru: '',
    };
    const answer = await callEndpoint('POST /faqs', { body });

    expect(answer.faq.id).toBe(4);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/faqs');
    expect(init.method).toBe('POST');
    expect(init.body).toBe(JSON.stringify(body));
    const headers = new Headers(init.headers);
    expect(headers.get('Authorization')).toBe('Bearer tok');
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it('calls a contract endpoint at its declared method and path, with its body', async () => {
    installFakeWindow();
    saveSession({ token: 'tok', name: 'Anna', role: 3 });
    const fetchMock = vi.fn(async () => Response.json({ message: 'FAQ deleted.' }));
    vi.stubGlobal('fetch', fetchMock);

    const answer = await callEndpoint('DELETE /faqs/:id', { params: { id: 12 } });
    expect(answer.message).toBe('FAQ deleted.');
    await callEndpoint('PUT /social-links', { body: { instagram: '', facebook: '' } });
    await callEndpoint('GET /faqs');

    const calls = fetchMock.mock.calls as unknown as [string, RequestInit][];
    expect(calls.map(([url, init]) => [init.method ?? 'GET', url, init.body])).toEqual([
      ['DELETE', '/api/faqs/12', undefined],
      ['PUT', '/api/social-links', '{"instagram":"","facebook":""}'],
      ['GET', '/api/faqs', undefined],
    ]);
  });

  it('turns a refusal into an ApiError with the server message', async () => {
    installFakeWindow();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ message: 'The category still has 2 products.' }, { status: 409 }),
      ),
    );
    await expect(
      callEndpoint('DELETE /categories/:id', { params: { id: 3 } }),
    ).rejects.toMatchObject({
      status: 409,
      message: 'The category still has 2 products.',
    });
  });

  it('reports an unreachable server as status 0', async () => {
    installFakeWindow();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(callEndpoint('GET /faqs')).rejects.toMatchObject({ status: 0 });
  });
});
