import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { ApolloServer } from '@apollo/server';
import type { Request, Response } from 'express';
import { CURRENCY_FOR_LANGUAGE, DEFAULT_LOCALE, isLocale, type Locale } from '../../../../common/locale';
import { createContext, type AppServices, type RequestContext } from '../../graphql/context';
import { translate } from '../../i18n/messages';
import { log } from '../../logger';
import { scriptsAfterLargestPaint } from './page-boot';
import { escapeHtml, pageDescription, pageHeadTags, propertyPageMeta, type PageAlternates, type PageMeta } from '../seo/seo.service';

/**
 * Server rendering of the public pages (issue 16). The renderer itself is the client's code,
 * built by Vite into dist/ssr (client/src/entry-server.tsx); this module gives it the request's
 * preferences and an in-process GraphQL executor, and puts its answer into the built index.html
 * with the page's head, status and the payload the browser hydrates from.
 */

type Theme = 'light' | 'dark';

/** Mirrors ServerPreferences in client/src/lib/server-render.ts (the bundle's contract). `chosen`: set by ?lang= now. */
export interface RenderPreferences {
  theme: Theme;
  language: Locale;
  currency: string;
  chosen: { theme: boolean; language: boolean; currency: boolean };
}

interface GraphQLResult {
  data?: Record<string, unknown> | null;
  errors?: readonly { message: string; extensions?: Record<string, unknown> }[];
}

/** What client/src/entry-server.tsx exports. */
interface Renderer {
  isServerRendered(pathname: string): boolean;
  /** The page's module as the client build's manifest names it. */
  pageSourceFor(pathname: string): string | undefined;
  render(request: {
    url: string;
    preferences: RenderPreferences;
    origin: string;
    execute(operation: { query: string; variables: Record<string, unknown>; operationName?: string }): Promise<GraphQLResult>;
  }): Promise<{ status: number; html: string; payload: string; title: string; description: string }>;
}

export const RENDERER_FILE = 'entry-server.cjs';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

const manifests = new Map<string, Record<string, ManifestChunk> | null>();

/** The client build's manifest (`.vite/manifest.json`), read once per folder; null without one. */
function clientManifest(clientDist: string): Record<string, ManifestChunk> | null {
  if (!manifests.has(clientDist)) {
    const file = path.join(clientDist, '.vite', 'manifest.json');
    manifests.set(clientDist, fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, ManifestChunk>) : null);
  }
  return manifests.get(clientDist)!;
}

/** The stylesheets index.html links (the entry's), as build paths (`assets/index-….css`). */
function linkedStylesheets(template: string): string[] {
  return [...template.matchAll(/<link rel="stylesheet"[^>]*\shref="\/([^"]+\.css)"[^>]*>/g)].map((match) => match[1]);
}

/** The chunks of the page's module and of those it imports, depth first (imports before importers); none without a manifest. */
function pageChunkGraph(clientDist: string, source: string | undefined): ManifestChunk[] {
  const manifest = clientManifest(clientDist);
  if (!manifest || !source || !manifest[source]) return [];
  const seen = new Set<string>();
  const chunks: ManifestChunk[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    for (const imported of chunk.imports ?? []) visit(imported);
    chunks.push(chunk);
  };
  visit(source);
  return chunks;
}

/**
 * The stylesheets a page needs, in the order the browser would apply them: the entry's (linked
 * in index.html), then those of the page's module and of the chunks it imports.
 */
export function pageStylesheets(clientDist: string, source: string | undefined, template: string): string[] {
  const files = linkedStylesheets(template);
  for (const chunk of pageChunkGraph(clientDist, source)) for (const css of chunk.css ?? []) if (!files.includes(css)) files.push(css);
  return files;
}

/** The page's script chunks as addresses (`/assets/….js`), for the boot script to preload beside the entry's. */
export function pageScripts(clientDist: string, source: string | undefined): string[] {
  return pageChunkGraph(clientDist, source).map((chunk) => `/${chunk.file}`);
}

interface InlineStyles {
  /** One <style> element with the stylesheets' text, in order. */
  element: string;
  /** For the Content-Security-Policy's style-src: 'sha256-…' of the element's text. */
  source: string;
  /**
   * A disabled <link> per stylesheet: neither fetched nor applied, it tells the client's module
   * loader (Vite's preload, which looks for link[rel=stylesheet][href]) that the sheet is on the
   * page already, so hydrating does not download it a second time.
   */
  markers: string[];
}

const inlineStyleCache = new Map<string, InlineStyles | null>();

/**
 * The page's stylesheets as one inline <style>, read once per set of files (their names carry a
 * hash of their content). Inline, the first paint needs nothing but the HTML: on a slow phone
 * connection each render-blocking stylesheet costs at least a round trip after the HTML, and
 * HTTP/1.1 allows six at a time. Null when a file is missing, or its text could end the element.
 */
