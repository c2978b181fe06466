import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ShopLink, ShopNavLink } from './ShopLink';

/** The markup of `link` on the page at `at`. */
const markup = (at: string, link: ReturnType<typeof createElement>) =>
  renderToStaticMarkup(createElement(MemoryRouter, { initialEntries: [at] }, link));

const menuLink = (to: string) =>
  createElement(
    ShopNavLink,
    { to, className: ({ isActive }) => (isActive ? 'link active' : 'link') },
    'Rings',
  );

describe('a shop link', () => {
  it('is the anchor <Link> renders: its path, query and all, and marked for route discovery', () => {
    expect(
      markup('/', createElement(ShopLink, { to: '/en/products/5?page=2', lang: 'en' }, 'Rings')),
    ).toBe('<a lang="en" href="/en/products/5?page=2" data-discover="true">Rings</a>');
  });
});

describe('a menu link', () => {
  it('is the current page on its own path, whatever the query, and on the paths below it', () => {
    for (const at of [
      '/en/products/5',
      '/en/products/5?page=3&sort=price_asc',
      '/en/products/5/x',
    ]) {
      expect(markup(at, menuLink('/en/products/5')), at).toBe(
        '<a class="link active" aria-current="page" href="/en/products/5" data-discover="true">Rings</a>',
      );
    }
  });

  it('is not the current page on another path that begins the same', () => {
    for (const at of ['/en/products/50', '/en/products', '/products/5']) {
      expect(markup(at, menuLink('/en/products/5')), at).toBe(
        '<a class="link" href="/en/products/5" data-discover="true">Rings</a>',
      );
    }
  });
});
