import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  access,
  blog,
  blogForm,
  errorBody,
  idParam,
  paginationMeta,
  paginationQuery,
  requestedPage,
  messageAnswer,
} from '@voski/contract';
import type { MediaStore } from '../media/store.ts';
import {
  multipartValidator,
  parseForm,
  takeUpload,
  updatedForm,
  uploadErrors,
} from '../media/uploads.ts';
import type { BlogService } from './blogs.ts';

/** The blog: posts with sanitized HTML and a gallery of uploaded images. */
export const blogRoutes =
  (blogs: BlogService, media: MediaStore): FastifyPluginAsyncZod =>
  async (app) => {
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
      config: { access: access.catalogWrite },
      validatorCompiler: multipartValidator,
      schema: {
        tags: ['blogs'],
        summary: 'Add a blog post (multipart: title*, content* (HTML, sanitized), images[0..n])',
        consumes: ['multipart/form-data'],
        body: blogForm,
        response: { 201: z.object({ data: blog }), 404: errorBody, ...uploadErrors },
      },
      handler: async (request, reply) => {
        const data = await takeUpload(request, media, 'blogs', ['images'], ({ fields, files }) =>
          blogs.create(parseForm(blogForm, fields), files.images ?? []),
        );
        return reply.code(201).send({ data });
      },
    });
    app.post('/blogs/:id', {
      config: { access: access.catalogWrite },
      validatorCompiler: multipartValidator,
      schema: {
        tags: ['blogs'],
        summary: 'Change a blog post (multipart); new images join the gallery',
        consumes: ['multipart/form-data'],
        params: idParam,
        body: blogForm.partial(),
        response: { 200: z.object({ data: blog }), 404: errorBody, ...uploadErrors },
      },
      handler: async (request) => {
        const stored = await blogs.get(request.params.id);
        const data = await takeUpload(request, media, 'blogs', ['images'], ({ fields, files }) =>
          blogs.update(
            stored.id,
            parseForm(blogForm, updatedForm(stored, fields)),
            files.images ?? [],
          ),
        );
        return { data };
      },
    });
    app.get('/blogs/deleteImage/:imageId', {
      config: { access: access.catalogWrite },
      schema: {
        tags: ['blogs'],
        summary: 'Remove one gallery image; answers the blog post',
        params: z.object({ imageId: idParam.shape.id }),
        response: { 200: z.object({ data: blog }), 404: errorBody },
      },
      handler: async (request) => ({ data: await blogs.deleteImage(request.params.imageId) }),
    });
    app.delete('/blogs/:id', {
      config: { access: access.catalogWrite },
      schema: {
        tags: ['blogs'],
        params: idParam,
        response: { 200: messageAnswer, 404: errorBody },
      },
      handler: async (request) => {
        await blogs.remove(request.params.id);
        return { message: 'Blog post deleted.' };
      },
    });
  };
