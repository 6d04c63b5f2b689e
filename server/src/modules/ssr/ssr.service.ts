import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { ApolloServer } from '@apollo/server';
import type { Request, Response } from 'express';
import type { Locale } from '../../../../common/locale';
import { createContext, type AppServices, type RequestContext } from '../../graphql/context';
import { log } from '../../logger';
import { recordRenderPasses } from '../../ops/metrics';
import { pageDescription, pageHeadTags, propertyPageMeta, type PageMeta } from '../seo/seo.service';
import { scriptsAfterLargestPaint } from './page-boot';
import { pageScripts, pageStylesheets, withStyles } from './page-assets';
import type { OperationCache, RenderOperation, RenderResult } from './operation-cache';
import { documentShell, pageAddresses, renderedDocument, serverErrorPage } from './page-document';
import { requestPreferences, type RenderPreferences } from './preferences';

/**
 * Server rendering of the public pages. The renderer itself is the client's code, built by Vite
 * into dist/ssr (client/src/entry-server.tsx); this module gives it the request's preferences
 * (preferences.ts) and an in-process GraphQL executor, and puts its answer into the built
 * index.html (page-document.ts) with the page's stylesheets and scripts (page-assets.ts,
 * page-boot.ts), head, status and the payload the browser hydrates from.
 */

/** What client/src/entry-server.tsx exports. */
interface Renderer {
  isServerRendered(pathname: string): boolean;
  /** The page's module as the client build's manifest names it. */
  pageSourceFor(pathname: string): string | undefined;
  render(request: {
    url: string;
    preferences: RenderPreferences;
    origin: string;
    execute(operation: RenderOperation): Promise<RenderResult>;
  }): Promise<{ status: number; html: string; payload: string; title: string; description: string; passes: number }>;
}

export const RENDERER_FILE = 'entry-server.cjs';

/** The built renderer, or null when the client has not been built with it. Loaded once. */
export function loadRenderer(ssrDist: string): Renderer | null {
  const file = path.join(ssrDist, RENDERER_FILE);
  if (!fs.existsSync(file)) return null;
  // A CommonJS bundle with its dependencies inside (see client/vite.config.ts).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require(file) as Renderer;
}

/**
 * A context for the render's GraphQL: always an anonymous visitor in the page's language, even
 * when the request carries a session cookie, so no visitor's data can enter the HTML.
 */
function anonymousContext(services: AppServices, req: Request, res: Response, locale: Locale): RequestContext {
  const ctx = createContext(services, req, res);
  ctx.user = null;
  ctx.sessionId = '';
  ctx.locale = locale;
  return ctx;
}

export interface PageAnswer {
  status: number;
  html: string;
}

/**
 * Renders the page at `req.originalUrl` into the template: the markup in #root, the payload
 * beside it, and the head. Public pages only (the caller asks isServerRendered first). The
 * site-wide queries are answered from `operations` when it keeps them.
 */
export async function renderPage(renderer: Renderer, apollo: ApolloServer<RequestContext>, operations: OperationCache, services: AppServices, template: string, req: Request, res: Response): Promise<PageAnswer> {
  const preferences = requestPreferences(req);
  const { language } = preferences;
  const ctx = anonymousContext(services, req, res, language);
  const { publicUrl } = services.config;
  const faults: string[] = [];
  let unavailable = false;

  const page = await renderer.render({
    url: req.originalUrl,
    preferences,
    origin: new URL(publicUrl).origin,
    async execute(operation) {
      const { data, errors } = await operations.execute(language, operation, async () => {
        const response = await apollo.executeOperation<Record<string, unknown>>(operation, { contextValue: ctx });
        if (response.body.kind !== 'single') throw new Error('Incremental GraphQL results are not expected in a server render');
        return response.body.singleResult;
      });
      for (const error of errors ?? []) {
        if (error.extensions?.code === 'INTERNAL_SERVER_ERROR') faults.push(String(error.extensions.errorId ?? ''));
        if (error.extensions?.code === 'SERVICE_UNAVAILABLE') unavailable = true;
      }
      return { data, errors };
    },
  });
  recordRenderPasses(page.passes);
  if (unavailable) {
    // The database is busy or down: a page to try again shortly (503, Retry-After), never a
    // "not found" for a villa that exists, nor a page to keep.
    return { status: 503, html: serverErrorPage(template, language, randomUUID()) };
  }
  if (faults.length > 0) {
    // The data the page needs could not be read: the visitor gets the fault page, not a half page.
    const errorId = faults[0] || randomUUID();
    return { status: 500, html: serverErrorPage(template, language, errorId) };
  }

  const { canonical, alternates } = pageAddresses(publicUrl, req.originalUrl, language);
  const villaId = /^\/property\/([^/]+)$/.exec(req.path)?.[1];
  const villa = villaId && page.status === 200 ? await propertyPageMeta(ctx, decodeURIComponent(villaId)) : null;
  const meta: PageMeta = villa
    ? { ...villa, url: canonical }
    : { title: page.title, description: pageDescription(page.description), url: canonical, image: null, type: 'website' };
  // A not-found page is not a page of the site: no description, links or preview, and not indexed.
  const tags = page.status === 200 ? pageHeadTags(meta, services.config.company.name, language, alternates) : ['<meta name="robots" content="noindex" />'];
  const { clientDist } = services.config;
  const source = renderer.pageSourceFor(req.path);
  const shell = scriptsAfterLargestPaint(withStyles(documentShell(template, preferences), clientDist, pageStylesheets(clientDist, source, template), res), pageScripts(clientDist, source));
  return { status: page.status, html: renderedDocument(shell, page, tags) };
}

export function logRenderFault(error: unknown): string {
  const errorId = randomUUID();
  log().error({ err: error, errorId }, 'server render failed');
  return errorId;
}
