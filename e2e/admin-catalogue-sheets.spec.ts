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
