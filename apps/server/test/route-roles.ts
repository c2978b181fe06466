// Who may call each API route, written out by hand from api-contract.md's role table (and the
// issues that changed it), so a wrong `config.access` in the code fails the access tests
// instead of agreeing with itself. A = Admin, S = Seller, D = Adder (adds the catalogue).
import { Role, type RoleId } from '@voski/contract';

type Who = 'public' | readonly RoleId[];

const A = Role.Admin;
const S = Role.Seller;
const D = Role.Adder;
const staff = [A, S, D] as const;
const content = [A, D] as const;
const desk = [A, S] as const;
const admins = [A] as const;

export const routeRoles: Readonly<Record<string, Who>> = {
  'GET /api/health': 'public',
  'POST /api/auth/signIn': 'public',
  'POST /api/auth/signOut': staff,
  'GET /api/auth/me': staff,
  'POST /api/auth/register': admins,
  'GET /api/auth/users': admins,
  'DELETE /api/auth/users/:id': admins,
  // Sessions and account changes (issue 14): beyond the contract.
  'POST /api/auth/signOutEverywhere': staff,
  'PUT /api/auth/users/:id': admins,
  'POST /api/auth/users/:id/signOut': admins,

  'GET /api/categories': 'public',
  'GET /api/categories/subs/:id': 'public',
  'GET /api/categories/:id': 'public',
  'POST /api/categories': content,
  'PUT /api/categories/:id': content,
  'DELETE /api/categories/:id': content,

  'GET /api/products': 'public',
  'GET /api/products/all': 'public',
  'GET /api/products/importants': 'public',
  'GET /api/products/newProducts': 'public',
  'GET /api/products/search': 'public',
  'GET /api/products/search/facets': 'public',
  'GET /api/products/filter/:id': 'public',
  'GET /api/products/facets/:id': 'public',
  'GET /api/products/sitemap': 'public',
  'GET /api/products/sale': 'public',
  'GET /api/products/sale/facets': 'public',
  'GET /api/products/categories/:id': 'public',
  'GET /api/products/:id': 'public',
  'GET /api/products/has/:id': content,
  'GET /api/products/deleteImage/:imageId': content,
  'POST /api/products': content,
  'POST /api/products/:id': content,
  'DELETE /api/products/:id': content,
  // Catalogue sheets (issue 39): the catalogue's writers.
  'GET /api/products/export': content,
  'POST /api/products/import': content,
  'POST /api/products/imports': content,
  'GET /api/products/imports/latest': content,
  'POST /api/products/imports/:id/run': content,

  'GET /api/rates': 'public',
  'GET /api/rates/details': content,
  'GET /api/rates/:current/history': content,
  // The PayPal charge follows the USD rate: Admins only (issue 14), not the contract's Adders.
  'PUT /api/rates/:current': admins,
  'GET /api/metals': 'public',
  'GET /api/metals/mismatches': content,
  'POST /api/metals': content,
  'PUT /api/metals/:id': content,
  'DELETE /api/metals/:id': content,
  // Sales and discount codes (issue 37).
  'GET /api/promotions': content,
  'GET /api/promotions/:id': content,
  'POST /api/promotions': content,
  'PUT /api/promotions/:id': content,
  'DELETE /api/promotions/:id': content,
  'GET /api/metal-prices': 'public',
  'PUT /api/metal-prices': admins,
  'GET /api/metal-prices/history': admins,

  'GET /api/faqs': 'public',
  'POST /api/faqs': content,
  'PUT /api/faqs/:id': content,
  'DELETE /api/faqs/:id': content,
  'GET /api/contacts/first': 'public',
  'PUT /api/contacts/:id': content,
  // The shop's social pages (issue 16): beyond the contract, kept like the contact information.
  'GET /api/social-links': 'public',
  'PUT /api/social-links': content,

  'POST /api/messages': 'public',
  'GET /api/messages': desk,
  'DELETE /api/messages/:id': desk,
  // Read and answered states shared by all staff (issue 17): beyond the contract.
  'GET /api/messages/unread': desk,
  'PATCH /api/messages/:id': desk,
  'DELETE /api/contacts/:id': desk,

  'GET /api/slides': 'public',
  'GET /api/slides/:id': 'public',
  'POST /api/slides/interval': content,
  'POST /api/slides': content,
  'POST /api/slides/:id': content,
  'GET /api/priority/:id/:value': content,
  'DELETE /api/slides/:id': content,
  'GET /api/posts': 'public',
  'GET /api/posts/:id': 'public',
  'POST /api/posts': content,
  'POST /api/posts/:id': content,
  'DELETE /api/posts/:id': content,
  'GET /api/blogs': 'public',
  'GET /api/blogs/search': 'public',
  'GET /api/blogs/:id': 'public',
  'POST /api/blogs': content,
  'POST /api/blogs/:id': content,
  'GET /api/blogs/deleteImage/:imageId': content,
  'DELETE /api/blogs/:id': content,
  'GET /api/about': 'public',
  'POST /api/about': content,
  'GET /api/slogans': 'public',
  'POST /api/slogans': content,
  // The return policy as content (issue 39): kept by those who keep the about page.
  'GET /api/return-policy': 'public',
  'PUT /api/return-policy': content,

  'POST /api/payment/signIn': 'public',
  'POST /api/payment/check': 'public',
  'GET /api/payment/paypal/return': 'public',
  'GET /api/payment/paypal/cancel': 'public',
  // Idram's merchant interface: the payer's way there and back, and Idram's signed calls.
  'GET /api/payment/idram/pay/:paymentId': 'public',
  'POST /api/payment/idram/result': 'public',
  'GET /api/payment/idram/success': 'public',
  'POST /api/payment/idram/success': 'public',
  'GET /api/payment/idram/fail': 'public',
  'POST /api/payment/idram/fail': 'public',
  'GET /api/payment/orders': desk,
  'GET /api/payment/orders/stats': desk,
  'POST /api/payment/filter': desk,
  'GET /api/payment/doneOrInProgress/:id/:done': desk,
  'GET /api/payment/orders/:id': desk,
  'GET /api/payment/orders/:id/history': desk,
  'POST /api/payment/orders/:id/cancel': desk,
  'GET /api/payment/orders/:id/invoice': desk,
  'GET /api/payment/orders/:id/packing-slip': desk,
  'GET /api/payment/holds': desk,
  'POST /api/payment/holds/:id/release': desk,
  'POST /api/payment/order/:token/extend': 'public',
  'GET /api/payment/delivery': 'public',
  'PUT /api/payment/delivery': desk,
  'GET /api/payment/methods': 'public',
  'POST /api/payment/quote': 'public',
  'GET /api/payment/zones': 'public',
  'PUT /api/payment/zones': desk,
  'POST /api/payment/zones': admins,
  'PUT /api/payment/zones/:zone': admins,
  'DELETE /api/payment/zones/:zone': admins,
  'GET /api/payment/pickup-points': 'public',
  'PUT /api/payment/pickup-points': admins,
  'GET /api/payment/order/:token': 'public',
  'POST /api/payment/order/:token/cancel': 'public',
  'GET /api/payment/order/:token/invoice': 'public',
  'GET /api/payment/orders/:id/view': desk,
  'POST /api/payment/orders/:id/notes': desk,
  'POST /api/payment/orders/:id/ship': desk,
  'POST /api/payment/orders/:id/deliver': desk,
  'POST /api/payment/orders/:id/undo': desk,
  'GET /api/payment/carriers': desk,
  'POST /api/payment/carriers': desk,
  'PUT /api/payment/carriers/:id': desk,
  'DELETE /api/payment/carriers/:id': desk,

  'GET /api/mail/outbox': admins,
  'POST /api/mail/outbox/retry': admins,

  'GET /api/audit': admins,
  // Backups (issue 36): beyond the contract; archives hold every customer's details.
  'GET /api/backups/latest': admins,

  // The built-in test gateway speaks the bank's protocol: its own credentials guard it.
  'GET /api/test-gateway/payment/rest/register.do': 'public',
  'POST /api/test-gateway/payment/rest/register.do': 'public',
  'GET /api/test-gateway/payment/rest/getOrderStatusExtended.do': 'public',
  'POST /api/test-gateway/payment/rest/getOrderStatusExtended.do': 'public',
  'GET /api/test-gateway/payment/rest/refund.do': 'public',
  'POST /api/test-gateway/payment/rest/refund.do': 'public',
  'GET /api/test-gateway/payment/rest/reverse.do': 'public',
  'POST /api/test-gateway/payment/rest/reverse.do': 'public',
  'GET /api/test-gateway/pay': 'public',
  'POST /api/test-gateway/pay': 'public',
  'POST /api/test-gateway/idram/GetPayment': 'public',
  'POST /api/test-gateway/idram/pay': 'public',
};

/** The API's own 404 for any other path, whatever the method. */
export const unknownPathRoute = '/api/*';
