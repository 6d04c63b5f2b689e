import fs from 'node:fs';
import path from 'node:path';
import { seedCatalogue } from '../../../server/src/db/seed/seed';
import { projectRoot } from '../../../server/src/paths';
import { startTestApp, type TestApp } from '../../helpers/test-app';

// Server rendering needs the built client and its server renderer (`npm run build`, as CI does first).
const built = ['dist/client/index.html', 'dist/ssr/entry-server.cjs'].every((file) => fs.existsSync(path.join(projectRoot, file)));

const SITE = 'https://villas.example';

let app: TestApp;
beforeAll(async () => {
  if (!built) throw new Error('Server rendering is tested against the build: run `npm run build` first.');
  app = await startTestApp({ PUBLIC_URL: SITE });
  await seedCatalogue(app.db);
});
afterAll(async () => {
  await app?.close();
});

/** The server-rendered markup inside #root (what a visitor sees before any script runs). */
const rootOf = (html: string) => /<div id="root" aria-disabled="true">([\s\S]*)<\/div>\s*<script type="application\/json" id="ssr-payload">/.exec(html)?.[1] ?? '';
/** The page's text without tags, as a visitor reads it. */
const textOf = (html: string) =>
  rootOf(html)
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');
const headOf = (html: string) => /<head>([\s\S]*)<\/head>/.exec(html)![1];

const PAGES = [
  { path: '/terms', en: 'Terms and Conditions', de: 'Allgemeine Geschäftsbedingungen' },
  { path: '/privacy', en: 'Privacy Policy', de: 'Datenschutzerklärung' },
  { path: '/cookies', en: 'Cookie Policy', de: 'Cookie-Richtlinie' },
  { path: '/accessibility', en: 'Accessibility Statement', de: 'Erklärung zur Barrierefreiheit' },
];

describe('legal pages and the accessibility statement', () => {
  it.each(PAGES)('$path is rendered on the server in English and, with ?lang=de, in German', async ({ path: page, en, de }) => {
    const english = await app.http.get(page);
    expect(english.status).toBe(200);
    expect(english.text).toContain('<html lang="en"');
    expect(rootOf(english.text)).toContain(`<h1>${en}</h1>`);
    expect(headOf(english.text)).toContain(`<title>${en} | Azure Shore Villas</title>`);
    expect(headOf(english.text)).toMatch(/<meta name="description" content="[^"]{30,}" \/>/);
    expect(headOf(english.text)).toContain(`<link rel="alternate" hreflang="de" href="${SITE}${page}?lang=de" />`);

    const german = await app.http.get(`${page}?lang=de`);
    expect(german.status).toBe(200);
    expect(german.text).toContain('<html lang="de"');
    expect(rootOf(german.text)).toContain(`<h1>${de}</h1>`);
    expect(headOf(german.text)).toContain(`<link rel="canonical" href="${SITE}${page}?lang=de" />`);
    // Sections are headings, in the page's language, with the company's details filled in.
    expect(rootOf(german.text).match(/<h2 /g)?.length).toBeGreaterThanOrEqual(3);
    expect(textOf(german.text)).not.toMatch(/\{(company|legalName|email|phone|address|companyNumber)\}/);
  });

  it('the privacy policy says what is kept and for how long, and how to download or delete one’s data', async () => {
    const english = textOf((await app.http.get('/privacy')).text);
    expect(english).toContain('What we keep and for how long');
    expect(english).toMatch(/Sign-in sessions 7 days/);
    expect(english).toMatch(/Password reset links \(stored hashed\) Valid for 1 hour/);
    expect(english).toMatch(/E-mails we send you Until sent, then 90 days/);
    expect(english).toMatch(/UK 6 years, Germany up to 10 years/);
    expect(english).toContain('Download my data');
    expect(english).toContain('Delete my account');
    expect(rootOf((await app.http.get('/privacy')).text)).toMatch(/<a [^>]*href="\/account"[^>]*>Go to my account<\/a>/);

    const german = textOf((await app.http.get('/privacy?lang=de')).text);
    expect(german).toContain('Was wir speichern und wie lange');
    expect(german).toMatch(/Anmeldesitzungen 7 Tage/);
    expect(german).toContain('Meine Daten herunterladen');
    expect(german).toContain('Mein Konto löschen');
  });

  it('the accessibility statement names the standard, how the site is tested, its limitations and a contact', async () => {
    const english = textOf((await app.http.get('/accessibility')).text);
    expect(english).toContain('WCAG) 2.2 at level AA');
    expect(english).toContain('How we test');
    expect(english).toContain('Known limitations');
    expect(english).toMatch(/Report a problem If something on this website is hard or impossible for you to use, tell us at \S+@\S+/);
    const german = textOf((await app.http.get('/accessibility?lang=de')).text);
    expect(german).toContain('WCAG) 2.2 auf Stufe AA');
    expect(german).toContain('Bekannte Einschränkungen');
  });

  it('every page’s footer links to the legal pages, the statement and the reviews page, and none to "#"', async () => {
    const root = rootOf((await app.http.get('/about-us')).text);
    for (const [href, label] of [
      ['/terms', 'Terms and Conditions'],
      ['/privacy', 'Privacy Policy'],
      ['/cookies', 'Cookie Policy'],
      ['/accessibility', 'Accessibility Statement'],
      ['/how-we-verify-reviews', 'Reviews'],
    ]) {
      expect(root).toMatch(new RegExp(`<a [^>]*href="${href}"[^>]*>${label}</a>`));
    }
    expect(root).not.toMatch(/href="#"/);
  });
});
