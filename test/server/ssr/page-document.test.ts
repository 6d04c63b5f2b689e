import type { Request } from 'express';
import { documentShell, lcpImagePreload, pageAddresses, renderedDocument, serverErrorPage, shellPage } from '../../../server/src/modules/ssr/page-document';

/** The documents pages are answered with: the built shell filled in, and the page for a fault. */

const TEMPLATE = [
  '<!doctype html>',
  '<html lang="en">',
  '  <head>',
  '    <meta charset="UTF-8" />',
  '    <title>Villa Holidays</title>',
  '    <meta name="description" content="The template\'s description" />',
  '    <script type="module" crossorigin src="/assets/index-1.js"></script>',
  '    <link rel="stylesheet" crossorigin href="/assets/index-1.css">',
  '  </head>',
  '  <body>',
  '    <div id="root"></div>',
  '  </body>',
  '</html>',
].join('\n');

const prefs = { theme: 'dark', language: 'de', currency: 'EUR', chosen: { theme: false, language: false, currency: false } } as const;
const headOf = (html: string) => /<head>([\s\S]*)<\/head>/.exec(html)![1];

describe('the document shell', () => {
  it("carries the visitor's language and theme for the first paint", () => {
    expect(documentShell(TEMPLATE, prefs)).toContain('<html lang="de" class="dark">');
    const req = { headers: { cookie: 'theme=light; language=en' }, query: {} } as unknown as Request;
    const shell = shellPage(TEMPLATE, req);
    expect(shell).toContain('<html lang="en" class="light">');
    expect(shell).toContain('<div id="root"></div>');
  });
});

describe('a rendered page in its document', () => {
  const page = {
    html: '<h1>Villa Aurora</h1><img alt="" src="/media/a-800.jpg" srcset="/media/a-400.jpg 400w, /media/a-800.jpg 800w" sizes="100vw" fetchpriority="high">',
    payload: '{"apollo":{}}',
    title: 'Villa Aurora & pool | Azure Shore Villas',
  };

  it('puts the markup in #root with the payload beside it, and its own title and tags in place of the template\'s', () => {
    const html = renderedDocument(documentShell(TEMPLATE, prefs), page, ['<meta name="description" content="Sea views" />']);
    expect(html).toContain(`<div id="root" aria-disabled="true">${page.html}</div>\n    <script type="application/json" id="ssr-payload">{"apollo":{}}</script>`);
    const head = headOf(html);
    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(head).toContain('<title>Villa Aurora &amp; pool | Azure Shore Villas</title>');
    expect(head).toContain('<meta name="description" content="Sea views" />');
    expect(head).not.toContain("The template's description");
  });

  it('asks for the largest image first: its preload comes before any script or stylesheet', () => {
    const head = headOf(renderedDocument(documentShell(TEMPLATE, prefs), page, []));
    const preload = '<link rel="preload" as="image" href="/media/a-800.jpg" imagesrcset="/media/a-400.jpg 400w, /media/a-800.jpg 800w" imagesizes="100vw" fetchpriority="high">';
    expect(head.indexOf(preload)).toBeGreaterThan(0);
    expect(head.indexOf(preload)).toBeLessThan(head.indexOf('<script'));
    expect(head.indexOf(preload)).toBeLessThan(head.indexOf('<link rel="stylesheet"'));
    expect(lcpImagePreload('<h1>No pictures</h1><img src="/small.png">')).toBeNull();
  });

  it("preloads the picture's first source, with its type, which is the file the browser loads for an uploaded photo", () => {
    const picture =
      '<picture class="other"><source type="image/avif" srcset="/media/old-400.avif 400w"><img src="/media/old.jpg" loading="lazy"></picture>' +
      '<picture class="responsive-image"><source type="image/avif" srcset="/media/b-400.avif 400w, /media/b-800.avif 800w" sizes="100vw"/>' +
      '<source type="image/webp" srcset="/media/b-400.webp 400w" sizes="100vw"/><img src="/media/b.jpg" width="800" height="600" fetchpriority="high"/></picture>';
    expect(lcpImagePreload(picture)).toBe(
      '<link rel="preload" as="image" href="/media/b.jpg" imagesrcset="/media/b-400.avif 400w, /media/b-800.avif 800w" imagesizes="100vw" type="image/avif" fetchpriority="high">',
    );
    // An illustration (an SVG without sources) after an earlier, closed picture keeps its own file.
    expect(lcpImagePreload('<picture><source type="image/avif" srcset="/x.avif 1w"><img src="/x.jpg"></picture><img src="/hero.svg" fetchpriority="high">')).toBe(
      '<link rel="preload" as="image" href="/hero.svg" fetchpriority="high">',
    );
  });
});

describe('page addresses', () => {
  it('are canonical in the language shown, with an alternate per language and the query kept', () => {
    expect(pageAddresses('https://villas.example', '/search?guests=4&lang=de', 'de')).toEqual({
      canonical: 'https://villas.example/search?guests=4&lang=de',
      alternates: { en: 'https://villas.example/search?guests=4', de: 'https://villas.example/search?guests=4&lang=de', default: 'https://villas.example/search?guests=4' },
    });
    expect(pageAddresses('https://villas.example', '/', 'en').canonical).toBe('https://villas.example/');
  });
});

describe('the page for a fault', () => {
  it('is translated, quotes the reference for support, keeps the stylesheets and has no script and is not indexed', () => {
    const english = serverErrorPage(TEMPLATE, 'en', '0b7c9d1e-aaaa-4bbb-8ccc-000000000001');
    expect(english).toContain('<html lang="en">');
    expect(english).toContain('<h1>Something went wrong</h1>');
    expect(english).toContain('0b7c9d1e-aaaa-4bbb-8ccc-000000000001');
    expect(english).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
    expect(english).toContain('<meta name="robots" content="noindex" />');
    expect(english).toContain('href="/"');
    expect(english).not.toContain('<script');
    expect(serverErrorPage(null, 'de', 'ref-1')).toContain('<h1>Etwas ist schiefgelaufen</h1>');
  });
});
