import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Role } from '@voski/contract';
import { MemoryThrottleStore } from '../src/http/throttle-store.ts';
import type * as Passwords from '../src/modules/auth/passwords.ts';
import { PASSWORD, startTestApp, type TestApp } from './harness.ts';

/** Every argon2 verification the sign-in makes, real account or decoy. */
const checks = vi.hoisted(() => ({ count: 0 }));
vi.mock('../src/modules/auth/passwords.ts', async (importOriginal) => {
  const real = await importOriginal<typeof Passwords>();
  return {
    ...real,
    verifyPassword: (hash: string, password: string) => {
      checks.count++;
      return real.verifyPassword(hash, password);
    },
    verifyDecoy: (password: string) => {
      checks.count++;
      return real.verifyDecoy(password);
    },
  };
});

let t: TestApp;
/** The throttles' clock stands still unless a test moves it: no race with argon2's time. */
let now = 0;

beforeAll(async () => {
  t = await startTestApp({ throttles: new MemoryThrottleStore(() => now) });
  for (const [name, role_id] of [
    ['admin', Role.Admin],
    ['target', Role.Adder],
    ['seller', Role.Seller],
  ] as const) {
    await t.services.auth.register({
      name,
      email: `${name}@voski.test`,
      password: PASSWORD,
      role_id,
    });
  }
});
afterAll(() => t.close());
beforeEach(() => {
  checks.count = 0;
  now += 24 * 3_600_000; // a day later: every count of the test before is forgotten
});

const signIn = (email: string, password: string, ip: string) =>
  t.request({
    method: 'POST',
    url: '/api/auth/signIn',
    payload: { email, password },
    remoteAddress: ip,
  });

const statuses = (answers: { statusCode: number }[]) =>
  answers.map((a) => a.statusCode).sort((a, b) => a - b);

describe('sign-in throttle', () => {
  it('checks at most the free tries of 200 wrong passwords sent at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        signIn('target@voski.test', `guess ${i}`, '203.0.113.1'),
      ),
    );
    expect(checks.count).toBe(5);
    expect(statuses(answers)).toEqual([...Array(5).fill(422), ...Array(195).fill(429)]);
    const refused = answers.find((a) => a.statusCode === 429)!;
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.json()).toEqual({ message: 'Too many login attempts. Please try again later.' });
  });

  it('delays an account at an address more after every failure, not for good', async () => {
    const ip = '203.0.113.2';
    for (let i = 0; i < 5; i++)
      expect((await signIn('target@voski.test', 'wrong', ip)).statusCode).toBe(422);
    for (const seconds of [1, 2, 4, 8]) {
      const refused = await signIn('target@voski.test', PASSWORD, ip);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBe(String(seconds));
      now += seconds * 1000;
      expect((await signIn('target@voski.test', 'wrong', ip)).statusCode).toBe(422);
    }
    now += 16_000;
    expect((await signIn('target@voski.test', PASSWORD, ip)).statusCode).toBe(200);
    // A success clears the pair: the next mistake is free again.
    expect((await signIn('target@voski.test', 'wrong', ip)).statusCode).toBe(422);
    expect((await signIn('target@voski.test', PASSWORD, ip)).statusCode).toBe(200);
  });

  it('never locks the staff member out from their usual address, whatever others send', async () => {
    const home = '192.0.2.10';
    expect((await signIn('admin@voski.test', PASSWORD, home)).statusCode).toBe(200);
    // Wrong passwords from five other addresses (the old lock-out), then a spray from one.
    for (let i = 1; i <= 5; i++) {
      expect((await signIn('admin@voski.test', 'wrong', `198.51.100.${i}`)).statusCode).toBe(422);
    }
    const spray = [];
    for (let i = 0; i < 12; i++)
      spray.push(await signIn('admin@voski.test', `guess ${i}`, '198.51.100.66'));
    expect(statuses(spray)).toEqual([...Array(5).fill(422), ...Array(7).fill(429)]);

    expect((await signIn('admin@voski.test', PASSWORD, home)).statusCode).toBe(200);
    // Nor from a new address: nothing counts per account alone.
    expect((await signIn('admin@voski.test', PASSWORD, '192.0.2.77')).statusCode).toBe(200);
  });

  it('slows an address trying many accounts, and only that address', async () => {
    const ip = '203.0.113.3';
    for (let i = 0; i < 20; i++) {
      expect((await signIn(`guess${i}@voski.test`, 'wrong', ip)).statusCode).toBe(422);
    }
    const refused = await signIn('target@voski.test', PASSWORD, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('1');
    expect((await signIn('target@voski.test', PASSWORD, '203.0.113.4')).statusCode).toBe(200);
    expect(checks.count).toBe(21);
  });

  it('a right password does not count against its address', async () => {
    const office = '203.0.113.5';
    for (let i = 0; i < 30; i++) {
      expect((await signIn('seller@voski.test', PASSWORD, office)).statusCode).toBe(200);
    }
  });
});
