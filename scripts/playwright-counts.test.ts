import { describe, expect, it } from 'vitest';
import { playwrightCounts } from './playwright-counts.mjs';

describe('the final line of npm test', () => {
  it('counts a journey that needed a retry as failed, not passed', () => {
    expect(playwrightCounts({ expected: 40, unexpected: 1, flaky: 2, skipped: 3 })).toEqual({
      passed: 40,
      failed: 3,
      skipped: 3,
      retried: 2,
    });
  });
});
