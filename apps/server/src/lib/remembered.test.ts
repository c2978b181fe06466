import { describe, expect, it } from 'vitest';
import { ChangeSignal } from './change-signal.ts';
import { Remembered } from './remembered.ts';

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
