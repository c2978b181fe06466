import type { FastifyPluginAsync } from 'fastify';
import { staffOf } from '../../http/access.ts';
import { bodyLimits } from '../../http/body-limits.ts';
import { serve } from '../../http/endpoint.ts';
import type { AuthService } from './service.ts';

export const authRoutes =
  (auth: AuthService): FastifyPluginAsync =>
  async (app) => {
    serve(app, 'POST /auth/signIn', (request) => auth.signIn(request.body, request.ip), {
      bodyLimit: bodyLimits.signIn,
    });
    serve(app, 'POST /auth/signOut', async (request) => {
      await auth.signOut(staffOf(request).tokenId);
      return { message: 'Signed out.' };
    });
    serve(app, 'POST /auth/signOutEverywhere', async (request) => {
      await auth.signOutEverywhere(staffOf(request).id);
      return { message: 'Signed out everywhere.' };
    });
    serve(app, 'GET /auth/me', (request) => {
      const { tokenId: _tokenId, ...user } = staffOf(request);
      return { user };
    });
    serve(app, 'POST /auth/register', async (request, reply) => {
      const user = await auth.register(request.body);
      return reply.code(201).send({ user });
    });
    serve(app, 'GET /auth/users', async () => ({ users: await auth.listUsers() }));
    serve(app, 'PUT /auth/users/:id', async (request) => ({
      user: await auth.updateUser(request.params.id, request.body, staffOf(request)),
    }));
    serve(app, 'POST /auth/users/:id/signOut', async (request) => {
      await auth.endSessionsOf(request.params.id);
      return { message: 'Sessions ended.' };
    });
    serve(app, 'DELETE /auth/users/:id', async (request) => {
      await auth.deleteUser(request.params.id, staffOf(request));
      return { message: 'User deleted.' };
    });
  };
