import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  access,
  errorBody,
  idParam,
  slide,
  slideForm,
  slideIntervalBody,
  slidePriority,
  messageAnswer,
} from '@voski/contract';
import { acceptUrlEncoded } from '../../http/form-body.ts';
import type { MediaStore } from '../media/store.ts';
import {
  multipartValidator,
  parseForm,
  readMultipart,
  takeUpload,
  updatedForm,
  uploadErrors,
} from '../media/uploads.ts';
import type { SlideService } from './slides.ts';

const noFiles = async () => {};

/** The home page carousel: its slides (uploaded images) and interval. */
export const slideRoutes =
  (slides: SlideService, media: MediaStore): FastifyPluginAsyncZod =>
  async (app) => {
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
        config: { access: access.catalogWrite },
        validatorCompiler: multipartValidator,
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
      config: { access: access.catalogWrite },
      validatorCompiler: multipartValidator,
      schema: {
        tags: ['slides'],
        summary: 'Add a slide (multipart: url, priority, image)',
        consumes: ['multipart/form-data'],
        body: slideForm,
        response: { 201: z.object({ data: slide }), 404: errorBody, ...uploadErrors },
      },
      handler: async (request, reply) => {
        const data = await takeUpload(request, media, 'slides', ['image'], ({ fields, files }) =>
          slides.create(parseForm(slideForm, fields), files.image?.[0]),
        );
        return reply.code(201).send({ data });
      },
    });
    app.post('/slides/:id', {
      config: { access: access.catalogWrite },
      validatorCompiler: multipartValidator,
      schema: {
        tags: ['slides'],
        summary: 'Change a slide (multipart); a new image replaces the old',
        consumes: ['multipart/form-data'],
        params: idParam,
        body: slideForm.partial(),
        response: { 200: z.object({ data: slide }), 404: errorBody, ...uploadErrors },
      },
      handler: async (request) => {
        const stored = await slides.get(request.params.id);
        const data = await takeUpload(request, media, 'slides', ['image'], ({ fields, files }) =>
          slides.update(
            stored.id,
            parseForm(slideForm, updatedForm(stored, fields)),
            files.image?.[0],
          ),
        );
        return { data };
      },
    });
    app.get('/priority/:id/:value', {
      config: { access: access.catalogWrite },
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
      config: { access: access.catalogWrite },
      schema: {
        tags: ['slides'],
        params: idParam,
        response: { 200: messageAnswer, 404: errorBody },
      },
      handler: async (request) => {
        await slides.remove(request.params.id);
        return { message: 'Slide deleted.' };
      },
    });
  };
