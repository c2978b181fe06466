/**
 * Storefront Lighthouse benchmark: node --import tsx bench/lighthouse.ts
 *
 * Builds nothing: run `npm run build` first. Starts the shop with demo data on 127.0.0.1, then
 * for the home, a category and a product page (in Armenian, the default locale) runs Lighthouse
 * with its mobile settings in Debian's Chromium (CHROME_PATH, default /usr/bin/chromium) and
 * weighs the JavaScript each page loads, gzipped as a server or proxy would send it, in total and
 * per file (the largest are react-dom's `client-*`, React Router's with React's `jsx-runtime-*`,
 * react-intl's `locale-*` and the language's catalog `hy-*`).
 * Prints JSON. Lighthouse's own throttling is simulated, so figures compare across runs of the
 * same machine only.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { freePort, startShop } from './orders-client.ts';

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'voski-bench-lighthouse-'));
const shop = await startShop({ port: await freePort(), dataDir });

interface ScriptRecord {
  url: string;
  resourceType?: string;
}

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

/** Each script's gzipped size in bytes, by file name, largest first. */
async function gzippedScripts(urls: string[]): Promise<[string, number][]> {
  const sizes: [string, number][] = [];
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    sizes.push([new URL(url).pathname.split('/').pop()!, gzipSync(body, { level: 9 }).length]);
  }
  return sizes.sort((a, b) => b[1] - a[1]);
}

const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});

try {
  const products = (await (await fetch(`${shop.url}/api/products/all`)).json()) as {
    data: { id: number }[];
  };
  const categories = (await (await fetch(`${shop.url}/api/categories`)).json()) as {
    data: { id: number }[];
  };
  const pages = {
    home: '/',
    category: `/products/${categories.data[0]!.id}`,
    product: `/product/${products.data[0]!.id}`,
  };
  const results: Record<string, unknown> = {};
  for (const [name, page] of Object.entries(pages)) {
    const run = await lighthouse(`${shop.url}${page}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!run) throw new Error(`Lighthouse gave no result for ${page}`);
    const { categories: scores, audits } = run.lhr;
    const requests =
      (audits['network-requests']?.details as { items?: ScriptRecord[] })?.items ?? [];
    const scripts = requests
      .filter((r) => r.resourceType === 'Script' && r.url.startsWith(shop.url))
      .map((r) => r.url);
    const metric = (id: string) => Math.round(Number(audits[id]?.numericValue ?? NaN));
    const files = await gzippedScripts(scripts);
    results[name] = {
      path: page,
      scores: Object.fromEntries(
        Object.entries(scores).map(([k, c]) => [k, Math.round((c.score ?? 0) * 100)]),
      ),
      fcp_ms: metric('first-contentful-paint'),
      lcp_ms: metric('largest-contentful-paint'),
      tbt_ms: metric('total-blocking-time'),
      cls: Number(audits['cumulative-layout-shift']?.numericValue?.toFixed(3)),
      scripts: scripts.length,
      js_gzip_kb: kb(files.reduce((total, [, bytes]) => total + bytes, 0)),
      js_files_gzip_kb: Object.fromEntries(files.map(([name, bytes]) => [name, kb(bytes)])),
    };
  }
  console.log(
    JSON.stringify(
      { benchmark: 'lighthouse', date: new Date().toISOString(), lighthouse: 'mobile', results },
      null,
      2,
    ),
  );
} finally {
  chrome.kill();
  await shop.stop();
  await rm(dataDir, { recursive: true, force: true });
}
