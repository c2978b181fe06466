import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@voski/contract';
import { catalogClient } from './catalog-fixtures.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let adder: string;
let c: ReturnType<typeof catalogClient>;

beforeAll(async () => {
  t = await startTestApp();
  adder = await t.staffToken(Role.Adder);
  c = catalogClient(t, adder);
});
afterAll(() => t.close());

const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.request({ method, url, token: adder, ...(payload ? { payload } : {}) });

describe('categories', () => {
  it('creates a top-level category and a subcategory, and lists them as a tree', async () => {
    const res = await send('POST', '/api/categories', {
      name: 'Մատանիներ',
      name_en: 'Rings',
      name_ru: 'Кольца',
    });
    expect(res.statusCode).toBe(201);
    const top = res.json().data;
    expect(top).toMatchObject({
      name: 'Մատանիներ',
      name_en: 'Rings',
      name_ru: 'Кольца',
      parent_id: null,
      children: [],
    });
    expect(Date.parse(top.created_at)).not.toBeNaN();

    const sub = await send('POST', '/api/categories', {
      name: 'Ամուսնական',
      name_en: 'Wedding',
      name_ru: 'Обручальные',
      parent_id: top.id,
    });
    expect(sub.statusCode).toBe(201);
    expect(sub.json().data.parent_id).toBe(top.id);

    const tree = (await c.get('/api/categories')).body.data;
    const listed = tree.find((x: { id: number }) => x.id === top.id);
    expect(listed.children.map((x: { name_en: string }) => x.name_en)).toEqual(['Wedding']);
    expect(tree.every((x: { parent_id: null }) => x.parent_id === null)).toBe(true);
  });

  it('answers one category with its children, and the subcategories of one', async () => {
    const top = await c.category('Ականջօղեր');
    const a = await c.category('Գամ', top);
    const b = await c.category('Օղակ', top);
    const one = await c.get(`/api/categories/${top}`);
    expect(one.status).toBe(200);
    expect(one.body.data.id).toBe(top);
    expect(one.body.data.children.map((x: { id: number }) => x.id)).toEqual([a, b]);

    const subs = await c.get(`/api/categories/subs/${top}`);
    expect(subs.body).toEqual({ data: one.body.data.children });
    expect((await c.get(`/api/categories/subs/${a}`)).body).toEqual({ data: [] });
    expect((await c.get('/api/categories/subs/999999')).status).toBe(404);
    expect(await c.get('/api/categories/999999')).toEqual({
      status: 404,
      body: { message: 'Category not found.' },
    });
  });

  it('requires a name, and a parent that exists and is top-level', async () => {
    const missing = await send('POST', '/api/categories', { name_en: 'No name' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.name).toEqual(['The name field is required.']);

    const blank = await send('POST', '/api/categories', { name: '   ' });
    expect(blank.json().errors.name).toEqual(['The name field is required.']);

    const noParent = await send('POST', '/api/categories', { name: 'x', parent_id: 999999 });
    expect(noParent.statusCode).toBe(422);
    expect(noParent.json().errors.parent_id).toEqual([
      'The parent must be an existing top-level category.',
    ]);

    const top = await c.category('Top');
    const sub = await c.category('Sub', top);
    const third = await send('POST', '/api/categories', { name: 'Third level', parent_id: sub });
    expect(third.statusCode).toBe(422);
    expect(Object.keys(third.json().errors)).toEqual(['parent_id']);

    const badType = await send('POST', '/api/categories', { name: 'x', parent_id: 'abc' });
    expect(badType.statusCode).toBe(422);
    expect(Object.keys(badType.json().errors)).toEqual(['parent_id']);
  });

  it('takes an empty parent as top-level (form-style input)', async () => {
    const res = await send('POST', '/api/categories', { name: 'Form', parent_id: '' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.parent_id).toBeNull();
  });

  it('updates names and parent; absent fields keep their value', async () => {
    const top = await c.category('Old');
    const other = await c.category('Other');
    const sub = await c.category('Child', top);

    const renamed = await send('PUT', `/api/categories/${sub}`, { name: 'New', name_en: 'New en' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({
      id: sub,
      name: 'New',
      name_en: 'New en',
      name_ru: 'Child ru',
      parent_id: top,
    });

    const moved = await send('PUT', `/api/categories/${sub}`, { parent_id: other });
    expect(moved.json().data.parent_id).toBe(other);
    expect((await c.get(`/api/categories/subs/${other}`)).body.data[0].id).toBe(sub);

    const lifted = await send('PUT', `/api/categories/${sub}`, { parent_id: null });
    expect(lifted.json().data.parent_id).toBeNull();
  });

  it('refuses a category as its own parent, and a parent for a category with children', async () => {
    const top = await c.category('Parent');
    await c.category('Kid', top);
    const other = await c.category('Elsewhere');

    const self = await send('PUT', `/api/categories/${other}`, { parent_id: other });
    expect(self.statusCode).toBe(422);
    expect(self.json().errors.parent_id).toEqual(['A category cannot be its own parent.']);

    const deep = await send('PUT', `/api/categories/${top}`, { parent_id: other });
    expect(deep.statusCode).toBe(422);
    expect(deep.json().errors.parent_id).toEqual([
      'A category with subcategories cannot become a subcategory.',
    ]);

    const emptyName = await send('PUT', `/api/categories/${top}`, { name: '' });
    expect(emptyName.statusCode).toBe(422);
    expect(Object.keys(emptyName.json().errors)).toEqual(['name']);

    expect((await send('PUT', '/api/categories/999999', { name: 'x' })).statusCode).toBe(404);
  });

  it('deletes an empty category, and answers 409 while it has subcategories or products', async () => {
    const top = await c.category('Busy');
    const sub = await c.category('Busy sub', top);

    const withChildren = await send('DELETE', `/api/categories/${top}`);
    expect(withChildren.statusCode).toBe(409);
    expect(withChildren.json().message).toMatch(/^This category still has 1 subcategory: /);

    const product = await c.product({ category_id: `[${sub}]` });
    const withProducts = await send('DELETE', `/api/categories/${sub}`);
    expect(withProducts.statusCode).toBe(409);
    expect(withProducts.json()).toEqual({
      message:
        'This category still has 1 product: move them to another category or delete them first.',
    });

    expect((await send('DELETE', `/api/products/${product.id}`)).statusCode).toBe(200);
    const gone = await send('DELETE', `/api/categories/${sub}`);
    expect(gone.statusCode).toBe(200);
    expect(gone.json()).toEqual({ message: 'Category deleted.' });
    expect((await send('DELETE', `/api/categories/${top}`)).statusCode).toBe(200);
    expect((await c.get(`/api/categories/${top}`)).status).toBe(404);
    expect((await send('DELETE', `/api/categories/${top}`)).statusCode).toBe(404);
  });

  it('lets only Admin and Adder write', async () => {
    const seller = await t.staffToken(Role.Seller);
    const res = await t.request({
      method: 'POST',
      url: '/api/categories',
      token: seller,
      payload: { name: 'x' },
    });
    expect(res.statusCode).toBe(403);
    const anonymous = await t.request({
      method: 'POST',
      url: '/api/categories',
      payload: { name: 'x' },
    });
    expect(anonymous.statusCode).toBe(401);
    const admin = await t.staffToken(Role.Admin);
    const ok = await t.request({
      method: 'POST',
      url: '/api/categories',
      token: admin,
      payload: { name: 'By admin' },
    });
    expect(ok.statusCode).toBe(201);
  });
});
