import v8 from 'node:v8';
import vm from 'node:vm';
import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { collectAllGarbage, collectWhenIdle } from './idle-collection.ts';

describe('collectWhenIdle', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const counted = (quietMs: number) => {
    vi.useFakeTimers();
    let collections = 0;
    const idle = collectWhenIdle(quietMs, () => {
      collections++;
      return true;
    });
    return { idle, collections: () => collections };
  };

  it('collects once a thread has been quiet for a whole period, and once only', () => {
    const { idle, collections } = counted(2000);
    idle.activity();
    vi.advanceTimersByTime(2000);
    expect(collections()).toBe(0);
    vi.advanceTimersByTime(2000);
    expect(collections()).toBe(1);
    vi.advanceTimersByTime(60_000);
    expect(collections()).toBe(1);
    idle.stop();
  });

  it('does not collect while something happens every period, and does after it stops', () => {
    const { idle, collections } = counted(2000);
    for (let i = 0; i < 30; i++) {
      vi.advanceTimersByTime(1500);
      idle.activity();
    }
    expect(collections()).toBe(0);
    vi.advanceTimersByTime(4000);
    expect(collections()).toBe(1);
    idle.activity();
    vi.advanceTimersByTime(4000);
    expect(collections()).toBe(2);
    idle.stop();
  });

  it('collects the garbage of starting, before anything happens', () => {
    const { idle, collections } = counted(2000);
    vi.advanceTimersByTime(2000);
    expect(collections()).toBe(1);
    idle.stop();
  });

  it('never collects when its quiet time is 0, or once stopped', () => {
    const off = counted(0);
    vi.advanceTimersByTime(60_000);
    expect(off.collections()).toBe(0);
    const stopped = counted(2000);
    stopped.idle.stop();
    vi.advanceTimersByTime(60_000);
    expect(stopped.collections()).toBe(0);
  });
});

/** Held at module level, so the engine cannot tell it is dropped before the test says so. */
let garbage: { i: number; text: string }[][] | undefined;

const spaceMb = (name: string) =>
  (v8.getHeapSpaceStatistics().find((s) => s.space_name === name)?.space_size ?? 0) / 1024 ** 2;

describe('collectAllGarbage', () => {
  it('frees what nothing holds and shrinks the heap, the young generation too', () => {
    // Rounds of which a tenth survives a while: V8 grows the young generation for them.
    garbage = [];
    for (let round = 0; round < 20; round++) {
      const pieces = Array.from({ length: 200_000 }, (_, i) => ({ i, text: `piece ${i}` }));
      garbage.push(pieces.slice(0, 20_000));
    }
    const holding = v8.getHeapStatistics().total_heap_size;
    const young = spaceMb('new_space');
    garbage = undefined;
    expect(collectAllGarbage()).toBe(true);
    expect(holding - v8.getHeapStatistics().total_heap_size).toBeGreaterThan(20 * 1024 ** 2);
    // A regular full collection leaves the young generation as large as it grew.
    expect(young).toBeGreaterThan(4);
    expect(spaceMb('new_space')).toBeLessThan(young / 2);
  });

  it.skipIf(typeof (globalThis as { gc?: unknown }).gc === 'function')(
    'leaves no gc on any global: not on this one, nor on one made afterwards',
    () => {
      expect(collectAllGarbage()).toBe(true);
      expect('gc' in globalThis).toBe(false);
      expect(vm.runInNewContext('typeof gc')).toBe('undefined');
    },
  );

  it('collects in a worker thread, which has a heap of its own', async () => {
    const module = new URL('./idle-collection.ts', import.meta.url).href;
    const worker = new Worker(
      `const { parentPort } = require('node:worker_threads');
       const v8 = require('node:v8');
       import(${JSON.stringify(module)}).then(({ collectAllGarbage }) => {
         let garbage = Array.from({ length: 300000 }, (_, i) => ({ i, text: 'piece ' + i }));
         const holding = v8.getHeapStatistics().total_heap_size;
         garbage = undefined;
         const collected = collectAllGarbage();
         const after = v8.getHeapStatistics().total_heap_size;
         parentPort.postMessage({ collected, freed: holding - after, gc: typeof globalThis.gc });
       });`,
      { eval: true, execArgv: ['--import', 'tsx'] },
    );
    const [answer] = (await Promise.race([
      new Promise((resolve) => worker.once('message', (m) => resolve([m]))),
      new Promise((_, reject) => worker.once('error', reject)),
    ])) as [{ collected: boolean; freed: number; gc: string }];
    await worker.terminate();
    expect(answer.collected).toBe(true);
    expect(answer.freed).toBeGreaterThan(10 * 1024 ** 2);
    expect(answer.gc).toBe('undefined');
  });
});
