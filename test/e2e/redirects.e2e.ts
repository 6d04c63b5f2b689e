import { expect, test, type Page } from './fixtures';

/**
 * The login page's way back (`returnTo`, or `from`) never leaves the site: whatever off-site
 * address it is handed, raw or encoded, signing in ends on /account of this origin; an in-site
 * path is honoured.
 */
const password = 'redirect-pass';
let email: string;

/** An account made through the public API, as any client would. */
test.beforeAll(async ({ playwright, e2eServer }) => {
  email = `redirect-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const api = await playwright.request.newContext({ baseURL: e2eServer });
  const res = await api.post('/graphql', {
    data: {
      query: 'mutation ($input: RegisterInput!) { register(input: $input) { id } }',
      variables: { input: { name: 'Ada Redirect', email, password } },
    },
  });
  const body = (await res.json()) as { data?: { register: { id: string } }; errors?: unknown };
  expect(body.errors).toBeUndefined();
  await api.dispose();
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
function watch(page: Page, origin: string) {
  const seen: string[] = [];
  page.on('framenavigated', (frame) => seen.push(frame.url()));
  page.on('request', (request) => seen.push(request.url()));
  return () => seen.filter((address) => !address.startsWith(origin) && !address.startsWith('data:') && address !== 'about:blank');
}

async function signIn(page: Page) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

async function expectOnAccount(page: Page, origin: string) {
  await page.waitForURL((address) => address.pathname === '/account');
  await page.getByRole('heading', { level: 1, name: 'Welcome Back' }).waitFor();
  const here = new URL(page.url());
  expect(here.origin).toBe(origin);
  expect(here.pathname).toBe('/account');
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
}

test.describe('login redirects', () => {
  for (const query of OFF_SITE_QUERIES) {
    test(`/login?${query} signs in to /account of this site, and sends a signed-in visitor there too`, async ({ page, baseURL }) => {
      const origin = new URL(baseURL!).origin;
      const offSite = watch(page, origin);
      await page.goto(`/login?${query}`);
      await signIn(page);
      await expectOnAccount(page, origin);

      // Already signed in: the login page sends the visitor straight on, to the same safe place.
      await page.goto(`/login?${query}`);
      await expectOnAccount(page, origin);
      expect(offSite()).toEqual([]);
    });
  }

  test('honours an in-site returnTo: /shortlist', async ({ page, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    const offSite = watch(page, origin);
    await page.goto(`/login?returnTo=${encodeURIComponent('/shortlist')}`);
    await signIn(page);
    await page.waitForURL((address) => address.pathname === '/shortlist');
    await page.getByRole('heading', { level: 1, name: 'Your shortlist' }).waitFor();
    expect(new URL(page.url()).origin).toBe(origin);

    // With a query, as the account page's own login links carry.
    await page.goto(`/login?returnTo=${encodeURIComponent('/account?tab=password')}`);
    await page.waitForURL((address) => address.pathname === '/account' && address.search === '?tab=password');
    expect(offSite()).toEqual([]);
  });
});
