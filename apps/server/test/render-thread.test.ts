import { totalmem } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { inProcessReads } from '../src/http/in-process-api.ts';
import {
  RenderThread,
  RenderThreads,
  renderThreadEntry,
  renderThreadsFor,
  usableMemory,
} from '../src/http/render-threads.ts';
import { headerOf } from '../src/http/render-protocol.ts';
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
    const started = new RenderThread(
      renderThreadEntry(),
      { serverEntry: entry, publicUrl, idleGcMs: 0 },
      (m) => warnings.push(m),
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
    expect(headerOf(response, 'content-type')).toMatch(/^text\/html/);
    const html = Buffer.from(response.body).toString();
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('nonce="n0nce-of-this-render"');
    expect(read).toEqual(expect.arrayContaining(['/api/categories', '/api/faqs']));
  });

  it('answers a data request as the browser asks it', async () => {
    const render = await start();
    const response = await render.render('/en/faq.data', 'x', countedApi().fetch);
    expect(response.status).toBe(200);
    expect(headerOf(response, 'content-type')).toMatch(/^text\/x-script/);
    expect(Buffer.from(response.body).toString()).toContain('"faqs"');
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

  const threadsOf = (pool: RenderThreads) =>
    (pool as unknown as { threads: RenderThread[] }).threads;
  const workerOf = (thread: RenderThread) =>
    (thread as unknown as { worker: { threadId: number; terminate(): Promise<number> } }).worker;

  /** An API whose reads wait until `release` is called, so renders are held at once. */
  const holding = () => {
    const api = inProcessReads(t.app);
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const held = (url: string, init?: RequestInit) => released.then(() => api(url, init));
    return { held, release };
  };

  /** A pool of at most `most` threads, ready, for `use`; closed after. */
  const withPool = async (
    most: number,
    use: (pool: RenderThreads) => Promise<void>,
    idleMs?: number,
  ) => {
    const pool = new RenderThreads(
      most,
      renderThreadEntry(),
      { serverEntry, publicUrl, idleGcMs: 0 },
      (m) => warnings.push(m),
      idleMs,
    );
    try {
      await pool.ready;
      await use(pool);
    } finally {
      await pool.close();
    }
  };

  /** Two renders held at once on a pool's one thread: it starts its second. */
  const grow = async (pool: RenderThreads) => {
    const { held, release } = holding();
    const both = [pool.render('/en/faq', 'x', held), pool.render('/en/contacts', 'x', held)];
    await vi.waitFor(() => expect(threadsOf(pool)).toHaveLength(2), {
      timeout: 30_000,
      interval: 20,
    });
    release();
    expect((await Promise.all(both)).map((r) => r.status)).toEqual([200, 200]);
  };

  it('starts a second thread only while the first is busy, and stops it once idle', () =>
    withPool(
      2,
      async (pool) => {
        expect(threadsOf(pool)).toHaveLength(1);
        // One render at a time never needs another thread.
        expect((await pool.render('/en/faq', 'x', countedApi().fetch)).status).toBe(200);
        expect((pool as unknown as { starting?: RenderThread }).starting).toBeUndefined();

        await grow(pool);
        const extra = threadsOf(pool)[1]!;
        const { held, release } = holding();
        const onFirst = pool.render('/en/faq', 'x', held);
        const onExtra = pool.render('/en/contacts', 'x', held);
        expect(threadsOf(pool).map((thread) => thread.load)).toEqual([1, 1]);
        release();
        expect((await Promise.all([onFirst, onExtra])).map((r) => r.status)).toEqual([200, 200]);

        // No render for idleMs: the extra thread is stopped, the first renders on.
        await vi.waitFor(() => expect(workerOf(extra).threadId).toBe(-1), {
          timeout: 10_000,
          interval: 20,
        });
        expect(threadsOf(pool)).toHaveLength(1);
        expect((await pool.render('/en/faq', 'x', countedApi().fetch)).status).toBe(200);
        await grow(pool);
      },
      // Long enough that the renders on the first thread end before the new one is stopped.
      3_000,
    ));

  it('starts no second thread when it may have only one', () =>
    withPool(1, async (pool) => {
      const { held, release } = holding();
      const both = [pool.render('/en/faq', 'x', held), pool.render('/en/contacts', 'x', held)];
      expect((pool as unknown as { starting?: RenderThread }).starting).toBeUndefined();
      expect(threadsOf(pool).map((thread) => thread.load)).toEqual([2]);
      release();
      expect((await Promise.all(both)).map((r) => r.status)).toEqual([200, 200]);
    }));

  it('spreads renders over several threads; one that dies fails only what it held', () =>
    withPool(2, async (pool) => {
      await grow(pool);
      const { held, release } = holding();
      const first = pool.render('/en/faq', 'x', held);
      const second = pool.render('/en/contacts', 'x', held);
      const threads = threadsOf(pool);
      expect(threads.map((thread) => thread.load)).toEqual([1, 1]);
      await workerOf(threads[0]!).terminate();
      await expect(first).rejects.toThrow(/render thread stopped/);
      release();
      expect((await second).status).toBe(200);
      const again = await Promise.all([
        pool.render('/en/faq', 'x', countedApi().fetch),
        pool.render('/en/faq', 'x', countedApi().fetch),
      ]);
      expect(again.map((r) => r.status)).toEqual([200, 200]);
    }));

  it('will not start without the web build, one thread or several', async () => {
    const missing = path.join(webBuildDir, 'missing', 'index.js');
    await expect(start(missing)).rejects.toThrow(/Cannot find module|ERR_MODULE_NOT_FOUND/);
    const pool = new RenderThreads(
      2,
      renderThreadEntry(),
      { serverEntry: missing, publicUrl, idleGcMs: 0 },
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
