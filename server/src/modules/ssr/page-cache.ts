import type { Response } from 'express';
import type { CountedFunnelStage } from '../../../../common/insights';
import { onCompressed, preferredEncoding, type Encoding } from '../../compression';
import { stagesCounted } from '../../ops/funnel-counts';
import type { RenderPreferences } from './preferences';
import type { PageAnswer } from './ssr.service';

/** Most bytes of pages kept; the oldest go first. */
const MAX_BYTES = 96 * 1024 * 1024;
/** The headers a page's render sets that belong to the page (its style hash joins the policy); replayed with it. */
const PAGE_HEADERS = ['Content-Security-Policy'] as const;

interface Entry {
  status: number;
  html: string;
  headers: [string, string][];
  /** The funnel stages its render counted (a villa view), counted again on each replay. */
  stages: CountedFunnelStage[];
  /** The page compressed, per encoding, as it was first sent in that encoding: later replays send these bytes as they are. */
  encoded: Partial<Record<Encoding, Buffer>>;
  /** The bytes held: the page and its compressed copies. */
  bytes: number;
  expiresAt: number;
}

export interface PageCache {
  /** Answers from memory when the same page in the same preferences was rendered less than `ttlMs` ago; true when it did. */
  replay(url: string, preferences: RenderPreferences, res: Response): boolean;
  /**
   * When the same page is being rendered for another request (and pages are kept), waits for that
   * render and replays it: true when it did. False at once when no render of it is under way, and
   * after it when that render was not kept (a fault page): the caller renders it then.
   */
  replayWhenRendered(url: string, preferences: RenderPreferences, res: Response): Promise<boolean>;
  /** Says a render of this page is under way until the returned function is called, so the same page asked meanwhile waits for it. */
  rendering(url: string, preferences: RenderPreferences): () => void;
  /** Keeps a rendered page (200 or 404; never a fault page), and the bytes it is sent as: call it before sending the page. */
  keep(url: string, preferences: RenderPreferences, page: PageAnswer, res: Response): void;
  /** Forgets every page: a write in this instance may have changed one. */
  clear(): void;
}

/**
 * Server-rendered pages, kept per instance for `ttlMs` (PAGE_CACHE, in production as long as the
 * GraphQL answers they are made of are kept). A page is rendered for an anonymous visitor whatever
 * the request carries (ssr.service.ts), so it depends only on its address and the visitor's
 * preferences (language, theme, currency, and whether a link just chose them), which are the key:
 * the home page or a villa page asked by many visitors is rendered once, not once per visit.
 * A write in this instance empties it, as it empties the response cache; other instances see a
 * change after at most `ttlMs`. Zero turns it off (the default outside production). A replayed page counts
 * the funnel stages its render counted, through `onReplay`, as a rendered one does.
 *
 * A page asked while it is being rendered for another visitor waits for that render and is replayed
 * (replayWhenRendered, rendering): when a page's kept copy has expired, or the instance has just
 * started, the visitors who ask for it at once cost one render, not one each.
 */
export function createPageCache(ttlMs: number, onReplay: (stages: readonly CountedFunnelStage[]) => void): PageCache {
  const entries = new Map<string, Entry>();
  /** Renders under way, by key: settled when the render has ended (kept or not). */
  const underWay = new Map<string, Promise<void>>();
  let bytes = 0;
  const keyOf = (url: string, preferences: RenderPreferences) => JSON.stringify([url, preferences]);
  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.bytes;
    entries.delete(key);
  };
  /** Keeps the bytes the compression middleware sends this answer as, for the next replays in that encoding. */
  const keepCompressed = (key: string, entry: Entry, res: Response) =>
    onCompressed(res, (encoding, body) => {
      if (entries.get(key) !== entry || entry.encoded[encoding]) return;
      entry.encoded[encoding] = body;
      entry.bytes += body.length;
      bytes += body.length;
    });
  const cache: PageCache = {
    async replayWhenRendered(url, preferences, res) {
      const render = ttlMs > 0 ? underWay.get(keyOf(url, preferences)) : undefined;
      if (!render) return false;
      await render;
      return cache.replay(url, preferences, res);
    },
    rendering(url, preferences) {
      if (ttlMs <= 0) return () => undefined;
      const key = keyOf(url, preferences);
      let done!: () => void;
      const render = new Promise<void>((resolve) => (done = resolve));
      underWay.set(key, render);
      return () => {
        if (underWay.get(key) === render) underWay.delete(key);
        done();
      };
    },
    replay(url, preferences, res) {
      if (ttlMs <= 0) return false;
      const key = keyOf(url, preferences);
      const entry = entries.get(key);
      if (!entry) return false;
      if (entry.expiresAt <= Date.now()) {
        remove(key);
        return false;
      }
      if (entry.stages.length) onReplay(entry.stages);
      for (const [name, value] of entry.headers) res.setHeader(name, value);
      res.status(entry.status).type('html');
      const encoding = preferredEncoding(res.req.headers['accept-encoding']);
      const encoded = encoding && entry.encoded[encoding];
      if (encoding && encoded) {
        // As the compression middleware answers (compression.ts), without compressing again.
        res.vary('Accept-Encoding');
        res.setHeader('Content-Encoding', encoding);
        res.send(encoded);
      } else {
        keepCompressed(key, entry, res);
        res.send(entry.html);
      }
      return true;
    },
    keep(url, preferences, page, res) {
      if (ttlMs <= 0 || (page.status !== 200 && page.status !== 404) || page.html.length > MAX_BYTES / 16) return;
      const key = keyOf(url, preferences);
      remove(key);
      while (bytes + page.html.length > MAX_BYTES && entries.size) remove(entries.keys().next().value!);
      const headers: [string, string][] = [];
      for (const name of PAGE_HEADERS) {
        const value = res.getHeader(name);
        if (value !== undefined) headers.push([name, String(value)]);
      }
      const entry: Entry = { status: page.status, html: page.html, headers, stages: stagesCounted(res), encoded: {}, bytes: page.html.length, expiresAt: Date.now() + ttlMs };
      entries.set(key, entry);
      bytes += page.html.length;
      keepCompressed(key, entry, res);
    },
    clear() {
      entries.clear();
      bytes = 0;
    },
  };
  return cache;
}
