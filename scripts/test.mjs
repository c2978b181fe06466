#!/usr/bin/env node
// Runs every suite and ends with one plain line: "N passed, N failed[, N skipped]".
//   0. the web build (the page-cache tests and the browser journeys use it);
//   1. unit and API tests (Vitest) on an embedded PGlite;
//   2. with TEST_POSTGRES_URL set, the API tests again on that PostgreSQL server;
//   3. the browser journeys (Playwright) in Chromium, skipped, loudly, when none is installed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { playwrightCounts } from './playwright-counts.mjs';

const resultsDir = path.resolve('test-results', 'counts');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
let broken = false;

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

function vitest(label, args, env) {
  const out = path.join(resultsDir, `${label.replace(/\W+/g, '-')}.json`);
  const status = run(
    label,
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`, ...args],
    env,
  );
  const report = readJson(out);
  if (!report) {
    console.error(
      `${label}: the runner produced no report (exit ${status}); counting it as a failure.`,
    );
    totals.failed += 1;
    broken = true;
    return;
  }
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
  if (status !== 0 && report.numFailedTests === 0) {
    console.error(`${label}: exit ${status} with no failed test (a file failed to load?)`);
    totals.failed += 1;
    broken = true;
  }
}

// The web build first: the page-cache tests render the real storefront with it, and the
// browser journeys serve it (they skip their own build when told it is done).
if (run('web build', 'npm', ['run', 'build']) !== 0) {
  console.error('The web build failed; counting it as a failure.');
  totals.failed += 1;
  broken = true;
}

vitest('unit and API tests on PGlite', [], { DATABASE_URL: '' });

const postgres = process.env.TEST_POSTGRES_URL;
if (postgres) {
  // Without the files that never open it (scripts/postgres-run.ts, read by vitest.config.ts).
  vitest('API tests on PostgreSQL', ['apps/server'], { DATABASE_URL: postgres });
} else {
  console.log('\nTEST_POSTGRES_URL is not set: the API tests ran on PGlite only.');
}

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (existsSync(chromium)) {
  const out = path.join(resultsDir, 'playwright.json');
  const status = run(
    'browser journeys (Playwright, Chromium)',
    'npx',
    ['playwright', 'test', '--reporter=list,json'],
    {
      PLAYWRIGHT_JSON_OUTPUT_NAME: out,
      CHROMIUM_PATH: chromium,
      E2E_BUILT: broken ? '' : '1',
    },
  );
  const report = readJson(out);
  if (!report?.stats) {
    console.error(`Playwright produced no report (exit ${status}); counting it as a failure.`);
    totals.failed += 1;
    broken = true;
  } else {
    const counts = playwrightCounts(report.stats);
    totals.passed += counts.passed;
    totals.failed += counts.failed;
    totals.skipped += counts.skipped;
    if (counts.retried > 0) {
      console.error(`${counts.retried} journey(s) passed only on a retry: counted as failed.`);
    }
    if (status !== 0 && report.stats.unexpected === 0) {
      totals.failed += 1;
      broken = true;
    }
  }
} else {
  console.log(
    `\nSKIPPED: the browser suite (e2e/) needs Chromium at ${chromium}, which is not installed.` +
      '\nInstall it (Debian: apt-get install chromium) or set CHROMIUM_PATH to run it.',
  );
}

if (broken) console.error('\nA suite did not run cleanly: see above.');
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.log(`\n${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(totals.failed > 0 ? 1 : 0);
