import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import boundaries from './eslint-rules/boundaries.mjs';

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'client/src/__generated__/', '.data/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
    },
  },
  {
    // Features stay apart: see eslint-rules/boundaries.mjs.
    files: ['server/src/modules/**/*.ts', 'client/src/features/**/*.{ts,tsx}'],
    plugins: { local: boundaries },
    rules: { 'local/feature-boundaries': 'error' },
  },
  {
    // The server logs through pino (server/src/logger.ts): JSON lines with redaction.
    files: ['server/**/*.ts'],
    rules: { 'no-console': 'error' },
  },
  {
    files: ['client/src/**/*.{ts,tsx}', 'test/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['**/*.js', '**/*.cjs', '**/*.mjs'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
