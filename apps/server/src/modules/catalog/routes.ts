import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../http/endpoint.ts';
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
  (services: CatalogServices): FastifyPluginAsync =>
  async (app) => {
    const { categories } = services;

    serve(app, 'GET /categories', async () => ({ data: await categories.tree() }));
    serve(app, 'GET /categories/subs/:id', async (request) => ({
      data: await categories.subcategories(request.params.id),
    }));
    serve(app, 'GET /categories/:id', async (request) => ({
      data: await categories.get(request.params.id),
    }));
    serve(app, 'POST /categories', async (request, reply) =>
      reply.code(201).send({ data: await categories.create(request.body) }),
    );
    serve(app, 'PUT /categories/:id', async (request) => ({
      data: await categories.update(request.params.id, request.body),
    }));
    serve(app, 'DELETE /categories/:id', async (request) => {
      await categories.delete(request.params.id);
      return { message: 'Category deleted.' };
    });

    await app.register(productRoutes(services));
  };
