/**
 * Counts failed sign-ins per key (an IP, an account) in a fixed window. Once a key reaches
 * its limit it stays blocked until the window that started with its first failure ends.
 * In memory: one process. Several instances would share counters through Redis.
 */
export interface ThrottleRule {
  limit: number;
  windowMs: number;
}

interface Entry {
  failures: number;
  resetAt: number;
}

export class FailureThrottle {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly rule: ThrottleRule,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds until `key` may try again, or 0 when it may try now. */
  retryAfter(key: string): number {
    const entry = this.current(key);
    if (!entry || entry.failures < this.rule.limit) return 0;
    return Math.max(1, Math.ceil((entry.resetAt - this.now()) / 1000));
  }

  fail(key: string): void {
    const entry = this.current(key);
    if (entry) entry.failures += 1;
    else this.entries.set(key, { failures: 1, resetAt: this.now() + this.rule.windowMs });
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
