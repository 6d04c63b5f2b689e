import type { ApolloServerPlugin, GraphQLRequestContextWillSendResponse } from '@apollo/server';
import type { FormattedExecutionResult } from 'graphql';
import { hasSessionCookie, isCatalogueOperation } from './catalogue-cache';
import type { RequestContext } from './context';

/**
 * A short-lived, per-process cache of anonymous catalogue answers (issue 15): the same search or
 * villa page asked again by another visitor in the same language is answered from memory, after
 * parsing, validation and the cost limit, without running a resolver or a query.
 *
 * Only what catalogue-cache.ts already treats as public is kept: a query of catalogue root fields,
 * from a caller with neither a session cookie nor an Authorization header, answered without
 * errors. The key is the language, the document's hash, the operation name and the variables;
 * nothing else about the request reaches a catalogue resolver. A mutation in this process empties
 * the cache; other instances see a change after at most `ttlMs` (GRAPHQL_RESPONSE_CACHE).
 */
export interface ResponseCacheOptions {
  ttlMs: number;
  maxEntries?: number;
}

interface Entry {
  result: FormattedExecutionResult;
  expiresAt: number;
}

type Request = GraphQLRequestContextWillSendResponse<RequestContext>;

export function responseCachePlugin({ ttlMs, maxEntries = 1000 }: ResponseCacheOptions): ApolloServerPlugin<RequestContext> {
  const entries = new Map<string, Entry>();

  const keyOf = (request: Pick<Request, 'operation' | 'contextValue' | 'request'> & { queryHash?: string }): string | undefined => {
    const { operation, contextValue } = request;
    if (!operation || !request.queryHash || !isCatalogueOperation(operation)) return undefined;
    if (hasSessionCookie(contextValue.req) || contextValue.req.headers.authorization) return undefined;
    return `${contextValue.locale}\n${request.queryHash}\n${request.request.operationName ?? ''}\n${stableJson(request.request.variables ?? {})}`;
  };

  return {
    async requestDidStart() {
      if (ttlMs <= 0) return {};
      let servedFromCache = false;
      return {
        async responseForOperation(request) {
          const key = keyOf(request);
          const entry = key === undefined ? undefined : entries.get(key);
          if (!entry) return null;
          if (entry.expiresAt <= Date.now()) {
            entries.delete(key!);
            return null;
          }
          servedFromCache = true;
          return { http: request.response.http, body: { kind: 'single', singleResult: entry.result } };
        },
        async willSendResponse(request) {
          if (request.operation?.operation === 'mutation') {
            entries.clear();
            return;
          }
          if (servedFromCache || request.errors?.length || request.response.body.kind !== 'single') return;
          const result = request.response.body.singleResult;
          if (result.errors?.length) return;
          const key = keyOf(request);
          if (key === undefined) return;
          if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
          entries.set(key, { result, expiresAt: Date.now() + ttlMs });
        },
      };
    },
  };
}

/** JSON with object keys sorted, so `{a, b}` and `{b, a}` share a key. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${stableJson((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
