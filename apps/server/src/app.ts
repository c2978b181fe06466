import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { messages } from '@voski/contract';
import { LocalFallbackThrottleStore } from './cluster/local-fallback-throttle-store.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { registerAccessControl, type RouteAccess } from './http/access.ts';
import { docsPolicy } from './http/content-security-policy.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerCors } from './http/cors.ts';
import { clientErrorHandler, frameworkErrors, registerErrorHandling } from './http/errors.ts';
import { registerJsonBodies } from './http/json-bodies.ts';
import { registerLegacyPages } from './http/legacy-pages.ts';
import { registerPathIdRule } from './http/path-id.ts';
import { requestTimeouts } from './http/request-timeouts.ts';
import { fastifyTrustProxy } from './http/trusted-proxies.ts';
import { registerWebApp } from './http/web.ts';
import { renderBudget, renderRule } from './http/render-budget.ts';
import { shopCaches } from './http/shop-caches.ts';
import { registerServerTiming } from './http/server-timing.ts';
import { MemoryThrottleStore, type ThrottleStore } from './http/throttle-store.ts';
import { AuthService, type AuthOptions } from './modules/auth/service.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { STAFF_IDLE_DEFAULT_MINUTES } from './modules/auth/sessions.ts';
import { CategoryService } from './modules/catalog/categories.ts';
import { catalogRoutes } from './modules/catalog/routes.ts';
import { CatalogueSheets } from './modules/catalog/sheets/catalogue-sheets.ts';
import { CatalogueImports } from './modules/catalog/sheets/import-jobs.ts';
import { catalogueSheetRoutes } from './modules/catalog/sheets/sheet-routes.ts';
import { ProductService } from './modules/catalog/products.ts';
import type { BlogLookup } from './modules/catalog/product-views.ts';
import { MetalPriceService } from './modules/metals/prices.ts';
import { metalKindRoutes, metalPriceRoutes } from './modules/metals/routes.ts';
import { promotionRoutes } from './modules/promotions/routes.ts';
import { PromotionService } from './modules/promotions/service.ts';
import { MetalKindService } from './modules/metals/kinds.ts';
import { openMediaStorage } from './modules/media/open-storage.ts';
import { MediaStore } from './modules/media/store.ts';
import { registerMedia } from './modules/media/routes.ts';
import { registerUploads } from './modules/media/uploads.ts';
import { healthRoutes, timedCheck } from './modules/health/routes.ts';
import { RateService } from './modules/rates/service.ts';
import { rateRoutes } from './modules/rates/routes.ts';
import { ContactService } from './modules/content/contacts.ts';
import { FaqService } from './modules/content/faqs.ts';
import { contactRoutes, faqRoutes, socialLinkRoutes } from './modules/content/routes.ts';
import { MessageService, type MessageOptions } from './modules/messages/service.ts';
import { messageRoutes } from './modules/messages/routes.ts';
import { BlogService } from './modules/content/blogs.ts';
import { blogRoutes } from './modules/content/blogs-routes.ts';
import { pageRoutes } from './modules/content/pages-routes.ts';
import { postRoutes } from './modules/content/posts-routes.ts';
import { slideRoutes } from './modules/content/slides-routes.ts';
import { PageService } from './modules/content/pages.ts';
import { PostService } from './modules/content/posts.ts';
import { SettingsService } from './modules/content/settings.ts';
import { SocialLinkService } from './modules/content/social-links.ts';
import { SlideService } from './modules/content/slides.ts';
import { defaultPaymentsConfig, type PaymentsConfig } from './modules/payments/config.ts';
import { ownAddress } from './modules/payments/own-address.ts';
import { PaymentService } from './modules/payments/service.ts';
import { OrderService } from './modules/orders/service.ts';
import { mailRoutes } from './modules/mail/routes.ts';
import { defaultMailConfig, MailService, type MailConfig } from './modules/mail/service.ts';
import { fulfilmentRoutes } from './modules/orders/fulfilment-routes.ts';
import { orderRoutes } from './modules/orders/routes.ts';
import { defaultPaperSettings } from './modules/paperwork/paper-order.ts';
import { paperworkRoutes } from './modules/paperwork/routes.ts';
import { PaperworkService } from './modules/paperwork/service.ts';
import { registerLegacyReturnPage } from './modules/orders/legacy-return-page.ts';
import { storefrontChanges } from './modules/storefront-changes.ts';
import { registerAuditLog } from './modules/audit/recorder.ts';
import { auditRoutes } from './modules/audit/routes.ts';
import { AuditService } from './modules/audit/service.ts';
import { auditTargets } from './modules/audit/targets.ts';
import type { ChangeSignal } from './lib/change-signal.ts';
import { backupRoutes } from './modules/backup/routes.ts';
import { BackupService } from './modules/backup/service.ts';

