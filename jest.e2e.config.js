/**
 * End-to-end tests: a real browser (Debian's Chromium via playwright-core) against the built
 * server on a fresh embedded database. `npm run build` must have run first; the global setup
 * starts `node dist/server/src/main.js` and exposes its address as E2E_BASE_URL.
 */
module.exports = {
  rootDir: __dirname,
  testMatch: ['<rootDir>/test/e2e/**/*.e2e.ts'],
  testEnvironment: 'node',
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/test/e2e/tsconfig.json' }] },
  globalSetup: '<rootDir>/test/e2e/global-setup.js',
  globalTeardown: '<rootDir>/test/e2e/global-teardown.js',
  testTimeout: 120_000,
  // One server and one browser at a time: the machine has two cores.
  maxWorkers: 1,
};
