import { Readable } from 'node:stream';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  Importance,
  requestedPage,
  SITEMAP_PRODUCTS_MAX,
  type ProductListQuery,
  toProductDetail,
  productFields,
  productUpdateFields,
  staffMessages,
} from '@voski/contract';
import { serve } from '../../http/endpoint.ts';
import { invalid } from '../../http/errors.ts';
import { multipartValidator, parseForm, takeUpload, type UploadForm } from '../media/uploads.ts';
import { productTags } from '../../http/cache-tags.ts';
import { serveFromCache, type Answer, type ResponseCache } from '../../http/response-cache.ts';
import type { MediaStore } from '../media/store.ts';
import type { CategoryService } from './categories.ts';
import { dataEnvelope } from './product-json.ts';
import type { Audience, ProductFiles, ProductFilter, ProductService } from './products.ts';

/** Staff (a valid token, even on a public route) see every product; visitors those on sale. */
const audience = (request: FastifyRequest): Audience => (request.staff ? 'staff' : 'storefront');

const FILE_FIELDS = ['avatar', 'images'] as const;

function productFiles(upload: UploadForm): ProductFiles {
  const avatars = upload.files.avatar ?? [];
  if (avatars.length > 1) throw invalid({ avatar: ['Send one avatar image at most.'] });
  return { avatar: avatars[0], images: upload.files.images ?? [] };
}

export const productRoutes =
  ({
    products,
    categories,
    media,
    answers,
  }: {
    products: ProductService;
    categories: CategoryService;
    media: MediaStore;
    /** Storefront answers shared by every visitor, cleared by the changes they show; none: off. */
    answers?: ResponseCache<Answer>;
  }): FastifyPluginAsync =>
  async (app) => {
    // The storefront's product reads are the same bytes for every visitor until the catalogue
    // changes, and building them (a page of up to thousands of products) costs far more than
    // sending them: see bench/catalog.ts.
    if (answers) serveFromCache(app, answers, productTags);

    /** One page as `{data, meta}`, or (old clients) the whole list, streamed as `{data}`. */
    const listAnswer = async (
      request: FastifyRequest,
      reply: FastifyReply,
      filter: ProductFilter,
      { sort, ...paging }: ProductListQuery,
    ) => {
      const page = requestedPage(paging);
      if (page) {
        const { data, total } = await products.find(filter, audience(request), { sort, page });
        return { data, meta: { ...page, total: total ?? 0 } };
      }
      const chunks = dataEnvelope(products.findAll(filter, audience(request), sort));
      return reply
        .type('application/json; charset=utf-8')
        .send(Readable.from(chunks, { objectMode: false }));
    };

    serve(app, 'GET /products', async (request, reply) => {
      const { category, status, query: text, ...listing } = request.query;
      const scope = category === undefined ? undefined : await categories.scope(category);
      if (category !== undefined && !scope) {
        throw invalid({ category: [staffMessages.productCategoryUnknown] });
      }
      return listAnswer(request, reply, { categories: scope?.ids, status, text }, listing);
    });
    serve(app, 'GET /products/all', (request, reply) =>
      listAnswer(request, reply, {}, request.query),
    );
    serve(app, 'GET /products/importants', (request, reply) =>
      listAnswer(request, reply, { importance: Importance.BestOffer }, request.query),
    );
    serve(app, 'GET /products/newProducts', (request, reply) =>
      listAnswer(request, reply, { importance: Importance.New }, request.query),
    );

    serve(app, 'GET /products/search', async (request) => {
      const { query, sort, min, max, metal, respect, ...paging } = request.query;
      const page = requestedPage(paging);
      const narrowing = { min, max, metal, respect };
      const found = await products.search(
        query ?? '',
        audience(request),
        { sort, page },
        narrowing,
      );
      return page ? { data: found.data, meta: { ...page, total: found.total ?? 0 } } : found;
    });
    serve(app, 'GET /products/search/facets', async (request) => {
      const { query, ...narrowing } = request.query;
      return { data: await products.searchFacets(query ?? '', narrowing, audience(request)) };
    });

    serve(app, 'GET /products/filter/:id', async (request, reply) => {
      const { min, max, categories: subcategories, metal, respect, ...listing } = request.query;
      const narrowing = { min, max, subcategories, metals: metal, respects: respect };
      const filter = await products.categoryFilter(request.params.id, narrowing);
      return listAnswer(request, reply, filter, listing);
    });
    serve(app, 'GET /products/facets/:id', async (request) => ({
      data: await products.facets(request.params.id, request.query, audience(request)),
    }));

    serve(app, 'GET /products/sale', async (request) => {
      const { data, total, page, sales } = await products.sale(request.query);
      return { data, meta: { ...page, total }, sales };
    });
    serve(app, 'GET /products/sale/facets', async (request) => ({
      data: await products.saleFacets(request.query),
    }));

    serve(app, 'GET /products/sitemap', async (request) => {
      const page = {
        page: request.query.page ?? 1,
        per_page: request.query.per_page ?? SITEMAP_PRODUCTS_MAX,
      };
      const { data, total } = await products.stamps(page);
      return { data, meta: { ...page, total } };
    });

    serve(app, 'GET /products/categories/:id', async (request, reply) =>
      listAnswer(
        request,
        reply,
        await products.categoryFilter(request.params.id, {}),
        request.query,
      ),
    );

    serve(app, 'GET /products/has/:id', async (request) => ({
      data: await products.toggleStatus(request.params.id),
    }));
    serve(app, 'GET /products/deleteImage/:imageId', async (request) => ({
      message: 'Image deleted.',
      data: await products.deleteImage(request.params.imageId),
    }));

    serve(app, 'GET /products/:id', async (request) => {
      const found = await products.get(request.params.id, audience(request));
      return toProductDetail(found, await products.priceBreakdown(found));
    });

    serve(
      app,
      'POST /products',
      async (request, reply) => {
        const created = await takeUpload(request, media, 'products', FILE_FIELDS, (upload) =>
          products.create(parseForm(productFields, upload.fields), productFiles(upload)),
        );
        return reply.code(201).send({ data: created });
      },
      { validatorCompiler: multipartValidator },
    );
    serve(
      app,
      'POST /products/:id',
      async (request) => {
        const updated = await takeUpload(request, media, 'products', FILE_FIELDS, (upload) =>
          products.update(
            request.params.id,
            parseForm(productUpdateFields, upload.fields),
            productFiles(upload),
          ),
        );
        return { data: updated };
      },
      { validatorCompiler: multipartValidator },
    );

    serve(app, 'DELETE /products/:id', async (request) => {
      await products.delete(request.params.id);
      return { message: 'Product deleted.' };
    });
  };
