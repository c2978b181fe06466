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
): Promise<void> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  console.log(JSON.stringify({ url: `http://127.0.0.1:${port}`, ...facts, kind: database.kind }));
  process.on('SIGTERM', () => {
    void (async () => {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
      process.exit(0);
    })();
  });
}
