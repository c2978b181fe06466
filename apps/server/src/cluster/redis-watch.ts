import type { Redis } from 'ioredis';

/**
 * Tells when this instance loses Redis and when it has it back, by pinging a connection every
 * `everyMs` (each ping bounded by the connection's command timeout): a stalled Redis (paused,
 * swapping, a network that drops packets) closes no connection, so only asking shows it.
 */
export class RedisWatch {
  private up = true;
  private checking = false;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly redis: Redis,
    private readonly everyMs: number,
    private readonly changed: (up: boolean) => void,
  ) {}

  start(): void {
    this.timer ??= setInterval(() => void this.check(), this.everyMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Pings once; reports a change of state. */
  async check(): Promise<void> {
    if (this.checking) return;
    this.checking = true;
    try {
      const up = await this.redis.ping().then(
        () => true,
        () => false,
      );
      if (up === this.up) return;
      this.up = up;
      this.changed(up);
    } finally {
      this.checking = false;
    }
  }
}
