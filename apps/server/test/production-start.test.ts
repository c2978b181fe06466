import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { compiledEntry, endedStart, startServerProcess } from './server-process.ts';
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

/** The compiled server started on a new folder with `env`, for a start that must end. */
const failedStart = async (env: Record<string, string>) => endedStart(await tempDir(), env);

describe.skipIf(!built)('what npm start runs', () => {
  it("holds React Router's production build, for the browser and the server alike", async () => {
    // A warning only React Router's development build keeps (its ENABLE_DEV_WARNINGS).
    const warning = 'You rendered descendant <Routes>';
    const scripts = (await readdir(webBuildDir, { recursive: true }))
      .filter((file) => /^(server|client)[\\/].*\.m?js$/.test(file))
      .map((file) => path.join(webBuildDir, file));
    expect(scripts.length).toBeGreaterThan(10);
    for (const file of scripts) expect(await readFile(file, 'utf8'), file).not.toContain(warning);
    // The server renders with the handler of the build's own copy (apps/server/src/http/web-build.ts).
    const { entry } = await import(
      pathToFileURL(path.join(webBuildDir, 'server', 'index.js')).href
    );
    expect(typeof entry.module.createRequestHandler).toBe('function');
  });

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
    const { code, output } = await failedStart({ NODE_ENV: 'production', TEST_GATEWAY: '1' });
    expect(code).toBe(1);
    expect(output).toMatch(/TEST_GATEWAY: .*cannot be on with NODE_ENV=production/);
    expect(output).not.toMatch(/running on/);
  });

  it(
    'sets a new shop up in a process of its own, and serves it from a lean one',
    { timeout: 180_000 },
    async () => {
      const dataDir = await tempDir();
      const env = { DEMO: '1', ADMIN_EMAIL: '', ADMIN_PASSWORD: '' };
      const first = await startServerProcess(dataDir, env, { compiled: true });
      try {
        expect(first.output()).toMatch(/Demo data: \d+ categories, \d+ products[^]*running on/);
        await first.waitFor(/Demo admin \(sign in at \/login\): admin@voski\.am \/ /);
        expect((await fetch(`${first.url}/api/products/1`)).status).toBe(200);
        // Creating the database and writing the demo in the serving process peaked at 0.86 to
        // 1.04 GB and stayed there; set up apart, the server's own peak is that of a restart
        // (0.45 to 0.49 GB). The bound sits between the two.
        const status = await readFile(`/proc/${first.child.pid}/status`, 'utf8');
        const peakMb = Number(/VmHWM:\s+(\d+) kB/.exec(status)![1]) / 1024;
        expect(peakMb).toBeLessThan(700);
      } finally {
        expect(await first.stop('SIGTERM')).toBe(0);
      }
      const again = await startServerProcess(dataDir, env, { compiled: true });
      try {
        expect(again.output()).not.toMatch(/Demo data/);
        expect((await fetch(`${again.url}/api/products/1`)).status).toBe(200);
      } finally {
        expect(await again.stop('SIGTERM')).toBe(0);
      }
    },
  );

  it('stops when the new shop cannot be set up, saying why', { timeout: 60_000 }, async () => {
    const { code, output } = await failedStart({
      DEMO: '0',
      ADMIN_EMAIL: 'owner@voski.test',
      ADMIN_PASSWORD: 'password',
    });
    expect(code).toBe(1);
    expect(output).toMatch(/ADMIN_PASSWORD: .*\n.*was not created: choose a stronger password/);
    expect(output).toMatch(/The new shop was not set up \(exit 1\)/);
    expect(output).not.toMatch(/running on/);
  });
});
