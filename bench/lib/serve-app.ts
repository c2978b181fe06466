import { rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../apps/server/src/db/client.ts';

/**
 * For a bench server child: listens on a free port, prints `{url, kind, ...facts}` as one JSON
 * line for the parent, and on SIGTERM closes the app and the database and removes `dataDir`.
 */
export async function serveForBench(
  app: FastifyInstance,
  database: Database,
  dataDir: string,
  facts: Record<string, unknown>,
  /** Other apps of the child on the same database, closed with it. */
  others: readonly FastifyInstance[] = [],
): Promise<void> {
  const url = await listenForBench(app);
  console.log(JSON.stringify({ url, ...facts, kind: database.kind }));
  process.on('SIGTERM', () => {
    void (async () => {
      for (const other of others) await other.close();
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
      process.exit(0);
    })();
  });
}

/** Listens on a free port of 127.0.0.1; answers the app's address. */
export async function listenForBench(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}
