import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  access,
  category,
  categoryBody,
  categoryUpdateBody,
  categoryWithChildren,
  errorBody,
  idParam,
  messageAnswer,
} from '@voski/contract';
import type { Answer, ResponseCache } from '../../http/response-cache.ts';
import type { MediaStore } from '../media/store.ts';
import type { CategoryService } from './categories.ts';
import { productRoutes } from './product-routes.ts';
import type { ProductService } from './products.ts';

export interface CatalogServices {
  categories: CategoryService;
  products: ProductService;
  media: MediaStore;
  answers?: ResponseCache<Answer>;
}

export const catalogRoutes =
  (services: CatalogServices): FastifyPluginAsyncZod =>
  async (app) => {
    const { categories } = services;
    const tags = ['catalog'];

    app.get('/categories', {
      config: { access: access.public },
      schema: {
        tags,
        summary: 'Top-level categories with their subcategories',
        response: { 200: z.object({ data: z.array(categoryWithChildren) }) },
      },
      handler: async () => ({ data: await categories.tree() }),
    });

    app.get('/categories/subs/:id', {
      config: { access: access.public },
      schema: {
        tags,
        summary: 'The subcategories of a category',
        params: idParam,
        response: { 200: z.object({ data: z.array(category) }), 404: errorBody },
      },
      handler: async (request) => ({ data: await categories.subcategories(request.params.id) }),
    });

    app.get('/categories/:id', {
      config: { access: access.public },
      schema: {
        tags,
        summary: 'One category with its subcategories',
        params: idParam,
        response: { 200: z.object({ data: categoryWithChildren }), 404: errorBody },
      },
      handler: async (request) => ({ data: await categories.get(request.params.id) }),
    });

    app.post('/categories', {
      config: { access: access.catalogWrite },
      schema: {
        tags,
        summary: 'Create a category (with parent_id: a subcategory of that top-level category)',
        body: categoryBody,
        response: { 201: z.object({ data: categoryWithChildren }), 422: errorBody },
      },
      handler: async (request, reply) =>
        reply.code(201).send({ data: await categories.create(request.body) }),
    });

    app.put('/categories/:id', {
      config: { access: access.catalogWrite },
      schema: {
        tags,
        summary: 'Change a category; absent fields keep their value',
        params: idParam,
        body: categoryUpdateBody,
        response: {
          200: z.object({ data: categoryWithChildren }),
          404: errorBody,
          422: errorBody,
        },
      },
      handler: async (request) => ({
        data: await categories.update(request.params.id, request.body),
      }),
    });

    app.delete('/categories/:id', {
      config: { access: access.catalogWrite },
      schema: {
        tags,
        summary: 'Delete a category that has no products and no subcategories',
        params: idParam,
        response: { 200: messageAnswer, 404: errorBody, 409: errorBody },
      },
      handler: async (request) => {
        await categories.delete(request.params.id);
        return { message: 'Category deleted.' };
      },
    });

    await app.register(productRoutes(services));
  };
