import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
let dataDir: string | undefined;
afterAll(() => (dataDir ? rm(dataDir, { recursive: true, force: true }) : undefined));

describe('the server process', () => {
  it('on SIGTERM finishes the request in flight, then exits 0', { timeout: 120_000 }, async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'voski-shutdown-'));
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: root,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DEMO: '0',
        DATABASE_URL: '',
        ADMIN_EMAIL: 'boss@voski.test',
        ADMIN_PASSWORD: 'a long password',
        WEB_BUILD_DIR: path.join(dataDir, 'no-web-build'),
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no start:\n${output}`)), 90_000);
      child.stdout.on('data', () => {
        const match = /running on (http:\/\/localhost:\d+)/.exec(output);
        if (match) {
          clearTimeout(timer);
          resolve(match[1]!.replace('localhost', '127.0.0.1'));
        }
      });
    });

    // A sign-in spends tens of milliseconds hashing: once the server has logged its arrival,
    // SIGTERM lands while it is still being handled.
    const inFlight = fetch(`${url}/api/auth/signIn`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'boss@voski.test', password: 'a long password' }),
    });
    await new Promise<void>((resolve) => {
      const check = () =>
        /incoming request.*\/api\/auth\/signIn|\/api\/auth\/signIn.*incoming request/.test(output)
          ? resolve()
          : setTimeout(check, 1);
      check();
    });
    child.kill('SIGTERM');
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(((await res.json()) as { status: boolean }).status).toBe(true);

    const [code] = await once(child, 'exit');
    expect(code).toBe(0);
    expect(output).toMatch(/SIGTERM: finishing in-flight requests/);
    await expect(fetch(`${url}/api/health`)).rejects.toThrow();
  });
});
