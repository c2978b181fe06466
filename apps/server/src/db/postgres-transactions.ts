import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Db } from './types.ts';
import { isDatabaseUnreachable } from './errors.ts';
import { queryCounter } from './query-count.ts';
import type * as schema from './schema/index.ts';

/**
 * `Db.transaction` for a node-postgres pool that gives its client back whatever happens.
 * drizzle-orm 0.45 sends BEGIN before the try/finally that releases the pooled client
 * (drizzle-orm issues 6023, 6114, 6241, open): a BEGIN on a connection the server has just
 * dropped leaks the client, and a few such leaks leave the pool empty and every request waiting
 * for good. Here drizzle runs the transaction on a client checked out by this code (over a
 * lone client it releases nothing), and the client goes back, or is destroyed when its
 * connection failed, in a finally of our own.
 */
export function releasingTransactions(pool: pg.Pool, tables: typeof schema): Db['transaction'] {
  // One drizzle instance per connection: building one reads the whole schema (about 0.1 ms).
  const onClient = new WeakMap<pg.PoolClient, Db>();
  const transaction = async <T>(
    work: (tx: Parameters<Parameters<Db['transaction']>[0]>[0]) => Promise<T>,
    config?: Parameters<Db['transaction']>[1],
  ): Promise<T> => {
    const client = await pool.connect();
    let failure: unknown;
    try {
      let db = onClient.get(client);
      if (!db)
        onClient.set(
          client,
          (db = drizzle(client, { schema: tables, logger: queryCounter }) as unknown as Db),
        );
      return await db.transaction(work, config);
    } catch (error) {
      failure = error;
      throw error;
    } finally {
      client.release(isDatabaseUnreachable(failure) ? (failure as Error) : undefined);
    }
  };
  return transaction as Db['transaction'];
}
