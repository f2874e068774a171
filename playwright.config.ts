import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './apps/web/e2e/support/chromium';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;
// A fresh embedded database per run; with DATABASE_URL the server uses PostgreSQL instead.
const dataDir = path.resolve('.tmp', `e2e-data-${Date.now()}`);
const launchOptions = { executablePath: await findChromium(), args: CHROMIUM_ARGS };

export default defineConfig({
  testDir: './apps/web/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    launchOptions,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions } },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], launchOptions },
      grep: /@mobile/,
    },
  ],
  webServer: {
    command: 'npm run serve',
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
    },
  },
});
