import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messages, type Access, type RoleId } from '@voski/contract';
import { HttpError } from './errors.ts';

export interface StaffUser {
  id: number;
  name: string;
  email: string;
  role_id: RoleId;
  tokenId: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route. Every /api route must say it. */
    access?: Access;
  }
  interface FastifyRequest {
    staff: StaffUser | null;
  }
}

export interface RouteAccess {
  method: string;
  url: string;
  access: Access;
}

export type Authenticate = (token: string) => Promise<StaffUser | null>;

/** Routes the framework adds for us (API docs); they are public by nature. */
const frameworkRoutes = /^\/api\/docs(\/|$)/;

const unauthenticated = () => new HttpError(401, messages.unauthenticated);

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * Role guard by declaration: each route carries `config.access`, checked before the body is
 * even read, so a caller without the right gets 401/403 whatever it sends. A route under /api
 * that forgets to declare its access fails the start-up instead of being silently open.
 */
export function registerAccessControl(
  app: FastifyInstance,
  authenticate: Authenticate,
): RouteAccess[] {
  const table: RouteAccess[] = [];
  app.decorateRequest('staff', null);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    if (frameworkRoutes.test(route.url)) {
      route.config = { ...route.config, access: 'public' };
      return;
    }
    const rule = route.config?.access;
    if (rule === undefined) {
      throw new Error(`Route ${String(route.method)} ${route.url} declares no access rule`);
    }
    for (const method of [route.method].flat())
      table.push({ method, url: route.url, access: rule });
  });

  app.addHook('onRequest', async (request) => {
    const rule = request.routeOptions.config?.access;
    if (rule === undefined) return;
    if (rule === 'public') {
      // A staff member browsing the shop sees it as staff (unavailable products too); a bad
      // token on a public route is simply ignored.
      const token = bearerToken(request);
      if (token) request.staff = await authenticate(token);
      return;
    }
    const token = bearerToken(request);
    if (!token) throw unauthenticated();
    const staff = await authenticate(token);
    if (!staff) throw unauthenticated();
    request.staff = staff;
    if (!rule.includes(staff.role_id)) throw new HttpError(403, messages.forbidden);
  });
  return table;
}

/** The signed-in staff member of a guarded route. */
export function staffOf(request: FastifyRequest): StaffUser {
  if (!request.staff) throw unauthenticated();
  return request.staff;
}
