import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  access,
  errorBody,
  idParam,
  listedUser,
  publicUser,
  registerBody,
  signInBody,
  signInResponse,
  updateUserBody,
  messageAnswer,
} from '@voski/contract';
import { staffOf } from '../../http/access.ts';
import { bodyLimits } from '../../http/body-limits.ts';
import type { AuthService } from './service.ts';

export const authRoutes =
  (auth: AuthService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post('/auth/signIn', {
      config: { access: access.public },
      bodyLimit: bodyLimits.signIn,
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        body: signInBody,
        response: { 200: signInResponse, 422: errorBody, 429: errorBody },
      },
      handler: (request) => auth.signIn(request.body, request.ip),
    });

    app.post('/auth/signOut', {
      config: { access: access.anyStaff },
      schema: {
        tags: ['auth'],
        summary: 'Revoke the access token of this request',
        response: { 200: messageAnswer },
      },
      handler: async (request) => {
        await auth.signOut(staffOf(request).tokenId);
        return { message: 'Signed out.' };
      },
    });

    app.post('/auth/signOutEverywhere', {
      config: { access: access.anyStaff },
      schema: {
        tags: ['auth'],
        summary: 'Revoke every access token of the signed-in staff member, this one included',
        response: { 200: messageAnswer },
      },
      handler: async (request) => {
        await auth.signOutEverywhere(staffOf(request).id);
        return { message: 'Signed out everywhere.' };
      },
    });

    app.get('/auth/me', {
      config: { access: access.anyStaff },
      schema: {
        tags: ['auth'],
        summary: 'The staff member this token belongs to',
        response: { 200: z.object({ user: publicUser }) },
      },
      handler: async (request) => {
        const { tokenId: _tokenId, ...user } = staffOf(request);
        return { user };
      },
    });

    app.post('/auth/register', {
      config: { access: access.users },
      schema: {
        tags: ['auth'],
        summary: 'Create a staff account',
        body: registerBody,
        response: { 201: z.object({ user: publicUser }), 422: errorBody },
      },
      handler: async (request, reply) => {
        const user = await auth.register(request.body);
        return reply.code(201).send({ user });
      },
    });

    app.get('/auth/users', {
      config: { access: access.users },
      schema: {
        tags: ['auth'],
        summary: 'List staff accounts',
        response: { 200: z.object({ users: z.array(listedUser) }) },
      },
      handler: async () => ({ users: await auth.listUsers() }),
    });

    app.put('/auth/users/:id', {
      config: { access: access.users },
      schema: {
        tags: ['auth'],
        summary:
          "Change a staff account's name, role or password (a new password ends its sessions)",
        params: idParam,
        body: updateUserBody,
        response: {
          200: z.object({ user: publicUser }),
          404: errorBody,
          409: errorBody,
          422: errorBody,
        },
      },
      handler: async (request) => ({
        user: await auth.updateUser(request.params.id, request.body, staffOf(request)),
      }),
    });

    app.post('/auth/users/:id/signOut', {
      config: { access: access.users },
      schema: {
        tags: ['auth'],
        summary: 'End every session of a staff account (revoke all of its access tokens)',
        params: idParam,
        response: { 200: messageAnswer, 404: errorBody },
      },
      handler: async (request) => {
        await auth.endSessionsOf(request.params.id);
        return { message: 'Sessions ended.' };
      },
    });

    app.delete('/auth/users/:id', {
      config: { access: access.users },
      schema: {
        tags: ['auth'],
        summary: 'Delete a staff account (not your own, not the last admin)',
        params: idParam,
        response: { 200: messageAnswer, 403: errorBody, 404: errorBody, 409: errorBody },
      },
      handler: async (request) => {
        await auth.deleteUser(request.params.id, staffOf(request));
        return { message: 'User deleted.' };
      },
    });
  };
