import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Typed documents for the client from the committed schema.graphql and the operations in
 * client/src. Follows Apollo Client 4's recommended client-preset setup: codegen's own
 * fragment masking is off because Apollo Client masks data at runtime (dataMasking: true,
 * see client/src/apollo-client.d.ts), and `inlineFragmentTypes: 'mask'` plus the @unmask
 * directive make the generated types match what Apollo actually hands to each component.
 * With `persistedDocuments` it also writes persisted-documents.json, the storefront's operations
 * by hash, which the server loads as its trusted documents.
 * Output is committed and never edited; test/client/codegen.test.ts regenerates into a temporary
 * folder (CODEGEN_OUT) and fails when the committed files differ.
 */
const outDir = process.env.CODEGEN_OUT ?? 'client/src/__generated__/';

const config: CodegenConfig = {
  overwrite: true,
  schema: 'schema.graphql',
  documents: ['client/src/**/*.{ts,tsx}', '!client/src/__generated__/**'],
  ignoreNoDocuments: true,
  generates: {
    [outDir]: {
      preset: 'client',
      presetConfig: {
        fragmentMasking: false,
        // No barrel file: import documents from __generated__/graphql directly (tree-shakable).
        skipIndexFile: true,
        // Trusted documents: every operation gets `__meta__.hash` (sha256 of the document) and
        // persisted-documents.json maps each hash to its document. The client sends the hash
        // (client/src/lib/persisted-queries.ts); the server runs only what the manifest says
        // (server/src/graphql/persisted-queries.ts).
        persistedDocuments: { hashAlgorithm: 'sha256' },
      },
      config: {
        // Nullable fields are `T | null` as Apollo returns them; nullable inputs may be omitted.
        avoidOptionals: { field: true, inputValue: false },
        // Unconfigured scalars are `unknown`, never `any`.
        defaultScalarType: 'unknown',
        scalars: {
          DateTimeISO: 'string',
          DateTime: 'string',
          Date: 'string',
          LocalDate: 'string',
          JSON: 'unknown',
          JSONObject: 'Record<string, unknown>',
        },
        // Apollo Client always adds __typename, but not on root types.
        nonOptionalTypename: true,
        skipTypeNameForRoot: true,
        customDirectives: { apolloUnmask: true },
        inlineFragmentTypes: 'mask',
        useTypeImports: true,
      },
    },
  },
};

export default config;
