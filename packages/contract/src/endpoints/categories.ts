import { z } from 'zod';
import { category, categoryBody, categoryUpdateBody, categoryWithChildren } from '../catalog.ts';
import { defineEndpoints } from '../endpoint.ts';
import { errorBody, messageAnswer } from '../errors.ts';
import { idParam } from '../fields.ts';
import { access } from '../roles.ts';

const tags = ['catalog'];
const oneCategory = z.object({ data: categoryWithChildren });

export const categoryEndpoints = defineEndpoints({
  'GET /categories': {
    access: access.public,
    tags,
    summary: 'Top-level categories with their subcategories',
    responses: { 200: z.object({ data: z.array(categoryWithChildren) }) },
  },
  'GET /categories/subs/:id': {
    access: access.public,
    tags,
    summary: 'The subcategories of a category',
    params: idParam,
    responses: { 200: z.object({ data: z.array(category) }), 404: errorBody },
  },
  'GET /categories/:id': {
    access: access.public,
    tags,
    summary: 'One category with its subcategories',
    params: idParam,
    responses: { 200: oneCategory, 404: errorBody },
  },
  'POST /categories': {
    access: access.catalogWrite,
    tags,
    summary: 'Create a category (with parent_id: a subcategory of that top-level category)',
    body: categoryBody,
    responses: { 201: oneCategory, 422: errorBody },
  },
  'PUT /categories/:id': {
    access: access.catalogWrite,
    tags,
    summary: 'Change a category; absent fields keep their value',
    params: idParam,
    body: categoryUpdateBody,
    responses: { 200: oneCategory, 404: errorBody, 422: errorBody },
  },
  'DELETE /categories/:id': {
    access: access.catalogWrite,
    tags,
    summary: 'Delete a category that has no products and no subcategories',
    params: idParam,
    responses: { 200: messageAnswer, 404: errorBody, 409: errorBody },
  },
});
