import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess } from './server-process.ts';

let dataDir: string | undefined;
afterAll(() => (dataDir ? rm(dataDir, { recursive: true, force: true }) : undefined));

describe('the server process', () => {
  it('on SIGTERM finishes the request in flight, then exits 0', { timeout: 120_000 }, async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'voski-shutdown-'));
    const server = await startServerProcess(dataDir, {
      ADMIN_EMAIL: 'boss@voski.test',
      ADMIN_PASSWORD: 'a long password',
    });
    const { url } = server;

    // A sign-in spends tens of milliseconds hashing: once the server has logged its arrival,
    // SIGTERM lands while it is still being handled.
    const inFlight = fetch(`${url}/api/auth/signIn`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'boss@voski.test', password: 'a long password' }),
    });
    await server.waitFor(
      /incoming request.*\/api\/auth\/signIn|\/api\/auth\/signIn.*incoming request/,
    );
    const exited = server.stop('SIGTERM');
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(((await res.json()) as { status: boolean }).status).toBe(true);

    expect(await exited).toBe(0);
    expect(server.output()).toMatch(/SIGTERM: finishing in-flight requests/);
    await expect(fetch(`${url}/api/health`)).rejects.toThrow();
  });
});
