import { chmod, rm } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import type { WrittenBackup } from './archive.ts';
import { BackupError } from './database-dump.ts';

/**
 * How `npm run backup` reaches the running embedded shop: a Unix socket in DATA_DIR that only
 * the data folder's owner can open. Nothing listens for backups on the shop's network port.
 */
export const backupSocket = (dataDir: string) => path.join(dataDir, 'backup.sock');

export interface LocalBackupServer {
  close(): Promise<void>;
}

/** Answers `POST /backup` on the socket with the archive written, or `{message}` and 500. */
export async function serveLocalBackups(
  dataDir: string,
  backup: () => Promise<WrittenBackup>,
): Promise<LocalBackupServer> {
  const socket = backupSocket(dataDir);
  const server = http.createServer((request, response) => {
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.method !== 'POST' || request.url !== '/backup') {
      answer(404, { message: 'Not found' });
      return;
    }
    backup().then(
      (written) => answer(200, written),
      (error: Error) => answer(500, { message: error.message }),
    );
  });
  // A socket file left by a process that was killed would refuse the new one.
  await rm(socket, { force: true });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socket, resolve);
  });
  await chmod(socket, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Asks the shop running on `dataDir` to write a backup; answers what it wrote. */
export function requestLocalBackup(dataDir: string): Promise<WrittenBackup> {
  const socket = backupSocket(dataDir);
  return new Promise((resolve, reject) => {
    const request = http.request({ socketPath: socket, method: 'POST', path: '/backup' }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let body: WrittenBackup | { message?: string };
        try {
          body = JSON.parse(text) as WrittenBackup | { message?: string };
        } catch {
          reject(new BackupError(`Something else answers on ${socket}: ${text.slice(0, 200)}`));
          return;
        }
        if (res.statusCode === 200) resolve(body as WrittenBackup);
        else {
          const reason = (body as { message?: string }).message ?? `status ${res.statusCode}`;
          reject(new BackupError(`The shop could not write the backup: ${reason}`));
        }
      });
      res.on('error', reject);
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') {
        reject(
          new BackupError(
            `The shop is not running on ${dataDir} (nothing answers on ${socket}). A backup of the embedded database is taken by the running shop: start it, or copy DATA_DIR while it is stopped.`,
          ),
        );
      } else reject(error);
    });
    request.end();
  });
}
