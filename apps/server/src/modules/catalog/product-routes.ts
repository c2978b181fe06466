import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  access,
  describedProduct,
  errorBody,
  facetQuery,
  filterQuery,
  idParam,
  Importance,
  paginationMeta,
  product,
  productFacets,
  productListQuery,
  requestedPage,
  productStamp,
  SEARCH_LIMIT,
  SITEMAP_PRODUCTS_MAX,
  sitemapQuery,
  staffProductQuery,
  type ProductListQuery,
  productCreateForm,
  productDetail,
  toProductDetail,
  productFields,
  productUpdateFields,
  productUpdateForm,
  searchFacetQuery,
  searchQuery,
  staffMessages,
  messageAnswer,
} from '@voski/contract';
import { invalid } from '../../http/errors.ts';
import {
  multipartValidator,
  parseForm,
  takeUpload,
  uploadErrors,
  type UploadForm,
} from '../media/uploads.ts';
import { productTags } from '../../http/cache-tags.ts';
import { serveFromCache, type Answer, type ResponseCache } from '../../http/response-cache.ts';
import type { MediaStore } from '../media/store.ts';
import type { CategoryService } from './categories.ts';
import { dataEnvelope } from './product-json.ts';
import type { Audience, ProductFiles, ProductFilter, ProductService } from './products.ts';

