import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compiledEntry, startServerProcess } from './server-process.ts';
import { webBuildDir, webBuilt } from './web-build.ts';

const built = webBuilt && existsSync(compiledEntry);
if (!built) {
  console.warn(`\n*** SKIPPED: the compiled server needs npm run build (${compiledEntry}). ***\n`);
}

const dirs: string[] = [];
const tempDir = async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'voski-start-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

describe.skipIf(!built)('what npm start runs', () => {
  it(
    'is compiled JavaScript rendering pages with the production builds of React',
    { timeout: 120_000 },
    async () => {
      const server = await startServerProcess(
        await tempDir(),
        // Node names each CommonJS file it loads (React's builds are CommonJS).
        { WEB_BUILD_DIR: webBuildDir, NODE_DEBUG: 'module', NODE_ENV: '' },
        { compiled: true },
      );
      try {
        const page = await fetch(`${server.url}/en/about`);
        expect(page.status).toBe(200);
        expect(await page.text()).toMatch(/^<!DOCTYPE html>/i);
        // `load "<file>"`: a file Node ran (it also names files it only looks into).
        const loaded = [...server.output().matchAll(/ load "([^"]+)"/g)].map((m) => m[1]!);
        expect(loaded.some((f) => f.endsWith('react-dom-server.node.production.js'))).toBe(true);
        expect(loaded.some((f) => f.endsWith('react.production.js'))).toBe(true);
        expect(loaded.filter((f) => f.endsWith('.development.js'))).toEqual([]);
        // No TypeScript compiler at run time.
        expect(loaded.filter((f) => /[\\/](tsx|typescript|esbuild)[\\/]/.test(f))).toEqual([]);
      } finally {
        expect(await server.stop('SIGTERM')).toBe(0);
      }
    },
  );

  it('refuses to start a live shop with the test gateway', { timeout: 60_000 }, async () => {
    const child = spawn(process.execPath, [compiledEntry], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        TEST_GATEWAY: '1',
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: await tempDir(),
        DATABASE_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const [code] = await once(child, 'exit');
    expect(code).toBe(1);
    expect(output).toMatch(/TEST_GATEWAY: .*cannot be on with NODE_ENV=production/);
    expect(output).not.toMatch(/running on/);
  });
});
