/**
 * The shop under test for bench/orders-list.ts: opens an embedded PGlite in a temp folder (or
 * BENCH_TARGET_URL), inserts BENCH_ORDERS orders with one SQL statement, runs VACUUM ANALYZE,
 * signs a Seller in and serves the app on 127.0.0.1. Prints one JSON line when ready.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { Role } from '@voski/contract';
import { buildApp } from '../apps/server/src/app.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { serveForBench } from './lib/serve-app.ts';

const COUNT = Number(process.env.BENCH_ORDERS ?? 100_000);
/** The orders are spread over the last year: one every 5 minutes at 100,000. */
const SPREAD_SECONDS = 365 * 24 * 3600;

const dataDir = await mkdtemp(path.join(tmpdir(), 'voski-bench-'));
const target = process.env.BENCH_TARGET_URL;
const database = await openDatabase(target ? { databaseUrl: target } : { dataDir });
const began = performance.now();
// Names, statuses and payment statuses cycle at different rates, so filters combine unevenly.
await database.db.execute(sql`
  insert into orders (name, surname, email, phone, region, address, lines, subtotal, delivery,
    total, payment_type, payment_status, payment_id, payment_url, payment_details, done,
    expires_at, created_at, updated_at)
  select
    (array['Anahit','Aram','Mariam','Davit','Lilit','Narek','Ani','Tigran'])[1 + i % 8],
    (array['Petrosyan','Sargsyan','Hakobyan','Grigoryan','Harutyunyan'])[1 + i % 5],
    'buyer' || i || '@example.am',
    '+374 9' || (i % 10) || ' ' || lpad(i::text, 6, '0'),
    'Yerevan',
    'Abovyan ' || (i % 200),
    jsonb_build_array(jsonb_build_object('id', 1, 'title', 'Ring «Sevan»', 'model', 'VS-1',
      'price', 100000 + (i % 50) * 1000, 'quantity', 1)),
    100000 + (i % 50) * 1000,
    1500,
    101500 + (i % 50) * 1000,
    1,
    (array['paid','paid','paid','pending','declined','expired','refunded'])[1 + (i / 3) % 7],
    'bench-' || i,
    '',
    '{}'::jsonb,
    (array[2,2,2,1,0,3])[1 + i % 6],
    at + interval '30 minutes',
    at,
    at
  from generate_series(1, ${COUNT}::int) as i,
    lateral (select now() - ((${COUNT}::int - i) * (${SPREAD_SECONDS}::float8 / ${COUNT}::int))
      * interval '1 second' as at) as t
`);
await database.db.execute(sql`VACUUM ANALYZE`);
const seedMs = Math.round(performance.now() - began);

const app = await buildApp({
  config: {
    publicUrl: 'http://127.0.0.1',
    tokenTtlSeconds: 24 * 3600,
    trustProxy: false,
    webBuildDir: undefined,
    dataDir,
  },
  database,
});
const seller = { email: 'bench-seller@voski.test', password: 'cobalt meadow lantern' };
await app.services.auth.register({ ...seller, name: 'Bench Seller', role_id: Role.Seller });
const signedIn = await app.inject({ method: 'POST', url: '/api/auth/signIn', payload: seller });
const token = signedIn.json<{ access_token: string }>().access_token;

await serveForBench(app, database, dataDir, { token, seedMs });
