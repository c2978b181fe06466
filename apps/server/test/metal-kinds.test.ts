import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Role,
  type MetalKindRecord,
  type MetalMismatch,
  type ProductDetail,
  type ProductFacets,
} from '@voski/contract';
import { catalogClient, multipart, validProduct } from './catalog-fixtures.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { demoCategories, metals as demoMetals } from '../src/seed/demo-catalog.ts';
import { generateProducts, type GeneratedProduct } from '../src/seed/generated-catalog.ts';

const migrationsFolder = fileURLToPath(new URL('../src/db/migrations', import.meta.url));

const roseGold = {
  name: 'Վարդագույն ոսկի',
  name_en: 'Rose gold',
  name_ru: 'Розовое золото',
  finenesses: [750, 585, 585],
};

describe('metal kinds', () => {
  let t: TestApp;
  let admin: string;
  let adder: string;
  let catalog: ReturnType<typeof catalogClient>;
  let subcategory: number;
  let top: number;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.staffToken(Role.Admin);
    adder = await t.staffToken(Role.Adder);
    catalog = catalogClient(t, admin);
    top = await catalog.category('Rings');
    subcategory = await catalog.category('Wedding', top);
  });
  afterAll(() => t.close());

  const kinds = async () =>
    (await t.request({ method: 'GET', url: '/api/metals' })).json<{ data: MetalKindRecord[] }>()
      .data;
  const addKind = (payload: Record<string, unknown>, token = adder) =>
    t.request({ method: 'POST', url: '/api/metals', token, payload });
  const changeKind = (id: number, payload: Record<string, unknown>, token = adder) =>
    t.request({ method: 'PUT', url: `/api/metals/${id}`, token, payload });
  const getProduct = async (id: number) =>
    (await t.request({ method: 'GET', url: `/api/products/${id}` })).json<ProductDetail>();
  const create = async (fields: Record<string, string | number>) => {
    const res = await t.request({
      method: 'POST',
      url: '/api/products',
      token: admin,
      ...(await multipart({ ...validProduct, category_id: `[${subcategory}]`, ...fields })),
    });
    return res;
  };
  const update = async (id: number, fields: Record<string, string | number>) =>
    t.request({
      method: 'POST',
      url: `/api/products/${id}`,
      token: admin,
      ...(await multipart(fields)),
    });
  const mismatches = async (query = '') =>
    (await t.request({ method: 'GET', url: `/api/metals/mismatches${query}`, token: adder })).json<{
      data: MetalMismatch[];
      meta: { page: number; per_page: number; total: number };
    }>();

  it('starts with the metals weight pricing knew, every fineness of the contract each', async () => {
    const list = await kinds();
    expect(list.map((k) => [k.key, k.name, k.name_en, k.name_ru])).toEqual([
      ['gold', 'Ոսկի', 'Gold', 'Золото'],
      ['silver', 'Արծաթ', 'Silver', 'Серебро'],
      ['platinum', 'Պլատին', 'Platinum', 'Платина'],
    ]);
    expect(list[0]!.finenesses).toEqual([375, 585, 750, 875, 916, 958, 999]);
  });

  it('Adders and Admins add a kind; its code comes from the English name; finenesses sorted once', async () => {
    const seller = await t.staffToken(Role.Seller);
    expect((await addKind(roseGold, seller)).statusCode).toBe(403);
    expect(
      (await t.request({ method: 'POST', url: '/api/metals', payload: roseGold })).statusCode,
    ).toBe(401);
    const res = await addKind(roseGold);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ key: 'rose-gold', finenesses: [585, 750] });
    // another with the same English start gets a code of its own
    const second = await addKind({
      name: 'Վարդագույն ոսկի 2',
      name_en: 'Rose  Gold!',
      name_ru: 'Розовое золото 2',
      finenesses: [585],
    });
    expect(second.statusCode).toBe(201);
    expect(second.json().data.key).toBe('rose-gold-2');
    expect(
      (
        await t.request({
          method: 'DELETE',
          url: `/api/metals/${second.json().data.id}`,
          token: adder,
        })
      ).statusCode,
    ).toBe(200);
  });

  it('refuses bad kinds with a 422 naming each field, and a name another kind has', async () => {
    const bad = await addKind({ key: 'Rose Gold', name: ' ', name_en: 'x', finenesses: [0, 1000] });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(
      ['finenesses.0', 'finenesses.1', 'key', 'name', 'name_ru'].sort(),
    );
    const taken = await addKind({ ...roseGold, name: 'Ոսկի', name_en: 'GOLD', name_ru: 'Новое' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({
      name: ['Another metal kind has this name.'],
      name_en: ['Another metal kind has this name.'],
    });
    const keyTaken = await addKind({
      ...roseGold,
      key: 'gold',
      name: 'a',
      name_en: 'b',
      name_ru: 'c',
    });
    expect(keyTaken.json().errors).toEqual({ key: ['Another metal kind has this code.'] });
    expect((await kinds()).length).toBe(4);
  });

  it('a product picks a kind by code: it shows the kind’s names, and its fineness must be the kind’s', async () => {
    const res = await create({
      metal_kind: 'rose-gold',
      metal: 'typed',
      metal_en: '',
      respect: '750',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      metal_kind: 'rose-gold',
      metal: 'Վարդագույն ոսկի',
      metal_en: 'Rose gold',
      metal_ru: 'Розовое золото',
    });
    const off = await create({ metal_kind: 'rose-gold', respect: '999' });
    expect(off.statusCode).toBe(422);
    expect(off.json().errors).toEqual({
      respect: ['For this metal the fineness must be one of 585, 750.'],
    });
    const unknown = await create({ metal_kind: 'copper' });
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.json().errors)).toEqual(['metal_kind']);
  });

  it('old clients’ texts choose the kind they name, in any case; others are kept and listed', async () => {
    // the fixture's texts: Ոսկի / Gold / Золото
    const gold = await create({ title: 'Old client gold' });
    expect(gold.json().data).toMatchObject({ metal_kind: 'gold', metal: 'Ոսկի' });
    const english = await create({
      metal: '',
      metal_en: ' rose GOLD ',
      metal_ru: '',
      respect: '585',
    });
    expect(english.json().data).toMatchObject({
      metal_kind: 'rose-gold',
      metal: 'Վարդագույն ոսկի',
      metal_en: 'Rose gold',
    });
    const typo = await create({
      title: 'Typo',
      metal: 'Տիտան',
      metal_en: 'Titanium',
      metal_ru: 'Титан',
    });
    expect(typo.statusCode).toBe(201);
    const kept = typo.json().data;
    expect(kept).toMatchObject({ metal_kind: null, metal: 'Տիտան', metal_en: 'Titanium' });
    const listed = await mismatches();
    expect(listed.meta).toEqual({ page: 1, per_page: 20, total: 1 });
    expect(listed.data).toEqual([
      {
        product_id: kept.id,
        title: 'Typo',
        model: validProduct.model,
        metal: 'Տիտան',
        metal_en: 'Titanium',
        metal_ru: 'Титан',
        metal_kind: null,
        reason: 'unmatched',
      },
    ]);
    expect((await t.request({ method: 'GET', url: '/api/metals/mismatches' })).statusCode).toBe(
      401,
    );
    // picking a kind for it settles it
    expect((await update(kept.id, { metal_kind: 'silver' })).statusCode).toBe(200);
    expect((await mismatches()).meta.total).toBe(0);
    // texts naming two kinds choose none
    const both = await update(kept.id, { metal: 'Ոսկի', metal_en: 'Silver', metal_ru: '' });
    expect(both.json().data).toMatchObject({ metal_kind: null, metal: 'Ոսկի', metal_en: 'Silver' });
    expect((await mismatches()).data.map((m) => m.reason)).toEqual(['unmatched']);
    await update(kept.id, { metal_kind: 'gold' });
  });

  it('the shop’s metal filter lists kinds, and finds a kind’s products by its name or code', async () => {
    const facets = (await t.request({ method: 'GET', url: `/api/products/facets/${top}` })).json<{
      data: ProductFacets;
    }>().data;
    expect(facets.metals).toEqual([
      { kind: 'gold', metal: 'Ոսկի', metal_en: 'Gold', metal_ru: 'Золото', count: 2 },
      {
        kind: 'rose-gold',
        metal: 'Վարդագույն ոսկի',
        metal_en: 'Rose gold',
        metal_ru: 'Розовое золото',
        count: 2,
      },
    ]);
    for (const metal of [encodeURIComponent('Վարդագույն ոսկի'), 'rose-gold']) {
      const found = await t.request({
        method: 'GET',
        url: `/api/products/filter/${top}?metal=${metal}`,
      });
      expect(found.json().data.map((p: { metal_kind: string }) => p.metal_kind)).toEqual([
        'rose-gold',
        'rose-gold',
      ]);
    }
  });

  it('a renamed kind renames its products at once; a fineness in use stays; a kind in use stays', async () => {
    const rose = (await kinds()).find((k) => k.key === 'rose-gold')!;
    const renamed = await changeKind(rose.id, {
      ...roseGold,
      name_en: 'Pink gold',
      finenesses: [585, 750],
    });
    expect(renamed.statusCode).toBe(200);
    const list = (await t.request({ method: 'GET', url: '/api/products' })).json<{
      data: ProductDetail[];
    }>().data;
    const pink = list.filter((p) => p.metal_kind === 'rose-gold');
    expect(pink.map((p) => p.metal_en)).toEqual(['Pink gold', 'Pink gold']);
    expect((await getProduct(pink[0]!.id)).metal_en).toBe('Pink gold');

    const narrowed = await changeKind(rose.id, { ...roseGold, finenesses: [585] });
    expect(narrowed.statusCode).toBe(422);
    expect(narrowed.json().errors).toEqual({
      finenesses: ['Products of this metal are of fineness 750: keep it, or change them first.'],
    });
    const inUse = await t.request({
      method: 'DELETE',
      url: `/api/metals/${rose.id}`,
      token: adder,
    });
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().message).toBe(
      '2 products still have this metal: give them another metal first.',
    );
    expect((await changeKind(9999, roseGold)).statusCode).toBe(404);
  });
});

