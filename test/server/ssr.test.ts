import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { seedCatalogue } from '../../server/src/db/seed/seed';
import { Property } from '../../server/src/modules/properties/property.entity';
import { funnelCounts } from '../../server/src/ops/funnel-counts';
import { projectRoot } from '../../server/src/paths';
import { signUp } from '../helpers/accounts';
import { inDays } from '../helpers/booking-factory';
import { CHROME_ACCEPT_ENCODING, fetchAs } from '../helpers/encoded-answer';
import { startTestApp, type TestApp } from '../helpers/test-app';

// Server rendering needs the built client and its server renderer (`npm run build`, as CI does first).
const built = ['dist/client/index.html', 'dist/ssr/entry-server.cjs'].every((file) => fs.existsSync(path.join(projectRoot, file)));

const SITE = 'https://villas.example';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

let app: TestApp;
let villa: Property;
beforeAll(async () => {
  if (!built) throw new Error('Server rendering is tested against the build: run `npm run build` first.');
  app = await startTestApp({ PUBLIC_URL: SITE });
  await seedCatalogue(app.db);
  [villa] = await app.db.getRepository(Property).find({ where: { published: true }, order: { slug: 'ASC' }, take: 1 });
});
afterAll(async () => {
  await app?.close();
});

const gbp = (amount: number) => new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 }).format(amount);
/** The server-rendered markup inside #root (what a visitor sees before any script runs). */
const rootOf = (html: string) => /<div id="root" aria-disabled="true">([\s\S]*)<\/div>\s*<script type="application\/json" id="ssr-payload">/.exec(html)?.[1] ?? '';
const payloadOf = (html: string) => JSON.parse(/<script type="application\/json" id="ssr-payload">([\s\S]*?)<\/script>/.exec(html)![1]) as { apollo: Record<string, Record<string, unknown>>; preferences: { language: string } };
const headOf = (html: string) => /<head>([\s\S]*)<\/head>/.exec(html)![1];
/** The CSP's script-src sources. */
const scriptSources = (res: { headers: Record<string, unknown> }) => /(?:^|;)\s*script-src ([^;]*)/.exec(String(res.headers['content-security-policy']))![1].split(' ');
/** The CSP source that allows the page's inline boot script, as a browser computes it. */
const bootHashOf = (html: string) => `'sha256-${createHash('sha256').update(/<script type="module">([\s\S]*?)<\/script>/.exec(html)![1]).digest('base64')}'`;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('server-rendered pages', () => {
  it('the home page arrives with its hero heading, title, description and the data to hydrate from', async () => {
    const res = await app.http.get('/');
    expect(res.status).toBe(200);
    expect(res.type).toBe('text/html');
    expect(rootOf(res.text)).toMatch(/<h1 class="hero__title">Luxury villas, hand-picked for you<\/h1>/);
    const head = headOf(res.text);
    expect(head).toContain('<title>Luxury villas, hand-picked for you | Azure Shore Villas</title>');
    expect(head).toMatch(/<meta name="description" content="[^"]{40,}" \/>/);
    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(res.text).toContain('<html lang="en" class="light">');
    // The villas of the latest-offers carousel are in the HTML and in the payload's cache.
    const payload = payloadOf(res.text);
    expect(Object.keys(payload.apollo).some((key) => key.startsWith('Property:'))).toBe(true);
    expect(payload.preferences.language).toBe('en');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('a villa page carries its title, price, description and first photo in the HTML', async () => {
    const res = await app.http.get(`/property/${villa.id}`);
    expect(res.status).toBe(200);
    const root = rootOf(res.text);
    expect(root).toContain(`<h1>${villa.title}`);
    expect(root).toContain(gbp(villa.price));
    expect(root).toContain(villa.description);
    expect(root).toMatch(new RegExp(`<img src="${escapeRegExp(villa.images[0])}"[^>]*fetchPriority="high"`));
    const head = headOf(res.text);
    expect(head).toContain(`<title>${villa.title}, ${villa.location} | Azure Shore Villas</title>`);
    expect(head).toContain(`<meta property="og:title" content="${villa.title}, ${villa.location} | Azure Shore Villas" />`);
    expect(head).toContain(`<meta property="og:image" content="${SITE}${villa.images[0]}" />`);
    expect(head).toContain('<meta property="og:type" content="product" />');
    expect(head).toContain(`<link rel="canonical" href="${SITE}/property/${villa.id}" />`);
    const ld = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(res.text)?.[1];
    expect(JSON.parse(ld!)).toMatchObject({ '@type': 'VacationRental', name: villa.title, url: `${SITE}/property/${villa.id}`, offers: { '@type': 'Offer', price: villa.price, priceCurrency: 'GBP' } });
  });

  it.each(['/search', '/special-offers', '/above', '/destinations', '/why-us', '/about-us', '/blog', '/enquire', '/extras'])('%s is rendered with a title, description, canonical and hreflang links', async (page) => {
    const res = await app.http.get(page);
    expect(res.status).toBe(200);
    expect(rootOf(res.text)).toMatch(/<h1[^>]*>[^<]+/);
    const head = headOf(res.text);
    expect(head).toMatch(/<title>[^<]+ \| Azure Shore Villas<\/title>/);
    expect(head).toMatch(/<meta name="description" content="[^"]{20,}" \/>/);
    expect(head).toContain(`<link rel="canonical" href="${SITE}${page}" />`);
    expect(head).toContain(`<link rel="alternate" hreflang="en" href="${SITE}${page}" />`);
    expect(head).toContain(`<link rel="alternate" hreflang="de" href="${SITE}${page}?lang=de" />`);
    expect(head).toContain(`<link rel="alternate" hreflang="x-default" href="${SITE}${page}" />`);
    expect(head).toContain(`<meta property="og:url" content="${SITE}${page}" />`);
  });

  it('renders German for the language cookie and for ?lang=de, with German texts and euros', async () => {
    const byCookie = await app.http.get(`/property/${villa.id}`).set('Cookie', 'language=de');
    const byLink = await app.http.get(`/property/${villa.id}?lang=de`);
    for (const res of [byCookie, byLink]) {
      expect(res.status).toBe(200);
      expect(res.text).toContain('<html lang="de" class="light">');
      expect(rootOf(res.text)).toContain('pro Woche');
      expect(rootOf(res.text)).toMatch(/€\d/);
      expect(headOf(res.text)).toContain(`<link rel="canonical" href="${SITE}/property/${villa.id}?lang=de" />`);
      expect(headOf(res.text)).toContain('<meta property="og:locale" content="de_DE" />');
    }
    const home = await app.http.get('/?lang=de');
    expect(headOf(home.text)).toContain('<title>Luxusvillen, handverlesen für Sie | Azure Shore Villas</title>');
    // ?lang= wins over the cookie: a link into the English page shows English.
    const english = await app.http.get('/?lang=en').set('Cookie', 'language=de');
    expect(english.text).toContain('<html lang="en"');
  });

  it('draws the first paint in the theme and currency of the cookies', async () => {
    const res = await app.http.get(`/property/${villa.id}`).set('Cookie', 'theme=dark; currency=GBP; language=en');
    expect(res.text).toContain('<html lang="en" class="dark">');
    expect(rootOf(res.text)).toContain(gbp(villa.price));
  });
});

describe('critical path', () => {
  const manifest = () => JSON.parse(fs.readFileSync(path.join(projectRoot, 'dist/client/.vite/manifest.json'), 'utf8')) as Record<string, { css?: string[] }>;
  const styleOf = (html: string) => /<style>([\s\S]*?)<\/style>/.exec(html)?.[1];

  it("carries each page's own stylesheets inline, allowed by the CSP, so the first paint needs no other request and nothing moves when the code arrives", async () => {
    const cssOf = (source: string) => manifest()[source].css ?? [];
    const pages = [
      { url: '/', source: 'src/features/home/HomePage.tsx' },
      { url: '/search', source: 'src/features/search/SearchPage.tsx' },
      { url: `/property/${villa.id}`, source: 'src/features/property/PropertyPage.tsx' },
      { url: '/no-such-page', source: 'src/features/not-found/NotFoundPage.tsx' },
    ];
    for (const { url, source } of pages) {
      const res = await app.http.get(url);
      const head = headOf(res.text);
      const style = styleOf(head);
      expect(style).toBeDefined();
      for (const file of cssOf(source)) expect(style).toContain(fs.readFileSync(path.join(projectRoot, 'dist/client', file), 'utf8'));
      // No stylesheet the browser has to fetch before painting (the disabled links are markers, never fetched).
      expect(head.match(/<link rel="stylesheet"(?![^>]*\bdisabled\b)[^>]*>/g) ?? []).toEqual([]);
      const hash = `'sha256-${createHash('sha256').update(style!).digest('base64')}'`;
      expect(/(?:^|;)\s*style-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1].split(' ')).toContain(hash);
      expect(scriptSources(res)).toEqual(["'self'", bootHashOf(res.text)]);
    }
    // Each page has a stylesheet of its own, and another page's does not come along.
    expect(cssOf('src/features/home/HomePage.tsx').length).toBeGreaterThan(0);
    const villaStyle = styleOf(headOf((await app.http.get(`/property/${villa.id}`)).text))!;
    for (const file of cssOf('src/features/home/HomePage.tsx')) expect(villaStyle).not.toContain(fs.readFileSync(path.join(projectRoot, 'dist/client', file), 'utf8'));
  });

  it('asks for the largest image first, at high priority, and loads the scripts only after it has painted', async () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(projectRoot, 'dist/client/.vite/manifest.json'), 'utf8')) as Record<string, { file: string; isEntry?: boolean }>;
    const entry = `/${Object.values(manifest).find((chunk) => chunk.isEntry)!.file}`;
    for (const [url, image, source] of [
      ['/', '/images/hero/1.svg', 'src/features/home/HomePage.tsx'],
      [`/property/${villa.id}`, villa.images[0], 'src/features/property/PropertyPage.tsx'],
    ]) {
      const res = await app.http.get(url);
      const head = headOf(res.text);
      const preload = `<link rel="preload" as="image" href="${image}" fetchpriority="high">`;
      expect(head).toContain(preload);
      // No script or module the browser would fetch before the image: the boot script loads them after its paint.
      expect(res.text).not.toMatch(/<script[^>]*\ssrc=|<link rel="modulepreload"/);
      const scripts = JSON.parse(/<script type="application\/json" id="page-scripts">([\s\S]*?)<\/script>/.exec(res.text)![1]) as { entry: string; preload: string[] };
      expect(scripts.entry).toBe(entry);
      // The page's own chunk comes with the entry's, instead of after the entry has run.
      expect(scripts.preload).toContain(`/${manifest[source].file}`);
      expect(res.text.indexOf('id="page-scripts"')).toBeGreaterThan(res.text.indexOf('id="ssr-payload"'));
      expect(scriptSources(res)).toContain(bootHashOf(res.text));
    }
  });

  it("the search page arrives with its first cards; only the first card's picture is preloaded and loaded at once", async () => {
    const res = await app.http.get('/search');
    const cards = rootOf(res.text).split('<article class="card card--hover villa-card">').slice(1);
    expect(cards.length).toBeGreaterThan(3);
    const pictureOf = (card: string) => /<img\s[^>]*>/.exec(card)![0];
    const first = pictureOf(cards[0]);
    expect(first).toMatch(/\sloading="eager"/);
    expect(first).toMatch(/\sfetchPriority="high"/);
    const image = /\ssrc="([^"]+)"/.exec(first)![1];
    expect(headOf(res.text)).toContain(`<link rel="preload" as="image" href="${image}" fetchpriority="high">`);
    // The next results wait until they near the screen: on a phone they are below the fold.
    for (const card of cards.slice(1)) {
      expect(pictureOf(card)).toMatch(/\sloading="lazy"/);
      expect(pictureOf(card)).not.toMatch(/fetchpriority/i);
    }
  });

  it('sends the HTML compressed to a browser that accepts it, and plain otherwise', async () => {
    const html = (acceptEncoding: string) => fetchAs(() => app.http.get('/'), acceptEncoding);
    const plain = await html('identity');
    const chrome = await html(CHROME_ACCEPT_ENCODING);
    const gzip = await html('gzip');
    expect([plain.encoding, chrome.encoding, gzip.encoding]).toEqual([undefined, 'br', 'gzip']);
    for (const answer of [plain, chrome, gzip]) expect(answer.vary).toMatch(/Cookie.*Accept-Encoding|Accept-Encoding.*Cookie/);
    expect(chrome.wireBytes).toBeLessThan(plain.wireBytes / 4);
    expect(rootOf(chrome.text)).toMatch(/<h1 class="hero__title">Luxury villas, hand-picked for you<\/h1>/);
    expect(rootOf(gzip.text)).toBe(rootOf(plain.text));
  });
});

