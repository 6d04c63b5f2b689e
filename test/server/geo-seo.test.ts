import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { seedCatalogue } from '../../server/src/db/seed/seed';
import { Property } from '../../server/src/modules/properties/property.entity';
import { startTestApp, type TestApp } from '../helpers/test-app';

/** A public IPv4 address that the GeoLite2 country database places in Germany (Strato, Berlin). */
const GERMAN_IP = '85.214.132.117';
/** Google's public DNS, placed in the United States. */
const US_IP = '8.8.8.8';

const INDEX_HTML = '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Luxury villas</title></head><body><div id="root"></div></body></html>';

let app: TestApp;
let clientDist: string;
beforeAll(async () => {
  clientDist = mkdtempSync(path.join(tmpdir(), 'seo-client-'));
  writeFileSync(path.join(clientDist, 'index.html'), INDEX_HTML);
  // Loopback is the proxy (supertest connects from 127.0.0.1), so X-Forwarded-For names the visitor.
  // No server renderer in this client folder: villa pages are the shell with head tags (ssr.test.ts
  // covers the server-rendered pages).
  app = await startTestApp({ TRUST_PROXY: 'loopback', CLIENT_DIST: clientDist, SSR_DIST: clientDist, PUBLIC_URL: 'https://villas.example' });
  await seedCatalogue(app.db);
});
afterAll(async () => {
  await app.close();
  rmSync(clientDist, { recursive: true, force: true });
});

describe('visitor country (first-visit language)', () => {
  it.each([
    ['CF-IPCountry', 'de', 'DE'],
    ['X-Country-Code', 'AT', 'AT'],
    ['CloudFront-Viewer-Country', 'CH', 'CH'],
  ])('takes the CDN header %s first', async (header, value, expected) => {
    const res = await app.http.get('/api/geo').set(header, value).set('X-Forwarded-For', US_IP);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ country_code: expected });
  });

  it('ignores the CDN codes for unknown and Tor, then looks the address up offline', async () => {
    const res = await app.http.get('/api/geo').set('CF-IPCountry', 'XX').set('X-Forwarded-For', GERMAN_IP);
    expect(res.body).toEqual({ country_code: 'DE' });
    const us = await app.http.get('/api/geo').set('CF-IPCountry', 'T1').set('X-Forwarded-For', US_IP);
    expect(us.body).toEqual({ country_code: 'US' });
  });

  it.each(['127.0.0.1', '10.1.2.3', '192.168.0.10', '172.20.0.1', '::1', 'fe80::1', 'fd00::5'])('answers unknown (null) for the private address %s', async (ip) => {
    const res = await app.http.get('/api/geo').set('X-Forwarded-For', ip);
    expect(res.body).toEqual({ country_code: null });
  });

  it('is not cached by shared caches', async () => {
    const res = await app.http.get('/api/geo');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toEqual({ country_code: null });
  });

  it('GraphQL visitorCountry answers the same as REST', async () => {
    const gql = await app.graphql<{ visitorCountry: string | null }>('{ visitorCountry }', undefined, { 'X-Forwarded-For': GERMAN_IP });
    expect(gql.errors).toBeUndefined();
    expect(gql.data?.visitorCountry).toBe('DE');
    const unknown = await app.graphql<{ visitorCountry: string | null }>('{ visitorCountry }');
    expect(unknown.data?.visitorCountry).toBeNull();
  });
});