/**
 * Migration 0020 on a copy of the demo shop as it was before metal kinds (migrations up to 0019,
 * the demo's generated catalogue and hand-planned metals), with the texts real shops have
 * besides: a spelling in another case, a typo in one language, a metal named in one language
 * only, texts naming two kinds, and a weight-priced piece whose texts said another metal.
 */
describe('the move to metal kinds (migration 0020)', () => {
  let t: TestApp;
  let database: Database;
  let staff: string;
  const ids: Record<string, number> = {};
  let demoRows: GeneratedProduct[];

  beforeAll(async () => {
    const before = await mkdtemp(path.join(tmpdir(), 'voski-0019-'));
    await cp(migrationsFolder, before, { recursive: true });
    const journalFile = path.join(before, 'meta', '_journal.json');
    const journal = JSON.parse(await readFile(journalFile, 'utf8')) as {
      entries: { idx: number }[];
    };
    journal.entries = journal.entries.filter((entry) => entry.idx <= 19);
    await writeFile(journalFile, JSON.stringify(journal));
    const client = await PGlite.create(undefined, { extensions: { pg_trgm } });
    await migrate(drizzle(client), { migrationsFolder: before });
    await rm(before, { recursive: true, force: true });

    const [{ id: topId }] = (
      await client.query<{ id: number }>(
        `insert into categories (name, name_en, name_ru) values ('Մատանիներ', 'Rings', 'Кольца') returning id`,
      )
    ).rows as [{ id: number }];
    const [{ id: subId }] = (
      await client.query<{ id: number }>(
        `insert into categories (name, name_en, name_ru, parent_id) values ('Նշանադրության', 'Engagement', 'Помолвочные', $1) returning id`,
        [topId],
      )
    ).rows as [{ id: number }];
    demoRows = generateProducts({
      from: 0,
      count: 120,
      subcategories: [{ id: subId, parentId: topId, sub: demoCategories[0]!.subcategories[0]! }],
      images: () => ({ own: ['uploads/products/demo.webp'], more: [] }),
      blogId: null,
      now: new Date('2025-01-01T00:00:00Z'),
    });
    const insert = async (
      key: string,
      [metal, metal_en, metal_ru]: readonly string[],
      extra: { priced_by_weight?: boolean; metal_kind?: string } = {},
      respect = 585,
    ) => {
      const { rows } = await client.query<{ id: number }>(
        `insert into products (title, model, weight, metal, metal_en, metal_ru, respect, price,
           priced_by_weight, metal_kind, created_at, updated_at)
         values ($1, $2, 2.5, $3, $4, $5, $6, 100000, $7, $8, now() - interval '1 day', now() - interval '1 day')
         returning id`,
        [
          key,
          key,
          metal,
          metal_en,
          metal_ru,
          respect,
          extra.priced_by_weight ?? false,
          extra.metal_kind ?? null,
        ],
      );
      ids[key] = rows[0]!.id;
      await client.query('insert into product_categories values ($1, $2)', [rows[0]!.id, subId]);
    };
    for (const [i, row] of demoRows.entries()) {
      await insert(`demo-${i}`, [row.metal, row.metal_en, row.metal_ru], {}, row.respect);
    }
    for (const [i, metal] of demoMetals.entries()) await insert(`planned-${i}`, metal.name);
    await insert('case', [' դեղին ոսկի', 'YELLOW GOLD', 'жёлтое золото ']);
    await insert('typo', ['Դեղին ոսքի', 'Yellow gold', 'Жёлтое золото']);
    await insert('one-language', ['', 'Titanium', '']);
    await insert('two-kinds', ['Արծաթ', 'Gold', '']);
    await insert('weight-priced', ['Սպիտակ ոսկի', 'White gold', 'Белое золото'], {
      priced_by_weight: true,
      metal_kind: 'gold',
    });
    await insert('none', ['', '', '']);
    await client.query(
      `insert into metal_prices (metal, fineness, price_per_gram) values ('gold', 585, 30000)`,
    );
    const template = await client.dumpDataDir('none');
    await client.close();

    database = await openDatabase({ memory: true, template });
    t = await startTestApp({ database });
    staff = await t.staffToken(Role.Adder);
  });
  afterAll(async () => {
    await t.close();
    await database.close();
  });

  const product = async (key: string) =>
    (await t.request({ method: 'GET', url: `/api/products/${ids[key]}` })).json<ProductDetail>();

  it('makes a kind of each metal the demo’s products name, and gives each product its kind', async () => {
    const list = (await t.request({ method: 'GET', url: '/api/metals' })).json<{
      data: MetalKindRecord[];
    }>().data;
    const used = new Set(demoRows.map((row) => row.metal_en));
    expect(list.map((k) => k.name_en).sort()).toEqual(
      [
        ...new Set(['Gold', 'Silver', 'Platinum', ...used, ...demoMetals.map((m) => m.name[1])]),
      ].sort(),
    );
    for (const kind of list) {
      expect(kind.key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
    expect(list.find((k) => k.name_en === 'Yellow gold')!.key).toBe('yellow-gold');
    for (const [i, row] of demoRows.entries()) {
      const answer = await product(`demo-${i}`);
      // the texts old clients read are as they were
      expect([answer.metal, answer.metal_en, answer.metal_ru]).toEqual([
        row.metal,
        row.metal_en,
        row.metal_ru,
      ]);
      expect(list.find((k) => k.key === answer.metal_kind)!.name).toBe(row.metal);
    }
    expect((await product('case')).metal_kind).toBe('yellow-gold');
    expect((await product('case')).metal_en).toBe('Yellow gold');
    expect((await product('typo')).metal).toBe('Դեղին ոսկի');
    expect(await product('weight-priced')).toMatchObject({ metal_kind: 'gold', metal_en: 'Gold' });
    expect((await product('none')).metal_kind).toBeNull();
  });

  it('reports what it could not map, and the texts it replaced, for staff to look at', async () => {
    const res = await t.request({ method: 'GET', url: '/api/metals/mismatches', token: staff });
    const {
      data,
      meta: { total },
    } = res.json<{ data: MetalMismatch[]; meta: { total: number } }>();
    const byKey = Object.fromEntries(
      data.map((m) => [Object.entries(ids).find(([, id]) => id === m.product_id)![0], m]),
    );
    expect(total).toBe(4);
    expect(byKey).toEqual({
      typo: expect.objectContaining({
        reason: 'replaced',
        metal: 'Դեղին ոսքի',
        metal_kind: 'yellow-gold',
      }),
      'one-language': expect.objectContaining({
        reason: 'unmatched',
        metal_en: 'Titanium',
        metal_kind: null,
      }),
      'two-kinds': expect.objectContaining({ reason: 'ambiguous', metal_kind: null }),
      'weight-priced': expect.objectContaining({
        reason: 'replaced',
        metal: 'Սպիտակ ոսկի',
        metal_en: 'White gold',
        metal_kind: 'gold',
      }),
    });
    // saved again (staff looked at it), a replaced one leaves the report
    const body = await multipart({ metal_kind: 'white-gold' });
    const saved = await t.request({
      method: 'POST',
      url: `/api/products/${ids['weight-priced']}`,
      token: staff,
      ...body,
    });
    // no price per gram of white gold yet: the piece stays as it was
    expect(saved.statusCode).toBe(422);
    await t.request({
      method: 'POST',
      url: `/api/products/${ids.typo}`,
      token: staff,
      ...(await multipart({ model: 'typo' })),
    });
    const after = (
      await t.request({ method: 'GET', url: '/api/metals/mismatches', token: staff })
    ).json<{ meta: { total: number } }>();
    expect(after.meta.total).toBe(3);
    // a page at a time, by id
    const pageOf = async (page: number) =>
      (
        await t.request({
          method: 'GET',
          url: `/api/metals/mismatches?page=${page}&per_page=2`,
          token: staff,
        })
      ).json<{ data: MetalMismatch[]; meta: { page: number; per_page: number; total: number } }>();
    const [first, second, third] = [await pageOf(1), await pageOf(2), await pageOf(3)];
    expect(first.meta).toEqual({ page: 1, per_page: 2, total: 3 });
    expect(first.data).toHaveLength(2);
    expect(second.data).toHaveLength(1);
    expect(third.data).toEqual([]);
    const listed = [...first.data, ...second.data].map((m) => m.product_id);
    expect(listed).toEqual([...listed].sort((a, b) => a - b));
    expect(new Set(listed).size).toBe(3);
    const tooMany = await t.request({
      method: 'GET',
      url: '/api/metals/mismatches?per_page=101',
      token: staff,
    });
    expect(tooMany.statusCode).toBe(422);
  });

  it('keeps the weight-priced piece on the price per gram it followed', async () => {
    const prices = (await t.request({ method: 'GET', url: '/api/metal-prices' })).json();
    expect(prices).toEqual([expect.objectContaining({ metal: 'gold', fineness: 585 })]);
    const answer = await product('weight-priced');
    expect(answer.price_breakdown).toMatchObject({ price_per_gram: 30000 });
  });
});
