import fs from 'node:fs';
import type { ApolloServerOptions, ApolloServerPlugin } from '@apollo/server';
import { InMemoryLRUCache, type KeyValueCache } from '@apollo/utils.keyvaluecache';
import type { RequestHandler } from 'express';
import { Kind, parse, print, visit, type DirectiveNode, type FieldNode, type SelectionSetNode } from 'graphql';
import { ConfigError, type PersistedQueriesConfig } from '../config';
import { translate } from '../i18n/messages';
import { log } from '../logger';
import { contextOf } from '../rest/handler';
import type { RequestContext } from './context';

/**
 * Persisted queries, in three modes (PERSISTED_QUERIES, see config.ts and docs/api.md):
 *
 * - Trusted documents: `npm run codegen` writes the storefront's operations by sha256 hash
 *   (client/src/__generated__/persisted-documents.json). A request naming one of those hashes
 *   runs the manifest's document, whatever else it sends, so a hash always means the same
 *   operation and a GET with only the hash can be cached by URL.
 * - Automatic persisted queries (Apollo's protocol): any client may register a document by
 *   sending it with its hash, then send only the hash. Registered documents live in Apollo's
 *   bounded in-memory LRU per instance; a miss costs one round trip (PERSISTED_QUERY_NOT_FOUND,
 *   the client resends the document), which is how the protocol is meant to work.
 * - `only`: callers other than admins may run trusted documents only; anything else is refused
 *   with 400 PERSISTED_QUERY_NOT_ALLOWED before it is parsed. Admins (by session or, once it
 *   exists, by token: whoever the request context says the user is) may run any document.
 */
export const NOT_ALLOWED = 'PERSISTED_QUERY_NOT_ALLOWED';

/** `sha256:<hex>` (codegen) and plain `<hex>` (Apollo's APQ) name the same document. */
function hashKey(hash: unknown): string | undefined {
  if (typeof hash !== 'string') return undefined;
  return /^(?:sha256:)?([0-9a-f]{64})$/i.exec(hash)?.[1]?.toLowerCase();
}

/**
 * A trusted document as Apollo Client sends it: client-only directives (@unmask, @nonreactive,
 * @connection) and @client fields removed, and `__typename` in every selection set below the root,
 * which the client's normalized cache needs. The manifest holds the document as written in the
 * client's source; the hash (computed from that) is still what identifies it.
 */
export function asSentByApolloClient(source: string): string {
  const CLIENT_ONLY = new Set(['unmask', 'nonreactive', 'connection']);
  const isClientField = (node: { directives?: readonly DirectiveNode[] }) => node.directives?.some((d) => d.name.value === 'client') ?? false;
  const typename: FieldNode = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } };
  const document = visit(parse(source), {
    Directive: (node) => (CLIENT_ONLY.has(node.name.value) ? null : undefined),
    Field: (node) => (isClientField(node) ? null : undefined),
    FragmentSpread: (node) => (isClientField(node) ? null : undefined),
    InlineFragment: (node) => (isClientField(node) ? null : undefined),
    SelectionSet: {
      leave(node: SelectionSetNode, _key, parent): SelectionSetNode | undefined {
        if (parent && !Array.isArray(parent) && (parent as { kind?: string }).kind === Kind.OPERATION_DEFINITION) return undefined;
        if (node.selections.some((s) => s.kind === Kind.FIELD && s.name.value.startsWith('__'))) return undefined;
        return { ...node, selections: [...node.selections, typename] };
      },
    },
  });
  return print(document);
}

/** The trusted documents of every manifest, by hash. In development a changed manifest is read again. */
export class TrustedDocuments {
  private documents = new Map<string, string>();
  private stamp = '';

  constructor(
    private readonly files: string[],
    private readonly watch = false,
  ) {
    this.load();
  }

  get size(): number {
    return this.documents.size;
  }

  get(hash: unknown): string | undefined {
    const key = hashKey(hash);
    if (!key) return undefined;
    const found = this.documents.get(key);
    // `npm run codegen` while the dev server runs: pick up the new operations.
    if (found === undefined && this.watch && this.currentStamp() !== this.stamp) this.load();
    return this.documents.get(key);
  }

  has(hash: unknown): boolean {
    return this.get(hash) !== undefined;
  }

  private currentStamp(): string {
    return this.files.map((file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0)).join(',');
  }

