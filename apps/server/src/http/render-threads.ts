import { AsyncLocalStorage } from 'node:async_hooks';
import { availableParallelism, totalmem } from 'node:os';
import { Worker } from 'node:worker_threads';
import { threadEntry, threadLimits, type ThreadEntry } from '../lib/thread-entry.ts';
import type { ReadApi } from './render-reads.ts';
import {
  responseOf,
  type Carried,
  type FromThread,
  type RenderThreadData,
  type ToThread,
} from './render-protocol.ts';

interface Pending {
  read: ReadApi;
  /** Runs a function in the context the render was asked in (its request's query count). */
  inContext: <R>(fn: () => R) => R;
  resolve: (response: Response) => void;
  reject: (error: Error) => void;
}

/** Below this much memory a server gets one render thread (see `renderThreadsFor`). */
const TWO_THREADS_MEMORY = 2 * 1024 ** 3;

/**
 * Render threads unless PAGE_RENDER_THREADS says otherwise: two use both cores of a small server
 * (uncached pages 13-55% faster than with one); one on a single core, or with under 2 GiB of
 * memory, where the second thread's 135-245 MB under load (a shop of 500 products held 690-785 MB
 * after uncached pages with two, 539-555 with one) would leave a 1 GB server too little.
 */
export const renderThreadsFor = (cores: number, memoryBytes: number): number =>
  Math.max(1, Math.min(cores, memoryBytes < TWO_THREADS_MEMORY ? 1 : 2));

/**
 * The memory this process may use: a container's limit when it has one, else the machine's.
 * Node answers 0, or 2^64, for a process without a limit.
 */
export function usableMemory(limit = process.constrainedMemory(), machine = totalmem()): number {
  return limit > 0 && limit < machine ? limit : machine;
}

export const RENDER_THREADS_DEFAULT = renderThreadsFor(availableParallelism(), usableMemory());

/** The render thread's entry (docs/decisions/0043). */
export const renderThreadEntry = (): ThreadEntry => threadEntry(import.meta.url, 'render-thread');

/**
 * Renders shared pages in a worker thread of its own (docs/decisions/0043), so that pages served
 * from memory, the API and the database's answers never wait behind React. A loader's API read
 * comes back here and is answered by `read`, given with each render. A thread that dies fails
 * the renders it held and is started again.
 */
export class RenderThread {
  private worker!: Worker;
  private lastRender = 0;
  private readonly pending = new Map<number, Pending>();
  private closed = false;
  /** Settles once the first thread has loaded the web app; rejects if it cannot. */
  readonly ready: Promise<void>;
  private markReady!: () => void;

  constructor(
    private readonly entry: ThreadEntry,
    private readonly data: RenderThreadData,
    private readonly warn: (message: string) => void,
  ) {
    this.ready = new Promise<void>((resolve, reject) => {
      this.markReady = resolve;
      this.start(reject);
    });
  }

  /** The renders it holds now. */
  get load(): number {
    return this.pending.size;
  }

  render(url: string, nonce: string, read: ReadApi): Promise<Response> {
    const render = ++this.lastRender;
    return new Promise<Response>((resolve, reject) => {
      const inContext = AsyncLocalStorage.snapshot();
      this.pending.set(render, { read, inContext, resolve, reject });
      this.send(this.worker, { kind: 'render', render, url, nonce });
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.worker.terminate();
  }

  private start(failedToStart?: (error: Error) => void): void {
    const { file, execArgv } = this.entry;
    const worker = new Worker(file, {
      workerData: this.data,
      execArgv,
      resourceLimits: threadLimits,
    });
    let started = false;
    worker.on('message', (message: FromThread) => {
      if (message.kind === 'ready') {
        started = true;
        this.markReady();
      } else this.receive(worker, message);
    });
    worker.on('error', (error) => {
      if (!started && failedToStart) failedToStart(error);
      else this.warn(`The render thread failed: ${error.stack ?? error.message}`);
    });
    worker.once('exit', (code) => {
      const stopped = new Error(`The render thread stopped (exit code ${code})`);
      for (const { reject } of this.pending.values()) reject(stopped);
      this.pending.clear();
      // One that never loaded the app would only fail again: starting the server reports it.
      if (!this.closed && started) this.start();
    });
    this.worker = worker;
  }

  private receive(worker: Worker, message: Exclude<FromThread, { kind: 'ready' }>): void {
    const pending = this.pending.get(message.render);
    if (message.kind === 'call') {
      // Answered to the thread that asked: a thread started since counts its calls afresh.
      const answer = () => this.answer(worker, message, pending?.read);
      void (pending ? pending.inContext(answer) : answer());
      return;
    }
    if (!pending) return;
    this.pending.delete(message.render);
    if (message.kind === 'failed') pending.reject(new Error(message.message));
    else pending.resolve(responseOf(message));
  }

  private async answer(
    worker: Worker,
    call: Extract<FromThread, { kind: 'call' }>,
    read: ReadApi | undefined,
  ): Promise<void> {
    const failed = (status: number): Carried => ({ status, headers: [], body: new ArrayBuffer(0) });
    let answer = failed(503);
    if (read) {
      try {
        const { method, headers, body } = call;
        answer = await read(call.path, { method, headers, body });
      } catch (error) {
        answer = failed(500);
        this.warn(`A page's API read failed: ${(error as Error).message}`);
      }
    }
    // Copied, not transferred: a remembered answer's body serves the next render too.
    const { status, headers, body } = answer;
    this.send(worker, { kind: 'answer', call: call.call, status, headers, body });
  }

  private send(worker: Worker, message: ToThread): void {
    worker.postMessage(message);
  }
}

/**
 * Several render threads, so that pages no cache holds use every core (docs/decisions/0043):
 * each render goes to the thread holding the fewest.
 */
export class RenderThreads {
  private readonly threads: RenderThread[];
  /** Settles once every thread has loaded the web app; if one cannot, rejects, all stopped. */
  readonly ready: Promise<void>;

  constructor(
    count: number,
    entry: ThreadEntry,
    data: RenderThreadData,
    warn: (message: string) => void,
  ) {
    this.threads = Array.from({ length: count }, () => new RenderThread(entry, data, warn));
    this.ready = Promise.all(this.threads.map((thread) => thread.ready)).then(
      () => {},
      async (error: unknown) => {
        await this.close();
        throw error;
      },
    );
  }

  render(url: string, nonce: string, read: ReadApi): Promise<Response> {
    const idlest = this.threads.reduce((a, b) => (b.load < a.load ? b : a));
    return idlest.render(url, nonce, read);
  }

  async close(): Promise<void> {
    await Promise.all(this.threads.map((thread) => thread.close()));
  }
}
