import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Role,
  type DescribedProduct,
  type ImportReport,
  type ProductDetail,
} from '@voski/contract';
import { products } from '../src/db/schema/index.ts';
import { catalogClient, image, multipart, uploads } from './catalog-fixtures.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let adder: string;
let admin: string;
let c: ReturnType<typeof catalogClient>;
let photos: Server;
let photoBase: string;
let existing: DescribedProduct;

beforeAll(async () => {
  t = await startTestApp();
  adder = await t.staffToken(Role.Adder);
  admin = await t.staffToken(Role.Admin);
  c = catalogClient(t, adder);
  const rings = await c.category('Մատանիներ', undefined, { name_en: 'Rings', name_ru: 'Кольца' });
  await c.category('Ամուսնական', rings, { name_en: 'Wedding', name_ru: 'Обручальные' });
  const price = await t.request({
    method: 'PUT',
    url: '/api/metal-prices',
    token: admin,
    payload: { metal: 'gold', fineness: 585, price_per_gram: 30_000 },
  });
  expect(price.statusCode).toBe(200);
  existing = await c.product(
    {
      model: 'VS-1',
      title_en: 'Ring one',
      description_en: '<p>Gold <strong>ring</strong></p>',
      sizes: '["16","17"]',
      size_stock: '{"16":1,"17":0}',
      category_id: `[${rings}]`,
    },
    [
      { field: 'avatar', data: await image('jpeg') },
      { field: 'images[0]', data: await image('png'), name: 'a.png', type: 'image/png' },
    ],
  );
  const png = await image('png');
  photos = createServer((req, res) => {
    if (req.url === '/ring.png') res.writeHead(200, { 'content-type': 'image/png' }).end(png);
    else res.writeHead(404).end('no');
  });
  await new Promise<void>((resolve) => photos.listen(0, '127.0.0.1', resolve));
  photoBase = `http://127.0.0.1:${(photos.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => photos.close(resolve));
  await t.close();
});

const productCount = async () => (await t.database.db.select({ n: count() }).from(products))[0]!.n;
const byModel = async (model: string) =>
  t.database.db.select().from(products).where(eq(products.model, model));

async function importSheet(
  file: Buffer,
  query: string,
  token: string | null = adder,
  name = 'catalogue.csv',
  type = 'text/csv',
) {
  return t.request({
    method: 'POST',
    url: `/api/products/import?${query}`,
    token: token ?? undefined,
    ...(await multipart({}, [{ field: 'file', data: file, name, type }])),
  });
}

const csv = (rows: string[][]) =>
  Buffer.from(
    rows.map((r) => r.map((cell) => `"${cell.replace(/"/g, '""')}"`).join(',')).join('\r\n'),
  );

const header = [
  'model',
  'title',
  'title_en',
  'title_ru',
  'categories',
  'price',
  'respect',
  'weight',
  'priced_by_weight',
  'metal_kind',
  'sizes',
  'size_stock',
];
const mixedSheet = () =>
  csv([
    header,
    // good: a new ring with sizes counted per size
    [
      'VS-10',
      'Մատանի 10',
      'Ring 10',
      'Кольцо 10',
      'Rings > Wedding',
      '100000',
      '585',
      '2.5',
      '0',
      '',
      '16; 17',
      '16: 1; 17: 2',
    ],
    // an update of a product the shop has (only its English title changes)
    [
      'VS-1',
      existing.title,
      'Ring one, renamed',
      existing.title_ru,
      'Մատանիներ',
      String(existing.price),
      '585',
      '3.5',
      '0',
      existing.metal_kind ?? '',
      '16; 17',
      '16: 1; 17: 0',
    ],
    // the same model again
    ['VS-10', 'Կրկին', 'Again', 'Снова', '', '5000', '', '', '0', '', '', ''],
    // half wrong: a price that is no number, a fineness the shop does not know
    ['VS-11', 'Մատանի 11', 'Ring 11', 'Кольцо 11', '', 'abc', '123', '1', '0', '', '', ''],
    // a category the shop does not have
    [
      'VS-12',
      'Մատանի 12',
      'Ring 12',
      'Кольцо 12',
      'Necklaces > Gold',
      '9000',
      '',
      '',
      '0',
      '',
      '',
      '',
    ],
    // priced by weight: 2 g of gold 585 at 30,000 AMD a gram
    [
      'VS-13',
      'Մատանի 13',
      'Ring 13',
      'Кольцо 13',
      'Кольца > Обручальные',
      '',
      '585',
      '2',
      '1',
      'gold',
      '',
      '',
    ],
  ]);

