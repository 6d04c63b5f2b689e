import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Response } from 'express';

/**
 * The client build's files a server-rendered page needs: its stylesheets (inlined into the page)
 * and its script chunks (preloaded by the boot script), found in Vite's manifest.
 */

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

/** Adds `source` to the style-src of the answer's Content-Security-Policy (set by helmet in app.ts). */
function allowStyle(res: Response, source: string): void {
  const policy = res.getHeader('Content-Security-Policy');
  if (typeof policy !== 'string') return;
  res.setHeader('Content-Security-Policy', policy.replace(/(^|;)(\s*style-src)(\s[^;]*)?(?=;|$)/, (_match, start: string, name: string, sources = '') => `${start}${name}${sources} ${source}`));
}

/**
 * The template with its stylesheet links replaced by the page's stylesheets inline (see
 * inlineStyles), allowed by the answer's Content-Security-Policy; with linked stylesheets, as
 * before, when they cannot be inlined.
 */
export function withStyles(html: string, clientDist: string, files: string[], res: Response): string {
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
