import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { Role, type AuditEntry } from '@voski/contract';
import { auditTargets } from '../src/modules/audit/targets.ts';
import { catalogClient } from './catalog-fixtures.ts';
import { PASSWORD, startTestApp, type TestApp } from './harness.ts';
import { routeRoles } from './route-roles.ts';

let t: TestApp;
let admin: string;
let adder: string;
let seller: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.staffToken(Role.Admin);
  adder = await t.staffToken(Role.Adder);
  seller = await t.staffToken(Role.Seller);
});
afterAll(() => t.close());

const audit = async (query = '', token = admin) => {
  const res = await t.request({ method: 'GET', url: `/api/audit?${query}`, token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{
    data: AuditEntry[];
    meta: { page: number; per_page: number; total: number };
  }>();
};

describe('the audit log', () => {
  it('records who created, changed and deleted a record, with each field before and after', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/api/faqs',
      token: adder,
      payload: { question: 'Հարց', answer: 'Պատասխան' },
    });
    const id = created.json().faq.id as number;
    await t.request({
      method: 'PUT',
      url: `/api/faqs/${id}`,
      token: adder,
      payload: { question: 'Հարց', answer: 'Նոր պատասխան', answer_en: 'A new answer' },
    });
    await t.request({ method: 'DELETE', url: `/api/faqs/${id}`, token: adder });

    const { data } = await audit(`entity=faq&entity_id=${id}`);
    expect(data.map((e) => e.action)).toEqual(['delete', 'update', 'create']);
    const [deleted, updated, made] = data;
    expect(updated).toMatchObject({
      actor_role: Role.Adder,
      actor_name: expect.stringMatching(/^Staff/),
      entity: 'faq',
      entity_id: String(id),
      route: 'PUT /api/faqs/:id',
      changes: {
        answer: { from: 'Պատասխան', to: 'Նոր պատասխան' },
        answer_en: { from: '', to: 'A new answer' },
      },
    });
    expect(Object.keys(updated!.changes).sort()).toEqual(['answer', 'answer_en']);
    expect(made!.changes.question).toEqual({ from: null, to: 'Հարց' });
    expect(deleted!.changes.answer).toEqual({ from: 'Նոր պատասխան', to: null });
    expect(Date.parse(made!.at)).toBeLessThanOrEqual(Date.parse(deleted!.at));
  });

  it('records a product’s status toggle, and nothing for a refused or an empty change', async () => {
    const product = await catalogClient(t, adder).product({ title: 'Audited ring' });
    await t.request({ method: 'GET', url: `/api/products/has/${product.id}`, token: adder });
    const refused = await t.request({
      method: 'PUT',
      url: '/api/categories/999999',
      token: adder,
      payload: { name: 'x' },
    });
    expect(refused.statusCode).toBe(404);
    const before = (await audit()).meta.total;
    // The first sets a new value; the same value again changes nothing, so nothing to tell.
    for (let i = 0; i < 2; i++) {
      const res = await t.request({
        method: 'POST',
        url: '/api/slides/interval',
        token: adder,
        payload: { interval: 3000 },
      });
      expect(res.statusCode).toBe(200);
    }
    expect((await audit()).meta.total).toBe(before + 1);

    const { data } = await audit(`entity=product&entity_id=${product.id}`);
    expect(data.map((e) => [e.action, e.changes.status])).toEqual([
      ['update', { from: 1, to: 0 }],
      ['create', { from: null, to: 1 }],
    ]);
    expect((await audit('entity=category')).data.some((e) => e.entity_id === '999999')).toBe(false);
  });

  it('never writes a password or its hash, only that it was set', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      token: admin,
      payload: {
        name: 'New Seller',
        email: 'seller.audit@voski.test',
        password: PASSWORD,
        role_id: 2,
      },
    });
    expect(res.statusCode).toBe(201);
    const [entry] = (await audit('entity=user&action=create')).data;
    expect(entry!.changes.password_hash).toEqual({ from: null, to: 'changed' });
    expect(entry!.changes.email).toEqual({ from: null, to: 'seller.audit@voski.test' });
    expect(JSON.stringify(entry)).not.toMatch(/argon2/);
  });

  it('is for Admins, a page at a time, newest first, with filters checked', async () => {
    for (const token of [adder, seller]) {
      const res = await t.request({ method: 'GET', url: '/api/audit', token });
      expect(res.statusCode).toBe(403);
    }
    expect((await t.request({ method: 'GET', url: '/api/audit' })).statusCode).toBe(401);
    const first = await audit('per_page=2');
    expect(first.data).toHaveLength(2);
    expect(first.meta).toMatchObject({ page: 1, per_page: 2 });
    const second = await audit('per_page=2&page=2');
    expect(second.data[0]!.id).toBeLessThan(first.data[1]!.id);
    const mine = await audit(`actor_id=${first.data[0]!.actor_id}`);
    expect(mine.data.every((e) => e.actor_id === first.data[0]!.actor_id)).toBe(true);
    for (const bad of ['entity=spaceship', 'action=steal', 'actor_id=abc', 'per_page=1000']) {
      const res = await t.request({ method: 'GET', url: `/api/audit?${bad}`, token: admin });
      expect(res.statusCode, bad).toBe(422);
    }
  });

  it('is append-only: the database refuses to change or remove an entry', async () => {
    for (const statement of [
      sql`update audit_log set entity = 'nothing'`,
      sql`delete from audit_log`,
    ]) {
      await expect(t.database.db.execute(statement)).rejects.toThrow();
    }
    expect((await audit()).meta.total).toBeGreaterThan(0);
  });

  it('keeps the entries of a deleted account, with the name it had', async () => {
    const leaving = await t.staffToken(Role.Adder);
    const faq = await t.request({
      method: 'POST',
      url: '/api/faqs',
      token: leaving,
      payload: { question: 'Վերջին', answer: 'Պատասխան' },
    });
    const id = faq.json().faq.id;
    const [entry] = (await audit(`entity=faq&entity_id=${id}`)).data;
    const users = (await t.request({ method: 'GET', url: '/api/auth/users', token: admin })).json()
      .users as { id: number; name: string }[];
    const gone = users.find((u) => u.id === entry!.actor_id)!;
    const removed = await t.request({
      method: 'DELETE',
      url: `/api/auth/users/${gone.id}`,
      token: admin,
    });
    expect(removed.statusCode).toBe(200);
    const [kept] = (await audit(`entity=faq&entity_id=${id}`)).data;
    expect(kept).toMatchObject({ actor_id: null, actor_name: gone.name, action: 'create' });
  });
});

describe('every staff change is audited', () => {
  /** Staff routes that change no shop record: sign-outs and reads sent as POST. */
  const notChanges = new Set([
    'POST /api/auth/signOut',
    'POST /api/auth/signOutEverywhere',
    'POST /api/payment/filter',
    // makes waiting e-mail due now; nothing a record holds changes
    'POST /api/mail/outbox/retry',
  ]);
  const reads = (route: string) => route.startsWith('GET ');

  it('each staff write route has an audit target, and each target is a real staff route', () => {
    const writes = Object.entries(routeRoles)
      .filter(([route, who]) => who !== 'public' && !notChanges.has(route))
      .map(([route]) => route)
      .filter((route) => !reads(route) || route in auditTargets);
    const missing = writes.filter((route) => !(route in auditTargets));
    expect(missing).toEqual([]);
    for (const route of Object.keys(auditTargets)) {
      expect(routeRoles[route], route).toBeDefined();
      expect(routeRoles[route], route).not.toBe('public');
    }
  });
});
