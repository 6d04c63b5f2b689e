import type { ApolloServerPlugin } from '@apollo/server';
import type { Request, RequestHandler, Response } from 'express';
import type { CountedFunnelStage } from '../../../common/insights';
import { AskedOnce } from '../asked-once';
import { requestLocale } from '../i18n/request-locale';
import { stagesCounted } from '../ops/funnel-counts';
import { apiWriteChangesCatalogue, changesCatalogue, hasCredentials, isCatalogueOperation } from './catalogue-cache';
import type { RequestContext } from './context';

/**
 * A short-lived, per-process cache of anonymous catalogue answers: the same search or
 * villa page asked again by another visitor in the same language is answered from memory, before
 * the security headers, the session, the request context and Apollo (the answer keeps the
 * headers it was first sent with), so a popular search costs about what a static file does.
 *
 * Only answers catalogue-cache.ts already treats as public are kept: a query of catalogue root
 * fields that Apollo answered without errors, to a caller with neither a session cookie nor an
 * Authorization header. The key is everything of the request that can reach a catalogue
 * resolver or change Apollo's decision: the method, whether the request passes Apollo's CSRF
 * check, the language, the operation name, the document (or its persisted-query hash), the
 * variables and the extensions. A mutation or a REST write in this process that may change the catalogue
 * empties the cache (a basket add or a sign-in does not: catalogue-cache.ts); other instances see a
 * change after at most `ttlMs` (GRAPHQL_RESPONSE_CACHE).
 *
 * An answer is kept the second time its request is asked within `ttlMs` (or when its kept answer
 * has just expired): most searches are asked once (another page, another price band), and keeping
 * each of them for `ttlMs` cost more in garbage collection than the few repeats it answers. A
 * request asked once is remembered by a number (a hash of its key), not its answer.
 */
export interface ResponseCacheOptions {
  ttlMs: number;
  /** Most bytes of answers kept; the oldest entries go first. */
  maxBytes?: number;
  /** Called with the funnel stages the first answer counted each time it is replayed, so a cached search or villa view still counts. */
  onReplay?: (stages: readonly CountedFunnelStage[]) => void;
  /** Called each time a write empties the cache (caches of the same answers elsewhere, the server-rendered pages, follow it). */
  onClear?: () => void;
}

interface Entry {
  body: string;
  stages: CountedFunnelStage[];
  headers: [string, string][];
  expiresAt: number;
}

export interface ResponseCache {
  /** Express middleware in front of the session and Apollo: answers a hit, else passes on. */
  serve: RequestHandler;
  /** Apollo plugin: keeps eligible answers, and empties the cache after a mutation. */
  plugin: ApolloServerPlugin<RequestContext>;
  /** Express middleware for /api: a REST write that succeeded empties the cache, as a mutation does. */
  clearAfterWrites: RequestHandler;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const NON_PREFLIGHTED_CONTENT_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];
/** Headers that belong to one response only; every other header is replayed with the answer. */
const PER_RESPONSE_HEADERS = new Set(['set-cookie', 'x-request-id', 'etag', 'content-length', 'date', 'connection', 'keep-alive', 'transfer-encoding']);

export function createResponseCache({ ttlMs, maxBytes = 32 * 1024 * 1024, onReplay, onClear }: ResponseCacheOptions): ResponseCache {
  const entries = new Map<string, Entry>();
  let bytes = 0;
  // Kept from a request's second ask within ttlMs: a search asked once costs no copy of its answer.
  const askedOnce = new AskedOnce();

  const clear = () => {
    entries.clear();
    bytes = 0;
    onClear?.();
  };
  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.body.length;
    entries.delete(key);
  };

  const save = (key: string, body: string, stages: CountedFunnelStage[], headers: [string, string][]) => {
    if (body.length > maxBytes / 16) return;
    remove(key);
    while (bytes + body.length > maxBytes && entries.size) remove(entries.keys().next().value!);
    entries.set(key, { body, stages, headers, expiresAt: Date.now() + ttlMs });
    bytes += body.length;
  };

  return {
    serve(req, res, next) {
      const key = ttlMs > 0 ? keyOf(req) : undefined;
      const entry = key === undefined ? undefined : entries.get(key);
      if (!entry || entry.expiresAt <= Date.now()) {
        if (entry) remove(key!);
        // Kept when asked again: an answer that was kept (and has just expired), or a request asked once before.
        if (key !== undefined && (entry || askedOnce.again(key, ttlMs))) keepWhatApolloSends(res, key, save);
        return next();
      }
      if (entry.stages.length) onReplay?.(entry.stages);
      for (const [name, value] of entry.headers) res.setHeader(name, value);
      // res.send adds the ETag and answers 304 to a matching If-None-Match, as for Apollo's answers.
      res.status(200).send(entry.body);
    },
    clearAfterWrites(req, res, next) {
      // Even with the cache off: onClear's listeners (the page cache) may keep answers of their own.
      if (!SAFE_METHODS.has(req.method) && apiWriteChangesCatalogue(req.path)) res.once('finish', () => res.statusCode < 400 && clear());
      next();
    },
    plugin: {
      async requestDidStart() {
        return {
          async willSendResponse({ operation, errors, response, contextValue }) {
            if (operation?.operation === 'mutation') return changesCatalogue(operation) ? clear() : undefined;
            if (ttlMs <= 0 || !operation || errors?.length || response.body.kind !== 'single') return;
            if (response.body.singleResult.errors?.length || !isCatalogueOperation(operation)) return;
            keepAnswer(contextValue.res, response.http.headers);
          },
        };
      },
    },
  };
}

