import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@voski/contract';
import { runInProcess, runWithAdvisoryLock } from '../src/db/exclusive.ts';
import { PeriodicJob } from '../src/jobs/periodic.ts';
import { accessTokens } from '../src/db/schema/index.ts';
import { startTestApp, type TestApp } from './harness.ts';

/** A promise and the function that settles it, to hold work open until the test says so. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

const quiet = () => {
  const lines: string[] = [];
  return {
    lines,
    warn: (m: string) => lines.push(`warn ${m}`),
    debug: (m: string) => lines.push(m),
  };
};

describe('PeriodicJob', () => {
  it('skips a turn while the last one runs, and runs again after', async () => {
    const held = gate();
    let runs = 0;
    const log = quiet();
    const job = new PeriodicJob(
      runInProcess(),
      { name: 'slow', everyMs: 3_600_000, work: async () => void (runs++, await held.opened) },
      log,
    );
    const first = job.runNow();
    expect(await job.runNow()).toBe(false);
    held.open();
    expect(await first).toBe(true);
    expect(await job.runNow()).toBe(true);
    expect(runs).toBe(2);
  });

  it('logs a failed turn and tries again on the next', async () => {
    const log = quiet();
    let calls = 0;
    const job = new PeriodicJob(
      runInProcess(),
      {
        name: 'flaky',
        everyMs: 3_600_000,
        work: async () => {
          if (++calls === 1) throw new Error('gateway down');
        },
      },
      log,
    );
    expect(await job.runNow()).toBe(false);
    expect(log.lines).toContain('warn Background job flaky failed: gateway down');
    expect(await job.runNow()).toBe(true);
  });
});

const postgres = process.env.DATABASE_URL || undefined;

describe.skipIf(!postgres)('runWithAdvisoryLock (PostgreSQL)', () => {
  it('lets one of two pools (two instances) run a job at a time; the other skips', async () => {
    const pools = [
      new pg.Pool({ connectionString: postgres }),
      new pg.Pool({ connectionString: postgres }),
    ];
    try {
      const [a, b] = pools.map(runWithAdvisoryLock);
      const held = gate();
      const name = `test-${Date.now()}`;
      const first = a!(name, () => held.opened);
      // Wait until A really holds the lock before B tries.
      await expect
        .poll(async () => {
          const { rows } = await pools[1]!.query<{ n: number }>(
            "SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND granted",
          );
          return rows[0]!.n;
        })
        .toBeGreaterThan(0);
      expect(await b!(name, async () => {})).toBe(false);
      held.open();
      expect(await first).toBe(true);
      expect(await b!(name, async () => {})).toBe(true);
    } finally {
      await Promise.all(pools.map((p) => p.end()));
    }
  });
});

describe('purging ended staff sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());
  const tokenIds = async () =>
    (
      await t.database.db
        .select({ id: accessTokens.id })
        .from(accessTokens)
        .orderBy(accessTokens.id)
    ).map((r) => r.id);

  it('deletes tokens that ended over a day ago and keeps live and recently ended ones', async () => {
    const live = await t.staffToken(Role.Seller);
    await t.staffToken(Role.Seller);
    await t.staffToken(Role.Seller);
    const ids = await tokenIds();
    const [, old, recent] = ids.slice(-3);
    await t.database.db.execute(
      sql`UPDATE access_tokens SET revoked_at = now() - interval '2 days' WHERE id = ${old}`,
    );
    await t.database.db.execute(
      sql`UPDATE access_tokens SET revoked_at = now() - interval '1 hour' WHERE id = ${recent}`,
    );
    expect(await t.services.auth.purgeEndedSessions()).toBe(1);
    const left = await tokenIds();
    expect(left).not.toContain(old);
    expect(left).toContain(recent);
    const res = await t.request({ method: 'GET', url: '/api/auth/me', token: live });
    expect(res.statusCode).toBe(200);
  });
});
