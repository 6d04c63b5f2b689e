import { getOperationAST, parse } from 'graphql';
import { isCatalogueOperation } from '../../graphql/catalogue-cache';

/** Most answers kept; the oldest go first. The site-wide queries are a handful per language. */
const MAX_ENTRIES = 200;
/** Root fields that count a funnel stage when read (a search, a villa view: property.resolver.ts): never kept. */
const COUNTING_FIELDS = new Set(['properties', 'property']);

export interface RenderOperation {
  query: string;
  variables: Record<string, unknown>;
  operationName?: string;
}

export interface RenderResult {
  data?: Record<string, unknown> | null;
  errors?: readonly { message: string; extensions?: Record<string, unknown> }[];
}

export interface OperationCache {
  /** The answer of `operation` in `language`: from memory when kept, else from `run` (and kept when it may be). */
  execute(language: string, operation: RenderOperation, run: () => Promise<RenderResult>): Promise<RenderResult>;
  /** Forgets every answer: a write in this instance may have changed one. */
  clear(): void;
}

/**
 * The answers of the queries every server-rendered page asks, whatever the page: the header, the
 * footer, the chat button, the site's name and the currencies. Kept per instance for `ttlMs`
 * (PAGE_CACHE, like the pages), so a page that is not kept itself (a villa nobody opened in the
 * last seconds) costs only its own data. Only catalogue queries without variables are kept
 * (catalogue-cache.ts: the same answer for every visitor in a language, and renders are anonymous
 * anyway, ssr.service.ts), answered without errors, and none that counts a funnel stage. A write
 * in this instance empties it, with the pages. Zero turns it off.
 */
export function createOperationCache(ttlMs: number): OperationCache {
  const entries = new Map<string, { json: string; expiresAt: number }>();
  /** Per query text: whether its answer may be kept (parsed once; the renderer's queries are a fixed set). */
  const keepable = new Map<string, boolean>();
  const mayKeep = (query: string) => {
    let known = keepable.get(query);
    if (known === undefined) {
      let operation;
      try {
        operation = getOperationAST(parse(query));
      } catch {
        return false; // not a document: Apollo answers its errors
      }
      known = Boolean(operation && isCatalogueOperation(operation) && !operation.selectionSet.selections.some((field) => field.kind === 'Field' && COUNTING_FIELDS.has(field.name.value)));
      if (keepable.size < MAX_ENTRIES) keepable.set(query, known);
    }
    return known;
  };
  return {
    async execute(language, operation, run) {
      if (ttlMs <= 0 || Object.keys(operation.variables ?? {}).length > 0 || !mayKeep(operation.query)) return run();
      const key = `${language}\n${operation.query}`;
      const entry = entries.get(key);
      // Each render gets its own copy: Apollo Client keeps what it is given.
      if (entry && entry.expiresAt > Date.now()) return JSON.parse(entry.json) as RenderResult;
      const result = await run();
      if (result.errors?.length || !result.data) return result;
      entries.delete(key);
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      entries.set(key, { json: JSON.stringify(result), expiresAt: Date.now() + ttlMs });
      return result;
    },
    clear() {
      entries.clear();
    },
  };
}