export function inlineStyles(clientDist: string, files: string[]): InlineStyles | null {
  const key = `${clientDist}\n${files.join('\n')}`;
  if (!inlineStyleCache.has(key)) {
    const texts = files.map((file) => {
      const at = path.join(clientDist, file);
      return at.startsWith(clientDist + path.sep) && fs.existsSync(at) ? fs.readFileSync(at, 'utf8') : null;
    });
    const css = texts.every((text) => text !== null) ? texts.join('\n') : null;
    inlineStyleCache.set(
      key,
      css === null || files.length === 0 || /<\/style/i.test(css)
        ? null
        : {
            element: `<style>${css}</style>`,
            source: `'sha256-${createHash('sha256').update(css).digest('base64')}'`,
            markers: files.map((file) => `<link rel="stylesheet" crossorigin href="/${file}" disabled>`),
          },
    );
  }
  return inlineStyleCache.get(key)!;
}

/**
 * A preload of the image the page marks as its largest paint (`fetchpriority="high"`: the
 * hero, the first search card, a villa's first photo), for the top of the head: the first
 * request after the HTML, made before the parser reaches the body. The scripts wait for its
 * paint (page-boot.ts). The attributes are copied as React escaped them.
 */
export function lcpImagePreload(markup: string): string | null {
  const img = /<img\s[^>]*\bfetchpriority="high"[^>]*>/i.exec(markup)?.[0];
  const attribute = (name: string) => (img ? new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(img)?.[1] : undefined);
  const src = attribute('src');
  if (!src) return null;
  const srcset = attribute('srcset');
  const sizes = attribute('sizes');
  return `<link rel="preload" as="image" href="${src}"${srcset ? ` imagesrcset="${srcset}"` : ''}${sizes ? ` imagesizes="${sizes}"` : ''} fetchpriority="high">`;
}

/** `tag` into the head before its first script or link (after the charset and viewport). */
function beforeFirstRequest(html: string, tag: string): string {
  const head = html.indexOf('</head>');
  const at = html.slice(0, head).search(/<(script|link)\b/);
  return at < 0 ? html.replace('</head>', () => `  ${tag}\n  </head>`) : `${html.slice(0, at)}${tag}\n    ${html.slice(at)}`;
}

/** Adds `source` to the style-src of the answer's Content-Security-Policy (set by helmet in app.ts). */
function allowStyle(res: Response, source: string): void {
  const policy = res.getHeader('Content-Security-Policy');
  if (typeof policy !== 'string') return;
  res.setHeader('Content-Security-Policy', policy.replace(/(^|;)(\s*style-src)(\s[^;]*)?(?=;|$)/, (_match, start: string, name: string, sources = '') => `${start}${name}${sources} ${source}`));
}

/**
 * The template with its stylesheet links replaced by the page's stylesheets inline (see
 * inlineStyles); with linked stylesheets, as before, when they cannot be inlined.
 */
