import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeWindow } from '../lib/fake-browser.test-helper';
import { staffFetch } from './api';
import { interpretSignIn, wrongCredentialsMessage } from './auth';
import { adminPages, canOpen, editPages, findPage, pagesForRole, roles } from './menu';
import { safeNextPath } from './safe-next';
import { readSession, saveSession } from './session';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('safeNextPath', () => {
  it('accepts paths on this site', () => {
    expect(safeNextPath('/admin/faq/all')).toBe('/admin/faq/all');
    expect(safeNextPath('/en/products/1?x=1')).toBe('/en/products/1?x=1');
  });

  it('rejects anything that could leave the site', () => {
    for (const next of [
      null,
      '',
      'admin',
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      ' /admin',
    ]) {
      expect(safeNextPath(next), String(next)).toBeNull();
    }
  });
});

describe('interpretSignIn', () => {
  it('turns a success into a session', () => {
    const body = {
      status: true,
      access_token: 'tok',
      token_type: 'Bearer',
      expires_in: 3600,
      user: { id: 1, name: 'Anna', email: 'anna@example.com', role_id: 3 },
    };
    expect(interpretSignIn(200, body)).toEqual({
      ok: true,
      session: { token: 'tok', name: 'Anna', role: 3 },
    });
  });

  it('shows the first email error of a 422', () => {
    const body = {
      message: 'The given data was invalid.',
      errors: { email: ['These credentials do not match our records.', 'second'] },
    };
    expect(interpretSignIn(422, body)).toEqual({
      ok: false,
      problem: 'credentials',
      message: 'These credentials do not match our records.',
    });
  });

  it('falls back to the message, then to a fixed text', () => {
    expect(interpretSignIn(422, { message: 'Invalid.', errors: {} })).toEqual({
      ok: false,
      problem: 'other',
      message: 'Invalid.',
    });
    expect(interpretSignIn(422, null)).toEqual({
      ok: false,
      problem: 'credentials',
      message: wrongCredentialsMessage,
    });
    expect(interpretSignIn(200, { status: false })).toEqual({
      ok: false,
      problem: 'credentials',
      message: wrongCredentialsMessage,
    });
  });

  it('shows the throttling message of a 429', () => {
    expect(interpretSignIn(429, { message: 'Too many attempts.' })).toEqual({
      ok: false,
      problem: 'throttled',
      message: 'Too many attempts.',
    });
  });
});

describe('admin menu', () => {
  const paths = (role: number | null) => pagesForRole(role).map((page) => page.path);

  it('lists every spec page once, and the feed posts, audit log, outbox, metal kinds and prices, promotions, exchange rates, social links, return policy, held pieces and catalogue sheets the spec menu lacked', () => {
    expect(adminPages).toHaveLength(34);
    expect(new Set(adminPages.map((page) => page.path)).size).toBe(34);
    expect(paths(roles.admin)).toContain('/admin/promotions/all');
    expect(paths(roles.admin)).toContain('/admin/contact/return-policy');
    expect(paths(roles.admin)).toContain('/admin/payment/holds');
    expect(paths(roles.admin)).toContain('/admin/contact/social');
    expect(paths(roles.admin)).toContain('/admin/user/audit');
    expect(paths(roles.admin)).toContain('/admin/user/outbox');
    expect(paths(roles.admin)).toContain('/admin/products/metal-prices');
    expect(paths(roles.admin)).toContain('/admin/metals/all');
    expect(paths(roles.admin)).toContain('/admin/rates');
    expect(paths(roles.admin)).toEqual(
      expect.arrayContaining(['/admin/post/all', '/admin/post/add']),
    );
  });

  it('gives the Admin everything', () => {
    expect(paths(roles.admin)).toHaveLength(34);
  });

  it('gives the Seller orders and form results only', () => {
    expect(paths(roles.seller)).toEqual([
      '/admin',
      '/admin/contact/formResult',
      '/admin/payment/orders',
      '/admin/payment/holds',
      '/admin/payment/zones',
      '/admin/payment/carriers',
    ]);
  });

  it('gives the Adder catalog and content, not users, orders or messages', () => {
    const adder = paths(roles.adder);
    expect(adder).toContain('/admin/products/add');
    expect(adder).toContain('/admin/slogan/about');
    expect(adder).toContain('/admin/contact/about');
    // the social links go with the contact information
    expect(adder).toContain('/admin/contact/social');
    // the return policy with the about page (issue 39)
    expect(adder).toContain('/admin/contact/return-policy');
    expect(adder).not.toContain('/admin/user/all');
    expect(adder).not.toContain('/admin/user/audit');
    expect(adder).not.toContain('/admin/payment/orders');
    expect(adder).not.toContain('/admin/contact/formResult');
    // the Admins' settings: metal prices and exchange rates
    expect(adder).not.toContain('/admin/products/metal-prices');
    expect(adder).not.toContain('/admin/rates');
    expect(adder).toContain('/admin/metals/all');
    expect(adder).toContain('/admin/products/sheets');
    // sales and discount codes (issue 37)
    expect(adder).toContain('/admin/promotions/all');
    expect(adder).toHaveLength(23);
  });

  it('finds edit pages by their pattern, lighting their list in the menu', () => {
    const edit = findPage('/admin/products/edit/12');
    expect(edit?.parent).toBe('/admin/products/all');
    expect(edit && canOpen(edit, roles.adder)).toBe(true);
    expect(edit && canOpen(edit, roles.seller)).toBe(false);
    expect(findPage('/admin/faq/all/')?.path).toBe('/admin/faq/all');
    expect(findPage('/admin/unknown')).toBeUndefined();
    expect(editPages.every((page) => page.path.endsWith('/edit/:id'))).toBe(true);
  });

  it('opens only the Dashboard for an unknown role', () => {
    expect(paths(null)).toEqual(['/admin']);
    const users = adminPages.find((page) => page.path === '/admin/user/all');
    expect(users && canOpen(users, 99)).toBe(false);
  });
});

describe('staffFetch', () => {
  it('sends the bearer token and clears the session on 401', async () => {
    const { storage } = installFakeWindow();
    saveSession({ token: 'tok', name: 'Anna', role: 1 });
    const fetchMock = vi.fn(async () =>
      Response.json({ message: 'Unauthenticated.' }, { status: 401 }),
    );
    vi.stubGlobal('fetch', fetchMock);

    const response = await staffFetch('/api/auth/users');

    expect(response.status).toBe(401);
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer tok');
    expect(readSession()).toBeNull();
    expect(storage.length).toBe(0);
  });

  it('keeps the session on other answers', async () => {
    installFakeWindow();
    saveSession({ token: 'tok', name: 'Anna', role: 1 });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ users: [] })),
    );
    await staffFetch('/api/auth/users');
    expect(readSession()).toEqual({ token: 'tok', name: 'Anna', role: 1 });
  });
});
