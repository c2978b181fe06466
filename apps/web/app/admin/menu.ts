import type { MessageId } from '../lib/i18n/messages';

export const roles = { admin: 1, seller: 2, adder: 3 } as const;

const everyone = [roles.admin, roles.seller, roles.adder];
const content = [roles.admin, roles.adder];
const sales = [roles.admin, roles.seller];
const admins = [roles.admin];

export type AdminGroup = 'slides' | 'faq' | 'blog' | 'contact' | 'catalog' | 'users' | 'orders';

export interface AdminPage {
  path: string;
  label: MessageId;
  group: AdminGroup | null;
  roles: readonly number[];
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
  { path: '/admin/user/all', label: 'admin.page.userAll', group: 'users', roles: admins },
  { path: '/admin/user/add', label: 'admin.page.userAdd', group: 'users', roles: admins },
  {
    path: '/admin/payment/orders',
    label: 'admin.page.paymentOrders',
    group: 'orders',
    roles: sales,
  },
];

export const adminGroups: readonly { key: AdminGroup; label: MessageId }[] = [
  { key: 'slides', label: 'admin.group.slides' },
  { key: 'faq', label: 'admin.group.faq' },
  { key: 'blog', label: 'admin.group.blog' },
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
  return adminPages.find((page) => page.path === path);
}

export function roleLabel(role: number | null): MessageId | null {
  if (role === roles.admin) return 'admin.role.1';
  if (role === roles.seller) return 'admin.role.2';
  if (role === roles.adder) return 'admin.role.3';
  return null;
}
