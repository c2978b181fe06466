/**
 * The thread that renders shared pages (docs/decisions/0043), compiled into
 * apps/server/dist/render-thread.js and started by `RenderThread` (render-threads.ts). It loads
 * the web app's server build and renders what the main thread asks; every API read of a loader
 * goes back to the main thread, which owns the database and the API.
 */
import { parentPort, workerData } from 'node:worker_threads';
import {
  carry,
  answerOf,
  type ApiAnswer,
  type FromThread,
  type LoaderAnswer,
  type RenderThreadData,
  type ToThread,
} from './render-protocol.ts';
import { loadWebBuild } from './web-build.ts';
import { collectWhenIdle } from '../lib/idle-collection.ts';

const port = parentPort;
if (!port) throw new Error('render-thread.js runs as a worker thread');
const { serverEntry, publicUrl, idleGcMs } = workerData as RenderThreadData;
const { handle } = await loadWebBuild(serverEntry);
const idle = collectWhenIdle(idleGcMs);

const post = (message: FromThread, transfer: ArrayBuffer[] = []) =>
  port.postMessage(message, transfer);

let lastCall = 0;
const waiting = new Map<number, (answer: ApiAnswer) => void>();

/** `context.api` of one render: the main thread answers it. */
const apiFor =
  (render: number) =>
  (path: string, init: RequestInit = {}): Promise<LoaderAnswer> => {
    const call = ++lastCall;
    const answered = new Promise<ApiAnswer>((resolve) => waiting.set(call, resolve));
    post({
      kind: 'call',
      render,
      call,
      path,
      method: init.method ?? 'GET',
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      body: typeof init.body === 'string' ? init.body : undefined,
    });
    return answered.then(answerOf);
  };

async function render(id: number, url: string, nonce: string): Promise<void> {
  try {
    const response = await handle(new Request(new URL(url, publicUrl)), {
      api: apiFor(id),
      publicUrl,
      nonce,
    });
    const page = await carry(response);
    post({ kind: 'rendered', render: id, ...page }, [page.body]);
  } catch (error) {
    post({ kind: 'failed', render: id, message: (error as Error).stack ?? String(error) });
  }
}

port.on('message', (message: ToThread) => {
  if (message.kind === 'render') {
    idle.activity();
    void render(message.render, message.url, message.nonce);
    return;
  }
  const resolve = waiting.get(message.call);
  waiting.delete(message.call);
  resolve?.(message);
});
post({ kind: 'ready' });