describe('status codes', () => {
  it('an unknown address answers 404 with the 404 page', async () => {
    const res = await app.http.get('/no/such/page');
    expect(res.status).toBe(404);
    expect(rootOf(res.text)).toContain('404 Page Not Found');
    expect(headOf(res.text)).toContain('<title>404 Page Not Found | Azure Shore Villas</title>');
    expect(headOf(res.text)).toContain('<meta name="robots" content="noindex" />');
    expect(headOf(res.text)).not.toMatch(/hreflang|og:title|rel="canonical"/);
  });

  it('a missing, malformed or unpublished villa answers 404 with "Property Not Found"', async () => {
    const [hidden] = await app.db.getRepository(Property).find({ where: { published: true }, order: { slug: 'DESC' }, take: 1 });
    await app.db.getRepository(Property).update({ id: hidden.id }, { published: false });
    try {
      for (const address of [`/property/${UNKNOWN_ID}`, '/property/%3Cscript%3E', `/property/${hidden.id}`]) {
        const res = await app.http.get(address);
        expect([address, res.status]).toEqual([address, 404]);
        expect(rootOf(res.text)).toContain('Property Not Found');
        expect(res.text).not.toContain('<script>');
      }
      expect(rootOf((await app.http.get(`/property/${hidden.id}`)).text)).not.toContain(hidden.title);
    } finally {
      await app.db.getRepository(Property).update({ id: hidden.id }, { published: true });
    }
  });

  it('personal pages get the empty shell, in the visitor language and theme', async () => {
    for (const page of ['/account', '/checkout', '/admin', '/login']) {
      const res = await app.http.get(page).set('Cookie', 'language=de; theme=dark');
      expect([page, res.status]).toEqual([page, 200]);
      expect(res.text).toContain('<div id="root"></div>');
      expect(res.text).toContain('<html lang="de" class="dark">');
      expect(res.text).not.toContain('ssr-payload');
    }
  });
});

