import type { Page } from 'playwright-core';
import { baseUrl, openBrowser, type E2EBrowser } from './helpers';

/**
 * The login page's way back (`returnTo`, or `from`) never leaves the site: whatever off-site
 * address it is handed, raw or encoded, signing in ends on /account of this origin; an in-site
 * path is honoured.
 */
let browser: E2EBrowser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const password = 'redirect-pass';
let email: string;

/** An account made through the public API, as any client would. */
beforeAll(async () => {
  email = `redirect-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const res = await fetch(new URL('/graphql', baseUrl()), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation ($input: RegisterInput!) { register(input: $input) { id } }',
      variables: { input: { name: 'Ada Redirect', email, password } },
    }),
  });
  const body = (await res.json()) as { data?: { register: { id: string } }; errors?: unknown };
  expect(body.errors).toBeUndefined();
});

/** Query strings as an attacker would write them into a link (already URL-encoded where shown). */
const OFF_SITE_QUERIES = [
  `returnTo=${encodeURIComponent('//evil.example')}`,
  'returnTo=//evil.example/account',
  'returnTo=/%09/evil.example',
  `returnTo=${encodeURIComponent('/%09/evil.example')}`,
  'returnTo=/%5Cevil.example',
  `returnTo=${encodeURIComponent('/\\evil.example')}`,
  `returnTo=${encodeURIComponent('\\\\evil.example')}`,
  `returnTo=${encodeURIComponent('https://evil.example')}`,
  'returnTo=https:evil.example',
  `returnTo=${encodeURIComponent('/.//evil.example')}`,
  'returnTo=/%2F%2Fevil.example',
  `returnTo=${encodeURIComponent('javascript:window.__pwned=1')}`,
  `from=${encodeURIComponent('//evil.example')}`,
];

/** Every page the tab showed and every request it made, to check that none was off-site. */
function watch(page: Page) {
  const seen: string[] = [];
  page.on('framenavigated', (frame) => seen.push(frame.url()));
  page.on('request', (request) => seen.push(request.url()));
  return () => seen.filter((address) => !address.startsWith(baseUrl()) && !address.startsWith('data:') && address !== 'about:blank');
}

async function signIn(page: Page) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

async function expectOnAccount(page: Page) {
  await page.waitForURL((address) => address.pathname === '/account');
  await page.getByRole('heading', { level: 1, name: 'Welcome Back' }).waitFor();
  const here = new URL(page.url());
  expect(here.origin).toBe(new URL(baseUrl()).origin);
  expect(here.pathname).toBe('/account');
  await expect(page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).resolves.toBeUndefined();
}

describe('login redirects', () => {
  it.each(OFF_SITE_QUERIES)('/login?%s signs in to /account of this site, and sends a signed-in visitor there too', async (query) => {
    const page = await browser.newPage();
    const offSite = watch(page);
    await page.goto(`/login?${query}`);
    await signIn(page);
    await expectOnAccount(page);

    // Already signed in: the login page sends the visitor straight on, to the same safe place.
    await page.goto(`/login?${query}`);
    await expectOnAccount(page);
    expect(offSite()).toEqual([]);
    await page.context().close();
  });

  it('honours an in-site returnTo: /shortlist', async () => {
    const page = await browser.newPage();
    const offSite = watch(page);
    await page.goto(`/login?returnTo=${encodeURIComponent('/shortlist')}`);
    await signIn(page);
    await page.waitForURL((address) => address.pathname === '/shortlist');
    await page.getByRole('heading', { level: 1, name: 'Your shortlist' }).waitFor();
    expect(new URL(page.url()).origin).toBe(new URL(baseUrl()).origin);

    // With a query, as the account page's own login links carry.
    await page.goto(`/login?returnTo=${encodeURIComponent('/account?tab=password')}`);
    await page.waitForURL((address) => address.pathname === '/account' && address.search === '?tab=password');
    expect(offSite()).toEqual([]);
    await page.context().close();
  });
});
