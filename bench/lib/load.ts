import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';

export interface LoadResult {
  requests_per_s: number;
  /** Requests answered in the run. */
  requests: number;
  p50_ms: number;
  p99_ms: number;
  non_2xx: number;
  errors: number;
}

export interface LoadOptions {
  /** Seconds per run. */
  duration: number;
  connections: number;
  /** Make every URL unique (`_n=<id>`), so no response cache can answer. */
  unique?: boolean;
  /** Sent with every request (a staff member's `authorization`, say). */
  headers?: Record<string, string>;
  /** A new path for each request (a random product's, say), instead of the URL's own. */
  paths?: () => string;
}

/** Query parameter that makes each request's URL unique; bare-server.ts ignores it. */
export const UNIQUE_PARAM = '_n';

/** One autocannon run against a URL on this machine. */
export async function load(url: string, options: LoadOptions): Promise<LoadResult> {
  const unique = options.unique ?? false;
  const result = await autocannon({
    url: unique ? `${url}${url.includes('?') ? '&' : '?'}${UNIQUE_PARAM}=[<id>]` : url,
    idReplacement: unique,
    connections: options.connections,
    duration: options.duration,
    headers: options.headers,
    ...(options.paths && {
      requests: [{ setupRequest: (request) => ({ ...request, path: options.paths!() }) }],
    }),
  });
  return {
    requests_per_s: Math.round(result.requests.average * 10) / 10,
    requests: result.requests.total,
    p50_ms: result.latency.p50,
    p99_ms: result.latency.p99,
    non_2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

export interface Captured {
  status: number;
  contentType: string;
  /** Set when the body is kept as the server compressed it (br, gzip). */
  contentEncoding?: string;
  body: Buffer;
}

export async function capture(url: string, headers?: Record<string, string>): Promise<Captured> {
  const res = await fetch(url, { headers });
  return {
    status: res.status,
    contentType: res.headers.get('content-type') ?? 'application/octet-stream',
    body: Buffer.from(await res.arrayBuffer()),
  };
}

export interface Child<T> {
  process: ChildProcess;
  /** The first JSON line the child printed. */
  ready: T;
  stop(): Promise<void>;
}

/**
 * Starts a TypeScript file as its own Node process (so load generation and the server under
 * test do not share an event loop) and waits for the first JSON line it prints.
 */
export async function startChild<T>(
  file: string,
  args: string[],
  env: Record<string, string>,
  timeoutMs: number,
): Promise<Child<T>> {
  const child = spawn(process.execPath, ['--import', 'tsx', file, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(force);
  };
  const ready = await new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${file}: not ready in ${timeoutMs} ms`)),
      timeoutMs,
    );
    child.once('exit', (code) => reject(new Error(`${file} exited (${code}) before it was ready`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (!line.startsWith('{')) return;
      clearTimeout(timer);
      resolve(JSON.parse(line) as T);
    });
  }).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return { process: child, ready, stop };
}
