import path from 'node:path';
import { z } from 'zod';
import { REQUEST_TIMEOUT_DEFAULT_MS } from './http/request-timeouts.ts';
import { DEFAULT_POOL_MAX } from './db/client.ts';
import { RENDER_RULE } from './http/render-budget.ts';
import { RENDER_THREADS_DEFAULT } from './http/render-threads.ts';
import { IDLE_GC_DEFAULT_SECONDS } from './lib/idle-collection.ts';
import { EMBEDDED_DB_BUFFERS_MB } from './db/client.ts';
import { CACHE_MB } from './http/shop-caches.ts';
import { trustProxySetting, type TrustProxy } from './http/trusted-proxies.ts';
import { STAFF_IDLE_DEFAULT_MINUTES } from './modules/auth/sessions.ts';
import { CBA_URL } from './modules/rates/cba.ts';
import { DEMO_PRODUCTS_MAX } from './seed/generated-catalog.ts';
import type { MailConfig } from './modules/mail/config.ts';
import type { PaymentsConfig } from './modules/payments/config.ts';
import { IDRAM_PAYMENT_URL } from './modules/payments/providers/idram/idram.ts';
import type { S3Settings } from './modules/media/s3-storage.ts';
import type { BackupSettings } from './modules/backup/service.ts';
import { defaultPaperSettings, type PaperSettings } from './modules/paperwork/paper-order.ts';

const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off', ''])
  .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

/** A whole number in a range, with one message for every way of missing it ("", "1.5", "-3"). */
const wholeNumber = (min: number, max: number) => {
  const error = `Expected a whole number from ${min} to ${max}.`;
  return z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error });
};

const optionalUrl = z
  .url()
  .optional()
  .or(z.literal('').transform(() => undefined));

