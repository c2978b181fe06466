import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Role } from '@voski/contract';
import { accessTokens } from '../src/db/schema/index.ts';
import { PASSWORD, startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let adminToken: string;

/** A minute's wait after 3 failures of one account at one address, or 6 of one address. */
const slowAfter = (free: number) =>
  ({
    kind: 'backoff',
    free,
    firstDelayMs: 60_000,
    growEvery: 1,
    maxDelayMs: 3_600_000,
    forgetMs: 3_600_000,
  }) as const;

beforeAll(async () => {
  t = await startTestApp({
    auth: { throttle: { perAccountAddress: slowAfter(3), perAddress: slowAfter(6) } },
  });
  adminToken = await t.staffToken(Role.Admin);
});
afterAll(() => t.close());

const signIn = (email: string, password: string, ip = '10.0.0.1') =>
  t.request({
    method: 'POST',
    url: '/api/auth/signIn',
    payload: { email, password },
    remoteAddress: ip,
  });

describe('POST /auth/signIn', () => {
  it('answers a token and the user for the right credentials', async () => {
    await t.services.auth.register({
      name: 'Ani',
      email: 'ani@voski.test',
      password: PASSWORD,
      role_id: Role.Seller,
    });
    const res = await signIn('Ani@Voski.test', PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      status: true,
      token_type: 'Bearer',
      expires_in: 3600,
      user: { name: 'Ani', email: 'ani@voski.test', role_id: Role.Seller },
    });
    expect(body.access_token).toMatch(/^[\w-]{43}$/);
    expect(body.user).not.toHaveProperty('password_hash');
  });

  it('stores only a hash of the token', async () => {
    const token = (await signIn('ani@voski.test', PASSWORD)).json().access_token as string;
    const rows = await t.database.db.select().from(accessTokens);
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });

  it('gives the same 422 for a wrong password and for an unknown email', async () => {
    const wrong = await signIn('ani@voski.test', 'not the password', '10.0.0.2');
    const unknown = await signIn('nobody@voski.test', 'whatever it is', '10.0.0.2');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message: 'These credentials do not match our records.',
        errors: { email: ['These credentials do not match our records.'] },
      });
    }
  });

  it('throttles an account at an address after repeated failures, even with the right password', async () => {
    await t.services.auth.register({
      name: 'Gor',
      email: 'gor@voski.test',
      password: PASSWORD,
      role_id: Role.Adder,
    });
    for (let i = 0; i < 3; i++) {
      expect((await signIn('gor@voski.test', 'wrong password', '10.1.0.1')).statusCode).toBe(422);
    }
    const blocked = await signIn('gor@voski.test', PASSWORD, '10.1.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBe(60);
    expect(blocked.json()).toEqual({ message: 'Too many login attempts. Please try again later.' });
    // The account itself is not locked: from another address the right password works.
    expect((await signIn('gor@voski.test', PASSWORD, '10.1.0.2')).statusCode).toBe(200);
  });

  it('throttles an IP that tries many accounts', async () => {
    for (let i = 0; i < 6; i++) {
      expect((await signIn(`guess${i}@voski.test`, 'wrong password', '10.9.9.9')).statusCode).toBe(
        422,
      );
    }
    const blocked = await signIn('ani@voski.test', PASSWORD, '10.9.9.9');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    // Another IP is not affected.
    expect((await signIn('ani@voski.test', PASSWORD, '10.9.9.10')).statusCode).toBe(200);
  });

  it('refuses missing and malformed fields with 422 naming them', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/signIn',
      payload: { email: 'not-an-email' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      email: ['The email must be a valid email address.'],
      password: ['The password field is required.'],
    });
  });
});

describe('POST /auth/register', () => {
  const register = (payload: unknown, token = adminToken) =>
    t.request({ method: 'POST', url: '/api/auth/register', payload: payload as object, token });

  it('creates a staff account that can sign in', async () => {
    const res = await register({
      name: 'Mane',
      email: 'mane@voski.test',
      password: 'a long password',
      role_id: 3,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      user: { id: expect.any(Number), name: 'Mane', email: 'mane@voski.test', role_id: 3 },
    });
    expect((await signIn('mane@voski.test', 'a long password', '10.2.0.1')).statusCode).toBe(200);
  });

  it('hashes the password with argon2id', async () => {
    const { users } = await import('../src/db/schema/index.ts');
    const [row] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'mane@voski.test'));
    expect(row!.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('refuses a duplicate email, whatever its case', async () => {
    const res = await register({
      name: 'Mane 2',
      email: 'MANE@voski.test',
      password: 'a long password',
      role_id: 2,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ email: ['The email has already been taken.'] });
  });

  it('refuses bad fields, each with its message', async () => {
    const res = await register({ name: '', email: 'x', password: 'short', role_id: 9 });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      name: ['The name field is required.'],
      email: ['The email must be a valid email address.'],
      password: ['The password must be at least 10 characters.'],
      role_id: ['The role id must be 1 (Admin), 2 (Seller) or 3 (Adder).'],
    });
  });

  it('refuses unknown fields', async () => {
    const res = await register({
      name: 'A',
      email: 'a@voski.test',
      password: 'a long password',
      role_id: 2,
      is_admin: true,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ is_admin: ['The is_admin field is not allowed.'] });
  });
});

