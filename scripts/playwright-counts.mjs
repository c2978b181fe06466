/**
 * Playwright's JSON report `stats` as the final line counts them: a journey that failed and
 * then passed on its retry ("flaky") is not a pass, so it counts as failed.
 * @param {{ expected: number; unexpected: number; flaky: number; skipped: number }} stats
 */
export function playwrightCounts({ expected, unexpected, flaky, skipped }) {
  return { passed: expected, failed: unexpected + flaky, skipped, retried: flaky };
}
