import { Worker } from 'node:worker_threads';
import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite';
import { threadEntry, threadLimits, type ThreadEntry } from '../lib/thread-entry.ts';
import type { PgliteTarget } from './pglite-open.ts';
import {
  errorOf,
  type FromPgliteThread,
  type PgliteThreadData,
  type ToPgliteThread,
} from './pglite-protocol.ts';

/** What of PGlite Drizzle's driver calls: statements and transactions. */
export interface PgliteCalls {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
  transaction<T>(fn: (tx: Omit<PgliteCalls, 'transaction'>) => Promise<T>): Promise<T>;
}

type Call = ToPgliteThread extends infer C
  ? C extends { id: number }
    ? Omit<C, 'id'>
    : never
  : never;

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

/** The types each parsers object names: Drizzle passes the same few objects to every statement. */
const parsedTypes = new WeakMap<object, number[]>();
function typesOf(parsers: object): number[] {
  let types = parsedTypes.get(parsers);
  if (!types) parsedTypes.set(parsers, (types = Object.keys(parsers).map(Number)));
  return types;
}

export const pgliteThreadEntry = (): ThreadEntry => threadEntry(import.meta.url, 'pglite-thread');

/**
 * Node-postgres's words for a connection that ended under a query, which `isDatabaseUnreachable`
 * knows: the request in hand answers 503 and the next one reaches the restarted thread.
 */
const stopped = (why: string) =>
  new Error(`Connection terminated: the embedded database's thread stopped (${why})`);

/**
 * The embedded database run in a worker thread of its own (ADR 0044), offering Drizzle the calls
 * it makes of PGlite. A thread that dies (out of memory, a fault in PGlite's wasm) fails what it
 * held as a lost connection; a database kept in a folder is opened again in a new thread, as a
 * restarted PostgreSQL would recover it, while one in memory is gone.
 */
export class ThreadedPglite implements PgliteCalls {
  private worker!: Worker;
  /** Settles when the current thread has opened the database. */
  private opened!: Promise<void>;
  private lastCall = 0;
  private readonly pending = new Map<number, Pending>();
  private closed = false;
  private lost: Error | undefined;

  private constructor(
    private readonly entry: ThreadEntry,
    private readonly data: PgliteThreadData,
    private readonly warn: (message: string) => void,
  ) {}

  /** Starts the thread and waits until it has opened (and migrated) the database. */
  static async open(
    target: PgliteTarget,
    warn: (message: string) => void = console.warn,
    entry = pgliteThreadEntry(),
  ): Promise<ThreadedPglite> {
    const { template, ...where } = target;
    const data = { target: where, template: await template?.arrayBuffer() };
    const client = new ThreadedPglite(entry, data, warn);
    client.start();
    await client.opened;
    return client;
  }

  async query<T>(sql: string, params?: unknown[], options?: QueryOptions, tx?: number) {
    const parsers = options?.parsers ?? {};
    const results = (await this.call({
      op: 'query',
      sql,
      params,
      rowMode: options?.rowMode,
      rawTypes: typesOf(parsers),
      tx,
    })) as Results<T>;
    // The thread left these types as text: the caller's parsers are functions, which stay here.
    for (const [index, field] of results.fields.entries()) {
      const parse = parsers[field.dataTypeID];
      if (!parse) continue;
      const key = options?.rowMode === 'array' ? index : field.name;
      for (const row of results.rows as Record<string | number, unknown>[]) {
        if (typeof row[key] === 'string') row[key] = parse(row[key]);
      }
    }
    return results;
  }

  exec(sql: string, tx?: number): Promise<Results[]> {
    return this.call({ op: 'exec', sql, tx }) as Promise<Results[]>;
  }

  async transaction<T>(fn: (tx: Omit<PgliteCalls, 'transaction'>) => Promise<T>): Promise<T> {
    const { id, worker } = await this.begin();
    const live = () => {
      if (this.worker !== worker) throw this.lost ?? stopped('during this transaction');
    };
    const tx: Omit<PgliteCalls, 'transaction'> = {
      query: (sql, params, options) => (live(), this.query(sql, params, options, id)),
      exec: (sql) => (live(), this.exec(sql, id)),
    };
    let result: T;
    try {
      result = await fn(tx);
    } catch (error) {
      if (this.worker === worker) {
        await this.call({ op: 'end', tx: id, commit: false }).catch(() => {});
      }
      throw error;
    }
    live();
    await this.call({ op: 'end', tx: id, commit: true });
    return result;
  }

  async dumpDataDir(compression: 'none'): Promise<Blob> {
    return new Blob([(await this.call({ op: 'dump', compression })) as ArrayBuffer]);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    await this.call({ op: 'close' }).catch(() => {});
    this.closed = true;
    await this.worker.terminate();
  }

  private async begin(): Promise<{ id: number; worker: Worker }> {
    await this.opened;
    const worker = this.worker;
    const id = this.nextId();
    await this.send({ op: 'begin' }, id);
    return { id, worker };
  }

  private nextId(): number {
    return ++this.lastCall;
  }

  private async call(call: Call): Promise<unknown> {
    await this.opened;
    return this.send(call, this.nextId());
  }

  private send(call: Call, id: number): Promise<unknown> {
    if (this.closed) return Promise.reject(new Error('Client was closed'));
    if (this.lost) return Promise.reject(this.lost);
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...call, id } as ToPgliteThread);
    });
  }

  private start(restart = false): void {
    const { file, execArgv } = this.entry;
    const worker = new Worker(file, {
      workerData: this.data,
      execArgv,
      resourceLimits: threadLimits,
    });
    let ready = false;
    let failed!: (error: Error) => void;
    this.opened = new Promise<void>((resolve, reject) => {
      failed = reject;
      worker.on('message', (message: FromPgliteThread) => {
        if (message.kind === 'ready') {
          ready = true;
          resolve();
        } else if (message.kind === 'failed') reject(errorOf(message.error));
        else this.receive(message);
      });
    });
    worker.on('error', (error) => {
      if (!ready) failed(error);
      else this.warn(`The embedded database's thread failed: ${error.stack ?? error.message}`);
    });
    if (restart) {
      // Calls waiting for it are answered as by a database that is not back yet.
      this.opened = this.opened.catch((error: Error) => {
        this.lost = new Error(`Connection terminated: the embedded database did not open again`);
        this.warn(`${this.lost.message}: ${error.message}`);
        throw this.lost;
      });
      this.opened.catch(() => {});
    }
    worker.once('exit', (code) => {
      const error = stopped(`exit code ${code}`);
      failed(error);
      for (const { reject } of this.pending.values()) reject(error);
      this.pending.clear();
      if (this.closed || !ready) return;
      if (this.data.target.dataDir) {
        this.warn(`${error.message}: opening the database again`);
        this.data.template = undefined;
        this.start(true);
      } else {
        this.lost = error;
      }
    });
    this.worker = worker;
  }

  private receive(message: Exclude<FromPgliteThread, { kind: 'ready' | 'failed' }>): void {
    const pending = this.pending.get(message.id);
    if (!pending) return;
    this.pending.delete(message.id);
    if (message.kind === 'answer') pending.resolve(message.value);
    else pending.reject(errorOf(message.error));
  }
}

/** The client Drizzle's PGlite driver is given: it calls only what `PgliteCalls` names. */
export const asPglite = (client: PgliteCalls) => client as unknown as PGlite;
