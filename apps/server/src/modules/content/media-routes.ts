import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  about,
  aboutForm,
  access,
  blog,
  blogForm,
  errorBody,
  idParam,
  paginationMeta,
  paginationQuery,
  post,
  postForm,
  requestedPage,
  slide,
  slideForm,
  slideIntervalBody,
  slidePriority,
  slogan,
  sloganForm,
} from '@voski/contract';
import {
  commitUpload,
  multipartValidator,
  parseForm,
  readMultipart,
  receiveUpload,
  type FormFields,
} from '../media/uploads.ts';
import { acceptUrlEncoded } from '../../http/form-body.ts';
import type { MediaStore } from '../media/store.ts';
import type { BlogService } from './blogs.ts';
import type { PageService } from './pages.ts';
import type { PostService } from './posts.ts';
import type { SlideService } from './slides.ts';

export interface ContentMediaServices {
  media: MediaStore;
  slides: SlideService;
  posts: PostService;
  blogs: BlogService;
  pages: PageService;
}

const note = z.object({ message: z.string() });
const uploadErrors = { 404: errorBody, 413: errorBody, 415: errorBody, 422: errorBody };
const staff = { access: access.catalogWrite };
const multipart = { validatorCompiler: multipartValidator };
const noFiles = async () => {};

/** What an update form becomes: the stored values, overridden by the fields sent. */
const over = (stored: Record<string, unknown>, sent: FormFields): FormFields => ({
  ...Object.fromEntries(
    Object.entries(stored)
      .filter(([, v]) => typeof v === 'string' || typeof v === 'number')
      .map(([k, v]) => [k, String(v)]),
  ),
  ...sent,
});

