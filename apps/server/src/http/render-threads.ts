import { AsyncLocalStorage } from 'node:async_hooks';
import { availableParallelism, totalmem } from 'node:os';
import { Worker } from 'node:worker_threads';
import { threadEntry, threadLimits, type ThreadEntry } from '../lib/thread-entry.ts';
import type { ReadApi } from './render-reads.ts';
import {
  type Carried,
  type FromThread,
  type RenderThreadData,
  type ToThread,
} from './render-protocol.ts';

interface Pending {
  read: ReadApi;
  /** Runs a function in the context the render was asked in (its request's query count). */
  inContext: <R>(fn: () => R) => R;
  resolve: (page: Carried) => void;
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

  render(url: string, nonce: string, read: ReadApi): Promise<Carried> {
    const render = ++this.lastRender;
    return new Promise<Carried>((resolve, reject) => {
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
    else pending.resolve({ status: message.status, headers: message.headers, body: message.body });
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

/** How long a render thread beyond the first stays without a render before it is stopped. */
export const EXTRA_THREAD_IDLE_MS = 10_000;

/**
 * Several render threads, so that pages no cache holds use every core (docs/decisions/0043):
 * each render goes to the thread holding the fewest. The first thread starts with the server
 * and stays. The others start when a render arrives while every running thread holds one, and
 * stop after `idleMs` without a render: a shop nobody is busy with does not keep their memory.
 */
export class RenderThreads {
  private readonly threads: RenderThread[];
  private readonly idleTimers = new Map<RenderThread, NodeJS.Timeout>();
  /** A thread loading the web app, not yet given renders. */
  private starting: RenderThread | undefined;
  /** After a thread failed to start, none is started again before this time. */
  private noneBefore = 0;
  private closed = false;
  /** Settles once the first thread has loaded the web app; if it cannot, rejects, stopped. */
  readonly ready: Promise<void>;

  constructor(
    private readonly most: number,
    private readonly entry: ThreadEntry,
    private readonly data: RenderThreadData,
    private readonly warn: (message: string) => void,
    private readonly idleMs = EXTRA_THREAD_IDLE_MS,
  ) {
    const first = new RenderThread(entry, data, warn);
    this.threads = [first];
    this.ready = first.ready.catch(async (error: unknown) => {
      await this.close();
      throw error;
    });
  }

  render(url: string, nonce: string, read: ReadApi): Promise<Carried> {
    const idlest = this.threads.reduce((a, b) => (b.load < a.load ? b : a));
    if (idlest.load > 0) this.addThread();
    clearTimeout(this.idleTimers.get(idlest));
    const rendered = idlest.render(url, nonce, read);
    if (idlest !== this.threads[0]) {
      const done = () => this.stopWhenIdle(idlest);
      rendered.then(done, done);
    }
    return rendered;
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.idleTimers.values()) clearTimeout(timer);
    const all = this.starting ? [...this.threads, this.starting] : this.threads;
    await Promise.all(all.map((thread) => thread.close()));
  }

  private addThread(): void {
    if (this.closed || this.starting || this.threads.length >= this.most) return;
    if (Date.now() < this.noneBefore) return;
    const thread = new RenderThread(this.entry, this.data, this.warn);
    this.starting = thread;
    thread.ready.then(
      () => {
        this.starting = undefined;
        if (this.closed) return;
        this.threads.push(thread);
        this.stopWhenIdle(thread);
      },
      (error: Error) => {
        this.starting = undefined;
        this.noneBefore = Date.now() + this.idleMs;
        this.warn(`Another render thread could not start: ${error.message}`);
      },
    );
  }

  private stopWhenIdle(thread: RenderThread): void {
    if (thread.load > 0 || this.closed) return;
    clearTimeout(this.idleTimers.get(thread));
    const timer = setTimeout(() => {
      this.idleTimers.delete(thread);
      if (thread.load > 0 || this.closed) return;
      this.threads.splice(this.threads.indexOf(thread), 1);
      thread
        .close()
        .catch((error: Error) => this.warn(`A render thread would not stop: ${error.message}`));
    }, this.idleMs);
    timer.unref();
    this.idleTimers.set(thread, timer);
  }
}