describe('no visitor data in the HTML', () => {
  it("a signed-in visitor's name, e-mail and basket never reach the server-rendered page", async () => {
    const account = await signUp(app, { name: 'Philippa Quartermaine', email: 'philippa.quartermaine@example.com' });
    await account.agent.post('/api/cart/items').send({ propertyId: villa.id, checkIn: inDays(60), checkOut: inDays(67), guests: 2 }).expect(201);
    for (const page of ['/', `/property/${villa.id}`, '/search']) {
      const res = await account.agent.get(page);
      expect([page, res.status]).toEqual([page, 200]);
      expect(res.text).not.toContain('Philippa');
      expect(res.text).not.toContain('philippa.quartermaine');
      expect(res.text).not.toContain('data-testid="basket-count"');
      // The header shows the login link, as for anyone: the browser asks for the visitor's own bits.
      expect(rootOf(res.text)).toContain('href="/login"');
      const payload = payloadOf(res.text);
      expect(Object.keys(payload.apollo.ROOT_QUERY ?? {}).filter((key) => /^(me|cart|shortlist)\b/.test(key))).toEqual([]);
      expect(JSON.stringify(payload)).not.toContain(account.id);
    }
  });

  it("a villa's hostile text cannot end the payload script or add markup", async () => {
    const title = 'Villa </script><script>alert(1)</script> & <b>bold</b>';
    await app.db.getRepository(Property).update({ id: villa.id }, { title });
    try {
      const res = await app.http.get(`/property/${villa.id}`);
      expect(res.status).toBe(200);
      expect(res.text).not.toContain('<script>alert(1)');
      expect(res.text).not.toContain('<b>bold</b>');
      const cached = Object.values(payloadOf(res.text).apollo).find((entry) => entry.id === villa.id);
      expect(cached?.title).toBe(title);
    } finally {
      await app.db.getRepository(Property).update({ id: villa.id }, { title: villa.title });
    }
  });
});

