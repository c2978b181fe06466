import { access, Role } from '@voski/contract/roles';
import { matchPath } from 'react-router';
import type { StaffMessageId as MessageId } from '../lib/i18n/messages';

export const roles = { admin: Role.Admin, seller: Role.Seller, adder: Role.Adder } as const;

// the server's role sets: a page is open to exactly those who may call its API
const everyone = access.anyStaff;
const content = access.catalogWrite;
const sales = access.orderDesk;
const admins = access.users;

export type AdminGroup =
  'slides' | 'faq' | 'blog' | 'posts' | 'contact' | 'catalog' | 'users' | 'orders';

export interface AdminPage {
  path: string;
  label: MessageId;
  group: AdminGroup | null;
  roles: readonly number[];
  /** Pages reached from a list (edit forms) are not in the menu; `parent` is lit instead. */
  parent?: string;
}

/** Every back-office page, in menu order, with the roles that may open it (api-contract). */
export const adminPages: readonly AdminPage[] = [
  { path: '/admin', label: 'admin.page.dashboard', group: null, roles: everyone },
  { path: '/admin/slide/all', label: 'admin.page.slideAll', group: 'slides', roles: content },
  { path: '/admin/slide/add', label: 'admin.page.slideAdd', group: 'slides', roles: content },
  { path: '/admin/faq/all', label: 'admin.page.faqAll', group: 'faq', roles: content },
  { path: '/admin/faq/add', label: 'admin.page.faqAdd', group: 'faq', roles: content },
  { path: '/admin/blog/all', label: 'admin.page.blogAll', group: 'blog', roles: content },
  { path: '/admin/blog/add', label: 'admin.page.blogAdd', group: 'blog', roles: content },
  { path: '/admin/post/all', label: 'admin.page.postAll', group: 'posts', roles: content },
  { path: '/admin/post/add', label: 'admin.page.postAdd', group: 'posts', roles: content },
  {
    path: '/admin/contact/update',
    label: 'admin.page.contactUpdate',
    group: 'contact',
    roles: content,
  },
  {
    path: '/admin/slogan/about',
    label: 'admin.page.sloganAbout',
    group: 'contact',
    roles: content,
  },
  {
    path: '/admin/contact/about',
    label: 'admin.page.contactAbout',
    group: 'contact',
    roles: content,
  },
  {
    path: '/admin/contact/return-policy',
    label: 'admin.page.returnPolicy',
    group: 'contact',
    roles: content,
  },
  {
    path: '/admin/contact/social',
    label: 'admin.page.socialLinks',
    group: 'contact',
    roles: content,
  },
  {
    path: '/admin/contact/formResult',
    label: 'admin.page.contactFormResult',
    group: 'contact',
    roles: sales,
  },
  {
    path: '/admin/category/all',
    label: 'admin.page.categoryAll',
    group: 'catalog',
    roles: content,
  },
  {
    path: '/admin/category/add',
    label: 'admin.page.categoryAdd',
    group: 'catalog',
    roles: content,
  },
  {
    path: '/admin/products/all',
    label: 'admin.page.productsAll',
    group: 'catalog',
    roles: content,
  },
  {
    path: '/admin/products/add',
    label: 'admin.page.productsAdd',
    group: 'catalog',
    roles: content,
  },
  {
    path: '/admin/products/sheets',
    label: 'admin.page.catalogueSheets',
    group: 'catalog',
    roles: content,
  },
  {
    path: '/admin/metals/all',
    label: 'admin.page.metalsAll',
    group: 'catalog',
    roles: content,
  },
  {
    path: '/admin/metals/add',
    label: 'admin.page.metalsAdd',
    group: 'catalog',
    roles: content,
  },
  {
    path: '/admin/promotions/all',
    label: 'admin.page.promotionsAll',
    group: 'catalog',
    roles: content,
  },
  {
    path: '/admin/promotions/add',
    label: 'admin.page.promotionsAdd',
    group: 'catalog',
    roles: content,
  },
  {
    path: '/admin/products/metal-prices',
    label: 'admin.page.metalPrices',
    group: 'catalog',
    roles: access.metalPrices,
  },
  { path: '/admin/rates', label: 'admin.page.rates', group: 'catalog', roles: access.rates },
  { path: '/admin/user/all', label: 'admin.page.userAll', group: 'users', roles: admins },
  { path: '/admin/user/add', label: 'admin.page.userAdd', group: 'users', roles: admins },
  { path: '/admin/user/audit', label: 'admin.page.audit', group: 'users', roles: admins },
  { path: '/admin/user/outbox', label: 'admin.page.outbox', group: 'users', roles: admins },
  {
    path: '/admin/payment/orders',
    label: 'admin.page.paymentOrders',
    group: 'orders',
    roles: sales,
  },
  { path: '/admin/payment/holds', label: 'admin.page.holds', group: 'orders', roles: sales },
  { path: '/admin/payment/zones', label: 'admin.page.zones', group: 'orders', roles: sales },
  { path: '/admin/payment/carriers', label: 'admin.page.carriers', group: 'orders', roles: sales },
];