/** How long a Redis command may take unless REDIS_COMMAND_TIMEOUT_MS says otherwise. */
export const REDIS_COMMAND_TIMEOUT_DEFAULT_MS = 500;

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATABASE_POOL_MAX: wholeNumber(2, 1000).default(DEFAULT_POOL_MAX),
  REDIS_URL: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  REDIS_COMMAND_TIMEOUT_MS: wholeNumber(50, 60_000).default(REDIS_COMMAND_TIMEOUT_DEFAULT_MS),
  REDIS_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,64}$/, 'Letters, digits and : . _ - only, at most 64.')
    .default('voski:'),
  PUBLIC_URL: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  ADMIN_EMAIL: z
    .email()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  // Checked by the password policy when the first admin is created (first-admin.ts).
  ADMIN_PASSWORD: z
    .string()
    .optional()
    .transform((v) => v || undefined),
  DEMO: flag.optional(),
  DEMO_PRODUCTS: wholeNumber(0, DEMO_PRODUCTS_MAX).default(0),
  NODE_ENV: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TOKEN_TTL_HOURS: z.coerce
    .number()
    .int()
    .positive()
    .default(24 * 7),
  STAFF_IDLE_MINUTES: wholeNumber(1, 7 * 24 * 60).default(STAFF_IDLE_DEFAULT_MINUTES),
  TRUST_PROXY: trustProxySetting,
  REQUEST_TIMEOUT_SECONDS: wholeNumber(1, 3600).default(REQUEST_TIMEOUT_DEFAULT_MS / 1000),
  CORS_ORIGINS: z.string().default(''),
  PAYMENT_SUCCESS_URL: z.url().or(z.literal('')).optional(),
  PAYMENT_FAILURE_URL: z.url().or(z.literal('')).optional(),
  WEB_BUILD_DIR: z.string().optional(),
  RESPONSE_CACHE: flag.default(true),
  EMBEDDED_DB_BUFFERS_MB: wholeNumber(1, 16_384).default(EMBEDDED_DB_BUFFERS_MB),
  EMBEDDED_DB_THREAD: flag.default(true),
  PAGE_CACHE_MB: wholeNumber(1, 1_000_000).default(CACHE_MB.pages),
  ANSWER_CACHE_MB: wholeNumber(1, 1_000_000).default(CACHE_MB.answers),
  SERVER_TIMING: flag.default(false),
  PAGE_RENDER_BURST: wholeNumber(0, 1_000_000).default(RENDER_RULE.free),
  PAGE_RENDER_INTERVAL_MS: wholeNumber(1, 60_000).default(RENDER_RULE.firstDelayMs),
  PAGE_RENDER_THREAD: flag.default(true),
  PAGE_RENDER_THREADS: wholeNumber(1, 16).default(RENDER_THREADS_DEFAULT),
  IDLE_GC_SECONDS: wholeNumber(0, 3600).default(IDLE_GC_DEFAULT_SECONDS),
  RATES_SOURCE_URL: z.url().or(z.literal('')).optional(),
  RATES_REFRESH_MINUTES: z.coerce.number().int().min(1).default(360),
  RATES_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  CARD_GATEWAY_URL: z.url().or(z.literal('')).optional(),
  CARD_GATEWAY_USERNAME: z.string().optional(),
  CARD_GATEWAY_PASSWORD: z.string().optional(),
  TEST_GATEWAY: flag.optional(),
  IDRAM_ACCOUNT: z
    .string()
    .regex(/^\d{1,20}$/, 'an IdramID: digits')
    .or(z.literal(''))
    .optional(),
  IDRAM_SECRET_KEY: z.string().optional(),
  IDRAM_URL: z.url().or(z.literal('')).optional(),
  PAYPAL_API_URL: z.url().or(z.literal('')).optional(),
  PAYPAL_CLIENT_ID: z.string().optional(),
  PAYPAL_CLIENT_SECRET: z.string().optional(),
  PAYMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
  ORDER_PAYMENT_MINUTES: z.coerce
    .number()
    .int()
    .min(2)
    .max(7 * 24 * 60)
    .default(15),
  ORDER_HOLD_EXTEND_MINUTES: wholeNumber(0, 24 * 60).default(10),
  ORDER_HOLD_PIECES: wholeNumber(0, 10_000).default(10),
  ORDER_UNPAID_LIMIT: wholeNumber(0, 10_000).default(3),
  ORDER_UNDO_MINUTES: wholeNumber(0, 24 * 60).default(10),
  ORDER_SWEEP_SECONDS: wholeNumber(1, 3600).default(60),
  ORDER_DUPLICATE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  ORDER_IP_LIMIT: z.coerce.number().int().min(0).default(30),
  PAYMENT_CHECK_IP_LIMIT: z.coerce.number().int().min(0).default(120),
  S3_ENDPOINT: optionalUrl,
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  MEDIA_PUBLIC_URL: optionalUrl,
  MEDIA_CLEANUP_SECONDS: wholeNumber(1, 24 * 3600).default(600),
  MEDIA_GRACE_SECONDS: wholeNumber(1, 30 * 24 * 3600).default(3600),
  SMTP_URL: z
    .url()
    .refine((u) => /^smtps?:/.test(u), 'Expected smtp://... or smtps://...')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MAIL_FROM: z.string().min(3).default('Voski <shop@localhost>'),
  SHOP_EMAIL: z
    .email()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MAIL_SEND_SECONDS: wholeNumber(1, 3600).default(10),
  BACKUP_DIR: z.string().optional(),
  BACKUP_EVERY_HOURS: wholeNumber(0, 24 * 365).default(24),
  BACKUP_KEEP: wholeNumber(1, 1000).default(7),
  BACKUP_TO_BUCKET: flag.default(false),
  SHOP_NAME: z
    .string()
    .max(200)
    .optional()
    .transform((v) => v?.trim() || defaultPaperSettings.shopName),
  SHOP_TAX_ID: z
    .string()
    .trim()
    .max(50)
    .optional()
    .transform((v) => v || undefined),
  VAT_PERCENT: wholeNumber(0, 100).default(defaultPaperSettings.vatPercent),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** The embedded database's shared buffers (its own cache of table pages), in MB. */
  embeddedDbBuffersMb: number;
  /** The embedded database runs in a worker thread of its own (ADR 0044). */
  embeddedDbThread: boolean;
  /** PostgreSQL connections per instance (one more is taken while background work runs). */
  databasePoolMax: number;
  /** Redis shared by every instance (throttles, cache invalidation); none: one process. */
  redisUrl: string | undefined;
  /** Begins every Redis key and channel of this shop. */
  redisPrefix: string;
  /** Longest wait for one Redis command; then its fallback applies (docs/deploy.md). */
  redisCommandTimeoutMs: number;
  publicUrl: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  demo: boolean;
  /** Generated products for an empty demo shop instead of the hand-planned few; 0: none. */
  demoProducts: number;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  tokenTtlSeconds: number;
  /** A staff token not used for this long is refused. */
  staffIdleMs: number;
  /** Which proxies tell the client's address: none, a number of hops, or their addresses. */
  trustProxy: TrustProxy;
  /** How long a request, body included, may take to arrive. */
  requestTimeoutMs: number;
  /** Origins whose pages may call the API from the browser (`https://shop.example`). */
  corsOrigins: string[];
  /** Folder holding the web app's `server/` and `client/` builds; none: API only. */
  webBuildDir: string | undefined;
  /** Keep storefront pages and API answers in memory (cleared on every shop change). */
  responseCache: boolean;
  /** Megabytes of storefront pages and of API answers the caches may hold. */
  cacheSizesMb: { pages: number; answers: number };
  /** Answers say how many database statements they took (Server-Timing). */
  serverTiming: boolean;
  /**
   * Pages rendered for one client address in a burst, then one per interval; burst 0: no limit.
   * `threads`: worker threads shared pages are rendered in (ADR 0043); 0 or unset: the main one.
   */
  pageRenders: { burst: number; intervalMs: number; threads?: number };
  /**
   * After this long without a request (a render, in a render thread) each thread collects its
   * garbage and gives the memory back (lib/idle-collection.ts); 0: only when V8 chooses.
   */
  idleGcMs: number;
  /** Where exchange rates are refreshed from; no url: refreshing is off. */
  rateSource: { url: string | undefined; refreshMs: number; timeoutMs: number };
  /** How often unpaid orders past their time are settled (on one instance per turn). */
  orderSweepMs: number;
  payments: PaymentsConfig;
  media: MediaConfig;
  /** E-mail: SMTP (none: .eml files under the data folder), sender, the shop's address. */
  mail: Omit<MailConfig, 'dropDir'>;
  /** Backup archives: where they go, how often one is taken, how many are kept. */
  backup: BackupSettings;
  /** What invoices say of the seller, and the VAT rate prices include. */
  paperwork: PaperSettings;
};

