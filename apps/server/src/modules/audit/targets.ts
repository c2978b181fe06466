import { and, count, eq, gt, isNull, max, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { AuditAction, AuditEntity } from '@voski/contract';
import type { Db } from '../../db/client.ts';
import {
  accessTokens,
  blogImages,
  blogs,
  catalogueImports,
  carriers,
  categories,
  contacts,
  deliveryZones as deliveryZoneRows,
  pickupPoints as pickupPointRows,
  faqs,
  messages,
  metalPrices,
  metals,
  orderNotes,
  orders,
  pages,
  posts,
  productImages,
  products,
  promotions,
  rates,
  settings,
  slides,
  users,
} from '../../db/schema/index.ts';
import type { PageKey } from '../content/pages.ts';
import { SOCIAL_LINKS_KEY } from '../content/social-links.ts';

export type Snapshot = Record<string, unknown> | null;

/** The request as an audit target reads it: its path parameters and, after, its answer. */
export interface AuditContext {
  params: Record<string, string | number | undefined>;
  /** The validated body (a route keyed by what it sets, not by its path). */
  body?: unknown;
  answer?: unknown;
}

/** How one staff route changes one record, and how to read that record before and after. */
export interface AuditTarget {
  entity: AuditEntity;
  action: AuditAction;
  /** The record's key: from the path, or (a create) from the answer. */
  key(context: AuditContext): string | undefined;
  read(db: Db, key: string | undefined): Promise<Snapshot>;
}

async function first(db: Db, table: PgTable, where: SQL): Promise<Snapshot> {
  const [row] = await db.select().from(table).where(where).limit(1);
  return (row as Snapshot) ?? null;
}

/** A record of `table` by its numeric id. */
const byId =
  (table: PgTable & { id: Parameters<typeof eq>[0] }) =>
  (db: Db, key: string | undefined): Promise<Snapshot> =>
    key && /^\d+$/.test(key) ? first(db, table, eq(table.id, Number(key))) : Promise.resolve(null);

const param =
  (name: string) =>
  ({ params }: AuditContext) =>
    params[name] === undefined ? undefined : String(params[name]);

/** The id of the record a create answered with: `{data: {id}}`, `{faq: {id}}`, `{user: {id}}`. */
function answeredId({ answer }: AuditContext): string | undefined {
  if (typeof answer !== 'object' || answer === null) return undefined;
  for (const value of Object.values(answer)) {
    const id = (value as { id?: unknown } | null)?.id;
    if (typeof id === 'number') return String(id);
  }
  return undefined;
}

const none = () => undefined;

/**
 * Tokens of a user not yet revoked or expired, idle ones included (unlike StaffSessions' rule for
 * a usable token): what "sign out everywhere" revokes, so the audit shows it going to 0.
 */
async function openSessions(db: Db, userId: number): Promise<number> {
  if (!Number.isInteger(userId)) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(accessTokens)
    .where(
      and(
        eq(accessTokens.user_id, userId),
        isNull(accessTokens.revoked_at),
        gt(accessTokens.expires_at, new Date()),
      ),
    );
  return row?.n ?? 0;
}

function crud(entity: AuditEntity, read: AuditTarget['read']) {
  return {
    create: { entity, action: 'create', key: answeredId, read },
    update: { entity, action: 'update', key: param('id'), read },
    delete: { entity, action: 'delete', key: param('id'), read },
  } satisfies Record<AuditAction, AuditTarget>;
}

const page = (key: PageKey): AuditTarget => ({
  entity: 'page',
  action: 'update',
  key: () => key,
  read: (db) => first(db, pages, eq(pages.key, key)),
});

const user = crud('user', byId(users));
const metalKind = crud('metal kind', byId(metals));
const promotion = crud('promotion', byId(promotions));
const carrier = crud('carrier', byId(carriers));

/**
 * An import changes up to thousands of products: the log keeps one entry per import run, the
 * catalogue's size and last change before and after (a dry run changes neither, and leaves none).
 */
const catalogueImport: AuditTarget = {
  entity: 'catalogue',
  action: 'update',
  key: none,
  read: async (db) => {
    const [row] = await db
      .select({ products: count(), last_change: max(products.updated_at) })
      .from(products);
    return { products: row?.products ?? 0, last_change: row?.last_change ?? null };
  },
};
/**
 * An import the server keeps: its files and size when sent (a create), its status when its run
 * starts or resumes; the run's own changes show in the catalogue's size and last change.
 */
const readImport = async (db: Db, key: string | undefined): Promise<Snapshot> => {
  if (!key || !/^\d+$/.test(key)) return null;
  const [row] = await db
    .select({
      status: catalogueImports.status,
      sheet_name: catalogueImports.sheet_name,
      images_name: catalogueImports.images_name,
      total: catalogueImports.total,
      next_row: catalogueImports.next_row,
    })
    .from(catalogueImports)
    .where(eq(catalogueImports.id, Number(key)));
  return row ?? null;
};
const catalogueImportJob = crud('catalogue import', readImport);
const category = crud('category', byId(categories));
const product = crud('product', byId(products));
const faq = crud('faq', byId(faqs));
const contact = crud('contact', byId(contacts));
const message = crud('message', byId(messages));
const slide = crud('slide', byId(slides));
const post = crud('post', byId(posts));
const blog = crud('blog', byId(blogs));
const order = crud('order', byId(orders));

/** The delivery zones staff set: each zone's fee and where it delivers, `off` when switched off. */
const deliveryZones: AuditTarget = {
  entity: 'delivery fees',
  action: 'update',
  key: none,
  read: async (db) => {
    const rows = await db.select().from(deliveryZoneRows).orderBy(deliveryZoneRows.zone);
    return Object.fromEntries(
      rows.map((r) => [
        r.zone,
        [
          r.enabled ? `${r.fee}` : `${r.fee} (off)`,
          r.free_above === null ? '' : `free from ${r.free_above}`,
          [...r.countries, ...r.regions, ...(r.other_countries ? ['*'] : [])].join(' '),
        ]
          .filter(Boolean)
          .join('; '),
      ]),
    );
  },
};

/** The pickup points: each address number's opening hours (in Armenian). */
const pickupPointsTarget: AuditTarget = {
  entity: 'pickup points',
  action: 'update',
  key: none,
  read: async (db) => {
    const rows = await db.select().from(pickupPointRows).orderBy(pickupPointRows.id);
    return Object.fromEntries(rows.map((r) => [String(r.id), r.hours]));
  },
};

/**
 * Every staff route that changes something, by `METHOD /url` as registered. A test checks
 * that no staff write is missing here.
 */
export const auditTargets: Readonly<Record<string, AuditTarget>> = {
  'POST /api/auth/register': user.create,
  'PUT /api/auth/users/:id': user.update,
  'DELETE /api/auth/users/:id': user.delete,
  'POST /api/auth/users/:id/signOut': {
    entity: 'user',
    action: 'update',
    key: param('id'),
    read: async (db, key) => ({ active_sessions: await openSessions(db, Number(key)) }),
  },

  'POST /api/categories': category.create,
  'PUT /api/categories/:id': category.update,
  'DELETE /api/categories/:id': category.delete,

  'POST /api/products': product.create,
  'POST /api/products/:id': product.update,
  'GET /api/products/has/:id': product.update,
  'DELETE /api/products/:id': product.delete,
  'GET /api/products/deleteImage/:imageId': {
    entity: 'product image',
    action: 'delete',
    key: param('imageId'),
    read: byId(productImages),
  },

  'PUT /api/metal-prices': {
    entity: 'metal price',
    action: 'update',
    key: ({ body }) => {
      const { metal, fineness } = (body ?? {}) as { metal?: string; fineness?: number };
      return metal && fineness ? `${metal} ${fineness}` : undefined;
    },
    read: async (db, key) => {
      const [metal = '', fineness = '0'] = (key ?? '').split(' ');
      return first(
        db,
        metalPrices,
        and(eq(metalPrices.metal, metal), eq(metalPrices.fineness, Number(fineness)))!,
      );
    },
  },
  'PUT /api/rates/:current': {
    entity: 'rate',
    action: 'update',
    key: param('current'),
    read: (db, key) => first(db, rates, eq(rates.current, key ?? '')),
  },

  'POST /api/faqs': faq.create,
  'PUT /api/faqs/:id': faq.update,
  'DELETE /api/faqs/:id': faq.delete,
  'PUT /api/contacts/:id': contact.update,
  'DELETE /api/messages/:id': message.delete,
  // Read and answered marks: who marked which message, when.
  'PATCH /api/messages/:id': message.update,
  'DELETE /api/contacts/:id': message.delete,

  'POST /api/slides/interval': {
    entity: 'slide interval',
    action: 'update',
    key: none,
    read: (db) => first(db, settings, eq(settings.key, 'slides.interval')),
  },
  'PUT /api/social-links': {
    entity: 'social links',
    action: 'update',
    key: none,
    read: (db) => first(db, settings, eq(settings.key, SOCIAL_LINKS_KEY)),
  },
  'POST /api/slides': slide.create,
  'POST /api/slides/:id': slide.update,
  'GET /api/priority/:id/:value': slide.update,
  'DELETE /api/slides/:id': slide.delete,
  'POST /api/posts': post.create,
  'POST /api/posts/:id': post.update,
  'DELETE /api/posts/:id': post.delete,
  'POST /api/blogs': blog.create,
  'POST /api/blogs/:id': blog.update,
  'DELETE /api/blogs/:id': blog.delete,
  'GET /api/blogs/deleteImage/:imageId': {
    entity: 'blog image',
    action: 'delete',
    key: param('imageId'),
    read: byId(blogImages),
  },
  'POST /api/about': page('about'),
  'POST /api/slogans': page('slogan'),
  'PUT /api/return-policy': page('return-policy'),
  'POST /api/metals': metalKind.create,
  'PUT /api/metals/:id': metalKind.update,
  'DELETE /api/metals/:id': metalKind.delete,
  'POST /api/promotions': promotion.create,
  'PUT /api/promotions/:id': promotion.update,
  'DELETE /api/promotions/:id': promotion.delete,
  'POST /api/products/import': catalogueImport,
  'POST /api/products/imports': catalogueImportJob.create,
  'POST /api/products/imports/:id/run': catalogueImportJob.update,

  'GET /api/payment/doneOrInProgress/:id/:done': order.update,
  'POST /api/payment/orders/:id/cancel': order.update,
  'POST /api/payment/holds/:id/release': order.update,
  'POST /api/payment/orders/:id/ship': order.update,
  'POST /api/payment/orders/:id/deliver': order.update,
  'POST /api/payment/orders/:id/undo': order.update,
  'POST /api/payment/orders/:id/notes': crud('order note', byId(orderNotes)).create,
  'POST /api/payment/carriers': carrier.create,
  'PUT /api/payment/carriers/:id': carrier.update,
  'DELETE /api/payment/carriers/:id': carrier.delete,
  'PUT /api/payment/delivery': deliveryZones,
  'PUT /api/payment/zones': deliveryZones,
  'POST /api/payment/zones': deliveryZones,
  'PUT /api/payment/zones/:zone': deliveryZones,
  'DELETE /api/payment/zones/:zone': deliveryZones,
  'PUT /api/payment/pickup-points': pickupPointsTarget,
};
