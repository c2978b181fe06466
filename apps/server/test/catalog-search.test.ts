import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, type ProductFacets } from '@voski/contract';
import { catalogClient } from './catalog-fixtures.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { expectPlannedForValues } from './kept-plans.ts';
import { ProductService } from '../src/modules/catalog/products.ts';

let t: TestApp;
let staff: string;
let c: ReturnType<typeof catalogClient>;

beforeAll(async () => {
  t = await startTestApp();
  staff = await t.staffToken(Role.Adder);
  c = catalogClient(t, staff);
  const add = (
    title: string,
    title_en: string,
    title_ru: string,
    model: string,
    metal: [string, string, string],
    status = 1,
  ) =>
    c.product({
      title,
      title_en,
      title_ru,
      model,
      metal: metal[0],
      metal_en: metal[1],
      metal_ru: metal[2],
      status,
    });
  const gold: [string, string, string] = ['Ոսկի', 'Gold', 'Золото'];
  const silver: [string, string, string] = ['Արծաթ', 'Silver', 'Серебро'];
  await add('Ոսկե մատանի «Արև»', 'Gold ring “Sun”', 'Золотое кольцо «Солнце»', 'VS-1001', gold);
  await add('Ապարանջան', 'Silver bracelet', 'Серебряный браслет', 'VS-1002', silver);
  await add('Ականջօղ', 'Earring', 'Серьга', 'VS-1003', gold);
  await add('Ամուսնական մատանի', 'Wedding ring', 'Обручальное кольцо', 'VS-1004', gold);
  await add('Մատանի', 'Ring', 'Кольцо', 'VS-1005', gold);
  await add('Հրե մատանի', 'Ring of fire', 'Огненное кольцо', 'VS-1006', gold);
  await add('Թաքնված', 'Hidden ring', 'Скрытое кольцо', 'VS-1007', gold, 0);
});
afterAll(() => t.close());

const search = (query: string, as?: string) =>
  c.titles(`/api/products/search?query=${encodeURIComponent(query)}`, as);

describe('/products/search', () => {
  it('finds a product by its title in each language', async () => {
    expect(await search('Ապարանջան')).toEqual(['Silver bracelet']);
    expect(await search('Silver bracelet')).toEqual(['Silver bracelet']);
    expect(await search('Серебряный браслет')).toEqual(['Silver bracelet']);
  });

  it('is case-insensitive, in every script', async () => {
    expect(await search('SILVER BRACELET')).toEqual(['Silver bracelet']);
    expect(await search('СЕРЕБРЯНЫЙ')).toEqual(['Silver bracelet']);
    expect(await search('ԱՊԱՐԱՆՋԱՆ')).toEqual(['Silver bracelet']);
  });

  it('matches partial words', async () => {
    expect(await search('брасл')).toEqual(['Silver bracelet']);
    expect(await search('racel')).toEqual(['Silver bracelet']);
    expect(await search('պարանջ')).toEqual(['Silver bracelet']);
    expect((await search('кольц')).sort()).toEqual(
      ['Gold ring “Sun”', 'Ring', 'Ring of fire', 'Wedding ring'].sort(),
    );
  });

  it('matches the model and the metal in each language', async () => {
    expect(await search('vs-1002')).toEqual(['Silver bracelet']);
    expect(await search('серебро')).toEqual(['Silver bracelet']);
    expect(await search('Արծաթ')).toEqual(['Silver bracelet']);
    expect(await search('silver')).toEqual(['Silver bracelet']);
  });

  it('takes the words of a query in any order', async () => {
    expect(await search('sun gold')).toEqual(['Gold ring “Sun”']);
    expect(await search('кольцо золотое')).toEqual(['Gold ring “Sun”']);
  });

  it('ranks an exact title first, then title prefixes, word prefixes, other matches', async () => {
    expect(await search('ring')).toEqual([
      'Ring',
      'Ring of fire',
      // a word starts with "ring" (the newer first when equally similar)
      'Wedding ring',
      'Gold ring “Sun”',
      // "ring" inside a word
      'Earring',
    ]);
    expect((await search('кольцо'))[0]).toBe('Ring');
    expect((await search('մատանի'))[0]).toBe('Ring');
  });

  it('ranks matches inside words by where the query first appears, before the newest', async () => {
    // staff-only pieces, so the other searches here do not see them
    const piece = (title_en: string) =>
      c.product({
        title: 'Նմուշ',
        title_en,
        title_ru: 'Образец',
        model: `QZ-${title_en.length}`,
        metal: 'Պլատին',
        metal_en: 'Platinum',
        metal_ru: 'Платина',
        status: 0,
      });
    await piece('Bxqzv');
    await piece('Long title axqzv');
    expect(await search('qzv', staff)).toEqual(['Bxqzv', 'Long title axqzv']);
  });

  it('lists a word more products contain than it ranks newest first, and ranks fewer', async () => {
    const { categories, media, metalPrices, metals } = t.services;
    const within = (rankedMatchesMax: number) =>
      new ProductService(t.database.db, categories, media, metalPrices, metals, {
        rankedMatchesMax,
      });
    const titles = async (service: ProductService, page?: { page: number; per_page: number }) =>
      (await service.search('ring', 'storefront', { page })).data.map((p) => p.title_en);
    // Five on sale contain "ring".
    const newest = ['Ring of fire', 'Ring', 'Wedding ring', 'Earring', 'Gold ring “Sun”'];
    expect(await titles(within(4))).toEqual(newest);
    expect(await titles(within(4), { page: 2, per_page: 2 })).toEqual(newest.slice(2, 4));
    expect((await titles(within(5)))[0]).toBe('Ring');
  });

  it('has each search planned for its words, not with a plan kept for every query', async () => {
    // a word in most products and one in a few need different plans (docs/decisions/0052)
    for (let i = 0; i < 6; i++) {
      expect(await search('ring')).toHaveLength(5);
      expect(await search('braclet')).toEqual(['Silver bracelet']);
    }
    await expectPlannedForValues(t.database, '"search" like', '<% "products"."search"');
  });

  it('forgives a slipped letter', async () => {
    expect(await search('braclet')).toEqual(['Silver bracelet']);
  });

  it('shows unavailable products to staff only', async () => {
    expect(await search('hidden')).toEqual([]);
    expect(await search('hidden', staff)).toEqual(['Hidden ring']);
  });

  it('answers nothing for an empty query or LIKE wildcards, 422 for an overlong one', async () => {
    expect(await search('')).toEqual([]);
    expect(await search('   ')).toEqual([]);
    expect(await c.titles('/api/products/search')).toEqual([]);
    expect(await search('%')).toEqual([]);
    expect(await search('_')).toEqual([]);
    const long = await c.get(`/api/products/search?query=${'x'.repeat(101)}`);
    expect(long.status).toBe(422);
    expect(Object.keys(long.body.errors)).toEqual(['query']);
  });
});