export interface MediaConfig {
  /** The bucket images are kept in; none: the `uploads` folder of DATA_DIR. */
  s3: S3Settings | undefined;
  /** How often the files of images that lost their owner are looked for. */
  cleanupEveryMs: number;
  /** How old such an image must be before its files go (a write may still be under way). */
  graceMs: number;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    embeddedDbBuffersMb: e.EMBEDDED_DB_BUFFERS_MB,
    embeddedDbThread: e.EMBEDDED_DB_THREAD,
    databasePoolMax: e.DATABASE_POOL_MAX,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    redisCommandTimeoutMs: e.REDIS_COMMAND_TIMEOUT_MS,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    // Demo data is on unless production is declared, so `npm start` shows a full shop.
    demo: e.DEMO ?? e.NODE_ENV !== 'production',
    demoProducts: e.DEMO_PRODUCTS,
    logLevel: e.LOG_LEVEL,
    tokenTtlSeconds: e.TOKEN_TTL_HOURS * 3600,
    staffIdleMs: e.STAFF_IDLE_MINUTES * 60_000,
    trustProxy: e.TRUST_PROXY,
    corsOrigins: corsOrigins(e.CORS_ORIGINS),
    requestTimeoutMs: e.REQUEST_TIMEOUT_SECONDS * 1000,
    webBuildDir: e.WEB_BUILD_DIR === undefined ? undefined : path.resolve(e.WEB_BUILD_DIR),
    responseCache: e.RESPONSE_CACHE,
    cacheSizesMb: { pages: e.PAGE_CACHE_MB, answers: e.ANSWER_CACHE_MB },
    serverTiming: e.SERVER_TIMING,
    pageRenders: {
      burst: e.PAGE_RENDER_BURST,
      intervalMs: e.PAGE_RENDER_INTERVAL_MS,
      threads: e.PAGE_RENDER_THREAD ? e.PAGE_RENDER_THREADS : 0,
    },
    idleGcMs: e.IDLE_GC_SECONDS * 1000,
    orderSweepMs: e.ORDER_SWEEP_SECONDS * 1000,
    rateSource: {
      // The central bank is asked in production; elsewhere only when configured.
      url: (e.RATES_SOURCE_URL ?? (e.NODE_ENV === 'production' ? CBA_URL : '')) || undefined,
      refreshMs: e.RATES_REFRESH_MINUTES * 60_000,
      timeoutMs: e.RATES_TIMEOUT_MS,
    },
    payments: paymentsConfig(e),
    media: {
      s3: s3Settings(e),
      cleanupEveryMs: e.MEDIA_CLEANUP_SECONDS * 1000,
      graceMs: e.MEDIA_GRACE_SECONDS * 1000,
    },
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      shopEmail: e.SHOP_EMAIL ?? '',
      sendEveryMs: e.MAIL_SEND_SECONDS * 1000,
    },
    backup: {
      dir: e.BACKUP_DIR ? path.resolve(e.BACKUP_DIR) : path.join(dataDir, 'backups'),
      everyHours: e.BACKUP_EVERY_HOURS,
      keep: e.BACKUP_KEEP,
      toBucket: backupToBucket(e),
    },
    paperwork: { shopName: e.SHOP_NAME, taxId: e.SHOP_TAX_ID, vatPercent: e.VAT_PERCENT },
  };
}

