/**
 * Catalogue import benchmark: node --import tsx bench/catalogue-import.ts
 *
 * Opens an embedded PGlite in a temp folder (or BENCH_TARGET_URL, a PostgreSQL database to
 * fill), makes a sheet of BENCH_ROWS (10,000) new products in three languages (category paths,
 * descriptions, sizes with stock per size on a third, weight pricing on a quarter), every
 * BENCH_IMAGE_EVERY-th (10th) row with a photo at its own address on a local HTTP server, and
 * imports it through the app as the back-office does: the dry run in windows of 2,000 rows,
 * then the import in windows of 500. Then exports the catalogue (CSV and XLSX) and dry-runs the
 * export back in. Then the same number of rows again WITH photos: BENCH_ZIP_PHOTOS (200)
 * distinct 800×800 JPEGs in a ZIP beside the sheet, each row naming one of them (by name or by
 * its path in the ZIP), imported as the back-office does now: the import sent and dry-run at
 * once, then run by the server while the page polls. Prints JSON: rows/s of each phase, images
 * fetched and stored, file sizes.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import JSZip from 'jszip';
import sharp from 'sharp';
import { Role, type ImportJob, type ImportReport } from '@voski/contract';
import { buildApp } from '../apps/server/src/app.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { like, sql } from 'drizzle-orm';
import { products } from '../apps/server/src/db/schema/index.ts';
import { loadAverage, machineReport } from './lib/machine.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
const IMAGE_EVERY = Number(process.env.BENCH_IMAGE_EVERY ?? 10);
const ZIP_PHOTOS = Number(process.env.BENCH_ZIP_PHOTOS ?? 200);
const DRY_WINDOW = 2_000;
const RUN_WINDOW = 500;

const loadBefore = loadAverage();
const dataDir = await mkdtemp(path.join(tmpdir(), 'voski-bench-'));
const target = process.env.BENCH_TARGET_URL;
const database = await openDatabase(target ? { databaseUrl: target } : { dataDir });
const app = await buildApp({
  config: {
    publicUrl: 'http://127.0.0.1',
    tokenTtlSeconds: 24 * 3600,
    trustProxy: false,
    webBuildDir: undefined,
    dataDir,
  },
  database,
});
const owner = { email: 'bench-owner@voski.test', password: 'cobalt meadow lantern' };
await app.services.auth.register({ ...owner, name: 'Bench Owner', role_id: Role.Admin });
const signedIn = await app.inject({ method: 'POST', url: '/api/auth/signIn', payload: owner });
const auth = { authorization: `Bearer ${signedIn.json<{ access_token: string }>().access_token}` };

const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
  const res = await app.inject({ method, url, headers: auth, payload });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res;
};
const tops = ['Rings', 'Earrings'];
const subs = ['Gold', 'Silver'];
for (const top of tops) {
  const made = await call('POST', '/api/categories', { name: top, name_en: top, name_ru: top });
  const parent = made.json<{ data: { id: number } }>().data.id;
  for (const sub of subs) {
    await call('POST', '/api/categories', {
      name: sub,
      name_en: sub,
      name_ru: sub,
      parent_id: parent,
    });
  }
}
await call('PUT', '/api/metal-prices', { metal: 'gold', fineness: 585, price_per_gram: 32_000 });

// One photo, served at a different address per row: each is fetched and encoded anew.
const photo = await sharp({
  create: { width: 800, height: 800, channels: 3, background: '#c9a44c' },
})
  .jpeg()
  .toBuffer();
const photos = createServer((_, res) =>
  res.writeHead(200, { 'content-type': 'image/jpeg' }).end(photo),
);
await new Promise<void>((resolve) => photos.listen(0, '127.0.0.1', resolve));
const photoBase = `http://127.0.0.1:${(photos.address() as AddressInfo).port}`;

const quote = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
const header = [
  'model',
  'title',
  'title_en',
  'title_ru',
  'description_en',
  'categories',
  'metal_en',
  'respect',
  'weight',
  'price',
  'priced_by_weight',
  'metal_kind',
  'making_charge',
  'sizes',
  'size_stock',
  'avatar',
];
const lines = [header.join(',')];
let images = 0;
for (let i = 1; i <= ROWS; i++) {
  const byWeight = i % 4 === 0;
  const sized = i % 3 === 0;
  const image = IMAGE_EVERY > 0 && i % IMAGE_EVERY === 0;
  if (image) images++;
  lines.push(
    [
      `B-${i}`,
      `Մատանի ${i}`,
      `Ring ${i}`,
      `Кольцо ${i}`,
      `<p>Ring number <strong>${i}</strong>, handmade.</p>`,
      `${tops[i % 2]} > ${subs[(i >> 1) % 2]}`,
      'Gold',
      '585',
      (1 + (i % 50) / 10).toFixed(1),
      byWeight ? '' : String(50_000 + (i % 100) * 1_000),
      byWeight ? '1' : '0',
      byWeight ? 'gold' : '',
      byWeight ? '15000' : '0',
      sized ? '16; 16.5; 17; 17.5' : '',
      sized ? '16: 1; 16.5: 2; 17: 0; 17.5: 3' : '',
      image ? `${photoBase}/photo-${i}.jpg` : '',
    ]
      .map(quote)
      .join(','),
  );
}
const sheet = Buffer.from(lines.join('\r\n'));

async function importAll(file: Buffer, dryRun: boolean, window: number) {
  const began = performance.now();
  const counts: Record<string, number> = {};
  let next: number | null = 0;
  while (next !== null) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(file)], { type: 'text/csv' }), 'sheet.csv');
    const body = new Response(form);
    const res: { statusCode: number; body: string; json<T>(): T } = await app.inject({
      method: 'POST',
      url: `/api/products/import?dry_run=${dryRun ? 1 : 0}&start=${next}&limit=${window}`,
      headers: { ...auth, 'content-type': body.headers.get('content-type')! },
      payload: Buffer.from(await body.arrayBuffer()),
    });
    if (res.statusCode !== 200) throw new Error(`import: ${res.statusCode} ${res.body}`);
    const report: ImportReport = res.json<ImportReport>();
    for (const [action, n] of Object.entries(report.counts))
      counts[action] = (counts[action] ?? 0) + n;
    next = report.next;
  }
  const seconds = (performance.now() - began) / 1000;
  return { seconds: round(seconds), rows_per_second: Math.round(ROWS / seconds), counts };
}

const round = (n: number) => Math.round(n * 100) / 100;

async function exportAs(format: 'csv' | 'xlsx') {
  const began = performance.now();
  const res = await call('GET', `/api/products/export?format=${format}`);
  const seconds = (performance.now() - began) / 1000;
  return { file: res.rawPayload, seconds: round(seconds), bytes: res.rawPayload.length };
}

/** The photos of the second sheet: distinct JPEGs, half of them in a folder of the ZIP. */
async function photoZip(): Promise<{ zip: Buffer; names: string[] }> {
  const zip = new JSZip();
  const names: string[] = [];
  for (let i = 0; i < ZIP_PHOTOS; i++) {
    const jpeg = await sharp({
      create: {
        width: 800,
        height: 800,
        channels: 3,
        background: { r: (i * 37) % 256, g: (i * 91) % 256, b: (i * 53) % 256 },
      },
    })
      .jpeg()
      .toBuffer();
    const path = i % 2 ? `photos/ring-${i}.jpg` : `ring-${i}.jpg`;
    zip.file(path, jpeg);
    names.push(i % 4 === 1 ? `ring-${i}.jpg` : path);
  }
  return { zip: await zip.generateAsync({ type: 'nodebuffer', compression: 'STORE' }), names };
}

