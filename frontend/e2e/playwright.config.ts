import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests against the BUILT app: the backend serves frontend/dist and the API on one
 * port, with a fresh embedded database, the demo accounts seeded and e-mail sign-in codes on.
 * Run `npm run build` (root) first; `npm run test:e2e -w frontend` then starts the server.
 */
const frontendDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;

// The config is evaluated by the runner and again by each worker; the runner's value is
// passed down through the environment so all of them agree on one directory per run.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'rental-e2e-'));
const dataDir = process.env.E2E_DATA_DIR;

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  outputDir: join(frontendDir, 'test-results'),
  globalTeardown: './global-teardown.ts',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // Staff screens install the offline app's service worker; it would serve requests that a test
    // routes or counts. Only the offline test lets it run (serviceWorkers: 'allow' on its context).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'node ../backend/dist/main.js',
    cwd: frontendDir,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      DB_TYPE: 'sqlite',
      SEED_DEMO: 'true',
      // The suite signs in many times within a minute; the limit itself is tested by the API suites.
      LOGIN_RATE_LIMIT: '1000',
      MAIL_RATE_LIMIT: '1000',
      // Customers sign in as in production, with a code e-mailed to them. Without SMTP_URL every
      // e-mail is written to DATA_DIR/outbox, where helpers.ts reads the codes.
      CUSTOMER_SIGNIN_CODE: 'true',
      SMTP_URL: '',
      // The keys go out only on a paid account, or with a reason: the rental money journey sees
      // the warning; tests whose point is elsewhere hand over with a reason.
      HANDOVER_REQUIRES: 'paid',
      NODE_ENV: 'test',
    },
  },
});