const S3_SETTINGS = [
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const;

/** The S3 settings go together: all of them, or none (files stay in DATA_DIR). */
function s3Settings(e: z.infer<typeof envSchema>): S3Settings | undefined {
  const missing = S3_SETTINGS.filter((name) => !e[name]);
  if (missing.length === S3_SETTINGS.length) {
    if (e.MEDIA_PUBLIC_URL) {
      throw new ConfigError(
        `Invalid configuration:\n  MEDIA_PUBLIC_URL needs the S3 settings (${S3_SETTINGS.join(', ')})`,
      );
    }
    return undefined;
  }
  if (missing.length) {
    throw new ConfigError(
      `Invalid configuration:\n  S3 storage needs all of ${S3_SETTINGS.join(', ')}; missing: ${missing.join(', ')}`,
    );
  }
  return {
    endpoint: e.S3_ENDPOINT!,
    bucket: e.S3_BUCKET!,
    region: e.S3_REGION!,
    accessKeyId: e.S3_ACCESS_KEY_ID!,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
    publicUrl: e.MEDIA_PUBLIC_URL?.replace(/\/+$/, ''),
  };
}

/** Archives go to the media bucket only when there is one, and only if it is not public. */
function backupToBucket(e: z.infer<typeof envSchema>): boolean {
  if (!e.BACKUP_TO_BUCKET) return false;
  if (!e.S3_BUCKET) {
    throw new ConfigError('Invalid configuration:\n  BACKUP_TO_BUCKET needs the S3 settings');
  }
  if (e.MEDIA_PUBLIC_URL) {
    throw new ConfigError(
      "Invalid configuration:\n  BACKUP_TO_BUCKET: the bucket is public (MEDIA_PUBLIC_URL), and backups hold every customer's details",
    );
  }
  return true;
}

/** `CORS_ORIGINS`: comma-separated origins, each exactly as a browser sends it. */
function corsOrigins(list: string): string[] {
  const origins = list
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const origin of origins) {
    const url = URL.canParse(origin) ? new URL(origin) : null;
    if (!url || !/^https?:$/.test(url.protocol) || url.origin !== origin.replace(/\/$/, '')) {
      throw new ConfigError(
        `Invalid configuration:\n  CORS_ORIGINS: "${origin}" is not an origin such as https://shop.example`,
      );
    }
  }
  return [...new Set(origins.map((o) => o.replace(/\/$/, '')))];
}

