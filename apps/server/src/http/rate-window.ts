/**
 * Counts events per key (an IP, an account) in a fixed window. Once a key reaches the limit it
 * stays blocked until the window that began with its first event ends.
 * In memory, so per process: several instances would share counters through Redis.
 */
export interface WindowRule {
  limit: number;
  windowMs: number;
}

interface Entry {
  hits: number;
  resetAt: number;
}

export class RateWindow {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly rule: WindowRule,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds until `key` may act again, or 0 when it may act now. */
  retryAfter(key: string): number {
    const entry = this.current(key);
    if (!entry || entry.hits < this.rule.limit) return 0;
    return Math.max(1, Math.ceil((entry.resetAt - this.now()) / 1000));
  }

  hit(key: string): void {
    const entry = this.current(key);
    if (entry) entry.hits += 1;
    else this.entries.set(key, { hits: 1, resetAt: this.now() + this.rule.windowMs });
    if (this.entries.size > 100_000) this.sweep();
  }

  clear(key: string): void {
    this.entries.delete(key);
  }

  private current(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.resetAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private sweep(): void {
    const now = this.now();
    for (const [key, entry] of this.entries) if (entry.resetAt <= now) this.entries.delete(key);
  }
}
