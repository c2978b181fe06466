import type { ChangeScope, ChangeSignal } from './change-signal.ts';

/** As long as a cached page: another instance's change not heard over Redis shows by then. */
export const REMEMBER_MS = 60_000;

export interface RememberedOptions {
  /** Each forgets every value when it fires without a scope (a scoped change names products only). */
  forgetOn: readonly ChangeSignal[];
  ttlMs?: number;
  now?: () => number;
}

export interface RememberedByKeyOptions extends RememberedOptions {
  /** At most this many values are kept; the least recently read goes first. */
  maxEntries: number;
}

interface Entry<T> {
  /** Absent while the first load runs. */
  value?: { data: T; at: number };
  loading?: Promise<T>;
}

/**
 * Values read from the database that only staff change, one per key (the facet counts of a
 * category page and its filters, say): each loaded on first use and kept until a change signal
 * fires without a scope, `ttlMs` passes, or more than `maxEntries` keys push it out.
 *
 * A load that was in flight when a change came is handed to its callers but not kept: it may
 * have read the data before the change was committed.
 */
export class RememberedByKey<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private generation = 0;
  private readonly ttlMs: number;
  private readonly now: () => number;
  private readonly maxEntries: number;

  constructor(options: RememberedByKeyOptions) {
    this.ttlMs = options.ttlMs ?? REMEMBER_MS;
    this.now = options.now ?? Date.now;
    this.maxEntries = options.maxEntries;
    for (const signal of options.forgetOn) {
      signal.subscribe((scope?: ChangeScope) => {
        if (!scope) this.forget();
      });
    }
  }

  /** The value kept for `key`, or what `load` reads for it. */
  get(key: string, load: () => Promise<T>): Promise<T> {
    const entry = this.entries.get(key);
    if (entry) {
      // Read again: to the back of the line the oldest leave from.
      this.entries.delete(key);
      this.entries.set(key, entry);
      if (entry.value && this.now() - entry.value.at < this.ttlMs) {
        return Promise.resolve(entry.value.data);
      }
      if (entry.loading) return entry.loading;
    }
    const generation = this.generation;
    const at = this.now();
    const fresh: Entry<T> = {};
    const loading = load().then((data) => {
      if (generation === this.generation && this.entries.get(key) === fresh) {
        fresh.value = { data, at };
      }
      return data;
    });
    fresh.loading = loading;
    const done = () => {
      if (fresh.loading === loading) fresh.loading = undefined;
      // A failed first load leaves nothing behind.
      if (!fresh.value && this.entries.get(key) === fresh) this.entries.delete(key);
    };
    loading.then(done, done);
    this.entries.set(key, fresh);
    while (this.entries.size > this.maxEntries) {
      this.entries.delete(this.entries.keys().next().value!);
    }
    return loading;
  }

  forget(): void {
    this.generation += 1;
    this.entries.clear();
  }

  /** How many values are kept (or loading). */
  get size(): number {
    return this.entries.size;
  }
}

/**
 * A single value read from the database that only staff change (the category tree, the rates,
 * the contacts): loaded on first use, kept until a change signal fires or `ttlMs` passes. Every
 * page shows some of these, so keeping them saves each page its queries.
 */
export class Remembered<T> {
  private readonly byKey: RememberedByKey<T>;

  constructor(
    private readonly load: () => Promise<T>,
    options: RememberedOptions,
  ) {
    this.byKey = new RememberedByKey({ ...options, maxEntries: 1 });
  }

  get(): Promise<T> {
    return this.byKey.get('', this.load);
  }

  forget(): void {
    this.byKey.forget();
  }
}
