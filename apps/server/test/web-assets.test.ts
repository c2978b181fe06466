import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOrderApp, type OrderApp } from './orders-fixtures.ts';
import { warnIfUnbuilt, webBuildDir, webBuilt } from './web-build.ts';

/**
 * The build's scripts and stylesheet are sent as the build compressed them (.br, .gz beside each
 * file, apps/web/vite/precompressed-assets.ts), not compressed again for every request.
 */

let t: OrderApp;
beforeAll(async () => {
  warnIfUnbuilt('the precompressed assets tests');
  if (webBuilt) t = await startOrderApp({ config: { webBuildDir } });
});
afterAll(() => t?.close());

const asset = (url: string, acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

/** The paths of the scripts and stylesheet the home page links, as written in the build. */
async function linkedAssets(): Promise<string[]> {
  const html = (await t.app.inject({ method: 'GET', url: '/' })).body;
  const paths = [...html.matchAll(/href="(\/assets\/[\w.-]+\.(?:js|css))[#"]/g)].map((m) => m[1]!);
  expect(paths.some((p) => p.endsWith('.css'))).toBe(true);
  expect(paths.filter((p) => p.endsWith('.js')).length).toBeGreaterThan(3);
  return paths;
}

const onDisk = (url: string) => readFile(path.join(webBuildDir, 'client', url));

/** The copy the build wrote, or undefined where compressing did not make the file smaller. */
const copyOnDisk = (url: string) => onDisk(url).catch(() => undefined);

describe.skipIf(!webBuilt)('the build’s scripts and stylesheet', () => {
  it('are sent as the .br copy written at build time to a client that takes brotli', async () => {
    const paths = await linkedAssets();
    let brotli = 0;
    for (const url of paths) {
      const original = await onDisk(url);
      const res = await asset(url, 'gzip, deflate, br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
      expect(String(res.headers.vary), url).toMatch(/accept-encoding/i);
      // A file of a hundred bytes may not shrink under brotli: then its .gz copy, if smaller.
      const br = await copyOnDisk(`${url}.br`);
      const gz = br ? undefined : await copyOnDisk(`${url}.gz`);
      const sent = br ?? gz ?? original;
      expect(res.headers['content-encoding'] ?? 'identity', url).toBe(
        br ? 'br' : gz ? 'gzip' : 'identity',
      );
      expect(res.rawPayload.equals(sent), url).toBe(true);
      if (br) brotli += 1;
      if (original.length > 1024) expect(br, `${url} has a .br copy`).toBeDefined();
    }
    expect(brotli).toBeGreaterThan(paths.length / 2);
  });

  it('are sent as the .gz copy to a client that takes only gzip, and whole to one that takes neither', async () => {
    const paths = await linkedAssets();
    const framework = paths.find((p) => /\/framework-[\w-]+\.js$/.test(p));
    expect(framework).toBeDefined();
    const gz = await asset(framework!, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload.equals(await onDisk(`${framework}.gz`))).toBe(true);

    for (const acceptEncoding of [undefined, 'identity']) {
      const plain = await asset(framework!, acceptEncoding);
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding'] ?? 'identity').toBe('identity');
      expect(plain.rawPayload.equals(await onDisk(framework!))).toBe(true);
    }
  });

  it('a missing asset is still a 404, whatever the encoding asked for', async () => {
    for (const acceptEncoding of ['br', 'gzip', undefined]) {
      const res = await asset('/assets/no-such-chunk-0000.js', acceptEncoding);
      expect(res.statusCode).toBe(404);
    }
  });
});
