import { createHash } from 'node:crypto';

/**
 * How a server-rendered page loads its scripts: after its largest image has painted.
 *
 * The page is readable without them (they only make it interactive), so on a slow phone line the
 * hero, the first search card or the villa's first photo gets the connection to itself instead
 * of sharing it with about 180 KB of module chunks, and the main thread draws it before it starts
 * compiling them. The scripts start at the frame after that image has loaded (or failed), at the
 * latest IMAGE_WAIT_MS after the HTML was parsed, so a slow photo never keeps a page dead for
 * long; a page without such an image starts them after its first frame.
 *
 * The boot script's text is fixed (its address list comes in a JSON element beside it), so the
 * Content-Security-Policy allows it by one constant hash and scripts stay 'self' otherwise.
 */
const IMAGE_WAIT_MS = 1500;

export const PAGE_SCRIPTS_ID = 'page-scripts';

export const PAGE_BOOT_SCRIPT = [
  `const { entry, preload } = JSON.parse(document.getElementById('${PAGE_SCRIPTS_ID}').textContent);`,
  'let started = false;',
  'const start = () => {',
  '  if (started) return;',
  '  started = true;',
  '  for (const href of preload) {',
  "    const link = document.createElement('link');",
  "    link.rel = 'modulepreload';",
  "    link.crossOrigin = '';",
  '    link.href = href;',
  '    document.head.append(link);',
  '  }',
  '  import(entry);',
  '};',
  'const afterPaint = () => requestAnimationFrame(() => setTimeout(start));',
  `const image = document.querySelector('#root img[fetchpriority="high"]');`,
  'if (image && !image.complete) {',
  "  image.addEventListener('load', afterPaint);",
  "  image.addEventListener('error', afterPaint);",
  `  setTimeout(start, ${IMAGE_WAIT_MS});`,
  '} else afterPaint();',
].join('\n');

/** For the Content-Security-Policy's script-src. */
export const PAGE_BOOT_SOURCE = `'sha256-${createHash('sha256').update(PAGE_BOOT_SCRIPT).digest('base64')}'`;

/** The module script and modulepreload links Vite wrote into index.html. */
function viteScripts(html: string): { entry: string | undefined; preload: string[] } {
  const entry = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/.exec(html)?.[1];
  const preload = [...html.matchAll(/<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g)].map((match) => match[1]);
  return { entry, preload };
}

/**
 * The template with Vite's script tags replaced by the boot script, which loads the entry and
 * preloads its chunks and the page's (`pageChunks`) once the largest image has painted.
 * Unchanged when the template has no module script (a development shell).
 */
export function scriptsAfterLargestPaint(html: string, pageChunks: string[]): string {
  const { entry, preload } = viteScripts(html);
  if (!entry) return html;
  const addresses = { entry, preload: [...new Set([...preload, ...pageChunks])].filter((href) => href !== entry) };
  const stripped = html.replace(/\s*<script type="module"[^>]*\ssrc="[^"]+"[^>]*><\/script>/, '').replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
  const json = JSON.stringify(addresses).replace(/</g, '\\u003c');
  const tags = `    <script type="application/json" id="${PAGE_SCRIPTS_ID}">${json}</script>\n    <script type="module">${PAGE_BOOT_SCRIPT}</script>\n`;
  return stripped.replace('</body>', () => `${tags}  </body>`);
}
