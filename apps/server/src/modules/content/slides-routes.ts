import type { FastifyPluginAsync } from 'fastify';
import { slideForm, slideIntervalBody } from '@voski/contract';
import { serve } from '../../http/endpoint.ts';
import { acceptUrlEncoded } from '../../http/form-body.ts';
import type { MediaStore } from '../media/store.ts';
import {
  multipartValidator,
  parseForm,
  readMultipart,
  takeUpload,
  updatedForm,
} from '../media/uploads.ts';
import type { SlideService } from './slides.ts';

const noFiles = async () => {};
const upload = { validatorCompiler: multipartValidator };

/** The home page carousel: its slides (uploaded images) and interval. */
export const slideRoutes =
  (slides: SlideService, media: MediaStore): FastifyPluginAsync =>
  async (app) => {
    serve(app, 'GET /slides', async () => ({
      slides: await slides.list(),
      interval: await slides.interval(),
    }));
    serve(app, 'GET /slides/:id', async (request) => ({
      data: await slides.get(request.params.id),
    }));
    // Older back-offices send the interval as a form field (multipart or urlencoded).
    await app.register(async (scope) => {
      acceptUrlEncoded(scope, 4096);
      serve(
        scope,
        'POST /slides/interval',
        async (request) => {
          const sent = request.isMultipart()
            ? await readMultipart(request, [], noFiles)
            : request.body;
          const { interval } = parseForm(slideIntervalBody, sent);
          return { interval: await slides.setInterval(interval) };
        },
        upload,
      );
    });
    serve(
      app,
      'POST /slides',
      async (request, reply) => {
        const data = await takeUpload(request, media, 'slides', ['image'], ({ fields, files }) =>
          slides.create(parseForm(slideForm, fields), files.image?.[0]),
        );
        return reply.code(201).send({ data });
      },
      upload,
    );
    serve(
      app,
      'POST /slides/:id',
      async (request) => {
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
      upload,
    );
    serve(app, 'GET /priority/:id/:value', async (request) => ({
      data: await slides.setPriority(request.params.id, request.params.value),
    }));
    serve(app, 'DELETE /slides/:id', async (request) => {
      await slides.remove(request.params.id);
      return { message: 'Slide deleted.' };
    });
  };