describe('importing a sheet', () => {
  it('reports each row in a dry run, in the staff member’s language, and writes nothing', async () => {
    const before = await productCount();
    const [old] = await byModel('VS-1');
    const res = await importSheet(mixedSheet(), 'dry_run=1&lang=ru');
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json<ImportReport>();
    expect(report).toMatchObject({ dry_run: true, total: 6, start: 0, next: null });
    expect(report.counts).toEqual({ create: 2, update: 1, unchanged: 0, refuse: 3 });
    const [good, update, twice, half, unknown, weighed] = report.rows;
    expect(good).toMatchObject({ row: 2, model: 'VS-10', action: 'create', problems: [] });
    expect(update).toMatchObject({
      row: 3,
      action: 'update',
      id: existing.id,
      changes: ['title_en'],
    });
    expect(twice!.action).toBe('refuse');
    expect(twice!.problems).toEqual([
      {
        column: 'model',
        code: 'modelTwice',
        message: 'Модель VS-10 уже есть в строке 2 этой таблицы.',
      },
    ]);
    expect(half!.action).toBe('refuse');
    expect(half!.problems.map((p) => [p.column, p.code])).toEqual([
      ['respect', 'notOneOf'],
      ['price', 'notWholeNumber'],
    ]);
    expect(unknown!.problems).toEqual([
      {
        column: 'categories',
        code: 'unknownCategory',
        message: 'Категории «Necklaces > Gold» нет.',
      },
    ]);
    expect(weighed).toMatchObject({ model: 'VS-13', action: 'create' });
    expect(await productCount()).toBe(before);
    expect(await byModel('VS-1')).toEqual([old]);
  });

  it('then creates and updates the sound rows, and only those', async () => {
    const before = await productCount();
    const res = await importSheet(mixedSheet(), 'dry_run=0&lang=en');
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json<ImportReport>();
    expect(report.rows.map((r) => r.problems.map((p) => p.code))).toEqual([
      [],
      [],
      ['modelTwice'],
      ['notOneOf', 'notWholeNumber'],
      ['unknownCategory'],
      [],
    ]);
    expect(report.counts).toEqual({ create: 2, update: 1, unchanged: 0, refuse: 3 });
    expect(report.rows[3]!.problems[1]!.message).toBe(
      'The price must be a whole number from 0 to 2000000000.',
    );
    expect(await productCount()).toBe(before + 2);
    const id = report.rows[0]!.id!;
    const made = (await c.get(`/api/products/${id}`)).body as DescribedProduct & {
      categories: { category: { name_en: string } }[];
    };
    expect(made).toMatchObject({
      model: 'VS-10',
      title: 'Մատանի 10',
      title_en: 'Ring 10',
      title_ru: 'Кольцо 10',
      price: 100000,
      respect: 585,
      weight: 2.5,
      sizes: ['16', '17'],
      size_stock: { '16': 1, '17': 2 },
      stock: 3,
    });
    expect(made.categories.map((x) => x.category.name_en)).toEqual(['Wedding']);
    const [weighed] = await byModel('VS-13');
    expect(weighed).toMatchObject({ price: 60_000, priced_by_weight: true, metal_kind: 'gold' });
    const [renamed] = await byModel('VS-1');
    expect(renamed).toMatchObject({ title_en: 'Ring one, renamed', avatar: existing.avatar });
    expect(await byModel('VS-11')).toEqual([]);
    expect(await byModel('VS-12')).toEqual([]);
  });

  it('goes a window of rows at a time and says where to go on', async () => {
    const sheet = csv([
      ['model', 'title', 'price'],
      ['W-1', 'Ա', '1000'],
      ['W-2', 'Բ', '1000'],
      ['W-3', 'Գ', '1000'],
    ]);
    const first = (await importSheet(sheet, 'dry_run=0&limit=2')).json<ImportReport>();
    expect(first).toMatchObject({ start: 0, next: 2, total: 3 });
    expect(first.rows.map((r) => r.model)).toEqual(['W-1', 'W-2']);
    const rest = (await importSheet(sheet, 'dry_run=0&start=2&limit=2')).json<ImportReport>();
    expect(rest).toMatchObject({ start: 2, next: null });
    expect(rest.rows.map((r) => [r.model, r.action])).toEqual([['W-3', 'create']]);
    // done again from the start: nothing left to do
    const again = (await importSheet(sheet, 'dry_run=0')).json<ImportReport>();
    expect(again.counts.unchanged).toBe(3);
  });

  it('fetches images by address, and refuses a row whose image cannot be had, leaving no file', async () => {
    const sheet = csv([
      ['model', 'title', 'price', 'avatar', 'images'],
      ['IMG-1', 'Նկար', '1000', `${photoBase}/ring.png`, `${photoBase}/ring.png`],
      ['IMG-2', 'Նկար 2', '1000', '', `${photoBase}/missing.png`],
    ]);
    const files = (await uploads(t)).length;
    const report = (await importSheet(sheet, 'dry_run=0')).json<ImportReport>();
    expect(report.rows.map((r) => r.action)).toEqual(['create', 'refuse']);
    expect(report.rows[1]!.problems[0]!.code).toBe('imageUnreadable');
    const [made] = await byModel('IMG-1');
    expect(made!.avatar).toMatch(/^uploads\/products\/[\w-]+\.webp$/);
    const detail = (await c.get(`/api/products/${made!.id}`)).body as ProductDetail;
    expect(detail.gallery.map((g) => g.image)).toEqual([made!.avatar]);
    // the one address fetched once, for the avatar and the gallery; nothing kept for IMG-2
    const now = await uploads(t);
    const ofImage = now.filter((f) =>
      f.includes(made!.avatar!.slice('uploads/products/'.length, -5)),
    );
    expect(ofImage.length).toBeGreaterThan(0);
    expect(now.length - files).toBe(ofImage.length);
  });
});

