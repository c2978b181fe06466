import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnreachable, loggableDatabaseError } from './errors.ts';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
const query = (cause: Error) => new DrizzleQueryError('select 1', [], cause);

describe('isDatabaseUnreachable', () => {
  it('knows a dropped or refused connection, wrapped by Drizzle or not', () => {
    for (const error of [
      withCode('terminating connection due to administrator command', '57P01'),
      withCode('the database system is starting up', '57P03'),
      withCode('connection failure', '08006'),
      new Error('Connection terminated unexpectedly'),
      new Error('Client has encountered a connection error and is not queryable'),
      withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
    ]) {
      expect(isDatabaseUnreachable(error), error.message).toBe(true);
      expect(isDatabaseUnreachable(query(error)), error.message).toBe(true);
    }
  });

  it('leaves the request’s own faults and other services’ failures alone', () => {
    const fetchFailed = new TypeError('fetch failed', {
      cause: withCode('connect ECONNREFUSED 10.0.0.1:443', 'ECONNREFUSED'),
    });
    for (const error of [
      withCode('duplicate key value violates unique constraint', '23505'),
      withCode('canceling statement due to statement timeout', '57014'),
      query(withCode('division by zero', '22012')),
      fetchFailed,
      new Error('Server error'),
    ]) {
      expect(isDatabaseUnreachable(error), error.message).toBe(false);
    }
  });
});

describe('loggableDatabaseError', () => {
  it('says a query failed because its connection was lost, without the statement', () => {
    const logged = loggableDatabaseError(query(new Error('Connection terminated unexpectedly')));
    expect(logged?.message).toBe('Query failed (connection lost)');
  });
});
