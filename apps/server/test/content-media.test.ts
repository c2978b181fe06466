import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@voski/contract';
import { catalogClient, image, multipart, uploads } from './catalog-fixtures.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let adder: string;

beforeAll(async () => {
  t = await startTestApp();
  adder = await t.staffToken(Role.Adder);
});
afterAll(() => t.close());

async function send(
  method: 'POST' | 'PUT',
  url: string,
  fields: Record<string, string | number>,
  files: { field: string; data: Buffer; name?: string; type?: string }[] = [],
) {
  const body = await multipart(fields, files);
  return t.request({ method, url, token: adder, ...body });
}

describe('slides', () => {
  it('adds slides with an image, lists them by priority with the interval', async () => {
    const a = await send('POST', '/api/slides', { url: '/en/products/1', priority: 2 }, [
      { field: 'image', data: await image('jpeg', 800, 400) },
    ]);
    expect(a.statusCode).toBe(201);
    expect(a.json().data).toMatchObject({ url: '/en/products/1', priority: 2 });
    expect(a.json().data.image).toMatch(/^uploads\/slides\/[\w-]+\.webp$/);
    const b = await send('POST', '/api/slides', { url: 'https://instagram.com/voski' }, [
      { field: 'image', data: await image('png') },
    ]);
    expect(b.json().data.priority).toBe(0);
    const c = await send('POST', '/api/slides', { priority: 7 }, [
      { field: 'image', data: await image('webp') },
    ]);

    const list = (await t.request({ method: 'GET', url: '/api/slides' })).json();
    expect(list.interval).toBe(3000);
    expect(list.slides.map((s: { id: number }) => s.id)).toEqual([
      c.json().data.id,
      a.json().data.id,
      b.json().data.id,
    ]);
  });

  it('sets the interval within 1000..5000 ms only', async () => {
    for (const interval of [999, 5001, 'fast']) {
      const res = await t.request({
        method: 'POST',
        url: '/api/slides/interval',
        payload: { interval },
        token: adder,
      });
      expect(res.statusCode, String(interval)).toBe(422);
      expect(res.json().errors.interval).toBeDefined();
    }
    const ok = await t.request({
      method: 'POST',
      url: '/api/slides/interval',
      payload: { interval: 4500 },
      token: adder,
    });
    expect(ok.json()).toEqual({ interval: 4500 });
    expect((await t.request({ method: 'GET', url: '/api/slides' })).json().interval).toBe(4500);
  });

  it('sets a priority by GET /priority/{id}/{value}, refusing values outside 0..7', async () => {
    const [first] = (await t.request({ method: 'GET', url: '/api/slides' })).json().slides;
    expect(
      (await t.request({ method: 'GET', url: `/api/priority/${first.id}/8`, token: adder }))
        .statusCode,
    ).toBe(422);
    const res = await t.request({
      method: 'GET',
      url: `/api/priority/${first.id}/1`,
      token: adder,
    });
    expect(res.json().data.priority).toBe(1);
  });

  it('needs an image to add a slide, and refuses a bad link, storing nothing', async () => {
    const before = await uploads(t, 'slides');
    const noImage = await send('POST', '/api/slides', { url: '/x' });
    expect(noImage.statusCode).toBe(422);
    expect(noImage.json().errors).toEqual({ image: ['The image field is required.'] });
    const badLink = await send('POST', '/api/slides', { url: 'javascript:alert(1)' }, [
      { field: 'image', data: await image() },
    ]);
    expect(badLink.statusCode).toBe(422);
    expect(badLink.json().errors.url).toEqual([
      'The url must be a site path (/...) or an http(s) address.',
    ]);
    expect(await uploads(t, 'slides')).toEqual(before);
  });

  it('refuses a text file named .jpg with 415', async () => {
    const res = await send('POST', '/api/slides', {}, [
      {
        field: 'image',
        data: Buffer.from('just some text'),
        name: 'photo.jpg',
        type: 'image/jpeg',
      },
    ]);
    expect(res.statusCode).toBe(415);
  });

  it('replaces the image on update and removes the old files; delete removes the rest', async () => {
    const created = await send('POST', '/api/slides', { url: '/a' }, [
      { field: 'image', data: await image() },
    ]);
    const { id, image: old } = created.json().data;
    const updated = await send('POST', `/api/slides/${id}`, { url: '/b' }, [
      { field: 'image', data: await image('png') },
    ]);
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ id, url: '/b', priority: 0 });
    const files = await uploads(t, 'slides');
    const base = (p: string) => p.split('/').pop()!.replace('.webp', '');
    expect(files.some((f) => f.startsWith(base(old)))).toBe(false);
    expect(files.some((f) => f.startsWith(base(updated.json().data.image)))).toBe(true);

    expect(
      (await t.request({ method: 'DELETE', url: `/api/slides/${id}`, token: adder })).statusCode,
    ).toBe(200);
    expect(
      (await uploads(t, 'slides')).some((f) => f.startsWith(base(updated.json().data.image))),
    ).toBe(false);
    expect((await t.request({ method: 'GET', url: `/api/slides/${id}` })).statusCode).toBe(404);
  });
});

