import { totalmem } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { inProcessReads } from '../src/http/in-process-api.ts';
import {
  RenderThread,
  RenderThreads,
  renderThreadEntry,
  renderThreadsFor,
  usableMemory,
} from '../src/http/render-threads.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { warnIfUnbuilt, webBuildDir, webBuilt } from './web-build.ts';

/**
 * Shared pages are rendered in a worker thread whose loaders read the API back through the main
 * thread (docs/decisions/0043): the real web build, the real API.
 */
warnIfUnbuilt('the render thread');

const serverEntry = path.join(webBuildDir, 'server', 'index.js');
const publicUrl = 'http://shop.test';

describe.skipIf(!webBuilt)('the render thread', { timeout: 60_000 }, () => {
  let t: TestApp;
  let thread: RenderThread | undefined;
  const warnings: string[] = [];

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterEach(async () => {
    await thread?.close();
    thread = undefined;
    warnings.length = 0;
  });
  afterAll(() => t?.close());

  const start = async (entry = serverEntry) => {
    const started = new RenderThread(renderThreadEntry(), { serverEntry: entry, publicUrl }, (m) =>
      warnings.push(m),
    );
    thread = started;
    await started.ready;
    return started;
  };

  /** The API, counting the reads the render makes. */
  const countedApi = () => {
    const read: string[] = [];
    const api = inProcessReads(t.app);
    const fetch = (url: string, init?: RequestInit) => {
      read.push(url);
      return api(url, init);
    };
    return { read, fetch };
  };

  it('renders a page whose loaders read the API through the main thread', async () => {
    const render = await start();
    const { read, fetch } = countedApi();
    const response = await render.render('/en/faq', 'n0nce-of-this-render', fetch);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('nonce="n0nce-of-this-render"');
    expect(read).toEqual(expect.arrayContaining(['/api/categories', '/api/faqs']));
  });

  it('answers a data request as the browser asks it', async () => {
    const render = await start();
    const response = await render.render('/en/faq.data', 'x', countedApi().fetch);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/x-script/);
    expect(await response.text()).toContain('"faqs"');
  });

  it('reports an API read that fails, and goes on rendering', async () => {
    const render = await start();
    const failing = async () => {
      throw new Error('connection lost');
    };
    // The loaders answer a page without what they could not read (or an error page).
    await render.render('/en/faq', 'x', failing);
    expect(warnings.join('\n')).toContain('connection lost');
    const next = await render.render('/en/faq', 'x', countedApi().fetch);
    expect(next.status).toBe(200);
  });

  it('fails the renders a dying thread held, and starts another', async () => {
    const render = await start();
    let stall: () => void = () => {};
    const stalled = new Promise<void>((resolve) => (stall = resolve));
    const api = inProcessReads(t.app);
    // The thread is stopped while its render waits for an answer.
    const held = render.render('/en/faq', 'x', async (url, init) => {
      stall();
      await new Promise(() => {});
      return api(url, init);
    });
    await stalled;
    await (render as unknown as { worker: { terminate(): Promise<number> } }).worker.terminate();
    await expect(held).rejects.toThrow(/render thread stopped/);
    const next = await render.render('/en/faq', 'x', countedApi().fetch);
    expect(next.status).toBe(200);
  });

  it('spreads renders over several threads; one that dies fails only what it held', async () => {
    const pool = new RenderThreads(2, renderThreadEntry(), { serverEntry, publicUrl }, (m) =>
      warnings.push(m),
    );
    try {
      await pool.ready;
      const api = inProcessReads(t.app);
      let release: () => void = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      const asked: string[] = [];
      // Each render waits on its first read until released, so both are held at once.
      const held = (url: string, init?: RequestInit) => {
        asked.push(url);
        return released.then(() => api(url, init));
      };
      const first = pool.render('/en/faq', 'x', held);
      const second = pool.render('/en/contacts', 'x', held);
      const threads = (pool as unknown as { threads: RenderThread[] }).threads;
      expect(threads.map((thread) => thread.load)).toEqual([1, 1]);
      await (
        threads[0] as unknown as { worker: { terminate(): Promise<number> } }
      ).worker.terminate();
      await expect(first).rejects.toThrow(/render thread stopped/);
      release();
      expect((await second).status).toBe(200);
      const again = await Promise.all([
        pool.render('/en/faq', 'x', countedApi().fetch),
        pool.render('/en/faq', 'x', countedApi().fetch),
      ]);
      expect(again.map((r) => r.status)).toEqual([200, 200]);
    } finally {
      await pool.close();
    }
  });

  it('will not start without the web build, one thread or several', async () => {
    const missing = path.join(webBuildDir, 'missing', 'index.js');
    await expect(start(missing)).rejects.toThrow(/Cannot find module|ERR_MODULE_NOT_FOUND/);
    const pool = new RenderThreads(
      2,
      renderThreadEntry(),
      { serverEntry: missing, publicUrl },
      (m) => warnings.push(m),
    );
    await expect(pool.ready).rejects.toThrow(/Cannot find module|ERR_MODULE_NOT_FOUND/);
  });
});

describe('how many render threads a server gets by default', () => {
  const GiB = 1024 ** 3;

  it('two on two cores or more with 2 GiB or more, one on one core or with less memory', () => {
    expect(renderThreadsFor(2, 2 * GiB)).toBe(2);
    expect(renderThreadsFor(8, 16 * GiB)).toBe(2);
    expect(renderThreadsFor(1, 16 * GiB)).toBe(1);
    expect(renderThreadsFor(2, 2 * GiB - 1)).toBe(1);
    expect(renderThreadsFor(4, 1 * GiB)).toBe(1);
    expect(renderThreadsFor(0, 0)).toBe(1);
  });

  it('reads the memory a container allows, not the machine it runs on', () => {
    expect(usableMemory(1 * GiB, 24 * GiB)).toBe(1 * GiB);
    expect(usableMemory(2 ** 64, 24 * GiB)).toBe(24 * GiB);
    expect(usableMemory(0, 8 * GiB)).toBe(8 * GiB);
    expect(usableMemory()).toBe(usableMemory(process.constrainedMemory(), totalmem()));
  });
});
