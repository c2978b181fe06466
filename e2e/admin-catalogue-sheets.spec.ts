import JSZip from 'jszip';
import sharp from 'sharp';
import { expect, test } from './fixtures';
import { apiToken, bearer, e2eAdmin, signIn, unique } from './admin-helpers';

interface Category {
  id: number;
  name: string;
  name_en: string;
  children: { id: number; name_en: string; name_ru: string }[];
}

const cell = (text: string) => `"${text.replace(/"/g, '""')}"`;

test('an owner imports a handful of products from a sheet: a dry run, then the import, then the shop shows them in three languages', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, e2eAdmin);
  const tree = (await (await request.get('/api/categories')).json()) as { data: Category[] };
  const top = tree.data.find((c) => c.children.length > 0)!;
  const sub = top.children[0]!;
  const batch = unique('Sheet').replace(/\W+/g, '-');
  const products = Array.from({ length: 5 }, (_, i) => ({
    model: `${batch}-${i + 1}`,
    hy: `Ապարանջան ${batch} ${i + 1}`,
    en: `Bracelet ${batch} ${i + 1}`,
    ru: `Браслет ${batch} ${i + 1}`,
    price: 50_000 + i * 1_000,
  }));
  const rows = [
    ['model', 'title', 'title_en', 'title_ru', 'categories', 'price', 'sizes', 'size_stock'],
    // category paths in English and in Russian: an export writes Armenian, any language reads
    ...products.map((p, i) => [
      p.model,
      p.hy,
      p.en,
      p.ru,
      i % 2 ? `${top.name_en} > ${sub.name_en}` : `${top.name} > ${sub.name_ru}`,
      String(p.price),
      i === 0 ? '16; 17' : '',
      i === 0 ? '16: 1; 17: 2' : '',
    ]),
    [`${batch}-bad`, 'Սխալ', 'Wrong', 'Неверно', 'No such category', '1000', '', ''],
  ];
  const sheet = Buffer.from(rows.map((r) => r.map(cell).join(',')).join('\r\n'));

  await signIn(page, e2eAdmin);
  await page.goto('/admin/products/sheets');
  await expect(page.getByRole('heading', { level: 1, name: 'Import and export' })).toBeVisible();
  await page
    .getByLabel('Sheet', { exact: true })
    .setInputFiles({ name: 'new.csv', mimeType: 'text/csv', buffer: sheet });

  await page.getByRole('button', { name: 'Check (dry run)' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Dry run: 5 to create, 0 to update, 0 unchanged, 1 refused. Nothing is saved yet.',
  );
  const refused = page.getByRole('row').filter({ hasText: `${batch}-bad` });
  await expect(refused).toContainText('Refused');
  await expect(refused).toContainText('No category “No such category”.');
  const byModel = async (model: string) => {
    const found = await request.get(`/api/products/search?query=${encodeURIComponent(model)}`, {
      headers: bearer(token),
    });
    return ((await found.json()) as { data: { id: number; model: string }[] }).data.filter(
      (p) => p.model === model,
    );
  };
  expect(await byModel(products[0]!.model)).toEqual([]);

  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Imported: 5 created, 0 updated, 0 unchanged, 1 refused.',
  );

  for (const p of [products[0]!, products[3]!]) {
    const [made] = await byModel(p.model);
    expect(made).toBeDefined();
    for (const [prefix, title] of [
      ['', p.hy],
      ['/en', p.en],
      ['/ru', p.ru],
    ] as const) {
      await page.goto(`${prefix}/product/${made!.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    }
  }
  // the ring with sizes offers them on its page
  const [ring] = await byModel(products[0]!.model);
  await page.goto(`/en/product/${ring!.id}`);
  await expect(page.getByText('17', { exact: true }).first()).toBeVisible();
  // the subcategory's page lists them (newest first)
  await page.goto(`/en/products/${sub.id}`);
  await expect(page.getByRole('link', { name: products[1]!.en })).toBeVisible();

  // The demo catalogue as the other journeys count it.
  for (const p of products) {
    for (const made of await byModel(p.model)) {
      const gone = await request.delete(`/api/products/${made.id}`, { headers: bearer(token) });
      expect(gone.status()).toBe(200);
    }
  }
});

test('an owner imports 50 products with a ZIP of photos, leaves the page while it runs, and finds them on the shop in three languages', async ({
  page,
  request,
}) => {
  test.slow();
  const token = await apiToken(request, e2eAdmin);
  const tree = (await (await request.get('/api/categories')).json()) as { data: Category[] };
  const top = tree.data.find((c) => c.children.length > 0)!;
  const batch = unique('Zip').replace(/\W+/g, '-');
  const zip = new JSZip();
  const products = await Promise.all(
    Array.from({ length: 50 }, async (_, i) => {
      const format = i % 2 ? 'png' : 'jpeg';
      const photo = await sharp({
        create: {
          width: 96,
          height: 96,
          channels: 3,
          background: { r: 120 + i, g: 90 + i * 2, b: 40 + i },
        },
      })
        .toFormat(format)
        .toBuffer();
      // half in a folder, named by their path; half at the top, by their name
      const file = i % 2 ? `photos/${batch}-${i + 1}.png` : `${batch}-${i + 1}.jpg`;
      zip.file(file, photo);
      return {
        model: `${batch}-${i + 1}`,
        hy: `Մատանի ${batch} ${i + 1}`,
        en: `Ring ${batch} ${i + 1}`,
        ru: `Кольцо ${batch} ${i + 1}`,
        file,
      };
    }),
  );
  const rows = [
    ['model', 'title', 'title_en', 'title_ru', 'categories', 'price', 'avatar', 'images'],
    ...products.map((p, i) => [
      p.model,
      p.hy,
      p.en,
      p.ru,
      top.name_en,
      String(80_000 + i * 500),
      p.file,
      p.file,
    ]),
  ];
  const sheet = Buffer.from(rows.map((r) => r.map(cell).join(',')).join('\r\n'));
  const photos = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });

  await signIn(page, e2eAdmin);
  await page.goto('/admin/products/sheets');
  await page
    .getByLabel('Sheet', { exact: true })
    .setInputFiles({ name: 'rings.csv', mimeType: 'text/csv', buffer: sheet });
  await page
    .getByLabel('Photos (ZIP, optional)')
    .setInputFiles({ name: 'photos.zip', mimeType: 'application/zip', buffer: photos });
  await page.getByRole('button', { name: 'Check (dry run)' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Dry run: 50 to create, 0 to update, 0 unchanged, 0 refused. Nothing is saved yet.',
  );
  await expect(page.getByText('Files: rings.csv, photos.zip')).toBeVisible();

  const started = page.waitForResponse(
    (r) => r.request().method() === 'POST' && /\/api\/products\/imports\/\d+\/run$/.test(r.url()),
  );
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  expect((await started).status()).toBe(202);
  // The run goes on in the server: the page, opened again, shows it to its end.
  await page.reload();
  await expect(page.getByRole('status')).toHaveText(
    'Imported: 50 created, 0 updated, 0 unchanged, 0 refused.',
  );

  const made = new Map<string, { id: number; avatar: string }>();
  for (const p of products) {
    const found = await request.get(`/api/products/search?query=${encodeURIComponent(p.model)}`, {
      headers: bearer(token),
    });
    const [product] = (
      (await found.json()) as { data: { id: number; model: string }[] }
    ).data.filter((x) => x.model === p.model);
    expect(product, p.model).toBeDefined();
    const detail = (await (await request.get(`/api/products/${product!.id}`)).json()) as {
      avatar: string | null;
    };
    expect(detail.avatar, p.model).toMatch(/^uploads\/products\/[\w-]+\.webp$/);
    made.set(p.model, { id: product!.id, avatar: detail.avatar! });
  }
  // each row its own photo, stored once
  expect(new Set([...made.values()].map((m) => m.avatar)).size).toBe(50);

  for (const p of [products[0]!, products[1]!, products[49]!]) {
    const { id, avatar } = made.get(p.model)!;
    const stem = avatar.slice('uploads/products/'.length, -'.webp'.length);
    for (const [prefix, title] of [
      ['', p.hy],
      ['/en', p.en],
      ['/ru', p.ru],
    ] as const) {
      await page.goto(`${prefix}/product/${id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      const photo = page.locator(`img[src*="${stem}"]`).first();
      await expect(photo).toBeVisible();
      expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    }
  }

  // The demo catalogue as the other journeys count it.
  for (const { id } of made.values()) {
    const gone = await request.delete(`/api/products/${id}`, { headers: bearer(token) });
    expect(gone.status()).toBe(200);
  }
});