function withStyles(html: string, clientDist: string, files: string[], res: Response): string {
  const styles = inlineStyles(clientDist, files);
  const linked = linkedStylesheets(html);
  if (!styles) {
    const more = files.filter((file) => !linked.includes(file)).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`);
    return html.replace('</head>', () => `${more.map((link) => `  ${link}\n`).join('')}  </head>`);
  }
  allowStyle(res, styles.source);
  const tags = [...styles.markers, styles.element].map((tag) => `\n    ${tag}`).join('');
  let placed = false;
  const inlined = html.replace(/\s*<link rel="stylesheet"[^>]*>/g, () => {
    if (placed) return '';
    placed = true;
    return tags;
  });
  return placed ? inlined : inlined.replace('</head>', () => `${tags.trimStart()}\n  </head>`);
}

/** The built renderer, or null when the client has not been built with it. Loaded once. */
export function loadRenderer(ssrDist: string): Renderer | null {
  const file = path.join(ssrDist, RENDERER_FILE);
  if (!fs.existsSync(file)) return null;
  // A CommonJS bundle with its dependencies inside (see client/vite.config.ts).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require(file) as Renderer;
}

function cookies(req: Request): Record<string, string> {
  const found: Record<string, string> = {};
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name) found[name] = value.join('=');
  }
  return found;
}

/** `?lang=de` or `?lang=en`: the address of a page in one language (see the hreflang links). */
export function requestedLanguage(req: Request): Locale | undefined {
  const lang = req.query.lang;
  return isLocale(lang) ? lang : undefined;
}

/**
 * The preferences to render with: `?lang=` first, then the cookies the client keeps in step
 * with its local storage (theme, language, currency), then the defaults. Accept-Language is not
 * used: the browser app does not use it either, so the first paint and the app always agree.
 */
export function requestPreferences(req: Request): RenderPreferences {
  const jar = cookies(req);
  const fromQuery = requestedLanguage(req);
  const fromCookie = isLocale(jar.language) ? jar.language : undefined;
  const language = fromQuery ?? fromCookie ?? DEFAULT_LOCALE;
  const theme: Theme | undefined = jar.theme === 'dark' || jar.theme === 'light' ? jar.theme : undefined;
  // A link into the other language switches the currency too, as choosing the language does.
  const switched = fromQuery !== undefined && fromQuery !== fromCookie;
  const cookieCurrency = /^[A-Z]{3}$/.test(jar.currency ?? '') ? jar.currency : undefined;
  const currency = switched ? CURRENCY_FOR_LANGUAGE[language] : (cookieCurrency ?? CURRENCY_FOR_LANGUAGE[language]);
  return {
    theme: theme ?? 'light',
    language,
    currency,
    // Only a ?lang= link is a choice made now; cookies mirror local storage, which stays the
    // source (spec section 9): if they ever disagree, the browser switches to the stored ones.
    chosen: { theme: false, language: fromQuery !== undefined, currency: switched },
  };
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

/** Addresses of the page: canonical (in the language shown) and the hreflang alternates. */
export function pageAddresses(publicUrl: string, originalUrl: string, language: Locale): { canonical: string; alternates: PageAlternates } {
  const url = new URL(originalUrl, publicUrl);
  const base = new URL(url.pathname, publicUrl);
  url.searchParams.forEach((value, key) => key !== 'lang' && base.searchParams.append(key, value));
  const inLanguage = (lang: Locale) => {
    const address = new URL(base);
    if (lang !== DEFAULT_LOCALE) address.searchParams.set('lang', lang);
    return address.toString();
  };
  return { canonical: inLanguage(language), alternates: { en: inLanguage('en'), de: inLanguage('de'), default: base.toString() } };
}

/** The built index.html, with the document's language and theme set for the first paint. */
function documentShell(template: string, prefs: RenderPreferences): string {
  return template.replace(/<html[^>]*>/, () => `<html lang="${prefs.language}" class="${prefs.theme}">`);
}

function withHead(html: string, title: string, tags: string[]): string {
  const head = [`<title>${escapeHtml(title)}</title>`, ...tags].join('\n    ');
  return html
    .replace(/\s*<title>[\s\S]*?<\/title>/, () => '')
    .replace(/\s*<meta name="description"[^>]*>/, () => '')
    .replace("</head>", () => `  ${head}\n  </head>`);
}

/**
 * A page of its own for a fault while rendering: translated, with a reference for support and
 * a way home; no stack, no script. The built stylesheets keep it looking like the site.
 */
export function serverErrorPage(template: string | null, locale: Locale, errorId: string): string {
  const stylesheets = template?.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
  const title = translate(locale, 'page.serverError.title');
  return [
    '<!doctype html>',
    `<html lang="${locale}">`,
    '  <head>',
    '    <meta charset="UTF-8" />',
    '    <meta name="viewport" content="width=device-width, initial-scale=1" />',
    '    <meta name="robots" content="noindex" />',
    `    <title>${escapeHtml(title)}</title>`,
    ...stylesheets.map((link) => `    ${link}`),
    '  </head>',
    '  <body>',
    '    <main id="main" class="page container not-found">',
    `      <h1>${escapeHtml(title)}</h1>`,
    `      <p>${escapeHtml(translate(locale, 'page.serverError.text', { errorId }))}</p>`,
    `      <p><a class="button button--primary" href="/">${escapeHtml(translate(locale, 'page.serverError.home'))}</a></p>`,
    '    </main>',
    '  </body>',
    '</html>',
    '',
  ].join('\n');
}

export interface PageAnswer {
  status: number;
  html: string;
}

/**
 * Renders the page at `req.originalUrl` into the template: the markup in #root, the payload
 * beside it, and the head. Public pages only (the caller asks isServerRendered first).
 */
export async function renderPage(renderer: Renderer, apollo: ApolloServer<RequestContext>, services: AppServices, template: string, req: Request, res: Response): Promise<PageAnswer> {
  const preferences = requestPreferences(req);
  const { language } = preferences;
  const ctx = anonymousContext(services, req, res, language);
  const { publicUrl } = services.config;
  const faults: string[] = [];

  const page = await renderer.render({
    url: req.originalUrl,
    preferences,
    origin: new URL(publicUrl).origin,
    async execute(operation) {
      const response = await apollo.executeOperation<Record<string, unknown>>(operation, { contextValue: ctx });
      if (response.body.kind !== 'single') throw new Error('Incremental GraphQL results are not expected in a server render');
      const { data, errors } = response.body.singleResult;
      for (const error of errors ?? []) {
        if (error.extensions?.code === 'INTERNAL_SERVER_ERROR') faults.push(String(error.extensions.errorId ?? ''));
      }
      return { data, errors };
    },
  });
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
  const preload = lcpImagePreload(page.html);
  const html = withHead(preload ? beforeFirstRequest(shell, preload) : shell, page.title, tags).replace(
    '<div id="root"></div>',
    // aria-disabled until the page has hydrated (PageInteractive in the client lifts it).
    () => `<div id="root" aria-disabled="true">${page.html}</div>\n    <script type="application/json" id="ssr-payload">${page.payload}</script>`,
  );
  return { status: page.status, html };
}

/** The empty shell of a browser-only page (account, checkout, admin), in the visitor's language and theme. */
export function shellPage(template: string, req: Request): string {
  return documentShell(template, requestPreferences(req));
}

export function logRenderFault(error: unknown): string {
  const errorId = randomUUID();
  log().error({ err: error, errorId }, 'server render failed');
  return errorId;
}