export interface AppDeps {
  config: Pick<Config, 'publicUrl' | 'tokenTtlSeconds' | 'trustProxy' | 'webBuildDir' | 'dataDir'> &
    Partial<
      Pick<
        Config,
        | 'redisUrl'
        | 'redisPrefix'
        | 'redisCommandTimeoutMs'
        | 'rateSource'
        | 'payments'
        | 'responseCache'
        | 'serverTiming'
        | 'cacheSizesMb'
        | 'pageRenders'
        | 'idleGcMs'
        | 'corsOrigins'
        | 'requestTimeoutMs'
        | 'staffIdleMs'
        | 'media'
        | 'mail'
        | 'backup'
        | 'databaseUrl'
        | 'paperwork'
      >
    >;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Overrides for tests (for example a tighter sign-in throttle). */
  auth?: Partial<AuthOptions>;
  messages?: Partial<MessageOptions>;
  payments?: Partial<PaymentsConfig>;
  mail?: Partial<MailConfig>;
  /** Where throttles count (sign-in, messages, orders); in this process by default. */
  throttles?: ThrottleStore;
}

export interface Services {
  auth: AuthService;
  categories: CategoryService;
  products: ProductService;
  catalogueSheets: CatalogueSheets;
  catalogueImports: CatalogueImports;
  metalPrices: MetalPriceService;
  metals: MetalKindService;
  promotions: PromotionService;
  media: MediaStore;
  rates: RateService;
  faqs: FaqService;
  contacts: ContactService;
  messages: MessageService;
  settings: SettingsService;
  socialLinks: SocialLinkService;
  slides: SlideService;
  posts: PostService;
  blogs: BlogService;
  pages: PageService;
  payments: PaymentService;
  orders: OrderService;
  audit: AuditService;
  mail: MailService;
  backups: BackupService;
  paperwork: PaperworkService;
}

