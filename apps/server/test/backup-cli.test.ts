// `npm run backup` and `npm run restore` as an operator runs them, against a server process on
// the embedded database.
import { execFile } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { scratchSpace } from './backup-fixtures.ts';
import { startServerProcess, type ServerProcess } from './server-process.ts';

const root = path.resolve(import.meta.dirname, '../../..');
// Each CLI run starts Node with tsx and opens the embedded database: seconds each on a busy machine.
const CLI_TEST_MS = 120_000;
const scratch = scratchSpace();
let server: ServerProcess;
let dataDir: string;

/** Runs a CLI script with the shop's settings; answers its exit code and output. */
async function cli(script: string, env: Record<string, string>, ...args: string[]) {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', `apps/server/src/cli/${script}.ts`, ...args],
      { cwd: root, env: { ...process.env, DATABASE_URL: '', ...env } },
    );
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

beforeAll(async () => {
  dataDir = await scratch.folder('voski-cli-');
  server = await startServerProcess(dataDir, { BACKUP_KEEP: '5' });
});

afterAll(async () => {
  await server.stop('SIGTERM');
  await scratch.clear();
});

it(
  'writes a backup on schedule at start, and another when asked',
  async () => {
    // None in BACKUP_DIR yet: the scheduled job writes one as the shop starts.
    await server.waitFor(/Backup written: .*voski-backup-.*\.tar/);
    const asked = await cli('backup', { DATA_DIR: dataDir });
    expect(asked.output).toMatch(
      /^Backup written: .*\.tar \(\d+\.\d MB\): 0 orders, \d+ products, \d+ image files; schema \d{4}_\w+\.\n$/,
    );
    expect(asked.code).toBe(0);
    const archives = (await readdir(path.join(dataDir, 'backups'))).filter((n) =>
      n.endsWith('.tar'),
    );
    expect(archives).toHaveLength(2);
  },
  CLI_TEST_MS,
);

it(
  'restores into a new folder once, and refuses it the second time',
  async () => {
    const archive = (await readdir(path.join(dataDir, 'backups')))
      .filter((n) => n.endsWith('.tar'))
      .map((n) => path.join(dataDir, 'backups', n))
      .sort()
      .at(-1)!;
    const into = await scratch.folder('voski-cli-restored-');
    const first = await cli('restore', { DATA_DIR: into }, archive);
    expect(first.output).toMatch(/^Restored the backup of .* into .*: 0 orders, \d+ image files\./);
    expect(first.code).toBe(0);
    const second = await cli('restore', { DATA_DIR: into }, archive);
    expect(second.output).toMatch(
      /^Nothing restored\. .*pglite is not empty: restore into a new DATA_DIR\.\n$/,
    );
    expect(second.code).toBe(1);
    const none = await cli('restore', { DATA_DIR: into });
    expect(none.output).toMatch(/^Usage: npm run restore ARCHIVE/);
    expect(none.code).toBe(2);
  },
  CLI_TEST_MS,
);

it(
  'tells the operator when the embedded shop is not running',
  async () => {
    const stopped = await scratch.folder('voski-cli-stopped-');
    const result = await cli('backup', { DATA_DIR: stopped });
    expect(result.output).toMatch(/^The shop is not running on /);
    expect(result.code).toBe(1);
  },
  CLI_TEST_MS,
);
