import { HttpError } from '../http/errors.ts';
import {
  MemoryThrottleStore,
  type ThrottleClaim,
  type ThrottleStore,
} from '../http/throttle-store.ts';

/** After the shared store fails, it is left alone this long before being asked again. */
const SHARED_REST_MS = 5_000;

const isUnavailable = (error: unknown) => error instanceof HttpError && error.statusCode === 503;

/**
 * A shared throttle store (Redis) that, while out of reach, gives way to counts kept in this
 * process: for uses that must go on answering (staff sign-in), where the same rules per
 * instance are better than refusing everyone. Orders and messages use the shared store as it
 * is and answer 503 meanwhile. After a failure the shared store rests a few seconds, so each
 * request does not wait out Redis's command timeout first.
 */
export class LocalFallbackThrottleStore implements ThrottleStore {
  private readonly local: MemoryThrottleStore;
  private sharedRestsUntil = 0;

  constructor(
    private readonly shared: ThrottleStore,
    private readonly log: (message: string) => void = () => {},
    private readonly now: () => number = Date.now,
  ) {
    this.local = new MemoryThrottleStore(now);
  }

  reserve(claims: readonly ThrottleClaim[]): Promise<number> {
    return this.either((store) => store.reserve(claims));
  }

  async release(key: string): Promise<void> {
    // Whichever store counted the event takes it back; the other has nothing to take.
    await Promise.all([this.local.release(key), this.either((store) => store.release(key))]);
  }

  async forget(key: string): Promise<void> {
    await Promise.all([this.local.forget(key), this.either((store) => store.forget(key))]);
  }

  private async either<T>(call: (store: ThrottleStore) => Promise<T>): Promise<T> {
    if (this.now() >= this.sharedRestsUntil) {
      try {
        const answer = await call(this.shared);
        if (this.sharedRestsUntil) this.log('Sign-ins counted in Redis again');
        this.sharedRestsUntil = 0;
        return answer;
      } catch (error) {
        if (!isUnavailable(error)) throw error;
        if (!this.sharedRestsUntil) this.log('Redis unreachable: sign-ins counted per instance');
        this.sharedRestsUntil = this.now() + SHARED_REST_MS;
      }
    }
    return call(this.local);
  }
}
