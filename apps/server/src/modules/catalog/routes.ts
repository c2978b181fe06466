import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access, categoryWithChildren } from '@voski/contract';
import type { CategoryService } from './categories.ts';

export const catalogRoutes =
  (categories: CategoryService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/categories', {
      config: { access: access.public },
      schema: {
        tags: ['catalog'],
        summary: 'Top-level categories with their subcategories',
        response: { 200: z.object({ data: z.array(categoryWithChildren) }) },
      },
      handler: async () => ({ data: await categories.tree() }),
    });
  };
