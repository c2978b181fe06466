import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Availability, productSorts, Role, type Product, type ProductSort } from '@voski/contract';
import { products } from '../src/db/schema/index.ts';
import { productJsonChunks } from '../src/modules/catalog/product-json.ts';
import { orderOf } from '../src/modules/catalog/products.ts';
import { catalogClient, image, multipart } from './catalog-fixtures.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let staff: string;
let c: ReturnType<typeof catalogClient>;
let top: number;

/**
 * Nine products with what makes a product's JSON: two images, two subcategories, a linked blog
 * post, a weight with decimals, equal prices (ties the keyset must order by id) and one not on
 * sale. The whole lists the database writes must equal, product for product, the pages the
 * server builds in JavaScript.
 */
beforeAll(async () => {
  t = await startTestApp();
  staff = await t.staffToken(Role.Adder);
  c = catalogClient(t, staff);
  top = await c.category('Rings');
  const a = await c.category('Wedding', top);
  const b = await c.category('Engagement', top);
  const blog = await t.request({
    method: 'POST',
    url: '/api/blogs',
    token: staff,
    ...(await multipart({ title: 'Care', title_en: 'Care', content: '<p>Keep it dry.</p>' })),
  });
  expect(blog.statusCode, blog.body).toBe(201);
  const blogId = blog.json<{ data: { id: number } }>().data.id;
  const photo = await image();
  for (let n = 1; n <= 9; n++) {
    await c.product(
      {
        title_en: `p${n}`,
        price: 100000 + 1000 * (n % 3),
        weight: `${n}.25`,
        category_id: JSON.stringify(n % 2 ? [a] : [a, b]),
        status: n === 5 ? Availability.NotAvailable : Availability.OnSale,
        ...(n === 3 ? { blog_id: blogId } : {}),
      },
      n % 4 === 1
        ? [
            { field: 'avatar', data: photo },
            { field: 'images', data: photo },
            { field: 'images', data: photo },
          ]
        : [],
    );
  }
});
afterAll(() => t.close());

async function get(url: string, token?: string) {
  const res = await t.request({ method: 'GET', url, token });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

/** The same list a page at a time, as built in JavaScript. */
async function paged(url: string, token?: string): Promise<Product[]> {
  const join = url.includes('?') ? '&' : '?';
  return (await get(`${url}${join}per_page=100`, token)).json<{ data: Product[] }>().data;
}

describe('whole lists written by the database', () => {
  it('equal the pages built in JavaScript, for every list and order', async () => {
    for (const sort of productSorts) {
      for (const url of [
        `/api/products/all?sort=${sort}`,
        `/api/products/categories/${top}?sort=${sort}`,
        `/api/products/filter/${top}?sort=${sort}&min=101000`,
      ]) {
        const whole = (await get(url)).json<{ data: Product[] }>();
        expect(Object.keys(whole)).toEqual(['data']);
        expect(whole.data.length, url).toBeGreaterThan(0);
        expect(whole.data, url).toEqual(await paged(url));
      }
    }
  });

  it('carry the linked blog post, images, categories and timestamps as the views do', async () => {
    const [withBlog] = (await get('/api/products/all'))
      .json<{ data: Product[] }>()
      .data.filter((p) => p.title_en === 'p3');
    expect(withBlog!.blog).toMatchObject({ title_en: 'Care', qrs: { image: expect.any(String) } });
    const [withImages] = (await get('/api/products/all'))
      .json<{ data: Product[] }>()
      .data.filter((p) => p.title_en === 'p9');
    expect(withImages!.images).toHaveLength(2);
    expect(withImages!.weight).toBe(9.25);
    expect(withImages!.created_at).toBe(new Date(withImages!.created_at).toISOString());
  });

  it('staff see the product not on sale too', async () => {
    const whole = (await get('/api/products', staff)).json<{ data: Product[] }>().data;
    expect(whole).toHaveLength(9);
    expect(whole).toEqual(await paged('/api/products', staff));
  });

  it('an unknown category is still a 404, an empty one an empty list', async () => {
    const missing = await t.request({ method: 'GET', url: '/api/products/categories/999999' });
    expect(missing.statusCode).toBe(404);
    expect((await get('/api/products/newProducts')).json()).toEqual({ data: [] });
  });

  it('go out in chunks that never repeat or skip a product, ties included', async () => {
    const urlOf: Record<ProductSort, string> = {
      newest: '/api/products/all',
      price_asc: '/api/products/all?sort=price_asc',
      price_desc: '/api/products/all?sort=price_desc',
    };
    for (const sort of productSorts) {
      const chunks: string[] = [];
      const onSale = eq(products.status, Availability.OnSale);
      const chunked = productJsonChunks(t.database.db, onSale, sort, orderOf(sort), undefined, 2);
      for await (const chunk of chunked) {
        chunks.push(chunk);
      }
      expect(chunks.length).toBe(4); // 8 products on sale, 2 a chunk
      const ids = (JSON.parse(`[${chunks.join(',')}]`) as Product[]).map((p) => p.id);
      const expected = (await get(urlOf[sort])).json<{ data: Product[] }>().data.map((p) => p.id);
      expect(ids, sort).toEqual(expected);
    }
  });

  it('are kept by the answer cache like any storefront answer', async () => {
    await get('/api/products/importants');
    await get('/api/products/all?sort=price_desc&utm=1');
    const again = await get('/api/products/all?sort=price_desc');
    expect(again.headers['x-cache']).toBe('hit');
    expect(again.json<{ data: Product[] }>().data).toEqual(
      await paged('/api/products/all?sort=price_desc'),
    );
  });
});
