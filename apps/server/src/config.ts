import path from 'node:path';
import { z } from 'zod';
import { CBA_URL } from './modules/rates/cba.ts';

const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off', ''])
  .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  PUBLIC_URL: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  ADMIN_EMAIL: z
    .email()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  ADMIN_PASSWORD: z
    .string()
    .min(8)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DEMO: flag.optional(),
  NODE_ENV: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TOKEN_TTL_HOURS: z.coerce
    .number()
    .int()
    .positive()
    .default(24 * 7),
  TRUST_PROXY: flag.default(false),
  WEB_BUILD_DIR: z.string().optional(),
  RATES_SOURCE_URL: z.url().or(z.literal('')).optional(),
  RATES_REFRESH_MINUTES: z.coerce.number().int().min(1).default(360),
  RATES_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  demo: boolean;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  tokenTtlSeconds: number;
  trustProxy: boolean;
  /** Folder holding the web app's `server/` and `client/` builds; none: API only. */
  webBuildDir: string | undefined;
  /** Where exchange rates are refreshed from; no url: refreshing is off. */
  rateSource: { url: string | undefined; refreshMs: number; timeoutMs: number };
};

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
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    // Demo data is on unless production is declared, so `npm start` shows a full shop.
    demo: e.DEMO ?? e.NODE_ENV !== 'production',
    logLevel: e.LOG_LEVEL,
    tokenTtlSeconds: e.TOKEN_TTL_HOURS * 3600,
    trustProxy: e.TRUST_PROXY,
    webBuildDir: e.WEB_BUILD_DIR === undefined ? undefined : path.resolve(e.WEB_BUILD_DIR),
    rateSource: {
      // The central bank is asked in production; elsewhere only when configured.
      url: (e.RATES_SOURCE_URL ?? (e.NODE_ENV === 'production' ? CBA_URL : '')) || undefined,
      refreshMs: e.RATES_REFRESH_MINUTES * 60_000,
      timeoutMs: e.RATES_TIMEOUT_MS,
    },
  };
}
