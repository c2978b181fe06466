import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { messages } from '@voski/contract';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { registerAccessControl, type RouteAccess } from './http/access.ts';
import { registerErrorHandling } from './http/errors.ts';
import { registerWebApp } from './http/web.ts';
import { registerMedia } from './http/media.ts';
import { AuthService, type AuthOptions } from './modules/auth/service.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { CategoryService } from './modules/catalog/categories.ts';
import { catalogRoutes } from './modules/catalog/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { RateService } from './modules/rates/service.ts';
import { rateRoutes } from './modules/rates/routes.ts';
import { ContactService } from './modules/content/contacts.ts';
import { FaqService } from './modules/content/faqs.ts';
import { contactRoutes, faqRoutes } from './modules/content/routes.ts';
import { MessageService, type MessageOptions } from './modules/messages/service.ts';
import { messageRoutes } from './modules/messages/routes.ts';

export interface AppDeps {
  config: Pick<Config, 'publicUrl' | 'tokenTtlSeconds' | 'trustProxy' | 'webBuildDir' | 'dataDir'> &
    Partial<Pick<Config, 'rateSource'>>;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Overrides for tests (for example a tighter sign-in throttle). */
  auth?: Partial<AuthOptions>;
  messages?: Partial<MessageOptions>;
}

export interface Services {
  auth: AuthService;
  categories: CategoryService;
  rates: RateService;
  faqs: FaqService;
  contacts: ContactService;
  messages: MessageService;
}

function createServices(deps: AppDeps, log: (message: string) => void): Services {
  const { db } = deps.database;
  return {
    auth: new AuthService(db, { tokenTtlSeconds: deps.config.tokenTtlSeconds, ...deps.auth }),
    categories: new CategoryService(db),
    rates: new RateService(
      db,
      deps.config.rateSource ?? { url: undefined, timeoutMs: 10_000, refreshMs: 3_600_000 },
      log,
    ),
    faqs: new FaqService(db),
    contacts: new ContactService(db),
    messages: new MessageService(db, deps.messages),
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
  }
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? false,
    trustProxy: deps.config.trustProxy,
    bodyLimit: JSON_BODY_LIMIT,
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const services = createServices(deps, (message) => app.log.warn(message));
  app.decorate('services', services);
  registerErrorHandling(app);
  app.decorate(
    'routeAccess',
    registerAccessControl(app, (token) => services.auth.authenticate(token)),
  );

  // The storefront's inline hydration data and antd's runtime styles rule out a strict CSP
  // for now; the other protective headers apply everywhere.
  await app.register(helmet, { contentSecurityPolicy: false, crossOriginEmbedderPolicy: false });

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
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(
    async (api) => {
      await api.register(healthRoutes(deps.database));
      await api.register(authRoutes(services.auth));
      await api.register(catalogRoutes(services.categories));
      await api.register(rateRoutes(services.rates));
      await api.register(faqRoutes(services.faqs));
      await api.register(contactRoutes(services.contacts));
      await api.register(messageRoutes(services.messages));
      api.all('/*', { config: { access: 'public' }, schema: { hide: true } }, (_req, reply) => {
        reply.code(404).send({ message: messages.notFound });
      });
    },
    { prefix: '/api' },
  );

  await registerMedia(app, deps.config.dataDir);
  if (deps.config.webBuildDir) await registerWebApp(app, deps.config.webBuildDir);
  return app;
}
