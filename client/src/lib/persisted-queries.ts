import { ApolloLink } from '@apollo/client';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import type { DocumentNode } from 'graphql';

/** The hash codegen gave a document (`__meta__.hash`, client preset `persistedDocuments`), as Apollo's APQ sends it. */
export function trustedDocumentHash(document: DocumentNode): string | undefined {
  const hash = (document as { __meta__?: { hash?: unknown } }).__meta__?.hash;
  return typeof hash === 'string' ? hash.replace(/^sha256:/, '') : undefined;
}

/**
 * Sends the storefront's operations as trusted documents: only the hash that codegen wrote into
 * each document (the server runs its copy from the manifest, docs/api.md). Queries go as GET, so
 * anonymous catalogue reads can be answered by the browser's and shared HTTP caches; mutations
 * stay POST. A document without a hash is sent whole.
 *
 * A server that does not know a hash (an older deploy) or does not take persisted queries
 * (PERSISTED_QUERIES=off) makes the link send whole documents from then on, without hashes: the
 * document the client prints is not byte for byte the manifest's, so it could not pass as it.
 */
export function persistedQueriesLink(): ApolloLink {
  const hashed = new PersistedQueryLink({
    generateHash: (document) => trustedDocumentHash(document)!,
    useGETForHashedQueries: true,
    disable: ({ meta }) => meta.persistedQueryNotSupported || meta.persistedQueryNotFound,
  });
  return ApolloLink.split((operation) => trustedDocumentHash(operation.query) !== undefined, hashed);
}