  private load(): void {
    this.stamp = this.currentStamp();
    const documents = new Map<string, string>();
    for (const file of this.files) {
      if (!fs.existsSync(file)) continue;
      const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
      for (const [hash, source] of Object.entries(manifest)) {
        const key = hashKey(hash);
        if (!key || typeof source !== 'string') throw new ConfigError(`${file}: "${hash}" is not a sha256 hash of a document`);
        documents.set(key, asSentByApolloClient(source));
      }
    }
    this.documents = documents;
  }
}

export function loadTrustedDocuments(config: PersistedQueriesConfig, watch: boolean): TrustedDocuments {
  const [storefront, ...extra] = config.manifests;
  for (const file of extra) if (!fs.existsSync(file)) throw new ConfigError(`PERSISTED_QUERIES_MANIFESTS: ${file} does not exist`);
  if (config.mode !== 'off' && !fs.existsSync(storefront)) {
    // Without it the storefront cannot run a single operation in `only` mode.
    if (config.mode === 'only') throw new ConfigError(`PERSISTED_QUERIES=only needs the storefront's trusted documents at ${storefront} (npm run codegen writes them)`);
    log().warn({ file: storefront }, 'no trusted documents: the storefront falls back to sending whole documents');
  }
  return new TrustedDocuments(config.mode === 'off' ? [] : config.manifests, watch);
}

/** Apollo's APQ store: trusted documents first, then what clients registered (bounded, per instance). */
class TrustedFirstCache implements KeyValueCache<string> {
  private readonly registered = new InMemoryLRUCache<string>();

  constructor(private readonly trusted: TrustedDocuments) {}

  async get(key: string): Promise<string | undefined> {
    // Apollo prefixes the keys ("apq:<hash>").
    return this.trusted.get(/[0-9a-f]{64}$/i.exec(key)?.[0]) ?? this.registered.get(key);
  }

  async set(key: string, value: string, options?: { ttl?: number | null }): Promise<void> {
    if (!this.trusted.has(/[0-9a-f]{64}$/i.exec(key)?.[0])) await this.registered.set(key, value, options);
  }

  async delete(key: string): Promise<boolean | void> {
    return this.registered.delete(key);
  }
}

function persistedHash(extensions: unknown): unknown {
  return (extensions as { persistedQuery?: { sha256Hash?: unknown } } | undefined)?.persistedQuery?.sha256Hash;
}

/** A trusted hash always runs the manifest's document: a document sent along with it is ignored. */
function trustedDocumentsPlugin(trusted: TrustedDocuments): ApolloServerPlugin<RequestContext> {
  return {
    async requestDidStart({ request }) {
      if (trusted.has(persistedHash(request.extensions))) request.query = undefined;
    },
  };
}

/** The ApolloServer options for the configured mode. */
export function persistedQueryOptions(config: PersistedQueriesConfig, trusted: TrustedDocuments): Pick<ApolloServerOptions<RequestContext>, 'persistedQueries'> & { plugins: ApolloServerPlugin<RequestContext>[] } {
  if (config.mode === 'off') return { persistedQueries: false, plugins: [] };
  return { persistedQueries: { cache: new TrustedFirstCache(trusted) }, plugins: [trustedDocumentsPlugin(trusted)] };
}

/**
 * In front of Apollo (after the request context is built, so the caller is known): in `only`
 * mode a caller who is not an admin may send a trusted hash and nothing else. Requests with
 * neither a document nor a hash go on to Apollo, which explains what is missing.
 */
export function persistedQueryGuard(config: PersistedQueriesConfig, trusted: TrustedDocuments): RequestHandler {
  return (req, res, next) => {
    if (config.mode !== 'only') return next();
    const ctx = contextOf(res);
    if (ctx.user?.isAdmin) return next();
    const params = (req.method === 'GET' ? req.query : req.body) as Record<string, unknown> | undefined;
    let extensions = params?.extensions;
    if (typeof extensions === 'string') {
      try {
        extensions = JSON.parse(extensions);
      } catch {
        extensions = undefined;
      }
    }
    const hash = persistedHash(extensions);
    const query = params?.query;
    if (hash === undefined ? !query : trusted.has(hash)) return next();
    res
      .status(400)
      .type('application/json')
      .send(JSON.stringify({ errors: [{ message: translate(ctx.locale, 'error.persistedQueryNotAllowed'), extensions: { code: NOT_ALLOWED } }] }));
  };
}
