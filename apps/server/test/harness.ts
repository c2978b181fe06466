import { openAsBlob } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { Role, type RoleId } from '@voski/contract';
import { inject } from 'vitest';
import { buildApp, type AppDeps, type Services } from '../src/app.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { throwawayPostgres } from './throwaway-postgres.ts';

/**
 * A real database for one test file: an in-memory PGlite, or, when DATABASE_URL is set,
 * a fresh PostgreSQL database made for the file and dropped after it.
 */
export async function openTestDatabase(): Promise<Database & { drop(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = await openDatabase({
      memory: true,
      template: await pgliteTemplate(),
      inThread: process.env.TEST_PGLITE_THREAD !== '0',
    });
    return { ...database, drop: () => database.close() };
  }
  const throwaway = await throwawayPostgres(url);
  const database = await openDatabase({ databaseUrl: throwaway.url });
  return {
    ...database,
    drop: async () => {
      await database.close();
      await throwaway.drop();
    },
  };
}

/** The migrated database the global setup dumped (apps/server/test/pglite-template.ts), if any. */
async function pgliteTemplate(): Promise<Blob | undefined> {
  const file = inject('pgliteTemplate');
  return file ? openAsBlob(file) : undefined;
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  services: Services;
  dataDir: string;
  /** Signs a new staff member of `role` in and answers the bearer token. */
  staffToken(role: RoleId): Promise<string>;
  request(options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export const PASSWORD = 'correct horse battery';

/** What a test changes of the app: its services' options, and any of its configuration. */
export type TestOverrides = Partial<Omit<AppDeps, 'config'>> & {
  config?: Partial<AppDeps['config']>;
};

export async function startTestApp(overrides: TestOverrides = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'voski-test-'));
  const { config, ...rest } = overrides;
  const deps: AppDeps = {
    config: {
      publicUrl: 'http://shop.test',
      tokenTtlSeconds: 3600,
      trustProxy: false,
      webBuildDir: undefined,
      dataDir,
      ...config,
    },
    database,
    ...rest,
  };
  const app = await buildApp(deps);
  await app.ready();
  const { services } = app;
  let n = 0;
  return {
    app,
    database,
    services,
    dataDir,
    async staffToken(role) {
      const email = `staff${++n}-${role}@voski.test`;
      await services.auth.register({
        name: `Staff ${n}`,
        email,
        password: PASSWORD,
        role_id: role,
      });
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/signIn',
        payload: { email, password: PASSWORD },
      });
      return res.json<{ access_token: string }>().access_token;
    },
    request({ token, headers, ...options }) {
      return app.inject({
        ...options,
        headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      });
    },
    async close() {
      await app.close();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export const roles = [Role.Admin, Role.Seller, Role.Adder] as const;

/** A FAQ entry's body in three languages, for tests that need a staff edit. */
export const faqBody = (question: string) => ({
  question: `${question} hy`,
  question_en: question,
  question_ru: `${question} ru`,
  answer: 'a',
  answer_en: 'a',
  answer_ru: 'a',
});
