import type { FastifyPluginAsync } from 'fastify';
import { postForm, requestedPage } from '@voski/contract';
import { serve } from '../../http/endpoint.ts';
import type { MediaStore } from '../media/store.ts';
import { multipartValidator, parseForm, takeUpload, updatedForm } from '../media/uploads.ts';
import type { PostService } from './posts.ts';

const upload = { validatorCompiler: multipartValidator };

/** The "follow us" feed: posts with an uploaded image. */
export const postRoutes =
  (posts: PostService, media: MediaStore): FastifyPluginAsync =>
  async (app) => {
    serve(app, 'GET /posts', async (request) => {
      const page = requestedPage(request.query);
      return page ? posts.page(page) : { data: await posts.list() };
    });
    serve(app, 'GET /posts/:id', async (request) => ({
      data: await posts.get(request.params.id),
    }));
    serve(
      app,
      'POST /posts',
      async (request, reply) => {
        const data = await takeUpload(request, media, 'posts', ['image'], ({ fields, files }) =>
          posts.create(parseForm(postForm, fields), files.image?.[0]),
        );
        return reply.code(201).send({ data });
      },
      upload,
    );
    serve(
      app,
      'POST /posts/:id',
      async (request) => {
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
      upload,
    );
    serve(app, 'DELETE /posts/:id', async (request) => {
      await posts.remove(request.params.id);
      return { message: 'Post deleted.' };
    });
  };