/** What serve() leaves for the plugin on a miss: how to keep the answer; keepAnswer sets `store` for an answer worth keeping. */
interface Keep {
  save: (body: string, stages: CountedFunnelStage[], headers: [string, string][]) => void;
  store?: (body: string) => void;
}

/**
 * Keeps the answer about to be sent on this response (an anonymous catalogue read answered
 * without errors), with the headers set on it so far (security headers, caching) and then
 * `answerHeaders` (Apollo's), when its body is sent. Nothing when serve() could not key the
 * request (an in-process query of a server-rendered page, a caller with credentials, the cache off).
 */
export function keepAnswer(res: Response, answerHeaders: Iterable<[string, string]>): void {
  const keep = (res.locals as { keepAnswer?: Keep }).keepAnswer;
  if (!keep) return;
  const headers = new Map<string, string>();
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (!PER_RESPONSE_HEADERS.has(name) && value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
  }
  for (const [name, value] of answerHeaders) headers.set(name, value);
  if (!headers.has('content-type')) headers.set('content-type', 'application/json; charset=utf-8');
  // The body is kept as it is sent, byte for byte (so a replayed answer's ETag is the same): no
  // second serialisation of the answer.
  const stages = stagesCounted(res);
  keep.store = (body) => keep.save(body, stages, [...headers]);
}

/** On a miss: the answer sent (res.send with the serialised body) goes to `store` if keepAnswer set one. */
function keepWhatApolloSends(res: Response, key: string, save: (key: string, body: string, stages: CountedFunnelStage[], headers: [string, string][]) => void): void {
  const keep: Keep = { save: (body, stages, headers) => save(key, body, stages, headers) };
  (res.locals as { keepAnswer?: Keep }).keepAnswer = keep;
  const send = res.send.bind(res);
  res.send = ((body?: unknown) => {
    if (keep.store && typeof body === 'string' && res.statusCode === 200) keep.store(body);
    return send(body);
  }) as Response['send'];
}

/** The cache key of an anonymous GraphQL request, or undefined when its answer must not be shared. */
function keyOf(req: Request): string | undefined {
  // Only the GraphQL endpoint's own requests: a server-rendered page runs its queries in process
  // under the page's request, whose address and parameters say nothing about the operation.
  if (req.baseUrl !== '/graphql' || hasCredentials(req)) return undefined;
  let params: { query?: unknown; operationName?: unknown; variables?: unknown; extensions?: unknown };
  if (req.method === 'GET') params = (req.query ?? {}) as typeof params;
  else if (req.method === 'POST' && req.body && typeof req.body === 'object' && !Array.isArray(req.body)) params = req.body as typeof params;
  else return undefined;
  return [req.method, passesCsrfCheck(req), requestLocale(req.headers), stableJson(params.operationName), stableJson(params.query), stableJson(params.variables), stableJson(params.extensions)].join('\n');
}

/** Apollo's CSRF prevention: a content type that forces a preflight, or one of its headers. */
export function passesCsrfCheck(req: Request): boolean {
  const contentType = req.headers['content-type']?.split(';')[0].trim().toLowerCase();
  if (contentType && !NON_PREFLIGHTED_CONTENT_TYPES.includes(contentType)) return true;
  return Boolean(req.headers['x-apollo-operation-name'] || req.headers['apollo-require-preflight']);
}

/** JSON with object keys sorted, so `{a, b}` and `{b, a}` share a key. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${stableJson((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
