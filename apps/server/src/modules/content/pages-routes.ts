import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { about, aboutForm, access, errorBody, slogan, sloganForm } from '@voski/contract';
import type { MediaStore } from '../media/store.ts';
import {
  multipartValidator,
  parseForm,
  takeUpload,
  updatedForm,
  uploadErrors,
} from '../media/uploads.ts';
import type { PageService } from './pages.ts';

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

/** The about page and the slogan block: single records with uploaded images. */
export const pageRoutes =
  (pages: PageService, media: MediaStore): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/about', {
      config: { access: access.public },
      schema: { tags: ['pages'], response: { 200: z.object({ about }) } },
      handler: async () => ({ about: aboutView(await pages.get('about')) }),
    });
    app.post('/about', {
      config: { access: access.catalogWrite },
      validatorCompiler: multipartValidator,
      schema: {
        tags: ['pages'],
        summary: 'Save the about page (multipart: content_1*, content_2*, avatar1, avatar2)',
        consumes: ['multipart/form-data'],
        body: aboutForm.partial(),
        response: { 200: z.object({ about }), 404: errorBody, ...uploadErrors },
      },
      handler: async (request) => {
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
      config: { access: access.catalogWrite },
      validatorCompiler: multipartValidator,
      schema: {
        tags: ['pages'],
        summary: 'Save the slogan block (multipart: color, content_1*, avatar1)',
        consumes: ['multipart/form-data'],
        body: sloganForm.partial(),
        response: { 200: z.object({ about: slogan }), 404: errorBody, ...uploadErrors },
      },
      handler: async (request) => {
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
    });
  };
