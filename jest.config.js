/**
 * Three projects: the pure business rules of common/ (Node, no database), server integration
 * tests (Node, real database) and client component tests (jsdom). `npm run test:server` runs
 * the first two.
 */
/** Packages that ship only ES modules, which jest (CommonJS here) compiles like source. */
const ESM_ONLY_PACKAGES = '/node_modules/(?!(react-intl|@formatjs|intl-messageformat|supercluster|kdbush)/)';

/** TypeScript without type checks (`npm run typecheck` does those): each file compiles on its own. */
const SERVER_TRANSFORM = { '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/test/tsconfig.jest.json' }] };

module.exports = {
  testTimeout: 60_000,
  // One worker per core (jest's default leaves one idle): a server test file spends most of its
  // time in its own embedded database or waiting on the PostgreSQL server, not in jest itself.
  maxWorkers: '100%',
  projects: [
    {
      displayName: 'common',
      testEnvironment: 'node',
      roots: ['<rootDir>/test/common'],
      transform: SERVER_TRANSFORM,
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/test/server'],
      transform: SERVER_TRANSFORM,
      moduleNameMapper: { '^intl-messageformat$': '<rootDir>/test/helpers/intl-messageformat.cjs' },
      setupFiles: ['<rootDir>/test/helpers/server-setup.ts'],
      // On the embedded database: one migrated database for the run, which each test file copies.
      globalSetup: '<rootDir>/test/helpers/embedded-template.ts',
      globalTeardown: '<rootDir>/test/helpers/embedded-template-teardown.ts',
    },
    {
      displayName: 'client',
      testEnvironment: '<rootDir>/test/helpers/jsdom-environment.js',
      roots: ['<rootDir>/test/client'],
      transform: { '^.+\\.[tj]sx?$': ['ts-jest', { tsconfig: '<rootDir>/client/tsconfig.test.json' }] },
      // react-intl and its formatjs dependencies ship only ES modules: compile them to CommonJS too.
      transformIgnorePatterns: [ESM_ONLY_PACKAGES],
      moduleNameMapper: {
        '\\.(css|svg|png|jpg)$': '<rootDir>/test/helpers/style-stub.js',
        // The catalogue parts are split at build time; here each part is the whole catalogue.
        '^(.+\\.json)\\?part=[\\w-]+$': '$1',
      },
      setupFilesAfterEnv: ['<rootDir>/test/helpers/client-setup.ts'],
    },
  ],
};
