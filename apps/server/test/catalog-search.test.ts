import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@voski/contract';
import { catalogClient } from './catalog-fixtures.ts';
import { startTestApp, type TestApp } from './harness.ts';

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