describe('/products/search with filters, and its facets', () => {
  beforeAll(async () => {
    await c.product({
      title: 'Արծաթե մատանի',
      title_en: 'Silver ring',
      title_ru: 'Серебряное кольцо',
      model: 'VS-1008',
      metal: 'Արծաթ',
      metal_en: 'Silver',
      metal_ru: 'Серебро',
      respect: '750',
      price: '40000',
    });
  });
  const facets = async (query: string) => {
    const res = await t.request({ method: 'GET', url: `/api/products/search/facets?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: ProductFacets }>().data;
  };

  it('narrows what a query finds by metal, fineness and price', async () => {
    expect(await c.titles('/api/products/search?query=ring&metal=Արծաթ')).toEqual(['Silver ring']);
    expect(await c.titles('/api/products/search?query=ring&respect=750')).toEqual(['Silver ring']);
    expect(await c.titles('/api/products/search?query=ring&max=50000')).toEqual(['Silver ring']);
    expect(
      (await c.titles('/api/products/search?query=ring&min=100000&metal=Ոսկի')).sort(),
    ).toEqual(['Earring', 'Gold ring “Sun”', 'Ring', 'Ring of fire', 'Wedding ring']);
    // a paged answer counts only what the filters leave
    const paged = await c.get('/api/products/search?query=ring&metal=Արծաթ&page=1&per_page=5');
    expect(paged.body.meta).toEqual({ page: 1, per_page: 5, total: 1 });
  });

  it('leaves nothing when the filters leave nothing, instead of near matches', async () => {
    expect(await c.titles('/api/products/search?query=bracelet&respect=750')).toEqual([]);
    // a typo still finds its near match within the filters
    expect(await c.titles('/api/products/search?query=braclet&metal=Արծաթ')).toEqual([
      'Silver bracelet',
    ]);
  });

  it('counts, for what a query finds, each metal and fineness with the other filters applied', async () => {
    expect(await facets('query=ring')).toEqual({
      total: 6,
      subcategories: [],
      metals: [
        { kind: 'gold', metal: 'Ոսկի', metal_en: 'Gold', metal_ru: 'Золото', count: 5 },
        { kind: 'silver', metal: 'Արծաթ', metal_en: 'Silver', metal_ru: 'Серебро', count: 1 },
      ],
      respects: [
        { respect: 585, count: 5 },
        { respect: 750, count: 1 },
      ],
      price: { min: 40000, max: 150000 },
    });
    const silver = await facets('query=ring&metal=Արծաթ');
    expect(silver.total).toBe(1);
    // the metal's own counts ignore the metal chosen: ticking gold too would show 6
    expect(silver.metals.map((m) => m.count)).toEqual([5, 1]);
    expect(silver.respects).toEqual([{ respect: 750, count: 1 }]);
    // near matches when nothing contains the words
    expect((await facets('query=braclet')).total).toBe(1);
    expect((await facets('query=')).total).toBe(0);
  });

  it('refuses bad filters with 422s naming them', async () => {
    const swapped = await c.get('/api/products/search?query=ring&min=5&max=1');
    expect(swapped.status).toBe(422);
    expect(Object.keys(swapped.body.errors)).toEqual(['max']);
    const fineness = await c.get('/api/products/search/facets?query=ring&respect=0');
    expect(fineness.status).toBe(422);
    expect(Object.keys(fineness.body.errors)).toEqual(['respect.0']);
  });
});