export const contentMediaRoutes =
  ({ media, slides, posts, blogs, pages }: ContentMediaServices): FastifyPluginAsyncZod =>
  async (app) => {
    // Slides
    app.get('/slides', {
      config: { access: access.public },
      schema: {
        tags: ['slides'],
        summary: 'Carousel slides, highest priority first, and the interval in ms',
        response: { 200: z.object({ slides: z.array(slide), interval: z.number().int() }) },
      },
      handler: async () => ({ slides: await slides.list(), interval: await slides.interval() }),
    });
    app.get('/slides/:id', {
      config: { access: access.public },
      schema: {
        tags: ['slides'],
        params: idParam,
        response: { 200: z.object({ data: slide }), 404: errorBody },
      },
      handler: async (request) => ({ data: await slides.get(request.params.id) }),
    });
    // Older back-offices send the interval as a form field (multipart or urlencoded).
    await app.register(async (scope) => {
      acceptUrlEncoded(scope, 4096);
      scope.post('/slides/interval', {
        config: staff,
        ...multipart,
        schema: {
          tags: ['slides'],
          summary: 'Set the carousel interval (1000..5000 ms)',
          description: 'JSON, multipart or urlencoded: `interval` in ms.',
          consumes: [
            'application/json',
            'multipart/form-data',
            'application/x-www-form-urlencoded',
          ],
          body: slideIntervalBody,
          response: { 200: z.object({ interval: z.number().int() }), 422: errorBody },
        },
        handler: async (request) => {
          const sent = request.isMultipart()
            ? await readMultipart(request, [], noFiles)
            : request.body;
          const { interval } = parseForm(slideIntervalBody, sent);
          return { interval: await slides.setInterval(interval) };
        },
      });
    });
    app.post('/slides', {
      config: staff,
      ...multipart,
      schema: {
        tags: ['slides'],
        summary: 'Add a slide (multipart: url, priority, image)',
        consumes: ['multipart/form-data'],
        body: slideForm,
        response: { 201: z.object({ data: slide }), ...uploadErrors },
      },
      handler: async (request, reply) => {
        const upload = await receiveUpload(request, media, 'slides', ['image']);
        const data = await commitUpload(upload, () =>
          slides.create(parseForm(slideForm, upload.fields), upload.files.image?.[0]),
        );
        return reply.code(201).send({ data });
      },
    });
    app.post('/slides/:id', {
      config: staff,
      ...multipart,
      schema: {
        tags: ['slides'],
        summary: 'Change a slide (multipart); a new image replaces the old',
        consumes: ['multipart/form-data'],
        params: idParam,
        body: slideForm.partial(),
        response: { 200: z.object({ data: slide }), ...uploadErrors },
      },
      handler: async (request) => {
        const stored = await slides.get(request.params.id);
        const upload = await receiveUpload(request, media, 'slides', ['image']);
        const data = await commitUpload(upload, () =>
          slides.update(
            stored.id,
            parseForm(slideForm, over(stored, upload.fields)),
            upload.files.image?.[0],
          ),
        );
        return { data };
      },
    });
    app.get('/priority/:id/:value', {
      config: staff,
      schema: {
        tags: ['slides'],
        summary: 'Set the priority of a slide (0..7, higher first)',
        params: idParam.extend({ value: slidePriority }),
        response: { 200: z.object({ data: slide }), 404: errorBody, 422: errorBody },
      },
      handler: async (request) => ({
        data: await slides.setPriority(request.params.id, request.params.value),
      }),
    });
    app.delete('/slides/:id', {
      config: staff,
      schema: { tags: ['slides'], params: idParam, response: { 200: note, 404: errorBody } },
      handler: async (request) => {
        await slides.remove(request.params.id);
        return { message: 'Slide deleted.' };
      },
    });

    // Posts: the "follow us" feed
    app.get('/posts', {
      config: { access: access.public },
      schema: {
        tags: ['posts'],
        summary: 'The "follow us" feed, newest first; ?page=&per_page= answers one page and meta',
        querystring: paginationQuery,
        response: {
          200: z.object({ data: z.array(post), meta: paginationMeta.optional() }),
          422: errorBody,
        },
      },
      handler: async (request) => {
        const page = requestedPage(request.query);
        return page ? posts.page(page) : { data: await posts.list() };
      },
    });
    app.get('/posts/:id', {
      config: { access: access.public },
      schema: {
        tags: ['posts'],
        params: idParam,
        response: { 200: z.object({ data: post }), 404: errorBody },
      },
      handler: async (request) => ({ data: await posts.get(request.params.id) }),
    });
    app.post('/posts', {
      config: staff,
      ...multipart,
      schema: {
        tags: ['posts'],
        summary: 'Add a post (multipart: url, caption*, image)',
        consumes: ['multipart/form-data'],
        body: postForm,
        response: { 201: z.object({ data: post }), ...uploadErrors },
      },
      handler: async (request, reply) => {
        const upload = await receiveUpload(request, media, 'posts', ['image']);
        const data = await commitUpload(upload, () =>
          posts.create(parseForm(postForm, upload.fields), upload.files.image?.[0]),
        );
        return reply.code(201).send({ data });
      },
    });
    app.post('/posts/:id', {
      config: staff,
      ...multipart,
      schema: {
        tags: ['posts'],
        summary: 'Change a post (multipart); a new image replaces the old',
        consumes: ['multipart/form-data'],
        params: idParam,
        body: postForm.partial(),
        response: { 200: z.object({ data: post }), ...uploadErrors },
      },
      handler: async (request) => {
        const stored = await posts.get(request.params.id);
        const upload = await receiveUpload(request, media, 'posts', ['image']);
        const data = await commitUpload(upload, () =>
          posts.update(
            stored.id,
            parseForm(postForm, over(stored, upload.fields)),
            upload.files.image?.[0],
          ),
        );
        return { data };
      },
    });
    app.delete('/posts/:id', {
      config: staff,
      schema: { tags: ['posts'], params: idParam, response: { 200: note, 404: errorBody } },
      handler: async (request) => {
        await posts.remove(request.params.id);
        return { message: 'Post deleted.' };
      },
    });

    // Blogs
    app.get('/blogs', {
      config: { access: access.public },
      schema: {
        tags: ['blogs'],
        summary: 'All blog posts, newest first; ?page=&per_page= answers one page and meta',
        querystring: paginationQuery,
        response: {
          200: z.union([z.array(blog), z.object({ data: z.array(blog), meta: paginationMeta })]),
          422: errorBody,
        },
      },
      handler: (request) => {
        const page = requestedPage(request.query);
        return page ? blogs.page(page) : blogs.list();
      },
    });
    app.get('/blogs/search', {
      config: { access: access.public },
      schema: {
        tags: ['blogs'],
        querystring: z.object({ query: z.string().max(200).default('') }),
        response: { 200: z.object({ data: z.array(blog) }) },
      },
      handler: async (request) => ({ data: await blogs.search(request.query.query) }),
    });
    app.get('/blogs/:id', {
      config: { access: access.public },
      schema: { tags: ['blogs'], params: idParam, response: { 200: blog, 404: errorBody } },
      handler: (request) => blogs.get(request.params.id),
    });
    app.post('/blogs', {
      config: staff,
      ...multipart,
      schema: {
        tags: ['blogs'],
        summary: 'Add a blog post (multipart: title*, content* (HTML, sanitized), images[0..n])',
        consumes: ['multipart/form-data'],
        body: blogForm,
        response: { 201: z.object({ data: blog }), ...uploadErrors },
      },
      handler: async (request, reply) => {
        const upload = await receiveUpload(request, media, 'blogs', ['images']);
        const data = await commitUpload(upload, () =>
          blogs.create(parseForm(blogForm, upload.fields), upload.files.images ?? []),
        );
        return reply.code(201).send({ data });
      },
    });
    app.post('/blogs/:id', {
      config: staff,
      ...multipart,
      schema: {
        tags: ['blogs'],
        summary: 'Change a blog post (multipart); new images join the gallery',
        consumes: ['multipart/form-data'],
        params: idParam,
        body: blogForm.partial(),
        response: { 200: z.object({ data: blog }), ...uploadErrors },
      },
      handler: async (request) => {
        const stored = await blogs.get(request.params.id);
        const upload = await receiveUpload(request, media, 'blogs', ['images']);
        const data = await commitUpload(upload, () =>
          blogs.update(
            stored.id,
            parseForm(blogForm, over(stored, upload.fields)),
            upload.files.images ?? [],
          ),
        );
        return { data };
      },
    });
    app.get('/blogs/deleteImage/:imageId', {
      config: staff,
      schema: {
        tags: ['blogs'],
        summary: 'Remove one gallery image; answers the blog post',
        params: z.object({ imageId: idParam.shape.id }),
        response: { 200: z.object({ data: blog }), 404: errorBody },
      },
      handler: async (request) => ({ data: await blogs.deleteImage(request.params.imageId) }),
    });
    app.delete('/blogs/:id', {
      config: staff,
      schema: { tags: ['blogs'], params: idParam, response: { 200: note, 404: errorBody } },
      handler: async (request) => {
        await blogs.remove(request.params.id);
        return { message: 'Blog post deleted.' };
      },
    });

    // About and slogan: single records
    const strip = <T extends { key: string; color: string | null }>({
      key: _k,
      color: _c,
      ...rest
    }: T) => rest;
    app.get('/about', {
      config: { access: access.public },
      schema: { tags: ['pages'], response: { 200: z.object({ about }) } },
      handler: async () => ({ about: strip(await pages.get('about')) }),
    });
    app.post('/about', {
      config: staff,
      ...multipart,
      schema: {
        tags: ['pages'],
        summary: 'Save the about page (multipart: content_1*, content_2*, avatar1, avatar2)',
        consumes: ['multipart/form-data'],
        body: aboutForm.partial(),
        response: { 200: z.object({ about }), ...uploadErrors },
      },
      handler: async (request) => {
        const stored = await pages.get('about');
        const upload = await receiveUpload(request, media, 'about', ['avatar1', 'avatar2']);
        const saved = await commitUpload(upload, () =>
          pages.save('about', parseForm(aboutForm, over(stored, upload.fields)), {
            image1: upload.files.avatar1?.[0],
            image2: upload.files.avatar2?.[0],
          }),
        );
        return { about: strip(saved) };
      },
    });
    const sloganView = ({
      key: _k,
      image2: _i,
      content_2: _a,
      content_2_en: _b,
      content_2_ru: _c,
      ...rest
    }: Awaited<ReturnType<PageService['get']>>) => ({
      ...rest,
      color: rest.color ?? '#d09f4e',
    });
    app.get('/slogans', {
      config: { access: access.public },
      schema: {
        tags: ['pages'],
        summary: 'The slogan block (answered under `about`, as older clients read it)',
        response: { 200: z.object({ about: slogan }) },
      },
      handler: async () => ({ about: sloganView(await pages.get('slogan')) }),
    });
    app.post('/slogans', {
      config: staff,
      ...multipart,
      schema: {
        tags: ['pages'],
        summary: 'Save the slogan block (multipart: color, content_1*, avatar1)',
        consumes: ['multipart/form-data'],
        body: sloganForm.partial(),
        response: { 200: z.object({ about: slogan }), ...uploadErrors },
      },
      handler: async (request) => {
        const stored = await pages.get('slogan');
        const upload = await receiveUpload(request, media, 'slogans', ['avatar1']);
        const saved = await commitUpload(upload, () =>
          pages.save('slogan', parseForm(sloganForm, over(stored, upload.fields)), {
            image1: upload.files.avatar1?.[0],
          }),
        );
        return { about: sloganView(saved) };
      },
    });
  };
