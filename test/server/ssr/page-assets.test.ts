import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Response } from 'express';
import { inlineStyles, pageScripts, pageStylesheets, withStyles } from '../../../server/src/modules/ssr/page-assets';

/** The build's files a server-rendered page needs: its stylesheets, inlined, and its script chunks. */

const TEMPLATE = [
  '<html lang="en">',
  '  <head>',
  '    <script type="module" crossorigin src="/assets/index-1.js"></script>',
  '    <link rel="stylesheet" crossorigin href="/assets/index-1.css">',
  '  </head>',
  '  <body><div id="root"></div></body>',
  '</html>',
].join('\n');

const STYLES: Record<string, string> = {
  'assets/index-1.css': 'body{margin:0}',
  'assets/shared-1.css': '.card{padding:1rem}',
  'assets/Villa-1.css': '.gallery{display:grid}',
};

/** A client build of its own: index.html's entry, a villa page importing a shared chunk, and their stylesheets. */
function clientBuild(extra: Record<string, string> = {}): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'client-dist-'));
  const manifest = {
    'src/main.tsx': { file: 'assets/index-1.js', css: ['assets/index-1.css'] },
    'src/pages/Villa.tsx': { file: 'assets/Villa-1.js', css: ['assets/Villa-1.css'], imports: ['_shared-1.js', 'src/main.tsx'] },
    '_shared-1.js': { file: 'assets/shared-1.js', css: ['assets/shared-1.css'], imports: ['src/main.tsx'] },
  };
  fs.mkdirSync(path.join(dist, '.vite'), { recursive: true });
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  for (const [file, css] of Object.entries({ ...STYLES, ...extra })) fs.writeFileSync(path.join(dist, file), css);
  return dist;
}

/** An answer with the policy helmet sets, recording the one the page leaves. */
function answer(): Response & { policy: () => string } {
  let policy = "default-src 'self';style-src 'self' https:;script-src 'self'";
  return { getHeader: () => policy, setHeader: (_name: string, value: string) => void (policy = value), policy: () => policy } as unknown as Response & { policy: () => string };
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe("a page's stylesheets and scripts", () => {
  it("are the entry's, then the page's own and those of the chunks it imports, imports first", () => {
    const dist = clientBuild();
    expect(pageStylesheets(dist, 'src/pages/Villa.tsx', TEMPLATE)).toEqual(['assets/index-1.css', 'assets/shared-1.css', 'assets/Villa-1.css']);
    expect(pageScripts(dist, 'src/pages/Villa.tsx')).toEqual(['/assets/index-1.js', '/assets/shared-1.js', '/assets/Villa-1.js']);
  });

  it("are the entry's alone for a page the manifest does not know, or without a manifest", () => {
    const dist = clientBuild();
    expect(pageStylesheets(dist, 'src/pages/Nowhere.tsx', TEMPLATE)).toEqual(['assets/index-1.css']);
    expect(pageScripts(dist, undefined)).toEqual([]);
    const bare = fs.mkdtempSync(path.join(os.tmpdir(), 'client-dist-'));
    expect(pageStylesheets(bare, 'src/pages/Villa.tsx', TEMPLATE)).toEqual(['assets/index-1.css']);
  });
});

describe('inlined stylesheets', () => {
  it('are one <style> with the sheets in order, allowed by its hash in the policy, and a disabled link per sheet for the module loader', () => {
    const dist = clientBuild();
    const files = pageStylesheets(dist, 'src/pages/Villa.tsx', TEMPLATE);
    const css = files.map((file) => STYLES[file]).join('\n');
    expect(inlineStyles(dist, files)).toEqual({
      element: `<style>${css}</style>`,
      source: sha256(css),
      markers: files.map((file) => `<link rel="stylesheet" crossorigin href="/${file}" disabled>`),
    });

    const res = answer();
    const html = withStyles(TEMPLATE, dist, files, res);
    expect(html).toContain(`<style>${css}</style>`);
    expect(html).not.toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/index-1.css">/);
    expect(res.policy()).toBe(`default-src 'self';style-src 'self' https: ${sha256(css)};script-src 'self'`);
  });

  it('stay linked when a sheet is missing or could end the <style> element, and the policy is left alone', () => {
    const broken = clientBuild({ 'assets/Villa-1.css': '.x{content:"</style><script>"}' });
    const files = pageStylesheets(broken, 'src/pages/Villa.tsx', TEMPLATE);
    expect(inlineStyles(broken, files)).toBeNull();
    const res = answer();
    const html = withStyles(TEMPLATE, broken, files, res);
    expect(html).not.toContain('<style>');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/Villa-1.css">');
    expect(res.policy()).toBe("default-src 'self';style-src 'self' https:;script-src 'self'");

    const missing = clientBuild();
    fs.rmSync(path.join(missing, 'assets', 'shared-1.css'));
    expect(inlineStyles(missing, ['assets/index-1.css', 'assets/shared-1.css'])).toBeNull();
    expect(inlineStyles(missing, ['../outside.css'])).toBeNull();
  });
});
