import type { Request } from 'express';
import { DEFAULT_LOCALE, type Locale } from '../../../../common/locale';
import { translate } from '../../i18n/messages';
import { escapeHtml, type PageAlternates } from '../seo/seo.service';
import { requestPreferences, type RenderPreferences } from './preferences';

/** The HTML documents pages are answered with: the built index.html filled in, and the page for a fault. */

/** The built index.html, with the document's language and theme set for the first paint. */
export function documentShell(template: string, prefs: RenderPreferences): string {
  return template.replace(/<html[^>]*>/, () => `<html lang="${prefs.language}" class="${prefs.theme}">`);
}

/** The empty shell of a browser-only page (account, checkout, admin), in the visitor's language and theme. */
export function shellPage(template: string, req: Request): string {
  return documentShell(template, requestPreferences(req));
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

/**
 * A preload of the image the page marks as its largest paint (`fetchpriority="high"`: the
 * hero, the first search card, a villa's first photo), for the top of the head: the first
 * request after the HTML, made before the parser reaches the body. The scripts wait for its
 * paint (page-boot.ts). The attributes are copied as React escaped them.
 *
 * In a `<picture>` the browser takes the first `<source>` whose type it supports (AVIF for an
 * uploaded photo), not the `<img>`'s own file, so the preload names that source with its type:
 * a browser without AVIF skips the preload rather than fetching a file it would not show.
 */
export function lcpImagePreload(markup: string): string | null {
  const found = /<img\s[^>]*\bfetchpriority="high"[^>]*>/i.exec(markup);
  if (!found) return null;
  const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
  const img = found[0];
  const src = attribute(img, 'src');
  if (!src) return null;
  const before = markup.slice(0, found.index);
  const pictureAt = before.lastIndexOf('<picture');
  const source = pictureAt > before.lastIndexOf('</picture>') ? /<source\s[^>]*>/i.exec(before.slice(pictureAt))?.[0] : undefined;
  const srcset = source ? attribute(source, 'srcset') : attribute(img, 'srcset');
  const sizes = source ? attribute(source, 'sizes') : attribute(img, 'sizes');
  const type = source && srcset ? attribute(source, 'type') : undefined;
  return `<link rel="preload" as="image" href="${src}"${srcset ? ` imagesrcset="${srcset}"` : ''}${sizes ? ` imagesizes="${sizes}"` : ''}${type ? ` type="${type}"` : ''} fetchpriority="high">`;
}

/** `tag` into the head before its first script or link (after the charset and viewport). */
function beforeFirstRequest(html: string, tag: string): string {
  const head = html.indexOf('</head>');
  const at = html.slice(0, head).search(/<(script|link)\b/);
  return at < 0 ? html.replace('</head>', () => `  ${tag}\n  </head>`) : `${html.slice(0, at)}${tag}\n    ${html.slice(at)}`;
}

/** The page's title and head tags in place of the template's title and description. */
function withHead(html: string, title: string, tags: string[]): string {
  const head = [`<title>${escapeHtml(title)}</title>`, ...tags].join('\n    ');
  return html
    .replace(/\s*<title>[\s\S]*?<\/title>/, () => '')
    .replace(/\s*<meta name="description"[^>]*>/, () => '')
    .replace("</head>", () => `  ${head}\n  </head>`);
}

/**
 * A rendered page in its document shell: the title, the head tags and a preload of its largest
 * image in the head, its markup in #root and the payload the browser hydrates from beside it.
 */
export function renderedDocument(shell: string, page: { html: string; payload: string; title: string }, tags: string[]): string {
  const preload = lcpImagePreload(page.html);
  return withHead(preload ? beforeFirstRequest(shell, preload) : shell, page.title, tags).replace(
    '<div id="root"></div>',
    // aria-disabled until the page has hydrated (PageInteractive in the client lifts it).
    () => `<div id="root" aria-disabled="true">${page.html}</div>\n    <script type="application/json" id="ssr-payload">${page.payload}</script>`,
  );
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
