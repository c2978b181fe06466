import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from 'drizzle-orm';

interface Tally {
  queries: number;
}

/** The request being counted, with the API reads its page makes in-process. */
const current = new AsyncLocalStorage<Tally>();

/** Drizzle's logger hook: counts each statement against the request that sent it, if counted. */
export const queryCounter: Logger = {
  logQuery() {
    const tally = current.getStore();
    if (tally) tally.queries += 1;
  },
};

/**
 * Runs `next` counting the statements it sends. Inside a request already counted (an API read
 * a page makes in-process) it counts into that one, so a page's figure covers its whole work.
 */
export function countingQueries(next: () => void): void {
  if (current.getStore()) next();
  else current.run({ queries: 0 }, next);
}

/** The statements the current request has sent so far; undefined when it is not counted. */
export function queriesSoFar(): number | undefined {
  return current.getStore()?.queries;
}
