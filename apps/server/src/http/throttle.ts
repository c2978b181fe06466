import { clientKey } from './client-key.ts';
import { HttpError } from './errors.ts';
import { retryAfterSeconds, type ThrottleRule } from './throttle-rules.ts';
import type { ThrottleStore } from './throttle-store.ts';

/** A 429 with its Retry-After, for a wait in milliseconds. */
export const tooMany = (message: string, waitMs: number) =>
  new HttpError(429, message, undefined, { 'Retry-After': String(retryAfterSeconds(waitMs)) });

/** One rule over client addresses (IPv6 per /64), counted before the work it guards. */
export class Throttle {
  constructor(
    private readonly store: ThrottleStore,
    /** Keeps this throttle's keys apart from the others' in a shared store. */
    private readonly name: string,
    private readonly rule: ThrottleRule,
    private readonly message: string,
  ) {}

  /** Counts one event for `ip`, or throws a 429 when the rule says wait (counting nothing). */
  async take(ip: string): Promise<void> {
    const key = `${this.name}|${clientKey(ip)}`;
    const wait = await this.store.reserve([{ key, rule: this.rule }]);
    if (wait > 0) throw tooMany(this.message, wait);
  }
}
