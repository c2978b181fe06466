import type { FastifyPluginAsync } from 'fastify';
import { blogForm, requestedPage } from '@voski/contract';
import { serve } from '../../http/endpoint.ts';
import type { MediaStore } from '../media/store.ts';
import { multipartValidator, parseForm, takeUpload, updatedForm } from '../media/uploads.ts';
import type { BlogService } from './blogs.ts';

const upload = { validatorCompiler: multipartValidator };

/** The blog: posts with sanitized HTML and a gallery of uploaded images. */
export const blogRoutes =
  (blogs: BlogService, media: MediaStore): FastifyPluginAsync =>
  async (app) => {
    serve(app, 'GET /blogs', (request) => {
      const page = requestedPage(request.query);
      return page ? blogs.page(page) : blogs.list();
    });
    serve(app, 'GET /blogs/search', async (request) => ({
      data: await blogs.search(request.query.query),
    }));
    serve(app, 'GET /blogs/:id', (request) => blogs.get(request.params.id));
    serve(
      app,
      'POST /blogs',
      async (request, reply) => {
        const data = await takeUpload(request, media, 'blogs', ['images'], ({ fields, files }) =>
          blogs.create(parseForm(blogForm, fields), files.images ?? []),
        );
        return reply.code(201).send({ data });
      },
      upload,
    );
    serve(
      app,
      'POST /blogs/:id',
      async (request) => {
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
      upload,
    );
    serve(app, 'GET /blogs/deleteImage/:imageId', async (request) => ({
      data: await blogs.deleteImage(request.params.imageId),
    }));
    serve(app, 'DELETE /blogs/:id', async (request) => {
      await blogs.remove(request.params.id);
      return { message: 'Blog post deleted.' };
    });
  };
