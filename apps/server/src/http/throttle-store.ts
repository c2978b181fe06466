import { expiresAt, waitMs, type Tally, type ThrottleRule } from './throttle-rules.ts';

export interface ThrottleClaim {
  key: string;
  rule: ThrottleRule;
}

/**
 * Where throttles keep their counts. Asynchronous so that a shared store (Redis, for several
 * instances) fits behind it: there `reserve` is one script, atomic across its keys.
 */
export interface ThrottleStore {
  /**
   * Reserve-then-check, all or nothing: when no key has to wait under its rule, counts one
   * event on every key and answers 0; otherwise counts nothing and answers the longest wait in
   * milliseconds. Counting and checking are one step, so requests arriving together can never
   * get past a rule between another's check and its count.
   */
  reserve(claims: readonly ThrottleClaim[]): Promise<number>;
  /** Takes one event back (it turned out not to count, like a right password). */
  release(key: string): Promise<void>;
  /** Forgets every event of the key. */
  forget(key: string): Promise<void>;
}

interface Entry extends Tally {
  expires: number;
}

/**
 * Past this many keys, expired ones are swept out as new ones arrive. The next sweep waits until
 * the map has doubled, so a map full of live keys is not walked on every request.
 */
const SWEEP_ABOVE = 100_000;

/** The store of one process: enough for a single instance. */
export class MemoryThrottleStore implements ThrottleStore {
  private readonly entries = new Map<string, Entry>();
  private sweepAt = SWEEP_ABOVE;

  constructor(private readonly now: () => number = Date.now) {}

  async reserve(claims: readonly ThrottleClaim[]): Promise<number> {
    const now = this.now();
    const wait = Math.max(0, ...claims.map((c) => waitMs(c.rule, this.live(c.key, now), now)));
    if (wait > 0) return wait;
    for (const { key, rule } of claims) {
      const entry = this.live(key, now);
      const tally = entry
        ? { count: entry.count + 1, first: entry.first, last: now }
        : { count: 1, first: now, last: now };
      this.entries.set(key, { ...tally, expires: expiresAt(rule, tally) });
    }
    if (this.entries.size > this.sweepAt) this.sweep(now);
    return 0;
  }

  async release(key: string): Promise<void> {
    const entry = this.live(key, this.now());
    if (!entry) return;
    if (entry.count <= 1) this.entries.delete(key);
    else entry.count -= 1;
  }

  async forget(key: string): Promise<void> {
    this.entries.delete(key);
  }

  private live(key: string, now: number): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expires <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private sweep(now: number): void {
    for (const [key, entry] of this.entries) if (entry.expires <= now) this.entries.delete(key);
    this.sweepAt = Math.max(SWEEP_ABOVE, this.entries.size * 2);
  }
}
