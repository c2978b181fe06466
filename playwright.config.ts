import { defineConfig, devices } from '@playwright/test';
import { tmpdir } from 'node:os';
import path from 'node:path';

const port = Number(process.env.E2E_PORT ?? 3123);
const dataDir = path.join(tmpdir(), `voski-e2e-${process.pid}`);

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace costs Chromium about a fifth more time in every journey (measured on
    // two specs: 3.2 against 4.0 minutes), and the journeys' time is Chromium's. A journey that
    // fails in CI is retried with a trace; locally, pass --trace on.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    // What `npm start` serves, as it starts it (scripts/serve.sh): the compiled server and the
    // web build. scripts/test.mjs builds both before the API tests and says so (E2E_BUILT=1).
    command: `rm -rf ${dataDir} && ${process.env.E2E_BUILT ? '' : 'npm run build && '}sh scripts/serve.sh`,
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      DEMO: '1',
      DATABASE_URL: '',
      ADMIN_EMAIL: 'e2e-admin@voski.test',
      ADMIN_PASSWORD: 'violet harbour kettle',
      LOG_LEVEL: 'warn',
      RATES_SOURCE_URL: '',
      // Every journey comes from 127.0.0.1: to the per-client limits the whole suite is one
      // shopper, placing dozens of orders in minutes. The API tests cover each limit.
      PAGE_RENDER_BURST: '0',
      // One render thread: the journeys ask for one page at a time, and on two cores a second
      // thread only competes with Chromium (the thread pool has tests of its own).
      PAGE_RENDER_THREADS: '1',
      ORDER_IP_LIMIT: '0',
      ORDER_HOLD_PIECES: '0',
      ORDER_UNPAID_LIMIT: '0',
      PAYMENT_CHECK_IP_LIMIT: '0',
      // The journeys that read e-mail start an SMTP server here (e2e/mail.ts).
      SMTP_URL: `smtp://127.0.0.1:${port + 20_000}`,
      SHOP_EMAIL: 'shop@voski.test',
      MAIL_SEND_SECONDS: '1',
    },
  },
});