describe('sitemap, robots and link previews', () => {
  it('/sitemap.xml lists the public pages and every villa, with absolute addresses', async () => {
    const res = await app.http.get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.type).toBe('application/xml');
    const locs = [...res.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const pages = ['/', '/search', '/special-offers', '/above', '/destinations', '/why-us', '/about-us', '/enquire', '/blog', '/extras', '/how-we-verify-reviews', '/terms', '/privacy', '/cookies', '/accessibility'];
    for (const page of pages) {
      expect(locs).toContain(`https://villas.example${page}`);
    }
    expect(locs).not.toContain('https://villas.example/account');
    expect(locs).not.toContain('https://villas.example/admin');
    const ids = (await app.db.getRepository(Property).find({ select: { id: true } })).map((p) => p.id);
    expect(ids.length).toBeGreaterThan(10);
    for (const id of ids) expect(locs).toContain(`https://villas.example/property/${id}`);
    expect(locs).toHaveLength(pages.length + ids.length);
  });

  it('/robots.txt allows the public site, keeps crawlers out of personal pages and names the sitemap', async () => {
    const res = await app.http.get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.type).toBe('text/plain');
    expect(res.text).toContain('User-agent: *');
    for (const path of ['/account', '/admin', '/checkout', '/api/']) expect(res.text).toContain(`Disallow: ${path}\n`);
    expect(res.text).not.toMatch(/^Disallow: \/$/m);
    expect(res.text).toContain('Sitemap: https://villas.example/sitemap.xml');
  });

  it('a villa page carries its title, description and Open Graph tags in the HTML', async () => {
    const villa = (await app.db.getRepository(Property).find({ order: { slug: 'ASC' }, take: 1 }))[0];
    const res = await app.http.get(`/property/${villa.id}`);
    expect(res.status).toBe(200);
    expect(res.type).toBe('text/html');
    expect(res.text).toContain(`<title>${villa.title}, ${villa.location} | Azure Shore Villas</title>`);
    expect(res.text).toContain(`<meta property="og:title" content="${villa.title}, ${villa.location} | Azure Shore Villas" />`);
    expect(res.text).toContain(`<meta property="og:url" content="https://villas.example/property/${villa.id}" />`);
    expect(res.text).toContain(`<meta property="og:image" content="https://villas.example${villa.images[0]}" />`);
    expect(res.text).toMatch(/<meta name="description" content="[^"]{20,}" \/>/);
    expect(res.text).toContain('<div id="root"></div>');
  });

  it('a villa page in German carries the German texts', async () => {
    const villa = (await app.db.getRepository(Property).find({ order: { slug: 'ASC' }, take: 1 }))[0];
    const de = await app.http.get(`/property/${villa.id}`).set('Cookie', 'language=de');
    const en = await app.http.get(`/property/${villa.id}`);
    const description = (html: string) => /<meta property="og:description" content="([^"]*)"/.exec(html)?.[1];
    expect(de.text).toContain('<meta property="og:locale" content="de_DE" />');
    expect(description(de.text)).toBeTruthy();
    expect(description(de.text)).not.toBe(description(en.text));
  });

  it('escapes a hostile villa title and description in the meta tags and the structured data', async () => {
    const [villa] = await app.db.getRepository(Property).find({ order: { slug: 'ASC' }, take: 1 });
    const title = `Villa $& $' $\` "Quoted" <b>bold</b></script><script>alert(1)</script>`;
    const description = `Sea view $& and $1 & "more" </title></head><img src=x onerror=alert(2)> \u2028 end`;
    await app.db.getRepository(Property).update({ id: villa.id }, { title, description });
    const html = (await app.http.get(`/property/${villa.id}`)).text;
    const escapedTitle = 'Villa $&amp; $\' $` &quot;Quoted&quot; &lt;b&gt;bold&lt;/b&gt;&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;';
    expect(html).toContain(`<title>${escapedTitle}, ${villa.location} | Azure Shore Villas</title>`);
    expect(html).toContain(`<meta property="og:title" content="${escapedTitle}, ${villa.location} | Azure Shore Villas" />`);
    expect(html).toContain('content="Sea view $&amp; and $1 &amp; &quot;more&quot; &lt;/title&gt;&lt;/head&gt;&lt;img src=x onerror=alert(2)&gt;');
    // Nothing the villa's texts contain became markup: one title, one head, the only scripts are ours.
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    expect(html).not.toMatch(/<img|<b>|<script>alert/);
    const ld = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(ld).not.toMatch(/[<>]/);
    expect(JSON.parse(ld!)).toMatchObject({ '@type': 'VacationRental', name: `${title}, ${villa.location} | Azure Shore Villas`, url: `https://villas.example/property/${villa.id}` });
    await app.db.getRepository(Property).update({ id: villa.id }, { title: villa.title, description: villa.description });
  });

  it('without the server renderer, an unknown villa gets the client shell in the visitor theme (the client shows its not-found state)', async () => {
    const shell = INDEX_HTML.replace('<html lang="en">', '<html lang="en" class="light">');
    const res = await app.http.get('/property/00000000-0000-4000-8000-000000000000');
    expect(res.status).toBe(200);
    expect(res.text).toBe(shell);
    const malformed = await app.http.get('/property/%3Cscript%3E');
    expect(malformed.text).toBe(shell);
  });
});
