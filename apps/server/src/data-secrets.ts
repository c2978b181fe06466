import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * A secret kept in the data folder (readable by its owner only): made once, then the same for
 * every start and every instance that shares the folder.
 */
export async function dataFolderSecret(
  dataDir: string,
  file: string,
  make: () => string,
): Promise<string> {
  const at = path.join(dataDir, file);
  if (existsSync(at)) return (await readFile(at, 'utf8')).trim();
  const secret = make();
  await mkdir(dataDir, { recursive: true });
  // Written whole under a name of its own, then linked into place, which fails if the file is
  // there: when two instances start at once, the second reads what the first wrote, never a
  // file created but not yet written.
  const draft = `${at}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(draft, secret + '\n', { mode: 0o600, flag: 'wx' });
    await link(draft, at);
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return (await readFile(at, 'utf8')).trim();
  } finally {
    await rm(draft, { force: true });
  }
}
