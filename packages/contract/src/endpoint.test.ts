import { describe, expect, it } from 'vitest';
import { endpointAddress, endpointUrl } from './endpoint.ts';

describe('endpoint addresses', () => {
  it('split a key into its method and path', () => {
    expect(endpointAddress('PUT /faqs/:id')).toEqual({ method: 'PUT', path: '/faqs/:id' });
  });

  it('fill the path parameters, encoded, and add the defined query values', () => {
    expect(endpointUrl('GET /rates/:current/history', { params: { current: 'USD' } })).toBe(
      '/api/rates/USD/history',
    );
    expect(endpointUrl('GET /blogs/:id', { params: { id: 'a/b c' } })).toBe('/api/blogs/a%2Fb%20c');
    expect(
      endpointUrl('GET /products', {
        query: { page: 2, search: 'ոսկի & co', sort: undefined, category: null, ids: [3, 4] },
      }),
    ).toBe('/api/products?page=2&search=%D5%B8%D5%BD%D5%AF%D5%AB+%26+co&ids=3&ids=4');
  });

  it('refuse a path parameter left out, rather than calling a wrong address', () => {
    expect(() => endpointUrl('DELETE /faqs/:id', { params: {} })).toThrow(/:id/);
  });
});
