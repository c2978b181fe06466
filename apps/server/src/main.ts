import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { threadEntry } from './lib/thread-entry.ts';
import { collectWhenIdle } from './lib/idle-collection.ts';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { embeddedDatabaseExists, openDatabase } from './db/client.ts';
import { ensureFirstAdmin } from './first-admin.ts';
import { testGatewayCredentials } from './modules/payments/providers/test/credentials.ts';
import { backgroundJobs } from './background-jobs.ts';
import { requestLogView } from './http/log-views.ts';
import { seedDemo } from './seed/demo.ts';
import { serveLocalBackups, type LocalBackupServer } from './modules/backup/local-socket.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * Starts the shop from `env`, the environment as the operator gave it (`start.ts` tells the
 * libraries production before this runs, so NODE_ENV is read from here, not from process.env).
 */
export async function main(env: NodeJS.ProcessEnv): Promise<void> {
  try {
    await serve(env);
  } catch (error: unknown) {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  }
}

async function serve(env: NodeJS.ProcessEnv): Promise<void> {
  const config = loadConfig(env);
  // A new embedded database is created (with its first admin and the demo data) by a process
  // of its own: initdb, the migrations and the demo's catalogue and photos leave a process
  // holding twice the memory serving needs, for good (docs/decisions/0046).
  const isNew = !config.databaseUrl && !embeddedDatabaseExists(config.dataDir);
  if (isNew) await setUpApart(env);
  const { database, app, credentials, webBuildDir, webBuilt } = await openShop(config, {
    seed: !isNew,
    pages: true,
  });
  const { services } = app;
  if (!webBuilt) {
    app.log.warn(`No web build at ${webBuildDir}: serving the API only (run npm run build).`);
  }
  const mismatched = (await services.metals.mismatches(1, 1)).meta.total;
  if (mismatched > 0) {
    console.warn(
      `${mismatched} product(s) have metal texts no metal kind matches, or texts replaced by their kind's names: see Metal kinds in the back-office (GET /api/metals/mismatches).`,
    );
  }
  if ((await services.auth.countAdmins()) === 0) {
    console.warn('No admin account: set ADMIN_EMAIL and ADMIN_PASSWORD (or DEMO=1) and restart.');
  }

  if (!config.mail.shopEmail) {
    app.log.warn(
      'SHOP_EMAIL is not set: the shop is not told of new orders and messages by e-mail.',
    );
  }
  const jobs = backgroundJobs(services, database, app.log, {
    orderSweepMs: config.orderSweepMs,
    rates: { enabled: Boolean(config.rateSource.url), everyMs: config.rateSource.refreshMs },
    mediaCleanup: { everyMs: config.media.cleanupEveryMs, graceMs: config.media.graceMs },
    backups: true,
  });
  for (const job of jobs) job.start();
  // `npm run backup` reaches the embedded database through this process only.
  let backupSocket: LocalBackupServer | undefined;
  if (database.kind === 'pglite') {
    backupSocket = await serveLocalBackups(config.dataDir, () => services.backups.run()).catch(
      (error: Error) => {
        app.log.warn(`npm run backup cannot reach this shop: ${error.message}`);
        return undefined;
      },
    );
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: finishing in-flight requests`);
    const force = setTimeout(() => {
      app.log.error('Shutdown took too long; exiting');
      process.exit(1);
    }, 15_000);
    force.unref();
    // Connections that finish their last request after close() began would otherwise linger
    // until their keep-alive timeout: close each as soon as it falls idle.
    const sweep = setInterval(() => app.server.closeIdleConnections(), 50);
    await Promise.all(jobs.map((job) => job.stop()));
    await backupSocket?.close();
    await app.close();
    services.mail.close();
    clearInterval(sweep);
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  // Render threads do the same of their own (http/render-thread.ts).
  const idle = collectWhenIdle(config.idleGcMs);
  app.server.on('request', idle.activity);
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`Voski is running on http://localhost:${port}`);
  if (credentials) console.log(`Demo admin (sign in at /login): ${credentials}`);
  if (config.payments.testGateway) {
    console.warn(
      'WARNING: test payments are on (the demo shop, or TEST_GATEWAY=1): any order can be marked ' +
        'paid without money. A live shop sets NODE_ENV=production and its real payment providers.',
    );
  }
}

/**
 * The database, the app on it, the first admin, and the demo data when `seed` and DEMO say;
 * with `pages`, the app renders the storefront (the web build, when there is one).
 */
async function openShop(config: Config, { seed, pages }: { seed: boolean; pages: boolean }) {
  const database = await openDatabase(
    config.databaseUrl
      ? { databaseUrl: config.databaseUrl, poolMax: config.databasePoolMax }
      : {
          dataDir: config.dataDir,
          buffersMb: config.embeddedDbBuffersMb,
          inThread: config.embeddedDbThread,
        },
  );
  const webBuildDir = config.webBuildDir ?? path.join(repoRoot, 'apps/web/build');
  if (config.payments.testGateway) {
    config.payments.testGatewayCredentials = await testGatewayCredentials(config.dataDir);
  }
  const deps = {
    config: {
      ...config,
      webBuildDir: pages && existsSync(webBuildDir) ? webBuildDir : undefined,
    },
    database,
    logger: { level: config.logLevel, serializers: { req: requestLogView } },
  };
  const app = await buildApp(deps);
  const { services } = app;
  const credentials = await ensureFirstAdmin(config, services.auth);
  if (config.demo && seed) {
    const began = performance.now();
    const report = await seedDemo(database.db, services, { products: config.demoProducts });
    if (report.products) {
      const seconds = ((performance.now() - began) / 1000).toFixed(1);
      console.log(
        `Demo data: ${report.categories} categories, ${report.products} products (${seconds} s).`,
      );
    } else if (config.demoProducts) {
      console.warn('DEMO_PRODUCTS ignored: the catalogue is not empty.');
    }
  } else if (seed && !config.demo && config.demoProducts) {
    console.warn('DEMO_PRODUCTS ignored: demo data is off (DEMO=0 or NODE_ENV=production).');
  }
  const webBuilt = Boolean(deps.config.webBuildDir);
  return { database, app, credentials, webBuildDir, webBuilt };
}

/** Sets a new shop up in a process of its own (`first-start.ts`), and waits for it to end. */
async function setUpApart(env: NodeJS.ProcessEnv): Promise<void> {
  const { file, execArgv } = threadEntry(import.meta.url, 'first-start');
  const child = spawn(process.execPath, [...execArgv, fileURLToPath(file)], {
    env,
    stdio: 'inherit',
  });
  const [code, signal] = (await once(child, 'exit')) as [number | null, string | null];
  // It has said why.
  if (code !== 0) throw new ConfigError(`The new shop was not set up (exit ${code ?? signal}).`);
}

/**
 * The first start's work (`first-start.ts`): the database created and migrated, the first admin,
 * the demo data when DEMO says; then closed.
 */
export async function setUpHere(env: NodeJS.ProcessEnv): Promise<void> {
  try {
    const { database, app } = await openShop(loadConfig(env), { seed: true, pages: false });
    await app.close();
    app.services.mail.close();
    await database.close();
  } catch (error: unknown) {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  }
}
