import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The Drizzle database, whichever engine is under it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** What a transaction callback receives; it can do all a Db can. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
