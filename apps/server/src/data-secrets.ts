import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
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
  // `wx`: when two instances start at once, the second reads what the first wrote.
  try {
    await writeFile(at, secret + '\n', { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return (await readFile(at, 'utf8')).trim();
  }
}