describe('exporting the catalogue', () => {
  const exported = async (format: 'csv' | 'xlsx') => {
    const res = await t.request({
      method: 'GET',
      url: `/api/products/export?format=${format}`,
      token: adder,
    });
    expect(res.statusCode).toBe(200);
    return res;
  };

  for (const format of ['csv', 'xlsx'] as const) {
    it(`gives a ${format} that imports back unchanged`, async () => {
      const res = await exported(format);
      expect(res.headers['content-disposition']).toMatch(
        new RegExp(`attachment; filename="catalogue-.*\\.${format}"`),
      );
      const before = await t.database.db.select().from(products);
      const dry = (
        await importSheet(res.rawPayload, 'dry_run=1', adder, `c.${format}`)
      ).json<ImportReport>();
      expect(dry.counts).toEqual({ create: 0, update: 0, unchanged: before.length, refuse: 0 });
      const run = (
        await importSheet(res.rawPayload, 'dry_run=0', adder, `c.${format}`)
      ).json<ImportReport>();
      expect(run.counts.unchanged).toBe(before.length);
      expect(await t.database.db.select().from(products)).toEqual(before);
    });
  }

  it('writes every product field, the category path, sizes, stock per size and image addresses', async () => {
    const text = (await exported('csv')).body;
    expect(text.startsWith('\uFEFFmodel,title,title_en,title_ru,description,')).toBe(true);
    const line = text.split('\r\n').find((l) => l.startsWith('VS-1,'))!;
    expect(line).toContain('<p>Gold <strong>ring</strong></p>');
    expect(line).toContain('16; 17');
    expect(line).toContain('16: 1; 17: 0');
    expect(line).toContain(`http://shop.test/${existing.avatar}`);
  });

  it('gives a workbook Excel opens when a name holds what XML cannot carry (U+FFFF)', async () => {
    // stored before the API refused such characters
    await t.database.db
      .insert(products)
      .values({ title: 'Ani\uFFFF Ring\u0001', model: 'XML-1', weight: 0, respect: 0, price: 1 });
    const res = await exported('xlsx');
    const dir = mkdtempSync(path.join(tmpdir(), 'voski-sheet-'));
    const file = path.join(dir, 'catalogue.xlsx');
    writeFileSync(file, res.rawPayload);
    const sheetXml = execFileSync('unzip', ['-p', file, 'xl/worksheets/sheet1.xml']).toString();
    expect(sheetXml).toContain('Ani Ring');
    expect(sheetXml).not.toContain('\uFFFF');
    expect(sheetXml).not.toContain('\u0001');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    const titles = workbook.worksheets[0]!.getColumn(2).values;
    expect(titles).toContain('Ani Ring');
    rmSync(dir, { recursive: true, force: true });
  });
});

