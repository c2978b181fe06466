import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoleId } from '@voski/contract';
import { roles, startTestApp, type TestApp } from './harness.ts';
import { routeRoles, unknownPathRoute } from './route-roles.ts';

let t: TestApp;
const tokens = new Map<RoleId, string>();

beforeAll(async () => {
  t = await startTestApp();
  for (const role of roles) tokens.set(role, await t.staffToken(role));
});
afterAll(() => t.close());

/** A concrete URL for a route pattern: every parameter becomes 1. */
const concrete = (url: string) => url.replace(/:\w+/g, '1').replace(/\*$/, 'x');

describe('the route table', () => {
  it('declares an access rule for every /api route', () => {
    expect(t.app.routeAccess.length).toBeGreaterThan(5);
    for (const route of t.app.routeAccess) {
      expect(route.access === 'public' || Array.isArray(route.access)).toBe(true);
    }
  });

  it('refuses to start with a route that forgets its access rule', async () => {
    const { buildApp } = await import('../src/app.ts');
    const app = await buildApp({
      config: {
        publicUrl: 'http://x',
        tokenTtlSeconds: 60,
        trustProxy: false,
        webBuildDir: undefined,
        dataDir: t.dataDir,
      },
      database: t.database,
    });
    expect(() => app.get('/api/forgotten', async () => 'open')).toThrow(/declares no access rule/);
    await app.close();
  });
});

describe('the hand-written route → roles table', () => {
  it('matches what every registered route declares, route for route', () => {
    const declared = Object.fromEntries(
      t.app.routeAccess
        .filter((r) => r.method !== 'HEAD' && r.url !== unknownPathRoute)
        .map((r) => [`${r.method} ${r.url}`, r.access]),
    );
    expect(declared).toEqual(routeRoles);
    const fallback = t.app.routeAccess.filter((r) => r.url === unknownPathRoute);
    expect(fallback.every((r) => r.access === 'public')).toBe(true);
  });
});

describe('every staff route', () => {
  /** The staff routes of the hand-written table: the tests below call each one. */
  const guarded = () =>
    Object.entries(routeRoles).flatMap(([route, access]) => {
      if (access === 'public') return [];
      const [method, url] = route.split(' ') as [string, string];
      return [{ method, url, access }];
    });

  it('answers 401 without a token', async () => {
    const routes = guarded();
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) {
      const res = await t.request({ method: route.method as 'GET', url: concrete(route.url) });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(res.json()).toEqual({ message: 'Unauthenticated.' });
    }
  });

  it('answers 403 to each role it does not allow, and lets the allowed roles through', async () => {
    for (const route of guarded()) {
      for (const role of roles) {
        const res = await t.request({
          method: route.method as 'GET',
          url: concrete(route.url),
          token: tokens.get(role)!,
        });
        const allowed = (route.access as readonly number[]).includes(role);
        const label = `${route.method} ${route.url} as role ${role}`;
        if (allowed) expect(res.statusCode, label).not.toBe(403);
        else {
          expect(res.statusCode, label).toBe(403);
          expect(res.json(), label).toEqual({ message: 'This action is unauthorized.' });
        }
        expect(res.statusCode, label).not.toBe(401);
        // Signing out spends the token: take a fresh one for the next route.
        if (allowed && /\/signOut(Everywhere)?$/.test(route.url)) {
          tokens.set(role, await t.staffToken(role));
        }
      }
    }
  });
});
