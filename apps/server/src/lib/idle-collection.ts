import v8 from 'node:v8';
import vm from 'node:vm';

type Collect = (options: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;

/** This thread's `gc` (each isolate has its own); undefined until one could be had. */
let gc: Collect | undefined;

/**
 * V8 gives `gc` only to contexts made while --expose-gc is on: one is made for it, then the flag
 * is put back, so that no other code finds `gc` on its global (docs/decisions/0051). Another
 * thread may turn the flag off between the two steps: this then answers undefined, and the next
 * call tries again.
 */
function collector(): Collect | undefined {
  if (gc) return gc;
  const exposed = (globalThis as { gc?: Collect }).gc;
  if (exposed) return (gc = exposed);
  v8.setFlagsFromString('--expose-gc');
  try {
    gc = vm.runInNewContext('typeof gc === "function" ? gc : undefined') as Collect | undefined;
  } finally {
    v8.setFlagsFromString('--no-expose-gc');
  }
  return gc;
}

/**
 * Collects all of this thread's garbage as V8 does when memory runs out: several full
 * collections, compacting, and its heap shrunk to what is alive, the rest given back to the
 * system. Answers whether it could.
 */
export function collectAllGarbage(): boolean {
  const collect = collector();
  collect?.({ type: 'major', execution: 'sync', flavor: 'last-resort' });
  return collect !== undefined;
}

/**
 * IDLE_GC_SECONDS unless set: a collection 5-10 s after the last request. It takes a thread 50-150
 * ms, which a request arriving meanwhile waits; a shop with gaps of 5 s between requests spends at
 * most 3% of a core on it.
 */
export const IDLE_GC_DEFAULT_SECONDS = 5;

export interface IdleCollection {
  /** Something happened (a request, a render): the thread is not idle. */
  activity(): void;
  stop(): void;
}

/**
 * Runs `collect` once a thread has been idle for `quietMs` to twice that, and again only after
 * more activity (docs/decisions/0051): under load V8 lets each heap grow to several times what
 * it keeps, and then holds it until memory runs short. `quietMs` 0: never.
 */
export function collectWhenIdle(quietMs: number, collect = collectAllGarbage): IdleCollection {
  if (quietMs <= 0) return { activity: () => {}, stop: () => {} };
  let seen = 0;
  let seenAtLastTick = 0;
  let collectedAt = -1;
  const timer = setInterval(() => {
    if (seen !== seenAtLastTick) {
      seenAtLastTick = seen;
      return;
    }
    if (collectedAt === seen) return;
    collectedAt = seen;
    collect();
  }, quietMs);
  timer.unref();
  return {
    activity: () => {
      seen++;
    },
    stop: () => clearInterval(timer),
  };
}