function createServices(
  deps: AppDeps,
  media: MediaStore,
  log: (message: string) => void,
  ownUrl: () => string,
  /** Other instances' changes (over Redis), which what services remember must follow too. */
  elsewhere: readonly ChangeSignal[],
): Services {
  const { db } = deps.database;
  const throttles = deps.throttles ?? new MemoryThrottleStore();
  const categories = new CategoryService(db, elsewhere);
  const settings = new SettingsService(db, elsewhere);
  const metals = new MetalKindService(db);
  const metalPrices = new MetalPriceService(db, metals);
  const products = new ProductService(db, categories, media, metalPrices, metals, {
    log: (e) => log(String(e)),
    elsewhere,
  });
  const promotions = new PromotionService(
    db,
    {
      parents: async () =>
        new Map([...(await categories.refs()).values()].map((c) => [c.id, c.parent_id])),
      pricesPerGram: async () =>
        new Map(
          (await metalPrices.list()).map((p) => [`${p.metal}/${p.fineness}`, p.price_per_gram]),
        ),
      forgetOn: [categories.changes, metalPrices.changes, metals.changes],
    },
    elsewhere,
  );
  products.useSales(promotions);
  const rates = new RateService(
    db,
    deps.config.rateSource ?? { url: undefined, timeoutMs: 10_000, refreshMs: 3_600_000 },
    log,
    elsewhere,
  );
  const blogs = new BlogService(db, media, deps.config.publicUrl, elsewhere);
  const blogLookup: BlogLookup = {
    find: async (ids, db) => new Map((await blogs.linked([...ids], db)).map((b) => [b.id, b])),
  };
  products.useBlogs(blogLookup);
  const catalogueSheets = new CatalogueSheets({
    db,
    categories,
    products,
    media,
    blogs: blogLookup,
    publicUrl: deps.config.publicUrl,
    log: (e) => log(String(e)),
  });
  blogs.listen({ changed: () => products.blogChanged(), removed: (id) => products.unlinkBlog(id) });
  const paymentsConfig = { ...defaultPaymentsConfig, ...deps.config.payments, ...deps.payments };
  const payments = new PaymentService({
    db,
    config: paymentsConfig,
    publicUrl: deps.config.publicUrl,
    ownUrl,
    log,
    usdRate: async () => (await rates.list()).find((r) => r.current === 'USD')?.value,
  });
  const mail = new MailService(
    db,
    { ...defaultMailConfig(deps.config.dataDir), ...deps.config.mail, ...deps.mail },
    deps.config.publicUrl,
    log,
  );
  const contacts = new ContactService(db, elsewhere);
  return {
    mail,
    // Staff must be able to sign in while Redis is away: counted per instance meanwhile.
    auth: new AuthService(db, new LocalFallbackThrottleStore(throttles, log), {
      tokenTtlSeconds: deps.config.tokenTtlSeconds,
      idleMs: deps.config.staffIdleMs ?? STAFF_IDLE_DEFAULT_MINUTES * 60_000,
      ...deps.auth,
    }),
    categories,
    products,
    catalogueSheets,
    catalogueImports: new CatalogueImports({
      db,
      sheets: catalogueSheets,
      media,
      log: (e) => log(String(e)),
    }),
    metalPrices,
    metals,
    promotions,
    media,
    rates,
    faqs: new FaqService(db),
    contacts,
    messages: new MessageService(db, throttles, mail, deps.messages),
    settings,
    socialLinks: new SocialLinkService(settings),
    slides: new SlideService(db, media, settings, elsewhere),
    posts: new PostService(db, media, elsewhere),
    blogs,
    pages: new PageService(db, media),
    payments,
    orders: new OrderService(
      db,
      { products, promotions, payments, throttles, mail, rates: () => rates.list() },
      paymentsConfig,
      log,
    ),
    audit: new AuditService(db),
    paperwork: new PaperworkService(db, contacts, deps.config.paperwork ?? defaultPaperSettings),
    backups: new BackupService(
      { database: deps.database, databaseUrl: deps.config.databaseUrl, media },
      deps.config.backup ?? {
        dir: path.join(deps.config.dataDir, 'backups'),
        everyHours: 0,
        keep: 7,
      },
    ),
  };
}