const PAYPAL_SANDBOX = 'https://api-m.sandbox.paypal.com';

/**
 * The built-in test gateway takes no money, so it is never on in production, nor beside a real
 * card gateway or Idram account (it would offer its own wallet or card next to them); otherwise
 * it is on for the demo shop, or when asked for.
 */
function testGateway(e: z.infer<typeof envSchema>, realProvider: boolean): boolean {
  if (e.TEST_GATEWAY && e.NODE_ENV === 'production') {
    throw new ConfigError(
      'Invalid configuration:\n  TEST_GATEWAY: the test gateway marks unpaid orders paid; it cannot be on with NODE_ENV=production',
    );
  }
  if (e.TEST_GATEWAY && realProvider) {
    throw new ConfigError(
      'Invalid configuration:\n  TEST_GATEWAY: the test gateway cannot be on beside a real card gateway or Idram account',
    );
  }
  return e.TEST_GATEWAY ?? ((e.DEMO ?? true) && e.NODE_ENV !== 'production' && !realProvider);
}

function paymentsConfig(e: z.infer<typeof envSchema>): PaymentsConfig {
  const cardUrl = e.CARD_GATEWAY_URL || undefined;
  if (cardUrl && !(e.CARD_GATEWAY_USERNAME && e.CARD_GATEWAY_PASSWORD)) {
    throw new ConfigError(
      'Invalid configuration:\n  CARD_GATEWAY_URL needs CARD_GATEWAY_USERNAME and CARD_GATEWAY_PASSWORD',
    );
  }
  const paypal = e.PAYPAL_CLIENT_ID && e.PAYPAL_CLIENT_SECRET;
  if (Boolean(e.IDRAM_ACCOUNT) !== Boolean(e.IDRAM_SECRET_KEY)) {
    throw new ConfigError(
      'Invalid configuration:\n  IDRAM_ACCOUNT and IDRAM_SECRET_KEY go together (both from Idram)',
    );
  }
  return {
    card: cardUrl
      ? { url: cardUrl, userName: e.CARD_GATEWAY_USERNAME!, password: e.CARD_GATEWAY_PASSWORD! }
      : { url: undefined, userName: '', password: '' },
    idram: e.IDRAM_ACCOUNT
      ? {
          url: e.IDRAM_URL || IDRAM_PAYMENT_URL,
          account: e.IDRAM_ACCOUNT,
          secretKey: e.IDRAM_SECRET_KEY!,
        }
      : undefined,
    testGateway: testGateway(e, Boolean(cardUrl || e.IDRAM_ACCOUNT)),
    paypal: paypal
      ? {
          url: (e.PAYPAL_API_URL || PAYPAL_SANDBOX).replace(/\/+$/, ''),
          clientId: e.PAYPAL_CLIENT_ID!,
          clientSecret: e.PAYPAL_CLIENT_SECRET!,
        }
      : undefined,
    timeoutMs: e.PAYMENT_TIMEOUT_MS,
    orderTtlSeconds: e.ORDER_PAYMENT_MINUTES * 60,
    duplicateWindowSeconds: e.ORDER_DUPLICATE_SECONDS,
    orderLimitPerIp: e.ORDER_IP_LIMIT,
    checkLimitPerIp: e.PAYMENT_CHECK_IP_LIMIT,
    holds: {
      extendSeconds: e.ORDER_HOLD_EXTEND_MINUTES * 60,
      pieces: e.ORDER_HOLD_PIECES,
      unpaidPerDay: e.ORDER_UNPAID_LIMIT,
    },
    undoMinutes: e.ORDER_UNDO_MINUTES,
    returnUrls: {
      success: e.PAYMENT_SUCCESS_URL || undefined,
      failure: e.PAYMENT_FAILURE_URL || undefined,
    },
  };
}
