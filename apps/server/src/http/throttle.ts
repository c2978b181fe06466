import { HttpError } from './errors.ts';
import { retryAfterSeconds, type ThrottleRule } from './throttle-rules.ts';
import type { ThrottleStore } from './throttle-store.ts';

/** A 429 with its Retry-After, for a wait in milliseconds. */
export const tooMany = (message: string, waitMs: number) =>
  new HttpError(429, message, undefined, { 'Retry-After': String(retryAfterSeconds(waitMs)) });

/** One rule over one kind of key (an address), counted before the work it guards. */
export class Throttle {
  constructor(
    private readonly store: ThrottleStore,
    /** Keeps this throttle's keys apart from the others' in a shared store. */
    private readonly name: string,
    private readonly rule: ThrottleRule,
    private readonly message: string,
  ) {}

  /** Counts one event for `key`, or throws a 429 when the rule says wait (counting nothing). */
  async take(key: string): Promise<void> {
    const wait = await this.store.reserve([{ key: `${this.name}|${key}`, rule: this.rule }]);
    if (wait > 0) throw tooMany(this.message, wait);
  }
}
