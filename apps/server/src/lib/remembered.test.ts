import { describe, expect, it } from 'vitest';
import { ChangeSignal } from './change-signal.ts';
import { Remembered, RememberedByKey } from './remembered.ts';

/** A load that counts its calls and answers the current `value`, or waits for `release`. */
function source() {
  const state = {
    value: 'first',
    loads: 0,
    held: undefined as undefined | { promise: Promise<void>; resolve: () => void },
  };
  const load = async () => {
    state.loads += 1;
    const value = state.value;
    if (state.held) await state.held.promise;
    return value;
  };
  return { state, load };
}

describe('Remembered', () => {
  it('reads once, then answers from memory, also to callers that come while it loads', async () => {
    const { state, load } = source();
    const kept = new Remembered(load, { forgetOn: [] });
    const [a, b] = await Promise.all([kept.get(), kept.get()]);
    expect([a, b, await kept.get()]).toEqual(['first', 'first', 'first']);
    expect(state.loads).toBe(1);
  });

  it('forgets on a change without a scope, not on one that names products', async () => {
    const { state, load } = source();
    const signal = new ChangeSignal();
    const kept = new Remembered(load, { forgetOn: [signal] });
    await kept.get();
    state.value = 'second';
    signal.emit({ products: [1] });
    expect(await kept.get()).toBe('first');
    signal.emit();
    expect(await kept.get()).toBe('second');
    expect(state.loads).toBe(2);
  });

  it('reads again once its time is up', async () => {
    const { state, load } = source();
    let now = 1_000;
    const kept = new Remembered(load, { forgetOn: [], ttlMs: 100, now: () => now });
    await kept.get();
    state.value = 'second';
    now += 99;
    expect(await kept.get()).toBe('first');
    now += 1;
    expect(await kept.get()).toBe('second');
  });

  it('does not keep what a load read before a change that came while it ran', async () => {
    const { state, load } = source();
    const signal = new ChangeSignal();
    const kept = new Remembered(load, { forgetOn: [signal] });
    let resolve = () => {};
    state.held = { promise: new Promise<void>((r) => (resolve = r)), resolve: () => resolve() };
    const stale = kept.get();
    state.value = 'second';
    signal.emit();
    state.held.resolve();
    state.held = undefined;
    expect(await stale).toBe('first');
    expect(await kept.get()).toBe('second');
    expect(state.loads).toBe(2);
  });

  it('keeps no failure: the next caller reads again', async () => {
    let fail = true;
    const kept = new Remembered(
      async () => {
        if (fail) throw new Error('connection lost');
        return 'ok';
      },
      { forgetOn: [] },
    );
    await expect(kept.get()).rejects.toThrow('connection lost');
    fail = false;
    expect(await kept.get()).toBe('ok');
  });
});

describe('RememberedByKey', () => {
  it('keeps one value per key, loading each once', async () => {
    const loads: string[] = [];
    const kept = new RememberedByKey<string>({ forgetOn: [], maxEntries: 10 });
    const get = (key: string) =>
      kept.get(key, async () => {
        loads.push(key);
        return key.toUpperCase();
      });
    expect(await Promise.all([get('a'), get('b'), get('a')])).toEqual(['A', 'B', 'A']);
    expect(await get('b')).toBe('B');
    expect(loads).toEqual(['a', 'b']);
  });

  it('lets the least recently read key go past its size', async () => {
    const loads: string[] = [];
    const kept = new RememberedByKey<string>({ forgetOn: [], maxEntries: 2 });
    const get = (key: string) =>
      kept.get(key, async () => {
        loads.push(key);
        return key;
      });
    await get('a');
    await get('b');
    await get('a');
    await get('c');
    expect(kept.size).toBe(2);
    await get('a');
    await get('b');
    expect(loads).toEqual(['a', 'b', 'c', 'b']);
  });

  it('forgets every key on a change without a scope, none on a scoped one', async () => {
    let version = 1;
    const signal = new ChangeSignal();
    const kept = new RememberedByKey<string>({ forgetOn: [signal], maxEntries: 10 });
    const get = (key: string) => kept.get(key, async () => `${key}${version}`);
    await get('a');
    await get('b');
    version = 2;
    signal.emit({ products: [3] });
    expect(await get('a')).toBe('a1');
    signal.emit();
    expect(kept.size).toBe(0);
    expect([await get('a'), await get('b')]).toEqual(['a2', 'b2']);
  });
});
