import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ApolloServer } from '@apollo/server';
import type { RequestHandler } from 'express';
import type { AppServices, RequestContext } from '../../graphql/context';
import { serverErrorPage, shellPage } from './page-document';
import { requestPreferences } from './preferences';
import { loadRenderer, logRenderFault, renderPage } from './ssr.service';

/**
 * The answer for every page address (the SPA fallback): public pages rendered on the server
 * with their status (200, or 404 for unknown addresses and villas), browser-only pages as the
 * client's shell, and a friendly 500 page when rendering fails. Without a built renderer every
 * page is the shell, as before server rendering.
 */
export function pageHandler(services: AppServices, apollo: ApolloServer<RequestContext>): RequestHandler {
  const { clientDist, ssrDist } = services.config;
  const indexHtml = path.join(clientDist, 'index.html');
  const renderer = loadRenderer(ssrDist);
  return async (req, res) => {
    const template = await readFile(indexHtml, 'utf8').catch(() => null);
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
    try {
      const page = await renderPage(renderer, apollo, services, template, req, res);
      res.status(page.status).type('html').send(page.html);
    } catch (error) {
      const errorId = logRenderFault(error);
      res.status(500).type('html').send(serverErrorPage(template, requestPreferences(req).language, errorId));
    }
  };
}

/** Whether villa pages are rendered here (then the SEO router leaves them alone). */
export function rendersPages(services: AppServices): boolean {
  return loadRenderer(services.config.ssrDist) !== null;
}
