import fs from 'node:fs';
import path from 'node:path';
import { seedCatalogue } from '../../../server/src/db/seed/seed';
import { Property } from '../../../server/src/modules/properties/property.entity';
import { funnelCounts } from '../../../server/src/ops/funnel-counts';
import { projectRoot } from '../../../server/src/paths';
import { signUpAdmin } from '../../helpers/accounts';
import { CHROME_ACCEPT_ENCODING, fetchAs } from '../../helpers/encoded-answer';
import { startTestApp, type TestApp } from '../../helpers/test-app';

// Server rendering needs the built client and its server renderer (`npm run build`, as CI does first).
const built = ['dist/client/index.html', 'dist/ssr/entry-server.cjs'].every((file) => fs.existsSync(path.join(projectRoot, file)));

const METRICS_TOKEN = 'metrics-token-for-page-tests-0123456789';

let app: TestApp;
let villa: Property;
beforeAll(async () => {
  if (!built) throw new Error('Server rendering is tested against the build: run `npm run build` first.');
  app = await startTestApp({ PAGE_CACHE: '1m', METRICS_TOKEN });
  const logQuery = app.sql.logQuery.bind(app.sql);
  app.sql.logQuery = (query, parameters, runner) => {
    sent.push(query);
    logQuery(query, parameters, runner);
  };
  await seedCatalogue(app.db);
  [villa] = await app.db.getRepository(Property).find({ where: { published: true }, order: { slug: 'ASC' }, take: 1 });
});
afterAll(async () => {
  await app?.close();
});

/** The text of every SQL statement the app has sent, in order. */
const sent: string[] = [];

/** A page and the SQL statements its answer took (how many, and their texts). */
async function visit(url: string, cookie = '') {
  const before = sent.length;
  const res = await app.http.get(url).set('Cookie', cookie);
  const texts = sent.slice(before);
  return { status: res.status, html: res.text, policy: String(res.headers['content-security-policy']), statements: texts.length, texts };
}

