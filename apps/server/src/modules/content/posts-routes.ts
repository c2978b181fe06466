import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  access,
  errorBody,
  idParam,
  paginationMeta,
  paginationQuery,
  post,
  postForm,
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
import type { PostService } from './posts.ts';

/** The "follow us" feed: posts with an uploaded image. */
export const postRoutes =
  (posts: PostService, media: MediaStore): FastifyPluginAsyncZod =>
  async (app) => {
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
      config: { access: access.catalogWrite },
      validatorCompiler: multipartValidator,
      schema: {
        tags: ['posts'],
        summary: 'Add a post (multipart: url, caption*, image)',
        consumes: ['multipart/form-data'],
        body: postForm,
        response: { 201: z.object({ data: post }), 404: errorBody, ...uploadErrors },
      },
      handler: async (request, reply) => {
        const data = await takeUpload(request, media, 'posts', ['image'], ({ fields, files }) =>
          posts.create(parseForm(postForm, fields), files.image?.[0]),
        );
        return reply.code(201).send({ data });
      },
    });
    app.post('/posts/:id', {
      config: { access: access.catalogWrite },
      validatorCompiler: multipartValidator,
      schema: {
        tags: ['posts'],
        summary: 'Change a post (multipart); a new image replaces the old',
        consumes: ['multipart/form-data'],
        params: idParam,
        body: postForm.partial(),
        response: { 200: z.object({ data: post }), 404: errorBody, ...uploadErrors },
      },
      handler: async (request) => {
        const stored = await posts.get(request.params.id);
        const data = await takeUpload(request, media, 'posts', ['image'], ({ fields, files }) =>
          posts.update(
            stored.id,
            parseForm(postForm, updatedForm(stored, fields)),
            files.image?.[0],
          ),
        );
        return { data };
      },
    });
    app.delete('/posts/:id', {
      config: { access: access.catalogWrite },
      schema: {
        tags: ['posts'],
        params: idParam,
        response: { 200: messageAnswer, 404: errorBody },
      },
      handler: async (request) => {
        await posts.remove(request.params.id);
        return { message: 'Post deleted.' };
      },
    });
  };
