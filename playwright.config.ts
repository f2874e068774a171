import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './apps/web/e2e/support/chromium';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;
// The SMTP capture of the run (started in globalSetup); workers read its folder. Both follow the
// port so that two runs on different ports never mix their mail.
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? port + 25);
process.env.E2E_SMTP_PORT = String(smtpPort);
process.env.E2E_MAIL_DIR ??= path.resolve('.tmp', `e2e-mail-${port}`);
// A fresh embedded database per run (the next run's global setup removes it); with DATABASE_URL
// the server uses PostgreSQL instead. Kept in the environment so that every worker names the same.
process.env.E2E_DATA_DIR ??= path.resolve('.tmp', `e2e-data-${Date.now()}`);
const dataDir = process.env.E2E_DATA_DIR;
const launchOptions = { executablePath: await findChromium(), args: CHROMIUM_ARGS };

export default defineConfig({
  testDir: './apps/web/e2e',
  fullyParallel: true,
  // The project's machines have 2 cores; one worker per core keeps the run short.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // Signed-in pages take 2-6 s each to load in the full run, and the accessibility scans add to
  // that: tests that load and scan several pages run past 30 s there.
  timeout: 60_000,
  globalSetup: './apps/web/e2e/support/global-setup.ts',
  // A loaded 2-core machine (load average above 10 while the suite runs) has held a page's
  // replies for more than 7 s; waiting longer costs nothing when the page is right.
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    launchOptions,
    // The app's service worker would answer a page's second load from the files it keeps, out
    // of page.route's sight and depending on how soon it was installed; the tests of the worker
    // allow it (offline-code, installable, push).
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  // Untagged tests run on desktop; `@mobile` ones on desktop and phone; `@phone` ones on the
  // phone only. Projects select tests by tag, so nothing is reported as skipped.
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions }, grepInvert: /@phone/ },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], launchOptions },
      grep: /@mobile|@phone/,
    },
  ],
  webServer: {
    // The server as `npm start` runs it, built from the current sources (the web app is built
    // before the run: `npm run build`).
    command: 'npm run build --workspace @fuel/api && npm run serve',
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    // A fresh embedded database migrates and seeds first; on a loaded 2-core machine that is slow.
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      PUBLIC_URL: baseURL,
      // Every test comes from this one address: the general and the sign-in limits are raised.
      RATE_LIMIT_PER_MINUTE: '100000',
      AUTH_RATE_LIMIT_SCALE: '50',
      // A rotated refresh token is a reuse after 2 s, so the reuse test waits seconds. The
      // reconciler keeps its usual clock: a faster one would ask about every order the run left
      // open more often, competing with every request on the embedded database (one statement at
      // a time), and bought nothing (the paid-order test waits for its round).
      REFRESH_GRACE_SECONDS: '2',
    },
  },
});