/** Server-rendered pages so far by render passes, from /metrics. */
async function renderPasses(): Promise<Record<string, number>> {
  const { text } = await app.http.get('/metrics').set('Authorization', `Bearer ${METRICS_TOKEN}`);
  return Object.fromEntries([...text.matchAll(/^server_render_passes_total\{passes="([^"]+)"\} (\d+)$/gm)].map(([, passes, count]) => [passes, Number(count)]));
}

/**
 * What the browser hydrates: the markup of #root and the answers in the payload beside it (parsed:
 * the order of its keys does not matter). "You May Also Like" is left out: the spec has its three
 * villas chosen at random each time.
 */
function hydratedPartOf(html: string, villaId: string) {
  const [, markup = '', payload = '{}'] = /<div id="root"[^>]*>(.*)<\/div>\s*<script type="application\/json" id="ssr-payload">(.*?)<\/script>/s.exec(html) ?? [];
  const answers = (JSON.parse(payload) as { apollo: { ROOT_QUERY: Record<string, unknown> } & Record<string, unknown> }).apollo;
  const { ROOT_QUERY, ...entities } = answers;
  return {
    markup: markup.replace(/<section[^>]*property__similar.*?<\/section>/s, ''),
    queries: Object.fromEntries(Object.entries(ROOT_QUERY).filter(([field]) => !field.startsWith('similarProperties'))),
    villa: entities[`Property:${villaId}`],
  };
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe('PAGE_CACHE: a page rendered once answers the next visitors from memory', () => {
  it('the same villa page again: the same page and policy, without reading the database', async () => {
    const first = await visit(`/property/${villa.id}`);
    expect(first.status).toBe(200);
    expect(first.statements).toBeGreaterThan(0);
    const again = await visit(`/property/${villa.id}`);
    expect(again).toEqual({ ...first, statements: 0, texts: [] });
  });

  it('each language, theme and currency has its own page', async () => {
    const english = await visit('/');
    const german = await visit('/', 'language=de');
    expect(german.html).not.toBe(english.html);
    expect(german.html).toContain('lang="de"');
    const dark = await visit('/', 'language=de; theme=dark');
    expect(dark.html).not.toBe(german.html);
    expect((await visit('/', 'language=de')).html).toBe(german.html);
  });

  it('a replayed page is sent compressed in the visitor\'s encoding, and reads the same', async () => {
    const url = '/search?region=greece';
    const rendered = await fetchAs(() => app.http.get(url), 'identity');
    expect(rendered).toMatchObject({ status: 200, encoding: undefined });
    for (const [accept, encoding] of [[CHROME_ACCEPT_ENCODING, 'br'], ['gzip', 'gzip']]) {
      // The first replay in an encoding is compressed on the way out; the next ones send the kept bytes.
      for (let replay = 1; replay <= 3; replay++) {
        const before = app.sql.statementCount;
        const answer = await fetchAs(() => app.http.get(url), accept);
        expect([replay, answer.status, answer.encoding, app.sql.statementCount - before]).toEqual([replay, 200, encoding, 0]);
        expect(answer.vary).toMatch(/Accept-Encoding/);
        expect(answer.wireBytes).toBeLessThan(rendered.wireBytes / 3);
        expect(answer.text).toBe(rendered.text);
      }
    }
    expect((await fetchAs(() => app.http.get(url), 'identity')).text).toBe(rendered.text);
  });

  it('a replayed villa page still counts as a villa view', async () => {
    await visit(`/property/${villa.id}`);
    await funnelCounts(app.db).flush();
    const total = async () => Number((await app.db.query(`SELECT coalesce(sum(count), 0)::int AS n FROM funnel_daily WHERE stage = 'villa-view'`))[0].n);
    const before = await total();
    expect((await visit(`/property/${villa.id}`)).statements).toBe(0);
    await funnelCounts(app.db).flush();
    expect(await total()).toBe(before + 1);
  });

  it('a villa page that is not kept reads only its own data: the header, footer and currencies are kept too', async () => {
    const [, second, third] = await app.db.getRepository(Property).find({ where: { published: true }, order: { slug: 'ASC' }, take: 3 });
    await visit(`/property/${second.id}`);
    const warm = await visit(`/property/${third.id}`);
    expect(warm.status).toBe(200);
    // A write empties what is kept (a villa saved unchanged), so the same page is made again from nothing.
    const admin = await signUpAdmin(app);
    expect((await admin.agent.patch(`/api/admin/properties/${second.id}`).send({ title: second.title })).status).toBe(200);
    const cold = await visit(`/property/${third.id}`);
    // The header (menus, currencies) and the footer read from memory are those read from the database.
    const shellOf = (html: string) => [/<header class="site-header">.*?<\/header>/s.exec(html)?.[0], /<footer class="site-footer">.*?<\/footer>/s.exec(html)?.[0]];
    expect(shellOf(warm.html)[0]).toContain('GBP');
    expect(shellOf(warm.html)).toEqual(shellOf(cold.html));
    // The villa's own data is read each time; the currencies only when nothing is kept. (Counting
    // statements would not say it: a page's loaders batch by tick, so their number varies by one.)
    const readsCurrencies = (texts: string[]) => texts.some((text) => /\bFROM "currencies"/.test(text));
    expect(warm.statements).toBeGreaterThan(0);
    expect(readsCurrencies(cold.texts)).toBe(true);
    expect(readsCurrencies(warm.texts)).toBe(false);
  });

  it('a villa page after another is rendered once, with its own villa: its queries are fetched before the first pass', async () => {
    const villas = await app.db.getRepository(Property).find({ where: { published: true }, order: { slug: 'DESC' }, take: 3 });
    await visit(`/property/${villas[0].id}`);
    const before = await renderPasses();
    const page = await visit(`/property/${villas[1].id}`);
    expect(page.status).toBe(200);
    expect(titleOf(page.html)).toContain(villas[1].title);
    const after = await renderPasses();
    expect(after['1']).toBe((before['1'] ?? 0) + 1);
    expect(after['2'] ?? 0).toBe(before['2'] ?? 0);

    // A kind of page not rendered before (here: a query string) takes Apollo's two passes, and
    // comes out the same as the page rendered in one: the markup, and the data the browser hydrates from.
    const twoPasses = await visit(`/property/${villas[2].id}?from=newsletter`);
    expect((await renderPasses())['2']).toBe((after['2'] ?? 0) + 1);
    const onePass = await visit(`/property/${villas[2].id}`);
    expect((await renderPasses())['1']).toBe(after['1'] + 1);
    expect(titleOf(onePass.html)).toContain(villas[2].title);
    const hydrated = hydratedPartOf(onePass.html, villas[2].id);
    expect(hydrated.markup).toContain(villas[2].title);
    expect(hydrated.villa).toMatchObject({ title: villas[2].title });
    expect(hydrated).toEqual(hydratedPartOf(twoPasses.html, villas[2].id));
  });

  it('visitors who ask for the same page at once cost one render, and each gets the page and counts a villa view', async () => {
    const [, , , fourth] = await app.db.getRepository(Property).find({ where: { published: true }, order: { slug: 'ASC' }, take: 4 });
    const rendered = async () => Object.values(await renderPasses()).reduce((sum, count) => sum + count, 0);
    await funnelCounts(app.db).flush();
    const views = async () => Number((await app.db.query(`SELECT coalesce(sum(count), 0)::int AS n FROM funnel_daily WHERE stage = 'villa-view'`))[0].n);
    const [rendersBefore, viewsBefore] = [await rendered(), await views()];
    const pages = await Promise.all(Array.from({ length: 5 }, () => app.http.get(`/property/${fourth.id}`)));
    expect(pages.map((page) => page.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(pages.map((page) => page.text)).size).toBe(1);
    expect(titleOf(pages[0].text)).toContain(fourth.title);
    expect(new Set(pages.map((page) => String(page.headers['content-security-policy']))).size).toBe(1);
    expect((await rendered()) - rendersBefore).toBe(1);
    await funnelCounts(app.db).flush();
    expect((await views()) - viewsBefore).toBe(5);
  });

  it('renders take turns (RENDER_CONCURRENCY): every page asked at once is rendered, each with its own villa', async () => {
    const one = await startTestApp({ PAGE_CACHE: '1m', RENDER_CONCURRENCY: '1', ...(app.config.databaseUrl ? { DATABASE_URL: app.config.databaseUrl } : {}) });
    try {
      expect(one.config.renderConcurrency).toBe(1);
      const villas = await one.db.getRepository(Property).find({ where: { published: true }, order: { slug: 'ASC' }, take: 4 });
      const pages = await Promise.all([...villas, villas[0]].map((each) => one.http.get(`/property/${each.id}`)));
      expect(pages.map((page) => page.status)).toEqual([200, 200, 200, 200, 200]);
      expect(pages.map((page) => titleOf(page.text)?.includes([...villas, villas[0]][pages.indexOf(page)].title))).toEqual([true, true, true, true, true]);
      expect(pages[4].text).toBe(pages[0].text);
      // A page not found takes its turn and gives it back too.
      expect((await one.http.get('/property/00000000-0000-4000-8000-000000000000')).status).toBe(404);
      expect((await one.http.get(`/property/${villas[1].id}?again=1`)).status).toBe(200);
    } finally {
      await one.close();
    }
  });

  it('a write in the instance empties it: an unpublished villa is gone at once', async () => {
    expect((await visit(`/property/${villa.id}`)).status).toBe(200);
    const admin = await signUpAdmin(app);
    const unpublished = await admin.agent.post(`/api/admin/properties/${villa.id}/publish`).send({ published: false });
    expect(unpublished.status).toBe(200);
    const after = await visit(`/property/${villa.id}`);
    expect(after.status).toBe(404);
    expect(titleOf(after.html)).not.toContain(villa.title);
  });
});
