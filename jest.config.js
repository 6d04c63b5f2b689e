/**
 * Three projects: the pure business rules of common/ (Node, no database), server integration
 * tests (Node, real database) and client component tests (jsdom). `npm run test:server` runs
 * the first two.
 */
/** Packages that ship only ES modules, which jest (CommonJS here) compiles like source. */
const ESM_ONLY_PACKAGES = '/node_modules/(?!(react-intl|@formatjs|intl-messageformat)/)';

module.exports = {
  testTimeout: 60_000,
  projects: [
    {
      displayName: 'common',
      testEnvironment: 'node',
      roots: ['<rootDir>/test/common'],
      transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }] },
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/test/server'],
      transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }] },
      moduleNameMapper: { '^intl-messageformat$': '<rootDir>/test/helpers/intl-messageformat.cjs' },
      setupFiles: ['<rootDir>/test/helpers/server-setup.ts'],
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