describe('posts', () => {
  it('creates, reads, updates a caption keeping the rest, deletes', async () => {
    const res = await send(
      'POST',
      '/api/posts',
      { url: 'https://instagram.com/p/1', caption: 'Նոր հավաքածու', caption_en: 'New collection' },
      [{ field: 'image', data: await image() }],
    );
    expect(res.statusCode).toBe(201);
    const { id } = res.json().data;
    const upd = await send('POST', `/api/posts/${id}`, { caption_ru: 'Новая коллекция' });
    expect(upd.json().data).toMatchObject({
      caption: 'Նոր հավաքածու',
      caption_en: 'New collection',
      caption_ru: 'Новая коллекция',
      url: 'https://instagram.com/p/1',
    });
    expect((await t.request({ method: 'GET', url: '/api/posts' })).json().data).toHaveLength(1);
    expect(
      (await t.request({ method: 'DELETE', url: `/api/posts/${id}`, token: adder })).statusCode,
    ).toBe(200);
    expect((await t.request({ method: 'GET', url: `/api/posts/${id}` })).statusCode).toBe(404);
  });
});

describe('blogs', () => {
  const xss = [
    '<p>Gold <script>alert(1)</script>care</p>',
    '<img src="x" onerror="alert(1)">',
    '<a href="javascript:alert(1)">click</a>',
    '<p onclick="steal()" style="background:url(javascript:alert(1))">text</p>',
    '<iframe src="https://evil.example"></iframe><svg onload="alert(1)"></svg>',
  ].join('');

  it('stores sanitized rich text, a gallery and a QR code of the post address', async () => {
    const res = await send(
      'POST',
      '/api/blogs',
      {
        title: 'Ինչպես խնամել ոսկին',
        title_en: 'Caring for gold',
        content: xss,
        content_en: '<h2>Care</h2><p>Use a <strong>soft</strong> cloth.</p>',
      },
      [
        { field: 'images[0]', data: await image() },
        { field: 'images[1]', data: await image('png') },
      ],
    );
    expect(res.statusCode).toBe(201);
    const post = res.json().data;
    expect(post.content).toBe('<p>Gold care</p><img src="x" /><a>click</a><p>text</p>');
    expect(post.content).not.toMatch(/script|onerror|onclick|javascript|iframe|svg|style/i);
    expect(post.content_en).toBe('<h2>Care</h2><p>Use a <strong>soft</strong> cloth.</p>');
    expect(post.images).toHaveLength(2);
    expect(post.qrs.image).toMatch(/^uploads\/qrs\/[\w-]+\.webp$/);
    const qr = await t.request({ method: 'GET', url: `/${post.qrs.image}` });
    expect(qr.statusCode).toBe(200);

    const read = await t.request({ method: 'GET', url: `/api/blogs/${post.id}` });
    expect(read.json()).toMatchObject({ id: post.id, title_en: 'Caring for gold' });
  });

  it('finds posts by any language, case-insensitively', async () => {
    for (const query of ['caring', 'ԽՆԱՄԵԼ', 'soft cloth']) {
      const res = await t.request({
        method: 'GET',
        url: `/api/blogs/search?query=${encodeURIComponent(query)}`,
      });
      expect(
        res.json().data.map((b: { title_en: string }) => b.title_en),
        query,
      ).toEqual(['Caring for gold']);
    }
    expect(
      (await t.request({ method: 'GET', url: '/api/blogs/search?query=platinum' })).json().data,
    ).toEqual([]);
  });

  it('adds images on update, removes one by id, deletes the post with its files', async () => {
    const [post] = (await t.request({ method: 'GET', url: '/api/blogs' })).json();
    const upd = await send('POST', `/api/blogs/${post.id}`, { title_ru: 'Уход за золотом' }, [
      { field: 'images[0]', data: await image('webp') },
    ]);
    expect(upd.json().data.images).toHaveLength(3);
    expect(upd.json().data.title_en).toBe('Caring for gold');
    const removed = await t.request({
      method: 'GET',
      url: `/api/blogs/deleteImage/${post.images[0].id}`,
      token: adder,
    });
    expect(removed.json().data.images).toHaveLength(2);
    expect(
      (await t.request({ method: 'DELETE', url: `/api/blogs/${post.id}`, token: adder }))
        .statusCode,
    ).toBe(200);
    expect(await uploads(t, 'blogs')).toEqual([]);
    expect(await uploads(t, 'qrs')).toEqual([]);
  });

  it('needs a title', async () => {
    const res = await send('POST', '/api/blogs', { content: '<p>x</p>' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.title).toEqual(['The title field is required.']);
  });

  it('stores nothing of a post whose QR code cannot be stored', async () => {
    const before = (await t.request({ method: 'GET', url: '/api/blogs' })).json().length;
    const imagesBefore = await uploads(t, 'blogs');
    // A file where the QR codes' folder should be: storing a code fails as a full disk would.
    const qrs = path.join(t.dataDir, 'uploads', 'qrs');
    await rm(qrs, { recursive: true, force: true });
    await writeFile(qrs, 'not a folder');
    try {
      const res = await send('POST', '/api/blogs', { title: 'No room for its code' }, [
        { field: 'images[0]', data: await image() },
      ]);
      // The disk refused the write: storage is unavailable, said as such, nothing kept.
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: 'Image storage is unavailable; nothing was saved.' });
    } finally {
      await rm(qrs, { force: true });
    }
    expect((await t.request({ method: 'GET', url: '/api/blogs' })).json()).toHaveLength(before);
    expect(await uploads(t, 'blogs')).toEqual(imagesBefore);
    const created = await send('POST', '/api/blogs', { title: 'Room again' });
    expect(created.statusCode).toBe(201);
    expect(created.json().data.qrs.image).toMatch(/^uploads\/qrs\//);
  });

  it('redraws QR codes when the public address changes', async () => {
    const created = (await send('POST', '/api/blogs', { title: 'QR' })).json().data;
    const { BlogService } = await import('../src/modules/content/blogs.ts');
    const moved = new BlogService(t.database.db, t.services.media, 'https://voski.am');
    expect(await moved.refreshQrCodes()).toBeGreaterThanOrEqual(1);
    expect(await moved.refreshQrCodes()).toBe(0);
    const after = (await t.request({ method: 'GET', url: `/api/blogs/${created.id}` })).json();
    expect(after.qrs.image).not.toBe(created.qrs.image);
  });
});

