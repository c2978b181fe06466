import { z } from 'zod';
import { defineEndpoints } from '../endpoint.ts';
import { errorBody, messageAnswer, uploadErrors } from '../errors.ts';
import { idParam } from '../fields.ts';
import { paginationMeta } from '../pagination.ts';
import { SITEMAP_PRODUCTS_MAX } from '../product-options.ts';
import {
  describedProduct,
  facetQuery,
  filterQuery,
  product,
  productCreateForm,
  productDetail,
  productFacets,
  productListQuery,
  productStamp,
  productUpdateForm,
  SALE_PER_PAGE,
  saleFacetQuery,
  saleQuery,
  SEARCH_LIMIT,
  searchFacetQuery,
  searchQuery,
  sitemapQuery,
  staffProductQuery,
} from '../products.ts';
import { runningSale } from '../promotions.ts';
import { access } from '../roles.ts';

const tags = ['catalog'];
const pagedList = z.object({ data: z.array(product), meta: paginationMeta.optional() });
const one = z.object({ data: describedProduct });
const facets = z.object({ data: productFacets });

const visibility = 'Visitors see products on sale (status 1); staff see all.';
const paged = 'With page or per_page: that page, and meta {page, per_page, total}.';

/** A list of products: one page as `{data, meta}`, or (old clients) the whole list as `{data}`. */
const productList = <Q extends z.ZodType>(summary: string, description: string, query: Q) => ({
  access: access.public,
  tags,
  summary,
  description,
  query,
  responses: { 200: pagedList, 422: errorBody },
});

export const productEndpoints = defineEndpoints({
  'GET /products': productList(
    'Products, newest first; ?page=&per_page= adds meta',
    `${visibility} ${paged} Staff can narrow by category, status (availability) and ` +
      'query (words of the title, model or metal).',
    staffProductQuery,
  ),
  'GET /products/all': productList(
    'All available products, newest first',
    `${visibility} ${paged}`,
    productListQuery,
  ),
  'GET /products/importants': productList(
    'Best offers (important = 1)',
    `${visibility} ${paged}`,
    productListQuery,
  ),
  'GET /products/newProducts': productList(
    'New products (important = 2)',
    `${visibility} ${paged}`,
    productListQuery,
  ),
  'GET /products/search': productList(
    'Search titles (hy, en, ru), model and metal; best matches first',
    'Case-insensitive, partial words. Exact title matches first, then titles starting ' +
      'with the query, then words starting with it, then by similarity (a sort replaces ' +
      `this order). Without a page: the best ${SEARCH_LIMIT}. ${visibility} ${paged}`,
    searchQuery,
  ),
  'GET /products/search/facets': {
    access: access.public,
    tags,
    summary: 'Counts per metal and fineness, and the price span, of what a search finds',
    description:
      'Takes the search call’s parameters (without sort and page). Each facet’s counts ' +
      `apply every other filter. ${visibility}`,
    query: searchFacetQuery,
    responses: { 200: facets, 422: errorBody },
  },
  'GET /products/filter/:id': {
    access: access.public,
    tags,
    summary: 'Products of a category within a price range, subcategories, metals, finenesses',
    description:
      'categories: a JSON array of subcategory ids; empty or missing: all. metal and ' +
      `respect: any of the values listed. ${visibility} ${paged}`,
    params: idParam,
    query: filterQuery,
    responses: { 200: pagedList, 404: errorBody, 422: errorBody },
  },
  'GET /products/facets/:id': {
    access: access.public,
    tags,
    summary: 'Counts per subcategory, metal and fineness, and the price span, of a category',
    description:
      'Takes the filter call’s parameters. Each facet’s counts apply every other filter, ' +
      `so they say what ticking one more value would show. ${visibility}`,
    params: idParam,
    query: facetQuery,
    responses: { 200: facets, 404: errorBody, 422: errorBody },
  },
  'GET /products/sale': {
    access: access.public,
    tags,
    summary: 'Products a running automatic promotion discounts, a page at a time',
    description:
      'Each with its sale_price. Always one page (per_page default ' +
      `${SALE_PER_PAGE}); sorts by the catalogue price. categories: a JSON array of ` +
      'category ids (a top-level one: all of it). metal and respect as in the filter call. ' +
      'No promotion running: an empty page and no sales. Visitors see products on sale (status 1) only.',
    query: saleQuery,
    responses: {
      200: z.object({
        data: z.array(product),
        meta: paginationMeta,
        sales: z.array(runningSale).describe('the automatic promotions running, oldest first'),
      }),
      422: errorBody,
    },
  },
  'GET /products/sale/facets': {
    access: access.public,
    tags,
    summary: 'Counts per top-level category, metal and fineness, and the price span, of the sale',
    description:
      'Takes the sale call’s parameters (without sort and page); `subcategories` counts ' +
      'each top-level category. Each facet’s counts apply every other filter.',
    query: saleFacetQuery,
    responses: { 200: facets, 422: errorBody },
  },
  'GET /products/sitemap': {
    access: access.public,
    tags,
    summary: 'Ids and last changes of the products on sale, by id, a page at a time',
    description: `For sitemaps: per_page up to ${SITEMAP_PRODUCTS_MAX} (default).`,
    query: sitemapQuery,
    responses: {
      200: z.object({ data: z.array(productStamp), meta: paginationMeta }),
      422: errorBody,
    },
  },
  'GET /products/categories/:id': {
    access: access.public,
    tags,
    summary: 'Products of a top-level category (all its subcategories) or a subcategory',
    description: `${visibility} ${paged}`,
    params: idParam,
    query: productListQuery,
    responses: { 200: pagedList, 404: errorBody, 422: errorBody },
  },
  'GET /products/has/:id': {
    access: access.catalogWrite,
    tags,
    summary: 'Toggle availability (status 1 ↔ 0)',
    params: idParam,
    responses: { 200: one, 404: errorBody },
  },
  'GET /products/deleteImage/:imageId': {
    access: access.catalogWrite,
    tags,
    summary: 'Remove one gallery image (and its files); answers the product',
    params: z.object({ imageId: idParam.shape.id }),
    responses: { 200: one.extend({ message: z.string() }), 404: errorBody },
  },
  'GET /products/:id': {
    access: access.public,
    tags,
    summary: 'One product (the bare object; images as a JSON string, the list as gallery)',
    description:
      `${visibility} A product not on sale is a 404 to visitors. ` +
      'With its descriptions and, priced by weight, price_breakdown.',
    params: idParam,
    responses: { 200: productDetail, 404: errorBody },
  },
  'POST /products': {
    access: access.catalogWrite,
    tags,
    summary: 'Create a product (multipart: fields, avatar, images[0..n])',
    consumes: ['multipart/form-data'],
    body: productCreateForm,
    responses: { 201: one, ...uploadErrors },
  },
  'POST /products/:id': {
    access: access.catalogWrite,
    tags,
    summary:
      'Update a product (multipart); new images join the gallery, a new avatar replaces the old',
    description: 'Fields left out keep their value; category_id, when sent, replaces the list.',
    consumes: ['multipart/form-data'],
    params: idParam,
    body: productUpdateForm,
    responses: { 200: one, 404: errorBody, ...uploadErrors },
  },
  'DELETE /products/:id': {
    access: access.catalogWrite,
    tags,
    summary: 'Delete a product and its image files',
    params: idParam,
    responses: { 200: messageAnswer, 404: errorBody },
  },
});
