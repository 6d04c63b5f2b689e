import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { RequestHandler } from 'express';
import type { AppServices } from '../../graphql/context';
import type { SiteServices } from '../feature-module';
import { RETRY_AFTER_SECONDS } from '../../errors';
import { serverErrorPage, shellPage } from './page-document';
import { requestPreferences } from './preferences';
import { createOperationCache } from './operation-cache';
import { createPageCache } from './page-cache';
import { funnelCounts } from '../../ops/funnel-counts';
import { loadRenderer, logRenderFault, renderPage } from './ssr.service';

/**
 * The answer for every page address (the SPA fallback): public pages rendered on the server
 * with their status (200, or 404 for unknown addresses and villas), browser-only pages as the
 * client's shell, and a friendly 500 page when rendering fails. Without a built renderer every
 * page is the shell, as before server rendering.
 */
export function pageHandler(services: SiteServices): RequestHandler {
  const { clientDist, ssrDist } = services.config;
  const indexHtml = path.join(clientDist, 'index.html');
  const renderer = loadRenderer(ssrDist);
  const cache = createPageCache(services.config.pageCacheMs, (stages) => stages.forEach((stage) => funnelCounts(services.db).add(stage)));
  const operations = createOperationCache(services.config.pageCacheMs);
  services.onCatalogueChange(cache.clear);
  services.onCatalogueChange(operations.clear);
  // The built index.html, read once it exists (the build's manifest and stylesheets are read once too: page-assets.ts).
  let built: string | null = null;
  const pageTemplate = async () => {
    built ??= await readFile(indexHtml, 'utf8').catch(() => null);
    return built;
  };
  const turn = renderTurns(services.config.renderConcurrency);
  return async (req, res) => {
    const template = await pageTemplate();
    if (template === null) {
      res.status(503).type('text/plain').send('The client is not built yet: run `npm run build` (or `npm run dev` for development).');
      return;
    }
    // Pages follow the visitor's language, theme and currency cookies; revalidated on every visit.
    res.setHeader('Cache-Control', 'no-cache');
    res.vary('Cookie');
    if (!renderer || !renderer.isServerRendered(req.path)) {
      res.type('html').send(shellPage(template, req));
      return;
    }
    const preferences = requestPreferences(req);
    if (cache.replay(req.originalUrl, preferences, res)) return;
    if (await cache.replayWhenRendered(req.originalUrl, preferences, res)) return;
    const rendered = cache.rendering(req.originalUrl, preferences);
    const release = await turn();
    try {
      const page = await renderPage(renderer, services.graphql, operations, services, template, req, res);
      if (page.status === 503) res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
      cache.keep(req.originalUrl, preferences, page, res);
      res.status(page.status).type('html').send(page.html);
    } catch (error) {
      const errorId = logRenderFault(error);
      res.status(500).type('html').send(serverErrorPage(template, preferences.language, errorId));
    } finally {
      release();
      rendered();
    }
  };
}

/**
 * At most `limit` renders at once (RENDER_CONCURRENCY; 0: no limit), the others waiting in the
 * order they came: `await turn()` gives the function that ends the turn.
 */
function renderTurns(limit: number): () => Promise<() => void> {
  let active = 0;
  const waiting: (() => void)[] = [];
  const end = () => {
    const next = waiting.shift();
    if (next) next();
    else active -= 1;
  };
  return async () => {
    if (limit <= 0) return () => undefined;
    if (active >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else active += 1;
    return end;
  };
}

/** Whether villa pages are rendered here (then the SEO router leaves them alone). */
export function rendersPages(services: AppServices): boolean {
  return loadRenderer(services.config.ssrDist) !== null;
}