describe('who may use sheets, and what is refused', () => {
  it('are in the API documentation, the import as a multipart upload', async () => {
    const doc = (await t.request({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.paths['/api/products/export'].get.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'format', in: 'query' })]),
    );
    const upload = doc.paths['/api/products/import'].post;
    expect(Object.keys(upload.requestBody.content)).toEqual(['multipart/form-data']);
    expect(upload.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['dry_run', 'start', 'limit', 'lang']),
    );
  });

  it('answers 401 without a token and 403 to a Seller', async () => {
    const seller = await t.staffToken(Role.Seller);
    for (const token of [undefined, seller]) {
      const status = token ? 403 : 401;
      const out = await t.request({ method: 'GET', url: '/api/products/export', token });
      expect(out.statusCode).toBe(status);
      const into = await importSheet(csv([['model'], ['X']]), 'dry_run=1', token ?? null);
      expect(into.statusCode).toBe(status);
    }
    expect(
      (await t.request({ method: 'GET', url: '/api/products/export', token: admin })).statusCode,
    ).toBe(200);
  });

  it('answers 415 for a file that is no sheet', async () => {
    for (const data of [await image('png'), Buffer.from([0xff, 0xfe, 0x00, 0x41, 0x00])]) {
      const res = await importSheet(data, 'dry_run=1');
      expect(res.statusCode).toBe(415);
    }
    const zipButNotXlsx = Buffer.from('PK\u0003\u0004garbage');
    expect((await importSheet(zipButNotXlsx, 'dry_run=1')).statusCode).toBe(415);
  });

  it('answers 413 for a sheet over 32 MB', async () => {
    const big = Buffer.alloc(33 * 1024 * 1024, 'a');
    const res = await importSheet(big, 'dry_run=1');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ message: 'The file may not be greater than 32 MB.' });
  });

  it('answers 422 for a sheet without a model column, with unknown columns, or no file', async () => {
    const noModel = await importSheet(
      csv([
        ['title', 'price'],
        ['A', '1'],
      ]),
      'dry_run=1',
    );
    expect(noModel.statusCode).toBe(422);
    expect(noModel.json().errors.file[0]).toMatch(/needs a model column/);
    const unknown = await importSheet(
      csv([
        ['model', 'colour'],
        ['A', 'red'],
      ]),
      'dry_run=1',
    );
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.file[0]).toMatch(/Unknown columns: colour/);
    const none = await t.request({
      method: 'POST',
      url: '/api/products/import',
      token: adder,
      ...(await multipart({ other: 'x' })),
    });
    expect(none.statusCode).toBe(422);
    const badQuery = await importSheet(csv([['model'], ['A']]), 'dry_run=2');
    expect(badQuery.statusCode).toBe(422);
  });
});
