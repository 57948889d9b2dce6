import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { E2E_BASE_URL, e2eServerEnv } from './tests/e2e/env';

/*
 * The suite drives the system Chromium (Debian's /usr/bin/chromium or CHROME_PATH), never a downloaded browser.
 * A missing browser is an error, in CI and locally alike: a browser suite that silently skips proves nothing.
 */
const chromiumPath = process.env.CHROME_PATH || '/usr/bin/chromium';
if (!existsSync(chromiumPath)) {
  const hint = 'Install it with `apt-get install -y chromium`, or set CHROME_PATH to a Chromium or Chrome binary.';
  throw new Error(
    `Chromium not found at ${chromiumPath}. ${hint}${process.env.CI === 'true' ? ' (CI=true: the browser suite is required.)' : ''}`,
  );
}

const isCI = process.env.CI === 'true';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  // Two shared cores also run next start and the local stack.
  workers: isCI ? 1 : 2,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: isCI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: [/outage\.spec\.ts/, /\.mobile\.spec\.ts/],
    },
    // Phone-sized checks: the shared smoke spec, plus specs written for small screens only (*.mobile.spec.ts).
    { name: 'mobile', use: { ...devices['Pixel 7'], channel: undefined }, testMatch: [/smoke\.spec\.ts/, /\.mobile\.spec\.ts/] },
    // Takes the database down, so it runs alone, after every other project has finished.
    {
      name: 'outage',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: /outage\.spec\.ts/,
      dependencies: ['desktop', 'mobile'],
    },
  ],
  webServer: {
    // `npm start` builds first when .next holds no build for this stack URL (scripts/with-local-stack.ts).
    command: 'npm start',
    url: E2E_BASE_URL,
    env: e2eServerEnv(),
    reuseExistingServer: !isCI,
    timeout: 600_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
