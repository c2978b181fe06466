import { z } from 'zod';
import {
  listedUser,
  publicUser,
  registerBody,
  signInBody,
  signInResponse,
  updateUserBody,
} from '../auth.ts';
import { defineEndpoints } from '../endpoint.ts';
import { errorBody, messageAnswer } from '../errors.ts';
import { idParam } from '../fields.ts';
import { access } from '../roles.ts';

const tags = ['auth'];

export const authEndpoints = defineEndpoints({
  'POST /auth/signIn': {
    access: access.public,
    tags,
    summary: 'Sign in with email and password',
    body: signInBody,
    responses: { 200: signInResponse, 422: errorBody, 429: errorBody },
  },
  'POST /auth/signOut': {
    access: access.anyStaff,
    tags,
    summary: 'Revoke the access token of this request',
    responses: { 200: messageAnswer },
  },
  'POST /auth/signOutEverywhere': {
    access: access.anyStaff,
    tags,
    summary: 'Revoke every access token of the signed-in staff member, this one included',
    responses: { 200: messageAnswer },
  },
  'GET /auth/me': {
    access: access.anyStaff,
    tags,
    summary: 'The staff member this token belongs to',
    responses: { 200: z.object({ user: publicUser }) },
  },
  'POST /auth/register': {
    access: access.users,
    tags,
    summary: 'Create a staff account',
    body: registerBody,
    responses: { 201: z.object({ user: publicUser }), 422: errorBody },
  },
  'GET /auth/users': {
    access: access.users,
    tags,
    summary: 'List staff accounts',
    responses: { 200: z.object({ users: z.array(listedUser) }) },
  },
  'PUT /auth/users/:id': {
    access: access.users,
    tags,
    summary: "Change a staff account's name, role or password (a new password ends its sessions)",
    params: idParam,
    body: updateUserBody,
    responses: {
      200: z.object({ user: publicUser }),
      404: errorBody,
      409: errorBody,
      422: errorBody,
    },
  },
  'POST /auth/users/:id/signOut': {
    access: access.users,
    tags,
    summary: 'End every session of a staff account (revoke all of its access tokens)',
    params: idParam,
    responses: { 200: messageAnswer, 404: errorBody },
  },
  'DELETE /auth/users/:id': {
    access: access.users,
    tags,
    summary: 'Delete a staff account (not your own, not the last admin)',
    params: idParam,
    responses: { 200: messageAnswer, 403: errorBody, 404: errorBody, 409: errorBody },
  },
});
