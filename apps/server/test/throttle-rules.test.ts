import { describe, expect, it } from 'vitest';
import {
  backoffDelay,
  retryAfterSeconds,
  waitMs,
  type BackoffRule,
  type WindowRule,
} from '../src/http/throttle-rules.ts';
import { MemoryThrottleStore } from '../src/http/throttle-store.ts';

const window: WindowRule = { kind: 'window', limit: 2, windowMs: 10_000 };
const backoff: BackoffRule = {
  kind: 'backoff',
  free: 3,
  firstDelayMs: 1000,
  growEvery: 2,
  maxDelayMs: 5000,
  forgetMs: 60_000,
};

describe('throttle rules', () => {
  it('a window lets `limit` events through, then waits for the window that began with the first', () => {
    expect(waitMs(window, undefined, 0)).toBe(0);
    expect(waitMs(window, { count: 1, first: 0, last: 0 }, 500)).toBe(0);
    expect(waitMs(window, { count: 2, first: 0, last: 1000 }, 1000)).toBe(9000);
    expect(waitMs(window, { count: 2, first: 0, last: 1000 }, 10_000)).toBe(0);
  });

  it('a backoff is free for `free` attempts, then doubles every `growEvery` up to its maximum', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 20].map((n) => backoffDelay(backoff, n))).toEqual([
      0, 0, 0, 1000, 1000, 2000, 2000, 4000, 4000, 5000,
    ]);
    expect(backoffDelay({ ...backoff, maxDelayMs: Infinity }, 10_000)).toBe(1000 * 2 ** 40);
  });

  it('a backoff waits from the last attempt', () => {
    expect(waitMs(backoff, { count: 3, first: 0, last: 4000 }, 4200)).toBe(800);
    expect(waitMs(backoff, { count: 3, first: 0, last: 4000 }, 5000)).toBe(0);
  });

  it('Retry-After is whole seconds, at least one', () => {
    expect([1, 999, 1000, 1001, 59_500].map(retryAfterSeconds)).toEqual([1, 1, 1, 2, 60]);
  });
});

describe('MemoryThrottleStore', () => {
  it('counts before it answers: concurrent reservations never pass more than the rule allows', async () => {
    const store = new MemoryThrottleStore(() => 0);
    const claims = [{ key: 'a', rule: backoff }];
    const answers = await Promise.all(Array.from({ length: 50 }, () => store.reserve(claims)));
    expect(answers.filter((wait) => wait === 0)).toHaveLength(3);
    expect(answers.filter((wait) => wait === 1000)).toHaveLength(47);
  });

  it('reserves all keys or none', async () => {
    const store = new MemoryThrottleStore(() => 0);
    const tight: WindowRule = { kind: 'window', limit: 1, windowMs: 1000 };
    expect(await store.reserve([{ key: 'shared', rule: tight }])).toBe(0);
    // 'shared' is full, so 'own' is not counted either.
    for (let i = 0; i < 3; i++) {
      expect(
        await store.reserve([
          { key: 'own', rule: window },
          { key: 'shared', rule: tight },
        ]),
      ).toBe(1000);
    }
    expect(await store.reserve([{ key: 'own', rule: window }])).toBe(0);
    expect(await store.reserve([{ key: 'own', rule: window }])).toBe(0);
    expect(await store.reserve([{ key: 'own', rule: window }])).toBe(10_000);
  });

  it('release takes one event back, forget all of them', async () => {
    const store = new MemoryThrottleStore(() => 0);
    const claims = [{ key: 'a', rule: backoff }];
    for (let i = 0; i < 3; i++) await store.reserve(claims);
    expect(await store.reserve(claims)).toBe(1000);
    await store.release('a');
    expect(await store.reserve(claims)).toBe(0);
    expect(await store.reserve(claims)).toBe(1000);
    await store.forget('a');
    expect(await store.reserve(claims)).toBe(0);
  });

  it('forgets a key when its rule no longer needs it', async () => {
    let now = 0;
    const store = new MemoryThrottleStore(() => now);
    const claims = [{ key: 'a', rule: backoff }];
    for (let i = 0; i < 3; i++) await store.reserve(claims);
    now = 1000;
    expect(await store.reserve(claims)).toBe(0);
    expect(await store.reserve(claims)).toBe(1000);
    now = 1000 + backoff.forgetMs;
    for (let i = 0; i < 3; i++) expect(await store.reserve(claims)).toBe(0);
  });
});
