import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  Role,
  type DescribedProduct,
  type ImportJob,
  type ImportReport,
  type ProductDetail,
} from '@voski/contract';
import {
  catalogueImportImages,
  catalogueImports,
  mediaPending,
  products,
} from '../src/db/schema/index.ts';
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

/** A ZIP of the given files, deflated. */
async function zipOf(files: Record<string, Buffer | string>): Promise<Buffer> {
  const zip = new JSZip();
  for (const [name, data] of Object.entries(files)) zip.file(name, data);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/** Every occurrence of `from` in `data` replaced by `to` (of the same length). */
function patched(data: Buffer, from: string, to: string): Buffer {
  const out = Buffer.from(data);
  for (let at = out.indexOf(from); at >= 0; at = out.indexOf(from, at + 1)) out.write(to, at);
  return out;
}

/** Sets the uncompressed size the ZIP's central directory claims for each file. */
function claimingSize(data: Buffer, size: number): Buffer {
  const out = Buffer.from(data);
  const signature = Buffer.from([0x50, 0x4b, 0x01, 0x02]);
  for (let at = out.indexOf(signature); at >= 0; at = out.indexOf(signature, at + 4)) {
    out.writeUInt32LE(size, at + 24);
  }
  return out;
}

/** The images stored under uploads/products (each has several files: widths, original). */
const storedImages = async () => new Set((await uploads(t)).map((f) => f.slice(0, 36)));

async function sendImport(sheet: Buffer, zip?: Buffer, lang = 'en') {
  const files = [
    { field: 'file', data: sheet, name: 'catalogue.csv', type: 'text/csv' },
    ...(zip ? [{ field: 'images', data: zip, name: 'photos.zip', type: 'application/zip' }] : []),
  ];
  return t.request({
    method: 'POST',
    url: `/api/products/imports?lang=${lang}`,
    token: adder,
    ...(await multipart({}, files)),
  });
}

const latestImport = async (rows = 1) => {
  const res = await t.request({
    method: 'GET',
    url: `/api/products/imports/latest?rows=${rows}`,
    token: adder,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: ImportJob | null }>().data;
};

/** The import once its run has ended (or stopped). */
async function settledImport(): Promise<ImportJob> {
  for (let i = 0; i < 600; i++) {
    const job = await latestImport();
    if (job && job.status !== 'running') return job;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the import did not end');
}

const runImport = (id: number) =>
  t.request({ method: 'POST', url: `/api/products/imports/${id}/run`, token: adder });

describe('an import with a ZIP of photos, kept by the server', () => {
  let png: Buffer;
  let jpeg: Buffer;
  beforeAll(async () => {
    png = await image('png');
    jpeg = await image('jpeg');
  });

  it('has none at first', async () => {
    expect(await latestImport()).toBeNull();
  });

  it('dry-runs the sheet with its photos, stores nothing, then runs it storing each photo once', async () => {
    const zip = await zipOf({
      'ring-1.jpg': jpeg,
      'photos/ring-2.png': png,
      'lonely.png': png,
      'notes.txt': 'not a photo',
    });
    const sheet = csv([
      ['model', 'title', 'title_en', 'price', 'avatar', 'images'],
      ['Z-1', 'Զ 1', 'Zed 1', '1000', 'ring-1.jpg', 'ring-1.jpg photos/ring-2.png'],
      ['Z-2', 'Զ 2', 'Zed 2', '2000', 'ring-2.png', './ring-1.jpg'],
      // refused when planned, after its photo is stored: the photo must not stay
      ['Z-3', 'Զ 3', 'Zed 3', '', 'lonely.png', ''],
    ]);
    const files = (await uploads(t)).length;
    const before = await productCount();
    const res = await sendImport(sheet, zip, 'ru');
    expect(res.statusCode, res.body).toBe(201);
    const checked = res.json<{ data: ImportJob }>().data;
    expect(checked).toMatchObject({
      status: 'checked',
      sheet_name: 'catalogue.csv',
      images_name: 'photos.zip',
      total: 3,
      done: 0,
      check: { create: 2, update: 0, unchanged: 0, refuse: 1 },
    });
    expect(checked.rows!.map((r) => r.action)).toEqual(['create', 'create', 'refuse']);
    expect(checked.rows![2]!.problems[0]).toMatchObject({ column: 'price', code: 'required' });
    // the dry run wrote nothing and stored no file
    expect(await productCount()).toBe(before);
    expect((await uploads(t)).length).toBe(files);
    expect(await latestImport()).toMatchObject({ id: checked.id, status: 'checked' });

    const started = await runImport(checked.id);
    expect(started.statusCode, started.body).toBe(202);
    const done = await settledImport();
    expect(done).toMatchObject({
      status: 'done',
      done: 3,
      counts: { create: 2, update: 0, unchanged: 0, refuse: 1 },
    });
    expect(done.rows!.map((r) => r.action)).toEqual(['create', 'create', 'refuse']);
    const [one] = await byModel('Z-1');
    const [two] = await byModel('Z-2');
    const gallery = async (id: number) =>
      ((await c.get(`/api/products/${id}`)).body as ProductDetail).gallery.map((g) => g.image);
    // ring-1.jpg stored once, for both rows and both columns; ring-2.png by path and by name
    expect(await gallery(one!.id)).toEqual([one!.avatar, two!.avatar]);
    expect(await gallery(two!.id)).toEqual([one!.avatar]);
    expect(one!.avatar).toMatch(/^uploads\/products\/[\w-]+\.webp$/);
    const served = await t.request({ method: 'GET', url: `/${one!.avatar}` });
    expect(served.statusCode).toBe(200);
    // two photos kept; lonely.png, stored for a row that was refused, is gone
    const images = await storedImages();
    const ours = [one!.avatar!, two!.avatar!].map((p) => p.slice('uploads/products/'.length, -5));
    expect([...images].filter((i) => ours.includes(i))).toHaveLength(2);
    const now = await uploads(t);
    expect(now.filter((f) => !ours.some((i) => f.startsWith(i)))).toHaveLength(files);
    expect(now.length).toBeGreaterThan(files);
    // the import holds no photo any longer, and its files are let go of
    expect(await t.database.db.select().from(catalogueImportImages)).toEqual([]);
    const [kept] = await t.database.db
      .select({ sheet: catalogueImports.sheet, images: catalogueImports.images })
      .from(catalogueImports);
    expect(kept).toEqual({ sheet: null, images: null });
    expect((await runImport(checked.id)).statusCode).toBe(409);
    // a product whose avatar is also in its gallery is deleted, and its photo with it once unused
    for (const id of [one!.id, two!.id]) {
      const gone = await t.request({ method: 'DELETE', url: `/api/products/${id}`, token: adder });
      expect(gone.statusCode, gone.body).toBe(200);
    }
    expect(await storedImages()).not.toContain(ours[0]);
  });

  it('reports per row a file missing from the ZIP, or one that is no image, in the staff language', async () => {
    const zip = await zipOf({
      'ring.png': png,
      'notes.txt': 'not a photo',
      'fake.jpg': 'also not a photo',
    });
    const sheet = csv([
      ['model', 'title', 'price', 'avatar', 'images'],
      ['M-1', 'Ա', '1000', 'missing.png', 'ring.png'],
      ['M-2', 'Բ', '1000', 'notes.txt', 'fake.jpg'],
      ['M-3', 'Գ', '1000', '', '../ring.png'],
      ['M-4', 'Դ', '1000', 'ring.png', ''],
    ]);
    const files = (await uploads(t)).length;
    const res = await sendImport(sheet, zip, 'ru');
    expect(res.statusCode, res.body).toBe(201);
    const job = res.json<{ data: ImportJob }>().data;
    const [missing, notImages, outside, good] = job.rows!;
    expect(missing!.problems).toEqual([
      {
        column: 'avatar',
        code: 'zipFileMissing',
        message: 'Файла missing.png нет в ZIP-архиве с фотографиями.',
      },
    ]);
    expect(notImages!.problems.map((p) => [p.column, p.code])).toEqual([
      ['avatar', 'zipFileNotImage'],
      ['images', 'zipFileNotImage'],
    ]);
    expect(notImages!.problems[0]!.message).toBe(
      'Файл notes.txt в ZIP-архиве — не изображение JPEG, PNG, WebP, AVIF или GIF до 15 МБ.',
    );
    expect(outside!.problems.map((p) => p.code)).toEqual(['zipFileMissing']);
    expect(good!.action).toBe('create');
    expect((await uploads(t)).length).toBe(files);

    // the same in English and Armenian
    const en = (await sendImport(sheet, zip, 'en')).json<{ data: ImportJob }>().data;
    expect(en.rows![0]!.problems[0]!.message).toBe('No file missing.png in the ZIP of photos.');
    const hy = (await sendImport(sheet, zip, 'hy')).json<{ data: ImportJob }>().data;
    expect(hy.rows![0]!.problems[0]!.message).toBe('Լուսանկարների ZIP-ում missing.png ֆայլ չկա։');

    // a file that inflates past the size its directory claims is read no further: no image
    const bomb = claimingSize(await zipOf({ 'bomb.png': Buffer.alloc(2 * 1024 * 1024) }), 100);
    const bombed = await sendImport(
      csv([
        ['model', 'title', 'price', 'avatar'],
        ['B-1', 'Ա', '1000', 'bomb.png'],
      ]),
      bomb,
    );
    expect(bombed.statusCode, bombed.body).toBe(201);
    expect(bombed.json<{ data: ImportJob }>().data.rows![0]!.problems[0]!.code).toBe(
      'zipFileNotImage',
    );
  });

  it('refuses a ZIP that claims to unpack to too much, names a file outside itself, or is none', async () => {
    const sheet = csv([
      ['model', 'title', 'price', 'avatar'],
      ['X-1', 'Ա', '1000', 'a.png'],
    ]);
    const bomb = claimingSize(await zipOf({ 'a.png': png, 'b.png': png }), 0x7fff_ffff);
    const tooBig = await sendImport(sheet, bomb);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().errors.images[0]).toBe(
      'The photos in the ZIP may not unpack to more than 1024 MB.',
    );

    for (const name of ['../a.png', '/etc/a.png']) {
      const placeholder = name.replace(/[./]/g, 'x');
      const traversing = patched(await zipOf({ [placeholder]: png }), placeholder, name);
      const res = await sendImport(sheet, traversing);
      expect(res.statusCode, name).toBe(422);
      expect(res.json().errors.images[0]).toBe(
        `The ZIP holds a file whose name leads outside it: ${name}`,
      );
    }

    const notZip = await sendImport(sheet, png);
    expect(notZip.statusCode).toBe(415);
    expect(notZip.json().errors.images).toEqual(['The photos must come as one ZIP file.']);
    // none of these replaced the last import
    expect((await latestImport(0))!.status).toBe('checked');
  });

  it('leaves no file of a batch that fails', async () => {
    const { PhotoZip } = await import('../src/modules/catalog/sheets/photo-zip.ts');
    const { readSheet } = await import('../src/modules/catalog/sheets/sheet-files.ts');
    const sheet = await readSheet(
      csv([
        ['model', 'title', 'price', 'avatar'],
        ['F-1', 'Ա', '1000', 'a.png'],
        ['F-2', 'Բ', '1000', 'b.jpg'],
      ]),
    );
    const zip = await PhotoZip.open(await zipOf({ 'a.png': png, 'b.jpg': jpeg }));
    const files = await uploads(t);
    const pending = await t.database.db.select().from(mediaPending);
    const store = vi.spyOn(t.services.media, 'store');
    await expect(
      t.services.catalogueSheets.import(sheet, {
        dryRun: false,
        start: 0,
        limit: 100,
        locale: 'en',
        zip,
        job: {
          storedFiles: async () => new Map(),
          commit: async () => {
            throw new Error('the batch fails');
          },
        },
      }),
    ).rejects.toThrow('the batch fails');
    zip.close();
    // both photos were stored before the batch's transaction, and both are gone
    expect(store).toHaveBeenCalledTimes(2);
    store.mockRestore();
    expect(await byModel('F-1')).toEqual([]);
    expect(await uploads(t)).toEqual(files);
    expect(await t.database.db.select().from(mediaPending)).toEqual(pending);
  });

  it('resumes a run cut off after a batch from the first batch not written', async () => {
    const rows = Array.from({ length: 250 }, (_, i) => [
      `R-${i + 1}`,
      `Ռ ${i + 1}`,
      String(1000 + i),
      `p${i % 3}.png`,
    ]);
    const zip = await zipOf({ 'p0.png': png, 'p1.png': jpeg, 'p2.png': await image('webp') });
    const res = await sendImport(csv([['model', 'title', 'price', 'avatar'], ...rows]), zip);
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json<{ data: ImportJob }>().data;
    const before = await productCount();

    // the process "dies" after the first batch: the run stops, its lease left to run out
    await t.services.catalogueImports.run(id, { stopAfterBatches: 1 });
    for (let i = 0; i < 600 && (await latestImport(0))!.done < 100; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await latestImport(0)).toMatchObject({ status: 'running', done: 100 });
    expect((await runImport(id)).statusCode).toBe(409);
    expect((await sendImport(csv([['model'], ['Q']]))).statusCode).toBe(409);
    await t.database.db
      .update(catalogueImports)
      .set({ lease_until: new Date(Date.now() - 1000) })
      .where(eq(catalogueImports.id, id));
    const stopped = await latestImport();
    expect(stopped).toMatchObject({ status: 'interrupted', done: 100, counts: { create: 100 } });
    expect(stopped!.rows).toHaveLength(100);
    expect(await productCount()).toBe(before + 100);
    // the photos the first batch stored are held for the rest
    expect(await t.database.db.select().from(catalogueImportImages)).toHaveLength(3);

    expect((await runImport(id)).statusCode).toBe(202);
    const done = await settledImport();
    expect(done).toMatchObject({ status: 'done', done: 250, counts: { create: 250, refuse: 0 } });
    expect(done.rows!.map((r) => r.row)).toEqual(rows.map((_, i) => i + 2));
    expect(await productCount()).toBe(before + 250);
    const made = await t.database.db
      .select({ avatar: products.avatar })
      .from(products)
      .where(sql`${products.model} like 'R-%'`);
    // every row once, and three photos stored for all 250 rows
    expect(made).toHaveLength(250);
    expect(new Set(made.map((m) => m.avatar)).size).toBe(3);
  });
});
