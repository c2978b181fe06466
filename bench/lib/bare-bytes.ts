import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startChild, type Captured, type Child } from './load.ts';

const bareServer = path.join(path.dirname(fileURLToPath(import.meta.url)), 'bare-server.ts');

/**
 * The bytes a benchmark captured from the shop, kept on disk for the bare baseline: `keep` each
 * answer under the path it was asked at, then `start` a bare-server.ts that sends them back.
 */
export class BareBytes {
  private readonly manifest: Record<
    string,
    { status: number; contentType: string; contentEncoding?: string; file: string }
  > = {};

  private constructor(private readonly dir: string) {}

  static async create(): Promise<BareBytes> {
    return new BareBytes(await mkdtemp(path.join(os.tmpdir(), 'voski-bench-bytes-')));
  }

  has(requestPath: string): boolean {
    return requestPath in this.manifest;
  }

  async keep(requestPath: string, captured: Captured): Promise<void> {
    const file = path.join(this.dir, `${Object.keys(this.manifest).length}.body`);
    await writeFile(file, captured.body);
    this.manifest[requestPath] = {
      status: captured.status,
      contentType: captured.contentType,
      contentEncoding: captured.contentEncoding,
      file,
    };
  }

  async start(): Promise<Child<{ url: string }>> {
    const manifestFile = path.join(this.dir, 'manifest.json');
    await writeFile(manifestFile, JSON.stringify(this.manifest));
    return startChild<{ url: string }>(bareServer, [manifestFile], {}, 30_000);
  }

  remove(): Promise<void> {
    return rm(this.dir, { recursive: true, force: true });
  }
}
