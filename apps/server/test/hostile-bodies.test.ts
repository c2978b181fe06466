import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@voski/contract';
import { JSON_DEPTH_MAX, JSON_KEYS_MAX, jsonShapeProblem } from '../src/http/json-bodies.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.staffToken(Role.Admin);
});
afterAll(() => t.close());

/** A JSON object with `n` keys besides `fields`. */
function manyKeys(n: number, fields: Record<string, unknown> = {}): string {
  const body: Record<string, unknown> = { ...fields };
  for (let i = 0; i < n; i++) body[`key${i}`] = 1;
  return JSON.stringify(body);
}

async function post(url: string, payload: string, token?: string) {
  const began = performance.now();
  const res = await t.request({
    method: 'POST',
    url,
    payload,
    token,
    headers: { 'content-type': 'application/json' },
  });
  return { res, ms: performance.now() - began, bytes: Buffer.byteLength(res.body) };
}

const signIn = { email: 'a@voski.test', password: 'a password' };
const register = { name: 'A', email: 'new@voski.test', password: 'a long password', role_id: 2 };

describe('bodies built to be expensive are refused cheaply', () => {
  it('100,000 keys to the sign-in: a fast 413 of a few bytes (was a 4.6 MB 422 in ~2 s)', async () => {
    const { res, ms, bytes } = await post('/api/auth/signIn', manyKeys(100_000, signIn));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'The request body is too large.' });
    expect(bytes).toBeLessThan(2048);
    expect(ms).toBeLessThan(1000);
  });

  it('100,000 keys where 2 MB bodies are allowed: a fast 413 before parsing', async () => {
    const { res, ms, bytes } = await post('/api/faqs', manyKeys(100_000), admin);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      message: `The request body has too many fields (at most ${JSON_KEYS_MAX}).`,
    });
    expect(bytes).toBeLessThan(2048);
    expect(ms).toBeLessThan(1000);
  });

  it('unknown keys under the cap: a 422 naming a few of them, not all', async () => {
    const { res, bytes } = await post('/api/auth/register', manyKeys(1500, register), admin);
    expect(res.statusCode).toBe(422);
    const { errors } = res.json<{ errors: Record<string, string[]> }>();
    expect(errors).toEqual({
      key0: ['The key0 field is not allowed.'],
      key1: ['The key1 field is not allowed.'],
      key2: ['The key2 field is not allowed.'],
      key3: ['The key3 field is not allowed.'],
      key4: ['The key4 field is not allowed.'],
    });
    expect(bytes).toBeLessThan(2048);
  });

  it('a long unknown key is named cut short', async () => {
    const name = 'k'.repeat(1024 * 1024);
    const { res, bytes } = await post(
      '/api/auth/register',
      JSON.stringify({ ...register, [name]: 1 }),
      admin,
    );
    expect(res.statusCode).toBe(422);
    const short = `${'k'.repeat(64)}…`;
    expect(res.json().errors).toEqual({ [short]: [`The ${short} field is not allowed.`] });
    expect(bytes).toBeLessThan(2048);
  });

  it('many invalid fields: at most 20 listed', async () => {
    const lines = Array.from({ length: 100 }, () => ({ id: 'x', quantity: 0 }));
    const res = await t.request({
      method: 'POST',
      url: '/api/payment/signIn',
      payload: { products: lines },
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toHaveLength(20);
  });

  it('deep nesting: a fast 413, on a small route and on a large one', async () => {
    const deep = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);
    const arrays = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
    for (const [url, payload] of [
      ['/api/auth/signIn', `{"email":${arrays(1000)}}`],
      ['/api/faqs', deep(300_000)],
      ['/api/faqs', arrays(1_000_000)],
    ] as const) {
      const { res, ms } = await post(url, payload, admin);
      expect(res.statusCode, url).toBe(413);
      expect(res.json()).toEqual({ message: 'The request body is nested too deeply.' });
      expect(ms).toBeLessThan(1000);
    }
  });

  it('bodies at the caps still pass on to validation', async () => {
    const { res } = await post('/api/auth/register', manyKeys(JSON_KEYS_MAX - 4, register), admin);
    expect(res.statusCode).toBe(422);
    const nested = `{"a":${'['.repeat(JSON_DEPTH_MAX - 1)}${']'.repeat(JSON_DEPTH_MAX - 1)}}`;
    expect((await post('/api/auth/register', nested, admin)).res.statusCode).toBe(422);
  });
});

describe('jsonShapeProblem', () => {
  it('counts keys and depth outside strings only', () => {
    const inString = JSON.stringify({ a: `${'{'.repeat(50)}:${':'.repeat(5000)}\\"[` });
    expect(jsonShapeProblem(inString)).toBeUndefined();
    expect(jsonShapeProblem(JSON.stringify({ a: [[[{ b: '\\' }]]] }))).toBeUndefined();
    expect(jsonShapeProblem('['.repeat(JSON_DEPTH_MAX))).toBeUndefined();
    expect(jsonShapeProblem('['.repeat(JSON_DEPTH_MAX + 1))).toBe('depth');
    expect(jsonShapeProblem(manyKeys(JSON_KEYS_MAX))).toBeUndefined();
    expect(jsonShapeProblem(manyKeys(JSON_KEYS_MAX + 1))).toBe('keys');
  });
});