/** Sends a sheet and its ZIP as the shop's import (dry-run at once), runs it, polls to its end. */
async function importWithPhotos() {
  const { zip, names } = await photoZip();
  const rows = ['model,title,title_en,title_ru,categories,price,avatar,images'];
  for (let i = 1; i <= ROWS; i++) {
    const photo = names[i % names.length]!;
    const second = names[(i * 7) % names.length]!;
    rows.push(
      [
        `P-${i}`,
        `Ապարանջան ${i}`,
        `Bracelet ${i}`,
        `Браслет ${i}`,
        `${tops[i % 2]} > ${subs[(i >> 1) % 2]}`,
        String(40_000 + (i % 100) * 1_000),
        photo,
        `${photo} ${second}`,
      ]
        .map(quote)
        .join(','),
    );
  }
  const file = Buffer.from(rows.join('\r\n'));
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)], { type: 'text/csv' }), 'photos.csv');
  form.append('images', new Blob([new Uint8Array(zip)], { type: 'application/zip' }), 'p.zip');
  const body = new Response(form);
  const checkBegan = performance.now();
  const sent = await app.inject({
    method: 'POST',
    url: '/api/products/imports?lang=en',
    headers: { ...auth, 'content-type': body.headers.get('content-type')! },
    payload: Buffer.from(await body.arrayBuffer()),
  });
  if (sent.statusCode !== 201) throw new Error(`import: ${sent.statusCode} ${sent.body}`);
  const checked = sent.json<{ data: ImportJob }>().data;
  const checkSeconds = (performance.now() - checkBegan) / 1000;
  const runBegan = performance.now();
  await call('POST', `/api/products/imports/${checked.id}/run`);
  let job: ImportJob = checked;
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    job = (await call('GET', '/api/products/imports/latest?rows=0')).json<{ data: ImportJob }>()
      .data;
    if (job.status !== 'running') break;
  }
  if (job.status !== 'done') throw new Error(`import ${job.status}: ${job.error}`);
  const runSeconds = (performance.now() - runBegan) / 1000;
  const [stored] = await database.db
    .select({ n: sql<number>`count(distinct ${products.avatar})::int` })
    .from(products)
    .where(like(products.model, 'P-%'));
  return {
    zip_photos: ZIP_PHOTOS,
    zip_bytes: zip.length,
    sheet_bytes: file.length,
    dry_run: {
      seconds: round(checkSeconds),
      rows_per_second: Math.round(ROWS / checkSeconds),
      counts: checked.check,
    },
    run: {
      seconds: round(runSeconds),
      rows_per_second: Math.round(ROWS / runSeconds),
      counts: job.counts,
    },
    photos_stored: stored?.n ?? 0,
  };
}

const dryRun = await importAll(sheet, true, DRY_WINDOW);
const run = await importAll(sheet, false, RUN_WINDOW);
const csv = await exportAs('csv');
const xlsx = await exportAs('xlsx');
const roundTrip = await importAll(xlsx.file, true, DRY_WINDOW);
const withPhotos = ZIP_PHOTOS > 0 ? await importWithPhotos() : null;

console.log(
  JSON.stringify(
    {
      rows: ROWS,
      images_fetched: images,
      database: target ? 'postgresql' : 'pglite',
      sheet_bytes: sheet.length,
      dry_run: dryRun,
      run,
      export_csv: { seconds: csv.seconds, bytes: csv.bytes },
      export_xlsx: { seconds: xlsx.seconds, bytes: xlsx.bytes },
      export_xlsx_dry_run_back: roundTrip,
      with_zip_photos: withPhotos,
      machine: machineReport(loadBefore),
    },
    null,
    2,
  ),
);

photos.close();
await app.close();
await database.close();
await rm(dataDir, { recursive: true, force: true });