const editPage = (list: AdminPage, label: MessageId): AdminPage => ({
  path: list.path.replace(/\/all$/, '/edit/:id'),
  label,
  group: list.group,
  roles: list.roles,
  parent: list.path,
});

const listPage = (path: string) => adminPages.find((page) => page.path === path)!;

/** The contact form's messages, whose unread count the menu shows. */
export const messagesPage = listPage('/admin/contact/formResult');

/** Edit forms, opened from their lists: `/admin/<thing>/edit/:id`. */
export const editPages: readonly AdminPage[] = [
  editPage(listPage('/admin/slide/all'), 'admin.page.slideEdit'),
  editPage(listPage('/admin/faq/all'), 'admin.page.faqEdit'),
  editPage(listPage('/admin/blog/all'), 'admin.page.blogEdit'),
  editPage(listPage('/admin/post/all'), 'admin.page.postEdit'),
  editPage(listPage('/admin/category/all'), 'admin.page.categoryEdit'),
  editPage(listPage('/admin/products/all'), 'admin.page.productsEdit'),
  editPage(listPage('/admin/metals/all'), 'admin.page.metalsEdit'),
  editPage(listPage('/admin/promotions/all'), 'admin.page.promotionsEdit'),
  editPage(listPage('/admin/user/all'), 'admin.page.userEdit'),
];

/** Pages of one record that are not forms, reached from their list: an order's (issue 38). */
export const recordPages: readonly AdminPage[] = [
  {
    path: '/admin/payment/orders/:id',
    label: 'admin.page.order',
    group: 'orders',
    roles: sales,
    parent: '/admin/payment/orders',
  },
];

export const adminGroups: readonly { key: AdminGroup; label: MessageId }[] = [
  { key: 'slides', label: 'admin.group.slides' },
  { key: 'faq', label: 'admin.group.faq' },
  { key: 'blog', label: 'admin.group.blog' },
  { key: 'posts', label: 'admin.group.posts' },
  { key: 'contact', label: 'admin.group.contact' },
  { key: 'catalog', label: 'admin.group.catalog' },
  { key: 'users', label: 'admin.group.users' },
  { key: 'orders', label: 'admin.group.orders' },
];

/** The Dashboard is open to any signed-in staff member, even with an unknown role. */
export function canOpen(page: AdminPage, role: number | null): boolean {
  return page.group === null || (role !== null && page.roles.includes(role));
}

/** The pages a role sees in the menu. */
export function pagesForRole(role: number | null): AdminPage[] {
  return adminPages.filter((page) => canOpen(page, role));
}

export function findPage(pathname: string): AdminPage | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return [...adminPages, ...editPages, ...recordPages].find(
    (page) => matchPath(page.path, path) !== null,
  );
}

export function roleLabel(role: number | null): MessageId | null {
  if (role === roles.admin) return 'admin.role.1';
  if (role === roles.seller) return 'admin.role.2';
  if (role === roles.adder) return 'admin.role.3';
  return null;
}
