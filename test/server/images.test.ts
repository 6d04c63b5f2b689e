import { startTestApp, type TestApp } from '../helpers/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

/** GET as text: supertest does not buffer image/svg+xml bodies by itself. */
function get(url: string) {
  return app.http
    .get(url)
    .buffer(true)
    .parse((r, done) => {
      let body = '';
      r.on('data', (chunk: Buffer) => (body += chunk.toString()));
      r.on('end', () => done(null, body));
    });
}

const served = [
  '/images/villas/corfu-villa-thalassa/1.svg',
  '/images/villas/lapland-finland-aurora-chalet/3.svg',
  '/images/villas/marrakech-riad-yasmine/5.svg',
  '/images/destinations/spain-&-the-balearics.svg',
  '/images/destinations/caribbean.svg',
  '/images/hero/1.svg',
  '/images/hero/5.svg',
  '/images/team/8.svg',
  '/images/blog/6.svg',
  '/images/offers/complete-festive.svg',
  '/images/pages/above.svg',
];

describe('generated images', () => {
  it.each(served)('serves %s as a cacheable SVG with an ETag', async (url) => {
    const res = await get(url);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    // Unversioned URLs: cached for a day, then revalidated by ETag, so redrawn images reach browsers.
    expect(res.headers['cache-control']).toBe('public, max-age=86400, stale-while-revalidate=604800');
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
    const svg = res.body as string;
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toMatch(/<\/svg>$/);
    // No script, no event handlers, no external or embedded references.
    expect(svg).not.toMatch(/<script|javascript:|\son[a-z]+=|href=|<image|<foreignObject|@import|https?:\/\/(?!www\.w3\.org\/2000\/svg")/i);
  });

  it('answers the same bytes and ETag every time, and 304 for a matching If-None-Match', async () => {
    const url = '/images/villas/barbados-coral-cove-beach-house/2.svg';
    const first = await get(url);
    const second = await get(url);
    expect(String(first.body).length).toBeGreaterThan(1000);
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    const cached = await app.http.get(url).set('If-None-Match', first.headers.etag);
    expect(cached.status).toBe(304);
  });

  it('sends the SVG compressed to browsers that accept Brotli or gzip, each with its own ETag, and plain to the others', async () => {
    const url = '/images/hero/1.svg';
    // supertest decodes what it receives (and fails on a wrong Content-Encoding); Content-Length is what was sent.
    const withEncoding = (encoding: string) => get(url).set('Accept-Encoding', encoding);
    const plain = await withEncoding('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const svg = String(plain.body);
    expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(svg));

    // Browsers list gzip first; Brotli is still preferred.
    const br = await withEncoding('gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(br.body).toBe(svg);
    expect(Number(br.headers['content-length'])).toBeLessThan(svg.length / 2);

    const gzip = await withEncoding('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body).toBe(svg);
    expect(Number(gzip.headers['content-length'])).toBeLessThan(svg.length / 2);

    expect(new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]).size).toBe(3);
    const revalidated = await app.http.get(url).set('Accept-Encoding', 'br').set('If-None-Match', br.headers.etag);
    expect(revalidated.status).toBe(304);
    // A cached plain copy is not taken for the compressed one.
    const other = await app.http.get(url).set('Accept-Encoding', 'br').set('If-None-Match', plain.headers.etag);
    expect(other.status).toBe(200);
  });

  it('draws different pictures for different villas, images and climates', async () => {
    const bodies = await Promise.all(
      ['/images/villas/corfu-villa-thalassa/1.svg', '/images/villas/corfu-villa-thalassa/2.svg', '/images/villas/corfu-villa-eleni/1.svg', '/images/villas/iceland-hekla-view-lodge/1.svg'].map(async (url) => String((await get(url)).body)),
    );
    expect(new Set(bodies).size).toBe(4);
  });

  it.each([
    '/images/villas/atlantis-villa-x/1.svg',
    '/images/villas/corfu-villa-thalassa/0.svg',
    '/images/villas/corfu-villa-thalassa/99.svg',
    '/images/villas/corfu-villa-thalassa/1.png',
    '/images/destinations/narnia.svg',
    '/images/hero/6.svg',
    '/images/team/0.svg',
    '/images/offers/easter.svg',
    '/images/pages/toString.svg',
    '/images/unknown/1.svg',
    '/images/',
  ])('answers %s with 404', async (url) => {
    const res = await app.http.get(url);
    expect(res.status).toBe(404);
    expect(res.headers['cache-control'] ?? '').not.toContain('immutable');
  });
});
