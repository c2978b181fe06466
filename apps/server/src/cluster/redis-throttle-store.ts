import type { Redis } from 'ioredis';
import { unavailable } from '../http/errors.ts';
import type { ThrottleClaim, ThrottleStore } from '../http/throttle-store.ts';
import type { ThrottleRule } from '../http/throttle-rules.ts';

/**
 * The rules of `throttle-rules.ts` (waitMs, backoffDelay, expiresAt) in Lua, so that checking
 * and counting every key of a claim is one atomic step on the Redis server. The memory store's
 * answers and these are compared event by event in redis-throttle-store.test.ts.
 *
 * A key is a hash {count, first, last, expires}; Redis also expires it, as clean-up only.
 * ARGV: now, then per key: kind (w|b), limit|free, windowMs|firstDelayMs, growEvery,
 * maxDelayMs, forgetMs.
 */
const RESERVE = `
local now = tonumber(ARGV[1])
local function rule(i)
  local b = 1 + (i - 1) * 6
  return ARGV[b + 1], tonumber(ARGV[b + 2]), tonumber(ARGV[b + 3]), tonumber(ARGV[b + 4]),
    tonumber(ARGV[b + 5]), tonumber(ARGV[b + 6])
end
local function delay(free, first, grow, max, count)
  if count < free then return 0 end
  local doublings = math.min(math.floor((count - free) / grow), 40)
  return math.min(max, first * 2 ^ doublings)
end
local tallies = {}
local wait = 0
for i, key in ipairs(KEYS) do
  local kind, a, b, grow, max = rule(i)
  local t = redis.call('HMGET', key, 'count', 'first', 'last', 'expires')
  local count = tonumber(t[1])
  if count and tonumber(t[4]) > now then
    local first, last = tonumber(t[2]), tonumber(t[3])
    tallies[i] = { count, first, last }
    local untilAt
    if kind == 'w' then
      if count < a then untilAt = now else untilAt = first + b end
    else
      untilAt = last + delay(a, b, grow, max, count)
    end
    wait = math.max(wait, untilAt - now)
  end
end
if wait > 0 then return wait end
for i, key in ipairs(KEYS) do
  local kind, a, b, grow, max, forget = rule(i)
  local count, first = 1, now
  if tallies[i] then count, first = tallies[i][1] + 1, tallies[i][2] end
  local expires
  if kind == 'w' then expires = first + b else expires = now + forget end
  redis.call('HSET', key, 'count', count, 'first', first, 'last', now, 'expires', expires)
  redis.call('PEXPIRE', key, math.max(1, expires - now))
end
return 0
`;

/** Takes one event back, unless the key's tally has ended. ARGV: now. */
const RELEASE = `
local t = redis.call('HMGET', KEYS[1], 'count', 'expires')
local count = tonumber(t[1])
if not count or tonumber(t[2]) <= tonumber(ARGV[1]) then return 0 end
if count <= 1 then redis.call('DEL', KEYS[1]) else redis.call('HINCRBY', KEYS[1], 'count', -1) end
return 1
`;

const ruleArgs = (r: ThrottleRule): (string | number)[] =>
  r.kind === 'window'
    ? ['w', r.limit, r.windowMs, 0, 0, 0]
    : ['b', r.free, r.firstDelayMs, r.growEvery, r.maxDelayMs, r.forgetMs];

type Scripts = Redis & {
  throttleReserve(numberOfKeys: number, ...args: (string | number)[]): Promise<number>;
  throttleRelease(key: string, now: number): Promise<number>;
};

/**
 * Throttle counts shared by every instance through Redis. While Redis is out of reach each call
 * answers 503 (refusing is safer than letting events through uncounted); a use that may go on
 * with counts of its own wraps this store in `LocalFallbackThrottleStore`.
 */
export class RedisThrottleStore implements ThrottleStore {
  private readonly redis: Scripts;

  constructor(
    redis: Redis,
    private readonly prefix: string,
    private readonly now: () => number = Date.now,
  ) {
    redis.defineCommand('throttleReserve', { lua: RESERVE });
    redis.defineCommand('throttleRelease', { numberOfKeys: 1, lua: RELEASE });
    this.redis = redis as Scripts;
  }

  async reserve(claims: readonly ThrottleClaim[]): Promise<number> {
    const keys = claims.map((c) => this.prefix + c.key);
    const args = [this.now(), ...claims.flatMap((c) => ruleArgs(c.rule))];
    try {
      return Number(await this.redis.throttleReserve(keys.length, ...keys, ...args));
    } catch (error) {
      throw unavailable(error);
    }
  }

  async release(key: string): Promise<void> {
    await this.redis.throttleRelease(this.prefix + key, this.now()).catch((error: unknown) => {
      throw unavailable(error);
    });
  }

  async forget(key: string): Promise<void> {
    await this.redis.del(this.prefix + key).catch((error: unknown) => {
      throw unavailable(error);
    });
  }
}
