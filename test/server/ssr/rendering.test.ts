import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RENDERER_FILE } from '../../../server/src/modules/ssr/ssr.service';
import { signUp } from '../../helpers/accounts';
import { startTestApp, type TestApp } from '../../helpers/test-app';

/**
 * Rendering a page on the server with a renderer bundle of the test's own in place of the
 * client's build: what the server does with the request (preferences, an anonymous in-process
 * GraphQL, status) and with the renderer's answer (the document), without `npm run build`.
 */

const TEMPLATE = [
  '<!doctype html>',
  '<html lang="en">',
  '  <head>',
  '    <meta charset="UTF-8" />',
  '    <title>Villa Holidays</title>',
  '    <script type="module" crossorigin src="/assets/index-1.js"></script>',
  '    <link rel="stylesheet" crossorigin href="/assets/index-1.css">',
  '  </head>',
  '  <body>',
  '    <div id="root"></div>',
  '  </body>',
  '</html>',
].join('\n');

/**
 * Renders `/`, `/missing` (404) and `/throws` (the renderer fails); `/` shows the preferences it
 * was given and what its GraphQL query answered. Every other address is a browser-only page.
 */
const RENDERER = `
module.exports = {
  isServerRendered: (pathname) => ['/', '/missing', '/throws'].includes(pathname),
  pageSourceFor: (pathname) => (pathname === '/' ? 'src/pages/Home.tsx' : undefined),
  async render({ url, preferences, execute }) {
    if (url.startsWith('/throws')) throw new Error('render failed in /srv/app/secret.ts:12');
    const result = await execute({ query: '{ me { name } currencies { code } }', variables: {} });
    const html = '<h1>' + preferences.language + ' ' + preferences.theme + ' ' + preferences.currency + '</h1>'
      + '<p id="data">' + JSON.stringify(result.data) + '</p>' + (result.errors ? '<p id="errors">' + result.errors.length + '</p>' : '')
      + '<img alt="" src="/hero.jpg" fetchpriority="high">';
    return { status: url.startsWith('/missing') ? 404 : 200, html, payload: JSON.stringify({ preferences }), title: 'Hand-picked villas', description: 'Villas by the sea.' };
  },
};
`;

let app: TestApp;
beforeAll(async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ssr-render-'));
  const [client, ssr] = [path.join(root, 'client'), path.join(root, 'ssr')];
  fs.mkdirSync(path.join(client, 'assets'), { recursive: true });
  fs.mkdirSync(path.join(client, '.vite'));
  fs.mkdirSync(ssr);
  fs.writeFileSync(path.join(client, 'index.html'), TEMPLATE);
  fs.writeFileSync(path.join(client, 'assets', 'index-1.css'), 'body{margin:0}');
  fs.writeFileSync(path.join(client, 'assets', 'Home-1.css'), '.hero{height:60vh}');
  fs.writeFileSync(path.join(client, '.vite', 'manifest.json'), JSON.stringify({ 'src/pages/Home.tsx': { file: 'assets/Home-1.js', css: ['assets/Home-1.css'] } }));
  fs.writeFileSync(path.join(ssr, RENDERER_FILE), RENDERER);
  app = await startTestApp({ PUBLIC_URL: 'https://villas.example', CLIENT_DIST: client, SSR_DIST: ssr });
});
afterAll(() => app?.close());

const rootOf = (html: string) => /<div id="root" aria-disabled="true">([\s\S]*)<\/div>\s*<script type="application\/json" id="ssr-payload">/.exec(html)?.[1] ?? '';
const dataOf = (html: string) => JSON.parse(/<p id="data">(.*?)<\/p>/.exec(html)![1]) as { me: unknown; currencies: unknown[] } | null;
const headOf = (html: string) => /<head>([\s\S]*)<\/head>/.exec(html)![1];

describe('a server-rendered page', () => {
  it("is the renderer's markup in the built shell, with its payload, head, status, stylesheets inline and scripts after the largest image", async () => {
    const res = await app.http.get('/');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.text).toContain('<html lang="en" class="light">');
    expect(rootOf(res.text)).toContain('<h1>en light GBP</h1>');
    expect(res.text).toContain('<script type="application/json" id="ssr-payload">{"preferences":');
    const head = headOf(res.text);
    expect(head).toContain('<title>Hand-picked villas</title>');
    expect(head).not.toContain('Villa Holidays');
    expect(head).toContain('<link rel="canonical" href="https://villas.example/" />');
    expect(head).toContain('<link rel="preload" as="image" href="/hero.jpg" fetchpriority="high">');
    expect(head).toContain('<style>body{margin:0}\n.hero{height:60vh}</style>');
    expect(String(res.headers['content-security-policy'])).toMatch(/style-src [^;]*'sha256-/);
    expect(res.text).toContain('<script type="application/json" id="page-scripts">{"entry":"/assets/index-1.js","preload":["/assets/Home-1.js"]}</script>');
    expect(dataOf(res.text)).toEqual({ me: null, currencies: expect.any(Array) });
  });

  it("is rendered in the visitor's language, theme and currency, and in German for a ?lang=de link", async () => {
    expect(rootOf((await app.http.get('/').set('Cookie', 'language=de; theme=dark; currency=USD')).text)).toContain('<h1>de dark USD</h1>');
    const linked = await app.http.get('/?lang=de');
    expect(linked.text).toContain('<html lang="de" class="light">');
    expect(rootOf(linked.text)).toContain('<h1>de light EUR</h1>');
  });

  it('asks GraphQL as an anonymous visitor, even for a signed-in one', async () => {
    const account = await signUp(app, { name: 'Philippa Quartermaine' });
    expect((await account.agent.get('/api/auth/me')).body).toMatchObject({ name: 'Philippa Quartermaine' });
    const res = await account.agent.get('/');
    expect(res.status).toBe(200);
    expect(dataOf(res.text)).toEqual({ me: null, currencies: expect.any(Array) });
    expect(res.text).not.toContain('Philippa');
  });

  it("answers the renderer's 404 with the page, not indexed and without canonical or alternates", async () => {
    const res = await app.http.get('/missing');
    expect(res.status).toBe(404);
    expect(rootOf(res.text)).toContain('<h1>en light GBP</h1>');
    expect(headOf(res.text)).toContain('<meta name="robots" content="noindex" />');
    expect(headOf(res.text)).not.toMatch(/canonical|hreflang/);
  });

  it('is the empty shell for a browser-only page, in the visitor language and theme', async () => {
    const res = await app.http.get('/account').set('Cookie', 'language=de; theme=dark');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<html lang="de" class="dark">');
    expect(res.text).toContain('<div id="root"></div>');
    expect(res.text).not.toContain('ssr-payload');
  });
});

describe('a fault while rendering', () => {
  it('answers 500 with the translated fault page and its reference, when the renderer fails or its data cannot be read', async () => {
    const thrown = await app.http.get('/throws').set('Cookie', 'language=de');
    expect(thrown.status).toBe(500);
    expect(thrown.text).toContain('<h1>Etwas ist schiefgelaufen</h1>');
    expect(thrown.text).toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
    expect(thrown.text).not.toMatch(/secret|srv|\.ts:\d|<script/);

    await app.db.query('ALTER TABLE currencies RENAME TO currencies_away');
    try {
      const res = await app.http.get('/');
      expect(res.status).toBe(500);
      expect(res.text).toContain('<h1>Something went wrong</h1>');
      expect(res.text).not.toMatch(/currencies_away|relation|SELECT|ssr-payload/);
    } finally {
      await app.db.query('ALTER TABLE currencies_away RENAME TO currencies');
    }
  });
});