describe('faults', () => {
  it('a fault while rendering answers 500 with a friendly, translated page and no details', async () => {
    await app.db.query('ALTER TABLE properties RENAME TO properties_away');
    try {
      for (const [cookie, heading] of [
        ['language=en', 'Something went wrong'],
        ['language=de', 'Etwas ist schiefgelaufen'],
      ]) {
        const res = await app.http.get('/search').set('Cookie', cookie);
        expect(res.status).toBe(500);
        expect(res.type).toBe('text/html');
        expect(res.text).toContain(`<h1>${heading}</h1>`);
        expect(res.text).toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/); // the reference to quote
        expect(res.text).not.toMatch(/properties_away|relation|at \S+ \(|\.ts:\d|\.js:\d|SELECT/i);
        expect(res.text).not.toContain('<script');
      }
    } finally {
      await app.db.query('ALTER TABLE properties_away RENAME TO properties');
    }
  });
});

describe('the funnel on server-rendered pages', () => {
  /** Today's total of a funnel stage, with this instance's counts written first. */
  async function total(stage: string): Promise<number> {
    await funnelCounts(app.db).flush();
    const [row] = await app.db.query(`SELECT coalesce(sum(count), 0)::int AS n FROM funnel_daily WHERE stage = $1`, [stage]);
    return row.n;
  }

  it('counts a villa page and a search page rendered on the server, once each', async () => {
    const [views, searches] = [await total('villa-view'), await total('search')];
    expect((await app.http.get(`/property/${villa.id}`)).status).toBe(200);
    expect((await app.http.get('/search?location=Corfu')).status).toBe(200);
    expect(await total('villa-view')).toBe(views + 1);
    expect(await total('search')).toBe(searches + 1);
  });
});
