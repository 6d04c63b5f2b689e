import type { ApolloServerPlugin } from '@apollo/server';
import type { Request, RequestHandler } from 'express';
import type { DocumentNode, GraphQLSchema } from 'graphql';
import { isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import { uncountFunnel } from '../ops/funnel-counts';
import { timeGraphqlOperation } from '../ops/metrics';
import { contextOf } from '../rest/handler';
import { hasCredentials, isCatalogueOperation } from './catalogue-cache';
import { compileOperation, runCompiled } from './compiled-execution';
import type { RequestContext } from './context';
import { keepAnswer, passesCsrfCheck, stableJson } from './response-cache';

/** Documents known at once, per process; the least recently learned goes when full. */
const KNOWN_MAX = 500;

/**
 * What the first answer to a document taught: its parsed document and operation, the operation
 * compiled, and the headers Apollo set on the answer (its content type for the request's Accept,
 * the catalogue plugin's caching).
 */
interface KnownRead {
  document: DocumentNode;
  operationName: string | undefined;
  /** The operation's name as metrics and the request log name it. */
  operation: string;
  compiled: CompiledQuery;
  /**
   * The answer's headers as Apollo sends them. Apollo adds the content type (chosen for the
   * request's Accept) to the same map after the plugins' last hook, before sending, so the map is
   * read when first used, by then complete.
   */
  answerHeaders: Iterable<[string, string]>;
  headers?: [string, string][];
}

export interface KnownReadsOptions {
  schema: GraphQLSchema;
  /** The operation's cost with these variables (the cost limit's own reckoning), or undefined when the variables do not fit. */
  costOf(document: DocumentNode, operationName: string | undefined, variables: Record<string, unknown>): number | undefined;
  maxCost: number;
}

export interface KnownReads {
  /** Apollo plugin: learns each document Apollo answered as an anonymous catalogue read, without errors. */
  plugin: ApolloServerPlugin<RequestContext>;
  /** Express middleware right in front of Apollo: answers a known read itself, else passes on. */
  serve: RequestHandler;
}

/**
 * The lean read path. Every request reaches it as it reaches Apollo: after the request log, the
 * response cache, the security headers, the lazy session, the request context, the rate limit
 * and the persisted-document guard. An anonymous query of catalogue fields whose document Apollo
 * has already answered without errors (the storefront's searches and villa pages, an app's
 * catalogue screens) is executed here with the operation compiled once (graphql-jit, the same
 * resolvers and context), and sent with the headers Apollo gave the first answer, as Apollo
 * would send it: the same body, byte for byte, ETag and 304 included, kept by the response cache.
 * Parsing, validation and Apollo's plugins are what it skips: they answer the same for a
 * document they have seen, whatever its variables.
 *
 * Anything else goes on to Apollo, which answers it as always: a signed-in caller, a mutation,
 * a document not seen yet, variables that do not fit, a cost above the limit, and any answer with
 * an error (executed again by Apollo with the same request context, the funnel stages this run
 * counted taken back first, so Apollo's translated error is what the caller gets).
 */
export function knownReads({ schema, costOf, maxCost }: KnownReadsOptions): KnownReads {
  const known = new Map<string, KnownRead>();

  const learn = (key: string, read: KnownRead) => {
    if (known.has(key)) return;
    if (known.size >= KNOWN_MAX) known.delete(known.keys().next().value!);
    known.set(key, read);
  };

  return {
    plugin: {
      async requestDidStart() {
        return {
          async willSendResponse({ request, operation, document, errors, response, contextValue }) {
            if (!operation || !document || errors?.length || response.body.kind !== 'single' || response.body.singleResult.errors?.length) return;
            if (!isCatalogueOperation(operation) || (response.http.status ?? 200) !== 200) return;
            // A server-rendered page's in-process queries have no request of their own.
            const key = keyOf(contextValue.req);
            if (key === undefined || known.has(key)) return;
            const operationName = request.operationName ?? undefined;
            const compiled = compileOperation(schema, document, operationName);
            if (!isCompiledQuery(compiled)) return;
            learn(key, { document, operationName, operation: operation.name?.value ?? operationName ?? 'anonymous', compiled, answerHeaders: response.http.headers });
          },
        };
      },
    },

    async serve(req, res, next) {
      const key = keyOf(req);
      const read = key === undefined ? undefined : known.get(key);
      const variables = read ? variablesOf(req) : undefined;
      if (!read || !variables) return next();
      const cost = costOf(read.document, read.operationName, variables);
      if (cost === undefined || cost > maxCost) return next();

      const ctx = contextOf(res);
      const done = timeGraphqlOperation(res, read.operation);
      const result = await runCompiled(schema, read.compiled, read.document, read.operationName, ctx, variables).catch(() => undefined);
      if (!result || result.errors?.length) {
        uncountFunnel(ctx);
        return next();
      }
      done();
      const headers = (read.headers ??= [...read.answerHeaders]);
      for (const [name, value] of headers) res.setHeader(name, value);
      keepAnswer(res, headers);
      // Apollo's serialisation of a result without errors or extensions.
      res.status(200).send(`${JSON.stringify({ data: result.data })}\n`);
    },
  };
}

/**
 * What decides how Apollo answers a request besides its variables: the method, whether it passes
 * the CSRF check, the Accept and Content-Type headers, the operation name, the document sent and
 * the extensions (a persisted document's hash). Undefined for a caller with credentials and
 * for what is not a GraphQL GET or JSON POST.
 */
function keyOf(req: Request): string | undefined {
  if (req.baseUrl !== '/graphql' || hasCredentials(req)) return undefined;
  const params = paramsOf(req);
  if (!params) return undefined;
  const extensions = typeof params.extensions === 'string' ? params.extensions : stableJson(params.extensions);
  return [req.method, passesCsrfCheck(req), req.headers.accept ?? '', req.headers['content-type'] ?? '', stableJson(params.operationName), stableJson(params.query), extensions].join('\n');
}

type Params = { query?: unknown; operationName?: unknown; variables?: unknown; extensions?: unknown };

function paramsOf(req: Request): Params | undefined {
  if (req.method === 'GET') return req.query as Params;
  if (req.method === 'POST' && req.body && typeof req.body === 'object' && !Array.isArray(req.body)) return req.body as Params;
  return undefined;
}

/** The request's variables as an object (a GET sends them as JSON text), or undefined when they are not one. */
function variablesOf(req: Request): Record<string, unknown> | undefined {
  let variables: unknown = paramsOf(req)?.variables ?? {};
  if (typeof variables === 'string') {
    try {
      variables = JSON.parse(variables);
    } catch {
      return undefined;
    }
  }
  return variables && typeof variables === 'object' && !Array.isArray(variables) ? (variables as Record<string, unknown>) : undefined;
}
