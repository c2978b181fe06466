import { z } from 'zod';
import {
  about,
  aboutForm,
  blog,
  blogForm,
  post,
  postForm,
  slide,
  slideForm,
  slideIntervalBody,
  slidePriority,
  slogan,
  sloganForm,
} from '../content.ts';
import { defineEndpoints } from '../endpoint.ts';
import { errorBody, messageAnswer, uploadErrors } from '../errors.ts';
import { idParam } from '../fields.ts';
import { paginationMeta, paginationQuery } from '../pagination.ts';
import { access } from '../roles.ts';

const multipart = ['multipart/form-data'];
const slides = ['slides'];
const posts = ['posts'];
const blogs = ['blogs'];
const pages = ['pages'];

/** The content with uploaded images: carousel slides, the "follow us" feed, the blog, pages. */
export const mediaContentEndpoints = defineEndpoints({
  'GET /slides': {
    access: access.public,
    tags: slides,
    summary: 'Carousel slides, highest priority first, and the interval in ms',
    responses: { 200: z.object({ slides: z.array(slide), interval: z.number().int() }) },
  },
  'GET /slides/:id': {
    access: access.public,
    tags: slides,
    summary: 'One carousel slide',
    params: idParam,
    responses: { 200: z.object({ data: slide }), 404: errorBody },
  },
  /** Older back-offices send the interval as a form field (multipart or urlencoded). */
  'POST /slides/interval': {
    access: access.catalogWrite,
    tags: slides,
    summary: 'Set the carousel interval (1000..5000 ms)',
    description: 'JSON, multipart or urlencoded: `interval` in ms.',
    consumes: ['application/json', 'multipart/form-data', 'application/x-www-form-urlencoded'],
    body: slideIntervalBody,
    responses: { 200: z.object({ interval: z.number().int() }), 422: errorBody },
  },
  'POST /slides': {
    access: access.catalogWrite,
    tags: slides,
    summary: 'Add a slide (multipart: url, priority, image)',
    consumes: multipart,
    body: slideForm,
    responses: { 201: z.object({ data: slide }), 404: errorBody, ...uploadErrors },
  },
  'POST /slides/:id': {
    access: access.catalogWrite,
    tags: slides,
    summary: 'Change a slide (multipart); a new image replaces the old',
    consumes: multipart,
    params: idParam,
    body: slideForm.partial(),
    responses: { 200: z.object({ data: slide }), 404: errorBody, ...uploadErrors },
  },
  'GET /priority/:id/:value': {
    access: access.catalogWrite,
    tags: slides,
    summary: 'Set the priority of a slide (0..7, higher first)',
    params: idParam.extend({ value: slidePriority }),
    responses: { 200: z.object({ data: slide }), 404: errorBody, 422: errorBody },
  },
  'DELETE /slides/:id': {
    access: access.catalogWrite,
    tags: slides,
    summary: 'Delete a carousel slide',
    params: idParam,
    responses: { 200: messageAnswer, 404: errorBody },
  },

  'GET /posts': {
    access: access.public,
    tags: posts,
    summary: 'The "follow us" feed, newest first; ?page=&per_page= answers one page and meta',
    query: paginationQuery,
    responses: {
      200: z.object({ data: z.array(post), meta: paginationMeta.optional() }),
      422: errorBody,
    },
  },
  'GET /posts/:id': {
    access: access.public,
    tags: posts,
    summary: 'One post of the "follow us" feed',
    params: idParam,
    responses: { 200: z.object({ data: post }), 404: errorBody },
  },
  'POST /posts': {
    access: access.catalogWrite,
    tags: posts,
    summary: 'Add a post (multipart: url, caption*, image)',
    consumes: multipart,
    body: postForm,
    responses: { 201: z.object({ data: post }), 404: errorBody, ...uploadErrors },
  },
  'POST /posts/:id': {
    access: access.catalogWrite,
    tags: posts,
    summary: 'Change a post (multipart); a new image replaces the old',
    consumes: multipart,
    params: idParam,
    body: postForm.partial(),
    responses: { 200: z.object({ data: post }), 404: errorBody, ...uploadErrors },
  },
  'DELETE /posts/:id': {
    access: access.catalogWrite,
    tags: posts,
    summary: 'Delete a post of the "follow us" feed',
    params: idParam,
    responses: { 200: messageAnswer, 404: errorBody },
  },

  'GET /blogs': {
    access: access.public,
    tags: blogs,
    summary: 'All blog posts, newest first; ?page=&per_page= answers one page and meta',
    query: paginationQuery,
    responses: {
      200: z.union([z.array(blog), z.object({ data: z.array(blog), meta: paginationMeta })]),
      422: errorBody,
    },
  },
  'GET /blogs/search': {
    access: access.public,
    tags: blogs,
    summary: 'Blog posts whose title or text in any language holds the query, newest first',
    query: z.object({ query: z.string().max(200).default('') }),
    responses: { 200: z.object({ data: z.array(blog) }) },
  },
  'GET /blogs/:id': {
    access: access.public,
    tags: blogs,
    summary: 'One blog post',
    params: idParam,
    responses: { 200: blog, 404: errorBody },
  },
  'POST /blogs': {
    access: access.catalogWrite,
    tags: blogs,
    summary: 'Add a blog post (multipart: title*, content* (HTML, sanitized), images[0..n])',
    consumes: multipart,
    body: blogForm,
    responses: { 201: z.object({ data: blog }), 404: errorBody, ...uploadErrors },
  },
  'POST /blogs/:id': {
    access: access.catalogWrite,
    tags: blogs,
    summary: 'Change a blog post (multipart); new images join the gallery',
    consumes: multipart,
    params: idParam,
    body: blogForm.partial(),
    responses: { 200: z.object({ data: blog }), 404: errorBody, ...uploadErrors },
  },
  'GET /blogs/deleteImage/:imageId': {
    access: access.catalogWrite,
    tags: blogs,
    summary: 'Remove one gallery image; answers the blog post',
    params: z.object({ imageId: idParam.shape.id }),
    responses: { 200: z.object({ data: blog }), 404: errorBody },
  },
  'DELETE /blogs/:id': {
    access: access.catalogWrite,
    tags: blogs,
    summary: 'Delete a blog post',
    params: idParam,
    responses: { 200: messageAnswer, 404: errorBody },
  },

  'GET /about': {
    access: access.public,
    tags: pages,
    summary: 'The about page',
    responses: { 200: z.object({ about }) },
  },
  'POST /about': {
    access: access.catalogWrite,
    tags: pages,
    summary: 'Save the about page (multipart: content_1*, content_2*, avatar1, avatar2)',
    consumes: multipart,
    body: aboutForm.partial(),
    responses: { 200: z.object({ about }), 404: errorBody, ...uploadErrors },
  },
  'GET /slogans': {
    access: access.public,
    tags: pages,
    summary: 'The slogan block (answered under `about`, as older clients read it)',
    responses: { 200: z.object({ about: slogan }) },
  },
  'POST /slogans': {
    access: access.catalogWrite,
    tags: pages,
    summary: 'Save the slogan block (multipart: color, content_1*, avatar1)',
    consumes: multipart,
    body: sloganForm.partial(),
    responses: { 200: z.object({ about: slogan }), 404: errorBody, ...uploadErrors },
  },
});
