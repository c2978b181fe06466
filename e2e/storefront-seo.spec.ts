import { expect, test } from './fixtures';

test('robots.txt keeps the staff pages, the basket and checkout out', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/plain');
  const text = await response.text();
  for (const path of ['/admin', '/login', '/basket', '/en/basket', '/ru/basket', '/checkout']) {
    expect(text).toContain(`Disallow: ${path}\n`);
  }
  expect(text).toMatch(/Sitemap: http:\/\/[^/]+\/sitemap\.xml/);
});

test('sitemap.xml is an index whose files list every product and category in every language', async ({
  request,
}) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/xml');
  const index = await response.text();
  expect(index).toContain('<sitemapindex');
  const files = [...index.matchAll(/<loc>(http:[^<]+)<\/loc>/g)].map(
    (m) => new URL(m[1]!).pathname,
  );
  expect(files).toEqual([
    '/sitemaps/pages.xml',
    '/sitemaps/products-1.xml',
    '/sitemaps/blogs-1.xml',
  ]);
  let xml = '';
  for (const file of files) {
    const part = await request.get(file);
    expect(part.status(), file).toBe(200);
    expect(part.headers()['content-type']).toContain('application/xml');
    xml += await part.text();
  }
  const products = (
    (await (await request.get('/api/products/all')).json()) as {
      data: { id: number }[];
    }
  ).data;
  expect(products.length).toBeGreaterThan(0);
  for (const { id } of products) {
    for (const prefix of ['', '/en', '/ru']) {
      expect(xml).toMatch(new RegExp(`<loc>http://[^<]+${prefix}/product/${id}</loc>`));
    }
  }
  expect(xml).toMatch(/<loc>http:\/\/[^<]+\/ru\/products\/1<\/loc>/);
  // the whole lists behind the home page's sections
  expect(xml).toMatch(/<loc>http:\/\/[^<]+\/en\/offers<\/loc>/);
  expect(xml).toMatch(/<loc>http:\/\/[^<]+\/ru\/new<\/loc>/);
  expect(xml).toContain('hreflang="x-default"');
  expect(xml).not.toContain('/basket');
  expect((await request.get('/sitemaps/products-2.xml')).status()).toBe(404);
});

test('a product page has its title, description, alternates, Open Graph and JSON-LD', async ({
  page,
}) => {
  await page.goto('/en/product/1');
  const title = await page.title();
  expect(title).toMatch(/ — Voski$/);
  const name = title.replace(/ — Voski$/, '');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /fineness \d+/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en\/product\/1$/);
  for (const [lang, path] of [
    ['hy', '/product/1'],
    ['en', '/en/product/1'],
    ['ru', '/ru/product/1'],
    ['x-default', '/product/1'],
  ]) {
    await expect(page.locator(`link[rel="alternate"][hreflang="${lang}"]`)).toHaveAttribute(
      'href',
      new RegExp(`^http://[^/]+${path}$`),
    );
  }
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'product');
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    /^http:\/\/.+\/uploads\/products\/.+\.webp$/,
  );

  const jsonLd = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
  );
  const product = (await (await page.request.get('/api/products/1')).json()) as {
    price: number;
    model: string;
  };
  expect(jsonLd).toMatchObject({
    '@type': 'Product',
    name,
    sku: product.model,
    offers: {
      '@type': 'Offer',
      price: String(product.price),
      priceCurrency: 'AMD',
      availability: 'https://schema.org/InStock',
    },
  });
});

test('each page has its own title, and private pages are not indexed', async ({ page }) => {
  const titles = new Set<string>();
  for (const path of ['/en', '/en/products/1', '/en/contacts', '/en/faq', '/en/return-policy']) {
    await page.goto(path);
    titles.add(await page.title());
    await expect(page.locator('meta[name="description"]')).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  }
  expect(titles.size).toBe(5);

  await page.goto('/en/products/1?sub=2');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en\/products\/1$/);

  for (const path of ['/basket', '/en/favorites', '/ru/search?query=x', '/en/checkout']) {
    await page.goto(path);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  }
});
