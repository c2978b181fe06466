import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@voski/contract';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.staffToken(Role.Admin);
});
afterAll(() => t.close());

const post = (url: string, payload: string | object, headers: Record<string, string> = {}) =>
  t.request({
    method: 'POST',
    url,
    payload,
    token: admin,
    headers: { 'content-type': 'application/json', ...headers },
  });

describe('bad input gets the contract error shape, never a 500', () => {
  it('malformed JSON → 400', async () => {
    const res = await post('/api/auth/signIn', '{"email": "a@b.am",');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it('an empty JSON body → 400 or 422 with a message', async () => {
    const res = await post('/api/auth/register', '');
    expect([400, 422]).toContain(res.statusCode);
    expect(typeof res.json().message).toBe('string');
  });

  it('a JSON array or scalar instead of an object → 422', async () => {
    for (const body of ['[]', '"text"', '42', 'null']) {
      const res = await post('/api/auth/register', body);
      expect(res.statusCode, body).toBe(422);
      expect(res.json().errors, body).toBeDefined();
    }
  });

  it('wrong types → 422 naming the fields', async () => {
    const res = await post('/api/auth/register', {
      name: 5,
      email: ['x'],
      password: {},
      role_id: 'admin',
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['email', 'name', 'password', 'role_id']);
  });

  it('1 MB strings → 422 from the field rules', async () => {
    const huge = 'x'.repeat(1024 * 1024);
    const valid = { name: 'A', email: 'a@voski.test', password: 'a long password', role_id: 1 };
    const expected = {
      name: 'The name may not be greater than 255 characters.',
      email: 'The email may not be greater than 320 characters.',
      password: 'The password may not be greater than 256 characters.',
    };
    for (const [field, message] of Object.entries(expected)) {
      const res = await post('/api/auth/register', { ...valid, [field]: huge });
      expect(res.statusCode, field).toBe(422);
      expect(res.json().errors[field], field).toEqual([message]);
    }
  });

  it('a body over the limit → 413', async () => {
    const res = await post('/api/auth/register', { name: 'x'.repeat(3 * 1024 * 1024) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'The request body is too large.' });
  });

  it('an unsupported content type → 415', async () => {
    const res = await post('/api/auth/signIn', 'email=a', { 'content-type': 'application/xml' });
    expect(res.statusCode).toBe(415);
    expect(typeof res.json().message).toBe('string');
  });

  it('a bad path parameter → 422', async () => {
    const res = await t.request({ method: 'DELETE', url: '/api/auth/users/abc', token: admin });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.id).toBeDefined();
  });

  it('unknown routes under /api → 404 JSON, for any method', async () => {
    for (const method of ['GET', 'POST', 'PUT', 'DELETE'] as const) {
      const res = await t.request({ method, url: '/api/no/such/route' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toEqual({ message: 'Not found.' });
    }
  });
});

describe('GET /api/health', () => {
  it('reports the database, and each part on its own (Redis off in one process)', async () => {
    const res = await t.request({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'ok',
      database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
      parts: { database: 'ok', redis: 'off', media: 'ok' },
    });
  });
});

describe('GET /api/docs', () => {
  it('serves an OpenAPI document with the auth routes', async () => {
    const res = await t.request({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/auth/signIn', '/api/auth/register', '/api/auth/users/{id}']),
    );
    expect(doc.paths['/api/auth/register'].post.requestBody).toBeDefined();
  });
});

describe('compression', () => {
  it('compresses JSON for clients that accept it, and not for those that do not', async () => {
    const zipped = await t.request({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(zipped.headers['content-encoding']).toBe('br');
    const plain = await t.request({ method: 'GET', url: '/api/docs/json' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().openapi).toMatch(/^3\./);
  });
});