describe('GET /auth/users and DELETE /auth/users/{id}', () => {
  it('lists users without secrets (`active` is beyond the contract)', async () => {
    const res = await t.request({ method: 'GET', url: '/api/auth/users', token: adminToken });
    expect(res.statusCode).toBe(200);
    const { users } = res.json();
    expect(users.length).toBeGreaterThan(2);
    for (const u of users) {
      expect(Object.keys(u).sort()).toEqual([
        'active',
        'created_at',
        'email',
        'id',
        'name',
        'role_id',
      ]);
    }
  });

  it('deletes another user and revokes their tokens', async () => {
    const sellerToken = await t.staffToken(Role.Seller);
    const me = await t.services.auth.authenticate(sellerToken);
    const res = await t.request({
      method: 'DELETE',
      url: `/api/auth/users/${me!.id}`,
      token: adminToken,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'User deleted.' });
    const after = await t.request({ method: 'POST', url: '/api/auth/signOut', token: sellerToken });
    expect(after.statusCode).toBe(401);
  });

  it('refuses to delete your own account', async () => {
    const me = await t.services.auth.authenticate(adminToken);
    const res = await t.request({
      method: 'DELETE',
      url: `/api/auth/users/${me!.id}`,
      token: adminToken,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'You cannot delete your own account.' });
  });

  it('answers 404 for a user that does not exist', async () => {
    const res = await t.request({
      method: 'DELETE',
      url: '/api/auth/users/999999',
      token: adminToken,
    });
    expect(res.statusCode).toBe(404);
  });

  it('never deletes the last admin', async () => {
    const other = await t.staffToken(Role.Admin);
    const otherUser = await t.services.auth.authenticate(other);
    const me = await t.services.auth.authenticate(adminToken);
    // Two admins delete each other at once: exactly one of them may win.
    const results = await Promise.all([
      t.services.auth.deleteUser(otherUser!.id, me!).then(
        () => 'ok',
        (e: Error) => e.message,
      ),
      t.services.auth.deleteUser(me!.id, otherUser!).then(
        () => 'ok',
        (e: Error) => e.message,
      ),
    ]);
    expect(results.filter((r) => r === 'ok')).toHaveLength(1);
    expect(results).toContain('The last admin cannot be deleted.');
    expect(await t.services.auth.countAdmins()).toBe(1);
  });
});

describe('tokens', () => {
  it('sign-out revokes the token', async () => {
    const token = await t.staffToken(Role.Adder);
    const out = await t.request({ method: 'POST', url: '/api/auth/signOut', token });
    expect(out.statusCode).toBe(200);
    const again = await t.request({ method: 'POST', url: '/api/auth/signOut', token });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ message: 'Unauthenticated.' });
  });

  it('an expired token is refused', async () => {
    const token = await t.staffToken(Role.Admin);
    const staff = await t.services.auth.authenticate(token);
    await t.database.db
      .update(accessTokens)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(accessTokens.id, staff!.tokenId));
    const res = await t.request({ method: 'GET', url: '/api/auth/users', token });
    expect(res.statusCode).toBe(401);
  });

  it('unknown and malformed authorization headers are refused', async () => {
    for (const authorization of ['Bearer nonsense', 'Basic abc', 'Bearer', '']) {
      const res = await t.request({
        method: 'GET',
        url: '/api/auth/users',
        headers: { authorization },
      });
      expect(res.statusCode).toBe(401);
    }
  });
});

describe('GET /auth/me', () => {
  it('answers the staff member of the token', async () => {
    const token = await t.staffToken(Role.Seller);
    const res = await t.request({ method: 'GET', url: '/api/auth/me', token });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      role_id: Role.Seller,
      email: expect.stringContaining('@'),
    });
    expect(res.json().user).not.toHaveProperty('tokenId');
  });
});
