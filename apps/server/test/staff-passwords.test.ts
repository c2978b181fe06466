import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordMessages, Role } from '@voski/contract';
import { ConfigError } from '../src/config.ts';
import { users } from '../src/db/schema/index.ts';
import { ensureFirstAdmin } from '../src/first-admin.ts';
import { hashPassword } from '../src/modules/auth/passwords.ts';
import { catalogClient } from './catalog-fixtures.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let adminToken: string;

beforeAll(async () => {
  t = await startTestApp();
  adminToken = await t.staffToken(Role.Admin);
  await catalogClient(t, adminToken).product({
    title: 'Արևային նռնաքար',
    title_en: 'Garnet Sunrise',
    title_ru: 'Гранатовый рассвет',
  });
});
afterAll(() => t.close());

const GOOD = 'mellon-hazel-4711';
const year = new Date().getFullYear();
const person = { name: 'Narek Avetisyan', email: 'narek.avetisyan@voski.test' };

/** Each weak password with the reason it is refused for `person`. */
const weak: [label: string, password: string, message: string][] = [
  ['eight letters a', 'aaaaaaaa', passwordMessages.tooShort],
  ['ten spaces', ' '.repeat(10), passwordMessages.guessable],
  ['ten letters a', 'aaaaaaaaaa', passwordMessages.guessable],
  ['the email itself', person.email, passwordMessages.personal],
  ['the email in capitals', person.email.toUpperCase(), passwordMessages.personal],
  ['the name', person.name, passwordMessages.personal],
  ['the name with a year', 'narekavetisyan2024', passwordMessages.personal],
  ['the surname and a digit', 'Avetisyan1!', passwordMessages.personal],
  ['a very common password', 'qwertyuiop', passwordMessages.common],
  ['a common password with digits', 'password1234', passwordMessages.common],
  ['a common password in l33t', 'P@ssw0rd2024', passwordMessages.common],
  ['a season and this year', `Summer${year}!!`, passwordMessages.shopWords],
  ['the capital and this year', `Yerevan${year}!`, passwordMessages.shopWords],
  ['the capital in Armenian', `Երևան${year - 1}!!`, passwordMessages.shopWords],
  ['the shop and next year', `Voski-${year + 1}!`, passwordMessages.shopWords],
  ['a product of the catalogue', 'Garnet Sunrise 7!', passwordMessages.shopWords],
  ['a product in Russian', 'ГранатовыйРассвет!', passwordMessages.shopWords],
];

let tries = 0;
/** Each sign-in from its own address: the wrong passwords here must not be throttled. */
const signIn = (email: string, password: string) =>
  t.request({
    method: 'POST',
    url: '/api/auth/signIn',
    payload: { email, password },
    remoteAddress: `10.20.${++tries >> 8}.${tries & 255}`,
  });

const register = (password: string, who = person) =>
  t.request({
    method: 'POST',
    url: '/api/auth/register',
    token: adminToken,
    payload: { ...who, password, role_id: Role.Seller },
  });

const update = (id: number, payload: object) =>
  t.request({ method: 'PUT', url: `/api/auth/users/${id}`, token: adminToken, payload });

describe('POST /auth/register refuses weak passwords', () => {
  it.each(weak)('%s: 422 on password, and no account', async (_label, password, message) => {
    const res = await register(password);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message, errors: { password: [message] } });
    expect((await signIn(person.email, password)).statusCode).toBe(422);
  });

  it('names the taken email and the weak password together', async () => {
    const taken = { name: 'Taken', email: 'taken@voski.test' };
    expect((await register(GOOD, taken)).statusCode).toBe(201);
    const res = await register('qwertyuiop', taken);
    expect(res.json().errors).toEqual({
      email: ['The email has already been taken.'],
      password: [passwordMessages.common],
    });
  });

  it('accepts a strong password that merely holds a city or this year', async () => {
    for (const [i, password] of [
      `mellon-hazel-4711-yerevan`,
      `saffron ${year} tulip ledger`,
    ].entries()) {
      const res = await register(password, { name: 'Ani Sargsyan', email: `ani${i}@voski.test` });
      expect(res.statusCode, password).toBe(201);
    }
  });

  it('accepts a good password', async () => {
    const res = await register(GOOD);
    expect(res.statusCode).toBe(201);
    expect((await signIn(person.email, GOOD)).statusCode).toBe(200);
  });
});

describe('PUT /auth/users/{id} refuses weak passwords', () => {
  let id: number;
  beforeAll(async () => {
    const listed = await t.request({ method: 'GET', url: '/api/auth/users', token: adminToken });
    id = listed
      .json<{ users: { id: number; email: string }[] }>()
      .users.find((u) => u.email === person.email)!.id;
  });

  it.each(weak)('%s: 422 on password, the old one still works', async (_l, password, message) => {
    const res = await update(id, { password });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message, errors: { password: [message] } });
    expect((await signIn(person.email, GOOD)).statusCode).toBe(200);
  });

  it('checks against the new name when both change, and changes neither on refusal', async () => {
    const res = await update(id, { name: 'Lilit Hovhannisyan', password: 'Hovhannisyan7' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ password: [passwordMessages.personal] });
    const listed = await t.request({ method: 'GET', url: '/api/auth/users', token: adminToken });
    expect(listed.json().users).toContainEqual(expect.objectContaining({ id, name: person.name }));
  });

  it('accepts a good password: the new one signs in, the old one no longer', async () => {
    const res = await update(id, { password: 'saffron tulip ledger' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: { id, ...person, role_id: Role.Seller } });
    expect((await signIn(person.email, 'saffron tulip ledger')).statusCode).toBe(200);
    expect((await signIn(person.email, GOOD)).statusCode).toBe(422);
  });
});

describe('accounts made before the policy', () => {
  it('keep signing in with their weak passwords', async () => {
    await t.database.db.insert(users).values({
      name: 'Old timer',
      email: 'old@voski.test',
      password_hash: await hashPassword('aaaaaaaa'),
      role_id: Role.Adder,
    });
    expect((await signIn('old@voski.test', 'aaaaaaaa')).statusCode).toBe(200);
  });
});

describe('the first admin from ADMIN_EMAIL and ADMIN_PASSWORD', () => {
  const config = (adminEmail: string, adminPassword: string) => ({
    adminEmail,
    adminPassword,
    demo: false,
    dataDir: t.dataDir,
  });

  it('is not created with a weak password: the start stops, saying why', async () => {
    const start = ensureFirstAdmin(config('boss@voski.test', 'password1234'), t.services.auth);
    await expect(start).rejects.toThrow(ConfigError);
    await expect(start).rejects.toThrow(`ADMIN_PASSWORD: ${passwordMessages.common}`);
    expect((await signIn('boss@voski.test', 'password1234')).statusCode).toBe(422);
  });

  it('is created with a good one', async () => {
    await ensureFirstAdmin(config('boss@voski.test', GOOD), t.services.auth);
    expect((await signIn('boss@voski.test', GOOD)).json().user.role_id).toBe(Role.Admin);
  });

  it('once it exists, a weak ADMIN_PASSWORD no longer matters', async () => {
    const again = ensureFirstAdmin(config('boss@voski.test', 'aaaaaaaa'), t.services.auth);
    await expect(again).resolves.toBeNull();
  });
});