describe('about and slogan', () => {
  it('saves the about page with two images and sanitized texts', async () => {
    const res = await send(
      'POST',
      '/api/about',
      { content_1: '<p>Since 1998<script>x</script></p>', content_2_en: '<p>Our masters</p>' },
      [
        { field: 'avatar1', data: await image() },
        { field: 'avatar2', data: await image('png') },
      ],
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().about).toMatchObject({
      content_1: '<p>Since 1998</p>',
      content_2_en: '<p>Our masters</p>',
    });
    expect(res.json().about.image1).toMatch(/^uploads\/about\//);
    const again = await send('POST', '/api/about', { content_1_ru: '<p>С 1998 года</p>' });
    expect(again.json().about).toMatchObject({
      content_1: '<p>Since 1998</p>',
      content_1_ru: '<p>С 1998 года</p>',
      image1: res.json().about.image1,
    });
    expect((await t.request({ method: 'GET', url: '/api/about' })).json().about.content_2_en).toBe(
      '<p>Our masters</p>',
    );
  });

  it('saves the slogan with a colour, answering under `about`', async () => {
    const bad = await send('POST', '/api/slogans', { color: 'gold' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.color).toEqual(['The color must be a hex colour like #d09f4e.']);
    const res = await send(
      'POST',
      '/api/slogans',
      { color: '#1A1A1A', content_1: '<p>Ոսկին՝ ընդմիշտ</p>' },
      [{ field: 'avatar1', data: await image() }],
    );
    expect(res.statusCode).toBe(200);
    const read = (await t.request({ method: 'GET', url: '/api/slogans' })).json();
    expect(read.about).toMatchObject({ color: '#1a1a1a', content_1: '<p>Ոսկին՝ ընդմիշտ</p>' });
    expect(read.about.image1).toMatch(/^uploads\/slogans\//);
  });
});

describe('products and their blog post', () => {
  it('a product shows its linked post with the QR code; deleting the post unlinks it', async () => {
    const catalog = catalogClient(t, adder);
    const top = await catalog.category('Rings');
    const sub = await catalog.category('Bands', top);
    const post = (
      await send('POST', '/api/blogs', { title: 'Ring sizes', title_en: 'Ring sizes' })
    ).json().data;
    const product = await catalog.product({ category_id: JSON.stringify([sub]), blog_id: post.id });
    expect(product.blog_id).toBe(post.id);
    expect(product.blog).toMatchObject({
      id: post.id,
      title_en: 'Ring sizes',
      qrs: { image: post.qrs.image },
    });

    // Editing the post shows at once in the (cached) storefront answer.
    await send('POST', `/api/blogs/${post.id}`, { title_en: 'Ring size guide' });
    const read = await t.request({ method: 'GET', url: `/api/products/${product.id}` });
    expect(read.json().blog.title_en).toBe('Ring size guide');

    await t.request({ method: 'DELETE', url: `/api/blogs/${post.id}`, token: adder });
    const after = (await t.request({ method: 'GET', url: `/api/products/${product.id}` })).json();
    expect(after).toMatchObject({ blog_id: null, blog: null });
  });
});

describe('feed posts and blog posts a page at a time', () => {
  it('answer one page newest first with meta, the whole list without page or per_page', async () => {
    const posts: number[] = [];
    const blogs: number[] = [];
    for (let n = 1; n <= 3; n++) {
      const post = await send('POST', '/api/posts', { url: `https://instagram.com/p/page${n}` }, [
        { field: 'image', data: await image() },
      ]);
      posts.push(post.json<{ data: { id: number } }>().data.id);
      const blog = await send('POST', '/api/blogs', { title: `Paged ${n}` });
      blogs.push(blog.json<{ data: { id: number } }>().data.id);
    }
    const get = async (url: string) => (await t.request({ method: 'GET', url })).json();
    const allPosts = (await get('/api/posts')).data.map((p: { id: number }) => p.id);
    expect(allPosts.slice(0, 3)).toEqual([...posts].reverse());
    const postPage = await get('/api/posts?per_page=2&page=1');
    expect(postPage.data.map((p: { id: number }) => p.id)).toEqual(allPosts.slice(0, 2));
    expect(postPage.meta).toEqual({ page: 1, per_page: 2, total: allPosts.length });

    const allBlogs = (await get('/api/blogs')).map((b: { id: number }) => b.id);
    expect(Array.isArray(allBlogs)).toBe(true);
    const lastPage = Math.ceil(allBlogs.length / 2);
    const blogPage = await get(`/api/blogs?per_page=2&page=${lastPage}`);
    expect(blogPage.data.map((b: { id: number }) => b.id)).toEqual(
      allBlogs.slice((lastPage - 1) * 2),
    );
    expect(blogPage.meta).toEqual({ page: lastPage, per_page: 2, total: allBlogs.length });
    expect(blogPage.data[0]).toHaveProperty('images');
  });

  it('refuse a bad page with 422', async () => {
    for (const url of ['/api/posts?per_page=0', '/api/blogs?page=abc']) {
      expect((await t.request({ method: 'GET', url })).statusCode, url).toBe(422);
    }
  });
});