/** JSON bodies up to 2 MB: long texts get a 422 from their field rule, not a 413. */
const JSON_BODY_LIMIT = 2 * 1024 * 1024;

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api route with its access rule, as registered (the role tests walk it). */
    routeAccess: RouteAccess[];
    /** The app's services, for start-up tasks (first admin, demo data) and tests. */
    services: Services;
    /** Fires when anything a storefront page shows has changed (caches listen). */
    storefrontChanges: ChangeSignal;
  }
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? false,
    trustProxy: fastifyTrustProxy(deps.config.trustProxy),
    bodyLimit: JSON_BODY_LIMIT,
    ...requestTimeouts(deps.config.requestTimeoutMs),
    frameworkErrors,
    clientErrorHandler,
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const log = (message: string) => app.log.warn(message);
  // Loaded only for Redis: a single process need not hold its client.
  const shared = deps.config.redisUrl
    ? (await import('./cluster/shared-state.ts')).connectSharedState(
        deps.config.redisUrl,
        deps.config.redisPrefix ?? 'voski:',
        log,
        { commandTimeoutMs: deps.config.redisCommandTimeoutMs },
      )
    : undefined;
  if (shared) app.addHook('onClose', () => shared.close());
  const storage = await openMediaStorage(deps.config.media?.s3, deps.config.dataDir);
  if (storage.kind === 's3') app.addHook('onClose', async () => storage.close());
  const services = createServices(
    { ...deps, throttles: deps.throttles ?? shared?.throttles },
    new MediaStore(deps.database.db, storage),
    log,
    () => ownAddress(app.server),
    shared ? [shared.changes.remote] : [],
  );
  app.decorate('services', services);
  // A run under way stops after its batch, its import left to resume (docs/decisions/0035).
  app.addHook('onClose', () => services.catalogueImports.close());
  // Pages show sale prices: they change when a promotion starts or ends.
  app.addHook('onReady', () => services.promotions.schedule());
  app.addHook('onClose', async () => services.promotions.close());
  app.decorate(
    'storefrontChanges',
    storefrontChanges({ ...services, deliveryFees: services.orders.fees }),
  );
  const caches = shopCaches(
    { enabled: deps.config.responseCache ?? true, sizesMb: deps.config.cacheSizesMb },
    [app.storefrontChanges, ...(shared ? [shared.changes.remote] : [])],
  );
  if (shared) {
    await shared.changes.start(app.storefrontChanges);
    // A write answers once its change has reached the other instances.
    app.addHook('onSend', async (request) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') await shared.changes.settled();
    });
  }
  if (deps.config.serverTiming) registerServerTiming(app);
  registerErrorHandling(app);
  registerJsonBodies(app);
  registerPathIdRule(app);
  // Before the role guard, so a refusal still reaches the calling page with its message.
  await registerCors(app, deps.config.corsOrigins ?? []);
  app.decorate(
    'routeAccess',
    registerAccessControl(app, (token) => services.auth.authenticate(token)),
  );
  registerAuditLog(app, deps.database.db, auditTargets);

  registerSecurityHeaders(app);
  // Pages, scripts and JSON shrink to a fraction for phones; images are already compressed.
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });

  await app.register(swagger, {
    openapi: {
      info: { title: 'Voski shop API', version: '1.0.0' },
      servers: [{ url: deps.config.publicUrl }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: docsPolicy });

  await registerUploads(app);
  await app.register(
    async (api) => {
      await api.register(
        healthRoutes(deps.database, {
          redis: shared ? timedCheck(() => shared.ping()) : async () => 'off',
          media: timedCheck(() => services.media.storage.check()),
        }),
      );
      await api.register(authRoutes(services.auth));
      await api.register(catalogRoutes({ ...services, answers: caches.answers }));
      await api.register(catalogueSheetRoutes(services.catalogueSheets, services.catalogueImports));
      await api.register(rateRoutes(services.rates));
      await api.register(metalKindRoutes(services.metals));
      await api.register(metalPriceRoutes(services.metalPrices));
      await api.register(promotionRoutes(services.promotions));
      await api.register(faqRoutes(services.faqs));
      await api.register(contactRoutes(services.contacts));
      await api.register(socialLinkRoutes(services.socialLinks));
      await api.register(messageRoutes(services.messages));
      await api.register(slideRoutes(services.slides, services.media));
      await api.register(postRoutes(services.posts, services.media));
      await api.register(blogRoutes(services.blogs, services.media));
      await api.register(pageRoutes(services.pages, services.media));
      await api.register(orderRoutes(services.orders, () => services.payments.methods()));
      await api.register(paperworkRoutes(services.paperwork));
      await api.register(fulfilmentRoutes(services.orders));
      // Each payment plug-in's callbacks and return pages (and the test gateway, when on).
      for (const plugin of services.payments.plugins) {
        if (plugin.routes) await api.register(plugin.routes(services.orders.forProviders));
      }
      await api.register(mailRoutes(services.mail));
      await api.register(auditRoutes(services.audit));
      await api.register(backupRoutes(services.backups));
      api.all('/*', { config: { access: 'public' }, schema: { hide: true } }, (_req, reply) => {
        reply.code(404).send({ message: messages.notFound });
      });
    },
    { prefix: '/api' },
  );

  await registerMedia(app, storage);
  registerLegacyPages(app);
  registerLegacyReturnPage(app, services.orders);
  if (deps.config.webBuildDir) {
    const renders = deps.config.pageRenders;
    const budget = renders?.burst === 0 ? undefined : renderBudget(renders && renderRule(renders));
    await registerWebApp(app, {
      buildDir: deps.config.webBuildDir,
      publicUrl: deps.config.publicUrl,
      pages: caches.pages,
      reads: caches.reads,
      budget,
      renderThreads: renders?.threads,
      idleGcMs: deps.config.idleGcMs,
    });
  }
  return app;
}
