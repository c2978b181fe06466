/**
 * How long a key must wait before its next event, given what it did so far. Pure, so every
 * store (in memory now, Redis later) applies the same rules.
 */

/** At most `limit` events in a window that begins with the key's first event. */
export interface WindowRule {
  kind: 'window';
  limit: number;
  windowMs: number;
}

/**
 * A delay that grows with every attempt (Saleor's shape): the first `free` attempts pass at
 * once; after that each must come `firstDelayMs` after the one before, doubled every
 * `growEvery` attempts, up to `maxDelayMs`. Forgotten `forgetMs` after the last attempt.
 */
export interface BackoffRule {
  kind: 'backoff';
  free: number;
  firstDelayMs: number;
  growEvery: number;
  maxDelayMs: number;
  forgetMs: number;
}

export type ThrottleRule = WindowRule | BackoffRule;

/** What a key did so far: how many events, the first's and the last's time. */
export interface Tally {
  count: number;
  first: number;
  last: number;
}

/** The pause a backoff rule asks for after `count` attempts. */
export function backoffDelay(rule: BackoffRule, count: number): number {
  if (count < rule.free) return 0;
  const doublings = Math.floor((count - rule.free) / rule.growEvery);
  // 2 ** 40 ms is decades: any sane maximum is reached well before the doubling overflows.
  return Math.min(rule.maxDelayMs, rule.firstDelayMs * 2 ** Math.min(doublings, 40));
}

/** Milliseconds until the key may act again under `rule`; 0 when it may act now. */
export function waitMs(rule: ThrottleRule, tally: Tally | undefined, now: number): number {
  if (!tally) return 0;
  const until =
    rule.kind === 'window'
      ? tally.count < rule.limit
        ? now
        : tally.first + rule.windowMs
      : tally.last + backoffDelay(rule, tally.count);
  return Math.max(0, until - now);
}

/** When a key's tally no longer matters and may be dropped. */
export function expiresAt(rule: ThrottleRule, tally: Tally): number {
  return rule.kind === 'window' ? tally.first + rule.windowMs : tally.last + rule.forgetMs;
}

/** Retry-After, in whole seconds (at least 1), for a wait in milliseconds. */
export const retryAfterSeconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
