import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests: Debian's Chromium against the built server on a fresh embedded database.
 * `npm run build` must have run first; test/e2e/start-server.js starts `dist/server/src/main.js`.
 * E2E_BASE_URL points the tests at a server that is already running instead.
 */

/** A free port, found synchronously: the config is evaluated before anything can be awaited. */
function freePort(): string {
  const script = "const s = require('net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); })";
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim();
}

// Set once in the runner; the workers inherit the environment, so every process that loads
// this file agrees on the port and the log file. A free port (not a fixed one) lets two
// checkouts run their e2e tests on one machine at the same time.
const external = process.env.E2E_BASE_URL;
if (!external) {
  process.env.E2E_PORT ??= freePort();
  process.env.E2E_SERVER_LOG ??= path.join(os.tmpdir(), `villa-e2e-${process.env.E2E_PORT}.log`);
}
const baseURL = external ?? `http://127.0.0.1:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '**/*.e2e.ts',
  outputDir: 'test-results',
  timeout: 120_000,
  // One server and one browser at a time: the machine has two cores.
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  // The list for people; JSON for .ci/run's closing count (PLAYWRIGHT_JSON_OUTPUT_FILE moves it).
  reporter: [['list'], ['json', { outputFile: 'test-results/results.json' }]],
  use: {
    baseURL,
    browserName: 'chromium',
    // Never a downloaded browser: the machines have Debian's Chromium and no way to fetch another.
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
    viewport: { width: 1280, height: 900 },
    locale: 'en-GB',
    actionTimeout: 15_000,
    navigationTimeout: 15_000,
    // A failed test leaves test-results/<test>/trace.zip: `npx playwright show-trace <file>`.
    trace: 'retain-on-failure',
  },
  webServer: external
    ? undefined
    : {
        command: 'node test/e2e/start-server.js',
        url: `${baseURL}/api/currencies`,
        timeout: 120_000,
        reuseExistingServer: false,
        stdout: process.env.E2E_SHOW_SERVER_LOG ? 'pipe' : 'ignore',
        stderr: 'pipe',
        gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
      },
});
