import type { FastifyPluginAsync } from 'fastify';
import { aboutForm, sloganForm } from '@voski/contract';
import { serve } from '../../http/endpoint.ts';
import type { MediaStore } from '../media/store.ts';
import { multipartValidator, parseForm, takeUpload, updatedForm } from '../media/uploads.ts';
import type { PageService } from './pages.ts';
import { ReturnPolicyService } from './return-policy.ts';

const upload = { validatorCompiler: multipartValidator };

type Page = Awaited<ReturnType<PageService['get']>>;

const aboutView = ({ key: _k, color: _c, ...rest }: Page) => rest;

const sloganView = ({
  key: _k,
  image2: _i,
  content_2: _a,
  content_2_en: _b,
  content_2_ru: _c,
  ...rest
}: Page) => ({
  ...rest,
  color: rest.color ?? '#d09f4e',
});

/**
 * The about page and the slogan block (single records with uploaded images), and the return
 * policy (texts only, in JSON).
 */
export const pageRoutes =
  (pages: PageService, media: MediaStore): FastifyPluginAsync =>
  async (app) => {
    serve(app, 'GET /about', async () => ({ about: aboutView(await pages.get('about')) }));
    serve(
      app,
      'POST /about',
      async (request) => {
        const stored = await pages.get('about');
        const saved = await takeUpload(
          request,
          media,
          'about',
          ['avatar1', 'avatar2'],
          ({ fields, files }) =>
            pages.save('about', parseForm(aboutForm, updatedForm(stored, fields)), {
              image1: files.avatar1?.[0],
              image2: files.avatar2?.[0],
            }),
        );
        return { about: aboutView(saved) };
      },
      upload,
    );
    serve(app, 'GET /slogans', async () => ({ about: sloganView(await pages.get('slogan')) }));
    serve(
      app,
      'POST /slogans',
      async (request) => {
        const stored = await pages.get('slogan');
        const saved = await takeUpload(
          request,
          media,
          'slogans',
          ['avatar1'],
          ({ fields, files }) =>
            pages.save('slogan', parseForm(sloganForm, updatedForm(stored, fields)), {
              image1: files.avatar1?.[0],
            }),
        );
        return { about: sloganView(saved) };
      },
      upload,
    );

    const returnPolicy = new ReturnPolicyService(pages);
    serve(app, 'GET /return-policy', async () => ({ data: await returnPolicy.get() }));
    serve(app, 'PUT /return-policy', async (request) => ({
      data: await returnPolicy.save(request.body),
    }));
  };
