import type pg from 'pg';

/**
 * Runs work that must happen on one instance at a time: every instance's timers fire, but only
 * the one that gets the lock does the work; the others skip that turn (answering `false`).
 */
export type RunExclusive = (name: string, work: () => Promise<void>) => Promise<boolean>;

/** One process on an embedded database: nobody else can be running the work. */
export const runInProcess = (): RunExclusive => {
  const running = new Set<string>();
  return async (name, work) => {
    if (running.has(name)) return false;
    running.add(name);
    try {
      await work();
      return true;
    } finally {
      running.delete(name);
    }
  };
};

/**
 * Several instances on one PostgreSQL database: a session advisory lock per job name, held on a
 * connection of its own for as long as the work runs (the work uses the pool as usual), so a
 * crashed instance's lock goes with its connection.
 */
export const runWithAdvisoryLock =
  (pool: pg.Pool): RunExclusive =>
  async (name, work) => {
    const client = await pool.connect();
    let locked = false;
    try {
      const { rows } = await client.query<{ locked: boolean }>(
        'SELECT pg_try_advisory_lock(hashtextextended($1, 0)) AS locked',
        [`voski:job:${name}`],
      );
      locked = rows[0]?.locked === true;
      if (!locked) return false;
      await work();
      return true;
    } finally {
      if (locked) {
        await client
          .query('SELECT pg_advisory_unlock(hashtextextended($1, 0))', [`voski:job:${name}`])
          .catch(() => {});
      }
      client.release();
    }
  };
