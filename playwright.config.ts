import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests: Debian's Chromium against the built server on a fresh database, one server per
 * worker (test/e2e/fixtures.ts starts test/e2e/start-server.js, which runs `dist/server/src/main.js`).
 * `npm run build` must have run first. E2E_BASE_URL points the tests at a server that is already
 * running instead.
 */
const external = process.env.E2E_BASE_URL;

export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '**/*.e2e.ts',
  outputDir: 'test-results',
  timeout: 120_000,
  // Two workers share two cores: a page that hydrates in 1 s alone can take several beside another.
  expect: { timeout: 10_000 },
  // A server and a browser per worker (fixtures.ts): two on the two cores of the CI machine, whose
  // tests spend much of their time waiting on timers and round trips. E2E_WORKERS=1 runs them in turn.
  workers: external ? 1 : Number(process.env.E2E_WORKERS ?? 2),
  // A spec file's tests stay in order in one worker; files are spread over the workers.
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  // The list for people; JSON for .ci/run's closing count (PLAYWRIGHT_JSON_OUTPUT_FILE moves it).
  reporter: [['list'], ['json', { outputFile: 'test-results/results.json' }]],
  use: {
    baseURL: external,
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
    // A failed test leaves test-results/<test>/trace.zip: `npx playwright show-trace <file>`, with
    // the page's DOM at each step. Without the screencast: recording its frames for every test made
    // the run a third longer (redirects and a11y-account: 237 s with it, 174 s without).
    trace: { mode: 'retain-on-failure', screenshots: false },
  },
});