const pagedList = z.object({ data: z.array(product), meta: paginationMeta.optional() });
const one = z.object({ data: describedProduct });

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
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['catalog'];
    // The storefront's product reads are the same bytes for every visitor until the catalogue
    // changes, and building them (a page of up to thousands of products) costs far more than
    // sending them: see bench/catalog.ts.
    if (answers) serveFromCache(app, answers, productTags);
    const visibility = 'Visitors see products on sale (status 1); staff see all.';

    const paged = 'With page or per_page: that page, and meta {page, per_page, total}.';

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

    app.get('/products', {
      config: { access: access.public },
      schema: {
        tags,
        summary: 'Products, newest first; ?page=&per_page= adds meta',
        description:
          `${visibility} ${paged} Staff can narrow by category, status (availability) and ` +
          'query (words of the title, model or metal).',
        querystring: staffProductQuery,
        response: { 200: pagedList, 422: errorBody },
      },
      handler: async (request, reply) => {
        const { category, status, query: text, ...listing } = request.query;
        const scope = category === undefined ? undefined : await categories.scope(category);
        if (category !== undefined && !scope) {
          throw invalid({ category: [staffMessages.productCategoryUnknown] });
        }
        return listAnswer(request, reply, { categories: scope?.ids, status, text }, listing);
      },
    });

    app.get('/products/all', {
      config: { access: access.public },
      schema: {
        tags,
        summary: 'All available products, newest first',
        description: `${visibility} ${paged}`,
        querystring: productListQuery,
        response: { 200: pagedList, 422: errorBody },
      },
      handler: (request, reply) => listAnswer(request, reply, {}, request.query),
    });

    const byImportance =
      (importance: number) =>
      (request: FastifyRequest<{ Querystring: ProductListQuery }>, reply: FastifyReply) =>
        listAnswer(request, reply, { importance }, request.query);

    app.get('/products/importants', {
      config: { access: access.public },
      schema: {
        tags,
        summary: 'Best offers (important = 1)',
        description: `${visibility} ${paged}`,
        querystring: productListQuery,
        response: { 200: pagedList, 422: errorBody },
      },
      handler: byImportance(Importance.BestOffer),
    });

    app.get('/products/newProducts', {
      config: { access: access.public },
      schema: {
        tags,
        summary: 'New products (important = 2)',
        description: `${visibility} ${paged}`,
        querystring: productListQuery,
        response: { 200: pagedList, 422: errorBody },
      },
      handler: byImportance(Importance.New),
    });

    app.get('/products/search', {
      config: { access: access.public },
      schema: {
        tags,
        summary: 'Search titles (hy, en, ru), model and metal; best matches first',
        description:
          'Case-insensitive, partial words. Exact title matches first, then titles starting ' +
          'with the query, then words starting with it, then by similarity (a sort replaces ' +
          `this order). Without a page: the best ${SEARCH_LIMIT}. ${visibility} ${paged}`,
        querystring: searchQuery,
        response: { 200: pagedList, 422: errorBody },
      },
      handler: async (request) => {
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
      },
    });

    app.get('/products/search/facets', {
      config: { access: access.public },
      schema: {
        tags,
        summary: 'Counts per metal and fineness, and the price span, of what a search finds',
        description:
          'Takes the search call’s parameters (without sort and page). Each facet’s counts ' +
          `apply every other filter. ${visibility}`,
        querystring: searchFacetQuery,
        response: { 200: z.object({ data: productFacets }), 422: errorBody },
      },
      handler: async (request) => {
        const { query, ...narrowing } = request.query;
        return { data: await products.searchFacets(query ?? '', narrowing, audience(request)) };
      },
    });

    app.get('/products/filter/:id', {
      config: { access: access.public },
      schema: {
        tags,
        summary: 'Products of a category within a price range, subcategories, metals, finenesses',
        description:
          'categories: a JSON array of subcategory ids; empty or missing: all. metal and ' +
          `respect: any of the values listed. ${visibility} ${paged}`,
        params: idParam,
        querystring: filterQuery,
        response: { 200: pagedList, 404: errorBody, 422: errorBody },
      },
      handler: async (request, reply) => {
        const { min, max, categories: subcategories, metal, respect, ...listing } = request.query;
        const narrowing = { min, max, subcategories, metals: metal, respects: respect };
        const filter = await products.categoryFilter(request.params.id, narrowing);
        return listAnswer(request, reply, filter, listing);
      },
    });

    app.get('/products/facets/:id', {
      config: { access: access.public },
      schema: {
        tags,
        summary: 'Counts per subcategory, metal and fineness, and the price span, of a category',
        description:
          'Takes the filter call’s parameters. Each facet’s counts apply every other filter, ' +
          `so they say what ticking one more value would show. ${visibility}`,
        params: idParam,
        querystring: facetQuery,
        response: { 200: z.object({ data: productFacets }), 404: errorBody, 422: errorBody },
      },
      handler: async (request) => ({
        data: await products.facets(request.params.id, request.query, audience(request)),
      }),
    });

    app.get('/products/sitemap', {
      config: { access: access.public },
      schema: {
        tags,
        summary: 'Ids and last changes of the products on sale, by id, a page at a time',
        description: `For sitemaps: per_page up to ${SITEMAP_PRODUCTS_MAX} (default).`,
        querystring: sitemapQuery,
        response: {
          200: z.object({ data: z.array(productStamp), meta: paginationMeta }),
          422: errorBody,
        },
      },
      handler: async (request) => {
        const page = {
          page: request.query.page ?? 1,
          per_page: request.query.per_page ?? SITEMAP_PRODUCTS_MAX,
        };
        const { data, total } = await products.stamps(page);
        return { data, meta: { ...page, total } };
      },
    });

    app.get('/products/categories/:id', {
      config: { access: access.public },
      schema: {
        tags,
        summary: 'Products of a top-level category (all its subcategories) or a subcategory',
        description: `${visibility} ${paged}`,
        params: idParam,
        querystring: productListQuery,
        response: { 200: pagedList, 404: errorBody, 422: errorBody },
      },
      handler: async (request, reply) =>
        listAnswer(
          request,
          reply,
          await products.categoryFilter(request.params.id, {}),
          request.query,
        ),
    });

    app.get('/products/has/:id', {
      config: { access: access.catalogWrite },
      schema: {
        tags,
        summary: 'Toggle availability (status 1 ↔ 0)',
        params: idParam,
        response: { 200: one, 404: errorBody },
      },
      handler: async (request) => ({ data: await products.toggleStatus(request.params.id) }),
    });

    app.get('/products/deleteImage/:imageId', {
      config: { access: access.catalogWrite },
      schema: {
        tags,
        summary: 'Remove one gallery image (and its files); answers the product',
        params: z.object({ imageId: idParam.shape.id }),
        response: { 200: one.extend({ message: z.string() }), 404: errorBody },
      },
      handler: async (request) => ({
        message: 'Image deleted.',
        data: await products.deleteImage(request.params.imageId),
      }),
    });

    app.get('/products/:id', {
      config: { access: access.public },
      schema: {
        tags,
        summary: 'One product (the bare object; images as a JSON string, the list as gallery)',
        description:
          `${visibility} A product not on sale is a 404 to visitors. ` +
          'With its descriptions and, priced by weight, price_breakdown.',
        params: idParam,
        response: { 200: productDetail, 404: errorBody },
      },
      handler: async (request) => {
        const found = await products.get(request.params.id, audience(request));
        return toProductDetail(found, await products.priceBreakdown(found));
      },
    });

    app.post('/products', {
      config: { access: access.catalogWrite },
      validatorCompiler: multipartValidator,
      schema: {
        tags,
        summary: 'Create a product (multipart: fields, avatar, images[0..n])',
        consumes: ['multipart/form-data'],
        body: productCreateForm,
        response: { 201: one, ...uploadErrors },
      },
      handler: async (request, reply) => {
        const created = await takeUpload(request, media, 'products', FILE_FIELDS, (upload) =>
          products.create(parseForm(productFields, upload.fields), productFiles(upload)),
        );
        return reply.code(201).send({ data: created });
      },
    });

    app.post('/products/:id', {
      config: { access: access.catalogWrite },
      validatorCompiler: multipartValidator,
      schema: {
        tags,
        summary:
          'Update a product (multipart); new images join the gallery, a new avatar replaces the old',
        description: 'Fields left out keep their value; category_id, when sent, replaces the list.',
        consumes: ['multipart/form-data'],
        params: idParam,
        body: productUpdateForm,
        response: { 200: one, 404: errorBody, ...uploadErrors },
      },
      handler: async (request) => {
        const updated = await takeUpload(request, media, 'products', FILE_FIELDS, (upload) =>
          products.update(
            request.params.id,
            parseForm(productUpdateFields, upload.fields),
            productFiles(upload),
          ),
        );
        return { data: updated };
      },
    });

    app.delete('/products/:id', {
      config: { access: access.catalogWrite },
      schema: {
        tags,
        summary: 'Delete a product and its image files',
        params: idParam,
        response: { 200: messageAnswer, 404: errorBody },
      },
      handler: async (request) => {
        await products.delete(request.params.id);
        return { message: 'Product deleted.' };
      },
    });
  };
