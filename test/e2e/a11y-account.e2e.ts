import type { Page } from 'playwright-core';
import { addStay, DEMO_ADMIN, gql } from './checkout-helpers';
import { describeViolations, openBrowser, seriousA11yViolations, type E2EBrowser } from './helpers';

/**
 * axe-core (WCAG 2.1 A/AA) on the signed-in screens — account tabs, shortlist, checkout with a
 * stay in the basket, every admin view — in both themes, on a desktop and a phone screen.
 */
let browser: E2EBrowser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PAGES = [
  '/account',
  '/account?tab=password',
  '/account?tab=bookings',
  '/account?tab=orders',
  '/account?tab=shortlist',
  '/shortlist',
  '/checkout',
  '/admin',
  '/admin?view=users',
  '/admin?view=bookings',
  '/admin?view=newsletter',
  '/admin?view=payments',
  '/admin?view=audit',
];

async function signedInPage(theme: 'light' | 'dark', width: number): Promise<Page> {
  const page = await browser.newPage({ width, height: 900 });
  await page.addInitScript((t) => {
    localStorage.setItem('theme', t);
    localStorage.setItem('language', 'en');
  }, theme);
  const login = await gql(page, 'mutation($input: LoginInput!) { login(input: $input) { id } }', { input: DEMO_ADMIN });
  if (login.errors) throw new Error(`login: ${login.errors[0].message}`);
  return page;
}

describe.each([
  ['light', 1280],
  ['dark', 360],
] as const)('accessibility of the signed-in screens (%s theme, %ipx wide)', (theme, width) => {
  let page: Page;
  beforeAll(async () => {
    page = await signedInPage(theme, width);
    await addStay(page, width === 360 ? 3 : 2, 60);
  });
  afterAll(async () => {
    await page.context().close();
  });

  it.each(PAGES)('%s has no serious or critical axe violations', async (path) => {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await page.locator('main h1').first().waitFor();
    await page.waitForTimeout(300);
    expect(describeViolations(await seriousA11yViolations(page))).toBe('');
  });
});
