import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { SEMI_SPACE_MB } from '../src/lib/thread-entry.ts';
import { serveScript } from './server-process.ts';

const root = path.resolve(import.meta.dirname, '../../..');

/** docs/decisions/0047: one young-generation size for the main thread and every worker. */
describe('the young generation’s size', () => {
  it('is given to the main thread by the script the shop is started with', async () => {
    const { scripts } = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(scripts.start).toBe('npm run build && sh scripts/serve.sh');
    expect(scripts.serve).toBe('sh scripts/serve.sh');
    expect(await readFile(serveScript, 'utf8')).toContain(
      `--max-semi-space-size=${SEMI_SPACE_MB} "$@" apps/server/dist/start.js`,
    );
  });
});

/** The jemalloc serve.sh looks for, where this system has it. */
function systemJemalloc(): string | undefined {
  const multiarch = readdirSync('/usr/lib').filter((dir) => dir.endsWith('-linux-gnu'));
  return [
    ...multiarch.map((dir) => `/usr/lib/${dir}/libjemalloc.so.2`),
    '/usr/lib64/libjemalloc.so.2',
    '/usr/lib/libjemalloc.so.2',
    '/usr/local/lib/libjemalloc.so.2',
  ].find((file) => existsSync(file));
}

/** docs/decisions/0049: what the process started by serve.sh allocates with. */
describe('the C allocator the shop starts with', () => {
  // Node given by serve.sh its flags and a script in their place, which reports what it got.
  const started = async (env: Record<string, string>) => {
    const report = `console.log(JSON.stringify({
      preload: process.env.LD_PRELOAD ?? '', conf: process.env.MALLOC_CONF ?? '',
      arenas: process.env.MALLOC_ARENA_MAX, argv: process.execArgv,
      mapped: require('node:fs').readFileSync('/proc/self/maps', 'utf8').includes('libjemalloc'),
    }))`;
    const { LD_PRELOAD: _, MALLOC_CONF: __, MALLOC_ARENA_MAX: ___, ...rest } = process.env;
    const { stdout } = await promisify(execFile)('sh', [serveScript, '-e', report], {
      env: { ...rest, VOSKI_NODE: process.execPath, ...env },
    });
    return JSON.parse(stdout) as {
      preload: string;
      conf: string;
      arenas: string;
      argv: string[];
      mapped: boolean;
    };
  };
  const jemalloc = systemJemalloc();

  it.skipIf(!jemalloc)(
    'is jemalloc where the system has it, giving back what is freed',
    async () => {
      const got = await started({});
      expect(got.preload).toBe(jemalloc);
      expect(got.mapped).toBe(true);
      expect(got.conf).toContain('background_thread:true');
      expect(got.argv).toContain(`--max-semi-space-size=${SEMI_SPACE_MB}`);
    },
  );

  it('is glibc’s with two arenas when told JEMALLOC=0, unless the environment says how many', async () => {
    const plain = await started({ JEMALLOC: '0' });
    expect(plain).toMatchObject({ preload: '', mapped: false, arenas: '2' });
    expect(plain.argv).toContain(`--max-semi-space-size=${SEMI_SPACE_MB}`);
    const own = await started({ MALLOC_ARENA_MAX: '4', JEMALLOC: '0' });
    expect(own.arenas).toBe('4');
  });
});
