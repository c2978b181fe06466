import type { ChangeScope, ChangeSignal } from './change-signal.ts';

/** As long as a cached page: another instance's change not heard over Redis shows by then. */
export const REMEMBER_MS = 60_000;

export interface RememberedOptions {
  /** Each forgets the value when it fires without a scope (a scoped change names products only). */
  forgetOn: readonly ChangeSignal[];
  ttlMs?: number;
  now?: () => number;
}

/**
 * A value read from the database that only staff change (the category tree, the rates, the
 * contacts): loaded on first use, kept until a change signal fires or `ttlMs` passes. Every
 * page shows some of these, so keeping them saves each page its queries.
 *
 * A load that was in flight when a change came is handed to its callers but not kept: it may
 * have read the data before the change was committed.
 */
export class Remembered<T> {
  private value: { data: T; at: number } | undefined;
  private loading: Promise<T> | undefined;
  private generation = 0;
  private readonly ttlMs: number;
  private readonly now: () => number;

  constructor(
    private readonly load: () => Promise<T>,
    options: RememberedOptions,
  ) {
    this.ttlMs = options.ttlMs ?? REMEMBER_MS;
    this.now = options.now ?? Date.now;
    for (const signal of options.forgetOn) {
      signal.subscribe((scope?: ChangeScope) => {
        if (!scope) this.forget();
      });
    }
  }

  get(): Promise<T> {
    if (this.value && this.now() - this.value.at < this.ttlMs)
      return Promise.resolve(this.value.data);
    if (this.loading) return this.loading;
    const generation = this.generation;
    const at = this.now();
    const loading = this.load().then((data) => {
      if (generation === this.generation) this.value = { data, at };
      return data;
    });
    this.loading = loading;
    const done = () => {
      if (this.loading === loading) this.loading = undefined;
    };
    loading.then(done, done);
    return loading;
  }

  forget(): void {
    this.generation += 1;
    this.value = undefined;
    this.loading = undefined;
  }
}
