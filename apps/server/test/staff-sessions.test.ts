import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages, Role, type RoleId } from '@voski/contract';
import { accessTokens } from '../src/db/schema/index.ts';
import { hashToken } from '../src/modules/auth/tokens.ts';
import { PASSWORD, startTestApp, type TestApp } from './harness.ts';

const MINUTE = 60_000;
const IDLE = 10 * MINUTE;

let t: TestApp;
/** The app's clock: tests move it instead of waiting. */
let now = Date.now();
let n = 0;
/** The first admin, alone at first. */
let founder: Member;

beforeAll(async () => {
  t = await startTestApp({ auth: { idleMs: IDLE, now: () => now } });
});
afterAll(() => t.close());

interface Member {
  id: number;
  email: string;
  token: string;
}

const signIn = async (email: string, password = PASSWORD) => {
  const res = await t.request({
    method: 'POST',
    url: '/api/auth/signIn',
    payload: { email, password },
    remoteAddress: `10.30.0.${++n % 250}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ access_token: string }>().access_token;
};

async function member(role: RoleId): Promise<Member> {
  const email = `member${++n}@voski.test`;
  const user = await t.services.auth.register({
    name: `Member ${n}`,
    email,
    password: PASSWORD,
    role_id: role,
  });
  return { id: user.id, email, token: await signIn(email) };
}

const me = (token: string) => t.request({ method: 'GET', url: '/api/auth/me', token });
const status = async (token: string) => (await me(token)).statusCode;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  t.request({ method, url, token, ...(payload ? { payload } : {}) });

describe('the last admin (alone in this app)', () => {
  it('cannot be demoted, not even by themselves: 409', async () => {
    founder = await member(Role.Admin);
    const res = await call('PUT', `/api/auth/users/${founder.id}`, founder.token, {
      role_id: Role.Seller,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'The last admin cannot be demoted.' });
    expect((await me(founder.token)).json().user.role_id).toBe(Role.Admin);
  });

  it('cannot be deactivated: 409', async () => {
    const res = await call('PUT', `/api/auth/users/${founder.id}`, founder.token, {
      active: false,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'The last admin cannot be deactivated.' });
    expect(await status(founder.token)).toBe(200);
  });
});

describe('idle timeout', () => {
  const lastUse = async (token: string) => {
    const [row] = await t.database.db
      .select({ at: accessTokens.last_used_at })
      .from(accessTokens)
      .where(eq(accessTokens.token_hash, hashToken(token)));
    return row!.at!.getTime();
  };

  it('keeps a token in use, and refuses one left unused for the idle time with 401', async () => {
    const { token } = await member(Role.Seller);
    now += IDLE - MINUTE;
    expect(await status(token)).toBe(200);
    now += IDLE - MINUTE;
    expect(await status(token)).toBe(200);
    now += IDLE + 1;
    const res = await me(token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Unauthenticated.' });
  });

  it('writes the last use at most once a minute', async () => {
    const { token } = await member(Role.Adder);
    const issued = await lastUse(token);
    expect(issued).toBe(now);
    now += 20_000;
    expect(await status(token)).toBe(200);
    now += 20_000;
    expect(await status(token)).toBe(200);
    expect(await lastUse(token)).toBe(issued);
    now += 20_000;
    expect(await status(token)).toBe(200);
    expect(await lastUse(token)).toBe(now);
  });

  it('counts a token from before last uses were kept from its creation', async () => {
    const { token } = await member(Role.Adder);
    await t.database.db
      .update(accessTokens)
      .set({ last_used_at: null, created_at: new Date(now - IDLE - 1) })
      .where(eq(accessTokens.token_hash, hashToken(token)));
    expect(await status(token)).toBe(401);
  });
});

describe('POST /auth/signOutEverywhere', () => {
  it("revokes all the caller's tokens and no one else's", async () => {
    const seller = await member(Role.Seller);
    const second = await signIn(seller.email);
    const other = await member(Role.Seller);
    const res = await call('POST', '/api/auth/signOutEverywhere', seller.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Signed out everywhere.' });
    expect(await status(seller.token)).toBe(401);
    expect(await status(second)).toBe(401);
    expect(await status(other.token)).toBe(200);
    // Signing in again works as ever.
    expect(await status(await signIn(seller.email))).toBe(200);
  });
});

describe('an Admin and the other accounts', () => {
  let admin: Member;
  beforeAll(async () => {
    admin = await member(Role.Admin);
  });

  it("ends another user's sessions; the others' stay", async () => {
    const adder = await member(Role.Adder);
    const second = await signIn(adder.email);
    const bystander = await member(Role.Adder);
    const res = await call('POST', `/api/auth/users/${adder.id}/signOut`, admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Sessions ended.' });
    expect(await status(adder.token)).toBe(401);
    expect(await status(second)).toBe(401);
    expect(await status(bystander.token)).toBe(200);
    expect(await status(admin.token)).toBe(200);
    const missing = await call('POST', '/api/auth/users/999999/signOut', admin.token);
    expect(missing.statusCode).toBe(404);
  });

  it('changes a role, which takes effect on the next call', async () => {
    const seller = await member(Role.Seller);
    expect((await call('GET', '/api/payment/orders', seller.token)).statusCode).toBe(200);
    const res = await call('PUT', `/api/auth/users/${seller.id}`, admin.token, {
      role_id: Role.Adder,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      user: { id: seller.id, name: expect.any(String), email: seller.email, role_id: Role.Adder },
    });
    const orders = await call('GET', '/api/payment/orders', seller.token);
    expect(orders.statusCode).toBe(403);
    expect(orders.json()).toEqual({ message: 'This action is unauthorized.' });
    expect((await call('GET', '/api/rates/details', seller.token)).statusCode).toBe(200);
    expect((await me(seller.token)).json().user.role_id).toBe(Role.Adder);
  });

  it("changes a name without ending the user's sessions", async () => {
    const adder = await member(Role.Adder);
    const res = await call('PUT', `/api/auth/users/${adder.id}`, admin.token, { name: 'Ani' });
    expect(res.json().user.name).toBe('Ani');
    expect((await me(adder.token)).json().user.name).toBe('Ani');
  });

  it("a new password ends the user's sessions", async () => {
    const seller = await member(Role.Seller);
    const second = await signIn(seller.email);
    const res = await call('PUT', `/api/auth/users/${seller.id}`, admin.token, {
      password: 'saffron tulip ledger',
    });
    expect(res.statusCode).toBe(200);
    expect(await status(seller.token)).toBe(401);
    expect(await status(second)).toBe(401);
    expect(await status(await signIn(seller.email, 'saffron tulip ledger'))).toBe(200);
  });

  it("an Admin's own new password ends their other sessions, not this one", async () => {
    const other = await signIn(admin.email);
    const res = await call('PUT', `/api/auth/users/${admin.id}`, admin.token, {
      password: 'amber willow compass',
    });
    expect(res.statusCode).toBe(200);
    expect(await status(admin.token)).toBe(200);
    expect(await status(other)).toBe(401);
  });

  it('cannot demote themselves while other admins remain: 409', async () => {
    const res = await call('PUT', `/api/auth/users/${admin.id}`, admin.token, {
      role_id: Role.Adder,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'You cannot demote yourself; another admin can.' });
    // Keeping one's own role, or renaming oneself, is fine.
    const same = await call('PUT', `/api/auth/users/${admin.id}`, admin.token, {
      role_id: Role.Admin,
      name: 'Chief',
    });
    expect(same.json().user).toMatchObject({ role_id: Role.Admin, name: 'Chief' });
  });

  it('answers 404 for an unknown user and 422 for bad fields', async () => {
    expect((await call('PUT', '/api/auth/users/999999', admin.token, {})).statusCode).toBe(404);
    const { id } = await member(Role.Adder);
    const res = await call('PUT', `/api/auth/users/${id}`, admin.token, {
      name: '',
      role_id: 9,
      email: 'x@voski.test',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      name: ['The name field is required.'],
      role_id: ['The role id must be 1 (Admin), 2 (Seller) or 3 (Adder).'],
      email: ['The email field is not allowed.'],
    });
    const nothing = await call('PUT', `/api/auth/users/${id}`, admin.token, {});
    expect(nothing.json().user).toMatchObject({ id, role_id: Role.Adder });
  });

  it('is the only one who may change accounts or end their sessions: 403 for the others', async () => {
    const target = await member(Role.Adder);
    for (const role of [Role.Seller, Role.Adder]) {
      const { token } = await member(role);
      const put = await call('PUT', `/api/auth/users/${target.id}`, token, { name: 'X' });
      const end = await call('POST', `/api/auth/users/${target.id}/signOut`, token);
      for (const res of [put, end]) {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ message: 'This action is unauthorized.' });
      }
    }
    expect(await status(target.token)).toBe(200);
  });

  it('deactivates an account: its sessions end, it cannot sign in, and it comes back', async () => {
    const seller = await member(Role.Seller);
    const off = await call('PUT', `/api/auth/users/${seller.id}`, admin.token, { active: false });
    expect(off.statusCode).toBe(200);
    expect(await status(seller.token)).toBe(401);
    const refused = await t.request({
      method: 'POST',
      url: '/api/auth/signIn',
      payload: { email: seller.email, password: PASSWORD },
      remoteAddress: '10.31.0.1',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.email).toEqual([messages.deactivated]);
    const listed = async () =>
      (await call('GET', '/api/auth/users', admin.token))
        .json()
        .users.find((user: { id: number }) => user.id === seller.id);
    expect(await listed()).toMatchObject({ id: seller.id, active: false });

    const on = await call('PUT', `/api/auth/users/${seller.id}`, admin.token, { active: true });
    expect(on.statusCode).toBe(200);
    expect(await listed()).toMatchObject({ active: true });
    expect(await status(await signIn(seller.email))).toBe(200);
  });

  it('cannot deactivate themselves while other admins remain: 409', async () => {
    const res = await call('PUT', `/api/auth/users/${admin.id}`, admin.token, { active: false });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'You cannot deactivate yourself; another admin can.' });
    expect(await status(admin.token)).toBe(200);
  });

  // Last: it leaves `admin` demoted.
  it('can demote another admin, but two admins demoting each other leave one', async () => {
    const first = await member(Role.Admin);
    const second = await member(Role.Admin);
    for (const other of [founder, admin]) {
      const demote = await call('PUT', `/api/auth/users/${other.id}`, first.token, {
        role_id: Role.Seller,
      });
      expect(demote.statusCode).toBe(200);
    }
    const staffOf = async (token: string) => (await t.services.auth.authenticate(token))!;
    const [a, b] = [await staffOf(first.token), await staffOf(second.token)];
    const results = await Promise.all([
      t.services.auth.updateUser(b.id, { role_id: Role.Seller }, a).then(
        () => 'ok',
        (e: Error) => e.message,
      ),
      t.services.auth.updateUser(a.id, { role_id: Role.Seller }, b).then(
        () => 'ok',
        (e: Error) => e.message,
      ),
    ]);
    expect(results.filter((r) => r === 'ok')).toHaveLength(1);
    expect(results).toContain('The last admin cannot be demoted.');
    expect(await t.services.auth.countAdmins()).toBe(1);
  });
});
