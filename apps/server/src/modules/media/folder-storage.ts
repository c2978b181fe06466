import { constants } from 'node:fs';
import { access, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { MediaStorage } from './storage.ts';

/** Files under `DATA_DIR/uploads`, served by this server. */
export class FolderStorage implements MediaStorage {
  readonly kind = 'folder';
  readonly root: string;

  constructor(private readonly dataDir: string) {
    this.root = path.join(dataDir, 'uploads');
  }

  async write(relative: string, data: Buffer): Promise<void> {
    const file = this.absolute(relative);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, data);
  }

  async remove(paths: readonly string[]): Promise<void> {
    await Promise.all(paths.map((p) => rm(this.absolute(p), { force: true })));
  }

  async check(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    await access(this.root, constants.R_OK | constants.W_OK);
  }

  private absolute(relative: string): string {
    const resolved = path.resolve(this.dataDir, relative);
    if (!resolved.startsWith(this.root + path.sep)) {
      throw new Error(`Media path outside the uploads folder: ${relative}`);
    }
    return resolved;
  }
}
